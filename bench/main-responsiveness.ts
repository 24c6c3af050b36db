/**
 * main-responsiveness: does the app freeze while it works? Runs the core as the app does (the
 * headless host, `printdesk serve`) and measures two things while the core works: its event-loop
 * delay, inside the host (`monitorEventLoopDelay`, its 10 ms sampling interval taken off: see
 * electron/headless/loop-stats.ts; served with PRINTDESK_LOOP_STATS=1), and the
 * round trip of a cheap contract call (`settings.get`) over the host's socket. The work, one phase
 * after the other:
 *   burst      1,000 files dropped into a hot folder and synced, each preflighted as a browser window
 *              does a dropped file (its bytes to the host's /api/preflight: bench/support/host-client.ts);
 *   big        a 1 GiB PDF dropped into the hot folder: hashed, then uploaded to the embedded sandbox;
 *   preflight  a 500-page PDF preflighted the same way (pages read, the pages of its findings pictured);
 *   search     searches of a 10,000-item print library.
 * Before them, 5 s of nothing (`quiet`, `--quiet-s`): the floor this machine allows, reported beside the figures.
 * The reference is the same run with that work on the core's own thread, as it was before the
 * file-work threads and the sandbox's own process (PRINTDESK_BENCH_INLINE=1).
 * Goal: eventLoopP99Ms ≤ 10, eventLoopMaxMs ≤ 50, ipcP99Ms ≤ 20 (the worst phase for the loop).
 *
 *   npm run --silent bench -- main-responsiveness [--runs 1] [--files 1000] [--big-mib 1024]
 *     [--pages 500] [--items 10000] [--searches 40] [--quiet-s 5] [--cpu-prof-dir DIR]
 */
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoopStats } from '../electron/headless/loop-stats.js';
import type { SyncStatus } from '../electron/shared/sync/status.js';
import { buildPdf, sampleDir, writeLargePdf } from '../scripts/make-sample-pdfs.js';
import { MiB, flags, median, percentile, report, round } from './lib.js';
import { startCli } from './support/cli.js';
import { connectHost, pingWhile, type HostClient } from './support/host-client.js';
import { seedPrintFiles } from './support/seed-print-files.js';

const goals = { eventLoopP99Ms: 10, eventLoopMaxMs: 50, ipcP99Ms: 20 };
const phases = ['burst', 'big', 'preflight', 'search'] as const;
type Phase = (typeof phases)[number];
type Mode = 'threads' | 'inline';

interface Measured {
  loop: LoopStats;
  rtts: number[];
  seconds: number;
}

interface PhaseFigures {
  loopP99Ms: number;
  loopMaxMs: number;
  ipcP99Ms: number;
  seconds: number;
}

/** What one run of one mode measured: per phase, and the headline figures. */
export interface RunFigures {
  phases: Record<Phase, PhaseFigures>;
  eventLoopP99Ms: number;
  eventLoopMaxMs: number;
  ipcP99Ms: number;
}

export function phaseFigures(m: Measured): PhaseFigures {
  const rtts = m.rtts.slice().sort((a, b) => a - b);
  return {
    loopP99Ms: m.loop.p99Ms,
    loopMaxMs: m.loop.maxMs,
    ipcP99Ms: rtts.length > 0 ? percentile(rtts, 99) : Number.NaN,
    seconds: m.seconds,
  };
}

/** The headline figures: the worst phase for the loop, every call of every phase for the round trip. */
export function summarise(measured: Record<Phase, Measured>): RunFigures {
  const figures = phases.map((phase) => phaseFigures(measured[phase]));
  const all = phases.flatMap((phase) => measured[phase].rtts).sort((a, b) => a - b);
  return {
    phases: Object.fromEntries(phases.map((phase, i) => [phase, figures[i]!])) as RunFigures['phases'],
    eventLoopP99Ms: Math.max(...figures.map((f) => f.loopP99Ms)),
    eventLoopMaxMs: Math.max(...figures.map((f) => f.loopMaxMs)),
    ipcP99Ms: all.length > 0 ? percentile(all, 99) : Number.NaN,
  };
}

/** The median of the runs, and "min–max" when there was more than one. */
export function acrossRuns(values: readonly number[]): { median: number; spread: string } {
  const sorted = values.slice().sort((a, b) => a - b);
  return {
    median: median(sorted),
    spread: sorted.length > 1 ? `${round(sorted[0]!, 1)}–${round(sorted.at(-1)!, 1)}` : 'one run',
  };
}

