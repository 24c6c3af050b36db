/**
 * The service writes its business calendar (cutoffs, ship and delivery dates) without a zone: the
 * wall-clock time of its market's zone (models/markets.ts `timeZone`). This turns such a timestamp
 * into the instant it means, on the market's clock (print-service/models/wall-clock.ts, the one the
 * sandbox sets those times on: an hour that happens twice is its first occurrence, an hour that never
 * happens is moved forward), so the zoned-time formatter can say it in the service's zone and the buyer's.
 */
import { isUnsetTimestamp } from '../print-service/models/primitives.js';
import { zonedClock } from '../print-service/models/wall-clock.js';
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

/**
 * A service timestamp said in the market's zone and the buyer's ("Thu, Jan 15 Central Time" or
 * "2:00 PM Central Time (9:00 PM your time, GMT+1)"); null when the service gave none.
 */
export function serviceTimeText(
  intl: TextIntl,
  value: string | null | undefined,
  options: ZonedTimeOptions,
): string | null {
  const at = serviceInstant(value, options.serviceTimeZone);
  return at ? zonedTimeText(intl, at, options) : null;
}
