/**
 * The Electron entry: one locked-down window on the shared core, a tray and a menu that follow the
 * hot-folder sync, native notifications, and a quit that waits for the core to flush its journal.
 * Only glue lives here; each decision is a module in electron/desktop/ with its own tests.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Menu, Notification, app, dialog, ipcMain, protocol, session, shell } from 'electron';
import { defaultDataDir } from './platform/app-paths.js';
import { createCore } from './core/create-core.js';
import type { IntlShape } from '@formatjs/intl';
import { createAppIntl } from './i18n/intl.js';
import { resolveLocale, type Language } from './shared/settings/locale.js';
import { openSecretStore } from './secrets/open.js';
import type { Input, Output, RequestChannel } from './shared/contract/channels.js';
import type { SettingsView } from './shared/contract/account.js';
import type { LinkStatus, SyncStatus } from './shared/contract/sync.js';
import type { PauseRequest } from './shared/contract/bandwidth.js';
import { applicationMenuTemplate } from './desktop/app-menu.js';
import { appIndexUrl } from './desktop/app-origin.js';
import { registerAppScheme, serveApp } from './desktop/app-protocol.js';
import { lockDownContents, lockDownSession } from './desktop/content-policy.js';
import { bindIpc } from './desktop/ipc-host.js';
import { applyLaunchAtLogin, hiddenFlag } from './desktop/login-item.js';
import { createMainWindowHost } from './desktop/main-window.js';
import type { MainWindowHost } from './desktop/main-window.js';
import { createNotificationPolicy } from './desktop/notification-policy.js';
import type { DesktopNotification } from './desktop/notification-policy.js';
import { electronFolderDialog } from './desktop/folder-dialog.js';
import { electronSaveDialog } from './desktop/save-dialog.js';
import { electronSafeStorage } from './desktop/safe-storage.js';
import { utilitySandboxLauncher } from './desktop/sandbox-process.js';
import { electronSystemProxy } from './desktop/system-proxy.js';
import { createSyncTray } from './desktop/sync-tray.js';
import type { SyncTray } from './desktop/sync-tray.js';
import { createSenderCheck } from './desktop/trusted-sender.js';
import type { Core } from './core/create-core.js';
import { defaultMarketId, markets } from './shared/models/markets.js';
import type { Currency } from './shared/models/markets.js';

const appId = 'com.printdesk.app';
/** dist/electron/main.js → the app root (the checkout, or app.asar once packaged). */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const paths = {
  rendererDir: join(root, 'dist', 'renderer'),
  preloadFile: join(root, 'dist', 'preload', 'preload.cjs'),
  iconFile: join(root, 'assets', 'icons', 'app.png'),
  iconsDir: join(root, 'assets', 'icons'),
};

// The same data folder as the headless host and the CLI; PRINTDESK_DATA_DIR keeps test runs apart.
// Set before the single-instance lock, which is held per data folder.
app.setName('PrintDesk');
app.setPath('userData', process.env.PRINTDESK_DATA_DIR || defaultDataDir());
// The renderer's app:// origin must be privileged before ready; it is served once ready (start).
registerAppScheme(protocol);

let core: Core | null = null;
let starting: Promise<void> | null = null;
let stopIpc: (() => void) | null = null;
let tray: SyncTray | null = null;
/** The app's language in the main process: the setting, `system` resolved from the OS's preferred languages. */
const desktopIntl = (language: Language): IntlShape =>
  createAppIntl(resolveLocale(language, app.getPreferredSystemLanguages()));
let intl: IntlShape = createAppIntl('en');
let windows: MainWindowHost | null = null;
let quit: 'running' | 'closing' | 'closed' = 'running';

/** Shows the window (creating it when closed); before start-up completes there is none to show yet. */
const openWindow = (): void => {
  windows?.open().catch((error: unknown) => console.error('PrintDesk could not open its window:', error));
};

/** Shows the window at a route (`#/hot-folders?held=…`): a new window loads it, an open one is sent it. */
const openAt = (route: string): void => {
  const open = windows?.current();
  windows
    ?.open(route)
    .catch((error: unknown) => console.error('PrintDesk could not open its window:', error));
  if (open) core?.show(route);
};

