/**
 * budget-vs-grants: the design choice behind the upload limit (docs/bandwidth.md, "How uploads are
 * paced"). An upload thread paces 2 MiB/s of slices (50 ms each) either from the shared-memory
 * budget (electron/bandwidth/shared-budget.ts, compiled), or from grants the main thread hands out
 * over the worker's port with the same virtual clock, the alternative. No network: the pacing alone.
 * Each runs with the main thread idle, then with it frozen half of every second (a long synchronous
 * task, as a busy Electron main process has). Figures: the rate reached as a share of the limit, and
 * the main thread's event-loop delay (p99, the 10 ms sampling interval taken off).
 *
 *   npm run --silent bench -- budget-vs-grants [--seconds 8] [--busy-ms 500]
 */
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type * as BudgetModule from '../electron/bandwidth/shared-budget.js';
import { flags, report } from './lib.js';
import { buildMainProcess, root } from './support/cli.js';

const limit = 2 * 1024 * 1024;
const slice = Math.round(limit * 0.05);

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--seconds', '1', '--busy-ms', '50'];

export async function run(argv: string[]): Promise<void> {
  const o = flags(argv, { seconds: 8, 'busy-ms': 500 });
  await buildMainProcess();
  const compiled = pathToFileURL(path.join(root, 'dist/electron/bandwidth/shared-budget.js')).href;
  const { UploadBudget } = (await import(compiled)) as typeof BudgetModule;
  const figures: Record<string, number> = {};
  for (const busy of [false, true]) {
    for (const mode of ['budget', 'grants'] as const) {
      const budget = UploadBudget.create();
      budget.setLimit(limit);
      const { share, p99 } = await pace(mode, budget.buffer, compiled, o.seconds, busy ? o['busy-ms'] : 0);
      const key = `${mode}${busy ? 'Busy' : 'Idle'}`;
      figures[`${key}RateShare`] = share;
      figures[`${key}MainP99Ms`] = p99;
      console.log(
        `  ${mode}, main thread ${busy ? 'busy' : 'idle'}: rate ${share.toFixed(3)} of the limit, main p99 ${p99.toFixed(2)} ms`,
      );
    }
  }
  report('budget-vs-grants: pacing 2 MiB/s from shared memory or from main-thread grants', figures);
}

function workerSource(compiled: string, seconds: number): string {
  return `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { UploadBudget } = await import(${JSON.stringify(compiled)});
      const budget = workerData.budget ? UploadBudget.from(workerData.budget) : undefined;
      let granted;
      parentPort.on('message', () => granted && granted());
      const began = performance.now();
      const end = Date.now() + ${seconds * 1000};
      let sent = 0;
      while (Date.now() < end) {
        if (budget) { const turn = budget.take(${slice}); if (turn) await turn; }
        else await new Promise((resolve) => { granted = resolve; parentPort.postMessage('grant'); });
        sent += ${slice};
      }
      parentPort.postMessage({ sent, seconds: (performance.now() - began) / 1000 });
    })();`;
}

async function pace(
  mode: 'budget' | 'grants',
  buffer: SharedArrayBuffer,
  compiled: string,
  seconds: number,
  busyMs: number,
): Promise<{ share: number; p99: number }> {
  const worker = new Worker(workerSource(compiled, seconds), {
    eval: true,
    workerData: mode === 'budget' ? { budget: buffer } : {},
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  // The grants' virtual clock, kept on the main thread.
  let timeline = 0;
  const freeze = busyMs
    ? setInterval(() => {
        const began = performance.now();
        while (performance.now() - began < busyMs);
      }, 1000)
    : undefined;
  // Timed by the worker: a frozen main thread hears of the end late.
  const { sent, seconds: took } = await new Promise<{ sent: number; seconds: number }>((resolve) =>
    worker.on('message', (message: 'grant' | { sent: number; seconds: number }) => {
      if (message !== 'grant') return resolve(message);
      const now = performance.now();
      const turn = Math.max(timeline, now);
      timeline = turn + (slice / limit) * 1000;
      setTimeout(() => worker.postMessage('go'), turn - now);
    }),
  );
  clearInterval(freeze);
  loop.disable();
  await worker.terminate();
  const share = sent / took / limit;
  return { share, p99: Math.max(0, loop.percentile(99) / 1e6 - 10) };
}
