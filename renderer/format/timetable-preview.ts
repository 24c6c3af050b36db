/**
 * What an upload-limit setting means, in words: "Mon–Fri 08:00–18:00: 2 MiB/s; otherwise no limit".
 * The limits are not worked out here: the week is walked with the main process's own `limitAt`
 * (electron/shared/bandwidth/timetable.ts), so the preview says what the controller will do.
 */
import { rateLabel } from '../../electron/shared/bandwidth/rate.js';
import { weekdays } from '../../electron/shared/bandwidth/setting.js';
import { limitAt } from '../../electron/shared/bandwidth/timetable.js';
import type { BandwidthSetting } from '../../electron/shared/contract/bandwidth.js';

const minutesPerDay = 1440;
const minutesPerWeek = 7 * minutesPerDay;

/** Monday 8 January 2024, local time: a week in which no time zone changes its clocks. */
const weekStart = (minute: number) => new Date(2024, 0, 8, 0, minute);

/** A stretch of the week with one limit; `start` in minutes since Monday 00:00 (a stretch over Sunday midnight runs past the week). */
interface Stretch {
  start: number;
  length: number;
  limit: number | null;
}

/** The week as stretches of one limit each, as `limitAt` puts them in force. */
function weekStretches(setting: BandwidthSetting): Stretch[] {
  const stretches: Stretch[] = [];
  for (let minute = 0; minute < minutesPerWeek;) {
    const { limit, until } = limitAt(setting, weekStart(minute));
    const end = until
      ? Math.min(minutesPerWeek, Math.round((until.getTime() - weekStart(0).getTime()) / 60_000))
      : minutesPerWeek;
    stretches.push({ start: minute, length: end - minute, limit });
    minute = end;
  }
  // A limit in force over Sunday midnight is one stretch, not two.
  const first = stretches[0]!;
  const last = stretches[stretches.length - 1]!;
  if (stretches.length > 1 && first.limit === last.limit) {
    last.length += first.length;
    stretches.shift();
  }
  return stretches;
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const dayOf = (minute: number) => Math.floor(minute / minutesPerDay) % 7;

/** Days as runs: "Every day", "Mon–Fri", "Sat–Sun", "Mon, Wed", "Fri–Mon" (a run may wrap past Sunday). */
export function daysText(days: readonly number[]): string {
  const named = new Set(days);
  if (named.size === 7) return 'Every day';
  // Start from a day after a day not named, so a run over Sunday stays one run.
  const from = [0, 1, 2, 3, 4, 5, 6].find((day) => named.has(day) && !named.has((day + 6) % 7)) ?? 0;
  const runs: number[][] = [];
  for (let step = 0; step < 7; step++) {
    const day = (from + step) % 7;
    if (!named.has(day)) continue;
    const run = runs[runs.length - 1];
    if (run && (run[run.length - 1]! + 1) % 7 === day) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length === 1 ? weekdays[run[0]!] : `${weekdays[run[0]!]}–${weekdays[run[run.length - 1]!]}`,
    )
    .join(', ');
}

/** One line of the preview: the days it holds on, the times, the limit. */
interface Phrase {
  /** Where it starts first in the week, to order the lines. */
  first: number;
  days: number[];
  times: string;
  limit: number;
}

/** Limited stretches as phrases: those at the same times with the same limit on several days share one. */
function phrases(stretches: readonly Stretch[]): Phrase[] {
  const byKey = new Map<string, Phrase>();
  const add = (key: string, start: number, times: string, limit: number) => {
    const phrase = byKey.get(key);
    if (phrase) phrase.days.push(dayOf(start));
    else byKey.set(key, { first: start % minutesPerWeek, days: [dayOf(start)], times, limit });
  };
  for (const { start, length, limit } of stretches) {
    if (limit === null) continue;
    const at = start % minutesPerDay;
    if (at === 0 && length % minutesPerDay === 0) {
      for (let day = 0; day < length / minutesPerDay; day++) {
        add(`all day ${limit}`, start + day * minutesPerDay, 'all day', limit);
      }
    } else if (length < minutesPerDay) {
      const end = at + length;
      const times = `${clock(at)}–${end === minutesPerDay ? '24:00' : clock(end % minutesPerDay)}`;
      add(`${times} ${limit}`, start, times, limit);
    } else {
      const end = start + length;
      const times = `${clock(at)} to ${weekdays[dayOf(end)]} ${clock(end % minutesPerDay)}`;
      add(`${start} ${limit}`, start, times, limit);
    }
  }
  return [...byKey.values()].sort((a, b) => a.first - b.first);
}

/** What a setting puts in force over the week, in one sentence. */
export function timetablePreview(setting: BandwidthSetting): string {
  if (setting.kind === 'off') return 'No limit';
  if (setting.kind === 'limit') return `${rateLabel(setting.bytesPerSecond)} at all times`;
  const stretches = weekStretches(setting);
  if (stretches.length === 1) {
    const { limit } = stretches[0]!;
    return limit === null ? 'No limit at any time' : `${rateLabel(limit)} at all times`;
  }
  const lines = phrases(stretches).map(
    ({ days, times, limit }) => `${daysText(days)} ${times}: ${rateLabel(limit)}`,
  );
  const unlimited = stretches.some((stretch) => stretch.limit === null);
  return [...lines, ...(unlimited ? ['otherwise no limit'] : [])].join('; ');
}
