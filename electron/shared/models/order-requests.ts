/** Wire models of what PrintDesk sends to the order service (exact, enums as ints). */
import { z } from 'zod';
import { AddressRequest } from './addresses.js';
import { Guid, Timestamp } from './primitives.js';

export const StoreItemReference = z.object({
  Id: Guid,
  ReferenceData: z.string().nullable().optional(),
  Version: z.string().nullable().optional(),
});
export type StoreItemReference = z.infer<typeof StoreItemReference>;

export const ItemCustomFieldValue = z.object({ CustomFieldId: Guid, Name: z.string(), Value: z.string() });

export const LineItemRequest = z.object({
  Name: z.string(),
  StoreItemReference,
  Description: z.string().optional(),
  ReferenceData: z.string().optional(),
  Quantity: z.int().min(1),
  ItemCustomFieldValues: z.array(ItemCustomFieldValue).nullable().optional(),
});
export type LineItemRequest = z.infer<typeof LineItemRequest>;

export const RecipientRequest = z.object({
  Address: AddressRequest,
  ReferenceData: z.string().optional(),
  ShipmentNumber: z.int().optional(),
  SignatureReleaseType: z.int().nullable().optional(),
  ShippingMethodId: Guid,
  DistributionListId: Guid.optional(),
  AddressId: Guid.optional(),
});
export type RecipientRequest = z.infer<typeof RecipientRequest>;

export const ShipFromInfo = z.object({
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  Email: z.string().optional(),
  CompanyName: z.string().optional(),
  TelephoneNumber: z.string().optional(),
});
export type ShipFromInfo = z.infer<typeof ShipFromInfo>;

export const PaymentMethodRequest = z.object({
  PaymentMethodType: z.int(),
  CreditLimit: z.record(z.string(), z.unknown()).nullable().optional(),
  CorporateAccount: z.object({ Id: Guid }).nullable().optional(),
  UserPCardPaymentMethod: z
    .object({
      UserPCardId: Guid.nullable(),
      Name: z.string(),
      ExpirationDate: Timestamp,
      Number: z.string(),
      BillingPostalCode: z.string(),
    })
    .nullable()
    .optional(),
  UserCreditCardReferencePaymentMethod: z.object({ Id: Guid }).nullable().optional(),
});
export type PaymentMethodRequest = z.infer<typeof PaymentMethodRequest>;

/** Shipment e-mails (observed names, docs/service-facts.md §4.2); what each sends is the service's business. */
export const RecipientNotificationOptions = z.object({
  ShouldNotifyRecipients: z.boolean().optional(),
  SendShippingAlerts: z.boolean().optional(),
  BlindCopyOwnerOnShipmentNotification: z.boolean().optional(),
  IncludeSenderContactInformation: z.boolean().optional(),
});

export const OrderOptionsRequest = z.object({
  AdditionalProcessingHours: z.int().min(0).optional(),
  TaxExemptStatusEnabled: z.boolean().optional(),
  RecipientNotificationOptions: RecipientNotificationOptions.nullable().optional(),
});

export const PackagingSlipRequest = z.object({ SalutationType: z.int(), Memo: z.string() });

/** The body of GetQuote, GetShippingOptions and PlaceOrder. */
export const OrderRequest = z.object({
  LineItems: z.array(LineItemRequest).min(1),
  Recipients: z.array(RecipientRequest).min(1),
  SpecialInstructionCodes: z.array(z.string()).optional(),
  DiscountCodes: z.array(z.string()).optional(),
  PaymentMethod: PaymentMethodRequest,
  ShipFromInfo: ShipFromInfo.optional(),
  Options: OrderOptionsRequest.optional(),
  PackagingSlip: PackagingSlipRequest.optional(),
  /** The buyer's own reference; the order can be found by it again (FindOrders). */
  ReferenceNumber: z.string().max(100).optional(),
});
export type OrderRequest = z.infer<typeof OrderRequest>;

const PaymentMethodOfTemplate = z.object({
  PaymentMethodType: z.int(),
  CreditCard: z
    .object({
      Number: z.string(),
      NameOnCard: z.string(),
      BillingPostalCode: z.string(),
      CreditCardType: z.int(),
      ExpirationMonth: z.int().min(1).max(12),
      ExpirationYear: z.int(),
    })
    .nullable()
    .optional(),
  CreditLimit: z.record(z.string(), z.unknown()).nullable().optional(),
  CorporateAccount: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** The body of GetItemQuote/Template: quote one product made from a document template. */
export const ItemQuoteRequest = z.object({
  Product: z.object({ ApplicationId: Guid, Quantity: z.int().min(1) }),
  Recipients: z.array(RecipientRequest).optional(),
  PaymentMethod: PaymentMethodOfTemplate.optional(),
  SpecialInstructionCodes: z.array(z.object({ Code: z.string() })).optional(),
  DiscountCodes: z.array(z.object({ DiscountCode: z.string() })).optional(),
  ShipFromInfo: ShipFromInfo.optional(),
  OrderOptions: OrderOptionsRequest.extend({ OrderShippingType: z.int().optional() }).optional(),
  PackagingSlip: PackagingSlipRequest.optional(),
  ReferenceNumber: z.string().optional(),
  OrderFriendlyId: z.string().optional(),
});
export type ItemQuoteRequest = z.infer<typeof ItemQuoteRequest>;
