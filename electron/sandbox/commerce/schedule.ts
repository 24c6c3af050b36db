/**
 * Dates of a quote (docs/service-facts.md §8.5, both traces): orders received before 21:00 Central on a business
 * day make that day's cutoff; the earliest ship date is the next business day at 23:59:59 Central;
 * processing time pushes the expected ship date to 17:59:59 Central some business days later; delivery
 * commitments count business days from the earliest ship date and are zone-less Central wall times.
 */
import { addBusinessDays, isBusinessDay } from './business-days.js';
import { addDays, at, fromCentral, toCentral, weekday } from './central-time.js';
import type { CentralDate, CentralDateTime } from './central-time.js';
import type { ShippingMethod } from './shipping.js';

const CUTOFF_HOUR = 21;

export interface ShipSchedule {
  readonly cutoff: Date;
  readonly earliestShipDay: CentralDate;
  readonly earliestShip: Date;
  readonly expectedShip: Date;
}

/**
 * `processingHours` is the order's AdditionalProcessingHours plus the production hours its offerings need.
 * With any processing the traces show two business days per started day after the earliest ship date
 * (24 hours → +2 business days, at 17:59:59); without it the order ships at the earliest ship date.
 */
export function shipSchedule(now: Date, processingHours: number): ShipSchedule {
  const local = toCentral(now);
  const today: CentralDate = { year: local.year, month: local.month, day: local.day };
  const cutoffDay = isBusinessDay(today) && local.hour < CUTOFF_HOUR ? today : addBusinessDays(today, 1);
  const earliestShipDay = addBusinessDays(cutoffDay, 1);
  const earliestShip = fromCentral(at(earliestShipDay, 23, 59, 59));
  const processingDays = Math.ceil(Math.max(0, processingHours) / 24);
  const expectedShip =
    processingDays === 0
      ? earliestShip
      : fromCentral(at(addBusinessDays(earliestShipDay, processingDays + 1), 17, 59, 59));
  return {
    cutoff: fromCentral(at(cutoffDay, CUTOFF_HOUR, 0, 0)),
    earliestShipDay,
    earliestShip,
    expectedShip,
  };
}

/** When a method delivers a shipment leaving on `shipDay`, or undefined when the method is not offered that day. */
export function deliveryCommitment(
  method: ShippingMethod,
  shipDay: CentralDate,
): CentralDateTime | undefined {
  const { hour, minute } = method.commitment;
  if (method.saturdayDelivery) {
    return weekday(shipDay) === 5 ? at(addDays(shipDay, 1), hour, minute, 0) : undefined;
  }
  return at(addBusinessDays(shipDay, method.transitBusinessDays), hour, minute, 0);
}

/** Orders wall times chronologically. */
export function compareWall(a: CentralDateTime, b: CentralDateTime): number {
  return (
    a.year - b.year ||
    a.month - b.month ||
    a.day - b.day ||
    a.hour - b.hour ||
    a.minute - b.minute ||
    a.second - b.second
  );
}
