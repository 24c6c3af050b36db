/**
 * The app's language in the window: the language setting (Account), `system` from
 * `navigator.languages` (followed live, `languagechange`), set as the app's Intl (format/intl.ts),
 * given to react-intl's components, and written to `<html lang>`. The views below are mounted
 * afresh when it changes, so every text and every number and date is in the new language at once.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { formattingTag, localeTags, resolveLocale } from '../../electron/shared/settings/locale.js';
import { setAppLocale, useAppIntl, useAppLocale } from '../format/intl.js';
import { useAccount } from '../stores/account.js';

function subscribeToLanguages(changed: () => void): () => void {
  window.addEventListener('languagechange', changed);
  return () => window.removeEventListener('languagechange', changed);
}

/** The system's preferred languages, as one string so an unchanged list is the same snapshot. */
const systemLanguages = () => navigator.languages.join(',');

export function LocaleProvider({ children }: { children: ReactNode }) {
  const language = useAccount((state) => state.settings?.language ?? 'system');
  const preferred = useSyncExternalStore(subscribeToLanguages, systemLanguages).split(',');
  const locale = resolveLocale(language, preferred);
  const tag = formattingTag(locale, preferred);
  useEffect(() => {
    setAppLocale(locale, tag);
    document.documentElement.lang = localeTags[locale];
  }, [locale, tag]);
  // Unmounted (a test's end), the app speaks its source language again.
  useEffect(() => () => setAppLocale('en', localeTags.en), []);
  const intl = useAppIntl();
  const current = useAppLocale();
  // Until the app's Intl is the one chosen, nothing renders: no text in the previous language.
  if (current !== locale || intl.locale !== tag) return null;
  return (
    <RawIntlProvider value={intl} key={intl.locale}>
      {children}
    </RawIntlProvider>
  );
}
