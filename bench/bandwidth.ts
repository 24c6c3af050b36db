/**
 * bandwidth: PrintDesk's upload limit and its cost, over a shaped link (100 Mbit/s, 40 ms round
 * trip by default) to the sandbox, against curl on the same link in the same run:
 *
 *   capAccuracy      with a 2 MiB/s limit, the rate the sandbox receives over 30 s, as a share of
 *                    the limit: one large file, and 200 small ones through a hot folder (the worse
 *                    of the two is the figure; goal 0.9–1.1)
 *   throughputRatio  unlimited, 1 GiB: curl's time over PrintDesk's (goal >= 0.9)
 *   batchRatio       1,000 files of 200 KiB through a hot folder against a curl loop at the same
 *                    concurrency: PrintDesk's time over curl's (goal <= 1.2)
 *   eventLoopP99Ms   PrintDesk's event loop delay (p99) while limited (goal <= 10)
 *
 * The link is made with network namespaces and `tc tbf` where the machine allows it (root), else
 * by the bench's own shaping relay (bench/support/shaped-link.ts); the report says which, and how
 * the delay was added. PrintDesk runs compiled, in a process of its own (support/bandwidth-child.ts).
 *
 *   npm run --silent bench -- bandwidth [--runs 3] [--link auto|netns|proxy] [--link-mbit 100]
 *     [--rtt-ms 40] [--limit-kib 2048] [--cap-seconds 30] [--big-mib 1024] [--small-files 200]
 *     [--batch-files 1000] [--batch-kib 200] [--concurrency 3]
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdir, mkdtemp, open, readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { writeLargePdf } from '../scripts/make-sample-pdfs.js';
import { MiB, flags, median, report } from './lib.js';
import type { ChildJob, ChildResult } from './support/bandwidth-child.js';
import { root } from './support/cli.js';
import { netnsAvailable, openLink, type LinkKind, type ShapedLink } from './support/shaped-link.js';

const KiB = 1024;
const goals = {
  capAccuracyLow: 0.9,
  capAccuracyHigh: 1.1,
  throughputRatio: 0.9,
  batchRatio: 1.2,
  eventLoopP99Ms: 10,
};

interface Round {
  capLarge: number;
  capSmall: number;
  throughputRatio: number;
  batchRatio: number;
  eventLoopP99Ms: number;
  loopLarge: number;
  loopSmall: number;
  loopQuiet: number;
}

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = [
  '--runs',
  '1',
  '--limit-kib',
  '256',
  '--cap-seconds',
  '1',
  '--big-mib',
  '2',
  '--small-files',
  '3',
  '--batch-files',
  '3',
  '--batch-kib',
  '20',
];

export async function run(argv: string[]): Promise<void> {
  const o = flags(argv, {
    runs: 3,
    link: 'auto',
    'link-mbit': 100,
    'rtt-ms': 40,
    'limit-kib': 2048,
    'cap-seconds': 30,
    'big-mib': 1024,
    'small-files': 200,
    'batch-files': 1000,
    'batch-kib': 200,
    concurrency: 3,
  });
  const why = o.link === 'proxy' ? 'asked for' : await netnsAvailable();
  if (o.link === 'netns' && why) throw new Error(`--link netns: ${why}`);
  const kind: LinkKind = why ? 'proxy' : 'netns';
  const limit = o['limit-kib'] * KiB;
  const work = await mkdtemp(path.join(tmpdir(), 'printdesk-bench-bandwidth-'));
  const sandboxDir = await mkdtemp(
    path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'printdesk-bench-bw-sandbox-'),
  );
  const link = await openLink(kind, { rate: (o['link-mbit'] * 1e6) / 8, rttMs: o['rtt-ms'], sandboxDir });
  const stopOnSignal = () => void link.close().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  console.log(
    `link: ${kind}${why ? ` (network namespaces not available: ${why})` : ''}, ${o['link-mbit']} Mbit/s, ` +
      `${o['rtt-ms']} ms round trip added by ${link.latency === 'netem' ? 'tc netem' : 'the relay'}`,
  );
  try {
    const files = await prepareFiles(work, o, limit);
    const rounds: Round[] = [];
    for (let i = 0; i < o.runs; i++) {
      const capLarge = await capOnLargeFile(link, files.capLarge, limit, o['cap-seconds']);
      await dropUploads(sandboxDir);
      const capSmall = await capOnSmallFiles(link, work, files.smallPdf, o['small-files'], limit, o);
      await dropUploads(sandboxDir);
      const throughput = await unlimitedLarge(link, files, sandboxDir, i % 2 === 0);
      const batch = await batchOfFiles(link, work, files.batchPdf, o, sandboxDir);
      const round: Round = {
        capLarge: capLarge.accuracy,
        capSmall: capSmall.accuracy,
        throughputRatio: throughput,
        batchRatio: batch,
        eventLoopP99Ms: Math.max(capLarge.loopP99Ms, capSmall.loopP99Ms),
        loopLarge: capLarge.loopP99Ms,
        loopSmall: capSmall.loopP99Ms,
        loopQuiet: Math.max(capLarge.quietP99Ms, capSmall.quietP99Ms),
      };
      rounds.push(round);
      console.log(
        `  round ${i + 1}: capAccuracy large ${round.capLarge.toFixed(3)}, small ${round.capSmall.toFixed(3)}; ` +
          `throughputRatio ${round.throughputRatio.toFixed(3)}; batchRatio ${round.batchRatio.toFixed(3)}; ` +
          `eventLoopP99Ms ${round.eventLoopP99Ms.toFixed(2)} (large ${round.loopLarge.toFixed(2)}, small ` +
          `${round.loopSmall.toFixed(2)}; with nothing to do ${round.loopQuiet.toFixed(2)})`,
      );
    }
    const worst = (r: Round) =>
      Math.abs(r.capLarge - 1) > Math.abs(r.capSmall - 1) ? r.capLarge : r.capSmall;
    const spread = (values: number[]) =>
      `${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)}`;
    const figures = {
      link: kind,
      latency: link.latency,
      linkMbit: o['link-mbit'],
      rttMs: o['rtt-ms'],
      limitMiBPerSecond: limit / MiB,
      runs: o.runs,
      capAccuracy: median(rounds.map(worst)),
      capAccuracySpread: spread(rounds.map(worst)),
      capAccuracyLarge: median(rounds.map((r) => r.capLarge)),
      capAccuracyLargeSpread: spread(rounds.map((r) => r.capLarge)),
      capAccuracySmall: median(rounds.map((r) => r.capSmall)),
      capAccuracySmallSpread: spread(rounds.map((r) => r.capSmall)),
      throughputRatio: median(rounds.map((r) => r.throughputRatio)),
      throughputRatioSpread: spread(rounds.map((r) => r.throughputRatio)),
      batchRatio: median(rounds.map((r) => r.batchRatio)),
      batchRatioSpread: spread(rounds.map((r) => r.batchRatio)),
      eventLoopP99Ms: median(rounds.map((r) => r.eventLoopP99Ms)),
      eventLoopP99MsSpread: spread(rounds.map((r) => r.eventLoopP99Ms)),
      eventLoopP99LargeMs: median(rounds.map((r) => r.loopLarge)),
      eventLoopP99SmallMs: median(rounds.map((r) => r.loopSmall)),
      // The floor: the same process's loop with nothing to do, just before (what the machine's cores allow).
      eventLoopQuietP99Ms: median(rounds.map((r) => r.loopQuiet)),
      eventLoopQuietP99MsSpread: spread(rounds.map((r) => r.loopQuiet)),
      ...Object.fromEntries(Object.entries(goals).map(([k, v]) => [`goal_${k}`, v])),
    };
    report(
      `bandwidth: upload limit and cost over a shaped link (${kind}), medians of ${o.runs} rounds (spread min–max)`,
      figures,
    );
  } finally {
    process.off('SIGINT', stopOnSignal);
    await link.close();
    await rm(work, { recursive: true, force: true });
    await rm(sandboxDir, { recursive: true, force: true });
  }
}

interface Options {
  'small-files': number;
  'batch-files': number;
  'batch-kib': number;
  concurrency: number;
  'cap-seconds': number;
  'big-mib': number;
}

async function prepareFiles(work: string, o: Options, limit: number) {
  const capLarge = path.join(work, 'cap-large.bin');
  // Enough for the window and the start around it; stopped once measured.
  await generateFile(capLarge, limit * (o['cap-seconds'] + 20));
  const smallPdf = path.join(work, 'small.pdf');
  await writeLargePdf(smallPdf, Math.ceil((limit * (o['cap-seconds'] + 15)) / o['small-files']));
  const batchPdf = path.join(work, 'batch.pdf');
  await writeLargePdf(batchPdf, o['batch-kib'] * KiB);
  const big = path.join(work, 'big.bin');
  await generateFile(big, o['big-mib'] * MiB);
  const warmUp = path.join(work, 'warm-up.bin');
  await generateFile(warmUp, 8 * MiB);
  await promisify(execFile)('sync');
  return { capLarge, smallPdf, batchPdf, big, warmUp };
}

/** Not a PDF: the sandbox marks it broken at once instead of reading it. */
async function generateFile(file: string, size: number): Promise<void> {
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
}

