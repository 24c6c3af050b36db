/**
 * `npm run --silent bench -- upload [--size-mib 1024] [--runs 6] [--storage memory|disk]`: uploads
 * one generated file to the sandbox (`printdesk sandbox`, its own process) with our compiled client
 * (in a child process, so its RSS growth can be measured) and with `curl -F`, in the same run. Prints
 * every round, then the throughput ratio (goal >= 0.95 of curl) and the client's peak RSS growth
 * (goal < 64 MiB).
 *
 * Fairness, because this machine is shared and noisy:
 * - rounds alternate who goes first, and the ratio is the median of the rounds' ratios (best
 *   against best is printed too);
 * - each upload's stored copy is deleted before the next upload (see `dropUploads`);
 * - the client child warms up with a small upload before the timed one: the app is a long-running
 *   process whose upload code is compiled after its first upload, as curl's always is. Its RSS
 *   baseline is taken before the warm-up, so the growth counts both.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type * as clientModule from '../electron/print-service/client.js';
import { MiB, flags, median, report, rssOf, sampleRss } from './lib.js';
import { root, startCli } from './support/cli.js';

const remoteFolder = 'Bench uploads';
const memoryFs = '/dev/shm';
const warmUpBytes = 32 * MiB;

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--size-mib', '2', '--runs', '2'];

export async function run(argv: string[]): Promise<void> {
  if (argv[0] === '--client') return clientChild(argv.slice(1));
  const {
    'size-mib': sizeMiB,
    runs,
    storage,
  } = flags(argv, { 'size-mib': 1024, runs: 6, storage: existsSync(memoryFs) ? 'memory' : 'disk' });
  if (!(sizeMiB > 0) || !Number.isInteger(runs) || runs < 1)
    throw new Error('--size-mib must be > 0 and --runs a whole number >= 1');
  if (storage !== 'memory' && storage !== 'disk') throw new Error('--storage is memory or disk');

  const work = await mkdtemp(path.join(tmpdir(), 'printdesk-bench-upload-'));
  // In memory by default: this virtual disk's speed swings between 150 and 1,400 MiB/s from one
  // gigabyte to the next, which would decide the figure instead of the two clients.
  const sandboxDir = await mkdtemp(
    path.join(storage === 'memory' ? memoryFs : tmpdir(), 'printdesk-bench-sandbox-'),
  );
  const file = path.join(work, 'bench-upload.pdf');
  const warmUpFile = path.join(work, 'bench-warm-up.pdf');
  let stopSandbox = async () => {};
  try {
    const size = await generateFile(file, Math.round(sizeMiB * MiB));
    await generateFile(warmUpFile, Math.min(warmUpBytes, size));
    // The generated gigabyte is still being written back: let that finish before the first round.
    await promisify(execFile)('sync');
    const sandbox = await startCli<{ url: string; key: string }>([
      'sandbox',
      '--port',
      '0',
      '--data-dir',
      sandboxDir,
      '--json',
    ]);
    stopSandbox = sandbox.stop;
    const { url, key } = sandbox.ready;

    const mibs = (seconds: number) => size / MiB / seconds;
    const rounds: { curl: number; client: number; rssGrowthBytes: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const curlFirst = i % 2 === 0;
      const curlBefore = curlFirst ? await curlUpload(url, key, file) : undefined;
      await dropUploads(sandboxDir);
      const client = await clientUpload(url, key, warmUpFile, file);
      await dropUploads(sandboxDir);
      const curl = curlBefore ?? (await curlUpload(url, key, file));
      await dropUploads(sandboxDir);
      rounds.push({ curl: mibs(curl), client: mibs(client.seconds), rssGrowthBytes: client.rssGrowthBytes });
      console.log(
        `  round ${i + 1} (${curlFirst ? 'curl first' : 'client first'}): curl ${mibs(curl).toFixed(0)} MiB/s, ` +
          `client ${mibs(client.seconds).toFixed(0)} MiB/s, ratio ${(mibs(client.seconds) / mibs(curl)).toFixed(3)}`,
      );
    }
    const curlBest = Math.max(...rounds.map((r) => r.curl));
    const clientBest = Math.max(...rounds.map((r) => r.client));
    report(`upload of ${(size / MiB).toFixed(0)} MiB to the sandbox over loopback (${runs} rounds)`, {
      sizeMiB: size / MiB,
      runs,
      sandboxStorage: storage,
      curlMedianMiBPerSecond: median(rounds.map((r) => r.curl)),
      clientMedianMiBPerSecond: median(rounds.map((r) => r.client)),
      throughputRatio: median(rounds.map((r) => r.client / r.curl)),
      bestVsBestRatio: clientBest / curlBest,
      throughputGoal: 0.95,
      clientRssGrowthMiB: Math.max(...rounds.map((r) => r.rssGrowthBytes)) / MiB,
      rssGrowthGoalMiB: 64,
    });
  } finally {
    await stopSandbox();
    await rm(work, { recursive: true, force: true });
    await rm(sandboxDir, { recursive: true, force: true });
  }
}

/**
 * Deletes the uploaded copies (every stored file of a megabyte or more; the seeded samples are a
 * few kilobytes) from the sandbox's storage, so each upload writes into memory the one before it
 * freed: on these virtual machines, writing memory never touched before costs up to five times
 * more after the first few gigabytes (measured with dd into tmpfs), which would slow whichever
 * upload comes later.
 */
