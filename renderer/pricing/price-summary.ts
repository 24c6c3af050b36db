/**
 * A quote's or receipt's money as the screen shows it, in whole cents that add up: each item's
 * printing sums to the Printing row, the rows above Subtotal sum to it, and Subtotal plus Tax is the
 * Total. The service prices in ten-thousandths (service-facts §8), so each figure rounded on its own
 * can miss the rounded total by a cent; cents are shared out by largest remainder instead.
 *
 * Order-level offerings (the order fee, service-facts §4.2 and §8.1) are in the service's
 * NonDeliverySubtotal but in no line item: they get rows of their own, and whatever of the
 * subtotals the parts do not explain gets an "Other charges" row, so nothing is hidden in a total.
 */
import type { MessageId } from '../../electron/i18n/catalogue.js';
import type { FinancialDetail, OrderQuote } from '../../electron/shared/models/quotes.js';
import { appIntl } from '../format/intl.js';

export type SummaryRowKind =
  | 'printing'
  | 'order-charge'
  | 'handling'
  | 'delivery'
  | 'discount'
  | 'adjustment'
  | 'other'
  | 'subtotal'
  | 'tax'
  | 'total';

export interface SummaryRow {
  kind: SummaryRowKind;
  label: string;
  /** Whole cents, as shown. */
  cents: number;
}

export interface PriceSummary {
  /** Each line item's printing (with its one-time charges), in cents: they add up to the Printing row. */
  lines: number[];
  /** Top to bottom as an invoice reads, Subtotal, Tax and Total included. */
  rows: SummaryRow[];
}

type Priced = Pick<OrderQuote, 'FinancialDetail' | 'LineItemDetails' | 'OfferingDetails'>;

/** Below half a cent a difference is the service's own rounding, not a charge. */
const negligible = 0.005;

/**
 * Whole cents for `amounts` (in currency units) that add up to `totalCents`: each rounded down,
 * then the cents left given to the largest fractions first.
 */
export function shareCents(amounts: readonly number[], totalCents: number): number[] {
  const exact = amounts.map((amount) => amount * 100);
  const floors = exact.map((value) => Math.floor(value + 1e-9));
  let left = totalCents - floors.reduce((sum, value) => sum + value, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - (floors[index] ?? 0) }))
    .sort((a, b) => b.fraction - a.fraction);
  const cents = [...floors];
  // More cents to give than items (or fewer than none) only happens when the total is not theirs.
  for (let turn = 0; left !== 0 && order.length > 0; turn++) {
    const slot = order[turn % order.length]!.index;
    cents[slot]! += left > 0 ? 1 : -1;
    left += left > 0 ? -1 : 1;
  }
  return cents;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** A row's name in the app's language. */
const say = (id: MessageId) => appIntl().formatMessage({ id });

function orderChargeLabel(index: number): string {
  return say(index === 0 ? 'pricing.summary.orderFee' : 'pricing.summary.otherOrderCharge');
}

export function priceSummary(priced: Priced): PriceSummary {
  const detail: FinancialDetail = priced.FinancialDetail;
  const lineAmounts = priced.LineItemDetails.map((line) => line.Price + line.OneTimeCharge);
  const printing = lineAmounts.reduce((sum, amount) => sum + amount, 0);
  const orderCharges = priced.OfferingDetails.map((offering) => offering.Price + offering.OneTimeCharge);
  const nonDelivery = detail.NonDeliverySubtotal + detail.NonDeliveryOneTimeChargeSubtotal;
  const handling = detail.HandlingSubtotal + detail.HandlingOneTimeChargeSubtotal;
  const discount = -Math.abs(detail.DiscountSubtotal);

  const parts: Array<{ kind: SummaryRowKind; label: string; amount: number }> = [
    { kind: 'printing', label: say('pricing.summary.printing'), amount: printing },
    ...orderCharges.map((amount, index) => ({
      kind: 'order-charge' as const,
      label: orderChargeLabel(index),
      amount,
    })),
  ];
  const explained = printing + orderCharges.reduce((sum, amount) => sum + amount, 0);
  if (Math.abs(nonDelivery - explained) >= negligible)
    parts.push({
      kind: 'other',
      label: say('pricing.summary.otherPrinting'),
      amount: nonDelivery - explained,
    });
  if (handling !== 0)
    parts.push({ kind: 'handling', label: say('pricing.summary.handling'), amount: handling });
  parts.push({ kind: 'delivery', label: say('pricing.summary.delivery'), amount: detail.DeliverySubtotal });
  if (discount !== 0)
    parts.push({ kind: 'discount', label: say('pricing.summary.discounts'), amount: discount });
  if (detail.AdjustmentSubtotal !== 0)
    parts.push({
      kind: 'adjustment',
      label: say('pricing.summary.adjustments'),
      amount: detail.AdjustmentSubtotal,
    });
  const beforeSubtotal = parts.reduce((sum, part) => sum + part.amount, 0);
  if (Math.abs(detail.Subtotal - beforeSubtotal) >= negligible)
    parts.push({
      kind: 'other',
      label: say('pricing.summary.other'),
      amount: detail.Subtotal - beforeSubtotal,
    });

  const subtotalCents = toCents(detail.Subtotal);
  const totalCents = toCents(detail.Total);
  const partCents = shareCents(
    parts.map((part) => part.amount),
    subtotalCents,
  );
  // Tax is what takes the shown Subtotal to the shown Total; anything else after tax gets its own row.
  const afterTax = detail.Total - detail.Subtotal - detail.TaxSubtotal;
  const [taxCents, afterTaxCents] =
    Math.abs(afterTax) >= negligible
      ? shareCents([detail.TaxSubtotal, afterTax], totalCents - subtotalCents)
      : [totalCents - subtotalCents, 0];
  const rows: SummaryRow[] = [
    ...parts.map((part, index) => ({ kind: part.kind, label: part.label, cents: partCents[index]! })),
    { kind: 'subtotal', label: say('pricing.summary.subtotal'), cents: subtotalCents },
    { kind: 'tax', label: say('pricing.summary.tax'), cents: taxCents! },
    ...(afterTaxCents
      ? [{ kind: 'other' as const, label: say('pricing.summary.otherAfterTax'), cents: afterTaxCents }]
      : []),
    { kind: 'total', label: say('pricing.summary.total'), cents: totalCents },
  ];
  return { lines: shareCents(lineAmounts, partCents[0]!), rows };
}

/** Cents as the currency amount `money()` formats. */
export const fromCents = (cents: number) => cents / 100;
