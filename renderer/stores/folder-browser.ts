/**
 * Choosing a local folder (a hot folder): the system's folder dialog in the desktop app, or, in a
 * browser, the core's folder browser (home folder and network shares), one folder at a time.
 */
import type { FolderListing } from '../../electron/shared/contract/sync.js';
import { getApi } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

interface FolderBrowserState extends ActionTracking<'list' | 'pick'> {
  /** The folder shown (null before the first listing). */
  listing: FolderListing | null;
  /** Lists a folder's sub-folders (no path: the starting places); the listing shown stays on a failure. */
  list(path?: string): Promise<void>;
  /** The system's folder dialog: the folder chosen, or null when cancelled (or it failed: see errors.pick). */
  pick(): Promise<string | null>;
  close(): void;
}

export const useFolderBrowser = createStore<FolderBrowserState>((set) => {
  const run = actionRunner<'list' | 'pick'>(set);
  return {
    listing: null,
    busy: {},
    errors: {},

    async list(path) {
      await run('list', async (current) => {
        const listing = await getApi()['sync.browseFolders'](path ? { path } : {});
        if (current()) set({ listing });
      });
    },

    async pick() {
      let chosen: string | null = null;
      await run('pick', async () => {
        chosen = (await getApi()['sync.pickFolder']({})).path;
      });
      return chosen;
    },

    close() {
      set({ listing: null, errors: {} });
    },
  };
});
