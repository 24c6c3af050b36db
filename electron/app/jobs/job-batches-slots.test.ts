/**
 * A batch slot's record on a folder two workstations share, over real HTTP against the sandbox:
 * a time slot given up (a member another workstation held) is formed again the same day, one
 * order; a slot whose PlaceOrder the service refused ends `done` when the batch is placed on a
 * later look; a member held by a live workstation makes the slot wait, not form and give up again
 * and again (a third workstation holds it: test-support/claim-holder.ts).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { storedOrders } from '../../sandbox/test-support/stored-records.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { JobBatches } from './job-batches.js';
import type { JobRecord } from './job-record.js';
import { SharedBatches } from './shared-batches.js';
import { holdClaim, type HeldClaim } from './test-support/claim-holder.js';
import {
  dropFiles,
  jobOf,
  orderLink,
  startStation,
  usd,
  waitForJob,
  type Station,
} from './test-support/job-rig.js';
import { sharedBatchRecords } from './test-support/on-the-share.js';
import { sharedFolderRig } from './test-support/shared-folder-rig.js';

const rig = sharedFolderRig('printdesk-batch-slots-');
const linkId = '0b8e4c1d-6a2f-4e57-9c3b-5d7f1a2e8c94';
/** The runners' clock: Monday 12 January 2026, 13:00 in Chicago, half an hour before the batch. */
let clock = Date.parse('2026-01-12T19:00:00Z');
const slot = '2026-01-12T13:30';

const shared = () => path.join(rig.dir, 'shared');
const linkOf = (batch: Record<string, unknown>) =>
  orderLink(
    shared(),
    rig.sandbox.documentTemplateIds[0]!,
    { action: 'order', spendLimit: usd(100_000), batch },
    linkId,
  );

async function workstation(name: string, batch: Record<string, unknown>): Promise<Station> {
  const s = await startStation(path.join(rig.dir, name), linkOf(batch), rig.client, rig.fileWork, {
    workstationName: name,
    claimLeaseMs: 1000,
    now: () => clock,
  });
  rig.stations.push(s);
  return s;
}

/**
 * Two workstations, each making one member ("one" on PRINT-01, then "two" on PRINT-02: `beforeTwo`
 * in between), seen waiting on both (a time rule, or `beforeTwo` given: nothing forms yet).
 */
async function twoMembers(
  batch: Record<string, unknown>,
  beforeTwo?: (a: Station) => Promise<void>,
): Promise<[Station, Station]> {
  clock = Date.parse('2026-01-12T19:00:00Z');
  const [a, b] = [await workstation('PRINT-01', batch), await workstation('PRINT-02', batch)];
  b.engine.pause(linkId);
  await dropFiles(shared(), ['one.pdf']);
  await waitFor(() => jobOf(a, 'one')?.batchWait !== undefined, 30_000, 'one waits');
  await beforeTwo?.(a);
  a.engine.pause(linkId);
  b.engine.resume(linkId);
  await dropFiles(shared(), ['two.pdf']);
  await waitFor(
    () => jobOf(b, 'two')?.batchWait !== undefined || jobOf(b, 'two')?.state === 'done',
    30_000,
    'two waits',
  );
  a.engine.resume(linkId);
  if (batch.kind === 'time' || beforeTwo)
    await waitFor(
      () => [a, b].every((s) => jobOf(s, 'one')?.batchWait && jobOf(s, 'two')?.batchWait),
      30_000,
      'both seen',
    );
  return [a, b];
}

/** Both files done on both workstations, in one order of two lines: its number. */
async function oneOrderOfBoth(stations: readonly Station[]): Promise<string> {
  const rows: JobRecord[] = [];
  for (const s of stations)
    for (const name of ['one', 'two']) rows.push(await waitForJob(s, name, 'done', 30_000));
  const number = rows[0]!.orderFriendlyId!;
  for (const row of rows) expect(row.orderFriendlyId).toBe(number);
  const documents = new Set(rows.map((row) => row.documentId!.toLowerCase()));
  const orders = (await storedOrders(rig.sandbox.dataDir)).filter((o) =>
    o.history.Order.LineItems.some((l) => documents.has(l.ItemData.StoreItemId.toLowerCase())),
  );
  expect(orders.map((o) => o.friendlyId)).toEqual([number]);
  expect(orders[0]!.history.Order.LineItems).toHaveLength(2);
  return number;
}

