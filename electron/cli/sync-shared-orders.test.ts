/**
 * The print room's field test (issue 24): two workstations run `printdesk sync --action order` on
 * one shared hot folder; print files arrive in three waves, the sandbox faults on every route, and
 * each workstation is killed with SIGKILL once at a seeded moment and started again; then both run
 * to the end. Counted in the sandbox's own store: one document and one order per file, in all.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyRowDone, journaled, sharedJobs } from '../app/jobs/test-support/on-the-share.js';
import { ordersOfDocuments } from '../sandbox/test-support/stored-records.js';
import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import {
  orderActionArgs,
  spawnSync,
  stopAll,
  syncArgs,
  type SyncRun,
} from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';

const brochure = path.resolve(import.meta.dirname, '../../assets/print-files/spring-open-house-brochure.pdf');
const seed = Number(process.env.PRINTDESK_FIELD_SEED ?? 24);

const rig = sandboxForFile({ scratch: 'printdesk-shared-orders-' });

/** Seeded draws, so a failing run can be replayed (PRINTDESK_FIELD_SEED). */
function random(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('two workstations ordering from one shared hot folder', () => {
  it('yield one document and one order per file, through faults on every route and a SIGKILL of each', async () => {
    const folder = path.join(rig.dir, 'shared');
    await mkdir(folder);
    const remotePath = 'Shared orders/Batch';
    const waves = [6, 5, 5];
    const count = waves.reduce((a, b) => a + b, 0);
    const draw = random(seed);
    const names = ['PRINT-01', 'PRINT-02'] as const;
    const dataDir = (name: string) => path.join(rig.dir, name);
    const args = (name: string) => [
      ...syncArgs(folder, remotePath, rig.sandbox.url, dataDir(name)),
      ...orderActionArgs(rig.sandbox.documentTemplateIds[0]!, '--quantity', '2', '--spend-limit', '100000'),
      '--workstation-name',
      name,
      // The brochure's fonts are not embedded: the preflight gate has tests of its own.
      ...['--preflight', 'off'],
    ];
    rig.sandbox.setFaults({
      rate: 0.25,
      kinds: ['delay', '503', 'reset-after', 'reset-before', '500'],
      routes: ['*'],
      seed,
      delayMs: 40,
    });
    const running = new Map<string, SyncRun>();
    const ended: SyncRun[] = [];
    const start = (name: string) => running.set(name, spawnSync(args(name), rig.sandbox.key));
    const steps = () =>
      [...running.values(), ...ended]
        .map(
          (run) =>
            run
              .stderr()
              .split('\n')
              .filter((l) => l.startsWith('job ')).length,
        )
        .reduce((a, b) => a + b, 0);
    // On a timeout: each workstation's output, then the shared records and its rows not done yet, last
    // (a report cut short keeps its end).
    const seen = async () => {
      const rows = await Promise.all(
        names.map(async (name) => {
          const all = await journaled(dataDir(name));
          const open = all.filter((j) => j.state !== 'done');
          const said = open.map((j) => ({
            file: j.fileKey,
            state: j.state,
            by: j.handledBy?.name,
            attempts: j.attempts,
            error: j.error,
            updated: new Date(j.updatedAt).toISOString(),
          }));
          return `${name}: ${all.length} rows, not done: ${JSON.stringify(said)}`;
        }),
      );
      return [...running]
        .map(([name, run]) => `--- ${name}:\n${run.tail()}`)
        .concat(
          `shared records: ${JSON.stringify((await sharedJobs(folder)).map(({ state, holder }) => ({ state, holder })))}`,
          ...rows,
        )
        .join('\n');
    };
    let dropped = 0;
    const dropWave = async (size: number) => {
      for (let i = 0; i < size; i++) await copyFile(brochure, path.join(folder, `card-${dropped++}.pdf`));
    };
    /**
     * `name` dies with SIGKILL once `more` job steps were reported (plus a seeded moment), and starts
     * again after `pauseMs` (past a quarter of the lease, the other one takes its running jobs over).
     */
    const crash = async (name: string, more: number, pauseMs: number) => {
      const target = steps() + more;
      await waitFor(() => steps() >= target, 120_000, `${more} more job steps`, seen);
      await new Promise((resolve) => setTimeout(resolve, Math.floor(draw() * 400)));
      const run = running.get(name)!;
      expect(run.ended(), `${name} ended before it was killed:\n${run.tail()}`).toBe(false);
      run.child.kill('SIGKILL');
      expect(await run.exited).toBeNull();
      ended.push(run);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      start(name);
    };

    try {
      for (const name of names) start(name);
      await dropWave(waves[0]!);
      // Back at once: it takes its own jobs back. Back late: the other one has taken them over.
      await crash('PRINT-01', 2 + Math.floor(draw() * 8), Math.floor(draw() * 3000));
      await dropWave(waves[1]!);
      await crash('PRINT-02', 2 + Math.floor(draw() * 8), 16_000 + Math.floor(draw() * 3000));
      await dropWave(waves[2]!);
      // Both run on to the end: every file's job done, and each workstation's rows say so.
      await waitFor(
        async () => {
          const records = await sharedJobs(folder);
          return records.length === count && records.every((r) => r.state === 'done');
        },
        240_000,
        'every job done',
        seen,
      );
      await waitFor(
        () => everyRowDone(names.map(dataDir), count),
        // A row catches up at its job's next retry, which may be a minute off (the runner's backoff).
        120_000,
        "each workstation's rows of every job, done",
        seen,
      );
      expect(await stopAll(running)).toEqual([]);
    } finally {
      for (const run of running.values()) run.child.kill('SIGKILL');
      rig.sandbox.setFaults(null);
    }

    // Counted in the sandbox: the folder's print files, documents and orders, per file.
    const items = await listRemoteFolder(rig.client, remotePath);
    const files = items.filter((i) => i.Type !== 'Document').map((i) => i.Name);
    const documents = items.filter((i) => i.Type === 'Document');
    const stems = Array.from({ length: count }, (_, i) => `card-${i}`).sort();
    expect(files.sort()).toEqual(stems.map((s) => `${s}.pdf`));
    expect(documents.map((d) => d.Name).sort()).toEqual(stems);
    const ordersPerFile = new Map(stems.map((s) => [s, 0]));
    for (const order of await ordersOfDocuments(rig.sandbox.dataDir, documents))
      for (const stem of order.documents) ordersPerFile.set(stem, ordersPerFile.get(stem)! + 1);
    expect(Object.fromEntries(ordersPerFile)).toEqual(Object.fromEntries(stems.map((s) => [s, 1])));

    // Each job is one workstation's; the other shows it as handled by that one, by name.
    const [first, second] = await Promise.all(names.map((name) => journaled(dataDir(name))));
    for (const stem of stems) {
      const a = first!.find((j) => j.documentName === stem)!;
      const b = second!.find((j) => j.documentName === stem)!;
      expect(
        [a.handledBy?.name, b.handledBy?.name].filter(Boolean),
        `${stem}: ${JSON.stringify([a, b])}`,
      ).toHaveLength(1);
      const runner = a.handledBy ? b : a;
      const follower = a.handledBy ? a : b;
      expect(follower.handledBy!.name).toBe(first!.includes(runner) ? 'PRINT-01' : 'PRINT-02');
      expect(follower.orderFriendlyId).toBe(runner.orderFriendlyId);
    }
    const followedLines = [...running.values(), ...ended]
      .map((run) => run.stderr())
      .join('\n')
      .split('\n')
      .filter((line) => / by PRINT-0[12]$/.test(line));
    expect(followedLines.some((line) => /: ordered \d{2}-\d{4}-\d{5}-\d{5} by PRINT-0[12]$/.test(line))).toBe(
      true,
    );
  }, 420_000);
});
