/** Contract shapes of addresses, quotes and orders: what the user builds, and the orders they placed. */
import { z } from 'zod';
import { Id, Timestamp, nonEmpty, text } from './fields.js';

/** An address given by the user (a recipient or a new saved address). */
export const AddressInput = z.strictObject({
  FirstName: nonEmpty(100),
  LastName: nonEmpty(100),
  CompanyName: text(200).default(''),
  CareOf: text(200).default(''),
  Street: nonEmpty(200),
  ApartmentOrSuite: text(100).default(''),
  City: nonEmpty(100),
  StateOrProvince: text(100).default(''),
  PostalCode: nonEmpty(20),
  Country: nonEmpty(2).toUpperCase().pipe(z.string().length(2)),
  TelephoneNumber: text(40).default(''),
  Email: z.union([z.literal(''), z.email().max(254)]).default(''),
  IsResidential: z.boolean().default(false),
});
export type AddressInput = z.input<typeof AddressInput>;

/**
 * What the user builds in the Quotes view; the core turns it into the service's OrderRequest.
 * The recipient is an address id (a saved address), 'main' (the user's main address) or a new address.
 */
export const OrderDraft = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        storeItemId: Id,
        quantity: z.int().min(1).max(1_000_000),
        name: text(256).optional(),
      }),
    )
    .min(1)
    .max(100),
  recipient: z.union([
    z.strictObject({ kind: z.literal('main') }),
    z.strictObject({ kind: z.literal('saved'), addressId: Id }),
    z.strictObject({ kind: z.literal('new'), address: AddressInput }),
  ]),
  /** Required for a quote or an order; ignored by quotes.shippingOptions. */
  shippingMethodId: Id.optional(),
  additionalProcessingHours: z.int().min(0).max(720).default(0),
  taxExempt: z.boolean().default(false),
  discountCodes: z.array(nonEmpty(64)).max(10).default([]),
  specialInstructionCodes: z.array(nonEmpty(64)).max(10).default([]),
  reference: text(256).optional(),
});
export type OrderDraft = z.input<typeof OrderDraft>;

export const RecentOrder = z.strictObject({
  friendlyId: z.string(),
  /** When it was placed, when known. */
  submitted: Timestamp.nullable(),
  total: z.number().nullable(),
  /** 'placed' from this app, 'service' when learnt from the service (e.g. the sandbox's seeded orders). */
  source: z.enum(['placed', 'service']),
});
export type RecentOrder = z.infer<typeof RecentOrder>;

export const FriendlyId = z
  .string()
  .regex(/^\d{2}-\d{4}-\d{5}-\d{5}$/, 'An order friendly id looks like 00-0054-00071-36703');
