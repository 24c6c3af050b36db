/**
 * What the tray shows for a sync status: which icon, the tooltip, the status line and which of
 * pause / resume is offered. On Linux the tray is a StatusNotifierItem and GNOME shows only its
 * menu, so every action lives in the menu (and in the window), never on a click alone.
 */
import type { PauseRequest } from '../shared/contract/bandwidth.js';
import type { HotFolderPrinter } from '../shared/contract/printers.js';
import type { SyncStatus } from '../shared/contract/sync.js';
import { pauseChoices } from '../i18n/pause-text.js';
import { englishIntl, type TextIntl } from '../i18n/intl.js';
import { idleLabel, offlineLabel } from '../i18n/sync-status-text.js';
import { syncTone } from '../shared/sync/status.js';

export type TrayIcon = 'idle' | 'syncing' | 'paused' | 'error';

export interface TrayPresentation {
  icon: TrayIcon;
  /** One line: the tooltip and the first (disabled) item of the tray menu. */
  label: string;
  canPause: boolean;
  canResume: boolean;
}

/** `intl`: the app's language (tray and menus follow the language setting). */
export function trayPresentation(status: SyncStatus, intl: TextIntl = englishIntl): TrayPresentation {
  const say = intl.formatMessage;
  const pending = status.queued + status.uploading;
  switch (status.state) {
    case 'syncing': {
      const percent = Math.min(99, Math.floor((status.bytesSent / status.bytesTotal) * 100));
      return {
        icon: 'syncing',
        label:
          status.bytesTotal > 0
            ? say({ id: 'desktop.tray.syncingShare' }, { count: pending, percent })
            : say({ id: 'format.syncStatus.syncing' }, { count: pending }),
        canPause: true,
        canResume: false,
      };
    }
    case 'paused':
      return {
        icon: 'paused',
        label:
          pending > 0
            ? say({ id: 'desktop.tray.pausedWaiting' }, { count: pending })
            : say({ id: 'format.syncStatus.paused' }),
        canPause: false,
        canResume: true,
      };
    case 'error':
      return {
        icon: 'error',
        label: status.notice ?? say({ id: 'desktop.tray.stopped' }),
        canPause: false,
        canResume: true,
      };
    case 'offline':
      return {
        icon: 'error',
        label:
          status.nextTryAt !== undefined
            ? say(
                { id: 'desktop.tray.offlineWaiting' },
                { offline: offlineLabel(status.nextTryAt, intl), count: pending },
              )
            : (status.notice ?? say({ id: 'desktop.tray.offline' })),
        canPause: true,
        canResume: false,
      };
    case 'idle':
      return {
        icon: syncTone(status) === 'problem' ? 'error' : 'idle',
        label: idleLabel(status, intl),
        canPause: true,
        canResume: false,
      };
  }
}

export interface TrayActions {
  openWindow(): void;
  pause(request: PauseRequest): void;
  resume(): void;
  quit(): void;
}

/** A line per hot folder that is a printer too: on, at its address, or off and why (docs/printer.md). */
export function printerLines(printers: readonly HotFolderPrinter[], intl: TextIntl = englishIntl): string[] {
  return printers.map((p) =>
    p.state === 'on'
      ? intl.formatMessage({ id: 'desktop.tray.printerOn' }, { name: p.name, uri: p.uri })
      : intl.formatMessage({ id: 'desktop.tray.printerOff' }, { name: p.name, message: p.message ?? '' }),
  );
}

/** The tray menu as plain items (Menu.buildFromTemplate takes them as they are). */
export function trayMenuItems(
  presentation: TrayPresentation,
  actions: TrayActions,
  intl: TextIntl = englishIntl,
  printers: readonly HotFolderPrinter[] = [],
) {
  const say = intl.formatMessage;
  return [
    { label: presentation.label, enabled: false },
    ...printerLines(printers, intl).map((label) => ({ label, enabled: false })),
    { type: 'separator' as const },
    { label: say({ id: 'desktop.tray.open' }), click: () => actions.openWindow() },
    presentation.canResume
      ? { label: say({ id: 'desktop.tray.resume' }), click: () => actions.resume() }
      : {
          label: say({ id: 'desktop.tray.pause' }),
          enabled: presentation.canPause,
          submenu: pauseChoices(intl).map(({ label, request }) => ({
            label,
            click: () => actions.pause(request),
          })),
        },
    { type: 'separator' as const },
    { label: say({ id: 'desktop.tray.quit' }), click: () => actions.quit() },
  ];
}
