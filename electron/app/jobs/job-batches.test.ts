/**
 * "Gather into one order" over real HTTP against the sandbox, on one workstation: five files into
 * one order of five line items, once; a count batch that leaves the files after it waiting; a file
 * that waits for a person not holding up the others, nor one whose need-by date cannot be met; a
 * time batch at 13:30 on a clock the test sets.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { createPrintServiceClient } from '../../print-service/client.js';
import { storedOrders } from '../../sandbox/test-support/stored-records.js';
import { startTestSandbox, type TestSandbox } from '../../sandbox/test-support/test-sandbox.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { waitsForBatch } from './job-batches.js';
import { jobRow } from './job-record.js';
import { orderRecordCsv } from './order-record.js';
import {
  dropFiles,
  jobOf,
  orderLink,
  startStation,
  usd,
  waitForJob,
  type Station,
} from './test-support/job-rig.js';
import { arrivalBy } from './test-support/shipping-now.js';

const fileWork = new FileWorkPool({ size: 2 });
let dir: string;
let sandbox: TestSandbox;
/** The sandbox's and the runner's clock. */
let clock = Date.parse('2026-01-12T19:00:00Z');
const opened: { close(): Promise<void> }[] = [];
const stations: Station[] = [];

afterAll(() => fileWork.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-batches-'));
  // Monday 12 January 2026, 13:00 in Chicago: a business day, half an hour before the batch time.
  clock = Date.parse('2026-01-12T19:00:00Z');
  sandbox = await startTestSandbox({ now: () => new Date(clock) });
  opened.push(sandbox);
});
afterEach(async () => {
  await Promise.all(stations.splice(0).map((s) => s.stop()));
  await Promise.all(opened.splice(0).map((o) => o.close()));
  await rm(dir, { recursive: true, force: true });
});

const folder = () => path.join(dir, 'hot');

async function station(batch: Record<string, unknown>): Promise<Station> {
  const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  opened.push(client);
  const link = orderLink(folder(), sandbox.documentTemplateIds[0]!, {
    action: 'order',
    spendLimit: usd(100_000),
    batch,
  });
  const s = await startStation(path.join(dir, 'data'), link, client, fileWork, { now: () => clock });
  stations.push(s);
  return s;
}

