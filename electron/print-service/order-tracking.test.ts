/**
 * The client's order status and tracking calls: against the sandbox (orders moving on its clock),
 * and against scripted replies in the liberal forms the real service may use.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { createPrintServiceClient } from './client.js';
import type { PrintServiceClient } from './client.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { OrderStatus } from '../shared/models/enums.js';
import { sendJson, startScriptedServer } from './test-support/scripted-servers.js';

const HOUR_MS = 3_600_000;
const seeded = new Date('2026-06-10T15:00:00Z').getTime();
let now = new Date(seeded);
let sandbox: TestSandbox;
let client: PrintServiceClient;

beforeAll(async () => {
  sandbox = await startTestSandbox({ now: () => now });
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
});

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

describe('getOrderStatus and getOrderTracking against the sandbox', () => {
  it('follows the open seeded order until it ships, then reads its packages', async () => {
    now = new Date(seeded);
    const statuses = await Promise.all(
      sandbox.orderFriendlyIds.map((id) => client.orders.getOrderStatus(id)),
    );
    const open = sandbox.orderFriendlyIds[statuses.indexOf(OrderStatus.values.Submitted)]!;
    expect(open).toBeDefined();
    expect(await client.orders.getOrderTracking(open)).toEqual([]);

    now = new Date(seeded + 2 * HOUR_MS);
    expect(await client.orders.getOrderStatus(open)).toBe(OrderStatus.values.Processing);

    now = new Date(seeded + 26 * HOUR_MS);
    expect(await client.orders.getOrderStatus(open)).toBe(OrderStatus.values.Shipped);
    const tracking = await client.orders.getOrderTracking(open);
    expect(tracking).toHaveLength(1);
    const pkg = tracking[0]!.Value[0]!;
    expect(pkg.TrackingUrl).toMatch(/^https:\/\/tracking\.example\//);
    expect(pkg.Contents[0]).toMatchObject({ Quantity: 500 });
  });

  it('refuses a malformed order number before any call, and reports an unknown one as not-found', async () => {
    await expect(client.orders.getOrderStatus('no such order!')).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    const error = await client.orders.getOrderTracking('00-0000-00000-00000').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrintServiceError);
    expect((error as PrintServiceError).kind).toBe('not-found');
  });
});

describe('liberal replies', () => {
  it('reads a status sent as a name or a numeric string, and tracking with nulls and an order id as key', async () => {
    const replies: unknown[] = [
      'Shipped',
      '24',
      [
        {
          Key: '7bd4c2c2-0e56-4c41-9a3c-6a2cc1f1f5b4',
          Value: [{ TrackingNumber: '1234', TrackingUrl: null, Contents: null }],
        },
        { Key: 'order', Value: null },
      ],
    ];
    const server = await startScriptedServer((n, _req, res) => sendJson(res, 200, replies[n]));
    const scripted = createPrintServiceClient({ baseUrl: server.url, key: 'k'.repeat(32) });
    try {
      expect(await scripted.orders.getOrderStatus('00-0054-00071-36703')).toBe(OrderStatus.values.Shipped);
      expect(await scripted.orders.getOrderStatus('00-0054-00071-36703')).toBe(OrderStatus.values.Processing);
      expect(await scripted.orders.getOrderTracking('00-0054-00071-36703')).toEqual([
        {
          Key: '7bd4c2c2-0e56-4c41-9a3c-6a2cc1f1f5b4',
          Value: [{ TrackingNumber: '1234', TrackingUrl: '', Contents: [] }],
        },
        { Key: 'order', Value: [] },
      ]);
      expect(server.requests.map((r) => r.path)).toEqual([
        '/ord/Orders/00-0054-00071-36703/status',
        '/ord/Orders/00-0054-00071-36703/status',
        '/ord/Orders/00-0054-00071-36703/tracking',
      ]);
    } finally {
      await scripted.close();
      await server.close();
    }
  });

  it('reads an empty tracking reply as no packages yet, but an empty status as an invalid response', async () => {
    const server = await startScriptedServer((_n, _req, res) => res.writeHead(200).end());
    const scripted = createPrintServiceClient({ baseUrl: server.url, key: 'k'.repeat(32) });
    try {
      expect(await scripted.orders.getOrderTracking('00-0054-00071-36703')).toEqual([]);
      await expect(scripted.orders.getOrderStatus('00-0054-00071-36703')).rejects.toMatchObject({
        kind: 'invalid-response',
      });
    } finally {
      await scripted.close();
      await server.close();
    }
  });
});
