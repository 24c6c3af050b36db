import { createHash, randomUUID } from 'node:crypto';
import {
  appendFile,
  copyFile,
  mkdir,
  mkdtemp,
  readFile,
  readdir,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import {
  createSyncEngine,
  fileKey,
  type FileEvent,
  type SyncEngine,
  type SyncEngineOptions,
} from './engine.js';
import { printLibrary } from './print-library.js';
import { sharedStateFolder } from './shared-claims.js';
import { listRemoteFolder } from './test-support/remote-folder.js';
import { waitFor } from './test-support/wait-for.js';
import { pngNamedPdf, samplePdf, truncatedPdf } from '../../test/sample-pdfs.js';
import { writeLargePdf } from '../../scripts/make-sample-pdfs.js';

const goodPdf = samplePdf('spring-open-house-brochure.pdf');
// Another print file: other bytes than goodPdf.
const otherPdf = samplePdf('summer-sale-flyer.pdf');

let sandbox: TestSandbox;
let client: PrintServiceClient;
let dir: string;
const fileWork = new FileWorkPool({ size: 2 });
const engines: SyncEngine[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: false });
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
});
afterAll(async () => {
  await client?.close();
  await sandbox?.close();
  await fileWork.close();
});
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-sync-'));
  sandbox.setFaults(null);
});
afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.stop()));
  await rm(dir, { recursive: true, force: true });
});

function link(localPath: string, extra: Partial<HotFolderLink> = {}): HotFolderLink {
  return HotFolderLink.parse({ id: randomUUID(), localPath, remotePath: `Tests/${randomUUID()}`, ...extra });
}

async function engineFor(
  links: HotFolderLink[],
  options: Partial<SyncEngineOptions> = {},
): Promise<SyncEngine> {
  const engine = await createSyncEngine({
    dataDir: path.join(dir, 'data'),
    remote: printLibrary(client),
    links,
    fileWork,
    stabilityMs: 300,
    retryBaseMs: 50,
    retryMaxMs: 400,
    reconcileMs: 2000,
    ...options,
  });
  engines.push(engine);
  return engine;
}

async function hotFolder(name = 'hot'): Promise<string> {
  const folder = path.join(dir, name);
  await mkdir(folder, { recursive: true });
  return folder;
}

async function settle(engine: SyncEngine): Promise<void> {
  await engine.idle();
}

