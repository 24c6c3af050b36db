/** Quotes and orders on the print service, and the orders this app knows of. */
import type { PrintServiceClient } from '../../print-service/client.js';
import { addressRequestOf } from '../../shared/models/addresses.js';
import { moneyOf } from '../../shared/models/money.js';
import type { OrderReceipt } from '../../shared/models/order-history.js';
import type { ItemQuoteRequest } from '../../shared/models/order-requests.js';
import type { ItemQuote } from '../../shared/models/quotes.js';
import { markets, type MarketId } from '../../shared/models/markets.js';
import { deliveryChoice } from '../delivery/delivery-service.js';
import type { Output, ParsedInput } from '../../shared/contract/channels.js';
import { AppError } from '../../shared/contract/app-errors.js';
import { toOrderRequest, type OrderDraft, type RecipientSource } from './order-request.js';
import type { RecentOrders } from './recent-orders.js';
import { reorderOf } from './reorder.js';

export interface OrdersOptions extends RecipientSource {
  /** The client in use; throws AppError('not-connected') without one. */
  client: () => PrintServiceClient;
  /**
   * The market of the service in use: whose calendar a delivery day is read on, and whose currency
   * the service prices in now (a placed order's total is kept in it).
   */
  market: () => MarketId;
  recentOrders: RecentOrders;
}

export type Orders = ReturnType<typeof createOrders>;

/**
 * The item quote of a template's product at a quantity: GetItemQuote/Template names the product by
 * the application id of a new order template for it. Also how the preflight learns a product's size.
 */
export async function quoteProduct(
  service: PrintServiceClient['orders'],
  product: { template: string; documentTemplateId: string; quantity: number },
  more: Omit<ItemQuoteRequest, 'Product'> = {},
): Promise<ItemQuote> {
  const order = await service.newProduct(product.template, product.documentTemplateId);
  const applicationId = order.Product?.ApplicationId;
  if (!applicationId)
    throw new AppError(
      'invalid-response',
      'The service returned an order template without an application id.',
    );
  return service.getItemQuote({
    Product: { ApplicationId: applicationId, Quantity: product.quantity },
    ...more,
  });
}

export function createOrders(options: OrdersOptions) {
  const { client, recentOrders, addresses } = options;
  const currency = () => markets[options.market()].currency;
  const orders = () => client().orders;
  return {
    newOrderTemplate: () => orders().newStoreItemReferenceOrder(),
    newProductTemplate: ({ template, documentTemplateId }: ParsedInput<'quotes.newProductTemplate'>) =>
      orders().newProduct(template, documentTemplateId),
    /** Every method the order can ship by, and with a "Needed by" date the one that makes it (as jobs choose). */
    delivery: async (draft: OrderDraft) =>
      deliveryChoice(orders(), await toOrderRequest(draft, false, options), draft.needBy, options.market()),
    quote: async (draft: OrderDraft) => orders().getQuote(await toOrderRequest(draft, true, options)),

    /** One product's price at a quantity, shipped to the main address when a method is given. */
    async itemQuote({
      template,
      documentTemplateId,
      quantity,
      shippingMethodId,
    }: ParsedInput<'quotes.item'>): Promise<Output<'quotes.item'>> {
      const main = shippingMethodId ? await addresses.main() : null;
      return quoteProduct(
        orders(),
        { template, documentTemplateId, quantity },
        {
          ...(main && shippingMethodId
            ? { Recipients: [{ Address: addressRequestOf(main), ShippingMethodId: shippingMethodId }] }
            : {}),
        },
      );
    },

    history: (friendlyId: string) => orders().getOrderHistory(friendlyId),
    reorder: (friendlyId: string) => reorderOf(client(), friendlyId),
    recent: () => recentOrders.list(),
    status: (friendlyId: string) => orders().getOrderStatus(friendlyId),
    tracking: (friendlyId: string) => orders().getOrderTracking(friendlyId),

    /** Places the order and remembers it among the recent orders. */
    async place(draft: OrderDraft): Promise<OrderReceipt> {
      const receipt = await orders().placeOrder(await toOrderRequest(draft, true, options));
      await recentOrders.add({
        friendlyId: receipt.OrderFriendlyId,
        submitted: receipt.Submitted ?? new Date().toISOString(),
        total: moneyOf(receipt.FinancialDetail.Total, currency()),
        source: 'placed',
      });
      return receipt;
    },
  };
}
