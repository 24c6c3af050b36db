/**
 * How a placed order moves on: Submitted, then Processing, then Shipped with a tracking number per
 * recipient. Nothing is stored or scheduled: the status is worked out from the order's placement time
 * and the sandbox clock on every call, so it is the same after a restart. The order clock's factor
 * speeds orders up for demos and tests (3600: an hour of order time passes every second).
 */
import { createHash } from 'node:crypto';
import { OrderStatus } from '../../shared/models/enums.js';
import type { MarketRules } from '../market/market-rules.js';
import type { OrderRecord } from './order-records.js';

const HOUR_MS = 3_600_000;

/** Order time after placement when production starts. */
const PROCESSING_AFTER_HOURS = 1;
/** Order time after placement when the order ships, before any extra processing time granted. */
const SHIPPED_AFTER_HOURS = 24;

export interface OrderClock {
  /** How many times faster than real time orders progress (1: real time). */
  readonly factor: number;
}

type Json = Record<string, unknown>;

const numberOr0 = (value: unknown): number => (typeof value === 'number' ? value : 0);
const listOf = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** Hours of order time from placement to shipping: a day, plus the extra processing time granted. */
function hoursToShip(record: OrderRecord): number {
  return SHIPPED_AFTER_HOURS + numberOr0(record.history.Order.AdditionalProcessingHoursGranted);
}

/** The order's status at `now`. */
export function orderStatusAt(record: OrderRecord, now: Date, clock: OrderClock): number {
  const hours = ((now.getTime() - Date.parse(record.created)) * clock.factor) / HOUR_MS;
  if (hours >= hoursToShip(record)) return OrderStatus.values.Shipped;
  if (hours >= PROCESSING_AFTER_HOURS) return OrderStatus.values.Processing;
  return OrderStatus.values.Submitted;
}

/** A made-up carrier per shipping method: parcel services for the slower ones, express air for the rest. */
function carrierOf(rules: MarketRules, shippingMethodId: unknown): string {
  const method =
    typeof shippingMethodId === 'string' ? rules.findShippingMethod(shippingMethodId) : undefined;
  return method && method.transitBusinessDays >= 3 ? 'parcel-ground' : 'express-air';
}

/** Twenty digits derived from the order and recipient: the same on every call and every restart. */
function trackingNumber(friendlyId: string, recipientIndex: number): string {
  const digest = createHash('sha256').update(`${friendlyId}/${recipientIndex}`).digest();
  return `PD${digest.readBigUInt64BE(0).toString().padStart(20, '0')}`;
}

/**
 * The tracking reply (docs/service-facts.md §4.2): per recipient (`Key` = recipient id) its packages, each with
 * its tracking number and link and what it holds. Empty until the order ships.
 */
export function orderTrackingAt(
  rules: MarketRules,
  record: OrderRecord,
  now: Date,
  clock: OrderClock,
): Json[] {
  if (orderStatusAt(record, now, clock) !== OrderStatus.values.Shipped) return [];
  const { Order, Receipt } = record.history;
  const lineItems = listOf(Order.LineItems);
  const lineFriendlyIds = listOf(Receipt.LineItemDetails).map((line) => line.LineItemFriendlyId);
  return listOf(Order.Recipients).map((recipient, index) => {
    const number = trackingNumber(record.friendlyId, index);
    const shipping = (recipient.ShippingDetails ?? {}) as Json;
    return {
      Key: recipient.Id,
      Value: [
        {
          TrackingNumber: number,
          TrackingUrl: `https://tracking.example/${carrierOf(rules, shipping.ShippingMethodId)}/track?number=${number}`,
          Contents: lineItems.map((line, lineIndex) => ({
            FriendlyId: lineFriendlyIds[lineIndex] ?? '',
            Name: line.Name,
            Quantity: line.DefaultRecipientQuantity,
          })),
        },
      ],
    };
  });
}
