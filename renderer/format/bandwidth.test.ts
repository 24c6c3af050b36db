import { afterEach, describe, expect, it } from 'vitest';
import type { BandwidthStatus } from '../../electron/shared/contract/bandwidth.js';
import { localIso } from '../../electron/shared/bandwidth/pause.js';
import { bandwidthSummaryText, limitInForceLabel } from './bandwidth.js';
import { setAppLocale } from './intl.js';

const MiB = 1024 * 1024;
const now = new Date(2026, 10, 24, 14, 5);
const status = (changes: Partial<BandwidthStatus>): BandwidthStatus => ({
  setting: { kind: 'off' },
  text: 'off',
  source: 'settings',
  limit: null,
  rateBytesPerSecond: 0,
  pause: null,
  ...changes,
});

describe('the bandwidth summary', () => {
  it('says the limit in force and the rate now', () => {
    const limited = {
      setting: { kind: 'limit', bytesPerSecond: 2 * MiB },
      text: '2M',
      limit: 2 * MiB,
    } as const;
    expect(bandwidthSummaryText(status({ ...limited, rateBytesPerSecond: 1.9 * MiB }), now)).toBe(
      'Limited to 2 MiB/s · 1.9 MiB/s now',
    );
    expect(bandwidthSummaryText(status(limited), now)).toBe('Limited to 2 MiB/s');
    expect(bandwidthSummaryText(status({ rateBytesPerSecond: 12 * MiB }), now)).toBe('No limit · 12 MiB/s');
    expect(bandwidthSummaryText(status({}), now)).toBe('No limit');
  });

  it('says until when uploads are paused', () => {
    const midnight = localIso(new Date(2026, 10, 25));
    expect(bandwidthSummaryText(status({ pause: { until: midnight } }), now)).toBe(
      'Paused until tomorrow 00:00',
    );
    expect(
      bandwidthSummaryText(status({ pause: { until: localIso(new Date(2026, 10, 24, 15, 5)) } }), now),
    ).toBe('Paused until 15:05');
    expect(bandwidthSummaryText(status({ pause: { until: 'resumed-by-hand' } }), now)).toBe(
      'Paused until resumed',
    );
  });

  it('says until when a timetable keeps the limit', () => {
    const until = new Date(2026, 10, 24, 18, 0).toISOString();
    expect(limitInForceLabel(status({ limit: 2 * MiB, limitUntil: until }), now)).toBe('2 MiB/s until 18:00');
    expect(limitInForceLabel(status({}), now)).toBe('no limit');
  });

  describe('in German', () => {
    afterEach(() => setAppLocale('en', 'en'));

    it('says the limit, the pause and the limit in force in German', () => {
      setAppLocale('de', 'de-DE');
      expect(bandwidthSummaryText(status({ limit: 2 * MiB, rateBytesPerSecond: 2 * MiB }), now)).toBe(
        'Begrenzt auf 2 MiB/s · 2 MiB/s aktuell',
      );
      expect(bandwidthSummaryText(status({}), now)).toBe('Kein Limit');
      const midnight = localIso(new Date(2026, 10, 25));
      expect(bandwidthSummaryText(status({ pause: { until: midnight } }), now)).toBe(
        'Angehalten bis morgen 00:00',
      );
      const until = new Date(2026, 10, 24, 18, 0).toISOString();
      expect(limitInForceLabel(status({ limitUntil: until }), now)).toBe('kein Limit bis 18:00');
    });
  });
});
