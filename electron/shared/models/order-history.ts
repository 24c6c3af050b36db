/** Wire models of placed orders: receipts (PlaceOrder) and order history (GetOrderHistory). */
import { z } from 'zod';
import { Address } from './addresses.js';
import { emptyGuid, OrderStatus } from './enums.js';
import {
  WireGuid,
  WireMoney,
  enumOr0,
  flag,
  guidOrNull,
  list,
  opaque,
  text,
  timestampOrNull,
  wireInt,
  wireIntOrNull,
} from './primitives.js';
import { LineItemQuoteDetail, quoteFields } from './quotes.js';
import {
  OrderOptionsResponse,
  PackagingSlip,
  PaymentMethod,
  ShipFromInfoResponse,
  SpecialInstructionCodeEntries,
} from './template-orders.js';

/** Receipt fields beyond a quote: friendly ids, submission time and status. */
const receiptFields = {
  ...quoteFields,
  LineItemDetails: list(LineItemQuoteDetail.extend({ LineItemFriendlyId: text })),
  OrderFriendlyId: z.string().min(1),
  Submitted: timestampOrNull,
  Status: enumOr0(OrderStatus),
  /** Inner structure not shown by the spec; kept as sent (JSON name, or the XML dictionary name). */
  RecipientShippedPackages: z.unknown().optional(),
};

/** The response of PlaceOrder (`OrderReceipt`). */
export const OrderReceipt = z.object(receiptFields);
export type OrderReceipt = z.infer<typeof OrderReceipt>;

export const HistoryOrder = z.object({
  Id: WireGuid,
  FriendlyId: z.string(),
  ReferenceData: text,
  Status: enumOr0(OrderStatus),
  ShipFromInfo: ShipFromInfoResponse,
  PaymentMethod,
  Recipients: list(
    z.object({
      Id: guidOrNull,
      ReferenceData: text,
      ShipmentNumber: wireInt,
      Address: Address.nullish().transform((v) => v ?? null),
      SourceDistributionList: z
        .object({ Id: guidOrNull, Name: text })
        .nullish()
        .transform((v) => v ?? null),
      ShippingDetails: z
        .object({
          ShippingMethodId: guidOrNull,
          ShippingMethodName: text,
          SignatureReleaseType: wireIntOrNull,
        })
        .nullish()
        .transform((v) => v ?? null),
      SourceAddressId: guidOrNull,
      SourceAddressVersion: wireInt,
      VATId: text,
    }),
  ),
  LineItems: list(
    z.object({
      Id: guidOrNull,
      DataSourceUri: text,
      DefaultRecipientQuantity: wireInt,
      Description: text,
      Name: text,
      ReferenceData: text,
      ShouldStaySynchronizedWithSource: flag,
      SystemDescription: text,
      ItemData: opaque,
      HasBeenModifiedBeyondSource: flag,
      GoodsType: guidOrNull,
      Rating: wireInt,
    }),
  ),
  /** The codes the order was placed with, as template orders carry them (`{Code}`). */
  SpecialInstructionCodes: SpecialInstructionCodeEntries,
  ApplicationId: guidOrNull,
  ApplicationSpecificSubId: text,
  OwnerUserId: guidOrNull,
  Name: text,
  Description: text,
  Created: timestampOrNull,
  LastModified: timestampOrNull,
  Options: OrderOptionsResponse,
  PackagingSlip,
  TotalProductionHoursRequired: wireInt,
  Offerings: list(z.object({ OfferingId: guidOrNull, OfferingTypeId: guidOrNull, OfferingName: text })),
  Discounts: list(z.object({ Code: text, Description: text, Name: text, DiscountTypeName: text })),
  AdditionalProcessingHoursGranted: wireInt,
  TaxExemptStatusEnabled: flag,
});
export type HistoryOrder = z.infer<typeof HistoryOrder>;

type HistoryLine = HistoryOrder['LineItems'][number];

const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The store item a history line was made of, where its `ItemData` says (the sandbox's does; the
 * service's is undocumented, docs/service-facts.md §4.2): lowercase, or null.
 */
export function lineStoreItemId(line: HistoryLine): string | null {
  const data = line.ItemData;
  const id = data && typeof data === 'object' ? (data as Record<string, unknown>).StoreItemId : undefined;
  return typeof id === 'string' && guid.test(id) && id !== emptyGuid ? id.toLowerCase() : null;
}

/** The response of GetOrderHistory. */
export const OrderHistoryEntry = z.object({
  Order: HistoryOrder,
  Receipt: OrderReceipt.nullish().transform((v) => v ?? null),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

/** One order found by FindOrders (by the reference it was placed with). */
export const OrderSummary = z.object({
  OrderFriendlyId: z.string().min(1),
  ReferenceNumber: text,
  Submitted: timestampOrNull,
  Total: WireMoney,
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderSearchResult = z.object({ Orders: list(OrderSummary) });
export type OrderSearchResult = z.infer<typeof OrderSearchResult>;
