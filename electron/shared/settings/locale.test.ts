import { describe, expect, it } from 'vitest';
import { pickLocale, preferredOfEnvironment, resolveLocale } from './locale.js';

describe('the app locale', () => {
  it('is German for any de*, English for en* and for languages PrintDesk does not speak', () => {
    expect(pickLocale(['de-DE'])).toBe('de');
    expect(pickLocale(['de_AT.UTF-8'])).toBe('de');
    expect(pickLocale(['fr-FR', 'de-CH', 'en'])).toBe('de');
    expect(pickLocale(['fr-FR', 'en-GB', 'de'])).toBe('en');
    expect(pickLocale(['fr-FR'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('follows the system only when the setting says so', () => {
    expect(resolveLocale('system', ['de-DE'])).toBe('de');
    expect(resolveLocale('en', ['de-DE'])).toBe('en');
    expect(resolveLocale('de', ['en-US'])).toBe('de');
  });

  it('reads LC_ALL over LC_MESSAGES over LANG, with C and POSIX as English', () => {
    expect(pickLocale(preferredOfEnvironment({ LANG: 'de_DE.UTF-8' }))).toBe('de');
    expect(pickLocale(preferredOfEnvironment({ LANG: 'de_DE.UTF-8', LC_ALL: 'C' }))).toBe('en');
    expect(pickLocale(preferredOfEnvironment({ LANG: 'C', LC_MESSAGES: 'de_DE.UTF-8' }))).toBe('de');
    expect(pickLocale(preferredOfEnvironment({ LANG: 'en_US.UTF-8', LC_ALL: '' }))).toBe('en');
    expect(pickLocale(preferredOfEnvironment({ LANG: 'C.UTF-8', LANGUAGE: 'de' }))).toBe('en');
    expect(pickLocale(preferredOfEnvironment({ LANG: 'en_GB.UTF-8', LANGUAGE: 'de:en' }))).toBe('de');
    expect(pickLocale(preferredOfEnvironment({}))).toBe('en');
  });
});
