/**
 * Quote arithmetic (docs/service-facts.md §8), in exact ten-thousandths.
 *
 * - A line item's offering details: per-page offerings have Quantity = pages × copies, per-copy ones
 *   Quantity = copies; `Price` of a detail is its unit price at the copies' quantity break, and the
 *   line's Price = Σ(detail.Price × detail.Quantity). Copies = line Quantity × number of recipients,
 *   because every recipient receives every line item at its quantity (the history's DefaultRecipientQuantity).
 * - NonDeliverySubtotal = Σ line prices + the order-level fee (5.00 in the US).
 * - DeliverySubtotal = Σ recipient delivery charges (per shipping method, package count and weight).
 * Prices, methods, tax and dates are the market's (market-rules.ts); the arithmetic is the same in all.
 * - Discount codes reduce printing (spread over lines and the fee) or delivery; Subtotal is net of them.
 * - Tax per recipient = its destination's rate × (its even share of net printing + its net delivery),
 *   which for one recipient is rate × Subtotal (docs/service-facts.md §8.1). Total = Subtotal + Tax.
 */
import { unitPriceFor } from '../market/catalog.js';
import type { CatalogOffering, DocumentTemplate, OrderFee } from '../market/catalog.js';
import { deliveryDiscount, findDiscountCode, printingDiscount } from './discounts.js';
import type { DiscountCode } from './discounts.js';
import type { MarketRules } from '../market/market-rules.js';
import { allocate, scale, sum } from '../market/money.js';
import type { Money } from '../market/money.js';
import { invalidField } from '../kernel/errors.js';
import { compareWall, deliveryCommitment, shipSchedule } from './schedule.js';
import type { ShipSchedule } from './schedule.js';
import type { ShippingMethod } from '../market/shipping.js';
import { TAX_RATE_SCALE } from '../market/tax.js';
import { at } from '../market/zoned-time.js';
import type { WallDate, WallDateTime } from '../../shared/models/wall-clock.js';

/** What a line item prints: resolved from its store item by the caller. */
export interface PrintJob {
  readonly template: DocumentTemplate;
  /** Pages of one copy. */
  readonly pageCount: number;
  /** Print-file sections the document combines. */
  readonly sectionCount: number;
}

export interface LineToPrice extends PrintJob {
  /** Copies each recipient receives. */
  readonly quantity: number;
  readonly referenceData: string;
}

export interface Destination {
  readonly country: string;
  readonly stateOrProvince: string;
}

export interface RecipientToPrice {
  readonly destination: Destination;
  readonly shippingMethodId: string;
  readonly referenceData: string;
}

export interface OrderToPrice {
  readonly lines: readonly LineToPrice[];
  readonly recipients: readonly RecipientToPrice[];
  readonly discountCodes: readonly string[];
  readonly additionalProcessingHours: number;
  readonly taxExempt: boolean;
  readonly now: Date;
}

export interface PricedDetail {
  readonly offering: CatalogOffering;
  readonly quantity: number;
  readonly unitPrice: Money;
  /** The unit price without quantity breaks. */
  readonly listUnitPrice: Money;
  /** unitPrice × quantity. */
  readonly extendedPrice: Money;
  readonly discount: Money;
}

export interface PricedLine {
  readonly details: readonly PricedDetail[];
  readonly copies: number;
  readonly price: Money;
  readonly listPrice: Money;
  readonly discount: Money;
  readonly productionHours: number;
  readonly referenceData: string;
}

export interface PricedRecipient {
  readonly shippingMethod: ShippingMethod;
  /** In the market's unit of weight. */
  readonly weight: Money;
  readonly packageCount: number;
  readonly deliveryCharge: Money;
  readonly deliveryDiscount: Money;
  /** All tax of the recipient, of which `deliveryTax` is on its delivery charge. */
  readonly tax: Money;
  readonly deliveryTax: Money;
  readonly expectedShip: Date;
  readonly expectedDelivery: WallDateTime;
  readonly referenceData: string;
}

export interface AppliedDiscount {
  readonly code: DiscountCode;
  readonly printing: Money;
  readonly delivery: Money;
}

export interface OrderTotals {
  readonly nonDelivery: Money;
  readonly nonDeliveryDiscount: Money;
  readonly delivery: Money;
  readonly deliveryDiscount: Money;
  readonly discount: Money;
  readonly subtotal: Money;
  readonly tax: Money;
  readonly total: Money;
}

export interface PricedOrder {
  readonly lines: readonly PricedLine[];
  readonly recipients: readonly PricedRecipient[];
  readonly orderFee: { readonly offering: OrderFee; readonly price: Money; readonly discount: Money };
  readonly discounts: readonly AppliedDiscount[];
  readonly totals: OrderTotals;
  readonly schedule: ShipSchedule;
  readonly earliestExpectedDelivery: WallDateTime;
  readonly totalPackageCount: number;
  readonly totalProductionHours: number;
}

function detailQuantity(offering: CatalogOffering, job: PrintJob, copies: number): number {
  switch (offering.basis) {
    case 'page':
      return job.pageCount * copies;
    case 'copy':
      return copies;
    case 'combination':
      return job.sectionCount > 1 ? copies : 0;
  }
}

