/** Contract shapes of addresses, quotes and orders: what the user builds, and the orders they placed. */
import { z } from 'zod';
import { RecipientNotificationOptions } from '../models/order-requests.js';
import { Money } from '../models/money.js';
import { Copies } from '../models/primitives.js';
import { Id, IsoDate, Timestamp, nonEmpty, text } from './fields.js';

const tooLong = (max: number) => `Use at most ${max} characters.`;
/** A field the user must fill in; `missing` is the sentence the address form shows when it is empty. */
const requiredText = (max: number, missing: string) =>
  z.string().trim().min(1, missing).max(max, tooLong(max));
const optionalText = (max: number) => z.string().trim().max(max, tooLong(max)).default('');

/**
 * An address given by the user (a recipient or a new saved address). Its messages are written for
 * the user: the renderer's address form checks its fields with this very schema.
 */
export const AddressInput = z.strictObject({
  FirstName: requiredText(100, 'Enter the first name.'),
  LastName: requiredText(100, 'Enter the last name.'),
  CompanyName: optionalText(200),
  CareOf: optionalText(200),
  Street: requiredText(200, 'Enter the street and number.'),
  ApartmentOrSuite: optionalText(100),
  City: requiredText(100, 'Enter the city.'),
  StateOrProvince: optionalText(100),
  PostalCode: requiredText(20, 'Enter the postal code.'),
  Country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Enter the two-letter country code (e.g. US, GB, DE).')
    .toUpperCase(),
  TelephoneNumber: optionalText(40),
  Email: z
    .string()
    .trim()
    .max(254, tooLong(254))
    .pipe(
      z.union([
        z.literal(''),
        z.email({ error: 'Enter an e-mail address like name@example.com, or leave it empty.' }),
      ]),
    )
    .default(''),
  IsResidential: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInput>;

/** How the order is paid: the account's credit limit, a corporate account, or a purchasing card. */
export const PaymentChoice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('creditLimit') }),
  z.strictObject({ kind: z.literal('corporateAccount'), accountId: Id }),
  z.strictObject({
    kind: z.literal('card'),
    nameOnCard: requiredText(100, 'Enter the name on the card.'),
    number: z
      .string()
      .transform((n) => n.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits).')),
    /** The month the card expires, as YYYY-MM. */
    expires: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter the expiry month as YYYY-MM.'),
    billingPostalCode: requiredText(20, 'Enter the billing postal code.'),
  }),
]);
export type PaymentChoice = z.input<typeof PaymentChoice>;

/** Who the parcels say they are from (ShipFromInfo); every field may be left empty. */
export const ShipFromInput = z.strictObject({
  FirstName: optionalText(100),
  LastName: optionalText(100),
  CompanyName: optionalText(200),
  Email: optionalText(254),
  TelephoneNumber: optionalText(40),
});
export type ShipFromInput = z.input<typeof ShipFromInput>;

/** Who hears of the shipment: the service's own notification options, each off unless chosen. */
export const NotificationChoice = z.strictObject(RecipientNotificationOptions.shape);
export type NotificationChoice = z.input<typeof NotificationChoice>;

const maxAdditionalHours = 720;
const hoursRule = `Additional processing time is a whole number of hours, up to ${maxAdditionalHours}.`;

/**
 * What the user builds in the Quotes view; the core turns it into the service's OrderRequest.
 * The recipient is an address id (a saved address), 'main' (the user's main address), a new address
 * or a distribution list.
 */
export const OrderDraft = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        storeItemId: Id,
        quantity: Copies,
        name: text(256).optional(),
      }),
    )
    .min(1)
    .max(100),
  recipient: z.union([
    z.strictObject({ kind: z.literal('main') }),
    z.strictObject({ kind: z.literal('saved'), addressId: Id }),
    z.strictObject({ kind: z.literal('new'), address: AddressInput }),
    /** A distribution list: one recipient per row, every row gets every line. */
    z.strictObject({ kind: z.literal('list'), listId: Id }),
    /** Addresses given in full, every one gets every line: the recipients of a past order (a reorder). */
    z.strictObject({ kind: z.literal('addresses'), addresses: z.array(AddressInput).min(1).max(1000) }),
  ]),
  /** Required for a quote or an order; ignored by quotes.delivery. */
  shippingMethodId: Id.optional(),
  /**
   * "Needed by": the day the order must arrive; quotes.delivery picks the cheapest method that makes
   * it. Never sent to the service.
   */
  needBy: IsoDate.optional(),
  additionalProcessingHours: z
    .int({ error: hoursRule })
    .min(0, hoursRule)
    .max(maxAdditionalHours, hoursRule)
    .default(0),
  taxExempt: z.boolean().default(false),
  discountCodes: z.array(nonEmpty(64)).max(10).default([]),
  specialInstructionCodes: z
    .array(z.string().trim().min(1).max(64, 'Each code has at most 64 characters.'))
    .max(10, 'Give at most 10 special instruction codes.')
    .default([]),
  /** The buyer's order reference (a PO number), carried to the service as ReferenceNumber (at most 100 there). */
  reference: z.string().max(100, tooLong(100)).optional(),
  payment: PaymentChoice.default({ kind: 'creditLimit' }),
  shipFrom: ShipFromInput.optional(),
  /** Printed on the packing slip. */
  packingSlipMemo: z.string().max(1000, tooLong(1000)).default(''),
  notifications: NotificationChoice.optional(),
});
export type OrderDraft = z.input<typeof OrderDraft>;

export const RecentOrder = z.strictObject({
  friendlyId: z.string(),
  /** When it was placed, when known. */
  submitted: Timestamp.nullable(),
  /** In the currency it was placed in (or the service described it in), whatever the market is now. */
  total: Money.nullable(),
  /** 'placed' from this app, 'service' when learnt from the service (e.g. the sandbox's seeded orders). */
  source: z.enum(['placed', 'service']),
  /** Its first item's name and how many items it has, as the service's history says; null until it says. */
  items: z.strictObject({ first: z.string(), count: z.int().nonnegative() }).nullable(),
  /** Its status (OrderStatus) when last listed; null while the service cannot say. */
  status: z.int().nullable(),
});
export type RecentOrder = z.infer<typeof RecentOrder>;

/** An order's number as the service shows it; the messages are the ones the Orders view shows. */
export const FriendlyId = z
  .string()
  .trim()
  .min(1, 'Enter an order number.')
  .regex(
    /^\d{2}-\d{4}-\d{5}-\d{5}$/,
    'An order number looks like 00-0054-00071-36703: two, four, five and five digits separated by hyphens.',
  );

/**
 * A past order made ready to order again: its lines (found again in the library), its recipients in
 * full and its options. It is quoted again before it is placed; nothing is sent by making it.
 */
export const Reorder = z.strictObject({
  friendlyId: z.string(),
  lines: z.array(z.strictObject({ storeItemId: Id, name: z.string(), quantity: Copies })),
  /** The names of the past order's lines that are no longer in the library. */
  missing: z.array(z.string()),
  recipients: z.array(AddressInput),
  /** The method the past order shipped by (its first recipient's), when the service says. */
  shippingMethodId: Id.nullable(),
  additionalProcessingHours: z.int().min(0),
  taxExempt: z.boolean(),
  specialInstructionCodes: z.array(z.string()),
  packingSlipMemo: z.string(),
});
export type Reorder = z.infer<typeof Reorder>;
