/**
 * This workstation's batch records on real files: old finished batches are pruned, and what the next
 * batch is judged by stays (the highest count number, the latest batch of each time of day, any
 * batch not finished).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { highestCount } from './batch-slots.js';
import { BatchStore, type BatchRecord } from './batch-store.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-batch-store-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const day = 86_400_000;
const now = Date.parse('2026-03-20T12:00:00Z');

const batch = (slot: string, ageDays: number, end: Partial<BatchRecord>): BatchRecord => ({
  linkId: 'link',
  slot,
  reference: `PD-B-${slot}`,
  members: ['a@1'],
  createdAt: now - ageDays * day,
  ...end,
});

it('prunes finished batches older than the cut, keeping the highest count, the latest of each time and the unfinished', async () => {
  const store = new BatchStore(dir);
  const records = [
    batch('#1', 40, { done: true }),
    batch('#2', 30, { released: true }),
    batch('#3', 20, { orderFriendlyId: '00-1', sentAt: now - 20 * day }),
    batch('#4', 10, { done: true }),
    batch('2026-03-02T13:30', 18, { done: true }),
    batch('2026-03-03T13:30', 17, { done: true }),
    batch('2026-03-03T09:00', 17, { released: true }),
    batch('taken-PD-B-x', 12, { done: true }),
    batch('2026-03-19T13:30', 1, { done: true }),
    batch('2026-03-20T09:00', 0, { done: true }),
  ];
  for (const record of records) await store.put(record);

  expect(await store.prune('link', now - 2 * day)).toBe(6);
  const left = (await store.of('link')).map((r) => r.slot);
  expect(left.sort()).toEqual(['#3', '#4', '2026-03-19T13:30', '2026-03-20T09:00'].sort());
  // Numbered past the highest, never by how many are left.
  expect(highestCount((await store.of('link')).map((r) => r.slot))).toBe(4);
  expect(await readdir(path.join(dir, 'link'))).toHaveLength(4);
  // Nothing more to prune.
  expect(await store.prune('link', now - 2 * day)).toBe(0);
});

it('prunes nothing of a link without batches', async () => {
  expect(await new BatchStore(dir).prune('none', now)).toBe(0);
});

it('prunes at most once a day', async () => {
  const store = new BatchStore(dir);
  await store.put(batch('#1', 5, { done: true }));
  await store.put(batch('#2', 5, { done: true }));
  await store.pruneDaily('link', now);
  expect((await store.of('link')).map((r) => r.slot)).toEqual(['#2']);
  // Another old one the same day stays until the next day's pruning.
  await store.put(batch('2026-03-10T13:30', 10, { done: true }));
  await store.put(batch('2026-03-11T13:30', 9, { done: true }));
  await store.pruneDaily('link', now + 3_600_000);
  expect(await store.of('link')).toHaveLength(3);
  await store.pruneDaily('link', now + day);
  expect((await store.of('link')).map((r) => r.slot).sort()).toEqual(['#2', '2026-03-11T13:30']);
});
