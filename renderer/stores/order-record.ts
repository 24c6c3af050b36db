/**
 * The orders the hot folders placed on this workstation (the order record, docs/hot-folder-jobs.md):
 * read a window at a time, newest first, as the table scrolls (the record holds years of orders),
 * read again from the newest when a job places an order, and saved as CSV where the person chooses.
 */
import type { OrderRecordEntry } from '../../electron/shared/contract/jobs.js';
import { getApi, saveOrderRecordCsv } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

type Action = 'load' | 'more' | 'export';

/** Rows read at a time: a screenful and more, so the first rows show at once and scrolling rarely waits. */
export const orderRecordPageSize = 100;

interface OrderRecordState extends ActionTracking<Action> {
  /** Null until first read; the newest orders, as far as the table has scrolled. */
  entries: OrderRecordEntry[] | null;
  total: number;
  /** Counts the reads from the newest: a window asked for before the last one is not added. */
  generation: number;
  /** Reads the newest orders again (the rows read further down are read again as the table asks). */
  load(): Promise<void>;
  /** The next window of older orders, unless every one is read or a read is under way. */
  more(): Promise<void>;
  /** Saves the record as CSV: the file it went to, null when the person cancelled, 'download' in a browser. */
  exportCsv(): Promise<string | null | 'download' | undefined>;
}

export const useOrderRecord = createStore<OrderRecordState>((set, get) => {
  const run = actionRunner<Action>(set);
  return {
    entries: null,
    total: 0,
    generation: 0,
    busy: {},
    errors: {},

    async load() {
      const generation = get().generation + 1;
      set({ generation });
      await run('load', async (current) => {
        const { total, entries } = await getApi()['jobs.orderRecord']({
          page: 1,
          pageSize: orderRecordPageSize,
        });
        if (current()) set({ entries, total });
      });
    },

    async more() {
      const { entries, total, busy, generation } = get();
      if (!entries || entries.length >= total || busy.more || busy.load) return;
      await run('more', async () => {
        const page = await getApi()['jobs.orderRecord']({
          page: Math.floor(entries.length / orderRecordPageSize) + 1,
          pageSize: orderRecordPageSize,
        });
        if (get().generation !== generation) return;
        const loaded = [...entries, ...page.entries];
        // An empty window: the record is shorter than it said (read again since); stop asking.
        set({ entries: loaded, total: page.entries.length === 0 ? loaded.length : page.total });
      });
    },

    async exportCsv() {
      let saved: string | null | 'download' | undefined;
      await run('export', async () => {
        saved = await saveOrderRecordCsv();
      });
      return saved;
    },
  };
});
