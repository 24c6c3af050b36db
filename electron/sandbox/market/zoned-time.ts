/**
 * Wall-clock dates and times in the business calendar's zone of a market (US Central, Europe/London,
 * Europe/Berlin: docs/service-facts.md §1.1, §3.3, §8.5): cutoffs, ship dates, and delivery
 * commitments as zone-less local times. Conversions go through Intl, so daylight saving time changes
 * land on the right day and hour.
 */

/** A calendar date on the market's wall clocks (month 1-12). */
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
  /** The wall-clock reading of an instant. */
  toWall(instant: Date): WallDateTime;
  /** The instant at which the zone's clocks read the given wall time (the later reading when the hour repeats). */
  fromWall(wall: WallDateTime): Date;
}

const DAY_MS = 86_400_000;

export function zonedClock(zone: string): ZonedClock {
  const partsFormat = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const toWall = (instant: Date): WallDateTime => {
    const values: Record<string, number> = {};
    for (const part of partsFormat.formatToParts(instant)) {
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
  const wallAsUtc = (wall: WallDateTime): number =>
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return {
    zone,
    toWall,
    fromWall(wall) {
      const asUtc = wallAsUtc(wall);
      const offsetAt = (instant: number): number => wallAsUtc(toWall(new Date(instant))) - instant;
      // The smaller of the offsets around the date gives the later instant when an hour repeats; two
      // corrections settle a guess that crossed a daylight saving change.
      let guess = asUtc - Math.min(offsetAt(asUtc - DAY_MS), offsetAt(asUtc + DAY_MS));
      for (let pass = 0; pass < 2; pass += 1) guess += asUtc - wallAsUtc(toWall(new Date(guess)));
      return new Date(guess);
    },
  };
}

export function at(date: WallDate, hour: number, minute: number, second: number): WallDateTime {
  return { year: date.year, month: date.month, day: date.day, hour, minute, second };
}

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

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A zone-less local timestamp (`2012-05-22T23:59:00`), the form delivery dates take on the wire. */
export function formatLocal(wall: WallDateTime): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** A UTC timestamp without fraction digits (`2012-05-16T04:59:59Z`), the form ship dates take. */
export function formatUtc(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
