/**
 * What the tray shows for a sync status: which icon, the tooltip, the status line and which of
 * pause / resume is offered. On Linux the tray is a StatusNotifierItem and GNOME shows only its
 * menu, so every action lives in the menu (and in the window), never on a click alone.
 */
import type { PauseRequest } from '../ipc/contract/bandwidth.js';
import type { SyncStatus } from '../ipc/contract/sync.js';
import { idleLabel, offlineLabel, syncTone } from '../sync/status-model.js';

export type TrayIcon = 'idle' | 'syncing' | 'paused' | 'error';

export interface TrayPresentation {
  icon: TrayIcon;
  /** One line: the tooltip and the first (disabled) item of the tray menu. */
  label: string;
  canPause: boolean;
  canResume: boolean;
}

const files = (n: number): string => `${n} file${n === 1 ? '' : 's'}`;

export function trayPresentation(status: SyncStatus): TrayPresentation {
  const pending = status.queued + status.uploading;
  switch (status.state) {
    case 'syncing': {
      const percent =
        status.bytesTotal > 0
          ? ` (${Math.min(99, Math.floor((status.bytesSent / status.bytesTotal) * 100))} %)`
          : '';
      return {
        icon: 'syncing',
        label: `Syncing ${files(pending)}${percent}`,
        canPause: true,
        canResume: false,
      };
    }
    case 'paused':
      return {
        icon: 'paused',
        label: pending > 0 ? `Sync paused, ${files(pending)} waiting` : 'Sync paused',
        canPause: false,
        canResume: true,
      };
    case 'error':
      return {
        icon: 'error',
        label: status.notice ?? 'Sync stopped by an error',
        canPause: false,
        canResume: true,
      };
    case 'offline':
      return {
        icon: 'error',
        label:
          status.nextTryAt !== undefined
            ? `${offlineLabel(status.nextTryAt)}, ${files(pending)} waiting`
            : (status.notice ?? 'A hot folder is offline'),
        canPause: true,
        canResume: false,
      };
    case 'idle':
      return {
        icon: syncTone(status) === 'problem' ? 'error' : 'idle',
        label: idleLabel(status),
        canPause: true,
        canResume: false,
      };
  }
}

/** The tray's choices of a pause for a while (docs/bandwidth.md). */
export const pauseChoices: readonly { label: string; request: PauseRequest }[] = [
  { label: 'For 1 hour', request: { kind: 'for', minutes: 60 } },
  { label: 'Until tomorrow', request: { kind: 'until-tomorrow' } },
  { label: 'Until resumed', request: { kind: 'until-resumed' } },
];

export interface TrayActions {
  openWindow(): void;
  pause(request: PauseRequest): void;
  resume(): void;
  quit(): void;
}

/** The tray menu as plain items (Menu.buildFromTemplate takes them as they are). */
export function trayMenuItems(presentation: TrayPresentation, actions: TrayActions) {
  return [
    { label: presentation.label, enabled: false },
    { type: 'separator' as const },
    { label: 'Open PrintDesk', click: () => actions.openWindow() },
    presentation.canResume
      ? { label: 'Resume syncing', click: () => actions.resume() }
      : {
          label: 'Pause syncing',
          enabled: presentation.canPause,
          submenu: pauseChoices.map(({ label, request }) => ({ label, click: () => actions.pause(request) })),
        },
    { type: 'separator' as const },
    { label: 'Quit PrintDesk', click: () => actions.quit() },
  ];
}
