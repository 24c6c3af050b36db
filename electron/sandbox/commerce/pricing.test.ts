import { describe, expect, it } from 'vitest';
import { SandboxError } from '../kernel/errors.js';
import { PRESENTATION_TEMPLATE_ID } from '../market/catalog.js';
import type { DocumentTemplate } from '../market/catalog.js';
import { marketRules } from '../market/market-rules.js';
import { money, scale, toDecimal } from '../market/money.js';
import { deliveryOptions, priceLine, priceOrder } from './pricing.js';
import type { OrderToPrice } from './pricing.js';
import { GROUND_METHOD_ID } from '../market/shipping.js';
import { formatLocal, formatUtc } from '../market/zoned-time.js';

const us = marketRules('us');
const { shippingMethods } = us;
const documentTemplates = us.catalog.templates;
const presentation = us.catalog.findTemplate(PRESENTATION_TEMPLATE_ID) as DocumentTemplate;
const methodId = (name: string): string => shippingMethods.find((method) => method.name === name)?.id ?? '';
const NEW_YORK = { country: 'US', stateOrProvince: 'NY' };

/** The 2012-05-14 trace (docs/service-facts.md §8.1): a 10-page PDF as "05.01.01-Presentation", one copy, NY 10016, Ground. */
function workedExample(overrides: Partial<OrderToPrice> = {}): OrderToPrice {
  return {
    lines: [{ template: presentation, pageCount: 10, sectionCount: 1, quantity: 1, referenceData: '' }],
    recipients: [{ destination: NEW_YORK, shippingMethodId: GROUND_METHOD_ID, referenceData: '' }],
    discountCodes: [],
    additionalProcessingHours: 24,
    taxExempt: false,
    now: new Date('2012-05-14T16:23:37.748Z'),
    ...overrides,
  };
}

function fieldOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof SandboxError) return `${error.status} ${error.message}`;
    throw error;
  }
  throw new Error('expected a SandboxError');
}

describe('the worked example of docs/service-facts.md §8.1', () => {
  const quote = priceOrder(us, workedExample());

  it('prices the line at exactly 14.65 from its offering details', () => {
    const [line] = quote.lines;
    expect(JSON.stringify(toDecimal(line?.price ?? 0))).toBe('14.65');
    const details = line?.details.map((d) => [d.offering.name, d.quantity, toDecimal(d.unitPrice)]);
    expect(details).toEqual([
      ['White Paper (28 lb Premium)', 10, 0.01],
      ['Color Printing', 10, 0.99],
      ['Matte', 1, 0.65],
      ['Black Vinyl', 1, 0.5],
      ['Comb (Black)', 1, 3.5],
    ]);
  });

  it('adds the 5.00 order fee for a non-delivery subtotal of exactly 19.65', () => {
    expect(JSON.stringify(toDecimal(quote.totals.nonDelivery))).toBe('19.65');
    expect(quote.orderFee.price).toBe(money('5.00'));
  });

  it('charges Ground as the trace does and taxes 8.375 % of the subtotal', () => {
    expect(quote.totals.delivery).toBe(money('8.5117'));
    expect(quote.totals.subtotal).toBe(money('28.1617'));
    expect(quote.totals.tax).toBe(scale(quote.totals.subtotal, 8375, 100_000));
    expect(quote.totals.tax).toBe(money('2.3585'));
    expect(quote.totals.total).toBe(quote.totals.subtotal + quote.totals.tax);
  });

  it('dates the quote like the trace: cutoff, earliest and expected ship, deliveries', () => {
    expect(formatUtc(quote.schedule.cutoff)).toBe('2012-05-15T02:00:00Z');
    expect(formatUtc(quote.schedule.earliestShip)).toBe('2012-05-16T04:59:59Z');
    expect(formatUtc(quote.recipients[0]?.expectedShip ?? new Date(0))).toBe('2012-05-17T22:59:59Z');
    expect(formatLocal(quote.recipients[0]!.expectedDelivery)).toBe('2012-05-22T23:59:00');
    expect(formatLocal(quote.earliestExpectedDelivery)).toBe('2012-05-16T00:00:00');
    expect(quote.totalPackageCount).toBe(1);
  });
});

