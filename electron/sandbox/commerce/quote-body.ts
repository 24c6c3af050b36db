/**
 * Quotes and receipts on the wire. Bodies are built once in their JSON form (offering details as an
 * object with one array per group); `forXml` turns that into the XML form, where groups are a list
 * of `{Group, Details}` entries (spec "Offering detail").
 */
import { randomUUID } from 'node:crypto';
import { OfferingGroup, offeringGroupNames, PricingLevel } from '../../shared/models/enums.js';
import type { OfferingGroupName } from '../../shared/models/enums.js';
import type { XmlNaming } from '../kernel/xml.js';
import { XML_NS } from '../kernel/xml.js';
import { toDecimal } from '../market/money.js';
import type { PricedDetail, PricedLine, PricedOrder } from './pricing.js';
import { formatLocal, formatUtc } from '../market/zoned-time.js';

type Json = Record<string, unknown>;
export type GroupedDetails = Record<OfferingGroupName, Json[]>;

export function offeringDetail(detail: PricedDetail): Json {
  return {
    OfferingId: detail.offering.id,
    OfferingName: detail.offering.name,
    OfferingTypeId: detail.offering.type.id,
    OfferingTypeName: detail.offering.type.name,
    Quantity: detail.quantity,
    ListPrice: toDecimal(detail.listUnitPrice),
    Price: toDecimal(detail.unitPrice),
    ListOneTimeCharge: 0,
    OneTimeCharge: 0,
    ProductionHoursRequired: detail.offering.productionHours,
    DiscountedAmount: toDecimal(detail.discount),
    DiscountedOneTimeChargeAmount: 0,
    OfferingRetirementDate: null,
    OfferingExpirationDate: null,
  };
}

export function groupedDetails(line: PricedLine): GroupedDetails {
  const groups = Object.fromEntries(offeringGroupNames.map((name) => [name, [] as Json[]])) as GroupedDetails;
  for (const detail of line.details) groups[detail.offering.group].push(offeringDetail(detail));
  return groups;
}

function financialDetail(quote: PricedOrder): Json {
  const t = quote.totals;
  return {
    NonDeliveryAdjustmentSubtotal: 0,
    NonDeliveryDiscountAdjustmentSubtotal: 0,
    NonDeliveryDiscountSubtotal: toDecimal(t.nonDeliveryDiscount),
    NonDeliverySubtotal: toDecimal(t.nonDelivery),
    NonDeliveryOneTimeChargeAdjustmentSubtotal: 0,
    NonDeliveryOneTimeChargeDiscountAdjustmentSubtotal: 0,
    NonDeliveryOneTimeChargeDiscountSubtotal: 0,
    NonDeliveryOneTimeChargeSubtotal: 0,
    DeliveryAdjustmentSubtotal: 0,
    DeliveryDiscountAdjustmentSubtotal: 0,
    DeliveryDiscountSubtotal: toDecimal(t.deliveryDiscount),
    DeliverySubtotal: toDecimal(t.delivery),
    TaxAdjustmentSubtotal: 0,
    TaxSubtotal: toDecimal(t.tax),
    AdjustmentSubtotal: 0,
    DiscountSubtotal: toDecimal(t.discount),
    Subtotal: toDecimal(t.subtotal),
    Total: toDecimal(t.total),
    HandlingSubtotal: 0,
    HandlingDiscountSubtotal: 0,
    HandlingOneTimeChargeSubtotal: 0,
    HandlingOneTimeChargeDiscountSubtotal: 0,
    HandlingAdjustmentSubtotal: 0,
    HandlingDiscountAdjustmentSubtotal: 0,
    HandlingOneTimeChargeAdjustmentSubtotal: 0,
    HandlingOneTimeChargeDiscountAdjustmentSubtotal: 0,
  };
}

/** Fresh ids for an answer: a quote's ids differ from those the placed order gets (docs/service-facts.md §4.2). */
export interface QuoteIds {
  readonly orderId: string;
  readonly lineItemIds: readonly string[];
  readonly recipientIds: readonly string[];
}

export function freshIds(quote: PricedOrder): QuoteIds {
  return {
    orderId: randomUUID(),
    lineItemIds: quote.lines.map(() => randomUUID()),
    recipientIds: quote.recipients.map(() => randomUUID()),
  };
}

