/** Wire models of quotes and shipping options: offering details, money summaries, delivery options. */
import { z } from 'zod';
import { OfferingGroup, PricingLevel, offeringGroupNames, type OfferingGroupName } from './enums.js';
import {
  WireGuid,
  WireMoney,
  enumOr0,
  guidOrNull,
  list,
  text,
  timestampOrNull,
  wireInt,
} from './primitives.js';

export const ItemOfferingDetail = z.object({
  OfferingId: WireGuid,
  OfferingName: text,
  OfferingTypeId: guidOrNull,
  OfferingTypeName: text,
  Quantity: wireInt,
  ListPrice: WireMoney,
  Price: WireMoney,
  ListOneTimeCharge: WireMoney,
  OneTimeCharge: WireMoney,
  ProductionHoursRequired: wireInt,
  DiscountedAmount: WireMoney,
  DiscountedOneTimeChargeAmount: WireMoney,
  OfferingRetirementDate: timestampOrNull,
  OfferingExpirationDate: timestampOrNull,
});
export type ItemOfferingDetail = z.infer<typeof ItemOfferingDetail>;

export type GroupedOfferingDetails = Record<OfferingGroupName, ItemOfferingDetail[]>;

const emptyGroups = (): GroupedOfferingDetails =>
  Object.fromEntries(offeringGroupNames.map((name) => [name, []])) as unknown as GroupedOfferingDetails;

/**
 * Offering details grouped by name. JSON: an object with one array per group name; the XML form
 * (and some JSON) lists `{Group, Details}` entries with the group as a name or an int. Both become the object.
 */
export const GroupedOfferings = z
  .union([
    z.array(z.object({ Group: OfferingGroup.wire, Details: list(ItemOfferingDetail) })),
    z.partialRecord(z.enum(offeringGroupNames), list(ItemOfferingDetail)),
  ])
  .nullish()
  .transform((v): GroupedOfferingDetails => {
    const groups = emptyGroups();
    if (v == null) return groups;
    if (Array.isArray(v)) {
      for (const entry of v) {
        const name = OfferingGroup.nameOf(entry.Group);
        groups[name in groups ? (name as OfferingGroupName) : 'Other'].push(...entry.Details);
      }
      return groups;
    }
    for (const name of offeringGroupNames) groups[name] = v[name] ?? [];
    return groups;
  });

const financialFields = [
  'NonDeliveryAdjustmentSubtotal',
  'NonDeliveryDiscountAdjustmentSubtotal',
  'NonDeliveryDiscountSubtotal',
  'NonDeliverySubtotal',
  'NonDeliveryOneTimeChargeAdjustmentSubtotal',
  'NonDeliveryOneTimeChargeDiscountAdjustmentSubtotal',
  'NonDeliveryOneTimeChargeDiscountSubtotal',
  'NonDeliveryOneTimeChargeSubtotal',
  'DeliveryAdjustmentSubtotal',
  'DeliveryDiscountAdjustmentSubtotal',
  'DeliveryDiscountSubtotal',
  'DeliverySubtotal',
  'TaxAdjustmentSubtotal',
  'TaxSubtotal',
  'AdjustmentSubtotal',
  'DiscountSubtotal',
  'Subtotal',
  'Total',
  'HandlingSubtotal',
  'HandlingDiscountSubtotal',
  'HandlingOneTimeChargeSubtotal',
  'HandlingOneTimeChargeDiscountSubtotal',
  'HandlingAdjustmentSubtotal',
  'HandlingDiscountAdjustmentSubtotal',
  'HandlingOneTimeChargeAdjustmentSubtotal',
  'HandlingOneTimeChargeDiscountAdjustmentSubtotal',
] as const;
export type FinancialField = (typeof financialFields)[number];

/** The money summary of a quote or receipt; `Total` is required, the rest default to 0. */
export const FinancialDetail = z.object({
  ...(Object.fromEntries(financialFields.map((f) => [f, WireMoney])) as Record<
    FinancialField,
    typeof WireMoney
  >),
  Total: z
    .union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/, 'expected a decimal number')])
    .transform(Number),
});
export type FinancialDetail = z.infer<typeof FinancialDetail>;
export { financialFields };