/**
 * Waits until every slot record on the share has ended (none left unfinished), one of them (of
 * `slot`, when given) done with the order's number: written by the workstation that formed it just
 * after its members are done.
 */
async function slotsEnded(number: string, slot?: string): Promise<void> {
  const records = async () => [...(await sharedBatchRecords(shared())).values()];
  await waitFor(
    async () => {
      const all = await records();
      return (
        all.every((r) => r.done || r.released) &&
        all.some((r) => r.done && r.orderFriendlyId === number && (!slot || r.slot === slot))
      );
    },
    10_000,
    'the slot records ended, one done with the order',
    records,
  );
}

const timeRule = { kind: 'time', at: '13:30' };
const slotFile = (name: string) => path.join(shared(), '.printdesk', 'batches', name);
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('a batch slot on a shared folder', () => {
  it('given up (a member another workstation held) is formed again the same day: one order of that day', async () => {
    const stations = await twoMembers(timeRule);
    // Just after the workstation forming the slot creates its record, a third one takes the other's member.
    const create = SharedBatches.prototype.create;
    let holding: Promise<HeldClaim> | undefined;
    const created = vi.spyOn(SharedBatches.prototype, 'create').mockImplementation(async function (
      this: SharedBatches,
      ...args
    ) {
      const held = await create.apply(this, args);
      const other = this.me.name === 'PRINT-01' ? 'two' : 'one';
      // Taken before the workstation that formed the slot goes on to take its members.
      if (held && !holding)
        await (holding = holdClaim(rig.client, linkOf(timeRule), jobOf(stations[0], other)!));
      return held;
    });
    try {
      clock = Date.parse('2026-01-12T19:31:00Z');
      await waitFor(() => holding !== undefined, 30_000, 'the slot formed');
      const held = await holding!;
      // Given up: its record gone, not left released for the rest of the day.
      await waitFor(
        async () => !(await exists(slotFile('2026-01-12T13_30.batch'))),
        30_000,
        'the slot given up',
      );
      await held.letGo();
      const number = await oneOrderOfBoth(stations);
      await slotsEnded(number, slot);
      expect(created.mock.calls.length).toBeGreaterThanOrEqual(2);
    } finally {
      created.mockRestore();
    }
  });

  it('ends done when the service refused its PlaceOrder and the batch is placed on a later look', async () => {
    const place = vi.spyOn(rig.client.orders, 'placeOrder');
    rig.sandbox.setFaults({ rate: 1, kinds: ['reset-before'], routes: ['PlaceOrder'] });
    try {
      const stations = await twoMembers({ kind: 'count', files: 2 });
      await waitFor(
        () => place.mock.settledResults.some((r) => r.type === 'rejected'),
        30_000,
        'PlaceOrder refused',
      );
      rig.sandbox.setFaults(null);
      const number = await oneOrderOfBoth(stations);
      await slotsEnded(number);
    } finally {
      place.mockRestore();
    }
  });

  // A count slot forms of the members not held (two are needed: it waits); a time slot waits for all.
  it.each([
    ['time', timeRule, slot],
    ['count', { kind: 'count', files: 2 }, '#1'],
  ] as const)(
    'waits while a live workstation holds a member (%s): not formed and given up each second; formed once it lets go',
    async (kind, rule, slotName) => {
      const created = vi.spyOn(SharedBatches.prototype, 'create');
      // Each workstation looks at its batch every second while members wait (private: counted, not changed).
      const looks = vi.spyOn(
        JobBatches.prototype as unknown as { gather(id: string): Promise<void> },
        'gather',
      );
      try {
        let held: HeldClaim | undefined;
        const stations = await twoMembers(rule, async (a) => {
          held = await holdClaim(rig.client, linkOf(rule), jobOf(a, 'one')!);
        });
        const before = looks.mock.calls.length;
        if (kind === 'time') clock = Date.parse('2026-01-12T19:31:00Z');
        await waitFor(() => looks.mock.calls.length >= before + 6, 30_000, 'six looks at the due slot');
        const formed = created.mock.settledResults.filter((r) => r.type === 'fulfilled' && r.value);
        expect(formed.length).toBeLessThanOrEqual(1);
        await held!.letGo();
        const number = await oneOrderOfBoth(stations);
        // A count slot too is the first: no number was used by a slot given up.
        await slotsEnded(number, slotName);
      } finally {
        created.mockRestore();
        looks.mockRestore();
      }
    },
  );
});
