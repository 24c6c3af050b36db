import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../electron/shared/settings/locale.js';
import { LocaleProvider } from '../../i18n/locale-provider.js';
import { useAccount } from '../../stores/account.js';
import { bandwidthCore } from '../../test-support/bandwidth-core.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { connectedStatus, sampleMainAddress, sampleSettings } from '../../test-support/samples.js';
import AccountView from './index.js';

/** The core as far as the Account view asks it, keeping the language it was last told. */
function accountCore(language: Language) {
  let saved = language;
  const fake = fakeApi({
    'account.status': () => connectedStatus,
    'settings.get': () => ({ ...sampleSettings, language: saved }),
    'settings.setLanguage': (input) => {
      saved = input.language;
      return { ...sampleSettings, language: saved };
    },
    'addresses.main': () => sampleMainAddress,
    'account.proxy': () => ({ setting: { mode: 'system' }, passwordStored: false }),
    'account.user': () => ({
      Id: '80000000-0000-4000-8000-000000000001',
      CustomId: 'PR-204',
      Email: 'avery@example.com',
      Enabled: true,
      CompanyId: null,
      OrganizationId: null,
      FirstName: 'Avery',
      LastName: 'Printer',
      Title: 'Print room lead',
      GenderTitle: '',
      DaytimePhoneNumber: '',
      SignUpDate: '2024-03-01T09:00:00Z',
      LastSignIn: '2026-11-20T08:30:00Z',
    }),
    ...bandwidthCore().handlers,
  });
  void useAccount.getState().load();
  return fake;
}

function view() {
  return (
    <LocaleProvider>
      <AccountView />
    </LocaleProvider>
  );
}

describe('the Account view’s Language', () => {
  it('switches the whole window to Deutsch and back, at once, <html lang> too', async () => {
    const fake = accountCore('en');
    render(view());
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System', 'English', 'Deutsch']);

    await userEvent.selectOptions(select, 'Deutsch');
    expect(fake.calls['settings.setLanguage']).toHaveBeenCalledExactlyOnceWith({ language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeInTheDocument();
    const german = screen.getByRole('combobox', { name: 'Sprache' });
    expect(german).toHaveValue('de');
    expect(
      within(german)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Systemsprache', 'English', 'Deutsch']);
    expect(document.documentElement.lang).toBe('de');

    await userEvent.selectOptions(german, 'English');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the Account view in German by its German names', async () => {
    accountCore('de');
    act(() => useAccount.getState().applySettings({ ...sampleSettings, language: 'de' }));
    render(view());
    expect(await screen.findByRole('heading', { level: 1, name: 'Konto' })).toBeInTheDocument();
    const record = await screen.findByRole('region', { name: 'Ihr Konto' });
    expect(await within(record).findByText('Aktiviert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Proxyserver' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Eingebaute Sandbox/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Gleichzeitig hochgeladene Dateien' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Kein Limit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diagnose speichern…' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });
});
