import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { JobRecord } from '../app/jobs/job-record.js';
import { openFrontDoor } from '../sandbox/test-support/front-door.js';
import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import { orderActionArgs, spawnSync, syncOnceArgs, type SyncRun } from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';
import { runCli } from './run.js';

const repo = path.resolve(import.meta.dirname, '../..');
const brochure = path.join(repo, 'assets/print-files/spring-open-house-brochure.pdf');

const rig = sandboxForFile({ scratch: 'printdesk-sync-jobs-' });

function sync(args: string[]): SyncRun {
  return spawnSync(args, rig.sandbox.key);
}

/** Steps of jobs a run has reported (`job <file>: <stage>` lines of its progress, on stderr). */
const jobSteps = (run: SyncRun) =>
  run
    .stderr()
    .split('\n')
    .filter((line) => line.startsWith('job ')).length;

async function journaledJobs(dataDir: string): Promise<JobRecord[]> {
  const jobs = new Map<string, JobRecord>();
  const text = await readFile(path.join(dataDir, 'jobs', 'journal.log'), 'utf8');
  for (const line of text.split('\n').filter((l) => l.trim() !== '')) {
    const job = JSON.parse(line) as JobRecord;
    jobs.set(job.id, job);
  }
  return [...jobs.values()];
}

