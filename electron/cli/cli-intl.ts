/**
 * The command line's language: `--lang en|de` (anywhere in the arguments), else the POSIX locale
 * (LC_ALL, LC_MESSAGES, LANG), else English. Chosen once per process, before a command is loaded;
 * every human message goes through `say`. JSON lines (`--json`) are never messages.
 */
import type { IntlShape } from '@formatjs/intl';
import type { MessageId } from '../i18n/catalogue.js';
import { createAppIntl } from '../i18n/intl.js';
import { appLocales, pickLocale, preferredOfEnvironment, type AppLocale } from '../shared/settings/locale.js';
import { UsageError } from './command.js';

let locale: AppLocale = 'en';
let intl: IntlShape = createAppIntl(locale);

/** The Intl the command line formats with. */
export function cliIntl(): IntlShape {
  return intl;
}

export function setCliLocale(chosen: AppLocale): void {
  locale = chosen;
  intl = createAppIntl(chosen);
}

/** The command line's locale. */
export function cliLocale(): AppLocale {
  return locale;
}

type Values = Readonly<Record<string, string | number | boolean>>;

/** A message in the command line's language (its texts show `<file>` as text, so tags are off). */
export function say(id: MessageId, values?: Values): string {
  return intl.formatMessage({ id }, values, { ignoreTag: true });
}

/** argv without `--lang X` / `--lang=X`, and the locale they or the environment choose. */
export function takeLocale(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { locale: AppLocale; argv: string[] } {
  const rest: string[] = [];
  let chosen: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--lang') chosen = argv[++i] ?? '';
    else if (arg.startsWith('--lang=')) chosen = arg.slice('--lang='.length);
    else rest.push(arg);
  }
  if (chosen === undefined) return { locale: pickLocale(preferredOfEnvironment(env)), argv: rest };
  const locale = appLocales.find((known) => known === chosen);
  if (!locale) throw new UsageError(say('cli.lang.invalid', { value: chosen }));
  return { locale, argv: rest };
}
