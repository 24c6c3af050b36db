/**
 * Wire models of an order's status and tracking replies (`GET /ord/Orders/{friendlyId}/status` and
 * `.../tracking`). Environment-neutral (zod only), liberal like the other response schemas of
 * the other model files: numbers may come as numeric strings, absent lists and text as null.
 */
import { z } from 'zod';
import { OrderStatus } from './enums.js';

/** The status reply: a bare number in JSON (an `OrderStatus` name in XML) -> the status number. */
export const OrderStatusReply = OrderStatus.wire;
export type OrderStatusReply = z.output<typeof OrderStatusReply>;

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/** What one package holds: a line item of the order and how many copies. */
export const PackageContent = z.object({
  FriendlyId: text,
  Name: text,
  Quantity: z
    .union([z.int(), z.string().regex(/^-?\d+$/, 'expected an integer')])
    .nullish()
    .transform((v) => (v == null ? 0 : Number(v))),
});
export type PackageContent = z.output<typeof PackageContent>;

/** A shipped package: its carrier's tracking number and page, and its contents. */
export const ShippedPackage = z.object({
  TrackingNumber: text,
  TrackingUrl: text,
  Contents: list(PackageContent),
});
export type ShippedPackage = z.output<typeof ShippedPackage>;

/**
 * The tracking reply: per recipient (`Key`, the recipient id; some replies carry the order id) its
 * packages (`Value`), as WCF writes a dictionary. Empty before the order ships.
 */
export const OrderTracking = list(z.object({ Key: text, Value: list(ShippedPackage) }));
export type OrderTracking = z.output<typeof OrderTracking>;