describe('printdesk sync --action', () => {
  it('orders each file exactly once through SIGKILLs and faults, holding the one above the limit', async () => {
    const folder = path.join(rig.dir, 'hot');
    await mkdir(folder);
    const count = 8;
    for (let i = 0; i < count; i++) await copyFile(brochure, path.join(folder, `card-${i}.pdf`));
    await writeFile(
      path.join(folder, 'card-0.job.json'),
      JSON.stringify({ quantity: 5000, reference: 'PO-1' }),
    );
    const remotePath = 'Job tests/Cards';
    const dataDir = path.join(rig.dir, 'data');
    const args = [
      ...syncOnceArgs(folder, remotePath, rig.sandbox.url, dataDir),
      // The brochure's fonts are not embedded: this test is about the steps after the check.
      ...orderActionArgs(
        rig.sandbox.documentTemplateIds[0]!,
        '--quantity',
        '2',
        '--spend-limit',
        '500',
        '--preflight',
        'off',
      ),
    ];
    rig.sandbox.setFaults({
      rate: 0.4,
      kinds: ['delay', 'delay', 'reset-after', '503'],
      routes: ['*'],
      seed: 5,
      delayMs: 80,
    });
    const documents = async () =>
      (await listRemoteFolder(rig.client, remotePath)).filter((i) => i.Type === 'Document');
    let killed = 0;
    for (let round = 1; round <= 3; round++) {
      const run = sync(args);
      // Killed the moment it reports its second step, wherever its requests are then; a run left
      // with less than that to do may finish first, which ends the rounds.
      await waitFor(() => jobSteps(run) >= 2 || run.ended(), 120_000, `round ${round} job steps`).catch(
        (error: Error) => {
          throw new Error(`${error.message} The run printed:\n${run.tail()}`);
        },
      );
      if (run.ended()) {
        expect(await run.exited, run.tail()).toBe(0);
        break;
      }
      run.child.kill('SIGKILL');
      expect(await run.exited).toBeNull();
      killed++;
    }
    // The first run, with every job ahead of it, cannot have finished by its second step.
    expect(killed).toBeGreaterThanOrEqual(1);
    const last = sync(args);
    expect(await last.exited).toBe(0);
    rig.sandbox.setFaults(null);
    const names = (await documents()).map((d) => d.Name).sort();
    expect(names).toEqual(Array.from({ length: count }, (_, i) => `card-${i}`).sort());
    const jobs = await journaledJobs(dataDir);
    expect(jobs).toHaveLength(count);
    for (const job of jobs) {
      const orders = (await rig.client.orders.findOrders(job.reference)).Orders;
      if (job.relPath === 'card-0.pdf') {
        expect(job.state).toBe('awaiting-approval');
        expect(orders).toEqual([]);
      } else {
        expect(job.state).toBe('done');
        expect(orders.map((o) => o.OrderFriendlyId)).toEqual([job.orderFriendlyId]);
      }
    }
  }, 420_000);

  it('a run started again right after a kill during PlaceOrder finds the order the dead run sent, and sends none', async () => {
    const folder = path.join(rig.dir, 'lost-answer');
    await mkdir(folder);
    await copyFile(brochure, path.join(folder, 'flyer.pdf'));
    const dataDir = path.join(rig.dir, 'lost-answer-data');
    const door = await openFrontDoor(rig.sandbox.url);
    const args = [
      ...syncOnceArgs(folder, 'Job tests/Lost answer', door.url, dataDir),
      ...orderActionArgs(rig.sandbox.documentTemplateIds[0]!, '--spend-limit', '500', '--preflight', 'off'),
    ];
    try {
      // The service takes its time over the order: it stores it seconds after its sender was killed.
      rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['PlaceOrder'], delayMs: 4000 });
      const run = sync(args);
      await waitFor(
        () => door.received('PlaceOrder') === 1,
        120_000,
        'the order sent',
        () => run.tail(),
      );
      run.child.kill('SIGKILL');
      expect(await run.exited).toBeNull();
      rig.sandbox.setFaults(null);
      const again = sync(args);
      expect(await again.exited, again.tail()).toBe(0);
      const [job] = await journaledJobs(dataDir);
      expect(job!.state).toBe('done');
      // Sent once: the dead run's order, found by its reference once it could have arrived.
      expect(door.received('PlaceOrder')).toBe(1);
      const orders = (await rig.client.orders.findOrders(job!.reference)).Orders;
      expect(orders.map((o) => o.OrderFriendlyId)).toEqual([job!.orderFriendlyId]);
    } finally {
      await door.close();
    }
  }, 120_000);

  it('refuses bad job flags with a usage error naming the flag', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const base = ['sync', rig.dir, '--to', 'X'];
      expect(await runCli([...base, '--action', 'print'])).toBe(2);
      expect(await runCli([...base, '--action', 'order'])).toBe(2);
      expect(await runCli([...base, '--action', 'quote', '--template', 'nope'])).toBe(2);
      expect(await runCli([...base, '--quantity', '3'])).toBe(2);
      const template = rig.sandbox.documentTemplateIds[0]!;
      expect(
        await runCli([...base, '--action', 'order', '--template', template, '--spend-limit', 'lots']),
      ).toBe(2);
      expect(
        await runCli([...base, '--action', 'quote', '--template', template, '--recipient', 'list:nope']),
      ).toBe(2);
      expect(
        await runCli([...base, '--action', 'document', '--template', template, '--recipient', 'main']),
      ).toBe(2);
      expect(
        await runCli([...base, '--action', 'order', '--template', template, '--daily-budget', '600 USD']),
      ).toBe(2);
      expect(await runCli([...base, '--action', 'quote', '--template', template, '--ticket-addresses'])).toBe(
        2,
      );
      expect(await runCli([...base, '--workstation-name', 'PRINT-01'])).toBe(2);
      expect(await runCli([...base, '--preflight', 'off'])).toBe(2);
      expect(
        await runCli([...base, '--action', 'document', '--template', template, '--preflight', 'lax']),
      ).toBe(2);
      expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
        /--daily-budget must be an amount like 250 or 99\.50, not "600 USD"[\s\S]*--ticket-addresses needs --action order[\s\S]*--workstation-name needs --action[\s\S]*--preflight needs --action document, quote or order[\s\S]*--preflight must be standard, strict or off, not "lax"/,
      );
      expect(errors.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(
        /--action must be upload, document, quote or order[\s\S]*needs --template[\s\S]*--template:[\s\S]*--quantity needs --action[\s\S]*--spend-limit must be an amount[\s\S]*--recipient must be main, a saved address id or list:<listId>, not "list:nope"[\s\S]*--recipient need --action quote or order/,
      );
    } finally {
      errors.mockRestore();
    }
  });
});
