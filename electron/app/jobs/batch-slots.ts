/**
 * When a time batch ("at 13:30 each working day") is due: its slots are that wall time on each of the
 * service's business days, on its market's clock (its zone, weekends and holidays), as need-by dates are.
 */
import { businessCalendar } from '../../shared/models/business-days.js';
import type { MarketId } from '../../shared/models/markets.js';
import { addDays, isoDate, type WallDate } from '../../shared/models/wall-clock.js';

export interface TimeSlot {
  /** `2026-01-12T13:30`: the service's day and the rule's time. */
  readonly slot: string;
  /** Epoch ms. */
  readonly at: number;
}

/** The service's days (its market's zone): today, and the day of an instant. */
export interface ServiceDays {
  /** `2026-01-12`. */
  today(): string;
  of(at: number): string;
}

/** The service's days on `now`'s clock, in the market's zone, as the slots are named. */
export function serviceDays(market: () => MarketId, now: () => number): ServiceDays {
  const of = (at: number) => isoDate(businessCalendar(market()).clock.toWall(new Date(at)));
  return { today: () => of(now()), of };
}

/** A slot as a file name every file system takes (no colon): `#3` → `_3`, `2026-01-12T13:30` → `2026-01-12T13_30`. */
export const slotFileName = (slot: string): string => slot.replace(/[^0-9A-Za-z-]/g, '_');

/** The slot a file is named for (`slotFileName` read back, its extension off); undefined for any other name. */
export function slotOfFileName(stem: string): string | undefined {
  const count = /^_(\d+)$/.exec(stem)?.[1];
  if (count !== undefined) return `#${count}`;
  const time = /^(\d{4}-\d\d-\d\dT\d\d)_(\d\d)$/.exec(stem);
  return time ? `${time[1]}:${time[2]}` : undefined;
}

/** A count batch's number (`#3`: 3); undefined for a time batch or any other. */
export function countOf(slot: string): number | undefined {
  const number = /^#(\d+)$/.exec(slot)?.[1];
  return number === undefined ? undefined : Number(number);
}

/** The highest count batch's number among the slots; 0 when none. */
export const highestCount = (slots: readonly string[]): number =>
  Math.max(0, ...slots.map(countOf).filter((n): n is number => n !== undefined));

/** A time batch's time of day (`2026-01-12T13:30`: `T13:30`); undefined for a count batch or any other. */
export const timeOfDay = (slot: string): string | undefined =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(slot) ? slot.slice(10) : undefined;

/**
 * The batches kept whatever their age when old ones are removed (on the share and in this
 * workstation's own records): the highest count batch, since the next is numbered past it (without
 * it a number already used would be used again), and the latest batch of each time of day, since the
 * slot due before today's time is the last business day's and its record keeps it from being formed
 * twice.
 */
export function slotsKept(slots: readonly string[]): Set<string> {
  const latest = new Map<string, string>();
  for (const slot of slots) {
    const time = timeOfDay(slot);
    if (time !== undefined && (latest.get(time) ?? '') < slot) latest.set(time, slot);
  }
  const kept = new Set(latest.values());
  const highest = highestCount(slots);
  if (highest > 0) kept.add(`#${highest}`);
  return kept;
}

/** Weekends and the longest run of holidays fit in this many days either way. */
const searchDays = 14;

/** The latest slot at or before `now`; undefined only for a calendar without a business day in two weeks. */
export function lastTimeSlot(at: string, market: MarketId, now: number): TimeSlot | undefined {
  return slotsAround(at, market, now, -1).find((slot) => slot.at <= now);
}

/** The first slot after `now`. */
export function nextTimeSlot(at: string, market: MarketId, now: number): TimeSlot | undefined {
  return slotsAround(at, market, now, 1).find((slot) => slot.at > now);
}

/** The slots of the business days from the service's today, going `step` days at a time. */
function slotsAround(at: string, market: MarketId, now: number, step: 1 | -1): TimeSlot[] {
  const calendar = businessCalendar(market);
  const [hour, minute] = at.split(':').map(Number) as [number, number];
  const today: WallDate = calendar.clock.toWall(new Date(now));
  const slots: TimeSlot[] = [];
  for (let i = 0; i <= searchDays; i++) {
    const day = addDays({ year: today.year, month: today.month, day: today.day }, i * step);
    if (!calendar.isBusinessDay(day)) continue;
    const instant = calendar.clock.fromWall({ ...day, hour, minute, second: 0 }).getTime();
    slots.push({ slot: `${isoDate(day)}T${at}`, at: instant });
  }
  return slots;
}
