/**
 * The main process on the REAL core (embedded sandbox, settings, sync engine) in a temp data folder,
 * with only Electron faked: requests from our window go through the real router, a settings change
 * reaches launch-at-login, and quitting saves the window bounds before the core closes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const fake = await vi.hoisted(async () => {
  const { EventEmitter } = await import('node:events');
  const { fork } = await import('node:child_process');
  const paths = new Map<string, string>();
  const windows: InstanceType<typeof FakeWindow>[] = [];
  const handlers = new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>();

  class FakeWindow extends EventEmitter {
    webContents = Object.assign(new EventEmitter(), {
      send: () => {},
      isDestroyed: () => false,
      setWindowOpenHandler: () => {},
    });
    bounds = { x: 0, y: 0, width: 1200, height: 800 };
    file = '';
    shown = false;
    constructor() {
      super();
      windows.push(this);
      queueMicrotask(() => this.emit('ready-to-show'));
    }
    loadFile = async (file: string) => void (this.file = file);
    isDestroyed = () => false;
    isMinimized = () => false;
    isMaximized = () => false;
    isFullScreen = () => false;
    isFocused = () => true;
    show = () => void (this.shown = true);
    focus = () => {};
    maximize = () => {};
    getBounds = () => this.bounds;
    getNormalBounds = () => this.bounds;
  }
  class FakeTray extends EventEmitter {
    setImage = () => {};
    setToolTip = () => {};
    setContextMenu = () => {};
    isDestroyed = () => false;
    destroy = () => {};
  }
  const app = Object.assign(new EventEmitter(), {
    quits: 0,
    setName: () => {},
    setPath: (name: string, value: string) => paths.set(name, value),
    getPath: (name: string) => paths.get(name) ?? join(tmpdir(), 'printdesk-never', name),
    requestSingleInstanceLock: () => true,
    setAppUserModelId: () => {},
    whenReady: () => Promise.resolve(),
    isPackaged: true,
    setLoginItemSettings: () => {},
    exit: () => {},
    quit() {
      let prevented = false;
      app.emit('before-quit', { preventDefault: () => (prevented = true) });
      if (!prevented) app.quits++;
    },
  });
  const ignore = () => {};
  return {
    windows,
    handlers,
    electron: {
      app,
      BrowserWindow: FakeWindow,
      Tray: FakeTray,
      Notification: { isSupported: (): boolean => false },
      Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: ignore },
      nativeImage: { createFromPath: (path: string) => path },
      screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
      ipcMain: {
        handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => Promise<unknown>) =>
          handlers.set(channel, handler),
        removeHandler: (channel: string) => handlers.delete(channel),
      },
      session: {
        defaultSession: {
          setPermissionRequestHandler: ignore,
          setPermissionCheckHandler: ignore,
          setDevicePermissionHandler: ignore,
          webRequest: { onBeforeRequest: ignore, onHeadersReceived: ignore },
          // No system proxy on this machine: Chromium's answer for a direct connection.
          resolveProxy: async () => 'DIRECT',
        },
      },
      shell: { openExternal: ignore },
      dialog: { showErrorBox: (title: string, message: string) => console.error(title, message) },
      // Electron's utility process, as a forked Node child (from the sources: under tsx).
      utilityProcess: {
        fork(modulePath: string, args: string[]) {
          const child = fork(modulePath, args, {
            execArgv: ['--import', 'tsx'],
            stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
          });
          const utility = Object.assign(new EventEmitter(), {
            pid: child.pid,
            stdout: child.stdout,
            stderr: child.stderr,
            kill: () => child.kill(),
          });
          child.once('exit', (code) => utility.emit('exit', code ?? 1));
          return utility;
        },
      },
      // Reversible stand-in for the OS's encryption; what matters here is that the core accepts it.
      safeStorage: {
        isEncryptionAvailable: () => true,
        encryptString: (s: string) => Buffer.from(s).reverse(),
        decryptString: (b: Buffer) => Buffer.from(b).reverse().toString(),
        getSelectedStorageBackend: () => 'gnome_libsecret',
      },
    },
  };
});
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
      senderFrame: { url: pathToFileURL(window.file).href, parent: null },
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
