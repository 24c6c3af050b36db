/**
 * Orders this app knows of, newest first: the ones placed from it, and those the service reported
 * (e.g. the embedded sandbox's seeded orders). The service has no "list my orders" operation.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { RecentOrder } from '../contract/orders.js';
import { jsonFile } from './json-file.js';

export interface RecentOrders {
  list(): Promise<RecentOrder[]>;
  add(order: RecentOrder): Promise<void>;
}

const maxOrders = 200;

/** @param known orders learnt from elsewhere (listed after the placed ones, without duplicates). */
export function createRecentOrders(dataDir: string, known: () => readonly string[]): RecentOrders {
  const file = jsonFile(join(dataDir, 'recent-orders.json'), z.array(RecentOrder), () => []);
  return {
    async list() {
      const placed = await file.read();
      const seen = new Set(placed.map((o) => o.friendlyId));
      const others = known()
        .filter((id) => !seen.has(id))
        .map((friendlyId): RecentOrder => ({ friendlyId, submitted: null, total: null, source: 'service' }));
      return [...placed, ...others];
    },
    async add(order) {
      const placed = await file.read();
      await file.write(
        [order, ...placed.filter((o) => o.friendlyId !== order.friendlyId)].slice(0, maxOrders),
      );
    },
  };
}