/** The OrderQuote body (JSON form). */
export function quoteBody(quote: PricedOrder, ids: QuoteIds): Json {
  return {
    OrderId: ids.orderId,
    FinancialDetail: financialDetail(quote),
    LineItemDetails: quote.lines.map((line, index) => ({
      LineItemId: ids.lineItemIds[index],
      OfferingDetails: groupedDetails(line),
      Price: toDecimal(line.price),
      OneTimeCharge: 0,
      Discount: toDecimal(line.discount),
      Adjustment: 0,
      OneTimeChargeDiscount: 0,
      OneTimeChargeAdjustment: 0,
      DiscountAdjustment: 0,
      OneTimeChargeDiscountAdjustment: 0,
      ReferenceData: line.referenceData,
      Quantity: line.copies,
      ProductionHoursRequired: line.productionHours,
    })),
    RecipientDetails: quote.recipients.map((recipient, index) => ({
      RecipientId: ids.recipientIds[index],
      Tax: toDecimal(recipient.tax),
      ExpectedShipDate: formatUtc(recipient.expectedShip),
      ExpectedDeliveryDate: formatLocal(recipient.expectedDelivery),
      DeliveryCharge: toDecimal(recipient.deliveryCharge),
      EstimatedPackageCount: recipient.packageCount,
      ReferenceData: recipient.referenceData,
      DeliveryDiscount: toDecimal(recipient.deliveryDiscount),
      DeliveryTax: toDecimal(recipient.deliveryTax),
    })),
    OfferingDetails: [
      {
        OfferingId: quote.orderFee.offering.id,
        Price: toDecimal(quote.orderFee.price),
        OneTimeCharge: 0,
        Discount: toDecimal(quote.orderFee.discount),
        OneTimeChargeDiscount: 0,
        PricingLevel: PricingLevel.values.Order,
        Quantity: 1,
        OfferingTypeId: quote.orderFee.offering.type.id,
        ProductionHoursRequired: quote.orderFee.offering.productionHours,
      },
    ],
    DiscountDetails: quote.discounts.map((discount) => ({
      DiscountCode: discount.code.code,
      NonDeliveryDiscountSubtotal: toDecimal(discount.printing),
      NonDeliveryOneTimeChargeDiscountSubtotal: 0,
      DeliveryDiscountSubtotal: toDecimal(discount.delivery),
      HandlingDiscountSubtotal: 0,
      HandlingOneTimeChargeDiscountSubtotal: 0,
    })),
    CutoffDate: formatUtc(quote.schedule.cutoff),
    EarliestPossibleShipDate: formatUtc(quote.schedule.earliestShip),
    EarliestExpectedDeliveryDate: formatLocal(quote.earliestExpectedDelivery),
    TotalEstimatedPackageCount: quote.totalPackageCount,
    TotalProductionHoursRequired: quote.totalProductionHours,
  };
}

/** The XML form of grouped offering details: the non-empty groups as `{Group, Details}` entries. */
export function groupsForXml(groups: GroupedDetails): Json[] {
  return offeringGroupNames
    .filter((name) => groups[name].length > 0)
    .map((name) => ({ Group: OfferingGroup.values[name], Details: groups[name] }));
}

/**
 * A quote, receipt or history body in its XML form. Line items' grouped offering details travel under
 * the key `ItemOfferingDetails` (written as `OfferingDetails`), so they get their own item names and
 * do not collide with the order-level `OfferingDetails` list.
 */
export function forXml(body: Json): Json {
  const lines = body.LineItemDetails;
  if (!Array.isArray(lines)) return body;
  return {
    ...body,
    LineItemDetails: lines.map((line: Json) => {
      const { OfferingDetails, ...rest } = line;
      const entries = Object.entries(rest);
      const at = entries.findIndex(([key]) => key === 'Price');
      entries.splice(at < 0 ? 0 : at, 0, [
        'ItemOfferingDetails',
        groupsForXml(OfferingDetails as GroupedDetails),
      ]);
      return Object.fromEntries(entries);
    }),
  };
}

const quoteItemNames = {
  LineItemDetails: 'LineItemQuoteDetail',
  RecipientDetails: 'RecipientQuoteDetail',
  OfferingDetails: 'OrderOfferingQuoteDetail',
  ItemOfferingDetails: 'ItemOfferingDetailGroup',
  Details: 'ItemOfferingDetail',
  DiscountDetails: 'DiscountDetail',
};

export function quoteXmlNaming(root: 'OrderQuote' | 'OrderReceipt'): XmlNaming {
  return {
    root,
    ns: XML_NS.eslOrder,
    rename: {
      ItemOfferingDetails: 'OfferingDetails',
      RecipientShippedPackages: 'RecipientShippedPackageDictionary',
    },
    items: quoteItemNames,
  };
}

export const historyXmlNaming: XmlNaming = {
  root: 'OrderHistoryEntry',
  ns: XML_NS.eslOrderHistory,
  rename: {
    ItemOfferingDetails: 'OfferingDetails',
    RecipientShippedPackages: 'RecipientShippedPackageDictionary',
  },
  items: {
    ...quoteItemNames,
    Recipients: 'Recipient',
    LineItems: 'LineItem',
    Offerings: 'Offering',
    Discounts: 'Discount',
    SpecialInstructionCodes: 'SpecialInstructionCode',
  },
};
