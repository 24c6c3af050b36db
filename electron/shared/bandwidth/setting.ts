/**
 * The upload-rate setting and the pause as the settings file keeps them: defined once, here (zod
 * only, environment-neutral), and used by the settings schema, the IPC contract, the grammar
 * (timetable.ts) and the controller. The grammar and its meaning are in docs/bandwidth.md.
 */
import { z } from 'zod';

/** The lowest and highest limits (bytes per second): 1 KiB/s, 1 TiB/s. */
export const minUploadRate = 1024;
export const maxUploadRate = 1024 ** 4;

/** Bytes per second. */
export const UploadRate = z.int().min(minUploadRate).max(maxUploadRate);

export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const Weekday = z.enum(weekdays);
export type Weekday = z.infer<typeof Weekday>;

/** "HH:MM", 00:00 to 23:59, local time. */
export const TimeOfDay = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Write times as HH:MM, 00:00 to 23:59.');

/** Days `from` to `to`, wrapping past Sunday (`Fri`–`Mon` is Fri, Sat, Sun, Mon); one day when they are equal. */
export const DayRange = z.strictObject({ from: Weekday, to: Weekday });
export type DayRange = z.infer<typeof DayRange>;

/** One change of the timetable: at `at` on each of `days` (every day when absent) the limit becomes `limit` (null: none). */
export const TimetableEntry = z.strictObject({
  days: DayRange.optional(),
  at: TimeOfDay,
  limit: UploadRate.nullable(),
});
export type TimetableEntry = z.infer<typeof TimetableEntry>;

/** The days of a range as indexes (Mon 0 … Sun 6), in order from `from`. */
export function daysOf(range: DayRange | undefined): number[] {
  if (!range) return [0, 1, 2, 3, 4, 5, 6];
  const from = weekdays.indexOf(range.from);
  const count = ((weekdays.indexOf(range.to) - from + 7) % 7) + 1;
  return Array.from({ length: count }, (_, i) => (from + i) % 7);
}

/** Minutes since midnight of an "HH:MM". */
export function minuteOfDay(at: string): number {
  return Number(at.slice(0, 2)) * 60 + Number(at.slice(3, 5));
}

/** The first day and time two entries both set, as "Mon 08:00", or undefined. */
export function repeatedChange(entries: readonly TimetableEntry[]): string | undefined {
  const seen = new Set<number>();
  for (const entry of entries) {
    const minute = minuteOfDay(entry.at);
    for (const day of daysOf(entry.days)) {
      const key = day * 1440 + minute;
      if (seen.has(key)) return `${weekdays[day]} ${entry.at}`;
      seen.add(key);
    }
  }
  return undefined;
}

/**
 * The whole app's upload limit: none, one rate, or a weekly timetable of rates (docs/bandwidth.md
 * says what applies between its entries and on the days it does not name).
 */
export const BandwidthSetting = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('off') }),
  z.strictObject({ kind: z.literal('limit'), bytesPerSecond: UploadRate }),
  z.strictObject({
    kind: z.literal('timetable'),
    entries: z
      .array(TimetableEntry)
      .min(1)
      .max(200)
      .superRefine((entries, ctx) => {
        const repeated = repeatedChange(entries);
        if (repeated) ctx.addIssue({ code: 'custom', message: `${repeated} is given twice.` });
      }),
  }),
]);
export type BandwidthSetting = z.infer<typeof BandwidthSetting>;

/** Until when hot folders are paused: a time (ISO 8601 with its offset) or until the user resumes them. */
export const PauseUntil = z.union([z.iso.datetime({ offset: true }), z.literal('resumed-by-hand')]);
export type PauseUntil = z.infer<typeof PauseUntil>;

export const PauseSetting = z.strictObject({ until: PauseUntil });
export type PauseSetting = z.infer<typeof PauseSetting>;

/** What a user asks for: a number of minutes, until tomorrow (the next local midnight), or until resumed. */
export const PauseRequest = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('for'),
    minutes: z
      .int()
      .min(1)
      .max(7 * 24 * 60),
  }),
  z.strictObject({ kind: z.literal('until-tomorrow') }),
  z.strictObject({ kind: z.literal('until-resumed') }),
]);
export type PauseRequest = z.infer<typeof PauseRequest>;
