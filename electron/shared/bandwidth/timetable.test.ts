import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BandwidthSetting } from './setting.js';
import { BandwidthSyntaxError, formatBandwidth, limitAt, parseBandwidth } from './timetable.js';

const MiB = 1024 * 1024;
const KiB = 1024;

// 2025-03-03 is a Monday. Local times, whatever the machine's zone.
const at = (day: number, hh: number, mm = 0) => new Date(2025, 2, 3 + day, hh, mm);
const [Mon, Tue, Wed, Thu, Fri, Sat, Sun] = [0, 1, 2, 3, 4, 5, 6] as const;

describe('parseBandwidth: one rate', () => {
  it('reads a rate or off', () => {
    expect(parseBandwidth('2M')).toEqual({ kind: 'limit', bytesPerSecond: 2 * MiB });
    expect(parseBandwidth('off')).toEqual({ kind: 'off' });
    expect(parseBandwidth(' 0 ')).toEqual({ kind: 'off' });
  });
});

describe('parseBandwidth: timetables', () => {
  it('reads the issue example: a day group and a bare entry that joins it', () => {
    expect(parseBandwidth('Mon-Fri,08:00,2M 18:00,off')).toEqual({
      kind: 'timetable',
      entries: [
        { days: { from: 'Mon', to: 'Fri' }, at: '08:00', limit: 2 * MiB },
        { days: { from: 'Mon', to: 'Fri' }, at: '18:00', limit: null },
      ],
    });
  });

  it('reads rclone daily entries, semicolons and one-digit hours', () => {
    expect(parseBandwidth('8:00,512k;12:00,10M  23:00,off')).toEqual({
      kind: 'timetable',
      entries: [
        { at: '08:00', limit: 512 * KiB },
        { at: '12:00', limit: 10 * MiB },
        { at: '23:00', limit: null },
      ],
    });
  });

  it("reads rclone's Day-HH:MM entries, which do not start a group", () => {
    expect(parseBandwidth('Sat,10:00,1M Mon-00:00,512 20:00,off')).toEqual({
      kind: 'timetable',
      entries: [
        { days: { from: 'Sat', to: 'Sat' }, at: '10:00', limit: MiB },
        { days: { from: 'Mon', to: 'Mon' }, at: '00:00', limit: 512 * KiB },
        // Joins the Sat group: the rclone entry before it did not open one.
        { days: { from: 'Sat', to: 'Sat' }, at: '20:00', limit: null },
      ],
    });
  });

  it('reads full day names in any case, and ranges that wrap past Sunday', () => {
    expect(parseBandwidth('friday-MON,22:00,1M 06:00,off').kind).toBe('timetable');
    const setting = parseBandwidth('Fri-Mon,22:00,1M');
    expect(setting).toEqual({
      kind: 'timetable',
      entries: [{ days: { from: 'Fri', to: 'Mon' }, at: '22:00', limit: MiB }],
    });
  });

  it.each([
    [
      '2M 18:00,off',
      '"2M" has no time: in a timetable every entry is HH:MM,RATE, Day-HH:MM,RATE or Days,HH:MM,RATE (e.g. Mon-Fri,08:00,2M).',
    ],
    [
      'Mon-Fri,08:00',
      '"Mon-Fri,08:00" has no rate: write HH:MM,RATE, Day-HH:MM,RATE or Days,HH:MM,RATE (e.g. Mon-Fri,08:00,2M).',
    ],
    [
      'Mon-Fri,08:00,2M,x',
      '"Mon-Fri,08:00,2M,x" is not a timetable entry: write HH:MM,RATE, Day-HH:MM,RATE or Days,HH:MM,RATE (e.g. Mon-Fri,08:00,2M).',
    ],
    ['Mon-Fri,8h,2M', 'In "Mon-Fri,8h,2M": "8h" is not a time of day. Write HH:MM, from 00:00 to 23:59.'],
    ['24:00,2M', 'In "24:00,2M": "24:00" is not a time of day. Write HH:MM, from 00:00 to 23:59.'],
    ['08:60,2M', 'In "08:60,2M": "08:60" is not a time of day. Write HH:MM, from 00:00 to 23:59.'],
    [
      'Mon-Fry,08:00,2M',
      'In "Mon-Fry,08:00,2M": "Fry" is not a day. Use Mon, Tue, Wed, Thu, Fri, Sat or Sun.',
    ],
    [
      'Mon-Wed-Fri,08:00,2M',
      'In "Mon-Wed-Fri,08:00,2M": "Mon-Wed-Fri" is not a day or a range of days such as Mon-Fri.',
    ],
    ['Xyz-08:00,2M', 'In "Xyz-08:00,2M": "Xyz" is not a day. Use Mon, Tue, Wed, Thu, Fri, Sat or Sun.'],
    ['08:00,2X', 'In "08:00,2X": "2X" is not a rate: "X" is not a unit.'],
    ['08:00,100B', 'In "08:00,100B": "100B" is below the lowest limit'],
    [
      'Mon-Fri,08:00,2M Wed,08:00,1M',
      'Wed 08:00 is given twice in the timetable: give each day and time once.',
    ],
    ['08:00,2M Sun-08:00,1M', 'Sun 08:00 is given twice in the timetable'],
    ['', 'Give an upload rate (e.g. 2M) or a timetable.'],
  ])('refuses %j, saying what is wrong', (text, message) => {
    expect(() => parseBandwidth(text)).toThrow(BandwidthSyntaxError);
    expect(() => parseBandwidth(text)).toThrow(message);
  });

  it('refuses more than 200 entries', () => {
    const many = Array.from(
      { length: 201 },
      (_, i) => `${String(i % 24).padStart(2, '0')}:${String(Math.floor(i / 24)).padStart(2, '0')},1M`,
    );
    expect(() => parseBandwidth(many.join(' '))).toThrow('A timetable can have at most 200 entries.');
  });
});

