/**
 * Two workstations on one hot folder, in one process (each its own data folder and instance):
 * each file's job runs on one of them and the other follows it by name; a decision can be made on
 * either; a workstation that stops mid-job is taken over once its lease has run out; the day's
 * budget is the folder's.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storedOrders } from '../../sandbox/test-support/stored-records.js';
import { sharedStateFolder } from '../../sync/share-files.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { jobRow } from './job-record.js';
import {
  dropFiles,
  jobOf,
  orderLink,
  startStation,
  waitForJob,
  type Station,
  usd,
} from './test-support/job-rig.js';
import { sharedFolderRig } from './test-support/shared-folder-rig.js';

const rig = sharedFolderRig('printdesk-shared-jobs-');

/** A workstation on the shared folder: its own link (id), data folder and name. */
async function workstation(name: string, job: Record<string, unknown>, leaseMs = 60_000): Promise<Station> {
  const link = orderLink(path.join(rig.dir, 'shared'), rig.sandbox.documentTemplateIds[0]!, job);
  const s = await startStation(path.join(rig.dir, name), link, rig.client, rig.fileWork, {
    workstationName: name,
    claimLeaseMs: leaseMs,
    decider: () => ({ user: name.toLowerCase(), host: name }),
  });
  rig.stations.push(s);
  return s;
}

const ordersOf = async (reference: string) =>
  (await storedOrders(rig.sandbox.dataDir)).filter((o) => o.history.Order.ReferenceData === reference);

