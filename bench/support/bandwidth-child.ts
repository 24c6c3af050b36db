/**
 * The PrintDesk side of the bandwidth bench, a process of its own on the client side of the shaped
 * link: the compiled core's parts as the app runs them (the print-service client with its upload
 * thread and the app's upload budget, the sync engine for hot folders), one job per process:
 *
 *   {"kind": "upload", url, key, file, limit, warmUp?}   one file through client.storage.uploadFile
 *   {"kind": "hot", url, key, dir, limit, concurrency, stabilityMs}
 *       every file of <dir>/source moved into a hot folder at once, until all are uploaded
 *
 * First it measures its event loop doing nothing for 3 s (the floor this machine allows now). It
 * prints "started" when the timed part begins, then one JSON line of results: the seconds it took
 * (or that it was stopped), and its event loop's delay (p99, the 10 ms sampling interval taken off,
 * as electron/headless/loop-stats.ts does) since it started, or since a "window" line on stdin. A
 * "stop" line on stdin ends the job.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import type * as BudgetModule from '../../electron/bandwidth/shared-budget.js';
import type * as PoolModule from '../../electron/file-work/pool.js';
import type * as LoopModule from '../../electron/headless/loop-stats.js';
import type * as ClientModule from '../../electron/print-service/client.js';
import type * as SchemaModule from '../../electron/shared/settings/schema.js';
import type * as EngineModule from '../../electron/sync/engine.js';
import type * as LibraryModule from '../../electron/sync/print-library.js';
import { root } from './cli.js';

export type ChildJob =
  | { kind: 'upload'; url: string; key: string; file: string; limit: number | null; warmUp?: string }
  | {
      kind: 'hot';
      url: string;
      key: string;
      dir: string;
      limit: number | null;
      concurrency: number;
      stabilityMs: number;
    };

export interface ChildResult {
  seconds: number;
  stopped: boolean;
  loopP99Ms: number;
  /** The loop's p99 with nothing to do, just before the job. */
  quietP99Ms: number;
  uploaded?: number;
  error?: string;
}

const dist = <T>(module: string) =>
  import(pathToFileURL(path.join(root, 'dist/electron', module)).href) as Promise<T>;

const job = JSON.parse(Buffer.from(process.argv[2]!, 'base64').toString('utf8')) as ChildJob;
const { createPrintServiceClient } = await dist<typeof ClientModule>('print-service/client.js');
const { UploadBudget } = await dist<typeof BudgetModule>('bandwidth/shared-budget.js');
const { startLoopMonitor } = await dist<typeof LoopModule>('headless/loop-stats.js');

const budget = UploadBudget.create();
budget.setLimit(job.limit);
const client = createPrintServiceClient({
  baseUrl: job.url,
  key: job.key,
  proxy: { kind: 'direct' },
  uploadBudget: budget,
});
const stop = new AbortController();
const loop = startLoopMonitor();
const input = createInterface({ input: process.stdin });
input.on('line', (line) => {
  if (line.trim() === 'stop') stop.abort();
  if (line.trim() === 'window') loop.read(true);
});

await new Promise((resolve) => setTimeout(resolve, 3000));
const quietP99Ms = loop.read(true).p99Ms;
let result: ChildResult;
try {
  result = { ...(job.kind === 'upload' ? await upload(job) : await hotFolder(job)), quietP99Ms };
} catch (error) {
  result = { seconds: 0, stopped: false, loopP99Ms: Number.NaN, quietP99Ms, error: (error as Error).message };
} finally {
  await client.close();
}
console.log(JSON.stringify(result));
input.close();
process.exit(0);

type JobResult = Omit<ChildResult, 'quietP99Ms'>;

async function upload(work: Extract<ChildJob, { kind: 'upload' }>): Promise<JobResult> {
  if (work.warmUp) {
    // The app's upload code is long compiled when it sends a big file: warm it up, and let V8 finish optimizing.
    await client.storage.uploadFile('Bench bandwidth', { path: work.warmUp });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  loop.read(true);
  const start = performance.now();
  console.log('started');
  try {
    await client.storage.uploadFile('Bench bandwidth', { path: work.file }, { signal: stop.signal });
    return { seconds: (performance.now() - start) / 1000, stopped: false, loopP99Ms: loop.read(false).p99Ms };
  } catch (error) {
    if (!stop.signal.aborted) throw error;
    return { seconds: (performance.now() - start) / 1000, stopped: true, loopP99Ms: loop.read(false).p99Ms };
  }
}

async function hotFolder(work: Extract<ChildJob, { kind: 'hot' }>): Promise<JobResult> {
  const { FileWorkPool } = await dist<typeof PoolModule>('file-work/pool.js');
  const { createSyncEngine } = await dist<typeof EngineModule>('sync/engine.js');
  const { printLibrary } = await dist<typeof LibraryModule>('sync/print-library.js');
  const { HotFolderLink } = await dist<typeof SchemaModule>('shared/settings/schema.js');
  const hot = path.join(work.dir, 'hot');
  await mkdir(hot, { recursive: true });
  const source = path.join(work.dir, 'source');
  const names = await readdir(source);
  const fileWork = new FileWorkPool();
  const engine = await createSyncEngine({
    dataDir: path.join(work.dir, 'data'),
    remote: printLibrary(client),
    fileWork,
    concurrency: work.concurrency,
    stabilityMs: work.stabilityMs,
    links: [
      HotFolderLink.parse({
        id: randomUUID(),
        localPath: hot,
        remotePath: `Bench bandwidth/${randomUUID()}`,
      }),
    ],
  });
  try {
    await engine.start();
    const done = new Promise<void>((resolve) => {
      const check = () => {
        const s = engine.status();
        if (s.uploaded + s.failed >= names.length) resolve();
      };
      engine.on('status', check);
      stop.signal.addEventListener('abort', () => resolve(), { once: true });
    });
    loop.read(true);
    const start = performance.now();
    console.log('started');
    for (const name of names) await rename(path.join(source, name), path.join(hot, name));
    await done;
    const seconds = (performance.now() - start) / 1000;
    const loopP99Ms = loop.read(false).p99Ms;
    return { seconds, stopped: stop.signal.aborted, loopP99Ms, uploaded: engine.status().uploaded };
  } finally {
    // Stopped early: the uploads still running are abandoned, not waited for.
    budget.setLimit(null);
    await engine.stop();
    await fileWork.close();
  }
}