interface Inputs {
  work: string;
  seededSandbox: string;
  burstPdf: Buffer;
  bigPdf: string;
  pagesPdf: string;
  files: number;
  searches: number;
  quietSeconds: number;
  cpuProfDir: string;
}

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = [
  '--files',
  '3',
  '--big-mib',
  '1',
  '--pages',
  '3',
  '--items',
  '20',
  '--searches',
  '2',
  '--quiet-s',
  '0.2',
];

export async function run(argv: string[]): Promise<void> {
  const opts = flags(argv, {
    runs: 1,
    files: 1000,
    'big-mib': 1024,
    pages: 500,
    items: 10_000,
    searches: 40,
    'quiet-s': 5,
    'cpu-prof-dir': '',
  });
  const work = await mkdtemp(path.join(tmpdir(), 'printdesk-bench-responsive-'));
  try {
    const inputs = await prepare(work, opts);
    const results: Record<Mode, RunResult[]> = { threads: [], inline: [] };
    for (let i = 0; i < opts.runs; i++) {
      for (const mode of ['threads', 'inline'] as const) {
        const figures = await runOnce(inputs, mode, `${i + 1}`);
        results[mode].push(figures);
        printRun(mode, i + 1, figures);
      }
    }
    const headline = (mode: Mode, key: keyof typeof goals) => acrossRuns(results[mode].map((r) => r[key]));
    const figures: Record<string, number | string | boolean> = {};
    for (const key of Object.keys(goals) as (keyof typeof goals)[]) {
      const threads = headline('threads', key);
      const inline = headline('inline', key);
      figures[key] = threads.median;
      figures[`${key}Spread`] = threads.spread;
      figures[`inline${key[0]!.toUpperCase()}${key.slice(1)}`] = inline.median;
      figures[`${key}InlineRatio`] = inline.median / threads.median;
      figures[`${key}Goal`] = goals[key];
    }
    const quiet = (key: 'loopP99Ms' | 'ipcP99Ms') =>
      acrossRuns(results.threads.map((r) => r.quiet[key])).median;
    figures.quietEventLoopP99Ms = quiet('loopP99Ms');
    figures.quietIpcP99Ms = quiet('ipcP99Ms');
    figures.runs = opts.runs;
    figures.pass = (Object.keys(goals) as (keyof typeof goals)[]).every(
      (key) => (figures[key] as number) <= goals[key],
    );
    report('main-responsiveness: the core while it syncs, uploads, preflights and searches (ms)', figures);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function prepare(
  work: string,
  opts: {
    files: number;
    'big-mib': number;
    pages: number;
    items: number;
    searches: number;
    'quiet-s': number;
    'cpu-prof-dir': string;
  },
): Promise<Inputs> {
  const seededSandbox = path.join(work, 'seeded-sandbox');
  const clients = ['Acme', 'Globex', 'Initech', 'Umbrella'];
  await seedPrintFiles(seededSandbox, opts.items, {
    folderPath: (i) => `Clients/${clients[i % clients.length]}/${2025 + (i % 2)}`,
    client: (i) => clients[i % clients.length]!,
  });
  const bigPdf = path.join(work, 'big.pdf');
  await writeLargePdf(bigPdf, opts['big-mib'] * MiB);
  const pagesPdf = path.join(work, `report-${opts.pages}p.pdf`);
  const page = (i: number) => ({
    width: i % 7 === 0 ? 842 : 595,
    height: i % 7 === 0 ? 595 : 842,
    boxes: [{ x: 40, y: 40, width: 200, height: 120, color: [0.1, 0.3, 0.6] as const }],
    texts: [{ x: 60, y: 700, size: 18, text: `Annual report, page ${i + 1}` }],
  });
  await writeFile(
    pagesPdf,
    buildPdf(
      Array.from({ length: opts.pages }, (_, i) => page(i)),
      'report',
    ),
  );
  return {
    work,
    seededSandbox,
    burstPdf: await readFile(path.join(sampleDir, 'summer-sale-flyer.pdf')),
    bigPdf,
    pagesPdf,
    files: opts.files,
    searches: opts.searches,
    quietSeconds: opts['quiet-s'],
    cpuProfDir: opts['cpu-prof-dir'],
  };
}

type RunResult = RunFigures & { quiet: PhaseFigures };

async function runOnce(inputs: Inputs, mode: Mode, label: string): Promise<RunResult> {
  const base = path.join(inputs.work, `${mode}-${label}`);
  const dataDir = path.join(base, 'data');
  const hot = path.join(base, 'hot');
  await mkdir(hot, { recursive: true });
  await cp(inputs.seededSandbox, path.join(dataDir, 'sandbox'), { recursive: true });
  const env: NodeJS.ProcessEnv = { PRINTDESK_LOOP_STATS: '1' };
  if (mode === 'inline') env.PRINTDESK_BENCH_INLINE = '1';
  const nodeArgs = inputs.cpuProfDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(inputs.cpuProfDir, `${mode}-${label}`)}`]
    : [];
  const server = await startCli<{ url: string }>(['serve', '--port', '0', '--json', '--data-dir', dataDir], {
    env,
    nodeArgs,
  });
  const host = await connectHost(server.ready.url);
  try {
    await waitUntil(
      async () => (await host.call<{ connected: boolean }>('account.status')).connected,
      60_000,
    );
    await host.call('sync.addLink', { localPath: hot, remotePath: 'Bench/responsiveness' });
    // Warm-up: the first preflight and search load their code; a window open for a while has done that.
    await host.preflight(path.join(sampleDir, 'summer-sale-flyer.pdf'));
    await host.call('library.search', { text: 'acme' });

    // The floor: the host doing nothing while the machine does whatever else it is doing.
    const quiet = phaseFigures(
      await measure(host, () => new Promise((r) => setTimeout(r, inputs.quietSeconds * 1000))),
    );
    const measured = {} as Record<Phase, Measured>;
    measured.burst = await measure(host, async () => {
      const names = Array.from({ length: inputs.files }, (_, i) => `flyer-${String(i).padStart(4, '0')}.pdf`);
      await inBatches(names, 50, (name) => writeFile(path.join(hot, name), inputs.burstPdf));
      await inBatches(names, 4, (name) => host.preflight(path.join(hot, name)));
      await syncedAtLeast(host, inputs.files);
    });
    measured.big = await measure(host, async () => {
      await rename(inputs.bigPdf, path.join(hot, 'big.pdf'));
      await syncedAtLeast(host, inputs.files + 1);
    });
    await rename(path.join(hot, 'big.pdf'), inputs.bigPdf);
    measured.preflight = await measure(host, async () => {
      const result = await host.preflight<{ pageCount: number | null }>(inputs.pagesPdf);
      if (!result.pageCount) throw new Error('the 500-page PDF was not read');
    });
    measured.search = await measure(host, async () => {
      const texts = ['acme', 'globex menu', 'initech poster', 'umbrella', 'catalog', 'job 99', 'report'];
      for (let i = 0; i < inputs.searches; i++)
        await host.call('library.search', {
          text: texts[i % texts.length],
          page: 1 + (i % 3),
          pageSize: 100,
        });
    });
    return { ...summarise(measured), quiet };
  } finally {
    await host.close();
    await server.stop();
  }
}

async function measure(host: HostClient, work: () => Promise<void>): Promise<Measured> {
  await host.loopStats(); // starts the measurement of this phase
  const ping = pingWhile(host);
  const start = performance.now();
  await work();
  const seconds = (performance.now() - start) / 1000;
  const rtts = await ping.stop();
  return { loop: await host.loopStats(), rtts, seconds };
}

/** Waits until this many files are uploaded (or failed) and nothing is left to do. */
async function syncedAtLeast(host: HostClient, files: number): Promise<void> {
  await waitUntil(async () => {
    const s = await host.call<SyncStatus>('sync.status');
    return s.uploaded + s.failed >= files && s.queued === 0 && s.uploading === 0;
  }, 600_000);
  const s = await host.call<SyncStatus>('sync.status');
  if (s.failed > 0) throw new Error(`${s.failed} files failed to sync`);
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  each: (item: T) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(each));
}

function printRun(mode: Mode, run: number, figures: RunResult): void {
  console.log(`\n${mode === 'threads' ? 'as the app runs' : 'reference: work inline'} (run ${run})`);
  console.log('  phase       seconds  loop p99  loop max  ipc p99 (ms)');
  for (const [phase, f] of [
    ['quiet', figures.quiet] as const,
    ...phases.map((p) => [p, figures.phases[p]] as const),
  ]) {
    console.log(
      `  ${phase.padEnd(10)}  ${fmt(f.seconds, 7)}  ${fmt(f.loopP99Ms, 8)}  ${fmt(f.loopMaxMs, 8)}  ${fmt(f.ipcP99Ms, 7)}`,
    );
  }
}

function fmt(n: number, width: number): string {
  return String(round(n, 1)).padStart(width);
}