const lineItemDetailFields = {
  LineItemId: WireGuid,
  OfferingDetails: GroupedOfferings,
  Price: WireMoney,
  OneTimeCharge: WireMoney,
  Discount: WireMoney,
  Adjustment: WireMoney,
  OneTimeChargeDiscount: WireMoney,
  OneTimeChargeAdjustment: WireMoney,
  DiscountAdjustment: WireMoney,
  OneTimeChargeDiscountAdjustment: WireMoney,
  ReferenceData: text,
  Quantity: wireInt,
  ProductionHoursRequired: wireInt,
};
export const LineItemQuoteDetail = z.object(lineItemDetailFields);
export type LineItemQuoteDetail = z.infer<typeof LineItemQuoteDetail>;

export const RecipientQuoteDetail = z.object({
  RecipientId: WireGuid,
  Tax: WireMoney,
  ExpectedShipDate: timestampOrNull,
  ExpectedDeliveryDate: timestampOrNull,
  DeliveryCharge: WireMoney,
  EstimatedPackageCount: wireInt,
  ReferenceData: text,
  DeliveryDiscount: WireMoney,
  DeliveryTax: WireMoney,
});
export type RecipientQuoteDetail = z.infer<typeof RecipientQuoteDetail>;

export const OrderOfferingQuoteDetail = z.object({
  OfferingId: WireGuid,
  Price: WireMoney,
  OneTimeCharge: WireMoney,
  Discount: WireMoney,
  OneTimeChargeDiscount: WireMoney,
  PricingLevel: enumOr0(PricingLevel),
  Quantity: wireInt,
  OfferingTypeId: guidOrNull,
  ProductionHoursRequired: wireInt,
});
export type OrderOfferingQuoteDetail = z.infer<typeof OrderOfferingQuoteDetail>;

export const DiscountDetail = z.object({
  DiscountCode: text,
  NonDeliveryDiscountSubtotal: WireMoney,
  NonDeliveryOneTimeChargeDiscountSubtotal: WireMoney,
  DeliveryDiscountSubtotal: WireMoney,
  HandlingDiscountSubtotal: WireMoney,
  HandlingOneTimeChargeDiscountSubtotal: WireMoney,
});
export type DiscountDetail = z.infer<typeof DiscountDetail>;

export const quoteFields = {
  OrderId: WireGuid,
  FinancialDetail,
  LineItemDetails: list(LineItemQuoteDetail),
  RecipientDetails: list(RecipientQuoteDetail),
  OfferingDetails: list(OrderOfferingQuoteDetail),
  DiscountDetails: list(DiscountDetail),
  CutoffDate: timestampOrNull,
  EarliestPossibleShipDate: timestampOrNull,
  EarliestExpectedDeliveryDate: timestampOrNull,
  TotalEstimatedPackageCount: wireInt,
  TotalProductionHoursRequired: wireInt,
};

/** The response of GetQuote. */
export const OrderQuote = z.object(quoteFields);
export type OrderQuote = z.infer<typeof OrderQuote>;

/** The response of GetItemQuote/Template. */
export const ItemQuote = z.object({
  PricingDetails: z.object({
    ListPrice: WireMoney,
    Price: WireMoney,
    ListOneTimeCharge: WireMoney,
    OneTimeCharge: WireMoney,
    ProductionHoursRequired: wireInt,
  }),
  OfferingDetails: GroupedOfferings,
  Measurements: z
    .object({ Length: WireMoney, Width: WireMoney, Height: WireMoney, Height2: WireMoney, Weight: WireMoney })
    .nullish()
    .transform((v) => v ?? null),
});
export type ItemQuote = z.infer<typeof ItemQuote>;

export const DeliveryOptionQuote = z.object({
  ShippingMethodDetail: z.object({ Id: WireGuid, Name: z.string() }),
  DeliveryCommitmentDate: timestampOrNull,
  DeliveryCharge: WireMoney,
});
export type DeliveryOptionQuote = z.infer<typeof DeliveryOptionQuote>;

/** The response of GetShippingOptions (`OrderAvailableDeliveryOptions`). */
export const ShippingOptions = z.object({
  AdditionalProcessingHoursAllowed: wireInt,
  ShipDate: timestampOrNull,
  AvailableDeliveryOptionsPerRecipient: list(
    z.object({
      RecipientId: guidOrNull,
      RecipientReferenceData: text,
      DeliveryOptionQuotes: list(DeliveryOptionQuote),
    }),
  ),
});
export type ShippingOptions = z.infer<typeof ShippingOptions>;
