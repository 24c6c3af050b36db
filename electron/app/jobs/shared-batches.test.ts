/** A batch's record on the share, on real files: two workstations (instances) contend for one slot. */
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveRecordKey } from '../../print-service/record-key.js';
import { ShareRecords, type SetAsideReport } from '../../sync/share-records.js';
import { serviceDays } from './batch-slots.js';
import type { Workstation } from './job-claims.js';
import {
  SharedBatches,
  type BatchPlace,
  type SharedBatch,
  type SharedBatchRecord,
} from './shared-batches.js';

let place: BatchPlace;
const reports: SetAsideReport[] = [];
const records = new ShareRecords((report) => reports.push(report));

beforeEach(async () => {
  place = { folder: await mkdtemp(path.join(os.tmpdir(), 'printdesk-shared-batches-')), scope: 'Jobs/Cards' };
  reports.length = 0;
});
afterEach(async () => {
  await rm(place.folder, { recursive: true, force: true });
});

const batchesOf = (instanceId: string, name: string) =>
  new SharedBatches(
    { instanceId, host: os.hostname(), pid: process.pid, name } satisfies Workstation,
    records,
    (scope) => deriveRecordKey('the-subscription-key', scope),
  );

const batch = (slot: string): SharedBatch => ({
  slot,
  reference: 'PD-B-0123456789ab',
  members: ['ab'.repeat(32), 'cd'.repeat(32)],
});

describe('a batch on the share', () => {
  it('is formed by one workstation; the count slots are numbered on the share', async () => {
    const a = batchesOf('a', 'PRINT-01');
    const b = batchesOf('b', 'PRINT-02');
    expect(await b.nextCount(place)).toBe('#1');
    const held = await a.create(place, batch('#1'));
    expect(held).toBeDefined();
    expect(await b.create(place, batch('#1'))).toBeUndefined();
    expect(await b.nextCount(place)).toBe('#2');
    await a.end(held!, { done: true, orderFriendlyId: 'PD-123' });
    expect(await b.look(place, '#1')).toMatchObject({
      holder: { name: 'PRINT-01' },
      done: true,
      orderFriendlyId: 'PD-123',
    });
    // A time slot is a slot of its own, not counted.
    expect(await b.create(place, batch('2026-01-12T13:30'))).toBeDefined();
    expect(await a.nextCount(place)).toBe('#2');
  });

  it('given up, frees its time slot to be formed again at once; a count slot stays numbered', async () => {
    const a = batchesOf('a', 'PRINT-01');
    const b = batchesOf('b', 'PRINT-02');
    const slot = '2026-01-12T13:30';
    await a.giveUp((await a.create(place, batch(slot)))!);
    expect(await b.look(place, slot)).toBeUndefined();
    expect(await b.create(place, batch(slot))).toBeDefined();
    await a.giveUp((await a.create(place, batch('#1')))!);
    expect(await b.look(place, '#1')).toMatchObject({ released: true });
    expect(await b.nextCount(place)).toBe('#2');
  });

  it('is finished by the workstation that formed it when its batch ends later; never by another', async () => {
    const a = batchesOf('a', 'PRINT-01');
    const b = batchesOf('b', 'PRINT-02');
    const formed = batch('2026-01-12T13:30');
    await a.create(place, formed);
    await b.settle(place, { ...formed, done: true, orderFriendlyId: 'PD-9' });
    expect(await b.look(place, formed.slot)).not.toMatchObject({ done: true });
    await a.settle(place, { ...formed, reference: 'PD-B-another', released: true });
    expect(await b.look(place, formed.slot)).not.toMatchObject({ released: true });
    await a.settle(place, { ...formed, done: true, orderFriendlyId: 'PD-9' });
    expect(await b.look(place, formed.slot)).toMatchObject({ done: true, orderFriendlyId: 'PD-9' });
  });

  it('is set aside and read as none when it was altered on the share', async () => {
    const a = batchesOf('a', 'PRINT-01');
    await a.create(place, batch('#1'));
    const file = a.fileOf(place, '#1');
    const sealed = JSON.parse(await readFile(file, 'utf8')) as { body: SharedBatchRecord };
    // The seal kept, a member added: never listed, never ordered.
    sealed.body = { ...sealed.body, members: [...sealed.body.members, 'ef'.repeat(32)] };
    await writeFile(file, JSON.stringify(sealed));
    expect(await batchesOf('b', 'PRINT-02').look(place, '#1')).toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reason: /seal does not match/ });
  });

  it('compacted, loses its finished records of days before today; the highest count and the latest time stay', async () => {
    const a = batchesOf('a', 'PRINT-01');
    // Tuesday 13 January, noon in New York (the US market's zone): yesterday is Monday the 12th.
    const now = Date.parse('2026-01-13T17:00:00Z');
    const days = serviceDays(
      () => 'us',
      () => now,
    );
    const yesterday = new Date(now - 86_400_000);
    const ends = { done: { done: true }, released: { released: true }, unfinished: {} } as const;
    const write = async (slot: string, end: keyof typeof ends, written = new Date(now)) => {
      const held = (await a.create(place, batch(slot)))!;
      if (end !== 'unfinished') await a.end(held, ends[end]);
      await utimes(held.file, written, written);
    };
    await write('2026-01-09T13:30', 'done');
    await write('2026-01-12T13:30', 'released');
    await write('2026-01-13T13:30', 'done');
    // The latest of its time of day (a slot due before today's 09:00 would be the 12th's again).
    await write('2026-01-12T09:00', 'done');
    await write('2026-01-08T09:00', 'unfinished');
    await write('#1', 'done', yesterday);
    await write('#2', 'released', yesterday);
    await write('#3', 'unfinished', yesterday);
    await write('#4', 'done');
    await write('#5', 'done', yesterday);
    const removed = await a.compact(place, days);
    expect(removed).toHaveLength(4);
    const left = (await readdir(path.dirname(a.fileOf(place, '#1')))).sort();
    expect(left).toEqual([
      '2026-01-08T09_00.batch',
      '2026-01-12T09_00.batch',
      '2026-01-13T13_30.batch',
      '_3.batch',
      '_4.batch',
      '_5.batch',
    ]);
    // Numbered past the highest kept: #1 and #2 were removed, yet no number is used again.
    expect(await batchesOf('b', 'PRINT-02').nextCount(place)).toBe('#6');
    expect(await a.compact(place, days)).toEqual([]);
    expect(reports).toEqual([]);
  });
});
