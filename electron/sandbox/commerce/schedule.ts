/**
 * Dates of a quote (docs/service-facts.md §8.5, both traces), on the market's business calendar:
 * orders received before 21:00 local time on a business day make that day's cutoff; the earliest ship
 * date is the next business day at 23:59:59; processing time pushes the expected ship date to 17:59:59
 * some business days later; delivery commitments count business days from the earliest ship date and
 * are zone-less local wall times. The US times are Central and observed; the UK and German services
 * keep the same hours on their own clocks (PrintDesk's choice, §1.1).
 */
import type { BusinessCalendar } from '../../shared/models/business-days.js';
import { at } from '../market/zoned-time.js';
import { addDays, weekday, type WallDate, type WallDateTime } from '../../shared/models/wall-clock.js';
import type { ShippingMethod } from '../market/shipping.js';

const CUTOFF_HOUR = 21;

export interface ShipSchedule {
  readonly cutoff: Date;
  readonly earliestShipDay: WallDate;
  readonly earliestShip: Date;
  readonly expectedShip: Date;
}

/**
 * `processingHours` is the order's AdditionalProcessingHours plus the production hours its offerings need.
 * With any processing the traces show two business days per started day after the earliest ship date
 * (24 hours → +2 business days, at 17:59:59); without it the order ships at the earliest ship date.
 */
export function shipSchedule(calendar: BusinessCalendar, now: Date, processingHours: number): ShipSchedule {
  const { clock } = calendar;
  const local = clock.toWall(now);
  const today: WallDate = { year: local.year, month: local.month, day: local.day };
  const cutoffDay =
    calendar.isBusinessDay(today) && local.hour < CUTOFF_HOUR ? today : calendar.addBusinessDays(today, 1);
  const earliestShipDay = calendar.addBusinessDays(cutoffDay, 1);
  const earliestShip = clock.fromWall(at(earliestShipDay, 23, 59, 59));
  const processingDays = Math.ceil(Math.max(0, processingHours) / 24);
  const expectedShip =
    processingDays === 0
      ? earliestShip
      : clock.fromWall(at(calendar.addBusinessDays(earliestShipDay, processingDays + 1), 17, 59, 59));
  return {
    cutoff: clock.fromWall(at(cutoffDay, CUTOFF_HOUR, 0, 0)),
    earliestShipDay,
    earliestShip,
    expectedShip,
  };
}

/** When a method delivers a shipment leaving on `shipDay`, or undefined when the method is not offered that day. */
export function deliveryCommitment(
  calendar: BusinessCalendar,
  method: ShippingMethod,
  shipDay: WallDate,
): WallDateTime | undefined {
  const { hour, minute } = method.commitment;
  if (method.saturdayDelivery) {
    return weekday(shipDay) === 5 ? at(addDays(shipDay, 1), hour, minute, 0) : undefined;
  }
  return at(calendar.addBusinessDays(shipDay, method.transitBusinessDays), hour, minute, 0);
}

/** Orders wall times chronologically. */
export function compareWall(a: WallDateTime, b: WallDateTime): number {
  return (
    a.year - b.year ||
    a.month - b.month ||
    a.day - b.day ||
    a.hour - b.hour ||
    a.minute - b.minute ||
    a.second - b.second
  );
}
