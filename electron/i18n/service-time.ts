/**
 * The service writes its business calendar (cutoffs, ship and delivery dates) without a zone: the
 * wall-clock time of its market's zone (models/markets.ts `timeZone`). This turns such a timestamp
 * into the instant it means, through Intl alone, so the zoned-time formatter can say it in the
 * service's zone and the buyer's; and a date into the day it is where it happens, said once. Across a DST change it does what Temporal's "compatible" does: an
 * hour that happens twice is its first occurrence, an hour that never happens is moved forward.
 */
import { isUnsetTimestamp } from '../print-service/models/primitives.js';
import type { TextIntl } from './intl.js';
import { zonedTimeText, type ZonedTimeOptions } from './zoned-time.js';

const zoneLess = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?$/;
const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const dayMs = 86_400_000;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A zone's clock, read in fixed numbers (en-US, 24 h) whatever the app's language. */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (whole seconds). */
function offsetAt(instant: number, timeZone: string): number {
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value);
  const parts = clockOf(timeZone).formatToParts(new Date(instant));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant a wall-clock time (as UTC milliseconds of its fields) has in a zone. */
export function wallClockInstant(wall: number, timeZone: string): number {
  // At most one change of offset within a day either side: the offsets before and after it.
  const offsets = [...new Set([offsetAt(wall - dayMs, timeZone), offsetAt(wall + dayMs, timeZone)])];
  const fits = offsets.map((offset) => wall - offset).filter((t) => offsetAt(t, timeZone) === wall - t);
  if (fits.length > 0) return Math.min(...fits);
  // A wall time skipped by a change: read it with the offset before, which lands after the gap.
  return wall - offsets[0]!;
}

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
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, Math.floor(Number(`0.${fraction}`) * 1000));
  const check = new Date(wall);
  if (check.getUTCMonth() !== +mo! - 1 || check.getUTCDate() !== +d! || +h > 23 || +mi > 59 || +s > 59)
    return null;
  return new Date(wallClockInstant(wall, timeZone));
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
  const parts = clockOf(serviceTimeZone).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** "Tue, Dec 8": a date said once, the same for everyone, whatever zone the reader is in. */
export function calendarDateText(intl: TextIntl, date: CalendarDate): string {
  // Noon UTC of that day, read in UTC: no zone can move it to another day.
  const noon = new Date(Date.UTC(date.year, date.month - 1, date.day, 12));
  return intl.formatDate(noon, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
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
