/**
 * Orders this app knows of, newest first: the ones placed from it, and those the service reported
 * (e.g. the embedded sandbox's seeded orders). The service has no "list my orders" operation. Each is
 * listed with what the service's history says of it (date, total, first item, status), and only for
 * the account and service it was placed with: after switching service, the old one's orders, which
 * the new one cannot find, are not listed.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { RecentOrder } from '../../shared/contract/orders.js';
import { finalOrderStatuses } from '../../shared/models/enums.js';
import type { OrderHistoryEntry } from '../../shared/models/order-history.js';
import { jsonFile } from '../../platform/json-file.js';
import type { Currency } from '../../shared/models/markets.js';
import { Money, moneyOf } from '../../shared/models/money.js';

/** An order as it is remembered: what was known when it was placed. */
export type PlacedOrder = Pick<RecentOrder, 'friendlyId' | 'submitted' | 'total' | 'source'>;

export interface RecentOrders {
  list(): Promise<RecentOrder[]>;
  add(order: PlacedOrder): Promise<void>;
}

/** What the service's history says of an order; null when it does not say. */
export type OrderFacts = Pick<RecentOrder, 'submitted' | 'total' | 'items' | 'status'>;
export type DescribeOrder = (friendlyId: string, signal: AbortSignal) => Promise<OrderFacts | null>;

export interface RecentOrdersOptions {
  /** Orders learnt from elsewhere (listed after the placed ones, without duplicates). */
  known: () => readonly string[];
  /** Whose orders these are (account and service): the orders of another are kept but not listed. */
  scope: () => string;
  /** Fills in what the service says of them; a failed look-up leaves them unknown until the next listing. */
  describe?: DescribeOrder;
  /** The market's currency now: what totals kept before currencies were (read so once, then kept so). */
  currency: () => Currency;
}

/**
 * Remembered per order: what it was placed with, and whose it is. Files of older versions may lack
 * the scope, or hold a bare total (in the currency of the market then).
 */
const StoredOrder = z.strictObject({
  ...RecentOrder.pick({ friendlyId: true, submitted: true, source: true }).shape,
  total: z.union([Money, z.number()]).nullable(),
  scope: z.string().optional(),
});
type StoredOrder = z.infer<typeof StoredOrder>;

const maxOrders = 200;
/** A listing does not wait longer than this for the service to describe the orders. */
const describeTimeoutMs = 5_000;
/** The newest orders described per listing: the ones a person looks at, in bounded requests. */
const describedMax = 30;
/** An order still under way is asked about again after this long (a done one never). */
const freshMs = 60_000;

export function createRecentOrders(dataDir: string, options: RecentOrdersOptions): RecentOrders {
  const file = jsonFile(join(dataDir, 'recent-orders.json'), z.array(StoredOrder), () => []);
  const described = new Map<string, { facts: OrderFacts; at: number }>();

  const isFresh = (id: string) => {
    const known = described.get(id);
    if (!known) return false;
    const done = known.facts.status !== null && finalOrderStatuses.includes(known.facts.status);
    return done || Date.now() - known.at < freshMs;
  };

  async function describeAll(ids: readonly string[]): Promise<void> {
    const { describe } = options;
    const missing = ids.slice(0, describedMax).filter((id) => !isFresh(id));
    if (!describe || missing.length === 0) return;
    const signal = AbortSignal.timeout(describeTimeoutMs);
    await Promise.all(
      missing.map(async (id) => {
        const facts = await describe(id, signal).catch(() => null);
        if (facts) described.set(id, { facts, at: Date.now() });
      }),
    );
  }

  /**
   * Every stored order with its scope and its total's currency: those from before scopes are taken by
   * the first scope that lists them, a bare total is read in the market's currency now (the file is
   * rewritten so once).
   */
  async function stored(): Promise<(PlacedOrder & { scope: string })[]> {
    const read = await file.read();
    if (read.every((order) => order.scope !== undefined && typeof order.total !== 'number'))
      return read as (PlacedOrder & { scope: string })[];
    const scope = options.scope();
    const currency = options.currency();
    const upgraded = read.map((order: StoredOrder) => ({
      ...order,
      scope: order.scope ?? scope,
      total: typeof order.total === 'number' ? moneyOf(order.total, currency) : order.total,
    }));
    await file.write(upgraded);
    return upgraded;
  }

  /** The stored orders of this scope. */
  async function placedHere(): Promise<PlacedOrder[]> {
    const scope = options.scope();
    return (await stored())
      .filter((order) => order.scope === scope)
      .map(({ scope: _scope, ...order }) => order);
  }

  return {
    async list() {
      const placed = await placedHere();
      const seen = new Set(placed.map((o) => o.friendlyId));
      const orders: PlacedOrder[] = [
        ...placed,
        ...options
          .known()
          .filter((id) => !seen.has(id))
          .map((friendlyId) => ({ friendlyId, submitted: null, total: null, source: 'service' as const })),
      ];
      await describeAll(orders.map((o) => o.friendlyId));
      return orders.map((order): RecentOrder => {
        const facts = described.get(order.friendlyId)?.facts;
        return {
          ...order,
          // What this app saw when it placed the order stands; the service fills in what it did not see.
          submitted: order.submitted ?? facts?.submitted ?? null,
          total: order.total ?? facts?.total ?? null,
          items: facts?.items ?? null,
          status: facts?.status ?? null,
        };
      });
    },
    async add(order) {
      const placed = await stored();
      await file.write(
        [
          { ...order, scope: options.scope() },
          ...placed.filter((o) => o.friendlyId !== order.friendlyId),
        ].slice(0, maxOrders),
      );
    },
  };
}

/** What an order's history says of it, as a recent order shows it (its total in `currency`, the market's). */
export function orderFacts(entry: OrderHistoryEntry, currency: Currency): OrderFacts {
  const [first] = entry.Order.LineItems;
  const total = entry.Receipt?.FinancialDetail.Total;
  return {
    submitted: entry.Receipt?.Submitted ?? null,
    total: total === undefined ? null : moneyOf(total, currency),
    items: first ? { first: first.Name, count: entry.Order.LineItems.length } : null,
    status: entry.Order.Status || null,
  };
}
