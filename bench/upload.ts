/**
 * `npm run --silent bench -- upload [--size-mib 1024] [--runs 4] [--storage memory|disk]`: uploads one generated file to
 * the sandbox (its own process) with our client (in a child process, so its RSS growth can be
 * measured) and with `curl -F`, in the same run. Rounds alternate who goes first (curl first, then
 * the client first, ...), so neither always meets the disk still busy with the other's upload.
 * Prints the throughput ratio (goal >= 0.95 of curl) and the client's peak RSS growth (goal < 64 MiB).
 */
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { MiB, flags, median, report, rssOf, sampleRss } from './lib.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remoteFolder = 'Bench uploads';
const memoryFs = '/dev/shm';

export async function run(argv: string[]): Promise<void> {
  if (argv[0] === '--client') return clientChild(argv.slice(1));
  const {
    'size-mib': sizeMiB,
    runs,
    storage,
  } = flags(argv, { 'size-mib': 1024, runs: 4, storage: existsSync(memoryFs) ? 'memory' : 'disk' });
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
  let sandbox: ChildProcess | undefined;
  try {
    const size = await generateFile(file, Math.round(sizeMiB * MiB));
    const started = await startSandbox(sandboxDir);
    sandbox = started.child;
    const { url, key } = started;

    const mibs = (seconds: number) => size / MiB / seconds;
    const rounds: { curl: number; client: number; rssGrowthBytes: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const curlFirst = i % 2 === 0;
      const curlBefore = curlFirst ? await curlUpload(url, key, file) : undefined;
      await dropUploads(sandboxDir, size);
      const client = await clientUpload(url, key, file);
      await dropUploads(sandboxDir, size);
      const curl = curlBefore ?? (await curlUpload(url, key, file));
      await dropUploads(sandboxDir, size);
      rounds.push({ curl: mibs(curl), client: mibs(client.seconds), rssGrowthBytes: client.rssGrowthBytes });
      console.log(
        `  round ${i + 1} (${curlFirst ? 'curl first' : 'client first'}): curl ${mibs(curl).toFixed(0)} MiB/s, ` +
          `client ${mibs(client.seconds).toFixed(0)} MiB/s, ratio ${(mibs(client.seconds) / mibs(curl)).toFixed(3)}`,
      );
    }
    const curlBest = Math.max(...rounds.map((r) => r.curl));
    const clientBest = Math.max(...rounds.map((r) => r.client));
    report(`upload of ${(size / MiB).toFixed(0)} MiB to the sandbox over loopback (best of ${runs})`, {
      sizeMiB: size / MiB,
      runs,
      sandboxStorage: storage,
      curlMiBPerSecond: curlBest,
      clientMiBPerSecond: clientBest,
      throughputRatio: clientBest / curlBest,
      medianRoundRatio: median(rounds.map((r) => r.client / r.curl)),
      throughputGoal: 0.95,
      clientRssGrowthMiB: Math.max(...rounds.map((r) => r.rssGrowthBytes)) / MiB,
      rssGrowthGoalMiB: 64,
    });
  } finally {
    sandbox?.kill('SIGTERM');
    if (sandbox && sandbox.exitCode === null) await once(sandbox, 'exit');
    await rm(work, { recursive: true, force: true });
    await rm(sandboxDir, { recursive: true, force: true });
  }
}

/**
 * Deletes the uploaded copies from the sandbox's storage, so each upload writes into memory the
 * one before it freed: on these virtual machines, writing memory never touched before costs up
 * to five times more after the first few gigabytes (measured with dd into tmpfs), which would
 * slow whichever upload comes later.
 */
async function dropUploads(sandboxDir: string, size: number): Promise<void> {
  const files = path.join(sandboxDir, 'files');
  for (const name of await readdir(files)) {
    if ((await stat(path.join(files, name))).size === size) await rm(path.join(files, name));
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

async function startSandbox(dataDir: string): Promise<{ child: ChildProcess; url: string; key: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/cli/main.ts', 'sandbox', '--port', '0', '--data-dir', dataDir, '--json'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const first = await firstLine(child);
  const { url, key } = JSON.parse(first) as { url: string; key: string };
  return { child, url, key };
}

async function firstLine(child: ChildProcess): Promise<string> {
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`child process exited (${String(code)}) before it was ready`);
  });
  const line = (async () => {
    for await (const l of lines) if (l.trim().startsWith('{')) return l;
    throw new Error('child process closed its output before it was ready');
  })();
  try {
    return await Promise.race([line, exited]);
  } finally {
    exited.catch(() => undefined);
  }
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

/** Runs our client in a child: baseline RSS once it is loaded, then the peak during the upload. */
async function clientUpload(
  url: string,
  key: string,
  file: string,
): Promise<{ seconds: number; rssGrowthBytes: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/run.ts', 'upload', '--client', url, file],
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

/** The child side: load everything, say ready, upload on "go", print the time. */
async function clientChild([url, file]: string[]): Promise<void> {
  const { createPrintServiceClient } = await import('../electron/print-service/client.js');
  const client = createPrintServiceClient({ baseUrl: url!, key: process.env.PRINTDESK_BENCH_KEY ?? '' });
  const input = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  console.log('ready');
  await input.next();
  const start = process.hrtime.bigint();
  try {
    await client.storage.uploadFile(remoteFolder, { path: file! });
    console.log(JSON.stringify({ seconds: Number(process.hrtime.bigint() - start) / 1e9 }));
  } catch (error) {
    console.log(JSON.stringify({ seconds: 0, error: (error as Error).message }));
  } finally {
    await client.close();
    process.stdin.destroy();
  }
}