/** Prices `copies` copies of a print job. */
export function priceLine(job: PrintJob, copies: number, referenceData = ''): PricedLine {
  const details: PricedDetail[] = [];
  for (const offering of job.template.offerings) {
    const quantity = detailQuantity(offering, job, copies);
    if (quantity === 0) continue;
    const unitPrice = unitPriceFor(offering, copies);
    const listUnitPrice = unitPriceFor(offering, 1);
    details.push({
      offering,
      quantity,
      unitPrice,
      listUnitPrice,
      extendedPrice: unitPrice * quantity,
      discount: 0,
    });
  }
  return {
    details,
    copies,
    price: sum(details.map((detail) => detail.extendedPrice)),
    listPrice: sum(details.map((detail) => detail.listUnitPrice * detail.quantity)),
    discount: 0,
    productionHours: Math.max(0, ...details.map((detail) => detail.offering.productionHours)),
    referenceData,
  };
}

/** Weight of `copies` copies, in ten-thousandths of the market's unit of weight. */
export function jobWeight(job: PrintJob, copies: number): Money {
  const { pageWeight, finishingWeight } = job.template.construction;
  return copies * (job.pageCount * pageWeight + finishingWeight);
}

/** Thickness of one copy, in ten-thousandths of the market's unit of length. */
export function copyThickness(job: PrintJob): Money {
  const { pageThickness, finishingThickness } = job.template.construction;
  return job.pageCount * pageThickness + finishingThickness;
}

function withLineDiscount(line: PricedLine, discount: Money): PricedLine {
  const shares = allocate(
    discount,
    line.details.map((detail) => detail.extendedPrice),
  );
  return {
    ...line,
    discount,
    details: line.details.map((detail, index) => ({ ...detail, discount: shares[index] ?? 0 })),
  };
}

function resolveDiscountCodes(codes: readonly string[]): DiscountCode[] {
  const resolved: DiscountCode[] = [];
  codes.forEach((code, index) => {
    const found = findDiscountCode(code);
    if (!found) throw invalidField(`DiscountCodes[${index}]`, `unknown discount code '${code}'`);
    if (!resolved.includes(found)) resolved.push(found);
  });
  return resolved;
}

function resolveShippingMethod(
  rules: MarketRules,
  id: string,
  shipDay: WallDate,
  field: string,
): ShippingMethod {
  const method = rules.findShippingMethod(id);
  if (!method) throw invalidField(field, `unknown shipping method '${id}'`);
  if (!deliveryCommitment(rules.calendar, method, shipDay)) {
    throw invalidField(field, `'${method.name}' is only offered when the order ships on a Friday`);
  }
  return method;
}

function resolveTaxRate(
  rules: MarketRules,
  destination: Destination,
  taxExempt: boolean,
  field: string,
): number {
  const rate = rules.taxRate(destination.country, destination.stateOrProvince);
  if (rate === undefined) throw invalidField(field, `unknown US state '${destination.stateOrProvince}'`);
  return taxExempt ? 0 : rate;
}

/** Weight one recipient's shipment has: every line item at its quantity. */
function shipmentWeight(lines: readonly LineToPrice[]): Money {
  return sum(lines.map((line) => jobWeight(line, line.quantity)));
}

/** The production hours the order's offerings need, before its AdditionalProcessingHours. */
function productionHoursOf(orderFee: OrderFee, lines: readonly PricedLine[]): number {
  return Math.max(orderFee.productionHours, ...lines.map((line) => line.productionHours));
}

function validateOrder(order: OrderToPrice): void {
  if (order.lines.length === 0) throw invalidField('LineItems', 'an order needs at least one line item');
  if (order.recipients.length === 0) {
    throw invalidField('Recipients', 'an order needs at least one recipient');
  }
  order.lines.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      throw invalidField(
        `LineItems[${index}].Quantity`,
        `must be a whole number of at least 1, got ${line.quantity}`,
      );
    }
  });
  if (!Number.isInteger(order.additionalProcessingHours) || order.additionalProcessingHours < 0) {
    throw invalidField('Options.AdditionalProcessingHours', 'must be a whole number of hours, 0 or more');
  }
}