async function request<C extends RequestChannel>(channel: C, input: Input<C>): Promise<Output<C> | null> {
  if (!core) return null;
  const result = await core.router.invoke(channel, input);
  if (result.ok) return result.value as Output<C>;
  console.warn(`PrintDesk: ${channel} failed: ${result.error.message}`);
  return null;
}

function notify(notifications: DesktopNotification[]): void {
  if (!Notification.isSupported()) return;
  for (const n of notifications) {
    const note = new Notification({
      title: n.title,
      body: n.body,
      icon: paths.iconFile,
      urgency: n.urgent ? 'critical' : 'normal',
    });
    note.on('click', () => (n.route ? openAt(n.route) : openWindow()));
    note.show();
  }
}

async function start(): Promise<void> {
  intl = desktopIntl('system');
  lockDownSession(session.defaultSession);
  serveApp(session.defaultSession.protocol, paths.rendererDir);
  const dataDir = app.getPath('userData');
  // Opened here rather than in the core so that a fall-back (no keytar, no Secret Service) is said once, up front.
  const secretStore = await openSecretStore({ safeStorage: { adapter: electronSafeStorage(), dataDir } });
  if (secretStore.notice) console.log(`PrintDesk: ${secretStore.notice}`);
  const running = await createCore({
    dataDir,
    secretStore,
    sandboxLauncher: utilitySandboxLauncher,
    resolveSystemProxy: electronSystemProxy(),
    chooseFolder: electronFolderDialog(() => windows?.current() ?? null),
    chooseSaveFile: electronSaveDialog(
      () => windows?.current() ?? null,
      () => intl.formatMessage({ id: 'desktop.dialog.saveOrderRecord.title' }),
    ),
    systemLanguages: () => app.getPreferredSystemLanguages(),
    platform: 'electron',
  });
  core = running;
  const host = createMainWindowHost(paths, {
    load: async () => running.settings().window,
    save: (bounds) => running.setWindowBounds(bounds),
  });
  windows = host;

  const isTrustedSender = createSenderCheck(() => host.current()?.webContents ?? null, appIndexUrl);
  // Bound before the window loads: the renderer asks for its first snapshot at once.
  stopIpc = bindIpc({
    ipcMain,
    router: running.router,
    isTrustedSender,
    onEvent: (listener) => running.on(listener),
    target: () => {
      const contents = host.current()?.webContents;
      return contents && !contents.isDestroyed() ? contents : null;
    },
    grant: (path) => running.pathGrants.grant(path),
    refused: (what, reason) => running.appLog.refusal({ what, reason }),
  });

  let status: SyncStatus | null = null;
  /** The hot folders as last announced: an order folder's limits are judged against the market's currency. */
  let links: LinkStatus[] = [];
  let preferences: SettingsView['sync'] | null = null;
  /** The currency of the service in use, as the account status says (amounts in notifications). */
  let currency: Currency = markets[defaultMarketId].currency;
  /** The language setting; tray, menus and notifications follow it, `system` from the OS's languages. */
  let language: Language = 'system';
  const policy = createNotificationPolicy({
    enabled: () => preferences?.notifications ?? true,
    windowFocused: () => host.current()?.isFocused() ?? false,
    currency: () => currency,
    intl: () => intl,
  });
  const pause = (): void => void request('sync.pause', {});
  const pauseFor = (pauseRequest: PauseRequest): void =>
    void request('bandwidth.pause', { request: pauseRequest });
  const resume = (): void => void request('sync.resume', {});
  const paused = (): boolean => status?.state === 'paused';
  const refreshMenu = (): void => {
    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        applicationMenuTemplate(
          process.platform,
          {
            openWindow,
            togglePause: () => (paused() ? resume() : pause()),
            syncPaused: paused,
          },
          intl,
        ),
      ),
    );
  };
  try {
    tray = createSyncTray(
      paths.iconsDir,
      { openWindow, pause: pauseFor, resume, quit: () => app.quit() },
      () => intl,
    );
  } catch (error) {
    // Without a tray the window is the only way in, so closing it quits (see window-all-closed).
    console.warn('PrintDesk: no tray icon on this desktop:', error);
  }

  const showStatus = (next: SyncStatus): void => {
    const menuChanged = paused() !== (next.state === 'paused') || status === null;
    status = next;
    tray?.update(next);
    if (menuChanged) refreshMenu();
    notify(policy.onStatus(next));
  };
  const applySettings = (view: SettingsView): void => {
    const loginChanged = preferences?.launchAtLogin !== view.sync.launchAtLogin;
    preferences = view.sync;
    if (view.language !== language) {
      language = view.language;
      intl = desktopIntl(language);
      tray?.relabel();
      refreshMenu();
    }
    if (!loginChanged) return;
    const loginHost = {
      platform: process.platform,
      executable: app.isPackaged ? process.env.APPIMAGE || process.execPath : null,
      setLoginItemSettings: (settings: { openAtLogin: boolean; args?: string[] }) =>
        app.setLoginItemSettings(settings),
      env: process.env,
    };
    applyLaunchAtLogin(loginHost, view.sync.launchAtLogin).then(
      (why) => why && console.warn(`PrintDesk: ${why}`),
      (error: unknown) => console.warn('PrintDesk: could not change launch at login:', error),
    );
  };
  running.on((...[event, payload]) => {
    if (event === 'sync.status') showStatus(payload);
    else if (event === 'settings.changed') applySettings(payload);
    else if (event === 'account.changed') {
      currency = markets[payload.market].currency;
      notify(policy.onLinks(links));
    } else if (event === 'sync.links') notify(policy.onLinks((links = payload.links)));
    else if (event === 'notice') notify(policy.onNotice(payload));
    else if (event === 'orders.shipped') notify(policy.onOrderShipped(payload));
    else if (event === 'jobs.changed') notify(policy.onJob(payload));
    else if (event === 'printers.changed') tray?.printers(payload.printers);
  });
  void request('printers.list', {}).then((listed) => {
    if (listed) tray?.printers(listed.printers);
  });
  // Not awaited: the account status waits for the service to check the key.
  void request('account.status', {}).then(async (account) => {
    if (account) currency = markets[account.market].currency;
    links = (await request('sync.links', {}))?.links ?? links;
    notify(policy.onLinks(links));
  });
  const [settings, firstStatus] = await Promise.all([
    request('settings.get', {}),
    request('sync.status', {}),
  ]);
  if (settings) applySettings(settings);
  if (firstStatus && status === null) showStatus(firstStatus);
  else if (status === null) refreshMenu();

  // Started at login with --hidden, PrintDesk syncs from the tray until asked for its window.
  if (!process.argv.includes(hiddenFlag)) openWindow();
}