describe('the worked example of docs/service-facts.md §8.2', () => {
  const quote = priceOrder(
    us,
    workedExample({
      lines: [{ template: presentation, pageCount: 6, sectionCount: 2, quantity: 1, referenceData: '' }],
      now: new Date('2012-11-01T17:00:00Z'),
    }),
  );

  it('adds the print file combination for a two-section document: line 11.00, non-delivery 16.00', () => {
    expect(toDecimal(quote.lines[0]?.price ?? 0)).toBe(11);
    expect(toDecimal(quote.totals.nonDelivery)).toBe(16);
  });

  it('ships across the end of daylight saving time at 17:59:59 Central standard time', () => {
    expect(formatUtc(quote.schedule.cutoff)).toBe('2012-11-02T02:00:00Z');
    expect(formatUtc(quote.schedule.earliestShip)).toBe('2012-11-03T04:59:59Z');
    expect(formatUtc(quote.schedule.expectedShip)).toBe('2012-11-06T23:59:59Z');
    expect(formatLocal(quote.recipients[0]!.expectedDelivery)).toBe('2012-11-09T23:59:00');
  });

  it('offers the Saturday service on a Friday ship date, making Saturday the earliest delivery', () => {
    expect(formatLocal(quote.earliestExpectedDelivery)).toBe('2012-11-03T00:00:00');
    const names = deliveryOptions(us, workedExample().lines, quote.schedule.earliestShipDay).map(
      (o) => o.shippingMethod.name,
    );
    expect(names).toContain('Priority Next Day (Saturday)');
  });
});

describe('quantity price breaks', () => {
  const perCopy = (copies: number): number =>
    priceLine({ template: presentation, pageCount: 10, sectionCount: 1 }, copies).price / copies;

  it('lowers the unit price at each break and keeps it flat between breaks', () => {
    expect(perCopy(2)).toBe(perCopy(9));
    expect(perCopy(10)).toBeLessThan(perCopy(9));
    expect(perCopy(50)).toBeLessThan(perCopy(49));
    expect(perCopy(250)).toBeLessThan(perCopy(249));
  });

  it('multiplies per-page offerings by pages × copies and per-copy ones by copies', () => {
    const line = priceLine({ template: presentation, pageCount: 10, sectionCount: 1 }, 10);
    const color = line.details.find((d) => d.offering.name === 'Color Printing');
    const comb = line.details.find((d) => d.offering.name === 'Comb (Black)');
    expect([color?.quantity, toDecimal(color?.unitPrice ?? 0)]).toEqual([100, 0.89]);
    expect([comb?.quantity, toDecimal(comb?.unitPrice ?? 0)]).toEqual([10, 3.1]);
    expect(line.price).toBe(line.details.reduce((total, d) => total + d.unitPrice * d.quantity, 0));
    expect(line.listPrice).toBeGreaterThan(line.price);
  });

  it('has at least one break in every template', () => {
    for (const template of documentTemplates) {
      expect(
        template.offerings.some((offering) => offering.priceBreaks.length > 1),
        template.name,
      ).toBe(true);
    }
  });

  it('counts copies for every recipient', () => {
    const quote = priceOrder(
      us,
      workedExample({
        recipients: [
          { destination: NEW_YORK, shippingMethodId: GROUND_METHOD_ID, referenceData: 'a' },
          {
            destination: { country: 'US', stateOrProvince: 'TX' },
            shippingMethodId: GROUND_METHOD_ID,
            referenceData: 'b',
          },
        ],
      }),
    );
    expect(quote.lines[0]?.copies).toBe(2);
    expect(quote.totals.delivery).toBe(2 * money('8.5117'));
    expect(quote.totals.tax).toBe(quote.recipients[0]!.tax + quote.recipients[1]!.tax);
  });
});

