/**
 * An attempt before its first byte: a file whose last upload was cut short is looked up in the
 * library first, and a cancel that lands during that look-up must stand (it is not `uploading`
 * yet, so the cancel journals it `failed` at once).
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import { createSyncEngine, fileKey, type RemoteLibrary } from './engine.js';
import { Journal } from './journal.js';
import { printLibrary } from './print-library.js';
import type { SyncNotice } from '../shared/sync/status.js';
import { listRemoteFolder } from './test-support/remote-folder.js';

const flyer = path.join(import.meta.dirname, '../../assets/print-files/summer-sale-flyer.pdf');

const fileWork = new FileWorkPool({ size: 1 });
let sandbox: TestSandbox | undefined;
let client: PrintServiceClient | undefined;
let dir: string | undefined;

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
  await fileWork.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('Uploader', () => {
  it('keeps a file cancelled during the look-up of its interrupted upload cancelled, and sends nothing', async () => {
    sandbox = await startTestSandbox({ seed: false });
    client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
    dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-uploader-'));
    const folder = path.join(dir, 'hot');
    await mkdir(folder);
    await copyFile(flyer, path.join(folder, 'flyer.pdf'));
    const link = HotFolderLink.parse({ id: randomUUID(), localPath: folder, remotePath: 'Tests/cancel' });
    const key = fileKey(link.id, 'flyer.pdf');
    const dataDir = path.join(dir, 'data');

    // A process died while it sent this file: the journal it left says `uploading`.
    const { size, mtimeMs } = await stat(path.join(folder, 'flyer.pdf'));
    const journal = await Journal.open(path.join(dataDir, 'sync', 'journal.log'));
    await journal.put({
      key,
      linkId: link.id,
      relPath: 'flyer.pdf',
      remoteFolder: link.remotePath,
      state: 'uploading',
      size,
      mtimeMs,
      attempts: 1,
      attemptStartedAt: Date.now(),
      updatedAt: Date.now(),
    });
    await journal.close();

    // The real library, held at the look-up until the test has cancelled (then it asks the sandbox).
    const library = printLibrary(client);
    let lookUpStarted = (): void => {};
    const lookingUp = new Promise<void>((resolve) => (lookUpStarted = resolve));
    let cancelDone = (): void => {};
    const cancelled = new Promise<void>((resolve) => (cancelDone = resolve));
    const remote: RemoteLibrary = {
      ...library,
      findUploaded: async (...args) => {
        lookUpStarted();
        await cancelled;
        return library.findUploaded(...args);
      },
    };

    // The gate never settles here: the start-up sighting of the file is not hashed and queued again
    // (a new version would rightly lift the cancel), so what follows the cancel is the attempt's alone.
    const engine = await createSyncEngine({ dataDir, remote, links: [link], fileWork, stabilityMs: 600_000 });
    const notices: SyncNotice[] = [];
    engine.on('notice', (n) => notices.push(n));
    await engine.start();
    await lookingUp;
    expect(engine.file(key)).toMatchObject({ state: 'queued', unconfirmed: true });
    expect(await engine.cancel(key)).toBe(true);
    cancelDone();
    // Stopping waits for the attempt to end; one that went on to send would be cut short and queued.
    await engine.stop();

    expect(engine.file(key)).toMatchObject({ state: 'failed', cancelled: true });
    expect(await listRemoteFolder(client, link.remotePath)).toEqual([]);
    expect(notices).toEqual([]);
  });
});
