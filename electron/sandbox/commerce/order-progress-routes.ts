/**
 * The operations that read a placed order as it stands: its history entry, its status and its
 * tracking. All three see the same progress (./order-progress.ts), driven by the order clock.
 */
import { OrderStatus } from '../../shared/models/enums.js';
import { invalidField, notFound } from '../kernel/errors.js';
import type { RequestContext, Route } from '../kernel/routes.js';
import { XML_NS } from '../kernel/xml.js';
import { isFriendlyId } from './friendly-ids.js';
import { marketRules } from '../market/market-rules.js';
import { orderStatusAt, orderTrackingAt } from './order-progress.js';
import type { OrderClock } from './order-progress.js';
import { findOrder } from './order-records.js';
import type { OrderRecord } from './order-records.js';
import { forXml, historyXmlNaming } from './quote-body.js';

/** The caller's order named by the path, or a 400 (malformed id) or 404. */
function orderOf(ctx: RequestContext): OrderRecord {
  const friendlyId = (ctx.params.orderFriendlyId ?? '').trim();
  if (!isFriendlyId(friendlyId, 'order')) {
    throw invalidField(
      'orderFriendlyId',
      `expected an order friendly id like 00-0054-00071-36703, got '${friendlyId.slice(0, 40)}'`,
    );
  }
  const record = findOrder(ctx.state, ctx.user.id, friendlyId);
  if (!record) throw notFound('order', friendlyId);
  return record;
}

/** The WCF Dictionary<Guid, Package[]> names of the tracking reply (docs/service-facts.md §4.2: `Key`/`Value` pairs). */
const trackingXmlNaming = {
  root: 'ArrayOfKeyValueOfguidArrayOfPackage',
  ns: XML_NS.arrays,
  items: {
    ArrayOfKeyValueOfguidArrayOfPackage: 'KeyValueOfguidArrayOfPackage',
    Value: 'Package',
    Contents: 'PackageContent',
  },
};

export function orderProgressRoutes(clock: OrderClock): Route[] {
  return [
    {
      method: 'GET',
      pattern: '/ord/Orders/{orderFriendlyId}/GetOrderHistory',
      operation: 'GetOrderHistory',
      handler(ctx) {
        const record = orderOf(ctx);
        const Status = orderStatusAt(record, ctx.now(), clock);
        const Order = { ...record.history.Order, Status };
        const Receipt = { ...record.history.Receipt, Status };
        return {
          body: { Order, Receipt: ctx.accept === 'xml' ? forXml(Receipt) : Receipt },
          xml: historyXmlNaming,
        };
      },
    },
    {
      method: 'GET',
      pattern: '/ord/Orders/{orderFriendlyId}/status',
      operation: 'GetOrderStatus',
      handler(ctx) {
        // JSON: the bare number; XML: an `OrderStatus` element holding the name (docs/service-facts.md §4.2).
        return {
          body: orderStatusAt(orderOf(ctx), ctx.now(), clock),
          xml: { root: 'OrderStatus', ns: XML_NS.eslOrder, enums: { OrderStatus } },
        };
      },
    },
    {
      method: 'GET',
      pattern: '/ord/Orders/{orderFriendlyId}/tracking',
      operation: 'GetOrderTracking',
      handler(ctx) {
        return {
          body: orderTrackingAt(marketRules(ctx.market), orderOf(ctx), ctx.now(), clock),
          xml: trackingXmlNaming,
        };
      },
    },
  ];
}
