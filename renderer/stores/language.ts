/**
 * The language setting as the Account view changes it (System, English, Deutsch): saved by the core
 * (`settings.setLanguage`), whose answer is the settings the account store holds; the window, tray,
 * menus and notifications follow it (i18n/locale-provider.tsx, the main process).
 */
import type { Language } from '../../electron/shared/settings/locale.js';
import { getApi } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { useAccount } from './account.js';
import { createStore } from './resettable.js';

interface LanguageState extends ActionTracking<'set'> {
  setLanguage(language: Language): Promise<boolean>;
}

export const useLanguage = createStore<LanguageState>((set) => {
  const run = actionRunner<'set'>(set);
  return {
    busy: {},
    errors: {},
    async setLanguage(language) {
      return run('set', async () => {
        useAccount.getState().applySettings(await getApi()['settings.setLanguage']({ language }));
      });
    },
  };
});
