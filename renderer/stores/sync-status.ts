/** The overall sync state for the status bar: a snapshot of `sync.status`, then its events. */
import type { SyncStatus } from '../../electron/ipc/contract/sync.js';
import { idleLabel, offlineLabel } from '../../electron/sync/status-model.js';
import { getApi } from '../bridge/api.js';
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

export function syncStateLabel(status: SyncStatus | null): string {
  if (!status) return 'Sync not started';
  switch (status.state) {
    case 'idle':
      return idleLabel(status);
    case 'syncing':
      return `Syncing ${status.queued + status.uploading} file${status.queued + status.uploading === 1 ? '' : 's'}`;
    case 'paused':
      return 'Sync paused';
    case 'error':
      return 'Sync needs attention';
    case 'offline':
      // A next try means the print service is down; without one, a linked folder is.
      return status.nextTryAt === undefined ? 'Offline' : offlineLabel(status.nextTryAt);
  }
}
