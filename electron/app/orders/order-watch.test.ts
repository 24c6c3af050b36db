/**
 * The order watch against a sandbox on a fast order clock (an hour of order time per second, the
 * sandbox's time pinned and moved by the test), with its memory in a real data folder.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrintServiceClient } from '../../print-service/client.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import { OrderStatus, shippingMethods } from '../../shared/models/enums.js';
import { sampleOrderRequest } from '../../print-service/test-support/sample-order.js';
import { startTestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { createOrderWatch } from './order-watch.js';
import { createRecentOrders } from './recent-orders.js';
import type { RecentOrders } from './recent-orders.js';

const seeded = new Date('2026-06-10T15:00:00Z').getTime();
let now = new Date(seeded);
let sandbox: TestSandbox;
let client: PrintServiceClient;
let dataDir: string;
let recent: RecentOrders;

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => now, orderClock: 3600 });
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-order-watch-'));
  recent = createRecentOrders(dataDir, {
    scope: () => 'here',
    known: () => sandbox.orderFriendlyIds,
    currency: () => 'USD',
  });
});

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Places a small order of the first seeded document, to the main address by Ground, and notes it as placed here. */
async function placeOrder(): Promise<string> {
  const receipt = await client.orders.placeOrder(
    await sampleOrderRequest(client, { quantity: 3, shippingMethodId: shippingMethods[0].Id }),
  );
  await recent.add({
    friendlyId: receipt.OrderFriendlyId,
    submitted: receipt.Submitted,
    total: { amount: receipt.FinancialDetail.Total, currency: 'USD' },
    source: 'placed',
  });
  return receipt.OrderFriendlyId;
}

function watch(shipped: string[]) {
  return createOrderWatch({
    dataDir,
    orders: () => recent.list(),
    statusOf: (id, signal) => client.orders.getOrderStatus(id, { signal }),
    onShipped: (friendlyId) => shipped.push(friendlyId),
    log: () => {},
  });
}

it('tells once when a placed order ships, not for orders shipped before, and not again after a restart', async () => {
  const placed = await placeOrder();
  const shipped: string[] = [];
  const first = watch(shipped);
  await first.check();
  expect(shipped).toEqual([]);
  const seen = JSON.parse(await readFile(join(dataDir, 'order-watch.json'), 'utf8')) as Record<
    string,
    number
  >;
  expect(seen[placed]).toBe(OrderStatus.values.Submitted);
  // The seeded orders had shipped when first seen: remembered, not told.
  for (const friendlyId of sandbox.orderFriendlyIds)
    expect(seen[friendlyId]).toBe(OrderStatus.values.Shipped);

  now = new Date(seeded + 2_000); // two hours of order time
  await first.check();
  expect(shipped).toEqual([]);

  now = new Date(seeded + 30_000); // thirty hours: shipped
  await Promise.all([first.check(), first.check()]);
  await first.check();
  expect(shipped).toEqual([placed]);

  const afterRestart: string[] = [];
  const second = watch(afterRestart);
  await second.check();
  await second.stop();
  expect(afterRestart).toEqual([]);
});

it('tells about an order placed here even when it had shipped before the first look', async () => {
  const placed = sandbox.orderFriendlyIds[0]!;
  const fresh = await mkdtemp(join(tmpdir(), 'printdesk-order-watch-placed-'));
  try {
    const placedHere = createRecentOrders(fresh, {
      scope: () => 'here',
      known: () => [],
      currency: () => 'USD',
    });
    await placedHere.add({ friendlyId: placed, submitted: null, total: null, source: 'placed' });
    const shipped: string[] = [];
    const placedWatch = createOrderWatch({
      dataDir: fresh,
      orders: () => placedHere.list(),
      statusOf: (id, signal) => client.orders.getOrderStatus(id, { signal }),
      onShipped: (friendlyId) => shipped.push(friendlyId),
    });
    await placedWatch.check();
    await placedWatch.check();
    expect(shipped).toEqual([placed]);
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
});

it('stops a round at the first failure, logs the same failure once, and remembers nothing it did not see', async () => {
  const fresh = await mkdtemp(join(tmpdir(), 'printdesk-order-watch-offline-'));
  try {
    let calls = 0;
    const logged: string[] = [];
    const offline = createOrderWatch({
      dataDir: fresh,
      orders: () => recent.list(),
      statusOf: () => {
        calls += 1;
        return Promise.reject(new Error('offline'));
      },
      onShipped: () => {},
      log: (message) => logged.push(message),
    });
    await offline.check();
    await offline.check();
    expect(calls).toBe(2);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('offline');
    await expect(readFile(join(fresh, 'order-watch.json'), 'utf8')).rejects.toThrow();
  } finally {
    await rm(fresh, { recursive: true, force: true });
  }
});

it('stops at once while the service holds a question unanswered, and remembers nothing', async () => {
  // A program that took the service's port: it accepts the connection and never answers.
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  const hung = createPrintServiceClient({ baseUrl: `http://127.0.0.1:${port}`, key: sandbox.key });
  const fresh = await mkdtemp(join(tmpdir(), 'printdesk-order-watch-hung-'));
  const logged: string[] = [];
  let asked = 0;
  try {
    const stuck = createOrderWatch({
      dataDir: fresh,
      orders: () => recent.list(),
      statusOf: (id, signal) => {
        asked += 1;
        return hung.orders.getOrderStatus(id, { signal });
      },
      onShipped: () => {},
      log: (message) => logged.push(message),
    });
    stuck.start();
    await new Promise<void>((resolve) => silent.once('connection', () => resolve()));
    // Without the cut this waits for the client's minute-long reply timeout (the test's own limit).
    await stuck.stop();
    expect(asked).toBe(1);
    expect(logged).toEqual([]);
    await expect(readFile(join(fresh, 'order-watch.json'), 'utf8')).rejects.toThrow(/ENOENT/);
  } finally {
    await hung.close();
    silent.close();
    await rm(fresh, { recursive: true, force: true });
  }
});
