/**
 * watch-idle: a hot folder tree of N files (in sub-folders) already uploaded: initial scan time,
 * time until every file is settled, RSS, and CPU while idle. The engine runs in a process of its
 * own on the compiled main process, as the app runs it (support/watch-idle-engine.mjs), against an
 * instant stand-in library, so the figures are the watcher's and the journal's, not the network's.
 * Goals: idle CPU under 1 % of a core; RSS at most 150 MiB once settled.
 *
 *   npm run --silent bench -- watch-idle [--files 10000] [--idle-s 60]
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { flags, report } from './lib.js';
import { buildMainProcess, root } from './support/cli.js';

interface EngineFigures {
  initial_scan_s: number;
  all_settled_s: number;
  rss_at_start_mib: number;
  rss_mib: number;
  heap_used_mib: number;
  heap_total_mib: number;
  rss_after_idle_mib: number;
  heap_total_after_idle_mib: number;
  idle_cpu_percent: number;
}

const goalRssMib = 150;

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--files', '20', '--idle-s', '1'];

export async function run(argv: string[]): Promise<void> {
  const opts = flags(argv, { files: 10_000, 'idle-s': 60 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-bench-idle-'));
  const hot = path.join(dir, 'hot');
  const perFolder = 100;
  try {
    for (let i = 0; i < opts.files; i++) {
      const sub = path.join(hot, `batch-${Math.floor(i / perFolder)}`);
      if (i % perFolder === 0) await mkdir(sub, { recursive: true });
      await writeFile(path.join(sub, `file-${i}.pdf`), `%PDF-1.4 sample ${i}\n`);
    }
    await buildMainProcess();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, 'bench/support/watch-idle-engine.mjs'),
        hot,
        path.join(dir, 'data'),
        String(opts.files),
        String(opts['idle-s']),
      ],
      { cwd: root, maxBuffer: 1024 * 1024 },
    );
    const figures = JSON.parse(stdout.trim().split('\n').pop()!) as EngineFigures;
    report('watch-idle: watched tree, initial scan, memory and idle CPU (the compiled engine, plain Node)', {
      files: opts.files,
      ...figures,
      idle_s: opts['idle-s'],
      goal_idle_cpu_percent: 1,
      goal_rss_mib: goalRssMib,
      pass: figures.idle_cpu_percent < 1 && figures.rss_mib <= goalRssMib,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
