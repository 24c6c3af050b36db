/** Wire models of template orders (NewProduct, NewStoreItemReferenceOrder) and their shared parts. */
import { z } from 'zod';
import { Address } from './addresses.js';
import { PaymentMethodType, SalutationType } from './enums.js';
import { enumOr0, flag, guidOrNull, list, text, wireInt, wireIntOrNull } from './primitives.js';

const RecipientOfTemplate = z.object({
  Address: Address.nullish().transform((v) => v ?? null),
  ReferenceData: text,
  ShipmentNumber: wireInt,
  SignatureReleaseType: wireIntOrNull,
  ShippingMethodId: guidOrNull,
  DistributionListId: guidOrNull,
  AddressId: guidOrNull,
});

/** A payment method as the service returns it: the type and whatever sub-objects it carries. */
export const PaymentMethod = z
  .looseObject({
    PaymentMethodType: PaymentMethodType.wire.nullish().transform((v) => v ?? null),
    CorporateAccount: z.object({ Id: guidOrNull }).nullish(),
    /** A purchasing card as the history shows it: the number masked but its last digits. */
    UserPCardPaymentMethod: z.looseObject({ Name: text, Number: text }).nullish(),
  })
  .nullish()
  .transform((v) => v ?? null);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const ShipFromInfoResponse = z
  .object({ FirstName: text, LastName: text, Email: text, CompanyName: text, TelephoneNumber: text })
  .nullish()
  .transform((v) => v ?? null);

export const PackagingSlip = z
  .object({ SalutationType: enumOr0(SalutationType), Memo: text })
  .nullish()
  .transform((v) => v ?? null);

export const OrderOptionsResponse = z
  .object({
    AdditionalProcessingHours: wireInt,
    TaxExemptStatusEnabled: flag,
    RecipientNotificationOptions: z
      .object({
        ShouldNotifyRecipients: flag,
        SendShippingAlerts: flag,
        BlindCopyOwnerOnShipmentNotification: flag,
        IncludeSenderContactInformation: flag,
      })
      .nullish()
      .transform((v) => v ?? null),
    OrderShippingType: wireIntOrNull,
  })
  .nullish()
  .transform((v) => v ?? null);

/** `SpecialInstructionCodes` of template orders: `{Code}` objects (plain strings accepted too). */
export const SpecialInstructionCodeEntries = list(
  z.union([z.string().transform((Code) => ({ Code })), z.object({ Code: text })]),
);
/** `DiscountCodes` of template orders: `{DiscountCode}` objects (plain strings accepted too). */
const DiscountCodeEntries = list(
  z.union([z.string().transform((DiscountCode) => ({ DiscountCode })), z.object({ DiscountCode: text })]),
);

const templateOrderCommon = {
  Recipients: list(RecipientOfTemplate),
  PaymentMethod,
  SpecialInstructionCodes: SpecialInstructionCodeEntries,
  DiscountCodes: DiscountCodeEntries,
  ShipFromInfo: ShipFromInfoResponse,
  OrderOptions: OrderOptionsResponse,
  PackagingSlip,
  ReferenceNumber: text,
  OrderFriendlyId: text,
};

/** The order template returned by NewProduct (the shape with `Product`). */
export const TemplateOrder = z.object({
  Product: z
    .object({ ApplicationId: guidOrNull, Quantity: wireInt })
    .nullish()
    .transform((v) => v ?? null),
  ...templateOrderCommon,
});
export type TemplateOrder = z.infer<typeof TemplateOrder>;

/** A new store-item-reference order (NewStoreItemReferenceOrder): LineItems instead of Product. */
export const StoreItemReferenceOrder = z.object({
  LineItems: list(
    z.object({
      Name: text,
      Quantity: wireInt,
      ItemCustomFieldValues: list(z.object({ CustomFieldId: guidOrNull, Name: text, Value: text })),
      StoreItemReference: z
        .object({
          Id: guidOrNull,
          ReferenceData: text,
          Version: z
            .union([z.string(), z.int()])
            .nullish()
            .transform((v) => (v == null ? null : String(v))),
        })
        .nullish()
        .transform((v) => v ?? null),
      Description: text,
      ReferenceData: text,
    }),
  ),
  ...templateOrderCommon,
});
export type StoreItemReferenceOrder = z.infer<typeof StoreItemReferenceOrder>;
