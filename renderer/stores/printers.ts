/**
 * The hot folders' printers ("Also as a printer", docs/printer.md) as they run: `printers.list`, then
 * `printers.changed`. The status bar follows them while it is on screen.
 */
import type { HotFolderPrinter } from '../../electron/shared/contract/printers.js';
import { getApi, onConnectionChange } from '../bridge/api.js';
import { createStore } from './resettable.js';
import { sharedFollowing } from './shared-following.js';

interface PrintersState {
  printers: readonly HotFolderPrinter[];
  load(): Promise<void>;
  /** Loads the printers and follows their changes while anyone follows; returns the unfollow. */
  follow(): () => void;
}

export const usePrinters = createStore<PrintersState>((set, get) => ({
  printers: [],
  async load() {
    const { printers } = await getApi()['printers.list']({});
    set({ printers });
  },
  follow: sharedFollowing(() => {
    const offChanged = getApi().on('printers.changed', ({ printers }) => set({ printers }));
    const offConnection = onConnectionChange((state, gap) => {
      if (state === 'open' && gap)
        void get()
          .load()
          .catch(() => undefined);
    });
    void get()
      .load()
      .catch(() => undefined);
    return () => {
      offChanged();
      offConnection();
    };
  }),
}));
