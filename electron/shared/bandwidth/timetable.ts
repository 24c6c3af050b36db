/**
 * The `--bwlimit` grammar (a rate, or a weekly timetable of rates) and what it means at a given
 * moment. Environment-neutral: the CLI, the core and the Account view read and write the same text.
 * The grammar, with examples, is in docs/bandwidth.md:
 *
 *   setting   := rate | entry (SEP entry)*            SEP: spaces or semicolons
 *   entry     := [days ","] time "," rate              a day group: this entry and the bare ones after it
 *              | day "-" time "," rate                 rclone's: one entry on one day
 *   days      := day | day "-" day                     a range, which may wrap past Sunday (Fri-Mon)
 *   day       := Mon | Tue | … | Sun                   (or the full name; any case)
 *   time      := H:MM | HH:MM                          00:00 to 23:59, local time
 *
 * Meaning: every entry is a change of the limit at that time on its days (every day for a bare
 * entry before any day group). A limit holds until the next change, across midnight and across the
 * week. A day that no entry names starts at 00:00 with no limit.
 */
import { BandwidthSyntaxError, parseRate, rateText } from './rate.js';
import {
  BandwidthSetting,
  daysOf,
  minuteOfDay,
  repeatedChange,
  weekdays,
  type DayRange,
  type TimetableEntry,
  type Weekday,
} from './setting.js';

export { BandwidthSyntaxError } from './rate.js';

const minutesPerWeek = 7 * 1440;
const entryForms = 'HH:MM,RATE, Day-HH:MM,RATE or Days,HH:MM,RATE (e.g. Mon-Fri,08:00,2M)';

/** Reads a rate or a timetable; throws BandwidthSyntaxError saying what is wrong. */
export function parseBandwidth(text: string): BandwidthSetting {
  const tokens = text
    .trim()
    .split(/[\s;]+/)
    .filter(Boolean);
  if (tokens.length === 0) throw new BandwidthSyntaxError('Give an upload rate (e.g. 2M) or a timetable.');
  if (tokens.length === 1 && !tokens[0]!.includes(',')) {
    const limit = parseRate(tokens[0]!);
    return limit === null ? { kind: 'off' } : { kind: 'limit', bytesPerSecond: limit };
  }
  if (tokens.length > 200) throw new BandwidthSyntaxError('A timetable can have at most 200 entries.');
  const entries: TimetableEntry[] = [];
  let group: DayRange | undefined;
  for (const token of tokens) {
    const parsed = parseEntry(token, group);
    group = parsed.group;
    entries.push(parsed.entry);
  }
  const repeated = repeatedChange(entries);
  if (repeated) {
    throw new BandwidthSyntaxError(
      `${repeated} is given twice in the timetable: give each day and time once.`,
    );
  }
  return BandwidthSetting.parse({ kind: 'timetable', entries });
}

function parseEntry(
  token: string,
  group: DayRange | undefined,
): { entry: TimetableEntry; group: DayRange | undefined } {
  const parts = token.split(',');
  const at = (time: string) => parseTime(time, token);
  const limit = (rate: string) => {
    try {
      return parseRate(rate);
    } catch (error) {
      throw new BandwidthSyntaxError(`In "${token}": ${(error as Error).message}`);
    }
  };
  if (parts.length === 3) {
    const days = parseDays(parts[0]!, token);
    return { entry: { days, at: at(parts[1]!), limit: limit(parts[2]!) }, group: days };
  }
  if (parts.length === 2) {
    if (/^\d{1,2}:\d{2}$/.test(parts[1]!)) {
      throw new BandwidthSyntaxError(`"${token}" has no rate: write ${entryForms}.`);
    }
    const rclone = /^([a-z]+)-(.*)$/i.exec(parts[0]!);
    if (rclone) {
      const day = parseDay(rclone[1]!, token);
      return { entry: { days: { from: day, to: day }, at: at(rclone[2]!), limit: limit(parts[1]!) }, group };
    }
    return {
      entry: { ...(group ? { days: group } : {}), at: at(parts[0]!), limit: limit(parts[1]!) },
      group,
    };
  }
  if (parts.length === 1) {
    throw new BandwidthSyntaxError(`"${token}" has no time: in a timetable every entry is ${entryForms}.`);
  }
  throw new BandwidthSyntaxError(`"${token}" is not a timetable entry: write ${entryForms}.`);
}

