/**
 * Orders this app knows of, newest first: the ones placed from it, and those the service reported
 * (e.g. the embedded sandbox's seeded orders). The service has no "list my orders" operation.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { RecentOrder } from '../../ipc/contract/orders.js';
import { jsonFile } from '../../platform/json-file.js';
import type { Currency } from '../../print-service/models/markets.js';
import { Money } from '../../print-service/models/money.js';

export interface RecentOrders {
  list(): Promise<RecentOrder[]>;
  add(order: RecentOrder): Promise<void>;
}

/** When an order was placed and what it cost, as the service tells it; null when it does not say. */
export type DescribeOrder = (
  friendlyId: string,
  signal: AbortSignal,
) => Promise<Pick<RecentOrder, 'submitted' | 'total'> | null>;

export interface RecentOrdersOptions {
  /** Orders learnt from elsewhere (listed after the placed ones, without duplicates). */
  known: () => readonly string[];
  /** Fills in their date and total; a failed look-up leaves them unknown until the next listing. */
  describe?: DescribeOrder;
  /** The market's currency now: what totals kept before currencies were (read so once, then kept so). */
  currency: () => Currency;
}

/** The file as older versions may have written it: a bare total, in the currency of the market then. */
const StoredOrder = RecentOrder.extend({ total: z.union([Money, z.number()]).nullable() });

const maxOrders = 200;
/** A listing does not wait longer than this for the service to describe the orders learnt elsewhere. */
const describeTimeoutMs = 5_000;

export function createRecentOrders(dataDir: string, options: RecentOrdersOptions): RecentOrders {
  const file = jsonFile(join(dataDir, 'recent-orders.json'), z.array(StoredOrder), () => []);

  /** The placed orders, every total with its currency (a file of an older version rewritten once). */
  async function readPlaced(): Promise<RecentOrder[]> {
    const stored = await file.read();
    if (stored.every((order) => typeof order.total !== 'number')) return stored as RecentOrder[];
    const currency = options.currency();
    const placed = stored.map((order) => ({
      ...order,
      total: typeof order.total === 'number' ? { amount: order.total, currency } : order.total,
    }));
    await file.write(placed);
    return placed;
  }
  // A placed order's date and total never change: each is asked for once per run.
  const described = new Map<string, Pick<RecentOrder, 'submitted' | 'total'>>();

  async function describeAll(ids: readonly string[]): Promise<void> {
    const { describe } = options;
    const missing = ids.filter((id) => !described.has(id));
    if (!describe || missing.length === 0) return;
    const signal = AbortSignal.timeout(describeTimeoutMs);
    await Promise.all(
      missing.map(async (id) => {
        const facts = await describe(id, signal).catch(() => null);
        if (facts) described.set(id, facts);
      }),
    );
  }

  return {
    async list() {
      const placed = await readPlaced();
      const seen = new Set(placed.map((o) => o.friendlyId));
      const ids = options.known().filter((id) => !seen.has(id));
      await describeAll(ids);
      const others = ids.map((friendlyId): RecentOrder => ({
        friendlyId,
        ...(described.get(friendlyId) ?? { submitted: null, total: null }),
        source: 'service',
      }));
      return [...placed, ...others];
    },
    async add(order) {
      const placed = await readPlaced();
      await file.write(
        [order, ...placed.filter((o) => o.friendlyId !== order.friendlyId)].slice(0, maxOrders),
      );
    },
  };
}
