/** The overall sync state for the status bar: a snapshot of `sync.status`, then its events. */
import type { SyncStatus } from '../../electron/shared/contract/sync.js';
import { idleLabel, offlineLabel } from '../../electron/i18n/sync-status-text.js';
import { getApi } from '../bridge/api.js';
import { appIntl } from '../format/intl.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

interface SyncStatusState extends ActionTracking<'load'> {
  status: SyncStatus | null;
  /** Without an answer (not connected yet) the status bar shows nothing until the first event. */
  load(): Promise<void>;
  apply(status: SyncStatus): void;
}

export const useSyncStatus = createStore<SyncStatusState>((set) => {
  const run = actionRunner<'load'>(set);
  return {
    status: null,
    busy: {},
    errors: {},
    async load() {
      await run('load', async () => {
        set({ status: await getApi()['sync.status']({}) });
      });
    },
    apply(status) {
      set({ status });
    },
  };
});

/** The sync state in words, in the app's language. */
export function syncStateLabel(status: SyncStatus | null): string {
  const intl = appIntl();
  if (!status) return intl.formatMessage({ id: 'format.syncStatus.notStarted' });
  switch (status.state) {
    case 'idle':
      return idleLabel(status, intl);
    case 'syncing':
      return intl.formatMessage(
        { id: 'format.syncStatus.syncing' },
        { count: status.queued + status.uploading },
      );
    case 'paused':
      return intl.formatMessage({ id: 'format.syncStatus.paused' });
    case 'error':
      return intl.formatMessage({ id: 'format.syncStatus.attention' });
    case 'offline':
      // A next try means the print service is down; without one, a linked folder is.
      return status.nextTryAt === undefined
        ? intl.formatMessage({ id: 'format.syncStatus.offlineFolder' })
        : offlineLabel(status.nextTryAt, intl);
  }
}
