/**
 * The one main window: created with the secure options and the remembered bounds, on our app://
 * page, shown when its first paint is ready, and reopened or focused on demand (tray, second launch).
 */
import { BrowserWindow, screen } from 'electron';
import { appIndexUrl } from './app-origin.js';
import { trackWindowBounds } from './window-state.js';
import type { WindowBoundsStore } from './window-state.js';
import { mainWindowOptions, restoreBounds } from './window-options.js';

export interface MainWindowPaths {
  /** dist/preload/preload.cjs */
  preloadFile: string;
  /** The window icon (Linux, Windows). */
  iconFile: string;
}

export interface MainWindowHost {
  /** The window that exists now, if any. */
  current(): BrowserWindow | null;
  /** Shows and focuses the window, creating it when it was closed (on `route`, `#/…`, when given). */
  open(route?: string): Promise<BrowserWindow>;
  /** Remembers the open window's bounds now (on quit, before the core that keeps them closes). */
  saveBounds(): Promise<void>;
}

export function createMainWindowHost(paths: MainWindowPaths, boundsStore: WindowBoundsStore): MainWindowHost {
  let window: BrowserWindow | null = null;
  let creating: Promise<BrowserWindow> | null = null;
  let saveBounds: (() => Promise<void>) | null = null;

  async function create(route: string): Promise<BrowserWindow> {
    const saved = await boundsStore.load();
    const bounds = restoreBounds(
      saved,
      screen.getAllDisplays().map((display) => display.workArea),
    );
    const created = new BrowserWindow(
      mainWindowOptions({ preloadPath: paths.preloadFile, iconPath: paths.iconFile, bounds }),
    );
    created.once('ready-to-show', () => {
      if (bounds.maximized) created.maximize();
      created.show();
    });
    const save = trackWindowBounds(created, boundsStore);
    saveBounds = save;
    created.on('closed', () => {
      if (window === created) window = null;
      if (saveBounds === save) saveBounds = null;
    });
    window = created;
    // From our app:// origin (app-protocol.ts serves dist/renderer), never file://.
    await created.loadURL(appIndexUrl + route);
    return created;
  }

  return {
    current: () => (window && !window.isDestroyed() ? window : null),
    saveBounds: () => saveBounds?.() ?? Promise.resolve(),
    async open(route = '') {
      const existing = window && !window.isDestroyed() ? window : null;
      if (existing) {
        if (existing.isMinimized()) existing.restore();
        existing.show();
        existing.focus();
        return existing;
      }
      creating ??= create(route).finally(() => {
        creating = null;
      });
      return creating;
    },
  };
}
