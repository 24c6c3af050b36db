/**
 * A zone's wall clock: the service writes its business calendar (cutoffs, ship and delivery dates)
 * without a zone, meaning the wall-clock time of its market's zone (markets.ts `timeZone`). The
 * sandbox sets those times on a market's clock and the app reads them back on it: one clock, so
 * the two agree on every hour, through Intl alone (no time-zone data of our own).
 *
 * Across a daylight saving change it reads a wall time as iCalendar (RFC 5545 §3.3.5) and Temporal's
 * "compatible" do: an hour that happens twice (clocks going back) is its first occurrence; an hour
 * that never happens (clocks going forward) is read with the offset before the change, which lands
 * after the gap (02:30 becomes 03:30).
 */

/** A calendar date on a zone's wall clocks (month 1-12). */
export interface WallDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface WallDateTime extends WallDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** Reads instants on one zone's wall clocks and back. */
export interface ZonedClock {
  readonly zone: string;
  /** The wall-clock reading of an instant (whole seconds). */
  toWall(instant: Date): WallDateTime;
  /** The instant at which the zone's clocks read the given wall time: the first, when the hour repeats. */
  fromWall(wall: WallDateTime): Date;
}

const dayMs = 86_400_000;

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: WallDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function addDays(date: WallDate, days: number): WallDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export function sameDate(a: WallDate, b: WallDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

/** A date as `YYYY-MM-DD`: how dates are compared and written (a job ticket's `needBy`). */
export function isoDate(date: WallDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** A `YYYY-MM-DD` text as a date; null when it is not one (a 31st of a month without one, too). */
export function parseIsoDate(text: string): WallDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isoDate(addDays(date, 0)) === text ? date : null;
}

/** Each zone's clock, read in fixed numbers (en-US, 24 h) whatever the app's language; made once. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** A wall time's fields as if they were UTC, in ms: what offsets are measured against. */
const wallAsUtc = (wall: WallDateTime): number =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

export function zonedClock(zone: string): ZonedClock {
  const format = formatOf(zone);
  const toWall = (instant: Date): WallDateTime => {
    const values: Record<string, number> = {};
    for (const part of format.formatToParts(instant)) {
      if (part.type !== 'literal') values[part.type] = Number(part.value);
    }
    return {
      year: values.year ?? 0,
      month: values.month ?? 0,
      day: values.day ?? 0,
      hour: values.hour ?? 0,
      minute: values.minute ?? 0,
      second: values.second ?? 0,
    };
  };
  /** How far the zone's clocks are ahead of UTC at an instant (whole seconds). */
  const offsetAt = (instant: number): number => {
    const second = instant - (((instant % 1000) + 1000) % 1000);
    return wallAsUtc(toWall(new Date(second))) - second;
  };
  return {
    zone,
    toWall,
    fromWall(wall) {
      const asUtc = wallAsUtc(wall);
      // At most one change of offset within a day either side: the offsets before and after it.
      const offsets = [...new Set([offsetAt(asUtc - dayMs), offsetAt(asUtc + dayMs)])];
      const fits = offsets.map((offset) => asUtc - offset).filter((t) => offsetAt(t) === asUtc - t);
      if (fits.length > 0) return new Date(Math.min(...fits));
      // A wall time skipped by a change: read with the offset before it, which lands after the gap.
      return new Date(asUtc - offsets[0]!);
    },
  };
}
