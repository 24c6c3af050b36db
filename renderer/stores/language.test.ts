import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test-support/fake-api.js';
import { sampleSettings } from '../test-support/samples.js';
import { useAccount } from './account.js';
import { useLanguage } from './language.js';

describe('the language store', () => {
  it('saves the language through the core and keeps the settings it answers', async () => {
    const fake = fakeApi({ 'settings.setLanguage': ({ language }) => ({ ...sampleSettings, language }) });
    expect(await useLanguage.getState().setLanguage('de')).toBe(true);
    expect(fake.calls['settings.setLanguage']).toHaveBeenCalledWith({ language: 'de' });
    expect(useAccount.getState().settings?.language).toBe('de');
  });

  it('keeps the refusal as the action’s error', async () => {
    fakeApi({
      'settings.setLanguage': () => {
        throw { code: 'internal', message: 'The settings file cannot be written.' };
      },
    });
    expect(await useLanguage.getState().setLanguage('en')).toBe(false);
    expect(useLanguage.getState().errors.set?.message).toBe('The settings file cannot be written.');
  });
});
