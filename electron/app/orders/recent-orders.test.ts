/** Recent orders over real HTTP: the ones learnt from the service carry its date and total. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPrintServiceClient } from '../../print-service/client.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import { startTestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { createRecentOrders, orderFacts } from './recent-orders.js';
import type { DescribeOrder } from './recent-orders.js';

let sandbox: TestSandbox;
let client: PrintServiceClient;
let dataDir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-recent-orders-'));
});

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const fromHistory: DescribeOrder = async (friendlyId, signal) =>
  orderFacts(await client.orders.getOrderHistory(friendlyId, { signal }));

it('lists the orders learnt from the service with the date, total, first item and status their history gives', async () => {
  const recent = createRecentOrders(dataDir, {
    known: () => sandbox.orderFriendlyIds,
    scope: () => 'sandbox|dana',
    describe: fromHistory,
  });
  const listed = await recent.list();
  expect(listed.map((o) => o.friendlyId)).toEqual(sandbox.orderFriendlyIds);
  for (const order of listed) {
    const { Order, Receipt } = await client.orders.getOrderHistory(order.friendlyId);
    expect(order).toEqual({
      friendlyId: order.friendlyId,
      submitted: Receipt!.Submitted,
      total: Receipt!.FinancialDetail.Total,
      source: 'service',
      items: { first: Order.LineItems[0]!.Name, count: Order.LineItems.length },
      status: Order.Status,
    });
    expect(order.items?.first).not.toBe('');
    expect(order.status).toBeGreaterThan(0);
    expect(order.total).toBeGreaterThan(0);
  }
});

it('leaves an order undescribed while the service cannot say, and asks again at the next listing', async () => {
  let reachable = false;
  const asked: string[] = [];
  const recent = createRecentOrders(dataDir, {
    known: () => sandbox.orderFriendlyIds.slice(0, 1),
    scope: () => 'sandbox|dana',
    describe: (friendlyId, signal) => {
      asked.push(friendlyId);
      return reachable ? fromHistory(friendlyId, signal) : Promise.reject(new Error('offline'));
    },
  });
  const [first] = await recent.list();
  expect(first).toMatchObject({ submitted: null, total: null, source: 'service' });
  reachable = true;
  const [second] = await recent.list();
  expect(second?.total).toBeGreaterThan(0);
  await recent.list();
  expect(asked).toHaveLength(2);
});

it('lists the orders placed with this account and service only, and takes those from before scopes as its own', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'printdesk-recent-scoped-'));
  try {
    // A file from before scopes: its order is the first scope's that lists it.
    await writeFile(
      join(dir, 'recent-orders.json'),
      JSON.stringify([{ friendlyId: '00-0000-00000-00001', submitted: null, total: 5, source: 'placed' }]),
    );
    let scope = 'sandbox|dana';
    const recent = createRecentOrders(dir, { known: () => [], scope: () => scope });
    await recent.add({ friendlyId: '00-0000-00000-00002', submitted: null, total: 7, source: 'placed' });
    expect((await recent.list()).map((o) => o.friendlyId)).toEqual([
      '00-0000-00000-00002',
      '00-0000-00000-00001',
    ]);
    scope = 'https://print.example|dana';
    expect(await recent.list()).toEqual([]);
    await recent.add({ friendlyId: '00-0000-00000-00003', submitted: null, total: 9, source: 'placed' });
    expect((await recent.list()).map((o) => o.friendlyId)).toEqual(['00-0000-00000-00003']);
    scope = 'sandbox|dana';
    expect((await recent.list()).map((o) => o.friendlyId)).toEqual([
      '00-0000-00000-00002',
      '00-0000-00000-00001',
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
