import { describe, expect, it } from 'vitest';
import type { FinancialDetail, OrderQuote } from '../../electron/shared/models/quotes.js';
import { financialFields } from '../../electron/shared/models/quotes.js';
import { priceSummary, shareCents } from './price-summary.js';
import type { PriceSummary } from './price-summary.js';

type Priced = Pick<OrderQuote, 'FinancialDetail' | 'LineItemDetails' | 'OfferingDetails'>;

function financial(values: Partial<FinancialDetail>): FinancialDetail {
  const zero = Object.fromEntries(financialFields.map((field) => [field, 0])) as FinancialDetail;
  return { ...zero, ...values };
}

function line(price: number, oneTime = 0): Priced['LineItemDetails'][number] {
  return {
    LineItemId: crypto.randomUUID(),
    OfferingDetails: {} as Priced['LineItemDetails'][number]['OfferingDetails'],
    Price: price,
    OneTimeCharge: oneTime,
    Discount: 0,
    Adjustment: 0,
    OneTimeChargeDiscount: 0,
    OneTimeChargeAdjustment: 0,
    DiscountAdjustment: 0,
    OneTimeChargeDiscountAdjustment: 0,
    ReferenceData: '',
    Quantity: 1,
    ProductionHoursRequired: 0,
  };
}

function orderFee(price: number): Priced['OfferingDetails'][number] {
  return {
    OfferingId: 'cca32f91-68d0-43f8-b6d5-1659a60ccbe3',
    Price: price,
    OneTimeCharge: 0,
    Discount: 0,
    OneTimeChargeDiscount: 0,
    PricingLevel: 1,
    Quantity: 1,
    OfferingTypeId: '17d19d65-655f-4eee-b7e4-5214a81267f7',
    ProductionHoursRequired: 0,
  };
}

const row = (summary: PriceSummary, label: string) => summary.rows.find((r) => r.label === label)?.cents;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** What must hold of every summary: the shown figures add up, line by line and row by row. */
function expectAddsUp(summary: PriceSummary) {
  const index = (kind: string) => summary.rows.findIndex((r) => r.kind === kind);
  const above = summary.rows.slice(0, index('subtotal')).map((r) => r.cents);
  expect(sum(above)).toBe(row(summary, 'Subtotal'));
  const afterSubtotal = summary.rows.slice(index('subtotal'), index('total')).map((r) => r.cents);
  expect(sum(afterSubtotal)).toBe(row(summary, 'Total'));
  expect(sum(summary.lines)).toBe(row(summary, 'Printing'));
}

describe('the price summary', () => {
  // service-facts §8.1: a 10-page presentation, one copy, to New York by Ground.
  const presentation: Priced = {
    LineItemDetails: [line(14.65)],
    OfferingDetails: [orderFee(5)],
    FinancialDetail: financial({
      NonDeliverySubtotal: 19.65,
      DeliverySubtotal: 8.5116958523,
      Subtotal: 28.1616958523,
      TaxSubtotal: 2.3585420276,
      Total: 30.5202378799,
    }),
  };

  it('lists the order fee in its own row, so Printing is what the items show', () => {
    const summary = priceSummary(presentation);
    expect(summary.rows.map((r) => [r.label, r.cents])).toEqual([
      ['Printing', 1465],
      ['Order fee', 500],
      ['Delivery', 851],
      ['Subtotal', 2816],
      ['Tax', 236],
      ['Total', 3052],
    ]);
    expect(summary.lines).toEqual([1465]);
    expectAddsUp(summary);
  });

  it('shares cents so that rounded items add up to the rounded rows', () => {
    // Three items of 0.3333…: rounded alone they show 0.33 each and miss the 1.00 they make.
    const summary = priceSummary({
      LineItemDetails: [line(1 / 3), line(1 / 3), line(1 / 3)],
      OfferingDetails: [],
      FinancialDetail: financial({
        NonDeliverySubtotal: 1,
        Subtotal: 1.005,
        DeliverySubtotal: 0.005,
        Total: 1.005,
      }),
    });
    expect(sum(summary.lines)).toBe(row(summary, 'Printing'));
    expectAddsUp(summary);
  });

  it('shows discounts as negative, tax in its own row, and what the parts do not explain', () => {
    const summary = priceSummary({
      LineItemDetails: [line(280)],
      OfferingDetails: [orderFee(5)],
      FinancialDetail: financial({
        NonDeliverySubtotal: 287.5,
        DeliverySubtotal: 12.4,
        DiscountSubtotal: 28.5,
        Subtotal: 271.4,
        TaxSubtotal: 22.73,
        Total: 294.13,
      }),
    });
    expect(summary.rows.map((r) => r.label)).toEqual([
      'Printing',
      'Order fee',
      'Other printing charges',
      'Delivery',
      'Discounts',
      'Subtotal',
      'Tax',
      'Total',
    ]);
    expect(row(summary, 'Other printing charges')).toBe(250);
    expect(row(summary, 'Discounts')).toBe(-2850);
    expect(row(summary, 'Tax')).toBe(2273);
    expectAddsUp(summary);
  });

  it('adds one-time charges to their item and handling to its own row', () => {
    const summary = priceSummary({
      LineItemDetails: [line(10, 2.5)],
      OfferingDetails: [],
      FinancialDetail: financial({
        NonDeliverySubtotal: 10,
        NonDeliveryOneTimeChargeSubtotal: 2.5,
        HandlingSubtotal: 1,
        DeliverySubtotal: 3,
        Subtotal: 16.5,
        Total: 16.5,
      }),
    });
    expect(summary.lines).toEqual([1250]);
    expect(row(summary, 'Handling')).toBe(100);
    expectAddsUp(summary);
  });
});

describe('sharing cents', () => {
  it('gives the cents left to the largest fractions', () => {
    expect(shareCents([0.334, 0.333, 0.333], 100)).toEqual([34, 33, 33]);
  });

  it('handles negative amounts', () => {
    expect(sum(shareCents([10.005, -2.005, 1.004], 900))).toBe(900);
  });
});
