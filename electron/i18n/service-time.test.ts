import { describe, expect, it } from 'vitest';
import { createAppIntl } from './intl.js';
import { serviceDate, serviceInstant, serviceTimeText } from './service-time.js';

const iso = (value: string, zone: string) => serviceInstant(value, zone)?.toISOString() ?? null;

describe('serviceInstant', () => {
  it("reads a zone-less time as the market's wall clock, in winter and in summer", () => {
    expect(iso('2026-01-15T14:00:00', 'America/Chicago')).toBe('2026-01-15T20:00:00.000Z');
    expect(iso('2026-07-15T14:00:00', 'America/Chicago')).toBe('2026-07-15T19:00:00.000Z');
    expect(iso('2026-07-15T14:00:00', 'Europe/Berlin')).toBe('2026-07-15T12:00:00.000Z');
    expect(iso('2026-01-15T14:00:00', 'Europe/London')).toBe('2026-01-15T14:00:00.000Z');
    expect(iso('2026-01-15T14:00:00.1234567', 'America/Chicago')).toBe('2026-01-15T20:00:00.123Z');
    expect(iso('2026-01-15', 'Europe/Berlin')).toBe('2026-01-14T23:00:00.000Z');
  });

  it('takes the first of an hour that happens twice and moves a skipped hour forward', () => {
    // Chicago: back from CDT to CST at 2:00 on 1 Nov 2026; forward from CST to CDT at 2:00 on 8 Mar 2026.
    expect(iso('2026-11-01T01:30:00', 'America/Chicago')).toBe('2026-11-01T06:30:00.000Z');
    expect(iso('2026-03-08T02:30:00', 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    expect(iso('2026-03-08T03:30:00', 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    expect(iso('2026-03-29T02:30:00', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026-10-25T02:30:00', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('keeps a timestamp that names its zone, and refuses the absent, the "never" and the unreadable', () => {
    expect(iso('2026-01-15T14:00:00Z', 'America/Chicago')).toBe('2026-01-15T14:00:00.000Z');
    expect(iso('2026-01-15T14:00:00+01:00', 'America/Chicago')).toBe('2026-01-15T13:00:00.000Z');
    expect(serviceInstant(null, 'America/Chicago')).toBeNull();
    expect(serviceInstant('0001-01-01T00:00:00', 'America/Chicago')).toBeNull();
    expect(serviceInstant('soon', 'America/Chicago')).toBeNull();
    expect(serviceInstant('2026-02-30T10:00:00', 'America/Chicago')).toBeNull();
  });
});

describe('serviceTimeText', () => {
  const en = createAppIntl('en');
  const de = createAppIntl('de');
  const berlin = { serviceTimeZone: 'America/Chicago', buyerTimeZone: 'Europe/Berlin' } as const;

  it("says a zone-less cutoff in the market's zone and the buyer's, named", () => {
    expect(serviceTimeText(en, '2026-01-15T14:00:00', { ...berlin, show: 'time' })).toBe(
      '2:00 PM Central Time (9:00 PM your time, GMT+1)',
    );
    expect(serviceTimeText(de, '2026-01-15T14:00:00', { ...berlin, show: 'dateTime' })).toBe(
      'Do., 15. Jan., 14:00 Nordamerikanische Zentralzeit (Do., 15. Jan., 21:00 Ihre Zeit, MEZ)',
    );
    expect(serviceTimeText(en, null, { ...berlin, show: 'date' })).toBeNull();
  });

  it('says a date once, as the day it is where it happens, in any zone of the reader', () => {
    // A delivery date, zone-less: the recipient's day, whatever zone the buyer or the service is in.
    for (const buyerTimeZone of ['Europe/Berlin', 'Pacific/Auckland', 'America/Los_Angeles', 'UTC'])
      expect(
        serviceTimeText(en, '2026-12-08T23:59:00', {
          serviceTimeZone: 'America/Chicago',
          buyerTimeZone,
          show: 'date',
        }),
      ).toBe('Tue, Dec 8');
    expect(serviceTimeText(de, '2026-12-08T00:00:00', { ...berlin, show: 'date' })).toBe('Di., 8. Dez.');
    // A ship date, an instant at the end of the service's business day: that day in the service's zone.
    expect(serviceTimeText(en, '2026-12-09T05:59:59Z', { ...berlin, show: 'date' })).toBe('Tue, Dec 8');
    expect(serviceDate('2026-02-30T00:00:00', 'America/Chicago')).toBeNull();
  });
});
