/**
 * Order status and tracking over real HTTP: orders move Submitted -> Processing -> Shipped on the
 * sandbox clock (pinned here, or sped up by the order clock), in JSON and XML, with tracking that
 * is empty before shipping and the same on every call and after a restart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderHistoryEntry } from '../../shared/models/order-history.js';
import { OrderStatus } from '../../shared/models/enums.js';
import { OrderTracking } from '../../shared/models/order-tracking.js';
import { startSandbox } from '../index.js';
import { call, parseXml } from '../test-support/test-client.js';
import { startTestSandbox } from '../test-support/test-sandbox.js';
import type { TestSandbox } from '../test-support/test-sandbox.js';

const HOUR_MS = 3_600_000;
const { Submitted, Processing, Shipped } = OrderStatus.values;

let sb: TestSandbox;
let now = new Date('2026-06-10T15:00:00Z');
const seededAt = now.getTime();
const at = (hoursAfterSeed: number) => {
  now = new Date(seededAt + hoursAfterSeed * HOUR_MS);
};

const get = (friendlyId: string, resource: string, accept: 'json' | 'xml' = 'json') =>
  call(sb.url, sb.key, 'GET', `/ord/Orders/${friendlyId}/${resource}`, undefined, { accept });

async function statusOf(friendlyId: string): Promise<number> {
  const res = await get(friendlyId, 'status');
  expect(res.status).toBe(200);
  return res.json as number;
}

/** The seeded order placed minutes before the seed (the others are days and weeks old). */
async function openOrder(): Promise<string> {
  for (const friendlyId of sb.orderFriendlyIds) {
    if ((await statusOf(friendlyId)) === Submitted) return friendlyId;
  }
  throw new Error('no seeded order is still open');
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: () => now });
});

afterAll(async () => {
  await sb?.close();
});

describe('GET /ord/Orders/{orderFriendlyId}/status and /tracking', () => {
  it('seeds at least one shipped order and one still open', async () => {
    at(0);
    const statuses = await Promise.all(sb.orderFriendlyIds.map(statusOf));
    expect(statuses).toContain(Shipped);
    expect(statuses).toContain(Submitted);
  });

  it('moves an order from Submitted to Processing to Shipped on the clock, in JSON and XML', async () => {
    at(0);
    const friendlyId = await openOrder();
    const xmlStatus = async () => {
      const res = await get(friendlyId, 'status', 'xml');
      expect(res.headers.get('content-type')).toMatch(/application\/xml/);
      const parsed = parseXml(res.text) as { OrderStatus: { '#text': string; '@xmlns': string } | string };
      return parsed.OrderStatus;
    };
    expect(JSON.stringify(await xmlStatus())).toContain('Submitted');

    at(2);
    expect(await statusOf(friendlyId)).toBe(Processing);
    expect(JSON.stringify(await xmlStatus())).toContain('Processing');

    at(25);
    expect(await statusOf(friendlyId)).toBe(Shipped);
    expect(JSON.stringify(await xmlStatus())).toContain('Shipped');
    const history = OrderHistoryEntry.parse((await get(friendlyId, 'GetOrderHistory')).json);
    expect(history.Order.Status).toBe(Shipped);
    expect(history.Receipt?.Status).toBe(Shipped);
  });

  it('has no tracking before shipping, then one package per recipient with a stable number and link', async () => {
    at(0);
    const friendlyId = await openOrder();
    const before = await get(friendlyId, 'tracking');
    expect(before.status).toBe(200);
    expect(before.json).toEqual([]);
    const emptyXml = await get(friendlyId, 'tracking', 'xml');
    expect(emptyXml.text).not.toContain('TrackingNumber');

    at(25);
    const history = OrderHistoryEntry.parse((await get(friendlyId, 'GetOrderHistory')).json);
    const tracking = OrderTracking.parse((await get(friendlyId, 'tracking')).json);
    expect(tracking.map((entry) => entry.Key)).toEqual(history.Order.Recipients.map((r) => r.Id));
    const [pkg] = tracking[0]!.Value;
    expect(pkg!.TrackingNumber).toMatch(/^PD\d{20}$/);
    expect(pkg!.TrackingUrl).toBe(`https://tracking.example/express-air/track?number=${pkg!.TrackingNumber}`);
    expect(pkg!.Contents).toEqual(
      history.Order.LineItems.map((line, index) => ({
        FriendlyId: history.Receipt!.LineItemDetails[index]!.LineItemFriendlyId,
        Name: line.Name,
        Quantity: line.DefaultRecipientQuantity,
      })),
    );
    expect(OrderTracking.parse((await get(friendlyId, 'tracking')).json)).toEqual(tracking);

    const xml = await get(friendlyId, 'tracking', 'xml');
    expect(xml.text).toContain(`<TrackingNumber>${pkg!.TrackingNumber}</TrackingNumber>`);
    expect(xml.text).toContain('<Key>');
  });

  it('keeps status and tracking numbers across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'printdesk-order-restart-'));
    try {
      const read = async () => {
        const running = await startSandbox({ dataDir, now: () => now });
        try {
          const friendlyId = running.orderFriendlyIds[0]!;
          const path = `/ord/Orders/${friendlyId}`;
          const status = await call(running.url, running.key, 'GET', `${path}/status`);
          const tracking = await call(running.url, running.key, 'GET', `${path}/tracking`);
          return { status: status.json, tracking: tracking.json };
        } finally {
          await running.close();
        }
      };
      const before = await read();
      expect(before.status).toBe(Shipped);
      expect(before.tracking).toHaveLength(1);
      expect(await read()).toEqual(before);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed order number (400) and an unknown one (404)', async () => {
    expect((await get('12-345', 'status')).status).toBe(400);
    expect((await get('00-9999-99999-99999', 'tracking')).status).toBe(404);
  });
});

describe('the order clock', () => {
  it('ships the freshly seeded order at once when order time runs 100 times faster', async () => {
    const fast = await startTestSandbox({ orderClock: 100 });
    try {
      const statuses = await Promise.all(
        fast.orderFriendlyIds.map(async (friendlyId) => {
          const res = await call(fast.url, fast.key, 'GET', `/ord/Orders/${friendlyId}/status`);
          return res.json;
        }),
      );
      expect(statuses.every((status) => status === Shipped)).toBe(true);
    } finally {
      await fast.close();
    }
  });
});