describe('formatBandwidth', () => {
  it.each([
    'off',
    '2M',
    '500k',
    'Mon-Fri,08:00,2M 18:00,off',
    '08:00,512k 12:00,10M 23:00,off',
    '00:30,1M Sat-Sun,10:00,off 20:00,2M Mon,09:00,1.5M',
    'Fri-Mon,22:00,1M 06:00,off',
  ])('writes %j back as it reads', (text) => {
    expect(formatBandwidth(parseBandwidth(text))).toBe(text);
  });

  it('puts every-day entries first, since bare entries after a group join it', () => {
    const entries = [
      { days: { from: 'Sat', to: 'Sat' }, at: '10:00', limit: MiB },
      { at: '08:00', limit: null },
    ] as const;
    const setting = BandwidthSetting.parse({ kind: 'timetable', entries });
    const text = formatBandwidth(setting);
    expect(text).toBe('08:00,off Sat,10:00,1M');
    expect(parseBandwidth(text)).toEqual({
      kind: 'timetable',
      entries: [entries[1], entries[0]],
    });
  });
});

describe('limitAt', () => {
  const weekdays = parseBandwidth('Mon-Fri,08:00,2M 18:00,off');

  it('limits weekdays 08:00–18:00 and nothing else, saying until when', () => {
    expect(limitAt(weekdays, at(Mon, 7, 59))).toEqual({ limit: null, until: at(Mon, 8) });
    expect(limitAt(weekdays, at(Mon, 8))).toEqual({ limit: 2 * MiB, until: at(Mon, 18) });
    expect(limitAt(weekdays, at(Wed, 17, 59))).toEqual({ limit: 2 * MiB, until: at(Wed, 18) });
    expect(limitAt(weekdays, at(Wed, 18))).toEqual({ limit: null, until: at(Thu, 8) });
    expect(limitAt(weekdays, at(Fri, 20))).toEqual({ limit: null, until: at(Mon + 7, 8) });
    expect(limitAt(weekdays, at(Sat, 12))).toEqual({ limit: null, until: at(Mon + 7, 8) });
    expect(limitAt(weekdays, at(Sun, 23, 59))).toEqual({ limit: null, until: at(Mon + 7, 8) });
  });

  it('gives no limit on the days no entry names, from 00:00', () => {
    const weekend = parseBandwidth('Sat-Sun,00:00,10M');
    expect(limitAt(weekend, at(Sat, 0))).toEqual({ limit: 10 * MiB, until: at(Mon + 7, 0) });
    expect(limitAt(weekend, at(Tue, 3))).toEqual({ limit: null, until: at(Sat, 0) });
  });

  it('holds a limit across midnight until the next change', () => {
    const nights = parseBandwidth('Mon-Fri,22:00,1M 06:00,off');
    expect(limitAt(nights, at(Mon, 23))).toEqual({ limit: MiB, until: at(Tue, 6) });
    expect(limitAt(nights, at(Tue, 3))).toEqual({ limit: MiB, until: at(Tue, 6) });
    // Friday's night ends at Saturday's 00:00: Saturday is not named.
    expect(limitAt(nights, at(Fri, 23))).toEqual({ limit: MiB, until: at(Sat, 0) });
    expect(limitAt(nights, at(Mon, 3))).toEqual({ limit: null, until: at(Mon, 22) });
  });

  it('repeats daily entries every day, wrapping past midnight as rclone does', () => {
    const daily = parseBandwidth('08:00,512k 23:00,off');
    expect(limitAt(daily, at(Sun, 12))).toEqual({ limit: 512 * KiB, until: at(Sun, 23) });
    expect(limitAt(daily, at(Mon, 2))).toEqual({ limit: null, until: at(Mon, 8) });
  });

  it('says no end when the limit never changes', () => {
    expect(limitAt(parseBandwidth('2M'), at(Mon, 9))).toEqual({ limit: 2 * MiB });
    expect(limitAt(parseBandwidth('off'), at(Mon, 9))).toEqual({ limit: null });
    expect(limitAt(parseBandwidth('08:00,1M 18:00,1M'), at(Mon, 9))).toEqual({ limit: MiB });
  });

  it('skips changes to the same limit when saying until when', () => {
    const steps = parseBandwidth('08:00,1M 12:00,1M 18:00,off');
    expect(limitAt(steps, at(Mon, 9))).toEqual({ limit: MiB, until: at(Mon, 18) });
  });
});

describe('limitAt across a change of daylight saving time', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Europe/Berlin';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('switches at the wall-clock time on the day the clocks go forward', () => {
    // 2025-03-30 is a Sunday: 02:00 became 03:00 in Berlin.
    const setting = parseBandwidth('Sun,01:00,1M 08:00,off');
    const before = new Date(2025, 2, 30, 1, 30);
    const result = limitAt(setting, before);
    expect(result.limit).toBe(MiB);
    expect(result.until?.getHours()).toBe(8);
    expect(result.until!.getTime() - before.getTime()).toBe(5.5 * 3600_000);
  });
});
