/**
 * watch-idle: a hot folder tree of N files (in sub-folders) already uploaded: initial scan time,
 * time until every file is settled, RSS, and CPU while idle. The print library here is an instant
 * in-process stand-in, so the figures are the watcher's and the journal's, not the network's.
 * Goal: idle CPU under 1 % of a core.
 *
 *   npm run --silent bench -- watch-idle [--files 10000] [--idle-s 60]
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { FileWorkPool } from '../electron/file-work/pool.js';
import { HotFolderLink } from '../electron/settings/schema.js';
import { createSyncEngine } from '../electron/sync/engine.js';
import type { RemoteLibrary } from '../electron/sync/remote.js';
import { MiB, flags, report } from './lib.js';

export async function run(argv: string[]): Promise<void> {
  const opts = flags(argv, { files: 10_000, 'idle-s': 60 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-bench-idle-'));
  const hot = path.join(dir, 'hot');
  const perFolder = 100;
  for (let i = 0; i < opts.files; i++) {
    const sub = path.join(hot, `batch-${Math.floor(i / perFolder)}`);
    if (i % perFolder === 0) await mkdir(sub, { recursive: true });
    await writeFile(path.join(sub, `file-${i}.pdf`), `%PDF-1.4 sample ${i}\n`);
  }
  let uploads = 0;
  const library: RemoteLibrary = {
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
  };
  const link = HotFolderLink.parse({
    id: randomUUID(),
    localPath: hot,
    remotePath: 'Bench/idle',
    includeSubfolders: true,
  });
  const fileWork = new FileWorkPool();
  const engine = await createSyncEngine({
    fileWork,
    dataDir: path.join(dir, 'data'),
    remote: library,
    links: [link],
    concurrency: 8,
    stabilityMs: 200,
  });
  try {
    const scanStart = performance.now();
    await engine.start();
    const scanMs = performance.now() - scanStart;
    await engine.idle();
    const settledMs = performance.now() - scanStart;
    if (uploads !== opts.files) throw new Error(`expected ${opts.files} uploads, saw ${uploads}`);
    // Collect the garbage of the upload phase first: the figure is the steady watching cost.
    v8.setFlagsFromString('--expose-gc');
    (vm.runInNewContext('gc') as () => void)();
    const rssSettled = process.memoryUsage().rss;
    const { heapUsed: heapSettled, heapTotal: heapTotalSettled } = process.memoryUsage();
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    await new Promise((r) => setTimeout(r, opts['idle-s'] * 1000));
    const cpu = process.cpuUsage(cpuBefore);
    const wallMs = performance.now() - wallBefore;
    // Without a forced collection: what the watching process holds after a while on its own.
    const { rss: rssIdle, heapTotal: heapTotalIdle } = process.memoryUsage();
    const idleCpu = ((cpu.user + cpu.system) / 1000 / wallMs) * 100;
    report('watch-idle: watched tree, initial scan, memory and idle CPU', {
      files: opts.files,
      initial_scan_s: scanMs / 1000,
      all_settled_s: settledMs / 1000,
      rss_mib: rssSettled / MiB,
      heap_used_mib: heapSettled / MiB,
      heap_total_mib: heapTotalSettled / MiB,
      rss_after_idle_mib: rssIdle / MiB,
      heap_total_after_idle_mib: heapTotalIdle / MiB,
      idle_s: opts['idle-s'],
      idle_cpu_percent: idleCpu,
      goal_idle_cpu_percent: 1,
      pass: idleCpu < 1,
    });
  } finally {
    await engine.stop();
    await fileWork.close();
    await rm(dir, { recursive: true, force: true });
  }
}