describe('sync engine against the sandbox', () => {
  it('uploads a file written slowly in chunks once, after its last write', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    const engine = await engineFor([l], { stabilityMs: 1500, writeFinishMs: 400 });
    const started: number[] = [];
    engine.on('file', (e) => {
      if (e.entry.state === 'uploading') started.push(Date.now());
    });
    await engine.start();
    const pdf = await readFile(goodPdf);
    const target = path.join(folder, 'slow.pdf');
    const chunks = 5;
    const step = Math.ceil(pdf.length / chunks);
    let lastWrite = 0;
    for (let i = 0; i < chunks; i++) {
      await appendFile(target, pdf.subarray(i * step, (i + 1) * step));
      lastWrite = Date.now();
      // Longer than chokidar's threshold (400 ms), shorter than the engine's window (1500 ms).
      if (i < chunks - 1) await new Promise((r) => setTimeout(r, 900));
    }
    await waitFor(() => engine.file(fileKey(l.id, 'slow.pdf'))?.state === 'uploaded', 45_000);
    await settle(engine);
    const items = await listRemoteFolder(client, l.remotePath);
    expect(items.map((i) => i.Name)).toEqual(['slow.pdf']);
    expect(started).toHaveLength(1);
    expect(started[0]!).toBeGreaterThanOrEqual(lastWrite);
    expect(engine.file(fileKey(l.id, 'slow.pdf'))).toMatchObject({ size: pdf.length, attempts: 1 });
  });

  it('uploads a burst of 500 files, each exactly once', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    const engine = await engineFor([l], { concurrency: 4 });
    await engine.start();
    await Promise.all(
      Array.from({ length: 500 }, (_, i) => copyFile(goodPdf, path.join(folder, `burst-${i}.pdf`))),
    );
    await waitFor(() => engine.status().uploaded === 500, 90_000);
    await settle(engine);
    const names = (await listRemoteFolder(client, l.remotePath)).map((i) => i.Name);
    expect(names).toHaveLength(500);
    expect(new Set(names).size).toBe(500);
    expect(names.filter((n) => / \(\d+\)$/.test(n))).toEqual([]);
  });

  it('uploads every file exactly once through 20% injected faults of every kind', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    sandbox.setFaults({
      rate: 0.2,
      kinds: ['500', '503', '429', 'reset-before', 'reset-after', 'delay'],
      routes: ['*'],
      seed: 7,
      delayMs: 50,
    });
    const engine = await engineFor([l], { concurrency: 3, maxAttempts: 30 });
    await engine.start();
    const count = 80;
    for (let i = 0; i < count; i++) await copyFile(goodPdf, path.join(folder, `fault-${i}.pdf`));
    await waitFor(() => engine.status().uploaded === count, 90_000);
    await settle(engine);
    sandbox.setFaults(null);
    const names = (await listRemoteFolder(client, l.remotePath)).map((i) => i.Name).sort();
    expect(names.filter((n) => / \(\d+\)$/.test(n))).toEqual([]);
    expect(names).toHaveLength(count);
    expect(engine.status().failed).toBe(0);
    // The faults really happened, including answers lost after the upload was stored.
    expect(
      engine
        .activity({ text: 'fault-', limit: 10_000 })
        .items.some((r) => /Waits for the print service/.test(r.message ?? '')),
    ).toBe(true);
    expect(engine.activity({ limit: 10_000 }).items.some((r) => /not sent again/.test(r.message ?? ''))).toBe(
      true,
    );
  });

  it('uploads a changed file again, and an unchanged one never again, across restarts', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    await copyFile(goodPdf, path.join(folder, 'brochure.pdf'));
    await copyFile(goodPdf, path.join(folder, 'flyer.pdf'));
    let engine = await engineFor([l]);
    await engine.start();
    await settle(engine);
    await engine.stop();

    // While PrintDesk is closed: one file changes, one is added, one stays as it was.
    await copyFile(otherPdf, path.join(folder, 'brochure.pdf'));
    await copyFile(goodPdf, path.join(folder, 'poster.pdf'));
    engine = await engineFor([l]);
    const events: FileEvent[] = [];
    engine.on('file', (e) => events.push(e));
    await engine.start();
    await settle(engine);

    const names = (await listRemoteFolder(client, l.remotePath)).map((i) => i.Name).sort();
    expect(names).toEqual(['brochure.pdf', 'brochure.pdf (1)', 'flyer.pdf', 'poster.pdf']);
    expect(events.some((e) => e.entry.relPath === 'flyer.pdf' && e.unchanged)).toBe(true);
    expect(engine.file(fileKey(l.id, 'brochure.pdf'))?.remoteName).toBe('brochure.pdf (1)');
  });

  it('never uploads a file that changed while it was hashed with the hash of its old content', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    const target = path.join(folder, 'proof.pdf');
    const replacement = otherPdf;
    let hashes = 0;
    // The real pool hashes; the first time, the designer saves another version before the hash comes back.
    const changingMidHash = {
      statVersions: (paths: string[]) => fileWork.statVersions(paths),
      async sha256(abs: string, signal?: AbortSignal): Promise<string> {
        const digest = await fileWork.sha256(abs, signal);
        if (hashes++ === 0) await copyFile(replacement, target);
        return digest;
      },
    };
    const engine = await engineFor([l], { fileWork: changingMidHash });
    const uploading: FileEvent[] = [];
    engine.on('file', (e) => {
      if (e.entry.state === 'uploading') uploading.push(e);
    });
    await engine.start();
    await copyFile(goodPdf, target);
    const key = fileKey(l.id, 'proof.pdf');
    await waitFor(() => engine.file(key)?.state === 'uploaded', 20_000);
    await settle(engine);

    const current = createHash('sha256')
      .update(await readFile(replacement))
      .digest('hex');
    expect(hashes).toBeGreaterThanOrEqual(2);
    expect(engine.file(key)).toMatchObject({ sha256: current, uploadedSha256: current });
    expect(uploading.map((e) => e.entry.sha256)).toEqual([current]);
    expect((await listRemoteFolder(client, l.remotePath)).map((i) => i.Name)).toEqual(['proof.pdf']);
  });

  it('cancels the hash of a file that changes while it is hashed, and of a file removed meanwhile', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    const cancelled: string[] = [];
    let stalled = 0;
    // The first hash of each file never ends on its own, like a slow read of a huge file.
    const slowFirstHash = {
      statVersions: (paths: string[]) => fileWork.statVersions(paths),
      sha256(abs: string, signal?: AbortSignal): Promise<string> {
        if (stalled++ >= 2) return fileWork.sha256(abs, signal);
        return new Promise((_, reject) =>
          signal?.addEventListener('abort', () => {
            cancelled.push(path.basename(abs));
            reject(signal.reason as Error);
          }),
        );
      },
    };
    const engine = await engineFor([l], { fileWork: slowFirstHash });
    await engine.start();
    await copyFile(goodPdf, path.join(folder, 'changing.pdf'));
    await copyFile(goodPdf, path.join(folder, 'removed.pdf'));
    await waitFor(() => stalled === 2, 20_000, 'both files being hashed');
    await copyFile(otherPdf, path.join(folder, 'changing.pdf'));
    await rm(path.join(folder, 'removed.pdf'));
    await waitFor(() => engine.file(fileKey(l.id, 'changing.pdf'))?.state === 'uploaded', 20_000);
    await settle(engine);
    expect(cancelled.sort()).toEqual(['changing.pdf', 'removed.pdf']);
    expect((await listRemoteFolder(client, l.remotePath)).map((i) => i.Name)).toEqual(['changing.pdf']);
  });

  it('pauses every link on a rejected key, says so once, and resumes with a fixed key', async () => {
    const folder = await hotFolder();
    const other = await hotFolder('other');
    const links = [link(folder), link(other)];
    const badClient = createPrintServiceClient({ baseUrl: sandbox.url, key: 'not-a-valid-key' });
    const engine = await engineFor(links, { remote: printLibrary(badClient) });
    const notices: string[] = [];
    engine.on('notice', (n) => notices.push(n.kind));
    await engine.start();
    for (let i = 0; i < 4; i++) await copyFile(goodPdf, path.join(folder, `a${i}.pdf`));
    await copyFile(goodPdf, path.join(other, 'b.pdf'));
    await waitFor(() => engine.status().state === 'error' && engine.status().queued === 5, 20_000);
    expect(notices.filter((k) => k === 'auth')).toHaveLength(1);
    expect(engine.status().notice?.message).toMatch(/key/);
    expect(engine.links().every((s) => s.state === 'error')).toBe(true);

    engine.setRemote(printLibrary(client));
    await waitFor(() => engine.status().uploaded === 5, 20_000);
    await settle(engine);
    expect(engine.status().state).toBe('idle');
    expect(engine.status().notice).toBeUndefined();
    await badClient.close();
  });

  it('moves broken and empty files to Failed/ with a reason beside them', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    await writeFile(path.join(folder, 'truncated.pdf'), truncatedPdf());
    await writeFile(path.join(folder, 'image.pdf'), pngNamedPdf());
    await writeFile(path.join(folder, 'empty.pdf'), '');
    await copyFile(goodPdf, path.join(folder, 'good.pdf'));
    const engine = await engineFor([l]);
    await engine.start();
    await settle(engine);
    const failed = (await readdir(path.join(folder, 'Failed'))).sort();
    expect(failed).toEqual([
      'empty.pdf',
      'empty.pdf.error.txt',
      'image.pdf',
      'image.pdf.error.txt',
      'truncated.pdf',
      'truncated.pdf.error.txt',
    ]);
    expect(await readFile(path.join(folder, 'Failed', 'empty.pdf.error.txt'), 'utf8')).toMatch(/empty/);
    expect(await readFile(path.join(folder, 'Failed', 'truncated.pdf.error.txt'), 'utf8')).toMatch(/broken/);
    expect(engine.status()).toMatchObject({ uploaded: 1, failed: 3 });
    expect(engine.activity({ state: 'failed' }).total).toBe(3);
    expect(engine.activityCsv({ state: 'failed' }).split('\r\n')[0]).toBe(
      'time,link,path,remote folder,state,size,sha256,file id,attempts,message',
    );
  });

  it('keeps unicode and very long names, mirrors sub-folders, and skips temporary files', async () => {
    const folder = await hotFolder();
    const l = link(folder, { includeSubfolders: true });
    const longName = `${'Très-longue-brochure-'.repeat(10)}印刷.pdf`;
    await mkdir(path.join(folder, 'Clients', 'Zoë'), { recursive: true });
    await copyFile(goodPdf, path.join(folder, longName));
    await copyFile(goodPdf, path.join(folder, 'Clients', 'Zoë', 'menu été.pdf'));
    for (const junk of [
      '~$draft.pdf',
      'x.pdf.tmp',
      'y.pdf.part',
      'z.pdf.crdownload',
      '.DS_Store',
      '.hidden.pdf',
      'notes.txt',
    ]) {
      await writeFile(path.join(folder, junk), 'junk');
    }
    const engine = await engineFor([l]);
    await engine.start();
    await settle(engine);
    expect((await listRemoteFolder(client, l.remotePath)).map((i) => i.Name)).toEqual([longName]);
    expect((await listRemoteFolder(client, `${l.remotePath}/Clients/Zoë`)).map((i) => i.Name)).toEqual([
      'menu été.pdf',
    ]);
    expect(engine.status().uploaded).toBe(2);
  });

  it('moves uploaded files to Uploaded/ or deletes them, as the link says', async () => {
    const moving = await hotFolder('moving');
    const deleting = await hotFolder('deleting');
    const links = [link(moving, { afterUpload: 'move' }), link(deleting, { afterUpload: 'delete' })];
    await copyFile(goodPdf, path.join(moving, 'm.pdf'));
    await copyFile(goodPdf, path.join(deleting, 'd.pdf'));
    const engine = await engineFor(links);
    await engine.start();
    await settle(engine);
    // What stays beside the files is the hidden folder of the claims (shared-claims.ts).
    expect((await readdir(moving)).sort()).toEqual([sharedStateFolder, 'Uploaded']);
    expect(await readdir(path.join(moving, 'Uploaded'))).toEqual(['m.pdf']);
    expect(await readdir(deleting)).toEqual([sharedStateFolder]);
    expect((await listRemoteFolder(client, links[1]!.remotePath)).map((i) => i.Name)).toEqual(['d.pdf']);
  });

  it('reports a file deleted while queued, and goes on with the rest', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    const engine = await engineFor([l]);
    engine.pause(l.id);
    await engine.start();
    await copyFile(goodPdf, path.join(folder, 'gone.pdf'));
    await copyFile(goodPdf, path.join(folder, 'kept.pdf'));
    await waitFor(() => engine.status().queued === 2, 20_000);
    await rm(path.join(folder, 'gone.pdf'));
    engine.resume(l.id);
    await waitFor(() => engine.status().uploaded === 1 && engine.status().skipped === 1, 20_000);
    expect(engine.file(fileKey(l.id, 'gone.pdf'))?.state).toBe('skipped');
    expect(engine.activity({ state: 'skipped' }).items[0]?.message).toMatch(/deleted or renamed/);
  });

  it('treats a folder that disappears as offline, not empty', async () => {
    const folder = await hotFolder();
    const l = link(folder);
    await copyFile(goodPdf, path.join(folder, 'a.pdf'));
    const engine = await engineFor([l], { reconcileMs: 200 });
    await engine.start();
    await settle(engine);
    await rm(folder, { recursive: true });
    await waitFor(() => engine.links()[0]?.state === 'offline', 20_000);
    expect(engine.status().state).toBe('offline');
    expect(engine.file(fileKey(l.id, 'a.pdf'))?.state).toBe('uploaded');
    await mkdir(folder);
    await copyFile(goodPdf, path.join(folder, 'b.pdf'));
    await waitFor(() => engine.status().uploaded === 2, 20_000);
    expect((await stat(folder)).isDirectory()).toBe(true);
  });

  it('cancels a queued file, retries it on request, and reports byte progress', async () => {
    const folder = await hotFolder();
    const l = link(folder, { paused: true });
    const engine = await engineFor([l], { progressIntervalMs: 5 });
    await engine.start();
    const big = path.join(folder, 'big.pdf');
    await writeLargePdf(big, 6 * 1024 * 1024);
    await copyFile(goodPdf, path.join(folder, 'other.pdf'));
    const key = fileKey(l.id, 'big.pdf');
    await waitFor(() => engine.status().queued === 2, 20_000);
    expect(engine.status().state).toBe('paused');

    expect(await engine.cancel(key)).toBe(true);
    expect(engine.file(key)).toMatchObject({ state: 'failed', lastError: 'Cancelled by the user.' });
    const sent: number[] = [];
    engine.on('progress', (p) => sent.push(...p.files.filter((f) => f.key === key).map((f) => f.sent)));
    engine.resume(l.id);
    await waitFor(() => engine.status().uploaded === 1, 20_000);
    expect(engine.file(key)?.state).toBe('failed');

    expect(await engine.retry(key)).toBe(1);
    await waitFor(() => engine.file(key)?.state === 'uploaded', 20_000);
    expect(Math.max(...sent)).toBeGreaterThan(0);
    expect(engine.activity({ linkId: l.id, limit: 2 }).items).toHaveLength(2);
    expect(engine.activity({ linkId: l.id }).total).toBeGreaterThan(4);
    await expect(engine.retry(key)).rejects.toThrow(/not failed/);
  });

  /** A paused link with one print file queued on it, and the engine that queued it (started). */
  async function queuedOnPausedLink() {
    const l = link(await hotFolder(), { paused: true });
    const engine = await engineFor([l]);
    await engine.start();
    await copyFile(goodPdf, path.join(l.localPath, 'proof.pdf'));
    const key = fileKey(l.id, 'proof.pdf');
    await waitFor(() => engine.file(key)?.state === 'queued', 20_000);
    return { l, engine, key };
  }

  it('keeps a cancelled file cancelled across a restart until it is retried', async () => {
    const queued = await queuedOnPausedLink();
    const { l, key } = queued;
    let engine = queued.engine;
    expect(await engine.cancel(key)).toBe(true);
    await engine.stop();

    engine = await engineFor([{ ...l, paused: false }]);
    await engine.start();
    await engine.idle();
    expect(engine.file(key)).toMatchObject({ state: 'failed', cancelled: true });
    expect(await listRemoteFolder(client, l.remotePath)).toEqual([]);

    expect(await engine.retry(key)).toBe(1);
    await waitFor(() => engine.file(key)?.state === 'uploaded', 20_000);
    expect(engine.file(key)?.cancelled).toBeUndefined();
  });

  it('keeps a cancel made while the start-up scan still looks at the unchanged file', async () => {
    const { l, engine: first, key } = await queuedOnPausedLink();
    await first.stop();

    // The scan of the restart holds the file in the stability gate, then hashes it; the cancel
    // comes first, and must still stand once the hash says the file is the version cancelled.
    const engine = await engineFor([l], { stabilityMs: 1500 });
    await engine.start();
    expect(await engine.cancel(key)).toBe(true);
    // Idle only once the scan is done with it; a file queued again on this paused link never is.
    await Promise.race([engine.idle(), new Promise((resolve) => setTimeout(resolve, 20_000))]);
    expect(engine.file(key)).toMatchObject({ state: 'failed', cancelled: true });
    expect(engine.status().queued).toBe(0);
  });
});
