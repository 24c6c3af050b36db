/**
 * The tray icon: its image, tooltip and menu follow the hot-folder sync status (see tray-state.ts).
 */
import { join } from 'node:path';
import { Menu, Tray, nativeImage } from 'electron';
import type { IntlShape } from '@formatjs/intl';
import type { HotFolderPrinter } from '../shared/contract/printers.js';
import type { SyncStatus } from '../shared/contract/sync.js';
import { trayMenuItems, trayPresentation } from './tray-state.js';
import type { TrayActions, TrayIcon } from './tray-state.js';

export interface SyncTray {
  update(status: SyncStatus): void;
  /** The hot folders' printers, a line each in the menu. */
  printers(printers: readonly HotFolderPrinter[]): void;
  /** Draws the last status again in the app's language now (after the language setting changed). */
  relabel(): void;
  destroy(): void;
}

/** @param iconsDir assets/icons, holding tray-<state>.png and its @2x */
/** `intl`: the app's language as it is now. */
export function createSyncTray(iconsDir: string, actions: TrayActions, intl: () => IntlShape): SyncTray {
  const images = new Map<TrayIcon, Electron.NativeImage>();
  // nativeImage picks the @2x file up by itself on high-density screens.
  const image = (icon: TrayIcon) => {
    let found = images.get(icon);
    if (!found) {
      found = nativeImage.createFromPath(join(iconsDir, `tray-${icon}.png`));
      images.set(icon, found);
    }
    return found;
  };
  const tray = new Tray(image('idle'));
  tray.setToolTip('PrintDesk');
  // Where a click is delivered (Windows, macOS), it opens the window; the menu has it too.
  tray.on('click', () => actions.openWindow());
  let lastKey = '';
  let lastStatus: SyncStatus | null = null;
  let lastPrinters: readonly HotFolderPrinter[] = [];
  const draw = (status: SyncStatus) => {
    const language = intl();
    const presentation = trayPresentation(status, language);
    const key = `${language.locale} ${JSON.stringify([presentation, lastPrinters])}`;
    if (key === lastKey || tray.isDestroyed()) return;
    lastKey = key;
    tray.setImage(image(presentation.icon));
    tray.setToolTip(`PrintDesk: ${presentation.label}`);
    tray.setContextMenu(Menu.buildFromTemplate(trayMenuItems(presentation, actions, language, lastPrinters)));
  };
  return {
    update(status) {
      lastStatus = status;
      draw(status);
    },
    printers(printers) {
      lastPrinters = printers;
      if (lastStatus) draw(lastStatus);
    },
    relabel() {
      if (lastStatus) draw(lastStatus);
    },
    destroy() {
      if (!tray.isDestroyed()) tray.destroy();
    },
  };
}
