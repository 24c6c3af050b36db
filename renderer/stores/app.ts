/**
 * The shell's own state: whether the first snapshot has arrived (`data-app-state`), which view is
 * open, and the link to the core. `start()` is the one place that turns the core's shared events
 * into store actions (views with their own events subscribe in their own stores).
 */
import type { AccountStatus } from '../../electron/shared/contract/account.js';
import type { ConnectionState } from '../bridge/host-connection.js';
import { getApi, onConnectionChange } from '../bridge/api.js';
import { appIntl } from '../format/intl.js';
import { showToast } from '../components/toasts.js';
import { defaultView } from '../navigation/routes.js';
import type { ViewId } from '../navigation/routes.js';
import { useAccount } from './account.js';
import { useOrders } from './orders.js';
import { useReferenceData } from './reference-data.js';
import { createStore } from './resettable.js';
import { useSyncStatus } from './sync-status.js';
import { forgetThumbnails } from './thumbnails.js';
import { useUploads } from './uploads.js';

interface AppState {
  phase: 'loading' | 'ready';
  view: ViewId;
  connection: ConnectionState;
  /** Subscribes to the core's events and loads the first snapshots; returns the unsubscribe. */
  start(): () => void;
  /** Reloads every snapshot (after a reconnect, when events may have been missed). */
  refresh(): Promise<void>;
  showView(view: ViewId): void;
}

/** Which account of which service the status is of ('' before it is known). */
function accountKey(status: AccountStatus | null): string {
  return status ? `${status.baseUrl} ${status.user?.id ?? ''}` : '';
}

export const useApp = createStore<AppState>((set, get) => ({
  phase: 'loading',
  view: defaultView,
  connection: 'connecting',

  start() {
    const api = getApi();
    const stops = [
      api.on('account.changed', (status) => useAccount.getState().applyStatus(status)),
      api.on('settings.changed', (settings) => useAccount.getState().applySettings(settings)),
      api.on('upload.changed', (entry) => useUploads.getState().apply(entry)),
      api.on('sync.status', (status) => useSyncStatus.getState().apply(status)),
      api.on('orders.shipped', ({ friendlyId }) => {
        showToast('info', appIntl().formatMessage({ id: 'shell.orderShipped' }, { id: friendlyId }));
        useOrders.getState().shipped(friendlyId);
      }),
      // A desktop notification was clicked (a held file, a folder's limits): its route, as a link would.
      api.on('window.show', ({ route }) => {
        window.location.hash = route;
      }),
      api.on('notice', (notice) =>
        showToast(
          notice.level === 'error' ? 'error' : notice.level === 'warning' ? 'error' : 'info',
          notice.code === 'set-aside'
            ? appIntl().formatMessage({ id: 'hot-folders.setAside.notice' })
            : notice.message,
        ),
      ),
      // Another service or another user: the pictures, addresses, lists and templates seen so far are not theirs.
      useAccount.subscribe((now, before) => {
        if (accountKey(now.status) === accountKey(before.status)) return;
        forgetThumbnails();
        useReferenceData.getState().forget();
        useOrders.getState().forget();
      }),
      onConnectionChange((connection, gap) => {
        set({ connection });
        if (connection === 'open' && gap) void get().refresh();
      }),
    ];
    void get()
      .refresh()
      .finally(() => set({ phase: 'ready' }));
    return () => stops.forEach((stop) => stop());
  },

  async refresh() {
    await Promise.all([
      useAccount.getState().load(),
      useUploads.getState().load(),
      useSyncStatus.getState().load(),
      useReferenceData.getState().refresh(),
    ]);
  },

  showView(view) {
    set({ view });
  },
}));
