/**
 * Batches on a shared hot folder, with real processes (issue 40, item 5): two workstations run
 * `printdesk sync --action order --batch 3` on one folder. Each batch's PlaceOrder is slow, and the
 * workstations are SIGKILLed while it is on its way: first the one that formed the batch (back
 * after the grace for a dead holder), then both at once. Counted in the sandbox: one order of
 * three lines per batch, each file in exactly one order.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  everyRowDone,
  journaled,
  sharedBatchRecords,
  sharedJobs,
} from '../app/jobs/test-support/on-the-share.js';
import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { ordersOfDocuments } from '../sandbox/test-support/stored-records.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import { spawnSync, stopAll, type SyncRun } from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';

const brochure = path.resolve(import.meta.dirname, '../../assets/print-files/spring-open-house-brochure.pdf');
const rig = sandboxForFile({ scratch: 'printdesk-shared-batch-' });
const names = ['PRINT-01', 'PRINT-02'] as const;
type Name = (typeof names)[number];

describe('a count batch on a shared hot folder, with a SIGKILL of each workstation', () => {
  it('places one order of three lines per batch, however the workstations die', async () => {
    const folder = path.join(rig.dir, 'shared');
    await mkdir(folder);
    const remotePath = 'Shared orders/Gathered';
    const dataDir = (name: Name) => path.join(rig.dir, name);
    const args = (name: Name) => [
      folder,
      ...['--to', remotePath, '--base-url', rig.sandbox.url, '--data-dir', dataDir(name)],
      ...['--stability-ms', '100', '--action', 'order', '--batch', '3', '--quantity', '1'],
      ...['--template', rig.sandbox.documentTemplateIds[0]!, '--spend-limit', '100000'],
      ...['--workstation-name', name, '--preflight', 'off'],
    ];
    // Every PlaceOrder waits two seconds before the sandbox handles it: a kill then loses its answer.
    rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['PlaceOrder'], delayMs: 2000 });
    const running = new Map<Name, SyncRun>();
    const start = (name: Name) => running.set(name, spawnSync(args(name), rig.sandbox.key));
    const kill = async (name: Name) => {
      const run = running.get(name)!;
      expect(run.ended(), `${name} ended before it was killed:\n${run.tail()}`).toBe(false);
      run.child.kill('SIGKILL');
      expect(await run.exited).toBeNull();
    };
    const seen = async () =>
      JSON.stringify({
        batches: [...(await sharedBatchRecords(folder)).values()].map(({ slot, holder, done, released }) => ({
          slot,
          holder: holder.name,
          done,
          released,
        })),
        jobs: (await sharedJobs(folder)).map(({ state, holder, job }) => ({
          state,
          holder,
          batch: job.batchOrder,
        })),
        tails: [...running].map(([name, run]) => `--- ${name}:\n${run.tail()}`),
      });
    let dropped = 0;
    const dropThree = async () => {
      for (let i = 0; i < 3; i++) await copyFile(brochure, path.join(folder, `card-${dropped++}.pdf`));
    };
    /** The slot's batch is formed and sent: its members' claims name it, with PlaceOrder on its way. */
    const sent = async (slot: string) => {
      await waitFor(
        async () => (await sharedBatchRecords(folder)).has(slot),
        90_000,
        `batch ${slot} formed`,
        seen,
      );
      await waitFor(
        async () =>
          (await sharedJobs(folder)).filter(
            ({ state, job }) => state !== 'done' && job.batchOrder && job.orderSentAt,
          ).length === 3,
        30_000,
        `batch ${slot} sent`,
        seen,
      );
      return (await sharedBatchRecords(folder)).get(slot)!.holder.name as Name;
    };

    try {
      for (const name of names) start(name);
      await dropThree();
      // The workstation that formed the first batch dies with its answer lost, and comes back once the
      // grace for a dead holder has passed: whichever looks first settles the batch by its reference.
      const former = await sent('#1');
      await kill(former);
      await new Promise((resolve) => setTimeout(resolve, 16_000));
      start(former);
      await waitFor(
        async () => {
          const jobs = await sharedJobs(folder);
          return jobs.length === 3 && jobs.every(({ state }) => state === 'done');
        },
        60_000,
        'the first batch done',
        seen,
      );

      // The second batch: both die while it is on its way, and come back at once.
      await dropThree();
      await sent('#2');
      for (const name of names) await kill(name);
      for (const name of names) start(name);
      await waitFor(
        () => everyRowDone(names.map(dataDir), 6),
        120_000,
        "each workstation's rows of every file, done",
        seen,
      );
      expect(await stopAll(running)).toEqual([]);
    } finally {
      for (const run of running.values()) run.child.kill('SIGKILL');
      rig.sandbox.setFaults(null);
    }

    const documents = (await listRemoteFolder(rig.client, remotePath)).filter((i) => i.Type === 'Document');
    const orders = await ordersOfDocuments(rig.sandbox.dataDir, documents);
    expect(orders.map((o) => o.documents)).toEqual(
      expect.arrayContaining([
        ['card-0', 'card-1', 'card-2'],
        ['card-3', 'card-4', 'card-5'],
      ]),
    );
    expect(orders).toHaveLength(2);
    // Both workstations' rows name the order each file went into.
    for (const name of names) {
      for (const job of await journaled(dataDir(name))) {
        const order = orders.find((o) => o.documents.includes(job.documentName!))!;
        expect(job.orderFriendlyId, `${name} ${job.documentName}`).toBe(order.friendlyId);
      }
    }
  }, 300_000);
});