async function shutdown(): Promise<void> {
  await starting?.catch(() => {});
  stopIpc?.();
  tray?.destroy();
  await windows?.saveBounds();
  await core?.close();
}

if (!app.requestSingleInstanceLock()) {
  // Another PrintDesk runs on this data folder: it shows its window (second-instance) and we leave.
  app.quit();
} else {
  if (process.platform === 'win32') app.setAppUserModelId(appId);
  app.on('web-contents-created', (_event, contents) => {
    lockDownContents(contents, (url) => void shell.openExternal(url));
  });
  app.on('second-instance', openWindow);
  app.on('activate', openWindow);
  app.on('window-all-closed', () => {
    // The tray keeps hot folders syncing with the window closed; without one, closing means quitting.
    if (!tray) app.quit();
  });
  app.on('before-quit', (event) => {
    if (quit === 'closed') return;
    event.preventDefault();
    if (quit === 'closing') return;
    quit = 'closing';
    shutdown()
      .catch((error: unknown) => console.error('PrintDesk did not shut down cleanly:', error))
      .finally(() => {
        quit = 'closed';
        app.quit();
      });
  });
  starting = app.whenReady().then(start);
  starting.catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error('PrintDesk could not start:', error);
    dialog.showErrorBox(intl.formatMessage({ id: 'desktop.dialog.startFailed.title' }), message);
    // Whatever did start (the core, its journal) is closed before leaving.
    shutdown()
      .catch(() => {})
      .finally(() => app.exit(1));
  });
}
