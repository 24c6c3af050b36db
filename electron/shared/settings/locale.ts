/**
 * Which language PrintDesk speaks: the setting (`system`, `en`, `de`) and the one rule that turns a
 * list of the system's preferred languages into one of the app's locales. Environment-neutral: the
 * renderer passes `navigator.languages`, the desktop `app.getPreferredSystemLanguages()`, the
 * command line the POSIX locale variables (`localeOfEnvironment`).
 */
import { z } from 'zod';

/** The setting as the person chooses it in Account; `system` follows the computer. */
export const Language = z.enum(['system', 'en', 'de']);
export type Language = z.infer<typeof Language>;

/** The locales PrintDesk has catalogues for; English is the source. */
export const appLocales = ['en', 'de'] as const;
export type AppLocale = (typeof appLocales)[number];
export const sourceLocale: AppLocale = 'en';

/** The BCP 47 tag `<html lang>` and every Intl formatter take for a locale. */
export const localeTags: Readonly<Record<AppLocale, string>> = { en: 'en', de: 'de' };

/**
 * Where PrintDesk prints a 24-hour clock with a weekday ("Tue 14:05", the command line's pause and
 * limit lines): British English's words keep the English output as it has always been.
 */
export const clockTags: Readonly<Record<AppLocale, string>> = { en: 'en-GB', de: 'de' };

/**
 * The first preferred language PrintDesk speaks: German for any `de*` (de, de-DE, de_AT.UTF-8),
 * English for any `en*`; a language it does not speak is passed over; English when none is left.
 */
export function pickLocale(preferred: readonly string[]): AppLocale {
  for (const tag of preferred) {
    const language = tag
      .trim()
      .toLowerCase()
      .split(/[-_.@]/)[0];
    const found = appLocales.find((locale) => locale === language);
    if (found) return found;
  }
  return sourceLocale;
}

/**
 * The tag numbers and dates are written with: the first preferred tag in the app's language (en-GB
 * keeps British dates in English), else the language's own tag.
 */
export function formattingTag(locale: AppLocale, preferred: readonly string[]): string {
  const same = preferred.find(
    (tag) => pickLocale([tag]) === locale && /^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/i.test(tag),
  );
  return same ?? localeTags[locale];
}

/** The setting made a locale: a chosen language as it is, `system` from the system's preferences. */
export function resolveLocale(language: Language, systemPreferred: readonly string[]): AppLocale {
  return language === 'system' ? pickLocale(systemPreferred) : language;
}

/**
 * The POSIX locale a command runs in, as preferred languages: `LC_ALL` overrides `LC_MESSAGES`,
 * which overrides `LANG` (the first one set and not empty decides); `LANGUAGE`'s list comes first
 * when the locale is not C/POSIX, as gettext reads it. `C` and `POSIX` mean English.
 */
export function preferredOfEnvironment(env: Readonly<Record<string, string | undefined>>): string[] {
  const posix = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  if (posix === undefined || posix === 'C' || posix === 'POSIX' || posix.startsWith('C.')) return [];
  const list = env.LANGUAGE ? env.LANGUAGE.split(':').filter(Boolean) : [];
  return [...list, posix];
}
