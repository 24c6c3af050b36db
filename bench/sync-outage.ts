/**
 * sync-outage: a real sandbox goes down with files pending, and comes back on the same port.
 * Measures, over several rounds, the seconds from the service's return to the last pending file
 * uploaded (and to the first upload sent: the probe's part), and the requests per minute the engine
 * sends to the service while it is down. While down, a plain TCP server on the port counts the
 * requests: with `--down refuse` (the default) it drops each connection, as a stopped service's host
 * does; with `--down hang` it takes each request and never answers, as a hung service or a
 * blackholed address does (each probe then runs to its deadline, and the probe under way when the
 * service returns never gets its answer). Reference: a plain fetch poll loop (every 100 ms) seeing the
 * same return.
 *
 *   npm run --silent bench -- sync-outage [--files 20] [--rounds 3] [--down-seconds 20] [--down refuse|hang]
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPrintServiceClient } from '../electron/print-service/client.js';
import { freePort } from '../electron/print-service/test-support/proxies.js';
import { startSandbox, type RunningSandbox } from '../electron/sandbox/index.js';
import { flags, median, report, round } from './lib.js';
import { hotFolderEngine } from './support/hot-folder-engine.js';

const flyer = path.join(import.meta.dirname, '../assets/print-files/summer-sale-flyer.pdf');

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--files', '2', '--rounds', '1', '--down-seconds', '1'];

export async function run(argv: string[]): Promise<void> {
  const opts = flags(argv, { files: 20, rounds: 3, 'down-seconds': 20, down: 'refuse' });
  if (opts.down !== 'refuse' && opts.down !== 'hang') throw new Error('--down must be refuse or hang');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-bench-outage-'));
  const sandboxDir = path.join(dir, 'sandbox');
  const port = await freePort();
  let sandbox: RunningSandbox | undefined = await startSandbox({ dataDir: sandboxDir, port, seed: false });
  const key = sandbox.key;
  const client = createPrintServiceClient({ baseUrl: sandbox.url, key });
  const { hot, engine, close } = await hotFolderEngine(dir, client, 'Bench/outage', { stabilityMs: 200 });
  const resume: number[] = [];
  const firstSent: number[] = [];
  let firstStarted = 0;
  engine.on('file', (e) => {
    if (e.entry.state === 'uploading') firstStarted ||= Date.now();
  });
  const reference: number[] = [];
  const perMinute: number[] = [];
  try {
    await engine.start();
    // The sandbox's first upload loads its PDF reading: not part of any round.
    await copyFile(flyer, path.join(hot, 'warm-up.pdf'));
    await until(() => engine.status().uploaded === 1);
    for (let r = 1; r <= opts.rounds; r++) {
      await sandbox!.close();
      sandbox = undefined;
      const dead = await countingPort(port);
      const before = engine.status().uploaded;
      for (let i = 0; i < opts.files; i++) await copyFile(flyer, path.join(hot, `round-${r}-${i}.pdf`));
      await until(() => engine.status().state === 'offline' && engine.status().queued === opts.files);
      // The uploads have met the refusal and the engine probes; from here on the port behaves as asked.
      const down = opts.down === 'hang' ? await dead.hang() : dead;
      const from = down.requests();
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, opts['down-seconds'] * 1000));
      perMinute.push(((down.requests() - from) * 60_000) / (Date.now() - start));
      await down.close();

      const poll = pollUntilAnswered(`http://127.0.0.1:${port}/`);
      const back = Date.now();
      firstStarted = 0;
      sandbox = await startSandbox({ dataDir: sandboxDir, port, key, seed: false });
      reference.push(((await poll) - back) / 1000);
      await until(() => engine.status().uploaded === before + opts.files);
      resume.push((Date.now() - back) / 1000);
      firstSent.push((firstStarted - back) / 1000);
      await engine.idle();
      down.release();
      console.log(
        `round ${r}: back after ${round(resume.at(-1)!)} s (fetch loop ${round(reference.at(-1)!)} s), ${round(perMinute.at(-1)!)} requests/min while down`,
      );
    }
    report('sync-outage', {
      files: opts.files,
      rounds: opts.rounds,
      downSeconds: opts['down-seconds'],
      down: opts.down,
      failed: engine.status().failed,
      resumeSecondsMedian: median(resume),
      resumeSecondsSpread: Math.max(...resume) - Math.min(...resume),
      firstUploadSecondsMedian: median(firstSent),
      requestsPerMinuteWhileDown: median(perMinute),
      referenceFetchLoopSecondsMedian: median(reference),
    });
  } finally {
    await close();
    await client.close();
    await sandbox?.close();
    await rm(dir, { recursive: true, force: true });
  }
}

interface DownPort {
  /** Requests received so far. */
  requests(): number;
  /** Stops listening (the port is free for the service again); held connections stay open. */
  close(): Promise<void>;
  /** Drops the connections it still holds. */
  release(): void;
}

/**
 * The service's port while it is down. It drops each connection; after `hang()` a second listener
 * on the same port takes each request and never answers instead (the first one stops listening).
 */
async function countingPort(port: number): Promise<DownPort & { hang(): Promise<DownPort> }> {
  const refused = await listen(port, (socket) => socket.destroy());
  return {
    ...refused,
    async hang() {
      await refused.close();
      return listen(port, () => {});
    },
  };
}

async function listen(port: number, onRequest: (socket: net.Socket) => void): Promise<DownPort> {
  let count = 0;
  const held = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    held.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => held.delete(socket));
    // A connection opened and never used (undici keeps a spare) is not a request.
    socket.once('data', () => {
      count++;
      onRequest(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    requests: () => count,
    // Not waiting for the held connections to end (close's callback would): the port is free at once.
    close: async () => {
      server.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    release: () => {
      for (const socket of held) socket.destroy();
    },
  };
}

/** A plain poll loop: the time (epoch ms) of the first HTTP answer of any status. */
async function pollUntilAnswered(url: string): Promise<number> {
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return Date.now();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('sync-outage: timed out after 120 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