const names = (n: number, prefix = 'flyer') => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}.pdf`);

async function ordersOf(reference: string) {
  return (await storedOrders(sandbox.dataDir)).filter((o) => o.history.Order.ReferenceData === reference);
}

const waitingCount = (s: Station) => s.runner.jobs().filter(waitsForBatch).length;

describe('gather into one order', () => {
  it('turns five files into one order with five line items, once', async () => {
    const s = await station({ kind: 'count', files: 5 });
    await dropFiles(folder(), names(5));
    const jobs = await Promise.all(names(5).map((n) => waitForJob(s, n.slice(0, -4), 'done')));
    const number = jobs[0]!.orderFriendlyId!;
    expect(jobs.map((j) => j.orderFriendlyId)).toEqual(Array(5).fill(number));
    const reference = jobs[0]!.batchOrder!.reference;
    const [order, ...more] = await ordersOf(reference);
    expect(more).toHaveLength(0);
    expect(order!.friendlyId).toBe(number);
    expect(order!.history.Order.LineItems.map((l) => l.Name).sort()).toEqual(
      names(5).map((n) => n.slice(0, -4)),
    );
    expect(new Set(order!.history.Order.LineItems.map((l) => l.ItemData.StoreItemId))).toEqual(
      new Set(jobs.map((j) => j.documentId)),
    );
    // No file placed an order of its own.
    for (const job of jobs) expect(await ordersOf(job.reference)).toHaveLength(0);
    // Activity says which order each file went into; the order record has one line naming all five.
    expect(jobs.map((j) => jobRow(j).orderFriendlyId)).toEqual(Array(5).fill(number));
    const entries = await s.runner.orderRecord.entries();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.orderFriendlyId).toBe(number);
    expect(entries[0]!.batch!.map((m) => m.file).sort()).toEqual(names(5));
    expect(entries[0]!.total).toEqual(jobs[0]!.quote?.total ?? entries[0]!.total);
    expect(orderRecordCsv(entries)).toContain(names(5).sort().join('; ').slice(0, 10));
  });

  it('a count batch takes the first N; a file waiting for approval holds up nobody', async () => {
    const s = await station({ kind: 'count', files: 2 });
    // More copies than the preset's: this file waits for a person, and is no member.
    await dropFiles(folder(), []);
    await writeFile(path.join(folder(), 'big.job.json'), JSON.stringify({ quantity: 5 }));
    await dropFiles(folder(), ['big.pdf']);
    await waitForJob(s, 'big', 'awaiting-approval');
    await dropFiles(folder(), names(3));
    await waitFor(
      () => names(3).filter((n) => jobOf(s, n.slice(0, -4))?.state === 'done').length === 2,
      30_000,
      'two of three done',
    );
    await waitFor(() => waitingCount(s) === 1, 10_000, 'the third waiting');
    const done = s.runner.jobs().filter((j) => j.state === 'done');
    expect(new Set(done.map((j) => j.orderFriendlyId)).size).toBe(1);
    const [order, ...more] = await ordersOf(done[0]!.batchOrder!.reference);
    expect(more).toHaveLength(0);
    expect(order!.history.Order.LineItems).toHaveLength(2);
    expect(jobOf(s, 'big')!.state).toBe('awaiting-approval');
    // The fourth file makes the next batch of two, with the one that waited.
    await dropFiles(folder(), ['flyer-4.pdf']);
    await waitFor(() => s.runner.jobs().filter((j) => j.state === 'done').length === 4, 30_000, 'four done');
    const numbers = new Set(s.runner.jobs().flatMap((j) => (j.orderFriendlyId ? [j.orderFriendlyId] : [])));
    expect(numbers.size).toBe(2);
  });

  it('a member whose need-by no method makes waits alone; the others ship together by the earliest date made', async () => {
    const s = await station({ kind: 'count', files: 3 });
    const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
    opened.push(client);
    const twoDay = await arrivalBy(client, 'Two Day Guaranteed');
    await dropFiles(folder(), []);
    // Monday 13:00 in Chicago: nothing arrives today.
    await writeFile(path.join(folder(), 'rush.job.json'), JSON.stringify({ needBy: '2026-01-12' }));
    await writeFile(path.join(folder(), 'brochure.job.json'), JSON.stringify({ needBy: twoDay }));
    await dropFiles(folder(), ['rush.pdf', 'brochure.pdf', 'flyer.pdf']);
    const rush = await waitForJob(s, 'rush', 'awaiting-approval');
    expect(rush.waitingFor!.map((r) => r.kind)).toEqual(['cannot-meet-date']);
    const [brochure, flyer] = await Promise.all([
      waitForJob(s, 'brochure', 'done'),
      waitForJob(s, 'flyer', 'done'),
    ]);
    expect(flyer.orderFriendlyId).toBe(brochure.orderFriendlyId);
    const [order, ...more] = await ordersOf(brochure.batchOrder!.reference);
    expect(more).toHaveLength(0);
    expect(order!.history.Order.LineItems.map((l) => l.Name).sort()).toEqual(['brochure', 'flyer']);
    // Shipped by the brochure's date: the cheapest method that makes it.
    expect(order!.history.Order.Recipients[0]!.ShippingDetails.ShippingMethodName).toBe('Two Day Guaranteed');
    expect(brochure.batchOrder!.files).toBe(2);
    // The file that cannot make its date placed nothing while it waits for a person.
    expect(await ordersOf(rush.reference)).toHaveLength(0);
    const entries = await s.runner.orderRecord.entries();
    expect(entries.map((e) => e.batch!.map((m) => m.file).sort())).toEqual([['brochure.pdf', 'flyer.pdf']]);
  });

  it('a time batch waits for 13:30 on the service clock, then places one order of every file waiting', async () => {
    const s = await station({ kind: 'time', at: '13:30' });
    await dropFiles(folder(), names(3));
    const before = (await storedOrders(sandbox.dataDir)).length;
    await waitFor(() => waitingCount(s) === 3, 30_000, 'three waiting');
    await s.runner.idle();
    expect(await storedOrders(sandbox.dataDir)).toHaveLength(before);
    // 13:31 in Chicago: the batch is due.
    clock = Date.parse('2026-01-12T19:31:00Z');
    const jobs = await Promise.all(names(3).map((n) => waitForJob(s, n.slice(0, -4), 'done', 10_000)));
    const [order, ...more] = await ordersOf(jobs[0]!.batchOrder!.reference);
    expect(more).toHaveLength(0);
    expect(order!.history.Order.LineItems).toHaveLength(3);
    expect(new Set(jobs.map((j) => j.orderFriendlyId))).toEqual(new Set([order!.friendlyId]));
    // A file after today's batch waits for the next business day's.
    await dropFiles(folder(), ['late.pdf']);
    await waitFor(() => waitingCount(s) === 1, 30_000, 'late waiting');
    await s.runner.idle();
    expect(await storedOrders(sandbox.dataDir)).toHaveLength(before + 1);
  });
});
