import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../../electron/shared/contract/account.js';
import { useAccount } from '../../stores/account.js';
import { bandwidthCore } from '../../test-support/bandwidth-core.js';
import { hooksCore } from '../../test-support/hooks-core.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import {
  connectedStatus,
  sampleMainAddress,
  sampleSettings,
  signedOutStatus,
} from '../../test-support/samples.js';
import AccountView from './index.js';

const sampleUser = {
  Id: '80000000-0000-4000-8000-000000000001',
  CustomId: 'PR-204',
  Email: 'avery@example.com',
  Enabled: true,
  CompanyId: '80000000-0000-4000-8000-000000000002',
  OrganizationId: null,
  FirstName: 'Avery',
  LastName: 'Printer',
  Title: 'Print room lead',
  GenderTitle: '',
  DaytimePhoneNumber: '+1 206 555 0100',
  SignUpDate: '2024-03-01T09:00:00Z',
  LastSignIn: '2026-11-20T08:30:00Z',
};

function accountApi(status: AccountStatus, handlers: Handlers = {}) {
  const fake = fakeApi({
    'account.status': () => status,
    'settings.get': () => sampleSettings,
    'addresses.main': () => sampleMainAddress,
    'account.proxy': () => ({ setting: { mode: 'system' }, passwordStored: false }),
    'account.user': () => sampleUser,
    ...bandwidthCore().handlers,
    ...hooksCore().handlers,
    ...handlers,
  });
  void useAccount.getState().load();
  return fake;
}

