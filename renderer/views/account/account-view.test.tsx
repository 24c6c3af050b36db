import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '../../../electron/ipc/contract/account.js';
import { useAccount } from '../../stores/account.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import {
  connectedStatus,
  sampleMainAddress,
  sampleSettings,
  signedOutStatus,
} from '../../test-support/samples.js';
import AccountView from './index.js';

function accountApi(status: AccountStatus, handlers: Handlers = {}) {
  const fake = fakeApi({
    'account.status': () => status,
    'settings.get': () => sampleSettings,
    'addresses.main': () => sampleMainAddress,
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
    expect(screen.getByTestId('key-storage')).toHaveTextContent('Key kept in the embedded sandbox');
    expect(await screen.findByText('1 Press Lane')).toBeInTheDocument();
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
      'Key kept in GNOME Keyring (Secret Service)',
    );
    expect(fake.calls['account.connect']).toHaveBeenCalledWith({ key: 'good-key' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('Subscription key')).toBeInTheDocument();
  });

  it('switches to a custom print service after checking the URL', async () => {
    const custom = { kind: 'custom' as const, baseUrl: 'https://print.example.com/api' };
    const fake = accountApi(connectedStatus, {
      'settings.setEnvironment': ({ environment }) => ({ ...sampleSettings, environment }),
    });
    render(<AccountView />);
    await userEvent.click(await screen.findByRole('radio', { name: /Custom print service/ }));
    fake.handle({ 'account.status': () => ({ ...signedOutStatus, environment: custom }) });
    await userEvent.type(screen.getByLabelText('Base URL'), 'print.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Use this service' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a full URL');
    await userEvent.clear(screen.getByLabelText('Base URL'));
    await userEvent.type(screen.getByLabelText('Base URL'), custom.baseUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Use this service' }));
    await waitFor(() =>
      expect(fake.calls['settings.setEnvironment']).toHaveBeenCalledWith({ environment: custom }),
    );
    expect(await screen.findByLabelText('Subscription key')).toBeInTheDocument();
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