/** A PrintDesk child on the client side; `window` runs once it says "started". */
/** What a window may tell the PrintDesk process: its loop's figures start now, or stop the job. */
interface ChildControl {
  mark(): void;
  stop(): void;
}

async function child(
  link: ShapedLink,
  job: ChildJob,
  window?: (control: ChildControl) => Promise<void>,
): Promise<ChildResult> {
  const [command, args] = link.clientCommand(process.execPath, [
    '--import',
    'tsx',
    path.join(root, 'bench/support/bandwidth-child.ts'),
    Buffer.from(JSON.stringify(job)).toString('base64'),
  ]);
  const process_ = spawn(command, args, { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: process_.stdout! })[Symbol.asyncIterator]();
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error('the PrintDesk process ended early');
    return value as string;
  };
  if ((await next()) !== 'started') throw new Error('the PrintDesk process did not start its job');
  if (window) {
    await window({
      mark: () => process_.stdin!.write('window\n'),
      stop: () => process_.stdin!.write('stop\n'),
    });
  }
  const result = JSON.parse(await next()) as ChildResult;
  process_.stdin!.end();
  if (process_.exitCode === null) await once(process_, 'exit');
  if (result.error) throw new Error(`PrintDesk's ${job.kind} job failed: ${result.error}`);
  return result;
}

