/** Order operations (`/ord/Orders`): quotes, shipping options, placing an order, templates, history, status, tracking. */
import { z } from 'zod';
import { checkRequest } from './http.js';
import type { CallOptions, Expect, ServiceConnection } from './http.js';
import { servicePaths } from '../shared/models/service-paths.js';
import { OrderHistoryEntry, OrderReceipt, OrderSearchResult } from '../shared/models/order-history.js';
import { ItemQuoteRequest, OrderRequest } from '../shared/models/order-requests.js';
import { Guid } from '../shared/models/primitives.js';
import { ItemQuote, OrderQuote, ShippingOptions } from '../shared/models/quotes.js';
import { StoreItemReferenceOrder, TemplateOrder } from '../shared/models/template-orders.js';
import { OrderStatusReply, OrderTracking } from '../shared/models/order-tracking.js';

export interface OrdersApi {
  /** Prices one product made from a document template. */
  getItemQuote(request: ItemQuoteRequest, options?: CallOptions): Promise<ItemQuote>;
  getQuote(request: OrderRequest, options?: CallOptions): Promise<OrderQuote>;
  getShippingOptions(request: OrderRequest, options?: CallOptions): Promise<ShippingOptions>;
  /** Places the order. Never retried: after an error with `requestSent`, look the order up before placing it again. */
  placeOrder(request: OrderRequest, options?: CallOptions): Promise<OrderReceipt>;
  /** Orders placed with this `ReferenceNumber`, oldest first (how an unknown PlaceOrder outcome is settled). */
  findOrders(referenceNumber: string, options?: CallOptions): Promise<OrderSearchResult>;
  newStoreItemReferenceOrder(options?: CallOptions): Promise<StoreItemReferenceOrder>;
  /** An order template for a document template; `template` is e.g. `custom`. */
  newProduct(template: string, documentTemplateId: string, options?: CallOptions): Promise<TemplateOrder>;
  getOrderHistory(orderFriendlyId: string, options?: CallOptions): Promise<OrderHistoryEntry>;
  /** The order's status number (`OrderStatus.values`). */
  getOrderStatus(orderFriendlyId: string, options?: CallOptions): Promise<number>;
  /** Packages per recipient with tracking numbers and links; empty until the order ships. */
  getOrderTracking(orderFriendlyId: string, options?: CallOptions): Promise<OrderTracking>;
}

const json = <T>(schema: z.ZodType<T, unknown>) => ({ kind: 'json', schema }) as const;
const NewProductInput = z.object({
  template: z.string().trim().min(1, 'a template name is required').max(100),
  documentTemplateId: Guid,
});
const ReferenceInput = z.object({ ReferenceNumber: z.string().trim().min(1).max(100) });
/** Friendly ids look like `00-0054-00071-36703`; anything path-safe up to 64 characters is let through. */
const FriendlyId = z.object({
  orderFriendlyId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'expected an order number like 00-0054-00071-36703'),
});

/** A GET of one order's sub-resource: `/ord/Orders/{orderFriendlyId}/{resource}`. */
async function readOrder<T>(
  service: ServiceConnection,
  operation: string,
  orderFriendlyId: string,
  resource: string,
  expect: Expect<T>,
  options: CallOptions | undefined,
): Promise<T> {
  const input = checkRequest(operation, FriendlyId, { orderFriendlyId });
  return service.call(
    {
      operation,
      method: 'GET',
      path: `${servicePaths.ordersPrefix}${encodeURIComponent(input.orderFriendlyId)}/${resource}`,
      expect,
      idempotent: true,
    },
    options,
  );
}

export function ordersApi(service: ServiceConnection): OrdersApi {
  return {
    getItemQuote: async (request, options) =>
      service.call(
        {
          operation: 'GetItemQuote',
          method: 'POST',
          path: servicePaths.getItemQuoteTemplate,
          json: checkRequest('GetItemQuote', ItemQuoteRequest, request),
          expect: json(ItemQuote),
          idempotent: true,
        },
        options,
      ),
    getQuote: async (request, options) =>
      service.call(
        {
          operation: 'GetQuote',
          method: 'POST',
          path: servicePaths.getQuote,
          json: checkRequest('GetQuote', OrderRequest, request),
          expect: json(OrderQuote),
          idempotent: true,
        },
        options,
      ),
    getShippingOptions: async (request, options) =>
      service.call(
        {
          operation: 'GetShippingOptions',
          method: 'POST',
          path: servicePaths.getShippingOptions,
          json: checkRequest('GetShippingOptions', OrderRequest, request),
          expect: json(ShippingOptions),
          idempotent: true,
        },
        options,
      ),
    placeOrder: async (request, options) =>
      service.call(
        {
          operation: 'PlaceOrder',
          method: 'POST',
          path: servicePaths.placeOrder,
          json: checkRequest('PlaceOrder', OrderRequest, request),
          expect: json(OrderReceipt),
          idempotent: false,
        },
        options,
      ),
    findOrders: async (referenceNumber, options) =>
      service.call(
        {
          operation: 'FindOrders',
          method: 'POST',
          path: servicePaths.findOrders,
          json: checkRequest('FindOrders', ReferenceInput, { ReferenceNumber: referenceNumber }),
          expect: json(OrderSearchResult),
          idempotent: true,
        },
        options,
      ),
    newStoreItemReferenceOrder: async (options) =>
      service.call(
        {
          operation: 'NewStoreItemReferenceOrder',
          method: 'GET',
          path: servicePaths.newStoreItemReferenceOrder,
          expect: json(StoreItemReferenceOrder),
          idempotent: true,
        },
        options,
      ),
    async newProduct(template, documentTemplateId, options) {
      const input = checkRequest('NewProduct', NewProductInput, { template, documentTemplateId });
      return service.call(
        {
          operation: 'NewProduct',
          method: 'GET',
          path: `${servicePaths.newProductPrefix}${encodeURIComponent(input.template)}/${encodeURIComponent(input.documentTemplateId)}`,
          expect: json(TemplateOrder),
          idempotent: true,
        },
        options,
      );
    },
    getOrderHistory: async (orderFriendlyId, options) =>
      readOrder(
        service,
        'GetOrderHistory',
        orderFriendlyId,
        'GetOrderHistory',
        json(OrderHistoryEntry),
        options,
      ),
    getOrderStatus: async (orderFriendlyId, options) =>
      readOrder(service, 'GetOrderStatus', orderFriendlyId, 'status', json(OrderStatusReply), options),
    getOrderTracking: async (orderFriendlyId, options) =>
      // Before shipping the service has been seen answering with no body at all.
      readOrder(
        service,
        'GetOrderTracking',
        orderFriendlyId,
        'tracking',
        { ...json(OrderTracking), whenEmpty: [] },
        options,
      ),
  };
}
