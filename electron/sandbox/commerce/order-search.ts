/**
 * FindOrders: the caller's placed orders whose `ReferenceNumber` is exactly the one asked for. The
 * service's own order search is not known (docs/service-facts.md §4.2); PrintDesk's hot-folder jobs
 * need one to settle a PlaceOrder whose outcome is unknown, so the sandbox offers this minimal form.
 */
import { invalidField } from '../kernel/errors.js';
import { optionalString } from '../kernel/fields.js';
import type { Route } from '../kernel/routes.js';
import { XML_NS } from '../kernel/xml.js';
import { ORDERS } from './order-records.js';
import type { OrderRecord } from './order-records.js';

export const orderSearchRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/ord/Orders/FindOrders',
    operation: 'FindOrders',
    async handler(ctx) {
      const body = await ctx.json();
      const reference = optionalString(body, 'ReferenceNumber')?.trim() ?? '';
      if (reference === '')
        throw invalidField('ReferenceNumber', 'is required (the reference the order was placed with)');
      const orders = ctx.state
        .filter<OrderRecord>(
          ORDERS,
          (record) => record.userId === ctx.user.id && record.history.Order.ReferenceData === reference,
        )
        .sort((a, b) => a.created.localeCompare(b.created))
        .map((record) => ({
          OrderFriendlyId: record.friendlyId,
          ReferenceNumber: reference,
          Submitted: record.created,
          Total: (record.history.Receipt.FinancialDetail as { Total?: unknown } | undefined)?.Total ?? 0,
        }));
      return {
        body: { Orders: orders },
        xml: { root: 'OrderSearchResult', ns: XML_NS.eslOrder, items: { Orders: 'OrderSummary' } },
      };
    },
  },
];