/**
 * The rate the sandbox receives over `seconds`, after a few seconds to settle, as a share of `limit`;
 * PrintDesk's loop is measured over the same window.
 */
async function measureWindow(
  link: ShapedLink,
  limit: number,
  seconds: number,
  control: ChildControl,
): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  control.mark();
  const first = await link.delivered();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const last = await link.delivered();
  return (last.delivered - first.delivered) / ((last.at - first.at) / 1000) / limit;
}

async function capOnLargeFile(link: ShapedLink, file: string, limit: number, seconds: number) {
  let accuracy = 0;
  const result = await child(
    link,
    { kind: 'upload', url: link.url, key: link.key, file, limit },
    async (control) => {
      accuracy = await measureWindow(link, limit, seconds, control);
      control.stop();
    },
  );
  return { accuracy, loopP99Ms: result.loopP99Ms, quietP99Ms: result.quietP99Ms };
}

async function capOnSmallFiles(
  link: ShapedLink,
  work: string,
  pdf: string,
  count: number,
  limit: number,
  o: Options,
) {
  const dir = await freshDir(work, 'cap-small');
  await copies(pdf, path.join(dir, 'source'), count);
  let accuracy = 0;
  const job: ChildJob = {
    kind: 'hot',
    url: link.url,
    key: link.key,
    dir,
    limit,
    concurrency: o.concurrency,
    stabilityMs: 300,
  };
  const result = await child(link, job, async (control) => {
    accuracy = await measureWindow(link, limit, o['cap-seconds'], control);
    control.stop();
  });
  return { accuracy, loopP99Ms: result.loopP99Ms, quietP99Ms: result.quietP99Ms };
}