async function dropUploads(sandboxDir: string): Promise<void> {
  const files = path.join(sandboxDir, 'files');
  for (const name of await readdir(files)) {
    if ((await stat(path.join(files, name))).size >= MiB) await rm(path.join(files, name));
  }
}

/** Not a PDF: the sandbox marks it broken at once instead of parsing a gigabyte. */
async function generateFile(file: string, size: number): Promise<number> {
  const block = Buffer.alloc(MiB);
  for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
  const handle = await open(file, 'w');
  try {
    for (let written = 0; written < size; written += block.length) {
      await handle.write(block, 0, Math.min(block.length, size - written));
    }
  } finally {
    await handle.close();
  }
  return size;
}

async function curlUpload(url: string, key: string, file: string): Promise<number> {
  const { stdout } = await promisify(execFile)('curl', [
    '-sS',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{time_total}',
    '-H',
    `Ocp-Apim-Subscription-Key: ${key}`,
    '-H',
    'Accept: application/json',
    '-F',
    `file=@${file};type=application/octet-stream`,
    `${url}/dir/StorageService/${encodeURIComponent(remoteFolder)}`,
  ]);
  const [status, seconds] = stdout.trim().split(' ');
  if (status !== '200') throw new Error(`curl upload failed with HTTP ${status}`);
  return Number(seconds);
}

/** Runs our client in a child: RSS baseline once it is loaded, then the peak through both uploads. */
async function clientUpload(
  url: string,
  key: string,
  warmUpFile: string,
  file: string,
): Promise<{ seconds: number; rssGrowthBytes: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/run.ts', 'upload', '--client', url, warmUpFile, file],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, PRINTDESK_BENCH_KEY: key },
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the client process ended early');
    return value;
  };
  if ((await next()) !== 'ready') throw new Error('the client process did not start');
  const baseline = rssOf(child.pid!);
  const sampler = sampleRss(child.pid!, 10);
  child.stdin!.write('go\n');
  const result = JSON.parse(await next()) as { seconds: number; error?: string };
  const peak = sampler.stop();
  child.stdin!.end();
  if (child.exitCode === null) await once(child, 'exit');
  if (result.error) throw new Error(`client upload failed: ${result.error}`);
  return { seconds: result.seconds, rssGrowthBytes: peak - baseline };
}

/** The child side: load everything, say ready; on "go", warm up, then time the upload. */
async function clientChild([url, warmUpFile, file]: string[]): Promise<void> {
  // The compiled client (built with the sandbox by startCli), as the app and the CLI load it.
  const compiled = pathToFileURL(path.join(root, 'dist/electron/print-service/client.js')).href;
  const { createPrintServiceClient } = (await import(compiled)) as typeof clientModule;
  const client = createPrintServiceClient({ baseUrl: url!, key: process.env.PRINTDESK_BENCH_KEY ?? '' });
  const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  console.log('ready');
  await input.next();
  try {
    await client.storage.uploadFile(remoteFolder, { path: warmUpFile! });
    // V8 optimizes what the warm-up made hot on background threads (undici's WebAssembly HTTP
    // parser takes about 0.3 s of CPU): let that finish, as it long has in a running app, instead
    // of letting it take a core from the timed upload.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const start = process.hrtime.bigint();
    await client.storage.uploadFile(remoteFolder, { path: file! });
    console.log(JSON.stringify({ seconds: Number(process.hrtime.bigint() - start) / 1e9 }));
  } catch (error) {
    console.log(JSON.stringify({ seconds: 0, error: (error as Error).message }));
  } finally {
    await client.close();
    process.stdin.destroy();
  }
}
