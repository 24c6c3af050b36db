/**
 * A stand-in for the `electron` module, for the main-process tests (no Electron binary can be had
 * here). It records what main.ts does with it: the windows it opens, the trays, the notifications
 * shown, the IPC handlers, the session's permission and request handlers and the protocols it
 * registers (`protocols`: each privileged scheme, each handled one, in call order). Load it inside
 * `vi.hoisted` (it must exist before `vi.mock('electron', …)` runs):
 *
 *   const fakes = await vi.hoisted(async () =>
 *     (await import('./test-support/fake-electron.js')).fakeElectron({ isPackaged: false, notifications: true }),
 *   );
 *   vi.mock('electron', () => fakes.electron);
 */
import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';

export interface FakeElectronOptions {
  readonly isPackaged: boolean;
  /** Whether the desktop shows notifications (`Notification.isSupported()`). */
  readonly notifications: boolean;
  /** `app.getPath`; by default the path last set with `app.setPath`, else one in the temp folder. */
  readonly getPath?: (name: string) => string;
  /** `app.getPreferredSystemLanguages()`; English by default. */
  readonly systemLanguages?: readonly string[];
}

type IpcHandler = (event: unknown, ...args: unknown[]) => Promise<unknown>;

export function fakeElectron(options: FakeElectronOptions) {
  const windows: FakeWindow[] = [];
  const trays: FakeTray[] = [];
  const notifications: { title: string; body: string }[] = [];
  const handlers = new Map<string, IpcHandler>();
  const session = { handlers: new Map<string, unknown>() };
  const protocols: { call: 'privileged' | 'handle'; scheme: string; handler?: unknown }[] = [];
  const paths = new Map<string, string>();

  class FakeContents extends EventEmitter {
    send = vi.fn();
    isDestroyed = () => false;
    setWindowOpenHandler = vi.fn();
  }
  class FakeWindow extends EventEmitter {
    webContents = new FakeContents();
    bounds = { x: 0, y: 0, width: 1200, height: 800 };
    /** The page loaded, as `loadURL` got it. */
    url = '';
    shown = false;
    focused = false;
    constructor(readonly options: Record<string, unknown>) {
      super();
      windows.push(this);
      queueMicrotask(() => this.emit('ready-to-show'));
    }
    loadURL = vi.fn(async (url: string) => void (this.url = url));
    isDestroyed = () => false;
    isMinimized = () => false;
    isMaximized = () => false;
    isFullScreen = () => false;
    isFocused = () => this.focused;
    show = vi.fn(() => void (this.shown = true));
    focus = vi.fn();
    restore = vi.fn();
    maximize = vi.fn();
    getBounds = () => this.bounds;
    getNormalBounds = () => this.bounds;
  }
  class FakeTray extends EventEmitter {
    menu: unknown;
    constructor(public image: unknown) {
      super();
      trays.push(this);
    }
    setImage = (image: unknown) => void (this.image = image);
    setToolTip = vi.fn();
    setContextMenu = (menu: unknown) => void (this.menu = menu);
    isDestroyed = () => false;
    destroy = vi.fn();
  }
  class FakeNotification extends EventEmitter {
    static isSupported = () => options.notifications;
    constructor(readonly options: { title: string; body: string }) {
      super();
    }
    show = () => void notifications.push({ title: this.options.title, body: this.options.body });
  }

  const app = Object.assign(new EventEmitter(), {
    quits: 0,
    setName: vi.fn(),
    setPath: vi.fn((name: string, value: string) => void paths.set(name, value)),
    getPath:
      options.getPath ?? ((name: string) => paths.get(name) ?? join(tmpdir(), 'printdesk-never', name)),
    requestSingleInstanceLock: () => true,
    getPreferredSystemLanguages: () => [...(options.systemLanguages ?? ['en-US'])],
    setAppUserModelId: vi.fn(),
    whenReady: () => Promise.resolve(),
    isPackaged: options.isPackaged,
    setLoginItemSettings: vi.fn(),
    exit: vi.fn(),
    quit() {
      let prevented = false;
      app.emit('before-quit', { preventDefault: () => (prevented = true) });
      if (!prevented) app.quits++;
    },
  });
  const capture = (name: string) => (handler: unknown) => session.handlers.set(name, handler);

  return {
    windows,
    trays,
    notifications,
    handlers,
    session,
    protocols,
    electron: {
      app,
      BrowserWindow: FakeWindow,
      Tray: FakeTray,
      Notification: FakeNotification,
      Menu: { buildFromTemplate: (template: unknown) => template, setApplicationMenu: vi.fn() },
      nativeImage: { createFromPath: (path: string) => path },
      screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
      ipcMain: {
        handle: (channel: string, handler: IpcHandler) => handlers.set(channel, handler),
        removeHandler: (channel: string) => handlers.delete(channel),
      },
      protocol: {
        registerSchemesAsPrivileged: (schemes: { scheme: string }[]) =>
          schemes.forEach(({ scheme }) => protocols.push({ call: 'privileged', scheme })),
      },
      session: {
        defaultSession: {
          protocol: {
            handle: (scheme: string, handler: unknown) => protocols.push({ call: 'handle', scheme, handler }),
          },
          setPermissionRequestHandler: capture('permission'),
          setPermissionCheckHandler: capture('check'),
          setDevicePermissionHandler: capture('device'),
          webRequest: { onBeforeRequest: capture('before'), onHeadersReceived: capture('headers') },
          // No system proxy on this machine: Chromium's answer for a direct connection.
          resolveProxy: async () => 'DIRECT',
        },
      },
      shell: { openExternal: vi.fn() },
      dialog: { showErrorBox: vi.fn((title: string, message: string) => console.error(title, message)) },
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
      // Reversible stand-in for the OS's encryption; what matters is that the core accepts it.
      safeStorage: {
        isEncryptionAvailable: () => true,
        encryptString: (s: string) => Buffer.from(s).reverse(),
        decryptString: (b: Buffer) => Buffer.from(b).reverse().toString(),
        getSelectedStorageBackend: () => 'gnome_libsecret',
      },
    },
  };
}
