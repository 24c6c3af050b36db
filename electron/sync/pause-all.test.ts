/**
 * A pause of everything (a pause for a while): the file uploading goes back to the queue at once,
 * nothing goes while paused (not even after resume(), which a new key calls), and after resumeAll it
 * is uploaded exactly once.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UploadBudget } from '../bandwidth/shared-budget.js';
import { FileWorkPool } from '../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import { createSyncEngine, type FileEvent } from './engine.js';
import { printLibrary } from './print-library.js';
import { listRemoteFolder } from './test-support/remote-folder.js';
import { waitFor } from './test-support/wait-for.js';
import { writeLargePdf } from '../../scripts/make-sample-pdfs.js';

let sandbox: TestSandbox;
let client: PrintServiceClient;
let dir: string;
const budget = UploadBudget.create();
const fileWork = new FileWorkPool({ size: 1 });

beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: false });
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key, uploadBudget: budget });
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-pause-all-'));
});
afterAll(async () => {
  await client?.close();
  await sandbox?.close();
  await fileWork.close();
  await rm(dir, { recursive: true, force: true });
});

it('sends the running upload back to the queue, holds it, and uploads it once after resumeAll', async () => {
  const hot = path.join(dir, 'hot');
  await mkdir(hot);
  const remotePath = `Tests/${randomUUID()}`;
  const link = HotFolderLink.parse({ id: randomUUID(), localPath: hot, remotePath });
  const engine = await createSyncEngine({
    dataDir: path.join(dir, 'data'),
    remote: printLibrary(client),
    links: [link],
    fileWork,
    stabilityMs: 200,
  });
  const events: FileEvent[] = [];
  engine.on('file', (event) => events.push(event));
  try {
    await engine.start();
    // 4 MiB at 64 KiB/s: about a minute, unless the pause stops it.
    budget.setLimit(64 * 1024);
    const made = path.join(dir, 'large.pdf');
    await writeLargePdf(made, 4 * 1024 * 1024);
    await rename(made, path.join(hot, 'large.pdf'));
    await waitFor(() => engine.status().uploading === 1, 30_000, 'the upload to start');

    engine.pauseAll();
    await waitFor(
      () => events.some((e) => e.message === 'Paused during upload; it goes again when sync resumes.'),
      30_000,
      'the upload to go back to the queue',
    );
    expect(engine.status()).toMatchObject({ state: 'paused', queued: 1, uploading: 0 });

    budget.setLimit(null);
    // resume() (a new key, the tray's resume of a held sync) does not end a pause for a while.
    engine.resume();
    // While paused nothing goes: the queue holds the file.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(engine.status()).toMatchObject({ queued: 1, uploading: 0, uploaded: 0 });

    engine.resumeAll();
    await waitFor(() => engine.status().uploaded === 1, 60_000, 'the upload after the pause');
    expect(await listRemoteFolder(client, remotePath)).toHaveLength(1);
  } finally {
    budget.setLimit(null);
    await engine.stop();
  }
});
