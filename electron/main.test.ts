/**
 * The main process's wiring, with Electron and the core replaced by fakes (no Electron binary can be
 * had here): the window is the secure one on our page, IPC reaches the router only from it, the tray
 * and notifications follow sync events, and quitting waits for the core to close.
 */
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultDataDir } from './platform/app-paths.js';
import { syncStatus as status } from '../test/sync-status.js';

const fakes = await vi.hoisted(async () =>
  (await import('./test-support/fake-electron.js')).fakeElectron({
    isPackaged: false,
    notifications: true,
    // Whatever main.ts sets: the mocked core never touches it, and the user's data folder stays out of it.
    getPath: (name) => `/tmp/printdesk-main-test/${name}`,
  }),
);

const core = vi.hoisted(() => {
  const listeners = new Set<(event: string, payload: unknown, seq: number) => void>();
  let finishClose = (): void => {};
  const instance = {
    router: {
      invoke: vi.fn(async (channel: string) => {
        if (channel === 'settings.get') {
          const sync = { concurrency: 3, afterUpload: 'keep', notifications: true, launchAtLogin: false };
          return {
            ok: true,
            value: {
              environment: { kind: 'embedded' },
              sync,
              language: 'system',
              dataDir: '/d',
              platform: 'electron',
            },
          };
        }
        // main.ts reads only the market of the account's status (for the notifications' currency).
        if (channel === 'account.status') return { ok: true, value: { market: 'uk' } };
        // Called once the test runs, when the imports below the hoisted block are in place.
        if (channel === 'sync.status') return { ok: true, value: status() };
        return { ok: true, value: { ok: true } };
      }),
    },
    on: (listener: (event: string, payload: unknown, seq: number) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settings: () => ({ window: undefined }),
    setWindowBounds: vi.fn(async () => {}),
    close: vi.fn(() => new Promise<void>((resolve) => (finishClose = resolve))),
  };
  let seq = 0;
  return {
    instance,
    createCore: vi.fn(
      async (_options: { secretStore?: { kind: string } } & Record<string, unknown>) => instance,
    ),
    emit: (event: string, payload: unknown) => [...listeners].forEach((l) => l(event, payload, ++seq)),
    finishClose: () => finishClose(),
  };
});

vi.mock('electron', () => fakes.electron);
vi.mock('./core/create-core.js', () => ({ createCore: core.createCore }));

describe('main process', () => {
  let readyAtImport = false;
  beforeAll(async () => {
    const whenReady = fakes.electron.app.whenReady;
    fakes.electron.app.whenReady = () => {
      readyAtImport = fakes.protocols.length > 0;
      return whenReady();
    };
    await import('./main.js');
    await vi.waitFor(() => expect(fakes.windows[0]?.shown).toBe(true));
  });

  it('keeps its data where the headless host and the CLI do, unless PRINTDESK_DATA_DIR says otherwise', () => {
    expect(fakes.electron.app.setPath).toHaveBeenCalledWith(
      'userData',
      process.env.PRINTDESK_DATA_DIR || defaultDataDir(),
    );
  });

  it('builds the core on the userData folder with the OS keychain, or safeStorage without one, for Electron', () => {
    expect(core.createCore).toHaveBeenCalledOnce();
    const options = core.createCore.mock.calls[0]![0];
    expect(options).toMatchObject({ dataDir: '/tmp/printdesk-main-test/userData', platform: 'electron' });
    // safeStorage (a real secret-store backend here) comes before memory in the chain: a key is never only in memory.
    expect(['keychain', 'safe-storage']).toContain(options.secretStore?.kind);
  });

  it('opens one window with the secure options on our app:// index.html', () => {
    expect(fakes.windows).toHaveLength(1);
    const window = fakes.windows[0]!;
    expect(window.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    const preload = String((window.options.webPreferences as { preload: string }).preload);
    expect(preload.endsWith(join('dist', 'preload', 'preload.cjs'))).toBe(true);
    expect(window.loadURL).toHaveBeenCalledWith('app://printdesk/index.html');
  });

  it("makes app:// privileged before ready, and serves it on the window's session once ready", () => {
    expect(readyAtImport).toBe(true);
    expect(fakes.protocols.map(({ call, scheme }) => `${call} ${scheme}`)).toEqual([
      'privileged app',
      'handle app',
    ]);
    expect(fakes.protocols[1]!.handler).toBeTypeOf('function');
  });

  it('locks the session down: permissions denied, CSP added', () => {
    const check = fakes.session.handlers.get('check') as () => boolean;
    expect(check()).toBe(false);
    expect(fakes.session.handlers.has('headers')).toBe(true);
  });

  it('answers IPC requests from our window only', async () => {
    const handle = fakes.handlers.get('printdesk:request')!;
    const window = fakes.windows[0]!;
    const frame = { url: 'app://printdesk/index.html#/library', parent: null };
    await expect(
      handle({ sender: window.webContents, senderFrame: frame }, 'library.tree', {}),
    ).resolves.toEqual({
      ok: true,
      value: { ok: true },
    });
    expect(core.instance.router.invoke).toHaveBeenCalledWith('library.tree', {});
    const foreign = new EventEmitter();
    await expect(
      handle({ sender: foreign, senderFrame: frame }, 'account.connect', { key: 'k' }),
    ).rejects.toThrow();
    // Our window showing a file:// page (the old way in) is not our page any more.
    const onFile = { url: 'file:///opt/PrintDesk/resources/app.asar/dist/renderer/index.html', parent: null };
    await expect(
      handle({ sender: window.webContents, senderFrame: onFile }, 'account.connect', { key: 'k' }),
    ).rejects.toThrow();
    expect(core.instance.router.invoke).not.toHaveBeenCalledWith('account.connect', expect.anything());
  });

  it("forwards the core's events to the window", () => {
    core.emit('notice', { level: 'info', message: 'hello' });
    expect(fakes.windows[0]!.webContents.send).toHaveBeenCalledWith('printdesk:event', {
      event: 'notice',
      seq: expect.any(Number),
      payload: { level: 'info', message: 'hello' },
    });
  });

  it('shows the sync state in the tray, with pause in its menu', async () => {
    const tray = fakes.trays[0]!;
    core.emit('sync.status', status({ state: 'syncing', queued: 2 }));
    expect(String(tray.image)).toMatch(/tray-syncing\.png$/);
    const pause = (tray.menu as { label?: string; submenu?: { label: string; click(): void }[] }[]).find(
      (i) => i.label === 'Pause syncing',
    )!;
    pause.submenu!.find((i) => i.label === 'For 1 hour')!.click();
    await vi.waitFor(() =>
      expect(core.instance.router.invoke).toHaveBeenCalledWith('bandwidth.pause', {
        request: { kind: 'for', minutes: 60 },
      }),
    );
  });

  it('notifies when a batch finishes while the window is in the background', () => {
    fakes.windows[0]!.focused = false;
    core.emit('sync.status', status({ uploaded: 2 }));
    expect(fakes.notifications).toContainEqual({
      title: 'Hot folder sync finished',
      body: '2 files uploaded to your print library.',
    });
  });

  it('brings the window back when PrintDesk is launched again', async () => {
    const window = fakes.windows[0]!;
    window.focus.mockClear();
    fakes.electron.app.emit('second-instance');
    await vi.waitFor(() => expect(window.focus).toHaveBeenCalled());
    expect(fakes.windows).toHaveLength(1);
  });

  it('remembers the window bounds, then quits only once the core has closed', async () => {
    fakes.windows[0]!.getBounds = () => ({ x: 30, y: 40, width: 1000, height: 720 });
    fakes.electron.app.quit();
    await vi.waitFor(() =>
      expect(core.instance.setWindowBounds).toHaveBeenCalledWith({
        x: 30,
        y: 40,
        width: 1000,
        height: 720,
        maximized: false,
      }),
    );
    await vi.waitFor(() => expect(core.instance.close).toHaveBeenCalledOnce());
    expect(fakes.electron.app.quits).toBe(0);
    fakes.electron.app.quit();
    expect(core.instance.close).toHaveBeenCalledOnce();
    core.finishClose();
    await vi.waitFor(() => expect(fakes.electron.app.quits).toBe(1));
    expect(fakes.trays[0]!.destroy).toHaveBeenCalled();
    expect(fakes.handlers.has('printdesk:request')).toBe(false);
  });
});
