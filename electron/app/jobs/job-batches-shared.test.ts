/**
 * A batch on a folder two workstations share, over real HTTP against the sandbox: the workstation
 * that sent the batch stops before its answer came; the other takes its members over and settles the
 * batch by its reference — one order of the files' documents, never a second.
 */
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedOrders } from '../../sandbox/test-support/stored-records.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import {
  dropFiles,
  jobOf,
  orderLink,
  startStation,
  usd,
  waitForJob,
  type Station,
} from './test-support/job-rig.js';
import { sharedFolderRig } from './test-support/shared-folder-rig.js';
import { arrivalBy } from './test-support/shipping-now.js';

const rig = sharedFolderRig('printdesk-shared-batches-');

const presetOf = (files: number) => ({
  action: 'order',
  spendLimit: usd(100_000),
  batch: { kind: 'count', files },
});
const linkId = '6f1c2a52-0d7e-4f5b-9a43-3c1d2e4f5a60';

async function workstation(name: string, files = 2): Promise<Station> {
  const link = orderLink(
    path.join(rig.dir, 'shared'),
    rig.sandbox.documentTemplateIds[0]!,
    presetOf(files),
    linkId,
  );
  const s = await startStation(path.join(rig.dir, name), link, rig.client, rig.fileWork, {
    workstationName: name,
    claimLeaseMs: 1000,
  });
  rig.stations.push(s);
  return s;
}

