/**
 * The service writes its business calendar (cutoffs, ship and delivery dates) without a zone: the
 * wall-clock time of its market's zone (models/markets.ts `timeZone`). This turns such a timestamp
 * into the instant it means, on the market's clock (shared/models/wall-clock.ts, the one the
 * sandbox sets those times on: an hour that happens twice is its first occurrence, an hour that never
 * happens is moved forward), so the zoned-time formatter can say it in the service's zone and the
 * buyer's; and a date into the day it is where it happens, said once.
 */
import { isUnsetTimestamp } from '../shared/models/primitives.js';
import { zonedClock } from '../shared/models/wall-clock.js';
import type { TextIntl } from './intl.js';
import { zonedTimeText, type ZonedTimeOptions } from './zoned-time.js';

const zoneLess = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A service timestamp as a Date: zone-less means the wall-clock time of `timeZone`; one with `Z` or
 * an offset is that instant. Null when absent, the service's "never" (0001-01-01) or unreadable.
 */
export function serviceInstant(value: string | null | undefined, timeZone: string): Date | null {
  if (isUnsetTimestamp(value)) return null;
  const text = value.trim();
  if (zoned.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = zoneLess.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '0'] = match;
  const wall = { year: +y!, month: +mo!, day: +d!, hour: +h, minute: +mi, second: +s };
  const day = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  const real = day.getUTCMonth() === wall.month - 1 && day.getUTCDate() === wall.day;
  if (!real || wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  // Offsets change on whole seconds: the fraction adds to the instant of its second.
  return new Date(zonedClock(timeZone).fromWall(wall).getTime() + Math.floor(Number(`0.${fraction}`) * 1000));
}

/** What to say of a service timestamp: a time of day, a day and its time, or a date alone. */
export interface ServiceTimeOptions extends Omit<ZonedTimeOptions, 'show'> {
  readonly show: ZonedTimeOptions['show'] | 'date';
}

/** A day of the calendar, with no time of day and no zone. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * The day a service date falls on where it happens: a zone-less value is written in that place's own
 * calendar (a delivery date is the recipient's day) and is the day it names; an instant (the ship
 * dates, end of a business day in UTC) is the day it is in the service's zone. Null when absent.
 */
export function serviceDate(value: string | null | undefined, serviceTimeZone: string): CalendarDate | null {
  if (isUnsetTimestamp(value)) return null;
  const text = value.trim();
  const match = zoneLess.exec(text);
  if (match) {
    const [year, month, day] = [+match[1]!, +match[2]!, +match[3]!];
    const check = new Date(Date.UTC(year, month - 1, day));
    return check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? { year, month, day } : null;
  }
  const at = serviceInstant(text, serviceTimeZone);
  if (!at) return null;
  const { year, month, day } = zonedClock(serviceTimeZone).toWall(at);
  return { year, month, day };
}

/** "Tue, Dec 8": a date said once, the same for everyone, whatever zone the reader is in. */
export function calendarDateText(intl: TextIntl, date: CalendarDate): string {
  // Noon UTC of that day, read in UTC: no zone can move it to another day.
  const noon = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
  return intl.formatDate(noon, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A calendar day written `YYYY-MM-DD` (a need-by date, the day an order arrives), said as above. */
export function calendarDayText(intl: TextIntl, isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return calendarDateText(intl, { year, month, day });
}

/**
 * A service timestamp in words; null when the service gave none. `show: 'date'`: the day it is where
 * it happens, once ("Tue, Dec 8"): a date has no time of day to convert. A time: in the market's
 * zone and, where it reads otherwise, the buyer's ("2:00 PM Central Time (9:00 PM your time, GMT+1)").
 */
export function serviceTimeText(
  intl: TextIntl,
  value: string | null | undefined,
  options: ServiceTimeOptions,
): string | null {
  if (options.show === 'date') {
    const date = serviceDate(value, options.serviceTimeZone);
    return date ? calendarDateText(intl, date) : null;
  }
  const at = serviceInstant(value, options.serviceTimeZone);
  return at ? zonedTimeText(intl, at, { ...options, show: options.show }) : null;
}
