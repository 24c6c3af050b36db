/**
 * The days each market's plant and carriers do not work, besides weekends.
 *
 * - US: the carrier holidays on which nothing ships (New Year's Day, Memorial Day, Independence Day,
 *   Labor Day, Thanksgiving, Christmas); one on a weekend is observed on the nearest weekday.
 * - UK: the bank holidays of England and Wales (New Year's Day, Good Friday, Easter Monday, the early
 *   May, spring and summer bank holidays, Christmas Day, Boxing Day); one on a weekend moves to the
 *   next weekday not already a holiday. One-off holidays are left out.
 * - Germany: the nationwide public holidays (Neujahr, Karfreitag, Ostermontag, Tag der Arbeit,
 *   Christi Himmelfahrt, Pfingstmontag, Tag der Deutschen Einheit, both days of Christmas); none moves.
 *
 * Which calendar the UK and German services keep is PrintDesk's choice (docs/service-facts.md §1.1).
 * The sandbox keeps these days, and the app counts business days on them (a need-by date from
 * "Arrive within N business days").
 */
import type { MarketId } from './markets.js';
import { addDays, sameDate, weekday, type WallDate } from './wall-clock.js';

function nthWeekdayOfMonth(year: number, month: number, dayOfWeek: number, nth: number): WallDate {
  const first = weekday({ year, month, day: 1 });
  return { year, month, day: 1 + ((dayOfWeek - first + 7) % 7) + (nth - 1) * 7 };
}

function lastWeekdayOfMonth(year: number, month: number, dayOfWeek: number): WallDate {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday({ year, month, day: daysInMonth });
  return { year, month, day: daysInMonth - ((last - dayOfWeek + 7) % 7) };
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): WallDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const isWeekend = (date: WallDate): boolean => weekday(date) === 0 || weekday(date) === 6;

/** US: Saturday's holiday on the Friday before, Sunday's on the Monday after. */
function nearestWeekday(date: WallDate): WallDate {
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return date;
}

/** UK: the holidays in order, each on a weekend moved to the next weekday not already taken. */
function substituted(dates: readonly WallDate[]): WallDate[] {
  const taken: WallDate[] = [];
  for (const date of dates) {
    let day = date;
    while (isWeekend(day) || taken.some((other) => sameDate(other, day))) day = addDays(day, 1);
    taken.push(day);
  }
  return taken;
}

const holidaysOfYear: Readonly<Record<MarketId, (year: number) => WallDate[]>> = {
  us: (year) => [
    nearestWeekday({ year, month: 1, day: 1 }),
    lastWeekdayOfMonth(year, 5, 1),
    nearestWeekday({ year, month: 7, day: 4 }),
    nthWeekdayOfMonth(year, 9, 1, 1),
    nthWeekdayOfMonth(year, 11, 4, 4),
    nearestWeekday({ year, month: 12, day: 25 }),
  ],
  uk: (year) => {
    const easter = easterSunday(year);
    return [
      ...substituted([{ year, month: 1, day: 1 }]),
      addDays(easter, -2),
      addDays(easter, 1),
      nthWeekdayOfMonth(year, 5, 1, 1),
      lastWeekdayOfMonth(year, 5, 1),
      lastWeekdayOfMonth(year, 8, 1),
      ...substituted([
        { year, month: 12, day: 25 },
        { year, month: 12, day: 26 },
      ]),
    ];
  },
  de: (year) => {
    const easter = easterSunday(year);
    return [
      { year, month: 1, day: 1 },
      addDays(easter, -2),
      addDays(easter, 1),
      { year, month: 5, day: 1 },
      addDays(easter, 39),
      addDays(easter, 50),
      { year, month: 10, day: 3 },
      { year, month: 12, day: 25 },
      { year, month: 12, day: 26 },
    ];
  },
};

/** Whether the date is one of the market's holidays (a US New Year's Day on a Saturday falls in the year before). */
export function isHoliday(market: MarketId, date: WallDate): boolean {
  const holidays = holidaysOfYear[market];
  return [...holidays(date.year), ...holidays(date.year + 1)].some((holiday) => sameDate(holiday, date));
}
