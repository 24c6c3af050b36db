import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signatureMatches } from '../app/hooks/delivery/signature.js';
import { TestReceiver } from '../app/hooks/delivery/test-support/receiver.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { storedOrders } from '../sandbox/test-support/stored-records.js';
import {
  runPrintdesk as printdesk,
  spawnSync,
  syncArgs,
  type SyncRun,
} from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';

const repo = path.resolve(import.meta.dirname, '../..');
const brochure = path.join(repo, 'assets/print-files/spring-open-house-brochure.pdf');

let sandbox: TestSandbox;
let dir: string;
const runs: SyncRun[] = [];
const receivers: TestReceiver[] = [];

beforeAll(async () => {
  // An hour of order time every 10 ms: a placed order ships within a quarter of a second.
  sandbox = await startTestSandbox({ orderClock: 360_000 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-sync-hooks-'));
});
afterEach(async () => {
  for (const r of runs.splice(0)) if (!r.ended()) r.child.kill('SIGKILL');
  for (const r of receivers.splice(0)) await r.down();
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

async function receiver(): Promise<TestReceiver> {
  const made = await TestReceiver.reserve();
  receivers.push(made);
  return made;
}

function start(args: string[]): SyncRun {
  const started = spawnSync(args, sandbox.key);
  runs.push(started);
  return started;
}

/** A hot folder with the brochure in it, and the daemon's flags for it (no --once: it runs until stopped). */
async function hotFolder(
  name: string,
  ...more: string[]
): Promise<{ args: string[]; dataDir: string; remote: string }> {
  const folder = path.join(dir, name);
  await mkdir(folder);
  await copyFile(brochure, path.join(folder, 'brochure.pdf'));
  const dataDir = path.join(dir, `${name}-data`);
  const remote = `Hook tests/${name}`;
  const args = [
    ...syncArgs(folder, remote, sandbox.url, dataDir),
    '--action',
    'order',
    '--template',
    sandbox.documentTemplateIds[0]!,
    // The brochure's fonts are not embedded: these tests are about what comes after the check.
    '--preflight',
    'off',
    ...more,
  ];
  return { args, dataDir, remote };
}

/** The orders the sandbox stored for a data folder's jobs (their reference names the job). */
async function ordersOf(dataDir: string): Promise<number> {
  const journal = await readFile(path.join(dataDir, 'jobs', 'journal.log'), 'utf8');
  const references = new Set(
    journal
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { reference: string }).reference),
  );
  return (await storedOrders(sandbox.dataDir)).filter((o) =>
    [...references].some((ref) => o.history.Order.ReferenceData.includes(ref)),
  ).length;
}

const stage = (r: SyncRun, text: string) => () => r.stderr().includes(text) || r.ended();

interface OutboxLine {
  t: string;
  event?: { type: string; id: string };
  /** An attempt's event, and when it is to be tried again (absent: delivered or given up). */
  id?: string;
  next?: number;
}

/** The outbox's lines as the daemon journaled them (none before its first event). */
async function outboxLines(dataDir: string): Promise<OutboxLine[]> {
  const text = await readFile(path.join(dataDir, 'hooks', 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/**
 * Whether the receiver's answer to the data folder's event of `type` is journaled. A kill between
 * the receiver's 2xx and that line sends the event again, with the same id (at least once; the id
 * is the receiver's key to drop it).
 */
async function deliveryJournaled(dataDir: string, type: string): Promise<boolean> {
  const lines = await outboxLines(dataDir);
  const id = lines.find((l) => l.event?.type === type)?.event?.id;
  return lines.some((l) => l.t === 'attempt' && l.id === id && l.next === undefined);
}

/** When the job waiting in a data folder is to be decided by its folder's approval timeout. */
async function decideBy(dataDir: string): Promise<number> {
  const journal = (await readFile(path.join(dataDir, 'jobs', 'journal.log'), 'utf8')).trim().split('\n');
  return (JSON.parse(journal.at(-1)!) as { decideBy: number }).decideBy;
}

describe('printdesk sync --hook', () => {
  it('delivers one job.held to a receiver that starts late, nothing twice after a kill, and printdesk approve makes the running sync place one order', async () => {
    const hook = await receiver();
    const { args, dataDir } = await hotFolder('late-receiver', '--spend-limit', '0', '--hook', hook.url);
    let daemon = start(args);
    await waitFor(stage(daemon, 'awaiting approval'), 60_000, 'the job held', () => daemon.tail());
    // Down while the events were made: they wait in the outbox, tried again and again, across a kill.
    await waitFor(
      async () => {
        const lines = await outboxLines(dataDir);
        return lines.some((l) => l.event?.type === 'job.held') && lines.some((l) => l.t === 'attempt');
      },
      30_000,
      'job.held journaled, and a refused attempt',
      () => daemon.tail(),
    );
    daemon.child.kill('SIGKILL');
    expect(await daemon.exited).toBeNull();
    expect(hook.received).toHaveLength(0);
    daemon = start(args);
    await waitFor(stage(daemon, 'Watching'), 30_000, 'the restart', () => daemon.tail());
    await hook.up();
    await waitFor(
      () => hook.ofType('job.held').length > 0,
      30_000,
      'job.held delivered',
      () => daemon.tail(),
    );
    const held = hook.ofType('job.held')[0]!;
    expect(held.event.job).toMatchObject({
      state: 'awaiting-approval',
      // Every amount with the currency it was made in.
      waitingFor: [{ kind: 'over-order-limit', limit: { amount: 0, currency: 'USD' } }],
      total: { currency: 'USD' },
    });
    expect(hook.ofType('file.uploaded')).toHaveLength(1);

    // Killed once all is delivered and journaled: the next start catches up on nothing it has not sent.
    await waitFor(
      async () =>
        (await deliveryJournaled(dataDir, 'file.uploaded')) && (await deliveryJournaled(dataDir, 'job.held')),
      30_000,
      'file.uploaded and job.held delivered and journaled',
      () => daemon.tail(),
    );
    daemon.child.kill('SIGKILL');
    expect(await daemon.exited).toBeNull();
    daemon = start(args);
    await waitFor(stage(daemon, 'Watching'), 30_000, 'the second restart', () => daemon.tail());

    const listed = await printdesk(['approvals', '--data-dir', dataDir, '--json']);
    expect(listed.code).toBe(0);
    const waiting = listed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { short: string; file: string });
    expect(waiting).toEqual([expect.objectContaining({ file: 'brochure.pdf', state: 'awaiting-approval' })]);
    const approved = await printdesk([
      'approve',
      waiting[0]!.short,
      '--data-dir',
      dataDir,
      '--as',
      'Dana Whitfield',
    ]);
    expect(approved.code, approved.stdout + approved.stderr).toBe(0);
    expect(approved.stdout).toContain('Approved brochure.pdf, as Dana Whitfield.');
    await waitFor(
      () => hook.ofType('order.placed').length > 0,
      30_000,
      'order.placed',
      () => daemon.tail(),
    );
    expect(await ordersOf(dataDir)).toBe(1);
    // Stopped, so nothing more can come; an event the catch-up after the kill made again would have
    // come before order.placed (a receiver gets its events in order).
    daemon.child.kill('SIGTERM');
    expect(await daemon.exited).toBe(0);
    expect(
      [...hook.counts().values()].every((n) => n === 1),
      JSON.stringify(hook.received.map((r) => [r.event.type, r.event.id, r.event.time])),
    ).toBe(true);
    expect(hook.ofType('job.held')).toHaveLength(1);
    expect(hook.ofType('order.placed')).toHaveLength(1);

    const secret = (await printdesk(['hook-secret', '--data-dir', dataDir])).stdout.trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    for (const { body, headers } of hook.received)
      expect(signatureMatches(body, secret, headers['x-printdesk-signature-256'] as string)).toBe(true);
    const record = await readFile(path.join(dataDir, 'orders', 'hot-folder-orders.jsonl'), 'utf8');
    expect(JSON.parse(record.trim().split('\n').at(-1)!)).toMatchObject({
      overrides: [{ reason: { kind: 'over-order-limit' }, by: { user: 'Dana Whitfield' } }],
    });
  }, 180_000);

  it('declines a job nobody decided in time, even across a kill, and orders nothing', async () => {
    const hook = await receiver();
    await hook.up();
    const { args, dataDir } = await hotFolder(
      'timeout',
      '--spend-limit',
      '0',
      '--approval-timeout',
      '3s',
      '--approve-under',
      '0.01',
      '--hook',
      hook.url,
    );
    let daemon = start(args);
    await waitFor(stage(daemon, 'awaiting approval'), 60_000, 'the job held', () => daemon.tail());
    // Killed once the receiver's answer to job.held is journaled.
    await waitFor(
      () => deliveryJournaled(dataDir, 'job.held'),
      30_000,
      'job.held delivered and journaled',
      () => daemon.tail(),
    );
    daemon.child.kill('SIGKILL');
    await daemon.exited;
    // The deadline passes while nothing runs: the next start decides at once.
    const deadline = await decideBy(dataDir);
    await waitFor(() => Date.now() > deadline, 10_000, 'the deadline');
    daemon = start(args);
    await waitFor(stage(daemon, 'declined by the approval timeout'), 30_000, 'the decline', () =>
      daemon.tail(),
    );
    expect(daemon.stderr()).toMatch(
      /declined by the approval timeout: No one decided within 3 s: declined by the hot folder's approval timeout \(its total .* is above 0\.01\)/,
    );
    expect(await ordersOf(dataDir)).toBe(0);
    const recordFile = path.join(dataDir, 'orders', 'hot-folder-orders.jsonl');
    // The record's line follows the job's state on disk.
    await waitFor(async () => (await readFile(recordFile, 'utf8')).trim() !== '', 10_000, 'the record');
    expect(JSON.parse((await readFile(recordFile, 'utf8')).trim())).toMatchObject({
      kind: 'declined',
      file: 'brochure.pdf',
      declinedBy: { user: 'approval timeout', timeout: true },
      waitedFor: [{ kind: 'over-order-limit' }],
    });
    expect(hook.ofType('job.held')).toHaveLength(1);
    expect((await printdesk(['approvals', '--data-dir', dataDir])).stdout).toContain(
      'No hot-folder job waits for a person.',
    );
    daemon.child.kill('SIGTERM');
    await daemon.exited;
  }, 120_000);

  it('tells a command and a webhook of an order placed and shipped, with its tracking; the command gets no key', async () => {
    const hook = await receiver();
    await hook.up();
    const events = path.join(dir, 'command-events.jsonl');
    const env = path.join(dir, 'command-env.txt');
    const command = `env > '${env}'; cat >> '${events}'; echo >> '${events}'`;
    const { args } = await hotFolder(
      'shipped',
      '--spend-limit',
      '1000',
      '--hook',
      hook.url,
      '--hook-command',
      command,
      '--order-watch',
      '1',
    );
    const daemon = start(args);
    await waitFor(
      () => hook.ofType('order.shipped').length > 0,
      60_000,
      'order.shipped',
      () => daemon.tail(),
    );
    const placed = hook.ofType('order.placed')[0]!.event;
    const shipped = hook.ofType('order.shipped')[0]!.event;
    expect(shipped.order?.friendlyId).toBe(placed.order?.friendlyId);
    expect(shipped.link?.remotePath).toBe('Hook tests/shipped');
    const tracking = shipped.order?.tracking ?? [];
    expect(tracking).toEqual([
      expect.objectContaining({ carrier: 'tracking.example', number: expect.stringMatching(/^PD\d{20}$/) }),
    ]);
    expect(tracking[0]!.url).toContain(tracking[0]!.number);
    await waitFor(
      async () => (await readFile(events, 'utf8').catch(() => '')).includes('"order.shipped"'),
      30_000,
      'the command told of the shipping',
    );
    const told = (await readFile(events, 'utf8'))
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { type: string; id: string });
    expect(told.map((e) => e.type)).toEqual(['file.uploaded', 'order.placed', 'order.shipped']);
    expect(told.map((e) => e.id)).toEqual(hook.received.map((r) => r.event.id));
    const commandEnv = await readFile(env, 'utf8');
    expect(commandEnv).not.toContain(sandbox.key);
    expect(commandEnv).not.toMatch(/^PRINTDESK_KEY=/m);
    expect(commandEnv).toMatch(/^PRINTDESK_EVENT_TYPE=/m);
    daemon.child.kill('SIGTERM');
    await daemon.exited;
  }, 120_000);
});
