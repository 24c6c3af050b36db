/** A batch's record on the share, on real files: two workstations (instances) contend for one slot. */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveRecordKey } from '../../print-service/record-key.js';
import { ShareRecords, type SetAsideReport } from '../../sync/share-records.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
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

const station = (instanceId: string, name: string): Workstation => ({
  instanceId,
  host: os.hostname(),
  pid: process.pid,
  name,
});
const batchesOf = (me: Workstation, leaseMs: number) =>
  new SharedBatches(me, leaseMs, records, (scope) => deriveRecordKey('the-subscription-key', scope));

const batch = (slot = '#1'): SharedBatch => ({
  slot,
  reference: 'PD-B-0123456789ab',
  members: ['ab'.repeat(32), 'cd'.repeat(32)],
});

describe('a batch on the share', () => {
  it('is formed by one workstation: the other sees who holds it and cannot take it while its lease is renewed', async () => {
    const a = batchesOf(station('a', 'PRINT-01'), 300);
    const b = batchesOf(station('b', 'PRINT-02'), 300);
    const held = await a.create(place, batch());
    expect(held).toBeDefined();
    expect(await b.create(place, batch())).toBeUndefined();
    // Renewed past several leases: never takeable.
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const look = await b.look(place, '#1');
      expect(look.kind === 'record' && look.record.holder.name).toBe('PRINT-01');
      expect(look.kind === 'record' && look.takeable).toBe(false);
    }
    a.release(held!);
  });

  it('is taken over once its holder stops renewing, and the old holder can write it no more', async () => {
    const a = batchesOf(station('a', 'PRINT-01'), 300);
    const b = batchesOf(station('b', 'PRINT-02'), 300);
    const held = (await a.create(place, batch()))!;
    a.release(held);
    let rev = 0;
    await waitFor(
      async () => {
        const look = await b.look(place, '#1');
        rev = look.kind === 'record' ? look.record.rev : 0;
        return look.kind === 'record' && look.takeable;
      },
      5000,
      'lapsed',
    );
    // Only the record judged is replaced.
    expect(await b.take(place, '#1', rev + 1)).toBeUndefined();
    const taken = (await b.take(place, '#1', rev))!;
    expect(taken.batch).toEqual(batch());
    expect(await a.write(held, { ...batch(), orderFriendlyId: 'X' })).toBe(false);
    expect(await b.write(taken, { ...batch(), orderFriendlyId: 'PD-123' })).toBe(true);
    const look = await a.look(place, '#1');
    expect(look.kind === 'record' && [look.record.holder.name, look.record.orderFriendlyId]).toEqual([
      'PRINT-02',
      'PD-123',
    ]);
    b.release(taken);
  });

  it('says it may have been sent once its marker is made, and the marker is made once', async () => {
    const a = batchesOf(station('a', 'PRINT-01'), 60_000);
    const held = (await a.create(place, batch()))!;
    expect(await a.sent(place, '#1')).toBe(false);
    expect(await a.fence(held)).toBe(true);
    expect(await a.fence(held)).toBe(false);
    expect(await batchesOf(station('b', 'PRINT-02'), 60_000).sent(place, '#1')).toBe(true);
    a.release(held);
  });

  it('is set aside and read as none when it was altered on the share', async () => {
    const a = batchesOf(station('a', 'PRINT-01'), 60_000);
    const held = (await a.create(place, batch()))!;
    a.release(held);
    const file = a.fileOf(place, '#1');
    const sealed = JSON.parse(await readFile(file, 'utf8')) as { body: SharedBatchRecord };
    // The seal kept, a member added: never listed, never ordered.
    sealed.body = { ...sealed.body, members: [...sealed.body.members, 'ef'.repeat(32)] };
    await writeFile(file, JSON.stringify(sealed));
    expect((await batchesOf(station('b', 'PRINT-02'), 60_000).look(place, '#1')).kind).toBe('none');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ reason: /seal does not match/ });
  });
});
