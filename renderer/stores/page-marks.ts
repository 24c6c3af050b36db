/**
 * The print checks' findings of library items, for the marks on the pages of the details' strip:
 * asked once per item and profile (the core checks the local copy PrintDesk uploaded, see
 * electron/app/preflight/item-findings.ts), or why an item has none.
 */
import type { ItemFindings } from '../../electron/shared/contract/library.js';
import type { ProfileName } from '../../electron/shared/preflight/profiles.js';
import { getApi } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

/** One item's findings as checked with one profile. */
export const marksKey = (itemId: string, profile: ProfileName) => `${itemId}:${profile}`;

interface PageMarksState extends ActionTracking<`load:${string}`> {
  /** By `marksKey`. */
  marks: ReadonlyMap<string, ItemFindings>;
  /** Asks for an item's findings unless they are known or on their way. */
  load(itemId: string, profile: ProfileName): Promise<void>;
}

export const usePageMarks = createStore<PageMarksState>((set, get) => {
  const run = actionRunner<`load:${string}`>(set);
  return {
    marks: new Map(),
    busy: {},
    errors: {},
    async load(itemId, profile) {
      const key = marksKey(itemId, profile);
      if (get().marks.has(key) || get().busy[`load:${key}`]) return;
      await run(`load:${key}`, async () => {
        const found = await getApi()['library.findings']({ itemId });
        set({ marks: new Map(get().marks).set(key, found) });
      });
    },
  };
});
