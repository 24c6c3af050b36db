import { describe, expect, it } from 'vitest';
import { serviceInstant } from '../../i18n/service-time.js';
import type { MarketId } from '../../shared/models/markets.js';
import type { WallDateTime } from '../../shared/models/wall-clock.js';
import { businessCalendar } from '../../shared/models/business-days.js';
import { formatLocal } from './zoned-time.js';

/** Every quarter hour of a day, as the sandbox's business calendar may set a time on it. */
function quarterHours(day: string): WallDateTime[] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Array.from({ length: 96 }, (_, i) => ({
    year,
    month,
    day: date,
    hour: Math.floor(i / 4),
    minute: (i % 4) * 15,
    second: 0,
  }));
}

describe('a market’s clock and the app’s reading of the times it sets', () => {
  // Each market's two clock changes of 2026: forward in spring, back in autumn (the hour that repeats).
  it.each([
    ['us', 'America/Chicago', '2026-03-08', '2026-11-01'],
    ['de', 'Europe/Berlin', '2026-03-29', '2026-10-25'],
    ['uk', 'Europe/London', '2026-03-29', '2026-10-25'],
  ] as const)(
    'agree on every time of both clock-change days in %s (%s)',
    (market: MarketId, zone, spring, autumn) => {
      const { clock } = businessCalendar(market);
      expect(clock.zone).toBe(zone);
      for (const time of [...quarterHours(spring), ...quarterHours(autumn)]) {
        // What the wire carries (a zone-less local time) is read back as the instant the sandbox meant.
        const wire = formatLocal(time);
        expect([wire, serviceInstant(wire, zone)?.toISOString()]).toEqual([
          wire,
          clock.fromWall(time).toISOString(),
        ]);
      }
    },
  );
});
