/**
 * The app's language in the renderer, one place for every message, number and date: the locale
 * (en or de), the tag numbers and dates are written with (en-GB keeps British dates), and a FormatJS
 * Intl made of them with the catalogue. `i18n/locale-provider.tsx` sets it from the language
 * setting and `navigator.languages`; components read it with `useAppIntl()`, plain functions
 * (format/, stores) with `appIntl()`. English until set, so component tests need no provider.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { create } from 'zustand';
import { catalogues } from '../../electron/i18n/catalogue.js';
import { localeTags, type AppLocale } from '../../electron/shared/settings/locale.js';

const cache = createIntlCache();

/** A missing or broken message fails a test at once; in the app it is logged and the id shows. */
function onIntlError(error: Error): void {
  if (import.meta.env.MODE === 'test') throw error;
  console.error(error);
}

function intlFor(locale: AppLocale, tag: string): IntlShape {
  return createIntl(
    { locale: tag, defaultLocale: localeTags.en, messages: catalogues[locale], onError: onIntlError },
    cache,
  );
}

interface AppIntlState {
  readonly locale: AppLocale;
  readonly intl: IntlShape;
}

const useAppIntlStore = create<AppIntlState>(() => ({
  locale: 'en',
  intl: intlFor('en', localeTags.en),
}));

/** Sets the app's language (the locale provider alone calls it). */
export function setAppLocale(locale: AppLocale, tag: string): void {
  const { intl } = useAppIntlStore.getState();
  if (intl.locale !== tag || useAppIntlStore.getState().locale !== locale)
    useAppIntlStore.setState({ locale, intl: intlFor(locale, tag) });
}

/** The app's Intl now, for code outside components (format/ functions, stores). */
export function appIntl(): IntlShape {
  return useAppIntlStore.getState().intl;
}

/** The app's Intl in a component, which renders again when the language changes. */
export function useAppIntl(): IntlShape {
  return useAppIntlStore((state) => state.intl);
}

/** The app's locale in a component. */
export function useAppLocale(): AppLocale {
  return useAppIntlStore((state) => state.locale);
}
