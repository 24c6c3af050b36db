/**
 * Business days of the print plant: Monday to Friday, except the carrier holidays on which
 * nothing ships (New Year's Day, Memorial Day, Independence Day, Labor Day, Thanksgiving,
 * Christmas; a holiday on a weekend is observed on the nearest weekday).
 */
import { addDays, weekday } from './central-time.js';
import type { CentralDate } from './central-time.js';

function nthWeekdayOfMonth(year: number, month: number, dayOfWeek: number, nth: number): number {
  const first = weekday({ year, month, day: 1 });
  return 1 + ((dayOfWeek - first + 7) % 7) + (nth - 1) * 7;
}

function lastWeekdayOfMonth(year: number, month: number, dayOfWeek: number): number {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday({ year, month, day: daysInMonth });
  return daysInMonth - ((last - dayOfWeek + 7) % 7);
}

function observed(date: CentralDate): CentralDate {
  const day = weekday(date);
  if (day === 6) return addDays(date, -1);
  if (day === 0) return addDays(date, 1);
  return date;
}

function holidaysOf(year: number): CentralDate[] {
  return [
    observed({ year, month: 1, day: 1 }),
    { year, month: 5, day: lastWeekdayOfMonth(year, 5, 1) },
    observed({ year, month: 7, day: 4 }),
    { year, month: 9, day: nthWeekdayOfMonth(year, 9, 1, 1) },
    { year, month: 11, day: nthWeekdayOfMonth(year, 11, 4, 4) },
    observed({ year, month: 12, day: 25 }),
  ];
}

function sameDate(a: CentralDate, b: CentralDate): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

export function isHoliday(date: CentralDate): boolean {
  // New Year's Day on a Saturday is observed on the last day of the year before.
  return [...holidaysOf(date.year), ...holidaysOf(date.year + 1)].some((holiday) => sameDate(holiday, date));
}

export function isBusinessDay(date: CentralDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !isHoliday(date);
}

/** The business day `count` business days after `date` (count ≥ 1), whatever `date` itself is. */
export function addBusinessDays(date: CentralDate, count: number): CentralDate {
  let current = date;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}