describe('discount codes', () => {
  it('takes 10 % off printing with WELCOME10 and spreads it over the lines and the fee', () => {
    const quote = priceOrder(us, workedExample({ discountCodes: ['welcome10'] }));
    expect(quote.totals.nonDeliveryDiscount).toBe(money('1.9650'));
    expect(quote.lines[0]!.discount + quote.orderFee.discount).toBe(money('1.9650'));
    expect(quote.lines[0]!.details.reduce((total, d) => total + d.discount, 0)).toBe(
      quote.lines[0]!.discount,
    );
    expect(quote.totals.subtotal).toBe(money('19.65') - money('1.965') + money('8.5117'));
    expect(quote.totals.tax).toBe(scale(quote.totals.subtotal, 8375, 100_000));
    expect(quote.discounts.map((d) => [d.code.code, d.printing, d.delivery])).toEqual([
      ['WELCOME10', money('1.965'), 0],
    ]);
  });

  it('takes a fixed 5.00 off only above its minimum', () => {
    expect(priceOrder(us, workedExample({ discountCodes: ['SAVE5'] })).totals.discount).toBe(0);
    const large = priceOrder(
      us,
      workedExample({ discountCodes: ['SAVE5'], lines: [{ ...workedExample().lines[0]!, quantity: 5 }] }),
    );
    expect(large.totals.nonDeliveryDiscount).toBe(money('5.00'));
  });

  it('makes Ground free with FREESHIP but not a faster method', () => {
    const ground = priceOrder(us, workedExample({ discountCodes: ['FREESHIP'] }));
    expect(ground.totals.deliveryDiscount).toBe(ground.totals.delivery);
    expect(ground.totals.subtotal).toBe(ground.totals.nonDelivery);
    const twoDay = priceOrder(
      us,
      workedExample({
        discountCodes: ['FREESHIP'],
        recipients: [
          { destination: NEW_YORK, shippingMethodId: methodId('Two Day Guaranteed'), referenceData: '' },
        ],
      }),
    );
    expect(twoDay.totals.deliveryDiscount).toBe(0);
  });

  it('refuses an unknown code, naming it', () => {
    expect(fieldOf(() => priceOrder(us, workedExample({ discountCodes: ['WELCOME10', 'BOGUS'] })))).toBe(
      "400 DiscountCodes[1]: unknown discount code 'BOGUS'",
    );
  });
});

describe('tax by destination', () => {
  const taxFor = (country: string, stateOrProvince: string, taxExempt = false): number =>
    priceOrder(
      us,
      workedExample({
        taxExempt,
        recipients: [
          {
            destination: { country, stateOrProvince },
            shippingMethodId: GROUND_METHOD_ID,
            referenceData: '',
          },
        ],
      }),
    ).totals.tax;
  const subtotal = priceOrder(us, workedExample()).totals.subtotal;

  it('uses the state rate', () => {
    expect(taxFor('US', 'TX')).toBe(scale(subtotal, 8250, 100_000));
    expect(taxFor('US', 'wa')).toBe(scale(subtotal, 10250, 100_000));
    expect(taxFor('US', 'OR')).toBe(0);
  });

  it('charges no US tax abroad or when the order is tax exempt', () => {
    expect(taxFor('CA', 'ON')).toBe(0);
    expect(taxFor('US', 'NY', true)).toBe(0);
  });

  it('refuses an unknown US state, naming the field', () => {
    expect(fieldOf(() => taxFor('US', 'ZZ'))).toBe(
      "400 Recipients[0].Address.StateOrProvince: unknown US state 'ZZ'",
    );
  });
});

