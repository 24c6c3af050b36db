import { describe, expect, it } from 'vitest';
import { zonedClock, type WallDateTime } from './wall-clock.js';

const wall = (text: string): WallDateTime => {
  const [year, month, day, hour, minute, second] = text.split(/[-T:]/).map(Number) as number[];
  return { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second! };
};
const instant = (zone: string, text: string) => zonedClock(zone).fromWall(wall(text)).toISOString();
const reading = (zone: string, iso: string) => {
  const { year, month, day, hour, minute, second } = zonedClock(zone).toWall(new Date(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:${two(second)}`;
};

/** Each market's zone with its two clock changes of 2026: forward in spring, back in autumn. */
const changes = [
  {
    zone: 'America/Chicago',
    // 8 Mar, 2:00 CST → 3:00 CDT; 1 Nov, 2:00 CDT → 1:00 CST.
    spring: {
      before: ['2026-03-08T01:59:59', '2026-03-08T07:59:59.000Z'],
      skipped: ['2026-03-08T02:30:00', '2026-03-08T08:30:00.000Z'],
      after: ['2026-03-08T03:00:00', '2026-03-08T08:00:00.000Z'],
    },
    autumn: {
      repeated: '2026-11-01T01:30:00',
      first: '2026-11-01T06:30:00.000Z',
      second: '2026-11-01T07:30:00.000Z',
      after: ['2026-11-01T02:00:00', '2026-11-01T08:00:00.000Z'],
    },
  },
  {
    zone: 'Europe/Berlin',
    // 29 Mar, 2:00 CET → 3:00 CEST; 25 Oct, 3:00 CEST → 2:00 CET.
    spring: {
      before: ['2026-03-29T01:59:59', '2026-03-29T00:59:59.000Z'],
      skipped: ['2026-03-29T02:30:00', '2026-03-29T01:30:00.000Z'],
      after: ['2026-03-29T03:00:00', '2026-03-29T01:00:00.000Z'],
    },
    autumn: {
      repeated: '2026-10-25T02:30:00',
      first: '2026-10-25T00:30:00.000Z',
      second: '2026-10-25T01:30:00.000Z',
      after: ['2026-10-25T03:00:00', '2026-10-25T02:00:00.000Z'],
    },
  },
  {
    zone: 'Europe/London',
    // 29 Mar, 1:00 GMT → 2:00 BST; 25 Oct, 2:00 BST → 1:00 GMT.
    spring: {
      before: ['2026-03-29T00:59:59', '2026-03-29T00:59:59.000Z'],
      skipped: ['2026-03-29T01:30:00', '2026-03-29T01:30:00.000Z'],
      after: ['2026-03-29T02:00:00', '2026-03-29T01:00:00.000Z'],
    },
    autumn: {
      repeated: '2026-10-25T01:30:00',
      first: '2026-10-25T00:30:00.000Z',
      second: '2026-10-25T01:30:00.000Z',
      after: ['2026-10-25T02:00:00', '2026-10-25T02:00:00.000Z'],
    },
  },
] as const;

describe.each(changes)('the wall clock of $zone', ({ zone, spring, autumn }) => {
  it('when the clocks go forward: the times either side of the gap as they are, a skipped time moved forward by the gap', () => {
    expect(instant(zone, spring.before[0])).toBe(spring.before[1]);
    expect(instant(zone, spring.after[0])).toBe(spring.after[1]);
    expect(instant(zone, spring.skipped[0])).toBe(spring.skipped[1]);
    expect(reading(zone, spring.skipped[1])).not.toBe(spring.skipped[0]);
  });

  it('when the clocks go back: the repeated hour is its first occurrence, though both read the same', () => {
    expect(reading(zone, autumn.first)).toBe(autumn.repeated);
    expect(reading(zone, autumn.second)).toBe(autumn.repeated);
    expect(instant(zone, autumn.repeated)).toBe(autumn.first);
    expect(instant(zone, autumn.after[0])).toBe(autumn.after[1]);
  });
});
