/** Sizes in the buyer's units and times with their zones, in both languages (real Intl, real CLDR data). */
import { describe, expect, it } from 'vitest';
import { createAppIntl } from './intl.js';
import { sizeText } from './sizes.js';
import { zonedTimeText } from './zoned-time.js';

const en = createAppIntl('en');
const de = createAppIntl('de');

describe('sizes in the buyer’s units', () => {
  it('puts the market’s system first, named by its paper, and the other after it', () => {
    const a4 = { width: 595.28, height: 841.89, unit: 'pt' } as const;
    expect(sizeText(en, a4, 'metric')).toBe('210 × 297 mm (A4) · 8.27 × 11.69 in');
    expect(sizeText(de, a4, 'metric')).toBe('210 × 297 mm (A4) · 8,27 × 11,69 in');
    const letter = { width: 8.5, height: 11, unit: 'in' } as const;
    expect(sizeText(en, letter, 'imperial')).toBe('8.5 × 11 in (Letter) · 215.9 × 279.4 mm');
    expect(sizeText(de, letter, 'imperial')).toBe('8,5 × 11 in (Letter) · 215,9 × 279,4 mm');
  });

  it('names no paper a metric market does not: no Letter in Germany', () => {
    const letter = { width: 612, height: 792, unit: 'pt' } as const;
    expect(sizeText(de, letter, 'metric')).toBe('215,9 × 279,4 mm · 8,5 × 11 in');
  });

  it('names no paper for a size that is none', () => {
    expect(sizeText(en, { width: 100, height: 150, unit: 'mm' }, 'metric')).toBe(
      '100 × 150 mm · 3.94 × 5.91 in',
    );
  });
});

describe('times with their zones', () => {
  // 14:00 in Chicago on a winter day is 21:00 in Berlin.
  const cutoff = new Date('2026-01-15T20:00:00Z');
  const berlin = { serviceTimeZone: 'America/Chicago', buyerTimeZone: 'Europe/Berlin' } as const;

  it('says the service’s time and zone and the buyer’s', () => {
    expect(zonedTimeText(de, cutoff, { ...berlin, show: 'time' })).toBe(
      '14:00 Nordamerikanische Zentralzeit (21:00 Ihre Zeit, MEZ)',
    );
    expect(zonedTimeText(en, cutoff, { ...berlin, show: 'time' })).toBe(
      '2:00 PM Central Time (9:00 PM your time, GMT+1)',
    );
  });

  it('says the time once when the buyer is in the service’s zone', () => {
    expect(
      zonedTimeText(en, cutoff, {
        serviceTimeZone: 'America/Chicago',
        buyerTimeZone: 'America/Chicago',
        show: 'time',
      }),
    ).toBe('2:00 PM Central Time');
  });

  it('gives a day and its time on both calendars when they differ', () => {
    const late = new Date('2026-01-16T05:30:00Z'); // Thu 23:30 in Chicago, Fri 06:30 in Berlin
    expect(zonedTimeText(en, late, { ...berlin, show: 'dateTime' })).toBe(
      'Thu, Jan 15, 11:30 PM Central Time (Fri, Jan 16, 6:30 AM your time, GMT+1)',
    );
  });
});