describe('a batch on a shared folder', () => {
  it('is placed once when the workstation that sent it stops before its answer: the other settles it', async () => {
    // PlaceOrder is slow: the first workstation is stopped while it waits for its answer.
    rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['PlaceOrder'], delayMs: 1500 });
    const a = await workstation('PRINT-01');
    await dropFiles(path.join(rig.dir, 'shared'), ['one.pdf', 'two.pdf']);
    await waitFor(
      () => ['one', 'two'].every((n) => jobOf(a, n)?.batchOrder !== undefined),
      30_000,
      'the batch sent',
      () => a.runner.jobs().map((j) => [j.documentName, j.state, j.batchWait, j.error]),
    );
    const { reference } = jobOf(a, 'one')!.batchOrder!;
    const b = await workstation('PRINT-02');
    await waitFor(() => jobOf(b, 'two')?.handledBy?.name === 'PRINT-01', 30_000, 'followed');
    rig.stations.splice(rig.stations.indexOf(a), 1);
    await a.stop();
    rig.sandbox.setFaults(null);
    const [one, two] = [
      await waitForJob(b, 'one', 'done', 30_000),
      await waitForJob(b, 'two', 'done', 30_000),
    ];
    expect(one.handledBy).toBeUndefined();
    expect(one.orderFriendlyId).toBe(two.orderFriendlyId);
    const documents = new Set([one.documentId!.toLowerCase(), two.documentId!.toLowerCase()]);
    const orders = (await storedOrders(rig.sandbox.dataDir)).filter((o) =>
      o.history.Order.LineItems.some((l) => documents.has(l.ItemData.StoreItemId.toLowerCase())),
    );
    expect(orders).toHaveLength(1);
    // Its own batch's, found by its reference; or, never placed (the stop cut the send short), a new batch's.
    expect([reference, one.batchOrder!.reference]).toContain(orders[0]!.history.Order.ReferenceData);
    expect(orders[0]!.friendlyId).toBe(one.orderFriendlyId);
    expect(orders[0]!.history.Order.LineItems).toHaveLength(2);
  });

  it('gathers the members both workstations made into one order of the slot, done on both', async () => {
    const [a, b] = [await workstation('PRINT-01', 4), await workstation('PRINT-02', 4)];
    const shared = path.join(rig.dir, 'shared');
    // Each workstation makes two of the four jobs: the other's uploads are paused while its files land.
    b.engine.pause(linkId);
    await dropFiles(shared, ['one.pdf', 'two.pdf']);
    await waitFor(() => ['one', 'two'].every((n) => jobOf(a, n)?.batchWait !== undefined), 30_000, 'A waits');
    a.engine.pause(linkId);
    b.engine.resume(linkId);
    await dropFiles(shared, ['three.pdf', 'four.pdf']);
    await waitFor(
      () =>
        ['three', 'four'].every((n) => jobOf(b, n)?.batchWait !== undefined || jobOf(b, n)?.state === 'done'),
      30_000,
      'B waits',
    );
    a.engine.resume(linkId);
    const names = ['one', 'two', 'three', 'four'];
    const rows = [];
    for (const station of [a, b])
      for (const name of names) rows.push(await waitForJob(station, name, 'done', 20_000));
    const number = rows[0]!.orderFriendlyId;
    expect(number).toBeDefined();
    for (const row of rows) expect(row.orderFriendlyId).toBe(number);
    const documents = new Set(rows.map((row) => row.documentId!.toLowerCase()));
    expect(documents.size).toBe(4);
    const orders = (await storedOrders(rig.sandbox.dataDir)).filter((o) =>
      o.history.Order.LineItems.some((l) => documents.has(l.ItemData.StoreItemId.toLowerCase())),
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]!.friendlyId).toBe(number);
    expect(orders[0]!.history.Order.LineItems).toHaveLength(4);
  });

  it('ships by the ticket of a member another workstation made, read when the member is taken', async () => {
    // The ticket asks for the day Two Day Guaranteed arrives: cheaper methods are too late.
    const needBy = await arrivalBy(rig.client, 'Two Day Guaranteed');
    const [a, b] = [await workstation('PRINT-01'), await workstation('PRINT-02')];
    const shared = path.join(rig.dir, 'shared');
    // A makes "one" (with its ticket), B learns of it from the share; B's "two" comes last, so B forms the batch.
    b.engine.pause(linkId);
    await dropFiles(shared, []);
    await writeFile(path.join(shared, 'one.job.json'), JSON.stringify({ needBy }));
    await dropFiles(shared, ['one.pdf']);
    await waitFor(() => jobOf(a, 'one')?.batchWait !== undefined, 30_000, 'one waits');
    a.engine.pause(linkId);
    b.engine.resume(linkId);
    await dropFiles(shared, ['two.pdf']);
    const rows = [await waitForJob(b, 'one', 'done', 30_000), await waitForJob(b, 'two', 'done', 30_000)];
    expect(rows.map((row) => row.handledBy)).toEqual([undefined, undefined]);
    const [order] = (await storedOrders(rig.sandbox.dataDir)).filter(
      (o) => o.friendlyId === rows[0]!.orderFriendlyId,
    );
    expect(order!.history.Order.LineItems).toHaveLength(2);
    expect(order!.history.Order.Recipients[0]!.ShippingDetails.ShippingMethodName).toBe('Two Day Guaranteed');
  });

  // "sent" ends with the batch found by its reference (or sent afresh when the stop cut the send
  // short); "formed" with the members taken over and formed into the next slot by the other.
  it.each([
    ['PRINT-01', 'PRINT-02', 'sent'],
    ['PRINT-02', 'PRINT-01', 'sent'],
    ['PRINT-01', 'PRINT-02', 'formed'],
    ['PRINT-02', 'PRINT-01', 'formed'],
  ] as const)(
    'is placed once when the workstation that formed it (%s: its file came last) is stopped; %s settles it (%s)',
    async (last, first, moment) => {
      // Stopped with PlaceOrder's answer on its way (lost), or while the batch is priced, before anything is sent.
      const route = moment === 'sent' ? 'PlaceOrder' : 'GetQuote';
      rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: [route], delayMs: 1500 });
      const byName = new Map([
        ['PRINT-01', await workstation('PRINT-01')],
        ['PRINT-02', await workstation('PRINT-02')],
      ]);
      const shared = path.join(rig.dir, 'shared');
      // One member each: the one whose member waits last sees two waiting first and forms the batch.
      byName.get(last)!.engine.pause(linkId);
      await dropFiles(shared, ['one.pdf']);
      await waitFor(() => jobOf(byName.get(first)!, 'one')?.batchWait !== undefined, 30_000, 'one waits');
      byName.get(first)!.engine.pause(linkId);
      byName.get(last)!.engine.resume(linkId);
      await dropFiles(shared, ['two.pdf']);
      // The workstation whose member waited last sees two waiting first: it forms the batch.
      const former = byName.get(last)!;
      const formed = path.join(shared, '.printdesk', 'batches', '_1.batch');
      await waitFor(
        async () =>
          (await stat(formed).catch(() => undefined)) !== undefined &&
          ['one', 'two'].every(
            (n) => !jobOf(former, n)?.handledBy && (moment === 'formed' || jobOf(former, n)?.batchOrder),
          ),
        30_000,
        `the batch ${moment}`,
      );
      // Formed: its members' claims taken, nothing sent yet (its quote is on its way).
      if (moment === 'formed') expect(jobOf(former, 'one')?.batchOrder).toBeUndefined();
      const other = byName.get(first)!;
      other.engine.resume(linkId);
      // Killed while PlaceOrder is on its way: its claims are left held, their lease lapses.
      rig.stations.splice(rig.stations.indexOf(former), 1);
      await former.stop();
      rig.sandbox.setFaults(null);
      const rows = [
        await waitForJob(other, 'one', 'done', 30_000),
        await waitForJob(other, 'two', 'done', 30_000),
      ];
      expect(rows[0]!.orderFriendlyId).toBe(rows[1]!.orderFriendlyId);
      const documents = new Set(rows.map((row) => row.documentId!.toLowerCase()));
      const orders = (await storedOrders(rig.sandbox.dataDir)).filter((o) =>
        o.history.Order.LineItems.some((l) => documents.has(l.ItemData.StoreItemId.toLowerCase())),
      );
      expect(orders).toHaveLength(1);
      expect(orders[0]!.friendlyId).toBe(rows[0]!.orderFriendlyId);
      expect(orders[0]!.history.Order.LineItems).toHaveLength(2);
    },
  );
});
