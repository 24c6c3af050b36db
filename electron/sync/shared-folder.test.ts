import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/testing.js';
import { HotFolderLink } from '../settings/schema.js';
import { FileWorkPool } from '../file-work/pool.js';
import { createSyncEngine } from './engine.js';
import { printLibrary } from './print-library.js';
import { sharedStateFolder } from './shared-claims.js';
import { listRemoteFolder, spawnSync, waitFor } from './test-support.js';

const printFiles = path.resolve(import.meta.dirname, '../../assets/print-files');

let sandbox: TestSandbox;
let client: PrintServiceClient;
let dir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: false });
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-shared-'));
});
const fileWork = new FileWorkPool({ size: 2 });

afterAll(async () => {
  await fileWork.close();
  await client?.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** `count` print files named job-N.pdf, cycling through the repository's sample PDFs. */
async function fillFolder(folder: string, count: number): Promise<void> {
  const samples = (await readdir(printFiles)).filter((n) => n.endsWith('.pdf'));
  await mkdir(folder, { recursive: true });
  for (let i = 0; i < count; i++)
    await copyFile(path.join(printFiles, samples[i % samples.length]!), path.join(folder, `job-${i}.pdf`));
}

describe('two workstations on one hot folder', () => {
  it('upload every file exactly once, with faults and one of them killed mid-batch twice', async () => {
    const folder = path.join(dir, 'shared');
    const count = 60;
    await fillFolder(folder, count);
    const remotePath = 'Shared tests/Batch';
    // Slow uploads down, and lose some answers after the file was stored (unknown outcomes).
    sandbox.setFaults({
      rate: 0.5,
      kinds: ['delay', 'delay', 'reset-after', '503'],
      routes: ['upload'],
      seed: 7,
      delayMs: 60,
    });
    const cliArgs = [
      folder,
      '--to',
      remotePath,
      '--base-url',
      sandbox.url,
      '--data-dir',
      path.join(dir, 'workstation-b'),
      '--once',
      '--stability-ms',
      '100',
    ];
    /** Workstation B runs until `more` files arrived (from either one), then dies with SIGKILL. */
    const runAndKillB = async (more: number): Promise<void> => {
      const before = (await listRemoteFolder(client, remotePath)).length;
      const b = spawnSync(cliArgs, sandbox.key);
      const arrived = waitFor(
        async () => (await listRemoteFolder(client, remotePath)).length >= Math.min(count, before + more),
        60_000,
        'uploads',
      );
      await Promise.race([arrived, b.exited]);
      b.child.kill('SIGKILL');
      await b.exited;
    };
    const a = await createSyncEngine({
      dataDir: path.join(dir, 'workstation-a'),
      remote: printLibrary(client),
      fileWork,
      links: [HotFolderLink.parse({ id: randomUUID(), localPath: folder, remotePath })],
      stabilityMs: 100,
      retryBaseMs: 50,
      retryMaxMs: 400,
      claimLeaseMs: 4000,
    });
    try {
      const first = runAndKillB(6);
      await a.start();
      await first;
      await runAndKillB(6);
      // The survivor takes over the dead workstation's claims (a dead pid on this host) and finishes.
      await a.idle();
      expect(a.status()).toMatchObject({ failed: 0, queued: 0, uploading: 0 });
    } finally {
      await a.stop();
    }

    // The killed workstation comes back: everything is done, by one or the other.
    const again = spawnSync(cliArgs, sandbox.key);
    expect(await again.exited).toBe(0);
    expect(again.stdout()).toMatch(/, failed 0$/m);

    const names = (await listRemoteFolder(client, remotePath)).map((i) => i.Name);
    expect(names.filter((n) => / \(\d+\)$/.test(n))).toEqual([]);
    expect(new Set(names).size).toBe(count);
    expect(names).toHaveLength(count);
    // Every version ends as a "done" marker; no claim is left held, no temporary file lying about.
    const claims = await readdir(path.join(folder, sharedStateFolder, 'claims'));
    expect(claims.filter((n) => n.endsWith('.claim'))).toHaveLength(count);
    expect(claims.filter((n) => n.endsWith('.tmp'))).toEqual([]);
  }, 180_000);

  it('poll a folder found on a network share, and say so in the link status', async () => {
    const folder = path.join(dir, 'share');
    await fillFolder(folder, 1);
    sandbox.setFaults(null);
    const link = HotFolderLink.parse({
      id: randomUUID(),
      localPath: folder,
      remotePath: 'Shared tests/Share',
    });
    const engine = await createSyncEngine({
      dataDir: path.join(dir, 'workstation-c'),
      remote: printLibrary(client),
      fileWork,
      links: [link],
      stabilityMs: 100,
      pollIntervalMs: 200,
      // The folder's mount, as /proc/self/mountinfo would list it on a print-room workstation.
      mountSource: {
        platform: 'linux',
        read: () => Promise.resolve(`61 22 0:52 / ${folder} rw,relatime - cifs //nas/print rw,vers=3.1.1\n`),
      },
    });
    try {
      await engine.start();
      expect(engine.links()[0]!.watch).toEqual({
        mode: 'polling',
        reason: 'network-share',
        share: 'cifs',
        intervalSeconds: 0.2,
      });
      await engine.idle();
      await copyFile(path.join(printFiles, 'summer-sale-flyer.pdf'), path.join(folder, 'late.pdf'));
      await waitFor(() => engine.status().uploaded === 2, 20_000, 'the late file');
      await engine.setLinks([{ ...link, watchMode: 'polling' }]);
      expect(engine.links()[0]!.watch).toMatchObject({ mode: 'polling', reason: 'setting' });
    } finally {
      await engine.stop();
    }
  });
});
