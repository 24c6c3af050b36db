/**
 * The intake's bound on new files in flight, over a real tree on disk, the real file-work pool and
 * the sandbox: a start-up scan of more new files than `admittedAtOnce` lets them through a batch at a
 * time, and still sends each exactly once.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FileWorkPool } from '../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import { createSyncEngine } from './engine.js';
import { admittedAtOnce, hashesAtOnce, type FileHasher } from './file-intake.js';
import { printLibrary } from './print-library.js';
import { listRemoteFolder } from './test-support/remote-folder.js';
import { samplePdf } from '../../test/sample-pdfs.js';

const files = 3_000;
/** New files let past their sighting, and the hashes under way beside them. */
const admitted = admittedAtOnce + hashesAtOnce;

let sandbox: TestSandbox;
let client: PrintServiceClient;
let dir: string;
const pool = new FileWorkPool({ size: 2 });

beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: false });
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-intake-'));
});
afterAll(async () => {
  await client?.close();
  await sandbox?.close();
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

/** The pool, counting the files it was asked to look at (a stat) and not yet to hash. */
function countingHasher(): FileHasher & { readonly mostInFlight: number } {
  const looked = new Set<string>();
  const hashed = new Set<string>();
  let mostInFlight = 0;
  return {
    statVersions(paths, signal) {
      for (const p of paths) if (!hashed.has(p)) looked.add(p);
      mostInFlight = Math.max(mostInFlight, looked.size - hashed.size);
      return pool.statVersions(paths, signal);
    },
    sha256(p, signal) {
      hashed.add(p);
      return pool.sha256(p, signal);
    },
    get mostInFlight() {
      return mostInFlight;
    },
  };
}

it(`lets ${files} new files found at start-up through a batch at a time, and sends each once`, async () => {
  const hot = path.join(dir, 'hot');
  const pdf = samplePdf('spring-open-house-brochure.pdf');
  for (let batch = 0; batch < files / 100; batch++) {
    const folder = path.join(hot, `batch-${batch}`);
    await mkdir(folder, { recursive: true });
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => copyFile(pdf, path.join(folder, `file-${batch * 100 + i}.pdf`))),
    );
  }
  const link = HotFolderLink.parse({
    id: randomUUID(),
    localPath: hot,
    remotePath: `Tests/${randomUUID()}`,
    includeSubfolders: true,
  });
  const hasher = countingHasher();
  const engine = await createSyncEngine({
    dataDir: path.join(dir, 'data'),
    remote: printLibrary(client),
    links: [link],
    fileWork: hasher,
    concurrency: 8,
    stabilityMs: 200,
  });
  try {
    await engine.start();
    await engine.idle();
    expect(engine.status().uploaded).toBe(files);
  } finally {
    await engine.stop();
  }
  expect(hasher.mostInFlight).toBeGreaterThan(0);
  expect(hasher.mostInFlight).toBeLessThanOrEqual(admitted);
  let sent = 0;
  for (let batch = 0; batch < files / 100; batch++) {
    const names = (await listRemoteFolder(client, `${link.remotePath}/batch-${batch}`)).map((i) => i.Name);
    expect(new Set(names).size).toBe(names.length);
    sent += names.length;
  }
  expect(sent).toBe(files);
}, 240_000);
