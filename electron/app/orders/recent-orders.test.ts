/** Recent orders over real HTTP: the ones learnt from the service carry its date and total. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sandboxForFile } from '../../sandbox/test-support/sandbox-for-file.js';
import { createRecentOrders, orderFacts } from './recent-orders.js';
import type { DescribeOrder } from './recent-orders.js';

const rig = sandboxForFile({ scratch: 'printdesk-recent-orders-' });

const fromHistory: DescribeOrder = async (friendlyId, signal) =>
  orderFacts(await rig.client.orders.getOrderHistory(friendlyId, { signal }), 'USD');

it('lists the orders learnt from the service with the date, total, first item and status their history gives', async () => {
  const recent = createRecentOrders(rig.dir, {
    known: () => rig.sandbox.orderFriendlyIds,
    scope: () => 'sandbox|dana',
    describe: fromHistory,
    currency: () => 'USD',
  });
  const listed = await recent.list();
  expect(listed.map((o) => o.friendlyId)).toEqual(rig.sandbox.orderFriendlyIds);
  for (const order of listed) {
    const { Order, Receipt } = await rig.client.orders.getOrderHistory(order.friendlyId);
    expect(order).toEqual({
      friendlyId: order.friendlyId,
      submitted: Receipt!.Submitted,
      total: { amount: Receipt!.FinancialDetail.Total, currency: 'USD' },
      source: 'service',
      items: { first: Order.LineItems[0]!.Name, count: Order.LineItems.length },
      status: Order.Status,
    });
    expect(order.items?.first).not.toBe('');
    expect(order.status).toBeGreaterThan(0);
    expect(order.total?.amount).toBeGreaterThan(0);
  }
});

it('leaves an order undescribed while the service cannot say, and asks again at the next listing', async () => {
  let reachable = false;
  const asked: string[] = [];
  const recent = createRecentOrders(rig.dir, {
    known: () => rig.sandbox.orderFriendlyIds.slice(0, 1),
    scope: () => 'sandbox|dana',
    describe: (friendlyId, signal) => {
      asked.push(friendlyId);
      return reachable ? fromHistory(friendlyId, signal) : Promise.reject(new Error('offline'));
    },
    currency: () => 'USD',
  });
  const [first] = await recent.list();
  expect(first).toMatchObject({ submitted: null, total: null, source: 'service' });
  reachable = true;
  const [second] = await recent.list();
  expect(second?.total?.amount).toBeGreaterThan(0);
  await recent.list();
  expect(asked).toHaveLength(2);
});

it('keeps each placed order in the currency it was placed in when the market changes afterwards', async () => {
  const folder = await mkdtemp(join(tmpdir(), 'printdesk-recent-orders-currency-'));
  try {
    // A file of an older version: bare totals, placed while the market was the US.
    await writeFile(
      join(folder, 'recent-orders.json'),
      JSON.stringify([
        { friendlyId: '00-0001-00001-00001', submitted: null, total: 174.51, source: 'placed' },
      ]),
    );
    let currency: 'USD' | 'EUR' = 'USD';
    const recent = createRecentOrders(folder, {
      known: () => [],
      scope: () => 'here',
      currency: () => currency,
    });
    expect((await recent.list())[0]?.total).toEqual({ amount: 174.51, currency: 'USD' });
    // Market set to Germany afterwards: the order placed in dollars stays in dollars; a new one is in euros.
    currency = 'EUR';
    await recent.add({
      friendlyId: '00-0001-00001-00002',
      submitted: null,
      total: { amount: 99, currency: 'EUR' },
      source: 'placed',
    });
    expect((await recent.list()).map((order) => order.total)).toEqual([
      { amount: 99, currency: 'EUR' },
      { amount: 174.51, currency: 'USD' },
    ]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

it('lists the orders placed with this account and service only, and takes those from before scopes as its own', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'printdesk-recent-scoped-'));
  const usd = (amount: number) => ({ amount, currency: 'USD' as const });
  try {
    // A file from before scopes: its order is the first scope's that lists it.
    await writeFile(
      join(dir, 'recent-orders.json'),
      JSON.stringify([{ friendlyId: '00-0000-00000-00001', submitted: null, total: 5, source: 'placed' }]),
    );
    let scope = 'sandbox|dana';
    const recent = createRecentOrders(dir, { known: () => [], scope: () => scope, currency: () => 'USD' });
    await recent.add({ friendlyId: '00-0000-00000-00002', submitted: null, total: usd(7), source: 'placed' });
    expect((await recent.list()).map((o) => o.friendlyId)).toEqual([
      '00-0000-00000-00002',
      '00-0000-00000-00001',
    ]);
    scope = 'https://print.example|dana';
    expect(await recent.list()).toEqual([]);
    await recent.add({ friendlyId: '00-0000-00000-00003', submitted: null, total: usd(9), source: 'placed' });
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
