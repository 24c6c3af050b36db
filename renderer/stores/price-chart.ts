/**
 * The quantity chart: the same order quoted at several quantities, to show where the price breaks.
 */
import type { OrderDraft } from '../../electron/shared/contract/orders.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import type { OrderQuote } from '../../electron/shared/models/quotes.js';
import { getApi } from '../bridge/api.js';
import { toIpcError } from '../components/error-text.js';

import { maxCopies } from '../../electron/shared/models/primitives.js';

/** The round quantities a chart picks from. */
const ladder = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 25_000, 50_000, 100_000];

/**
 * The quantities the chart quotes the order at: one copy, a few round quantities below the order's,
 * the order's own, and three beyond it (where ordering more may pay), within what can be ordered.
 */
export function chartQuantitiesFor(current: number): number[] {
  const below = ladder.filter((quantity) => quantity < current).slice(-3);
  const above = ladder.filter((quantity) => quantity > current && quantity <= maxCopies).slice(0, 3);
  return [...new Set([1, ...below, current, ...above])].sort((a, b) => a - b);
}

export interface ChartPoint {
  quantity: number;
  /** What a copy costs all in: the order's total over its copies (delivery and tax included). */
  unitPrice: number;
  /** The order's total at this quantity: the copies times `unitPrice`. */
  total: number;
}

export interface ChartFailure {
  quantity: number;
  error: IpcError;
}

/** Per copy, all in: so the table's per-copy price times its copies is its total. */
export function unitPriceOf(quote: OrderQuote, quantity: number): number {
  return quote.FinancialDetail.Total / quantity;
}

/**
 * Quotes the order at every chart quantity, two at a time (quick on a laptop, gentle on the
 * service's rate limits), telling each point or failure as it comes.
 */
export async function quoteEachQuantity(
  quantities: readonly number[],
  draftAt: (quantity: number) => OrderDraft,
  told: { point(point: ChartPoint): void; failure(failure: ChartFailure): void },
): Promise<void> {
  const api = getApi();
  const queue = [...quantities];
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
