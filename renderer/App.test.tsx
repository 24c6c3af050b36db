import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App.js';
import { pictureKey, useThumbnails, wantThumbnail } from './stores/thumbnails.js';
import { fakeApi, type Handlers } from './test-support/fake-api.js';
import {
  connectedStatus,
  sampleItem,
  sampleSettings,
  sampleTree,
  signedOutStatus,
} from './test-support/samples.js';
import { syncStatus } from '../test/sync-status.js';

/** The shell's data, with `handlers` over it. */
function shellApi(status = connectedStatus, handlers: Handlers = {}) {
  return fakeApi({
    'account.status': () => status,
    'settings.get': () => sampleSettings,
    'uploads.list': () => ({ uploads: [] }),
    'sync.status': () => syncStatus({ uploaded: 4 }),
    'library.tree': () => sampleTree(),
    'library.search': () => ({ total: 0, page: 1, pageSize: 200, items: [] }),
    ...handlers,
  });
}

/** A first run: the welcome, and from it the Connect dialog, with `connectService` answering its checks. */
async function connectFromWelcome(connectService: Handlers['account.connectService']) {
  shellApi(connectedStatus, {
    'settings.get': () => ({ ...sampleSettings, welcomeDismissed: false }),
    'settings.dismissWelcome': () => ({ ...sampleSettings, welcomeDismissed: true }),
    'account.connectService': connectService,
  });
  render(<App />);
  const welcome = await screen.findByRole('dialog', { name: 'Welcome to PrintDesk' });
  await userEvent.click(within(welcome).getByRole('button', { name: 'Connect your account…' }));
  return screen.findByRole('dialog', { name: 'Connect your account' });
}

