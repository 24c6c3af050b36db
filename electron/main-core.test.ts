/**
 * The main process on the REAL core (embedded sandbox, settings, sync engine) in a temp data folder,
 * with only Electron faked: requests from our window go through the real router, a settings change
 * reaches launch-at-login, and quitting saves the window bounds before the core closes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () =>
  (await import('./test-support/fake-electron.js')).fakeElectron({ isPackaged: true, notifications: false }),
);
vi.mock('electron', () => fake.electron);

describe('main process on the real core', () => {
  let dataDir: string;
  let configHome: string;
  const saved = {
    data: process.env.PRINTDESK_DATA_DIR,
    config: process.env.XDG_CONFIG_HOME,
    argv: process.argv,
  };
  let call: (channel: string, input: unknown) => Promise<{ ok: boolean; value?: unknown; error?: unknown }>;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'printdesk-main-core-'));
    configHome = await mkdtemp(join(tmpdir(), 'printdesk-main-config-'));
    process.env.PRINTDESK_DATA_DIR = dataDir;
    process.env.XDG_CONFIG_HOME = configHome;
    process.argv = [process.argv[0]!, 'printdesk'];
    await import('./main.js');
    await vi.waitFor(() => expect(fake.windows[0]?.shown).toBe(true), { timeout: 60_000, interval: 50 });
    const window = fake.windows[0]!;
    const event = {
      sender: window.webContents,
      senderFrame: { url: window.url, parent: null },
    };
    call = (channel, input) => fake.handlers.get('printdesk:request')!(event, channel, input) as never;
  });

  afterAll(async () => {
    process.env.PRINTDESK_DATA_DIR = saved.data;
    if (saved.config === undefined) delete process.env.XDG_CONFIG_HOME;
    else process.env.XDG_CONFIG_HOME = saved.config;
    process.argv = saved.argv;
    await rm(dataDir, { recursive: true, force: true });
    await rm(configHome, { recursive: true, force: true });
  });

  it('answers our window through the real router, on the data folder it was given', async () => {
    const settings = await call('settings.get', {});
    expect(settings).toMatchObject({ ok: true, value: { platform: 'electron', dataDir } });
    // The embedded sandbox runs in the (stand-in) utility process, and answers.
    expect(await call('account.status', {})).toMatchObject({ ok: true, value: { connected: true } });
    expect(await call('library.tree', {})).toMatchObject({ ok: true });
    expect(await call('sync.status', {})).toMatchObject({ ok: true, value: { state: expect.any(String) } });
    expect(await call('settings.get', { extra: 1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
  });

  it('turns launch at login on and off from the sync preferences', async () => {
    const entry = join(configHome, 'autostart', 'printdesk.desktop');
    expect(await call('settings.setSyncPreferences', { launchAtLogin: true })).toMatchObject({ ok: true });
    await vi.waitFor(async () => expect(await readFile(entry, 'utf8')).toContain('--hidden'), {
      timeout: 10_000,
    });
    await call('settings.setSyncPreferences', { launchAtLogin: false });
    await vi.waitFor(async () => expect(await readFile(entry, 'utf8').catch(() => 'gone')).toBe('gone'), {
      timeout: 10_000,
    });
  });

  it('saves the window bounds into the settings, then quits once the core has closed', async () => {
    fake.windows[0]!.bounds = { x: 40, y: 50, width: 1111, height: 777 };
    fake.electron.app.quit();
    await vi.waitFor(() => expect(fake.electron.app.quits).toBe(1), { timeout: 60_000, interval: 50 });
    const settings = JSON.parse(await readFile(join(dataDir, 'settings.json'), 'utf8')) as {
      window?: unknown;
    };
    expect(settings.window).toEqual({ x: 40, y: 50, width: 1111, height: 777, maximized: false });
    expect(fake.handlers.has('printdesk:request')).toBe(false);
  });
});
