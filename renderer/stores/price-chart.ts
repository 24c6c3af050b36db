/**
 * The quantity chart: the same order quoted at several quantities, to show where the price breaks.
 */
import type { OrderDraft } from '../../electron/ipc/contract/orders.js';
import type { IpcError } from '../../electron/ipc/errors.js';
import type { OrderQuote } from '../../electron/print-service/models/quotes.js';
import { getApi } from '../bridge/api.js';
import { toIpcError } from '../components/error-text.js';

/** The quantities the chart quotes the order at. */
export const chartQuantities = [1, 10, 25, 50, 100, 250, 500] as const;

export interface ChartPoint {
  quantity: number;
  /** Printing per copy (fees included; delivery and tax not). */
  unitPrice: number;
  total: number;
}

export interface ChartFailure {
  quantity: number;
  error: IpcError;
}

export function unitPriceOf(quote: OrderQuote, quantity: number): number {
  return quote.FinancialDetail.NonDeliverySubtotal / quantity;
}

/**
 * Quotes the order at every chart quantity, two at a time (quick on a laptop, gentle on the
 * service's rate limits), telling each point or failure as it comes.
 */
export async function quoteEachQuantity(
  draftAt: (quantity: number) => OrderDraft,
  told: { point(point: ChartPoint): void; failure(failure: ChartFailure): void },
): Promise<void> {
  const api = getApi();
  const queue = [...chartQuantities];
  const worker = async () => {
    for (let quantity = queue.shift(); quantity !== undefined; quantity = queue.shift()) {
      try {
        const quote = await api['quotes.order'](draftAt(quantity));
        told.point({ quantity, unitPrice: unitPriceOf(quote, quantity), total: quote.FinancialDetail.Total });
      } catch (error) {
        told.failure({ quantity, error: toIpcError(error) });
      }
    }
  };
  await Promise.all([worker(), worker()]);
}
