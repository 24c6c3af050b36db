/**
 * The measured side of `bench watch-idle`, in a process of its own that loads the compiled main
 * process (`dist/`) with plain Node, as the app does: under tsx, the loader alone holds ~35 MiB that
 * the app never pays. Plain JavaScript for that reason (nothing here may need a TypeScript loader).
 *
 *   node bench/support/watch-idle-engine.mjs <hot folder> <data dir> <files> <idle seconds> <settle limit seconds>
 *
 * Prints one JSON line of the figures (MiB, seconds, percent of a core).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';

const [hot, dataDir, filesArg, idleArg, settleLimitArg] = process.argv.slice(2);
const files = Number(filesArg);
const idleS = Number(idleArg);
const settleLimitS = Number(settleLimitArg);
const dist = new URL('../../dist/electron/', import.meta.url);
const { FileWorkPool } = await import(new URL('file-work/pool.js', dist).href);
const { HotFolderLink } = await import(new URL('shared/settings/schema.js', dist).href);
const { createSyncEngine } = await import(new URL('sync/engine.js', dist).href);
const { deriveRecordKey } = await import(new URL('print-service/record-key.js', dist).href);
const MiB = 1024 * 1024;

let uploads = 0;
const recordKeys = new Map();
/** An instant stand-in library: the figures are the watcher's and the journal's, not the network's. */
const library = {
  async upload(_folder, localPath) {
    uploads++;
    return {
      fileId: randomUUID(),
      name: path.basename(localPath),
      isBroken: false,
      pageCount: 1,
      createdAt: Date.now(),
    };
  },
  async findUploaded() {
    return [];
  },
  async probe() {},
  // The engine seals what it writes to a shared folder; this one is not shared, but asks all the same.
  // Derived once per scope, as the app's client does (print-service/client.ts): an HKDF per file was
  // a twentieth of the CPU of settling, a cost of this stand-in, not of the app.
  recordKey(scope) {
    let key = recordKeys.get(scope);
    if (!key) recordKeys.set(scope, (key = deriveRecordKey('bench-key', scope)));
    return key;
  },
};
const link = HotFolderLink.parse({
  id: randomUUID(),
  localPath: hot,
  remotePath: 'Bench/idle',
  includeSubfolders: true,
});
const fileWork = new FileWorkPool();
const rssAtStart = process.memoryUsage().rss;
const engine = await createSyncEngine({
  fileWork,
  dataDir,
  remote: library,
  links: [link],
  concurrency: 8,
  stabilityMs: 200,
});
try {
  const cpuAtStart = process.cpuUsage();
  const scanStart = performance.now();
  await engine.start();
  const scanMs = performance.now() - scanStart;
  // The stand-in never fails, so a notice is a fault of this harness (an interface it no longer
  // meets): end with it, instead of retrying quietly until the smoke run's time is up.
  const fault = new Promise((_resolve, reject) =>
    engine.on('status', (status) => {
      if (status.notice) reject(new Error(`the engine reported: ${status.notice.message}`));
    }),
  );
  // Nor does it settle slowly: past the limit, end saying how far it got rather than hang the run.
  let limit;
  const tooSlow = new Promise((_resolve, reject) => {
    limit = setTimeout(() => {
      const { user, system } = process.cpuUsage(cpuAtStart);
      const cpuS = Math.round((user + system) / 1e6);
      reject(
        new Error(`not settled after ${settleLimitS} s (${cpuS} s of CPU): ${uploads} of ${files} uploaded`),
      );
    }, settleLimitS * 1000);
  });
  await Promise.race([engine.idle(), fault, tooSlow]).finally(() => clearTimeout(limit));
  const settledMs = performance.now() - scanStart;
  // The core-seconds it took (every thread's): on a shared machine the wall time waits for a core too.
  const settleCpu = process.cpuUsage(cpuAtStart);
  if (uploads !== files) throw new Error(`expected ${files} uploads, saw ${uploads}`);
  // Collect the garbage of the upload phase first: the figure is the steady watching cost.
  v8.setFlagsFromString('--expose-gc');
  vm.runInNewContext('gc')();
  const settled = process.memoryUsage();
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  await new Promise((resolve) => setTimeout(resolve, idleS * 1000));
  const cpu = process.cpuUsage(cpuBefore);
  const wallMs = performance.now() - wallBefore;
  // Without a forced collection: what the watching process holds after a while on its own.
  const idle = process.memoryUsage();
  const figures = {
    initial_scan_s: scanMs / 1000,
    all_settled_s: settledMs / 1000,
    settle_cpu_s: (settleCpu.user + settleCpu.system) / 1e6,
    rss_at_start_mib: rssAtStart / MiB,
    rss_mib: settled.rss / MiB,
    heap_used_mib: settled.heapUsed / MiB,
    heap_total_mib: settled.heapTotal / MiB,
    rss_after_idle_mib: idle.rss / MiB,
    heap_total_after_idle_mib: idle.heapTotal / MiB,
    idle_cpu_percent: ((cpu.user + cpu.system) / 1000 / wallMs) * 100,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  await engine.stop();
  await fileWork.close();
}
