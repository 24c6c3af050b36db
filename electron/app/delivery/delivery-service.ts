/**
 * The delivery choice as an application service: asks the service how an order can ship
 * (GetShippingOptions, for all of its recipients) and chooses for the need-by date
 * (delivery-choice.ts). Hot-folder jobs choose their shipping with it, and the Quotes view's
 * "Needed by" (`quotes.delivery`), so both pick the same method for the same order.
 */
import type { DeliveryChoice } from '../../shared/contract/delivery.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import type { MarketId } from '../../shared/models/markets.js';
import type { OrderRequest } from '../../shared/models/order-requests.js';
import { chooseDelivery } from './delivery-choice.js';

export async function deliveryChoice(
  orders: Pick<PrintServiceClient['orders'], 'getShippingOptions'>,
  request: OrderRequest,
  needBy: string | undefined,
  market: MarketId,
  signal?: AbortSignal,
): Promise<DeliveryChoice> {
  const options = await orders.getShippingOptions(request, signal ? { signal } : {});
  return chooseDelivery(options, needBy, market);
}
