/**
 * The application menu: the platform's usual roles (so copy/paste, zoom, full screen and window
 * shortcuts work) plus a Sync menu with the tray's actions, since a tray may not be visible (GNOME).
 */
import type { MenuItemConstructorOptions } from 'electron';
import { englishIntl, type TextIntl } from '../i18n/intl.js';

export interface MenuActions {
  openWindow(): void;
  /** Pauses every hot folder when they run, resumes them when they are paused. */
  togglePause(): void;
  syncPaused(): boolean;
}

export function applicationMenuTemplate(
  platform: NodeJS.Platform,
  actions: MenuActions,
  intl: TextIntl = englishIntl,
): MenuItemConstructorOptions[] {
  const say = intl.formatMessage;
  const mac = platform === 'darwin';
  const sync: MenuItemConstructorOptions = {
    label: say({ id: 'desktop.menu.sync' }),
    submenu: [
      {
        label: say({ id: actions.syncPaused() ? 'desktop.menu.resume' : 'desktop.menu.pause' }),
        accelerator: 'CmdOrCtrl+Shift+P',
        click: () => actions.togglePause(),
      },
      { label: say({ id: 'desktop.menu.show' }), click: () => actions.openWindow() },
    ],
  };
  return [
    ...(mac ? [{ role: 'appMenu' as const }] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    sync,
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ role: 'about' }] },
  ];
}