/** curl's time over PrintDesk's for the big file, unlimited (each goes first every other round). */
async function unlimitedLarge(
  link: ShapedLink,
  files: { big: string; warmUp: string },
  sandboxDir: string,
  curlFirst: boolean,
): Promise<number> {
  const curlTime = async () => {
    const seconds = await curlUpload(link, files.big);
    await dropUploads(sandboxDir);
    return seconds;
  };
  const before = curlFirst ? await curlTime() : undefined;
  const ours = await child(link, {
    kind: 'upload',
    url: link.url,
    key: link.key,
    file: files.big,
    limit: null,
    warmUp: files.warmUp,
  });
  await dropUploads(sandboxDir);
  const curl = before ?? (await curlTime());
  console.log(
    `    ${(await stat(files.big)).size / MiB} MiB unlimited: curl ${curl.toFixed(1)} s, PrintDesk ${ours.seconds.toFixed(1)} s`,
  );
  return curl / ours.seconds;
}

/** PrintDesk's time over a curl loop's for the batch, at the same concurrency. */
async function batchOfFiles(
  link: ShapedLink,
  work: string,
  pdf: string,
  o: Options,
  sandboxDir: string,
): Promise<number> {
  const dir = await freshDir(work, 'batch');
  const names = await copies(pdf, path.join(dir, 'curl'), o['batch-files']);
  const start = performance.now();
  await curlLoop(link, path.join(dir, 'curl'), names, o.concurrency);
  const curl = (performance.now() - start) / 1000;
  await copies(pdf, path.join(dir, 'source'), o['batch-files']);
  const job: ChildJob = {
    kind: 'hot',
    url: link.url,
    key: link.key,
    dir,
    limit: null,
    concurrency: o.concurrency,
    stabilityMs: 300,
  };
  const ours = await child(link, job);
  if (ours.uploaded !== o['batch-files'])
    throw new Error(`the hot folder uploaded ${ours.uploaded} of ${o['batch-files']} files`);
  await dropUploads(sandboxDir);
  console.log(
    `    ${o['batch-files']} × ${o['batch-kib']} KiB: curl loop ${curl.toFixed(1)} s, PrintDesk ${ours.seconds.toFixed(1)} s`,
  );
  return ours.seconds / curl;
}

const curlArgs = (link: ShapedLink, file: string) => [
  '-sS',
  '-f',
  '-o',
  '/dev/null',
  // No "Expect: 100-continue" round trip: the strongest reference.
  '-H',
  'Expect:',
  '-H',
  `Ocp-Apim-Subscription-Key: ${link.key}`,
  '-F',
  `file=@${file};type=application/octet-stream`,
  `${link.url}/dir/StorageService/${encodeURIComponent('Bench curl')}`,
];

async function curlUpload(link: ShapedLink, file: string): Promise<number> {
  const [command, args] = link.clientCommand('curl', ['-w', '%{time_total}', ...curlArgs(link, file)]);
  const { stdout } = await promisify(execFile)(command, args, { maxBuffer: 1 << 20 });
  return Number(stdout.trim());
}

/** `concurrency` curls at a time over the files, in one process tree on the client side (xargs). */
async function curlLoop(link: ShapedLink, dir: string, names: string[], concurrency: number): Promise<void> {
  const args = curlArgs(link, '{}')
    .map((a) => `'${a.replace(/'/g, `'\\''`)}'`)
    .join(' ');
  const [command, shellArgs] = link.clientCommand('sh', [
    '-c',
    `cd '${dir}' && xargs -P ${concurrency} -I{} curl ${args}`,
  ]);
  const child = spawn(command, shellArgs, { stdio: ['pipe', 'ignore', 'inherit'] });
  child.stdin!.end(`${names.join('\n')}\n`);
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`the curl loop failed (exit ${code})`);
}

async function freshDir(work: string, name: string): Promise<string> {
  const dir = path.join(work, name);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  return dir;
}

async function copies(file: string, dir: string, count: number): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const names = Array.from({ length: count }, (_, i) => `file-${String(i).padStart(5, '0')}.pdf`);
  for (const name of names) await copyFile(file, path.join(dir, name));
  return names;
}

/** Deletes the sandbox's stored copies of a megabyte or more, so memory is reused (see bench/upload.ts). */
async function dropUploads(sandboxDir: string): Promise<void> {
  const files = path.join(sandboxDir, 'files');
  for (const name of await readdir(files).catch(() => [])) {
    const file = path.join(files, name);
    if (((await stat(file).catch(() => undefined))?.size ?? 0) >= MiB) await rm(file, { force: true });
  }
}
