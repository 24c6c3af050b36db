/**
 * An Intl object of FormatJS for one of the app's locales, with its catalogue: what the main process
 * (tray, menus, notifications, dialogs) and the command line format messages, numbers and dates
 * with. The renderer makes the same from react-intl's IntlProvider (renderer/i18n/).
 */
import { createIntl, createIntlCache, type IntlShape, type OnErrorFn } from '@formatjs/intl';
import { catalogues } from './catalogue.js';
import { localeTags, type AppLocale } from '../shared/settings/locale.js';

const cache = createIntlCache();

/** A missing message or a broken one is a defect: fail loudly rather than show an id. */
export const throwOnIntlError: OnErrorFn = (error) => {
  throw error;
};

export function createAppIntl(locale: AppLocale, onError: OnErrorFn = throwOnIntlError): IntlShape {
  return createIntl(
    {
      locale: localeTags[locale],
      defaultLocale: localeTags.en,
      messages: catalogues[locale],
      onError,
    },
    cache,
  );
}

/** English, the source: what a text is in where no language was chosen (tests, logs, old callers). */
export const englishIntl: IntlShape = createAppIntl('en');

/**
 * What a formatter of plain text needs of an Intl: the main process's (`createAppIntl`) and the
 * renderer's (react-intl's, whose rich-text type differs) both fit.
 */
export type TextIntl = Pick<
  IntlShape,
  'locale' | 'formatMessage' | 'formatDate' | 'formatDateToParts' | 'formatNumber'
>;