function parseTime(time: string, token: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) {
    throw new BandwidthSyntaxError(
      `In "${token}": "${time}" is not a time of day. Write HH:MM, from 00:00 to 23:59.`,
    );
  }
  return `${match[1]!.padStart(2, '0')}:${match[2]}`;
}

function parseDays(text: string, token: string): DayRange {
  const [from, to, ...rest] = text.split('-');
  if (rest.length > 0 || from === undefined) {
    throw new BandwidthSyntaxError(
      `In "${token}": "${text}" is not a day or a range of days such as Mon-Fri.`,
    );
  }
  const first = parseDay(from, token);
  return { from: first, to: to === undefined ? first : parseDay(to, token) };
}

function parseDay(text: string, token: string): Weekday {
  const lower = text.toLowerCase();
  const full = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const index = full.findIndex((name) => name === lower || name.slice(0, 3) === lower);
  if (index < 0) {
    throw new BandwidthSyntaxError(
      `In "${token}": "${text}" is not a day. Use Mon, Tue, Wed, Thu, Fri, Sat or Sun.`,
    );
  }
  return weekdays[index]!;
}

/** The setting in the grammar's canonical form, which parseBandwidth reads back to the same setting. */
export function formatBandwidth(setting: BandwidthSetting): string {
  if (setting.kind === 'off') return 'off';
  if (setting.kind === 'limit') return rateText(setting.bytesPerSecond);
  // Bare entries join the group before them, so every-day entries come first.
  const everyDay = setting.entries.filter((e) => !e.days);
  const byDays = setting.entries.filter((e) => e.days);
  const tokens = everyDay.map((e) => `${e.at},${rateText(e.limit)}`);
  let previous: DayRange | undefined;
  for (const entry of byDays) {
    const days = entry.days!;
    const same = previous && previous.from === days.from && previous.to === days.to;
    const prefix = same ? '' : days.from === days.to ? `${days.from},` : `${days.from}-${days.to},`;
    tokens.push(`${prefix}${entry.at},${rateText(entry.limit)}`);
    previous = days;
  }
  return tokens.join(' ');
}

/** The limit a setting puts in force at a moment, and when it next changes (absent: never). */
export interface LimitInForce {
  /** Bytes per second; null for no limit. */
  limit: number | null;
  /** The next moment the limit changes (to another value), local time; absent when it never does. */
  until?: Date;
}

interface ChangePoint {
  /** Minutes since Monday 00:00. */
  minute: number;
  limit: number | null;
}

/** Every change of the week in order, with the 00:00 "no limit" of each day no entry names. */
function changePoints(entries: readonly TimetableEntry[]): ChangePoint[] {
  const named = new Set(entries.flatMap((e) => daysOf(e.days)));
  const points: ChangePoint[] = entries.flatMap((e) =>
    daysOf(e.days).map((day) => ({ minute: day * 1440 + minuteOfDay(e.at), limit: e.limit })),
  );
  for (let day = 0; day < 7; day++) if (!named.has(day)) points.push({ minute: day * 1440, limit: null });
  return points.sort((a, b) => a.minute - b.minute);
}

/** What `setting` puts in force at `now` (its local weekday and time). */
export function limitAt(setting: BandwidthSetting, now: Date): LimitInForce {
  if (setting.kind === 'off') return { limit: null };
  if (setting.kind === 'limit') return { limit: setting.bytesPerSecond };
  return limitInWeek(changePoints(setting.entries), now);
}

/** The limit at `now` from the week's change points (sorted, at least one). */
function limitInWeek(points: readonly ChangePoint[], now: Date): LimitInForce {
  const minute = ((now.getDay() + 6) % 7) * 1440 + now.getHours() * 60 + now.getMinutes();
  let index = points.length - 1;
  for (let i = 0; i < points.length; i++) if (points[i]!.minute <= minute) index = i;
  const limit = points[index]!.limit;
  for (let step = 1; step <= points.length; step++) {
    const next = points[(index + step) % points.length]!;
    if (next.limit === limit) continue;
    const ahead = (next.minute - minute + minutesPerWeek) % minutesPerWeek || minutesPerWeek;
    return { limit, until: localTimeAhead(now, ahead) };
  }
  return { limit };
}

/** The local time `minutes` whole minutes past the start of `now`'s minute (by the calendar, so across DST). */
function localTimeAhead(now: Date, minutes: number): Date {
  const total = now.getHours() * 60 + now.getMinutes() + minutes;
  return new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + Math.floor(total / 1440),
    Math.floor((total % 1440) / 60),
    total % 60,
  );
}
