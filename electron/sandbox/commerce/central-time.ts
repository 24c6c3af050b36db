/**
 * The service's business calendar runs on US Central time (docs/service-facts.md §3.3, §8.5): cutoffs at 21:00,
 * ship dates at 23:59:59, delivery commitments as zone-less local times. Conversions go through
 * Intl, so daylight saving time changes land on the right day and hour.
 */

/** A calendar date in Central time (month 1-12). */
export interface CentralDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export interface CentralDateTime extends CentralDate {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const ZONE = 'America/Chicago';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Central wall-clock reading of an instant. */
export function toCentral(instant: Date): CentralDateTime {
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
}

/** The instant at which Central clocks read the given wall time (the later reading when the hour repeats). */
export function fromCentral(wall: CentralDateTime): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // Central is UTC-6 or UTC-5: start from -6 and correct by the offset actually in force.
  let guess = asUtc + 6 * 3_600_000;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = toCentral(new Date(guess));
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess += asUtc - seenAsUtc;
  }
  return new Date(guess);
}

export function at(date: CentralDate, hour: number, minute: number, second: number): CentralDateTime {
  return { year: date.year, month: date.month, day: date.day, hour, minute, second };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CentralDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function addDays(date: CentralDate, days: number): CentralDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** A zone-less local timestamp (`2012-05-22T23:59:00`), the form delivery dates take on the wire. */
export function formatLocal(wall: CentralDateTime): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`;
}

/** A UTC timestamp without fraction digits (`2012-05-16T04:59:59Z`), the form ship dates take. */
export function formatUtc(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
