import { copyFile, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { storedOrders } from '../sandbox/test-support/stored-records.js';
import { runPrintdesk as printdesk, spawnSync, syncArgs } from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';
import { runCli } from './run.js';

const repo = path.resolve(import.meta.dirname, '../..');
const brochure = path.join(repo, 'assets/print-files/spring-open-house-brochure.pdf');

let sandbox: TestSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-approvals-'));
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('printdesk approve and decline', () => {
  it('keeps a decision made while nothing runs, and the next sync carries it out, recorded with who and why', async () => {
    const ordersBefore = (await storedOrders(sandbox.dataDir)).length;
    const folder = path.join(dir, 'hot');
    await mkdir(folder);
    await copyFile(brochure, path.join(folder, 'menu.pdf'));
    const dataDir = path.join(dir, 'data');
    const args = [
      ...syncArgs(folder, 'Approval tests/Menus', sandbox.url, dataDir),
      '--action',
      'order',
      '--template',
      sandbox.documentTemplateIds[0]!,
      '--spend-limit',
      '0',
      '--preflight',
      'off',
    ];
    let daemon = spawnSync(args, sandbox.key);
    await waitFor(
      () => daemon.stderr().includes('awaiting approval'),
      60_000,
      'held',
      () => daemon.tail(),
    );
    daemon.child.kill('SIGTERM');
    expect(await daemon.exited).toBe(0);

    const declined = await printdesk([
      'decline',
      'menu.pdf',
      '--reason',
      'wrong paper',
      '--data-dir',
      dataDir,
      '--wait',
      '1',
    ]);
    expect(declined.code).toBe(3);
    expect(declined.stdout).toContain('Decline of menu.pdf requested: nothing running on');
    expect((await printdesk(['approvals', '--data-dir', dataDir])).stdout).toMatch(
      /^[0-9a-f]{8} {2}menu\.pdf \$\d+\.\d\d {2}\$\d+\.\d\d is over the folder's limit of \$0\.00 per order\. — decline requested$/m,
    );

    daemon = spawnSync(args, sandbox.key);
    await waitFor(
      () => daemon.stderr().includes('declined by'),
      30_000,
      'the decline carried out',
      () => daemon.tail(),
    );
    expect(daemon.stderr()).toContain(`declined by ${os.userInfo().username}@${os.hostname()}: wrong paper`);
    daemon.child.kill('SIGTERM');
    expect(await daemon.exited).toBe(0);
    const record = (await readFile(path.join(dataDir, 'orders', 'hot-folder-orders.jsonl'), 'utf8')).trim();
    expect(JSON.parse(record)).toMatchObject({
      kind: 'declined',
      file: 'menu.pdf',
      reason: 'wrong paper',
      declinedBy: { user: `${os.userInfo().username}@${os.hostname()}` },
    });
    expect(await storedOrders(sandbox.dataDir)).toHaveLength(ordersBefore);
    expect((await printdesk(['approvals', '--data-dir', dataDir])).stdout).toContain(
      'No hot-folder job waits for a person.',
    );
  }, 120_000);

  it('refuses what it cannot decide, naming why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const dataDir = path.join(dir, 'empty');
      expect(await runCli(['decline', 'menu.pdf', '--data-dir', dataDir])).toBe(2);
      expect(await runCli(['approve', 'menu.pdf', '--data-dir', dataDir])).toBe(2);
      expect(await runCli(['approve', 'a.pdf', 'b.pdf', '--data-dir', dataDir])).toBe(2);
      expect(await runCli(['approve', 'menu.pdf', '--reason', 'why', '--data-dir', dataDir])).toBe(2);
      expect(await runCli(['approvals', 'extra', '--data-dir', dataDir])).toBe(2);
      const said = errors.mock.calls.map((c) => String(c[0])).join('\n');
      expect(said).toMatch(
        /needs --reason TEXT[\s\S]*no waiting job is "menu\.pdf"[\s\S]*name one job \(see printdesk approvals\), not 2[\s\S]*--reason is for printdesk decline[\s\S]*takes no argument, not "extra"/,
      );
    } finally {
      errors.mockRestore();
    }
  });
});
