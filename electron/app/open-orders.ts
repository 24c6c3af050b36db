/** The orders' side of the app, opened by open-app.ts: addresses, quotes and orders, the recent orders and their watch. */
import type { Emit } from '../shared/contract/channels.js';
import { markets } from '../shared/models/markets.js';
import type { AddressBook } from './addresses/address-book.js';
import { createAddresses } from './addresses/addresses.js';
import type { DistributionLists } from './addresses/distribution-lists.js';
import type { Service } from './connection/connect-service.js';
import { announcePlaced, announceShipped } from './hooks/hook-sources.js';
import type { Hooks } from './hooks/hooks.js';
import type { JobRunner } from './jobs/job-runner.js';
import { loggedRecentOrders, type AppLog } from './logging/app-logging.js';
import { createOrderWatch } from './orders/order-watch.js';
import { createOrders, type Orders } from './orders/orders.js';
import { createRecentOrders, orderFacts } from './orders/recent-orders.js';

export interface OrdersParts {
  readonly dataDir: string;
  readonly service: Service;
  readonly appLog: AppLog;
  readonly emit: Emit;
  readonly log: (message: string, error?: unknown) => void;
  /** The watch's interval, and whether it follows only the orders placed here (the daemon's). */
  readonly orderWatch?: { intervalMs?: number; placedOnly?: boolean };
  readonly addressBook: AddressBook;
  readonly distributionLists: DistributionLists;
  readonly hooks: Hooks;
  readonly jobs: JobRunner | null;
}

/** The account's addresses, quotes and orders, the orders this app knows of, and their watch (not started). */
export function openOrders(o: OrdersParts) {
  const { addressBook, distributionLists, hooks, appLog } = o;
  const { account, connection } = o.service;
  const client = () => account.client();
  const currency = () => markets[connection.market.id].currency;
  const recentOrders = loggedRecentOrders(
    createRecentOrders(o.dataDir, {
      known: () => connection.sandboxOrderIds(),
      scope: () => account.scope(),
      describe: async (friendlyId, signal) =>
        orderFacts(await client().orders.getOrderHistory(friendlyId, { signal }), currency()),
      currency,
    }),
    appLog,
  );
  const { intervalMs, placedOnly } = o.orderWatch ?? {};
  const orderWatch = createOrderWatch({
    dataDir: o.dataDir,
    orders: async () => (await recentOrders.list()).filter((r) => !placedOnly || r.source === 'placed'),
    statusOf: (friendlyId, signal) => client().orders.getOrderStatus(friendlyId, { signal }),
    onShipped: (friendlyId) => {
      appLog.order({ action: 'shipped', orderFriendlyId: friendlyId });
      o.emit('orders.shipped', { friendlyId });
    },
    announce: (friendlyId, signal) => announceShipped(hooks, o.jobs, client(), friendlyId, signal),
    ...(intervalMs ? { intervalMs } : {}),
    log: o.log,
  });
  const addresses = createAddresses({ client, addressBook, scope: () => account.scope() });
  const market = () => connection.market.id;
  const created = createOrders({ client, recentOrders, addresses, distributionLists, market });
  const orders: Orders = {
    ...created,
    // An order placed is logged by the recent orders; one the service refuses is logged here.
    place: (draft) =>
      created.place(draft).then(
        (receipt) => announcePlaced(hooks, receipt, currency(), o.log),
        (error: unknown) => {
          appLog.order({ action: 'failed', message: error instanceof Error ? error.message : String(error) });
          throw error;
        },
      ),
  };
  return { recentOrders, orderWatch, addresses, orders };
}