describe('the app shell', () => {
  it('is loading until the first snapshot arrives, then ready', async () => {
    shellApi();
    const { container } = render(<App />);
    expect(container.firstElementChild).toHaveAttribute('data-app-state', 'loading');
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-app-state', 'ready'));
  });

  it('names the main navigation entries exactly', async () => {
    shellApi();
    render(<App />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/Alt\+\d$/, ''));
    expect(names).toEqual(['Library', 'Hot folders', 'Documents', 'Quotes', 'Orders', 'Account']);
    expect(within(nav).getByRole('link', { name: /^Library/ })).toHaveAttribute('aria-current', 'page');
  });

  it('says it is the practice service, with whose sample account, in the header and a banner', async () => {
    shellApi();
    render(<App />);
    expect(await screen.findByText('Practice service')).toBeInTheDocument();
    expect(screen.getByTestId('signed-in')).toHaveTextContent('Practice account: Avery Printer');
    expect(screen.getByRole('region', { name: 'Practice mode' })).toHaveTextContent(
      'Nothing is printed or charged.',
    );
  });

  it('says who is signed in on a custom service, with no practice banner', async () => {
    shellApi({
      ...connectedStatus,
      environment: { kind: 'custom', baseUrl: 'https://print.example.com', market: 'us' },
    });
    render(<App />);
    expect(await screen.findByTestId('signed-in')).toHaveTextContent('Signed in as Avery Printer');
    expect(screen.queryByRole('region', { name: 'Practice mode' })).not.toBeInTheDocument();
  });

  it('welcomes a first run once: closing it is remembered', async () => {
    let dismissed = false;
    shellApi(connectedStatus, {
      'settings.get': () => ({ ...sampleSettings, welcomeDismissed: dismissed }),
      'settings.dismissWelcome': () => {
        dismissed = true;
        return { ...sampleSettings, welcomeDismissed: true };
      },
    });
    render(<App />);
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to PrintDesk' });
    expect(welcome).toHaveTextContent('practice print service with sample data');
    expect(welcome).toHaveTextContent('Link a folder');
    await userEvent.click(within(welcome).getByRole('button', { name: 'Start exploring' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dismissed).toBe(true);
  });

  it('connects an account from the welcome: a refusal says what to check, nothing switches', async () => {
    const asked: Array<{ baseUrl: string; key: string }> = [];
    const connect = await connectFromWelcome((input) => {
      asked.push(input);
      throw { code: 'network', message: 'connect ECONNREFUSED 10.0.0.9:443' };
    });
    expect(connect).toHaveTextContent('not the address of the website you order from');
    await userEvent.click(within(connect).getByRole('button', { name: 'Check and connect' }));
    expect(within(connect).getByLabelText('Service address')).toHaveAccessibleDescription(/API address/);
    expect(asked).toEqual([]);
    await userEvent.type(within(connect).getByLabelText('Service address'), 'https://print.example.com/api');
    await userEvent.type(within(connect).getByLabelText('Subscription key'), 'k-123');
    await userEvent.selectOptions(within(connect).getByLabelText('Market'), 'us');
    await userEvent.click(within(connect).getByRole('button', { name: 'Check and connect' }));
    expect(await within(connect).findByRole('alert')).toHaveTextContent(
      'PrintDesk could not reach print.example.com. Check the service address',
    );
    expect(asked).toEqual([{ baseUrl: 'https://print.example.com/api', key: 'k-123', market: 'us' }]);
    expect(screen.getByTestId('signed-in')).toHaveTextContent('Practice account');
  });

  it('asks for the market where the address does not say, nothing chosen for the person', async () => {
    const asked: unknown[] = [];
    const connect = await connectFromWelcome((input) => {
      asked.push(input);
      throw { code: 'auth', message: 'HTTP 401' };
    });
    expect(within(connect).queryByLabelText('Market')).toBeNull();
    await userEvent.type(within(connect).getByLabelText('Service address'), 'http://127.0.0.1:4010/2012/02');
    await userEvent.type(within(connect).getByLabelText('Subscription key'), 'k-123');
    const market = within(connect).getByLabelText('Market');
    expect(market).toHaveValue('');
    expect(market).toHaveAccessibleDescription(/does not say where this service sells/);
    await userEvent.click(within(connect).getByRole('button', { name: 'Check and connect' }));
    expect(within(connect).getByRole('alert')).toHaveTextContent('Choose the market this service sells in.');
    expect(asked).toEqual([]);
    await userEvent.selectOptions(market, 'de');
    await userEvent.click(within(connect).getByRole('button', { name: 'Check and connect' }));
    await waitFor(() =>
      expect(asked).toEqual([{ baseUrl: 'http://127.0.0.1:4010/2012/02', key: 'k-123', market: 'de' }]),
    );
  });

  it('asks before a key goes to a plain http:// address of another computer', async () => {
    const asked: unknown[] = [];
    const connect = await connectFromWelcome((input) => {
      asked.push(input);
      throw { code: 'auth', message: 'HTTP 401' };
    });
    await userEvent.type(within(connect).getByLabelText('Service address'), 'http://print.example.com/api');
    await userEvent.type(within(connect).getByLabelText('Subscription key'), 'k-123');
    await userEvent.selectOptions(within(connect).getByLabelText('Market'), 'uk');
    expect(within(connect).getByRole('alert')).toHaveTextContent('your key would travel unencrypted');
    await userEvent.click(within(connect).getByRole('button', { name: 'Check and connect' }));
    expect(asked).toEqual([]);
    await userEvent.click(within(connect).getByLabelText('Send my key over plain http:// anyway'));
    await userEvent.click(within(connect).getByRole('button', { name: 'Check and connect' }));
    await waitFor(() =>
      expect(asked).toEqual([
        { baseUrl: 'http://print.example.com/api', key: 'k-123', allowInsecureHttp: true, market: 'uk' },
      ]),
    );
  });

  it('offers to connect when nobody is signed in', async () => {
    shellApi(signedOutStatus);
    render(<App />);
    expect(await screen.findByRole('link', { name: /Not connected/ })).toHaveAttribute('href', '#/account');
  });

  it('opens a view from its keyboard shortcut', async () => {
    shellApi();
    render(<App />);
    await screen.findByRole('heading', { name: 'Library' });
    await userEvent.keyboard('{Alt>}6{/Alt}');
    expect(
      await screen.findByRole('heading', { name: 'Account', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe('#/account');
  });

  it('shows the sync state in the status bar and follows its events', async () => {
    const fake = shellApi();
    render(<App />);
    const status = await screen.findByRole('status', { name: 'Sync status' });
    await waitFor(() => expect(status).toHaveTextContent('Up to date'));
    fake.emit('sync.status', {
      state: 'syncing',
      queued: 2,
      uploading: 1,
      uploaded: 4,
      failed: 0,
      skipped: 0,
      bytesTotal: 10,
      bytesSent: 5,
    });
    await waitFor(() => expect(status).toHaveTextContent('Syncing 3 files'));
  });

  it('shows overall upload progress from upload events', async () => {
    const fake = shellApi();
    render(<App />);
    await screen.findByRole('heading', { name: 'Library' });
    fake.emit('upload.changed', {
      id: 'u1',
      name: 'a.pdf',
      folderPath: 'Brochures',
      size: 2000,
      sent: 500,
      state: 'uploading',
      startedAt: '2026-01-01T00:00:00Z',
    });
    const bar = await screen.findByRole('progressbar', { name: 'Overall upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByLabelText('Upload progress')).toHaveTextContent('Uploading 1 file');
  });

  it('goes where a clicked desktop notification says: a held file, a folder to set limits for', async () => {
    const fake = shellApi();
    render(<App />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Library/ })).toHaveAttribute('aria-current', 'page'),
    );
    const route = '#/hot-folders?held=link%3Aposter.pdf%40file-1';
    act(() => fake.emit('window.show', { route }));
    expect(window.location.hash).toBe(route);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Hot folders/ })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('tells when an order has shipped', async () => {
    const fake = shellApi();
    render(<App />);
    await screen.findByRole('heading', { name: 'Library' });
    fake.emit('orders.shipped', { friendlyId: '00-0054-00071-36703' });
    expect(await screen.findByText('Order 00-0054-00071-36703 has shipped.')).toBeInTheDocument();
  });

  it('forgets the page pictures when another account or print service takes over, not before', async () => {
    const fake = shellApi();
    fake.handle({
      'library.thumbnail': ({ itemId }) => ({ dataUrl: `data:image/png;base64,${btoa(itemId)}` }),
    });
    render(<App />);
    await screen.findByRole('heading', { name: 'Library' });
    const itemId = sampleItem(1).id;
    const key = pictureKey(itemId, 1, 160);
    const letGo = wantThumbnail(itemId, 1, 160);
    await waitFor(() => expect(useThumbnails.getState().pictures.get(key)?.state).toBe('ready'));
    act(() => fake.emit('account.changed', { ...connectedStatus, notice: 'Nothing new.' }));
    expect(useThumbnails.getState().pictures.get(key)?.state).toBe('ready');
    act(() =>
      fake.emit('account.changed', {
        ...connectedStatus,
        user: { id: 'u2', name: 'Blair Binder', email: 'blair@example.com' },
      }),
    );
    expect([...useThumbnails.getState().pictures.keys()]).toEqual([]);
    letGo();
  });
});