export function priceOrder(rules: MarketRules, order: OrderToPrice): PricedOrder {
  validateOrder(order);
  const { orderFee } = rules.catalog;
  const codes = resolveDiscountCodes(order.discountCodes);
  const recipientCount = order.recipients.length;
  const grossLines = order.lines.map((line) =>
    priceLine(line, line.quantity * recipientCount, line.referenceData),
  );
  const productionHours = productionHoursOf(orderFee, grossLines);
  const schedule = shipSchedule(rules.calendar, order.now, order.additionalProcessingHours + productionHours);
  const weight = shipmentWeight(order.lines);

  const recipientsGross = order.recipients.map((recipient, index) => {
    const field = `Recipients[${index}]`;
    const shippingMethod = resolveShippingMethod(
      rules,
      recipient.shippingMethodId,
      schedule.earliestShipDay,
      `${field}.ShippingMethodId`,
    );
    const taxRate = resolveTaxRate(
      rules,
      recipient.destination,
      order.taxExempt,
      `${field}.Address.StateOrProvince`,
    );
    return { recipient, shippingMethod, taxRate, charge: rules.parcels.charge(shippingMethod, weight) };
  });

  const grossPrinting = sum(grossLines.map((line) => line.price)) + orderFee.price;
  let printingLeft = grossPrinting;
  const deliveryLeft = recipientsGross.map((entry) => entry.charge);
  const discounts: AppliedDiscount[] = codes.map((code) => {
    const printing = printingDiscount(code.effect, grossPrinting, printingLeft);
    printingLeft -= printing;
    let delivery = 0;
    recipientsGross.forEach((entry, index) => {
      const off = deliveryDiscount(code.effect, entry.shippingMethod.id, deliveryLeft[index] ?? 0);
      deliveryLeft[index] = (deliveryLeft[index] ?? 0) - off;
      delivery += off;
    });
    return { code, printing, delivery };
  });

  const nonDeliveryDiscount = grossPrinting - printingLeft;
  const printingShares = allocate(nonDeliveryDiscount, [
    ...grossLines.map((line) => line.price),
    orderFee.price,
  ]);
  const lines = grossLines.map((line, index) => withLineDiscount(line, printingShares[index] ?? 0));
  const orderFeeDiscount = printingShares[grossLines.length] ?? 0;

  const netPrintingShares = allocate(
    printingLeft,
    order.recipients.map(() => 1),
  );
  const recipients: PricedRecipient[] = recipientsGross.map((entry, index) => {
    const netDelivery = deliveryLeft[index] ?? 0;
    const taxBase = (netPrintingShares[index] ?? 0) + netDelivery;
    const expectedDelivery = deliveryCommitment(
      rules.calendar,
      entry.shippingMethod,
      schedule.earliestShipDay,
    );
    if (!expectedDelivery) throw new Error('shipping method was checked for the ship day');
    return {
      shippingMethod: entry.shippingMethod,
      weight,
      packageCount: rules.parcels.count(weight),
      deliveryCharge: entry.charge,
      deliveryDiscount: entry.charge - netDelivery,
      tax: scale(taxBase, entry.taxRate, TAX_RATE_SCALE),
      deliveryTax: scale(netDelivery, entry.taxRate, TAX_RATE_SCALE),
      expectedShip: schedule.expectedShip,
      expectedDelivery,
      referenceData: entry.recipient.referenceData,
    };
  });

  const delivery = sum(recipients.map((recipient) => recipient.deliveryCharge));
  const deliveryDiscountTotal = sum(recipients.map((recipient) => recipient.deliveryDiscount));
  const subtotal = grossPrinting + delivery - nonDeliveryDiscount - deliveryDiscountTotal;
  const tax = sum(recipients.map((recipient) => recipient.tax));
  return {
    lines,
    recipients,
    orderFee: { offering: orderFee, price: orderFee.price, discount: orderFeeDiscount },
    discounts,
    totals: {
      nonDelivery: grossPrinting,
      nonDeliveryDiscount,
      delivery,
      deliveryDiscount: deliveryDiscountTotal,
      discount: nonDeliveryDiscount + deliveryDiscountTotal,
      subtotal,
      tax,
      total: subtotal + tax,
    },
    schedule,
    earliestExpectedDelivery: earliestDelivery(rules, schedule.earliestShipDay),
    totalPackageCount: sum(recipients.map((recipient) => recipient.packageCount)),
    totalProductionHours: productionHours,
  };
}

export interface DeliveryOption {
  readonly shippingMethod: ShippingMethod;
  readonly commitment: WallDateTime;
  readonly charge: Money;
}

/** The methods offered for a shipment of `lines` leaving on `shipDay`, with their commitments and charges. */
export function deliveryOptions(
  rules: MarketRules,
  lines: readonly LineToPrice[],
  shipDay: WallDate,
): DeliveryOption[] {
  const weight = shipmentWeight(lines);
  const options: DeliveryOption[] = [];
  for (const shippingMethod of rules.shippingMethods) {
    const commitment = deliveryCommitment(rules.calendar, shippingMethod, shipDay);
    if (commitment) {
      options.push({ shippingMethod, commitment, charge: rules.parcels.charge(shippingMethod, weight) });
    }
  }
  return options;
}

/** The date (at midnight, zone-less) of the fastest commitment any method offers (docs/service-facts.md §8.5). */
export function earliestDelivery(rules: MarketRules, shipDay: WallDate): WallDateTime {
  let earliest: WallDateTime | undefined;
  for (const shippingMethod of rules.shippingMethods) {
    const commitment = deliveryCommitment(rules.calendar, shippingMethod, shipDay);
    if (commitment && (!earliest || compareWall(commitment, earliest) < 0)) earliest = commitment;
  }
  if (!earliest) throw new Error('no shipping method delivers');
  return at(earliest, 0, 0, 0);
}
