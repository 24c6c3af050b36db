import { describe, expect, it } from 'vitest';
import { parseBandwidth } from '../../electron/shared/bandwidth/timetable.js';
import { daysText, timetablePreview } from './timetable-preview.js';

const preview = (text: string) => timetablePreview(parseBandwidth(text));

describe('the timetable preview', () => {
  it.each([
    ['Mon-Fri,08:00,2M 18:00,off', 'Mon–Fri 08:00–18:00: 2 MiB/s; otherwise no limit'],
    ['08:00,512k 23:00,off', 'Every day 08:00–23:00: 512 KiB/s; otherwise no limit'],
    ['Sat-Sun,00:00,10M', 'Sat–Sun all day: 10 MiB/s; otherwise no limit'],
    // Friday's night ends at Saturday 00:00: Saturday is named by no entry.
    [
      'Mon-Fri,22:00,1M 06:00,off',
      'Mon–Thu 22:00–06:00: 1 MiB/s; Fri 22:00–24:00: 1 MiB/s; otherwise no limit',
    ],
    ['Mon-Fri,08:00,2M', 'Mon 08:00 to Sat 00:00: 2 MiB/s; otherwise no limit'],
    [
      'Mon-Fri,08:00,2M 18:00,off Sat,10:00,1M 14:00,off',
      'Mon–Fri 08:00–18:00: 2 MiB/s; Sat 10:00–14:00: 1 MiB/s; otherwise no limit',
    ],
    // A limit over midnight every day is one stretch, Sunday night included.
    ['22:00,1M 06:00,off', 'Every day 22:00–06:00: 1 MiB/s; otherwise no limit'],
    ['08:00,1M 18:00,4M', 'Every day 08:00–18:00: 1 MiB/s; Every day 18:00–08:00: 4 MiB/s'],
    ['Sat-10:00,1M', 'Sat 10:00–24:00: 1 MiB/s; otherwise no limit'],
    ['00:00,3M', '3 MiB/s at all times'],
    ['08:00,off', 'No limit at any time'],
    ['2M', '2 MiB/s at all times'],
    ['off', 'No limit'],
  ])('%s reads "%s"', (text, expected) => {
    expect(preview(text)).toBe(expected);
  });

  it('writes days as runs, one over Sunday too', () => {
    expect(daysText([0, 1, 2, 3, 4])).toBe('Mon–Fri');
    expect(daysText([0, 2])).toBe('Mon, Wed');
    expect(daysText([4, 5, 6, 0])).toBe('Fri–Mon');
    expect(daysText([6, 0, 1, 3])).toBe('Thu, Sun–Tue');
    expect(daysText([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
  });
});