describe('ship and delivery dates', () => {
  const schedule = (now: string, additionalProcessingHours = 0) =>
    priceOrder(us, workedExample({ now: new Date(now), additionalProcessingHours })).schedule;

  it('moves the cutoff to the next business day after 21:00 Central', () => {
    expect(formatUtc(schedule('2026-06-10T01:59:59Z').cutoff)).toBe('2026-06-10T02:00:00Z');
    expect(formatUtc(schedule('2026-06-10T02:00:00Z').cutoff)).toBe('2026-06-11T02:00:00Z');
  });

  it('skips the weekend: a Friday evening order makes Monday’s cutoff and ships Tuesday', () => {
    const friday = schedule('2026-06-13T02:30:00Z');
    expect(formatUtc(friday.cutoff)).toBe('2026-06-16T02:00:00Z');
    expect(formatUtc(friday.earliestShip)).toBe('2026-06-17T04:59:59Z');
    expect(formatUtc(schedule('2026-06-13T18:00:00Z').cutoff)).toBe('2026-06-16T02:00:00Z');
  });

  it('crosses the start of daylight saving time at the right hour', () => {
    const friday = schedule('2026-03-06T18:00:00Z');
    expect(formatUtc(friday.cutoff)).toBe('2026-03-07T03:00:00Z');
    expect(formatUtc(friday.earliestShip)).toBe('2026-03-10T04:59:59Z');
  });

  it('ships on the earliest date without processing hours, two business days later per started day with them', () => {
    expect(schedule('2026-06-10T15:00:00Z').expectedShip).toEqual(
      schedule('2026-06-10T15:00:00Z').earliestShip,
    );
    expect(formatUtc(schedule('2026-06-10T15:00:00Z', 24).expectedShip)).toBe('2026-06-15T22:59:59Z');
    expect(formatUtc(schedule('2026-06-10T15:00:00Z', 48).expectedShip)).toBe('2026-06-16T22:59:59Z');
  });

  it('does not ship on Thanksgiving', () => {
    expect(formatUtc(schedule('2026-11-25T15:00:00Z').earliestShip)).toBe('2026-11-28T05:59:59Z');
  });

  it('adds the production hours of the offerings to the processing time', () => {
    const poster = documentTemplates.find(
      (template) => template.name === '07.01.01-Poster',
    ) as DocumentTemplate;
    const quote = priceOrder(
      us,
      workedExample({
        now: new Date('2026-06-10T15:00:00Z'),
        additionalProcessingHours: 0,
        lines: [{ template: poster, pageCount: 1, sectionCount: 1, quantity: 1, referenceData: '' }],
      }),
    );
    expect(quote.totalProductionHours).toBe(24);
    expect(formatUtc(quote.schedule.expectedShip)).toBe('2026-06-15T22:59:59Z');
  });

  it('refuses the Saturday service when the order does not ship on a Friday', () => {
    const saturday = methodId('Priority Next Day (Saturday)');
    expect(
      fieldOf(() =>
        priceOrder(
          us,
          workedExample({
            recipients: [{ destination: NEW_YORK, shippingMethodId: saturday, referenceData: '' }],
          }),
        ),
      ),
    ).toBe(
      "400 Recipients[0].ShippingMethodId: 'Priority Next Day (Saturday)' is only offered when the order ships on a Friday",
    );
  });

  it('refuses an unknown shipping method', () => {
    const id = '11111111-2222-3333-4444-555555555555';
    expect(
      fieldOf(() =>
        priceOrder(
          us,
          workedExample({ recipients: [{ destination: NEW_YORK, shippingMethodId: id, referenceData: '' }] }),
        ),
      ),
    ).toBe(`400 Recipients[0].ShippingMethodId: unknown shipping method '${id}'`);
  });
});

describe('delivery charges', () => {
  it('charges the trace’s figures for the 10-page booklet', () => {
    const options = deliveryOptions(us, workedExample().lines, { year: 2012, month: 5, day: 15 });
    expect(options.map((o) => [o.shippingMethod.name, toDecimal(o.charge)])).toEqual([
      ['Ground', 8.5117],
      ['1 to 3 Days', 11.223],
      ['Two Day Guaranteed', 15.5076],
      ['Next Day Guaranteed', 27.2086],
      ['Priority Next Day', 33.1965],
      ['Early Morning Next Day', 88.6637],
    ]);
  });

  it('splits a heavy shipment into packages, each with its base charge', () => {
    const quote = priceOrder(
      us,
      workedExample({
        lines: [{ template: presentation, pageCount: 300, sectionCount: 1, quantity: 20 }].map((l) => ({
          ...l,
          referenceData: '',
        })),
      }),
    );
    const [recipient] = quote.recipients;
    expect(recipient?.packageCount).toBe(Math.ceil(recipient!.weight / money('30')));
    expect(recipient?.packageCount).toBeGreaterThan(1);
    const ground = us.findShippingMethod(GROUND_METHOD_ID)!;
    expect(recipient?.deliveryCharge).toBe(
      ground.perPackage * recipient!.packageCount + scale(ground.perWeightUnit, recipient!.weight, 10_000),
    );
  });
});

describe('order validation', () => {
  it('refuses a quantity below 1, naming the line', () => {
    expect(
      fieldOf(() =>
        priceOrder(us, workedExample({ lines: [{ ...workedExample().lines[0]!, quantity: 0 }] })),
      ),
    ).toBe('400 LineItems[0].Quantity: must be a whole number of at least 1, got 0');
  });

  it('refuses an order without recipients', () => {
    expect(fieldOf(() => priceOrder(us, workedExample({ recipients: [] })))).toBe(
      '400 Recipients: an order needs at least one recipient',
    );
  });
});