describe('jobs on a shared hot folder', () => {
  it('run on one workstation each; the other shows them as handled by it, by name', async () => {
    const preset = { action: 'order', quantity: 1, spendLimit: usd(100_000), dailyBudget: usd(100_000) };
    // A short lease: the engine looks at a file the other is uploading again after a quarter of it.
    const a = await workstation('PRINT-01', preset, 4000);
    const b = await workstation('PRINT-02', preset, 4000);
    const names = ['one', 'two', 'three', 'four'];
    await dropFiles(
      path.join(rig.dir, 'shared'),
      names.map((n) => `${n}.pdf`),
    );
    for (const name of names) {
      const [mine, theirs] = await Promise.all([waitForJob(a, name, 'done'), waitForJob(b, name, 'done')]);
      expect([mine.handledBy, theirs.handledBy].filter(Boolean), name).toHaveLength(1);
      const runner = mine.handledBy ? theirs : mine;
      const follower = mine.handledBy ? mine : theirs;
      expect(follower.handledBy!.name).toBe(runner === mine ? 'PRINT-01' : 'PRINT-02');
      expect(jobRow(follower)).toMatchObject({ handledBy: follower.handledBy!.name, state: 'done' });
      expect(follower.orderFriendlyId).toBe(runner.orderFriendlyId);
      expect(follower.reference).toBe(runner.reference);
      expect(await ordersOf(runner.reference)).toHaveLength(1);
    }
    // The day's spending is the folder's, the same on both.
    const [spentA] = await a.runner.spending();
    const [spentB] = await b.runner.spending();
    expect(spentA!.spent.amount).toBeGreaterThan(0);
    expect(spentB!.spent).toEqual(spentA!.spent);
  });

  it('let a person at either workstation decide an order waiting for approval', async () => {
    const preset = { action: 'order', quantity: 1, spendLimit: usd(0) };
    const a = await workstation('PRINT-01', preset);
    await dropFiles(path.join(rig.dir, 'shared'), ['held.pdf']);
    const held = await waitForJob(a, 'held', 'awaiting-approval');
    const b = await workstation('PRINT-02', preset);
    const seen = await waitForJob(b, 'held', 'awaiting-approval');
    expect(seen.handledBy?.name).toBe('PRINT-01');
    await b.runner.approve(seen.id);
    const placed = await waitForJob(b, 'held', 'done');
    expect(placed.handledBy).toBeUndefined();
    expect(placed.approval?.by).toMatchObject({ user: 'print-02', host: 'PRINT-02' });
    const followed = await waitForJob(a, 'held', 'done');
    expect(followed).toMatchObject({
      handledBy: { name: 'PRINT-02' },
      orderFriendlyId: placed.orderFriendlyId,
    });
    expect(await ordersOf(held.reference)).toHaveLength(1);
    // Decided already: the other workstation's "Place" is refused, not a second order.
    await expect(a.runner.approve(held.id)).rejects.toThrow(/not waiting for approval/);
    expect((await b.runner.orderRecord.entries()).map((e) => e.workstation)).toEqual(['PRINT-02']);
    expect(await a.runner.orderRecord.entries()).toEqual([]);
  });

  it('carry out an approval given elsewhere only for the order approved, derived from their own settings', async () => {
    const a = await workstation('PRINT-01', { action: 'order', quantity: 1, spendLimit: usd(0) });
    await dropFiles(path.join(rig.dir, 'shared'), ['more.pdf']);
    const held = await waitForJob(a, 'more', 'awaiting-approval');
    // PRINT-02's own preset orders 3 copies: not the order PRINT-01 showed, and a person approved.
    const b = await workstation('PRINT-02', { action: 'order', quantity: 3, spendLimit: usd(0) });
    const seen = await waitForJob(b, 'more', 'awaiting-approval');
    expect(seen.pending).toBe(held.pending);
    await b.runner.approve(seen.id, 'Dana');
    await waitFor(
      () => jobOf(b, 'more')?.state === 'awaiting-approval' && !jobOf(b, 'more')?.handledBy,
      30_000,
      'waiting again on PRINT-02',
    );
    const again = jobOf(b, 'more')!;
    expect(again.approval).toBeUndefined();
    expect(again.pending).not.toBe(held.pending);
    expect(again.waitingFor).toEqual([expect.objectContaining({ kind: 'over-order-limit' })]);
    expect(await ordersOf(held.reference)).toEqual([]);
    // Approved as PRINT-02 now shows it: placed, with PRINT-02's quantity, by the person named.
    await b.runner.approve(again.id, 'Dana');
    const placed = await waitForJob(b, 'more', 'done');
    expect(placed.approval?.by.user).toBe('Dana');
    const [order] = await ordersOf(held.reference);
    expect(order?.history.Order.LineItems).toHaveLength(1);
    expect((await b.runner.orderRecord.entries())[0]).toMatchObject({
      quantity: 3,
      overrides: [expect.objectContaining({ by: expect.objectContaining({ user: 'Dana' }) })],
    });
  });

  it('take over a job whose workstation stopped mid-way, once its lease ran out', async () => {
    const preset = { action: 'order', quantity: 1, spendLimit: usd(100_000) };
    // The quote is slow: the first workstation is stopped while it waits for it.
    rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['GetQuote'], delayMs: 1500 });
    const a = await workstation('PRINT-01', preset, 1000);
    await dropFiles(path.join(rig.dir, 'shared'), ['orphan.pdf']);
    await waitFor(() => jobOf(a, 'orphan')?.documentId !== undefined, 30_000, 'the document made');
    const b = await workstation('PRINT-02', preset, 1000);
    await waitFor(() => jobOf(b, 'orphan')?.handledBy?.name === 'PRINT-01', 30_000, 'followed');
    rig.stations.splice(rig.stations.indexOf(a), 1);
    await a.stop();
    rig.sandbox.setFaults(null);
    const done = await waitForJob(b, 'orphan', 'done');
    expect(done.handledBy).toBeUndefined();
    expect(await ordersOf(done.reference)).toHaveLength(1);
    const documents = (await storedOrders(rig.sandbox.dataDir)).filter(
      (o) => o.history.Order.ReferenceData === done.reference,
    );
    expect(documents[0]!.history.Order.LineItems[0]!.ItemData.StoreItemId.toLowerCase()).toBe(
      done.documentId!.toLowerCase(),
    );
  });

  it('look again at a job it resumes while another workstation is taking its claim over, and run it on', async () => {
    const preset = { action: 'order', quantity: 1, spendLimit: usd(100_000) };
    const folder = path.join(rig.dir, 'shared');
    const link = orderLink(folder, rig.sandbox.documentTemplateIds[0]!, preset);
    const start = async () => {
      const station = await startStation(path.join(rig.dir, 'PRINT-01'), link, rig.client, rig.fileWork, {
        workstationName: 'PRINT-01',
      });
      rig.stations.push(station);
      return station;
    };
    // The quote is slow: the workstation is stopped while it waits for it.
    rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['GetQuote'], delayMs: 1500 });
    const first = await start();
    await dropFiles(folder, ['contested.pdf']);
    await waitFor(() => jobOf(first, 'contested')?.documentId !== undefined, 30_000, 'the document made');
    rig.stations.splice(rig.stations.indexOf(first), 1);
    await first.stop();
    rig.sandbox.setFaults(null);
    // Another workstation holds the claim's takeover lock as this one starts again: its take fails.
    const jobs = path.join(folder, sharedStateFolder, 'jobs');
    const claim = (await readdir(jobs)).find((n) => n.endsWith('.job'))!;
    const lock = path.join(jobs, `${claim}.takeover`);
    await writeFile(lock, '');
    const again = await start();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const waiting = jobOf(again, 'contested')!;
    expect([waiting.state, waiting.handledBy]).toEqual(['running', undefined]);
    // The contender let go without taking it (it found the claim had moved on): this one runs it on.
    await rm(lock);
    const done = await waitForJob(again, 'contested', 'done', 30_000);
    expect(done.handledBy).toBeUndefined();
    expect(await ordersOf(done.reference)).toHaveLength(1);
  });

  it('fail a job with a bad ticket once, on the workstation that read it', async () => {
    const preset = { action: 'order', quantity: 1, spendLimit: usd(100_000) };
    const a = await workstation('PRINT-01', preset, 4000);
    const b = await workstation('PRINT-02', preset, 4000);
    await dropFiles(path.join(rig.dir, 'shared'), []);
    await writeFile(path.join(rig.dir, 'shared', 'bad.job.json'), '{"quantity": "lots"}');
    await dropFiles(path.join(rig.dir, 'shared'), ['bad.pdf']);
    const own = () => [a, b].flatMap((s) => s.runner.jobs().filter((j) => !j.handledBy));
    await waitFor(() => own().some((j) => j.state === 'failed'), 30_000, 'the job failed');
    // The file went to Failed/ at once: the other may never have seen it uploaded, and runs nothing of it.
    for (const s of [a, b]) await s.engine.idle();
    for (const s of [a, b]) await s.runner.idle();
    expect(own().map((j) => [j.documentName, j.state])).toEqual([['bad', 'failed']]);
    expect(own()[0]!.error).toMatch(/field "quantity"/);
  });
});
