/**
 * Wall-clock dates and times in the business calendar's zone of a market (US Central, Europe/London,
 * Europe/Berlin: docs/service-facts.md §1.1, §3.3, §8.5): cutoffs, ship dates, and delivery
 * commitments as zone-less local times. The zone's clock itself (instants to wall times and back,
 * across daylight saving changes) is the one the app reads them with: shared/models/wall-clock.ts.
 */
import type { WallDate, WallDateTime } from '../../shared/models/wall-clock.js';

export function at(date: WallDate, hour: number, minute: number, second: number): WallDateTime {
  return { year: date.year, month: date.month, day: date.day, hour, minute, second };
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
