import { describe, expect, it } from 'vitest';
import { localIso, parsePauseText, pauseEnd, pauseFrom } from './pause.js';
import { PauseSetting } from './setting.js';

describe('parsePauseText', () => {
  it.each([
    ['on', { kind: 'until-resumed' }],
    ['ON', { kind: 'until-resumed' }],
    ['tomorrow', { kind: 'until-tomorrow' }],
    ['1h', { kind: 'for', minutes: 60 }],
    ['90m', { kind: 'for', minutes: 90 }],
    ['2h30m', { kind: 'for', minutes: 150 }],
    ['168h', { kind: 'for', minutes: 10080 }],
  ])('reads %s', (text, request) => {
    expect(parsePauseText(text)).toEqual(request);
  });

  it.each([
    ['', 'is not a pause: write a duration such as 30m, 1h or 2h30m, tomorrow, or on (until resumed).'],
    ['1 hour', '"1 hour" is not a pause'],
    ['1d', '"1d" is not a pause'],
    ['0m', '"0m": a pause lasts from 1 minute to 7 days (168h); use on to pause until resumed.'],
    ['169h', '"169h": a pause lasts from 1 minute to 7 days'],
  ])('refuses %j', (text, message) => {
    expect(() => parsePauseText(text)).toThrow(message);
  });
});

describe('pauseFrom', () => {
  const now = new Date(2025, 2, 4, 14, 5, 30);

  it('ends an hour later, at tomorrow’s midnight, or never', () => {
    const hour = pauseFrom({ kind: 'for', minutes: 60 }, now);
    expect(pauseEnd(hour)).toBe(now.getTime() + 3600_000);
    const tomorrow = pauseFrom({ kind: 'until-tomorrow' }, now);
    expect(pauseEnd(tomorrow)).toBe(new Date(2025, 2, 5).getTime());
    expect(pauseFrom({ kind: 'until-resumed' }, now)).toEqual({ until: 'resumed-by-hand' });
    expect(pauseEnd({ until: 'resumed-by-hand' })).toBeNull();
  });

  it('writes times the settings schema takes, with the local offset', () => {
    const hour = pauseFrom({ kind: 'for', minutes: 60 }, now);
    expect(PauseSetting.parse(hour)).toEqual(hour);
    expect(localIso(now)).toMatch(/^2025-03-04T14:05:30[+-]\d\d:\d\d$/);
  });
});
