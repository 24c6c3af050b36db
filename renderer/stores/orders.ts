/**
 * Orders: the ones placed from here or known from the service (recent), and one order looked up by
 * its friendly id with its history and receipt, and its progress (status and tracking) read apart,
 * so a failure there still shows the history.
 */
import { FriendlyId } from '../../electron/shared/contract/orders.js';
import type { RecentOrder } from '../../electron/shared/contract/orders.js';
import type { OrderHistoryEntry } from '../../electron/shared/models/order-history.js';
import type { OrderTracking } from '../../electron/shared/models/order-tracking.js';
import { getApi } from '../bridge/api.js';
import { firstProblem } from '../components/form-checks.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

/** Why a friendly id cannot be looked up (the contract's `FriendlyId` says), or null when it has the right shape. */
export function friendlyIdProblem(value: string): string | null {
  return firstProblem(FriendlyId, value) ?? null;
}

/** Where the shown order stands: its status number and, once shipped, its packages per recipient. */
export interface OrderProgress {
  status: number;
  tracking: OrderTracking;
}

type Action = 'recent' | 'lookUp' | 'progress';

interface OrdersState extends ActionTracking<Action> {
  recent: RecentOrder[] | null;
  /** The friendly id of the order shown (or being looked up). */
  friendlyId: string | null;
  entry: OrderHistoryEntry | null;
  progress: OrderProgress | null;
  loadRecent(): Promise<void>;
  /** (Re)reads the shown order's status and tracking. */
  loadProgress(): Promise<void>;
  /** An order shipped (the core's order watch): the one shown gets its tracking. */
  shipped(friendlyId: string): void;
  /** Looks an order up; a malformed id is refused here with a sentence, before any call. */
  lookUp(friendlyId: string): Promise<string | null>;
  /** Another service or user: the orders shown are not theirs; the recent ones are read again. */
  forget(): void;
}

export const useOrders = createStore<OrdersState>((set, get) => {
  const run = actionRunner<Action>(set);

  return {
    recent: null,
    friendlyId: null,
    entry: null,
    progress: null,
    busy: {},
    errors: {},

    forget() {
      // Read again only where they were shown; the Orders view reads them when it opens.
      const shown = get().recent !== null;
      set({ recent: null, friendlyId: null, entry: null, progress: null, errors: {} });
      if (shown) void get().loadRecent();
    },

    async loadRecent() {
      const ok = await run('recent', async () => {
        const { orders } = await getApi()['orders.recent']({});
        set({ recent: [...orders].sort((a, b) => (b.submitted ?? '').localeCompare(a.submitted ?? '')) });
      });
      if (!ok) set({ recent: null });
    },

    async lookUp(value) {
      const problem = friendlyIdProblem(value);
      if (problem) return problem;
      const friendlyId = value.trim();
      set({ friendlyId, entry: null, progress: null });
      void get().loadProgress();
      await run('lookUp', async (current) => {
        const entry = await getApi()['orders.history']({ friendlyId });
        if (current()) set({ entry });
      });
      return null;
    },

    async loadProgress() {
      const friendlyId = get().friendlyId;
      if (!friendlyId) return;
      await run('progress', async (current) => {
        const [{ status }, tracking] = await Promise.all([
          getApi()['orders.status']({ friendlyId }),
          getApi()['orders.tracking']({ friendlyId }),
        ]);
        if (current()) set({ progress: { status, tracking } });
      });
    },

    shipped(friendlyId) {
      if (get().friendlyId === friendlyId && get().entry) void get().lookUp(friendlyId);
    },
  };
});
