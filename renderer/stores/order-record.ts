/**
 * The orders the hot folders placed on this workstation (the order record, docs/hot-folder-jobs.md):
 * read a page at a time, newest first, read again when a job places an order, and exported as CSV.
 */
import type { Output } from '../../electron/ipc/contract.js';
import type { OrderRecordEntry } from '../../electron/ipc/contract/jobs.js';
import { getApi } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

type Action = 'load' | 'export';

const pageSize = 25;

interface OrderRecordState extends ActionTracking<Action> {
  /** Null until first read. */
  entries: OrderRecordEntry[] | null;
  total: number;
  /** How many pages are shown (more are read on "Show more"). */
  pages: number;
  load(pages?: number): Promise<void>;
  more(): Promise<void>;
  /** The whole record as CSV, or null when it could not be read. */
  exportCsv(): Promise<Output<'jobs.exportOrderRecord'> | null>;
}

export const useOrderRecord = createStore<OrderRecordState>((set, get) => {
  const run = actionRunner<Action>(set);
  return {
    entries: null,
    total: 0,
    pages: 1,
    busy: {},
    errors: {},

    async load(pages = get().pages) {
      await run('load', async (current) => {
        const { total, entries } = await getApi()['jobs.orderRecord']({
          page: 1,
          pageSize: pageSize * pages,
        });
        if (current()) set({ entries, total, pages });
      });
    },

    async more() {
      await get().load(get().pages + 1);
    },

    async exportCsv() {
      let exported: Output<'jobs.exportOrderRecord'> | null = null;
      await run('export', async () => {
        exported = await getApi()['jobs.exportOrderRecord']({});
      });
      return exported;
    },
  };
});
