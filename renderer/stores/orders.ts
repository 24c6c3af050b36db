/**
 * Orders: the ones placed from here or known from the service (recent), and one order looked up by
 * its friendly id with its history and receipt, and its progress (status and tracking) read apart,
 * so a failure there still shows the history.
 */
import { FriendlyId } from '../../electron/ipc/contract/orders.js';
import type { RecentOrder } from '../../electron/ipc/contract/orders.js';
import type { IpcError } from '../../electron/ipc/errors.js';
import type { OrderHistoryEntry } from '../../electron/print-service/models/order-history.js';
import type { OrderTracking } from '../../electron/print-service/models/order-tracking.js';
import { getApi } from '../bridge/api.js';
import { toIpcError } from '../components/error-text.js';
import { firstProblem } from '../components/form-checks.js';
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

interface OrdersState {
  recent: RecentOrder[] | null;
  recentError: IpcError | null;
  /** The friendly id of the order shown (or being looked up). */
  friendlyId: string | null;
  entry: OrderHistoryEntry | null;
  lookingUp: boolean;
  error: IpcError | null;
  progress: OrderProgress | null;
  progressError: IpcError | null;
  loadRecent(): Promise<void>;
  /** (Re)reads the shown order's status and tracking. */
  loadProgress(): Promise<void>;
  /** An order shipped (the core's order watch): the one shown gets its tracking. */
  shipped(friendlyId: string): void;
  /** Looks an order up; a malformed id is refused here with a sentence, before any call. */
  lookUp(friendlyId: string): Promise<string | null>;
}

export const useOrders = createStore<OrdersState>((set, get) => ({
  recent: null,
  recentError: null,
  friendlyId: null,
  entry: null,
  lookingUp: false,
  error: null,
  progress: null,
  progressError: null,

  async loadRecent() {
    set({ recentError: null });
    try {
      const { orders } = await getApi()['orders.recent']({});
      set({ recent: [...orders].sort((a, b) => (b.submitted ?? '').localeCompare(a.submitted ?? '')) });
    } catch (error) {
      set({ recent: null, recentError: toIpcError(error) });
    }
  },

  async lookUp(value) {
    const problem = friendlyIdProblem(value);
    if (problem) return problem;
    const friendlyId = value.trim();
    set({ friendlyId, entry: null, error: null, lookingUp: true, progress: null, progressError: null });
    void get().loadProgress();
    try {
      const entry = await getApi()['orders.history']({ friendlyId });
      if (get().friendlyId === friendlyId) set({ entry, lookingUp: false });
    } catch (error) {
      if (get().friendlyId === friendlyId) set({ error: toIpcError(error), lookingUp: false });
    }
    return null;
  },

  async loadProgress() {
    const friendlyId = get().friendlyId;
    if (!friendlyId) return;
    set({ progressError: null });
    try {
      const [{ status }, tracking] = await Promise.all([
        getApi()['orders.status']({ friendlyId }),
        getApi()['orders.tracking']({ friendlyId }),
      ]);
      if (get().friendlyId === friendlyId) set({ progress: { status, tracking } });
    } catch (error) {
      if (get().friendlyId === friendlyId) set({ progressError: toIpcError(error) });
    }
  },

  shipped(friendlyId) {
    if (get().friendlyId === friendlyId && get().entry) void get().lookUp(friendlyId);
  },
}));
