import { describe, expect, it } from 'vitest';
import { businessCalendar } from '../../shared/models/business-days.js';
import { easterSunday, isHoliday } from '../../shared/models/holidays.js';
import { formatLocal } from './zoned-time.js';

describe('the markets’ holidays', () => {
  it('finds Easter Sunday', () => {
    expect([2024, 2025, 2026, 2027].map(easterSunday)).toEqual([
      { year: 2024, month: 3, day: 31 },
      { year: 2025, month: 4, day: 20 },
      { year: 2026, month: 4, day: 5 },
      { year: 2027, month: 3, day: 28 },
    ]);
  });

  it('moves a British Christmas on a weekend to the next weekdays not taken', () => {
    // 2027: Christmas on a Saturday, Boxing Day on a Sunday: Monday 27 and Tuesday 28 instead.
    const december = (day: number) => isHoliday('uk', { year: 2027, month: 12, day });
    expect([25, 26, 27, 28, 29].map(december)).toEqual([false, false, true, true, false]);
  });

  it('keeps each country’s own days', () => {
    const october3 = { year: 2026, month: 10, day: 3 };
    const ascension = { year: 2026, month: 5, day: 14 };
    const thanksgiving = { year: 2026, month: 11, day: 26 };
    const summerBank = { year: 2026, month: 8, day: 31 };
    expect([october3, ascension, thanksgiving, summerBank].map((day) => isHoliday('de', day))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([october3, ascension, thanksgiving, summerBank].map((day) => isHoliday('uk', day))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(isHoliday('us', thanksgiving)).toBe(true);
  });
});

describe('a market’s clock', () => {
  it('reads and sets wall times in the market’s zone, summer and winter', () => {
    const london = businessCalendar('uk').clock;
    const berlin = businessCalendar('de').clock;
    const at = { year: 2026, month: 1, day: 15, hour: 21, minute: 0, second: 0 };
    expect(london.fromWall(at).toISOString()).toBe('2026-01-15T21:00:00.000Z');
    expect(berlin.fromWall(at).toISOString()).toBe('2026-01-15T20:00:00.000Z');
    expect(berlin.fromWall({ ...at, month: 7 }).toISOString()).toBe('2026-07-15T19:00:00.000Z');
    expect(formatLocal(london.toWall(new Date('2026-07-15T19:00:00Z')))).toBe('2026-07-15T20:00:00');
  });

  it('takes the first reading of an hour that repeats when the clocks go back, as the app reads it', () => {
    const central = businessCalendar('us').clock;
    const repeated = { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 };
    expect(central.fromWall(repeated).toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });
});