describe('the Account view', () => {
  it('shows who is signed in, where the key is kept, and the main address', async () => {
    accountApi(connectedStatus);
    render(<AccountView />);
    expect(await screen.findByText('Avery Printer')).toBeInTheDocument();
    expect(screen.getByTestId('key-storage')).toHaveTextContent('The practice service uses a key of its own');
    expect(await screen.findByText('1 Press Lane')).toBeInTheDocument();
    const record = screen.getByRole('region', { name: 'Your account' });
    expect(await within(record).findByText('Print room lead')).toBeInTheDocument();
    expect(within(record).getByText('PR-204')).toBeInTheDocument();
    expect(within(record).getByText('+1 206 555 0100')).toBeInTheDocument();
    expect(within(record).getByText('Enabled')).toBeInTheDocument();
  });

  it("shows the service's own message when the key is refused", async () => {
    const fake = accountApi(signedOutStatus, {
      'account.connect': () => {
        throw { code: 'auth', message: 'Access denied due to invalid subscription key.' };
      },
    });
    render(<AccountView />);
    await userEvent.type(await screen.findByLabelText('Subscription key'), 'not-a-real-key');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The print service did not accept the subscription key.');
    expect(alert).toHaveTextContent('Access denied due to invalid subscription key.');
    expect(fake.calls['account.connect']).toHaveBeenCalledWith({ key: 'not-a-real-key' });
  });

  it('warns before a key goes to a plain http:// address of another computer, and sends it only once confirmed', async () => {
    const baseUrl = 'http://print.example.com/api';
    const insecure = {
      ...signedOutStatus,
      environment: { kind: 'custom' as const, baseUrl, market: 'us' as const },
      baseUrl,
    };
    const fake = accountApi(insecure, { 'account.connect': () => connectedStatus });
    render(<AccountView />);
    await userEvent.type(await screen.findByLabelText('Subscription key'), 'my-key');
    expect(screen.getByRole('alert')).toHaveTextContent('your key would travel unencrypted');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(fake.calls['account.connect']).toBeUndefined();
    expect(screen.getByRole('alert')).toHaveTextContent('Confirm that the key may travel unencrypted');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send my key over plain http:// anyway' }));
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(fake.calls['account.connect']).toHaveBeenCalledWith({ key: 'my-key', allowInsecureHttp: true }),
    );
  });

  it('says nothing of the kind for https:// or this computer', async () => {
    accountApi(signedOutStatus);
    render(<AccountView />);
    await screen.findByLabelText('Subscription key');
    expect(screen.queryByText(/travel unencrypted/)).not.toBeInTheDocument();
  });

  it('saves diagnostics and says where', async () => {
    const file = '/home/avery/Downloads/printdesk-diagnostics-20261126-101500.tar.gz';
    const fake = accountApi(connectedStatus, { 'account.saveDiagnostics': () => ({ file }) });
    render(<AccountView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save diagnostics…' }));
    expect(await screen.findByText(file)).toBeInTheDocument();
    expect(fake.calls['account.saveDiagnostics']).toHaveBeenCalledOnce();
  });

  it('asks for a key before connecting', async () => {
    const fake = accountApi(signedOutStatus);
    render(<AccountView />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your subscription key.');
    expect(fake.calls['account.connect']).toBeUndefined();
  });

  it('connects with a valid key and then offers to sign out', async () => {
    const fake = accountApi(signedOutStatus, {
      'account.connect': () => ({
        ...connectedStatus,
        keyStorage: { kind: 'keychain', label: 'GNOME Keyring (Secret Service)', persistent: true },
      }),
      'account.signOut': () => signedOutStatus,
    });
    render(<AccountView />);
    await userEvent.type(await screen.findByLabelText('Subscription key'), ' good-key ');
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByTestId('key-storage')).toHaveTextContent(
      'Your key is kept in this computer’s keychain.',
    );
    expect(fake.calls['account.connect']).toHaveBeenCalledWith({ key: 'good-key' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Subscription key')).toBeInTheDocument();
  });

  it('switches to a custom print service after checking the URL', async () => {
    const custom = {
      kind: 'custom' as const,
      baseUrl: 'https://print.example.com/api',
      market: 'us' as const,
    };
    const fake = accountApi(connectedStatus, {
      'settings.setEnvironment': () => ({ ...sampleSettings, environment: custom }),
    });
    render(<AccountView />);
    await userEvent.click(await screen.findByRole('radio', { name: /Custom print service/ }));
    fake.handle({ 'account.status': () => ({ ...signedOutStatus, environment: custom }) });
    await userEvent.type(screen.getByLabelText('Base URL'), 'print.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Use this service' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the full base URL, starting with http:// or https://, such as https://print.example.com/api.',
    );
    await userEvent.clear(screen.getByLabelText('Base URL'));
    await userEvent.type(screen.getByLabelText('Base URL'), custom.baseUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Use this service' }));
    await waitFor(() =>
      expect(fake.calls['settings.setEnvironment']).toHaveBeenCalledWith({ environment: custom }),
    );
    expect(await screen.findByLabelText('Subscription key')).toBeInTheDocument();
  });

  it('restarts the practice service in the market chosen for it', async () => {
    const fake = accountApi(connectedStatus, {
      'settings.setEnvironment': () => ({
        ...sampleSettings,
        environment: { kind: 'embedded', market: 'de' },
      }),
    });
    render(<AccountView />);
    const market = await screen.findByLabelText('Market');
    expect(market).toHaveValue('us');
    await userEvent.selectOptions(market, 'de');
    await userEvent.click(screen.getByRole('button', { name: 'Use this service' }));
    await waitFor(() =>
      expect(fake.calls['settings.setEnvironment']).toHaveBeenCalledWith({
        environment: { kind: 'embedded', market: 'de' },
      }),
    );
  });

  it('names the market a vendor address is in, and asks for it where the address does not say', async () => {
    accountApi(connectedStatus);
    render(<AccountView />);
    await userEvent.click(await screen.findByRole('radio', { name: /Custom print service/ }));
    await userEvent.type(screen.getByLabelText('Base URL'), 'https://connect.mimeo.co.uk/2012/02');
    expect(screen.getByTestId('market-detected')).toHaveTextContent(
      'Market: United Kingdom, amounts in pounds sterling (from the address).',
    );
    expect(screen.queryByLabelText('Market')).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Base URL'));
    await userEvent.type(screen.getByLabelText('Base URL'), 'https://print.example.com/api');
    expect(screen.getByLabelText('Market')).toHaveValue('us');
  });

  it('saves a sync preference at once, and puts it back when saving fails', async () => {
    const fake = accountApi(connectedStatus, {
      'settings.setSyncPreferences': (changes) => ({
        ...sampleSettings,
        sync: { ...sampleSettings.sync, ...changes },
      }),
    });
    render(<AccountView />);
    await userEvent.selectOptions(await screen.findByLabelText('Files uploaded at once'), '6');
    expect(fake.calls['settings.setSyncPreferences']).toHaveBeenCalledWith({ concurrency: 6 });
    fake.handle({
      'settings.setSyncPreferences': () => {
        throw { code: 'internal', message: 'The settings file could not be written.' };
      },
    });
    await userEvent.click(screen.getByLabelText('Show notifications'));
    expect(await screen.findByText(/The settings file could not be written/)).toBeInTheDocument();
    expect(screen.getByLabelText('Show notifications')).toBeChecked();
    expect(screen.getByLabelText('Files uploaded at once')).toHaveValue('6');
  });

  it('chooses how files uploaded by hand are checked, saying what each profile does', async () => {
    const fake = accountApi(connectedStatus, {
      'settings.setUploadPreferences': (changes) => ({
        ...sampleSettings,
        uploads: { ...sampleSettings.uploads, ...changes },
      }),
    });
    render(<AccountView />);
    const select = await screen.findByLabelText('Preflight of files uploaded by hand');
    expect(select).toHaveValue('standard');
    expect(select).toHaveAccessibleDescription(/Fonts not embedded, images under 150 ppi/);
    await userEvent.selectOptions(select, 'Strict');
    expect(fake.calls['settings.setUploadPreferences']).toHaveBeenCalledWith({ preflightProfile: 'strict' });
    expect(select).toHaveValue('strict');
    expect(select).toHaveAccessibleDescription(
      /RGB colour, bleed under 3 mm and images under 300 ppi are errors/,
    );
  });

  it('says launch at login needs the desktop app in a browser', async () => {
    accountApi(connectedStatus);
    render(<AccountView />);
    expect(await screen.findByLabelText('Start PrintDesk when I log in')).toBeDisabled();
    expect(screen.getByText('Available in the desktop app.')).toBeInTheDocument();
  });

  it('creates an address and makes it the main one', async () => {
    const fake = accountApi(connectedStatus, {
      'addresses.main': () => null,
      'addresses.create': ({ address }) => ({
        ...sampleMainAddress,
        Street: address.Street,
        City: address.City,
      }),
    });
    render(<AccountView />);
    expect(await screen.findByRole('heading', { name: 'No main address yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add address…' }));
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(within(dialog).getAllByRole('alert').length).toBeGreaterThan(3);
    for (const [label, value] of [
      ['First name', 'Avery'],
      ['Last name', 'Printer'],
      ['Street and number', '9 Ink Road'],
      ['City', 'Portland'],
      ['Postal code', '97201'],
      ['Country code', 'gb'],
    ]) {
      if (label === 'Country code') await userEvent.clear(within(dialog).getByLabelText(label));
      await userEvent.type(within(dialog).getByLabelText(label as string), value as string);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls['addresses.create']).toHaveBeenCalledWith(
      expect.objectContaining({
        makeMain: true,
        address: expect.objectContaining({ Street: '9 Ink Road', Country: 'GB', CareOf: '' }),
      }),
    );
    expect(await screen.findByText('9 Ink Road')).toBeInTheDocument();
  });

  it.each([
    ['headless', /HTTP_PROXY, HTTPS_PROXY and NO_PROXY/, /PAC/],
    ['electron', /PAC scripts included/, /HTTP_PROXY/],
  ] as const)('says what the system proxy is where the core runs (%s)', async (platform, says, saysNot) => {
    accountApi(connectedStatus, { 'settings.get': () => ({ ...sampleSettings, platform }) });
    render(<AccountView />);
    const group = await screen.findByRole('radiogroup', { name: 'Proxy' });
    const system = within(group)
      .getByRole('radio', { name: /System proxy/ })
      .closest('label');
    expect(system).toHaveTextContent(says);
    expect(system).not.toHaveTextContent(saysNot);
  });

  it('checks a manual proxy address with the settings schema, naming the rule', async () => {
    accountApi(connectedStatus);
    render(<AccountView />);
    const group = await screen.findByRole('radiogroup', { name: 'Proxy' });
    await userEvent.click(within(group).getByRole('radio', { name: /Manual proxy/ }));
    const address = screen.getByLabelText('Proxy address');
    await userEvent.click(screen.getByRole('button', { name: 'Save proxy' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the proxy address, such as http://proxy.example.com:3128.',
    );
    await userEvent.type(address, 'socks5://proxy.lan:1080');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The proxy address must start with http:// or https://.',
    );
  });

  it('sets a manual proxy with a user and password, checking its address first', async () => {
    const fake = accountApi(connectedStatus);
    fake.handle({
      'account.proxy': ({ change }) =>
        change
          ? { setting: change.setting, passwordStored: Boolean(change.password) }
          : { setting: { mode: 'system' }, passwordStored: false },
    });
    render(<AccountView />);
    const group = await screen.findByRole('radiogroup', { name: 'Proxy' });
    expect(within(group).getByRole('radio', { name: /System proxy/ })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: /Manual proxy/ }));
    await userEvent.type(screen.getByLabelText('Proxy address'), 'http://printroom:pw@proxy.lan:3128');
    await userEvent.click(screen.getByRole('button', { name: 'Save proxy' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the proxy user and password in their own fields, not in the address.',
    );
    expect(fake.calls['account.proxy']).toHaveBeenCalledTimes(1);

    await userEvent.clear(screen.getByLabelText('Proxy address'));
    await userEvent.type(screen.getByLabelText('Proxy address'), 'http://proxy.lan:3128');
    await userEvent.type(screen.getByLabelText('Proxy user'), 'printroom');
    await userEvent.type(screen.getByLabelText('Proxy password'), 's3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Save proxy' }));
    await waitFor(() =>
      expect(fake.calls['account.proxy']).toHaveBeenLastCalledWith({
        change: {
          setting: { mode: 'manual', url: 'http://proxy.lan:3128', username: 'printroom' },
          password: 's3cret',
        },
      }),
    );
    // Kept by the core, never shown again.
    expect(await screen.findByText(/A password is kept with your key/)).toBeInTheDocument();
    expect(screen.getByLabelText('Proxy password')).toHaveValue('');
  });

  it('goes back to no proxy, forgetting the password, and shows a refusal naming the proxy', async () => {
    const manual = { mode: 'manual' as const, url: 'http://proxy.lan:3128', username: 'printroom' };
    const fake = accountApi(connectedStatus, {
      'account.proxy': () => ({ setting: manual, passwordStored: true }),
    });
    render(<AccountView />);
    const group = await screen.findByRole('radiogroup', { name: 'Proxy' });
    expect(screen.getByLabelText('Proxy address')).toHaveValue('http://proxy.lan:3128');
    fake.handle({
      'account.proxy': () => {
        throw {
          code: 'proxy',
          message:
            'The proxy proxy.lan:3128 refused the request (407 Proxy Authentication Required): check the proxy user and password.',
        };
      },
    });
    await userEvent.click(within(group).getByRole('radio', { name: /No proxy/ }));
    expect(screen.queryByLabelText('Proxy address')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save proxy' }));
    expect(fake.calls['account.proxy']).toHaveBeenLastCalledWith({
      change: { setting: { mode: 'none' }, password: '' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The proxy refused the request or cannot be reached.');
    expect(alert).toHaveTextContent('The proxy proxy.lan:3128 refused the request (407');
  });

  it('shows why the account could not be loaded, with a retry', async () => {
    fakeApi({
      'account.status': () => {
        throw { code: 'network', message: 'connect ECONNREFUSED 127.0.0.1:9' };
      },
      'settings.get': () => sampleSettings,
    });
    void useAccount.getState().load();
    render(<AccountView />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The print service cannot be reached.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
