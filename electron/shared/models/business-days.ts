/**
 * A market's business calendar: its zone's wall clocks, and its business days (Monday to Friday, except
 * its holidays: holidays.ts).
 */
import type { MarketId } from './markets.js';
import { markets } from './markets.js';
import { isHoliday } from './holidays.js';
import { addDays, weekday, zonedClock, type WallDate, type ZonedClock } from './wall-clock.js';

export interface BusinessCalendar {
  readonly clock: ZonedClock;
  isBusinessDay(date: WallDate): boolean;
  /** The business day `count` business days after `date` (count ≥ 1), whatever `date` itself is. */
  addBusinessDays(date: WallDate, count: number): WallDate;
}

export function businessCalendar(market: MarketId): BusinessCalendar {
  const isBusinessDay = (date: WallDate): boolean => {
    const day = weekday(date);
    return day !== 0 && day !== 6 && !isHoliday(market, date);
  };
  return {
    clock: zonedClock(markets[market].timeZone),
    isBusinessDay,
    addBusinessDays(date, count) {
      let current = date;
      let left = count;
      while (left > 0) {
        current = addDays(current, 1);
        if (isBusinessDay(current)) left -= 1;
      }
      return current;
    },
  };
}
