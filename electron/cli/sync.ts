/**
 * `printdesk sync`: the hot-folder daemon without a window. Same engine, same journal as the app,
 * so stopping it (or killing it) and starting it again loses nothing and uploads nothing twice.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './command.js';
import { jobFlagOptions, jobFlagUsage, jobPresetOf } from './sync-job-flags.js';
import { defaultDataDir, defaultSandboxDir } from '../app-paths.js';
import { FileWorkPool } from '../file-work/pool.js';
import { createPrintServiceClient } from '../print-service/client.js';
import { AfterUpload, HotFolderLink, type Environment, type JobPreset } from '../settings/schema.js';
import { JobRunner } from '../jobs/job-runner.js';
import { jobStage } from '../jobs/job-record.js';
import { createSyncEngine, type FileEvent } from '../sync/engine.js';
import { printLibrary } from '../sync/print-library.js';
import { OutageWatch, defaultMaxWaitSeconds, pendingCount } from './sync-outage.js';
import { bwlimitFlag, startSyncBandwidth } from './sync-bandwidth.js';
import { UploadBudget } from '../bandwidth/shared-budget.js';
import type { BandwidthSetting } from '../bandwidth/setting.js';

export const usage = `Usage: printdesk sync <localDir> --to <remoteFolderPath> [flags]

Uploads every print file in <localDir> to the folder <remoteFolderPath> of the print library,
exactly once, and keeps watching for new and changed files (a hot folder).

Flags:
  --to PATH              remote folder path, e.g. "Hot folders/Brochures" (required)
  --base-url URL         print service base URL (default: the configured environment;
                         "embedded" starts the built-in sandbox)
  --data-dir DIR         PrintDesk data folder holding the sync journal (default: the app's)
  --concurrency N        uploads at once, 1-16 (default 3)
  --after ACTION         after upload: keep | move (to Uploaded/) | delete (default keep);
                         with --action, once the file's job is done (a failed job's file
                         goes to Failed/ with the reason)
  --include-subfolders   also upload files in sub-folders, mirrored as remote sub-folders
  --stability-ms N       a file must stay unchanged this long before upload (default 3000)
  --poll                 always poll the folder (a network share is found and polled anyway)
  --bwlimit RATE         upload limit for this run, instead of the data folder's: 1M is 1 MiB/s,
                         500k 500 KiB/s (no unit: KiB/s), off for none; or a timetable such as
                         "Mon-Fri,08:00,2M 18:00,off" (docs/bandwidth.md)
${jobFlagUsage}
  --once                 upload what is there now, run its jobs, print a summary, and exit
                         (exit code 0 only if nothing failed; 1 when paused)
  --max-wait SECONDS     with --once: how long to wait for a print service that
                         cannot be reached before giving up with exit code 1
                         (default 300); the wait starts again each time it answers

The subscription key comes from PRINTDESK_KEY, else from the OS keychain.
\`printdesk pause\`, \`resume\` and \`bwlimit\` change the data folder's pause and upload limit;
a running sync takes them within seconds.
Without --once it runs until SIGINT or SIGTERM. Progress goes to stderr; the summary
("uploaded N, skipped N, failed N", then with a job action "jobs: done N, awaiting
approval N, failed N") to stdout. A job ticket <name>.job.json beside a file overrides
--quantity and --recipient for that file (docs/hot-folder-jobs.md).`;

interface SyncArgs {
  localDir: string;
  remotePath: string;
  baseUrl?: string;
  dataDir?: string;
  concurrency: number;
  after: AfterUpload;
  includeSubfolders: boolean;
  stabilityMs: number;
  poll: boolean;
  once: boolean;
  maxWaitMs: number;
  job?: JobPreset;
  bwlimit?: BandwidthSetting;
}

function parse(argv: readonly string[]): SyncArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'base-url': { type: 'string' },
      'data-dir': { type: 'string' },
      concurrency: { type: 'string' },
      after: { type: 'string' },
      'include-subfolders': { type: 'boolean' },
      'stability-ms': { type: 'string' },
      poll: { type: 'boolean' },
      once: { type: 'boolean' },
      'max-wait': { type: 'string' },
      bwlimit: { type: 'string' },
      ...jobFlagOptions,
    },
  });
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0 ? 'missing <localDir>' : `expected one <localDir>, got ${positionals.length}`,
    );
  }
  if (!values.to?.trim()) throw new UsageError('--to <remoteFolderPath> is required');
  const concurrency = wholeNumber('--concurrency', values.concurrency ?? '3', 1, 16);
  const after = AfterUpload.safeParse(values.after ?? 'keep');
  if (!after.success) throw new UsageError(`--after must be keep, move or delete, not "${values.after}"`);
  const job = jobPresetOf(values);
  const bwlimit = values.bwlimit === undefined ? undefined : bwlimitFlag(values.bwlimit);
  const baseUrl = values['base-url'];
  if (baseUrl !== undefined && !/^https?:\/\/[^\s/]+/.test(baseUrl)) {
    throw new UsageError(`--base-url must be an http(s) URL, not "${baseUrl}"`);
  }
  return {
    localDir: path.resolve(positionals[0]!),
    remotePath: values.to.trim(),
    ...(baseUrl ? { baseUrl } : {}),
    ...(values['data-dir'] ? { dataDir: path.resolve(values['data-dir']) } : {}),
    concurrency,
    after: after.data,
    includeSubfolders: values['include-subfolders'] ?? false,
    stabilityMs: wholeNumber('--stability-ms', values['stability-ms'] ?? '3000', 0, 3_600_000),
    poll: values.poll ?? false,
    once: values.once ?? false,
    maxWaitMs:
      1000 * wholeNumber('--max-wait', values['max-wait'] ?? String(defaultMaxWaitSeconds), 0, 86_400),
    ...(job ? { job } : {}),
    ...(bwlimit ? { bwlimit } : {}),
  };
}

function wholeNumber(flag: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max)
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return n;
}

export async function run(argv: readonly string[]): Promise<number> {
  const args = parse(argv);
  const stat = await fs.stat(args.localDir).catch(() => undefined);
  if (!stat?.isDirectory()) {
    console.error(`printdesk sync: ${args.localDir} is not a folder.`);
    return 1;
  }
  const dataDir = args.dataDir ?? defaultDataDir();
  const service = await connect(args, dataDir);
  const link = HotFolderLink.parse({
    id: linkIdFor(args.localDir, args.remotePath),
    localPath: args.localDir,
    remotePath: args.remotePath,
    includeSubfolders: args.includeSubfolders,
    afterUpload: args.after,
    watchMode: args.poll ? 'polling' : 'auto',
    ...(args.job ? { job: args.job } : {}),
  });
  const uploadBudget = UploadBudget.create();
  const client = createPrintServiceClient({ baseUrl: service.baseUrl, key: service.key, uploadBudget });
  const fileWork = new FileWorkPool();
  const engine = await createSyncEngine({
    dataDir,
    remote: printLibrary(client),
    fileWork,
    links: [link],
    concurrency: args.concurrency,
    stabilityMs: args.stabilityMs,
  });
  const startedAt = Date.now();
  const runner = args.job
    ? await JobRunner.open({ dataDir, client: () => client, links: [link] })
    : undefined;
  const progress = new ProgressReport(process.stderr);
  runner?.on('job', ({ job, step }) => {
    if (step !== 'created') progress.line(`job       ${job.relPath}: ${jobStage(job)}`);
  });
  runner?.attach(engine);
  const outcome = new Map<string, 'uploaded' | 'skipped' | 'failed'>();
  engine.on('file', (event) => {
    const final = finalState(event);
    if (final) outcome.set(event.entry.key, final);
    else outcome.delete(event.entry.key);
    progress.file(event);
  });
  engine.on('progress', (p) => progress.bytes(p.bytesSent, p.bytesTotal));
  engine.on('status', (s) => progress.counts(s.queued + s.uploading));
  const outage = new OutageWatch(args.maxWaitMs, (line) => progress.line(line));
  // Before the engine starts: a pause in force holds the folder from the first moment.
  const bandwidth = await startSyncBandwidth({
    dataDir,
    engine,
    budget: uploadBudget,
    ...(args.bwlimit ? { override: args.bwlimit } : {}),
    say: (line) => progress.line(line),
  });
  let pausedOut = false;
  engine.on('status', (s) => outage.status(s));

  let authFailure: string | undefined;
  const stopped = new Promise<void>((resolve) => {
    engine.on('notice', (notice) => {
      // A refused key or proxy password holds everything until the user fixes it: no use waiting.
      const holds = notice.kind === 'auth' || notice.kind === 'proxy';
      progress.line(`${holds ? 'error' : 'notice'}: ${notice.message}`);
      if (holds && args.once) {
        authFailure = notice.message;
        resolve();
      }
    });
    if (args.once) {
      outage.onGiveUp(resolve);
      // One pass cannot wait for a pause to end: what waits goes at the next run.
      const stopPaused = () => {
        pausedOut = true;
        resolve();
      };
      if (bandwidth.paused()) stopPaused();
      else bandwidth.onPause(stopPaused);
    } else {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }
  });

  try {
    progress.line(`Watching ${args.localDir} → ${args.remotePath} (${service.label})`);
    await engine.start();
    await (args.once ? Promise.race([engine.idle().then(() => runner?.idle()), stopped]) : stopped);
  } finally {
    outage.close();
    bandwidth.close();
    await runner?.close();
    await engine.stop();
    await fileWork.close();
    await client.close();
    await service.close();
    progress.done();
  }
  const count = (state: string) => [...outcome.values()].filter((s) => s === state).length;
  console.log(`uploaded ${count('uploaded')}, skipped ${count('skipped')}, failed ${count('failed')}`);
  if (outage.gaveUp) {
    console.log(
      `The print service was unreachable for ${args.maxWaitMs / 1000} s: gave up; the ${pendingCount(engine.status())} files still waiting go on at the next run.`,
    );
  }
  if (pausedOut) {
    console.log(
      `Hot folders are paused ${bandwidth.pauseText() ?? ''}: the ${pendingCount(engine.status())} files still waiting go at the next run.`,
    );
  }
  const jobs = (runner?.jobs() ?? []).filter((j) => j.updatedAt >= startedAt);
  const jobCount = (state: string) => jobs.filter((j) => j.state === state).length;
  if (runner) {
    console.log(
      `jobs: done ${jobCount('done')}, awaiting approval ${jobCount('awaiting-approval')}, failed ${jobCount('failed')}`,
    );
  }
  return authFailure || outage.gaveUp || pausedOut || count('failed') > 0 || jobCount('failed') > 0 ? 1 : 0;
}

function finalState(event: FileEvent): 'uploaded' | 'skipped' | 'failed' | undefined {
  if (event.unchanged) return 'skipped';
  const s = event.entry.state;
  return s === 'uploaded' || s === 'skipped' || s === 'failed' ? s : undefined;
}

/** A link id that stays the same for the same folder pair, so every run shares its journal entries. */
function linkIdFor(localDir: string, remotePath: string): string {
  const h = createHash('sha256').update(`${localDir}\n${remotePath.toLowerCase()}`).digest('hex');
  // Shaped as an RFC 9562 version-8 (custom) UUID.
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

interface Service {
  baseUrl: string;
  key: string;
  label: string;
  close(): Promise<void>;
}

async function connect(args: SyncArgs, dataDir: string): Promise<Service> {
  const environment: Environment = args.baseUrl
    ? { kind: 'custom', baseUrl: args.baseUrl }
    : await configuredEnvironment(dataDir);
  if (environment.kind === 'embedded') {
    const { startSandbox } = await import('../sandbox/index.js');
    const sandbox = await startSandbox({ dataDir: defaultSandboxDir(dataDir) });
    return {
      baseUrl: sandbox.url,
      key: sandbox.key,
      label: 'embedded sandbox',
      close: () => sandbox.close(),
    };
  }
  const key = await keyFor(environment.baseUrl);
  return { baseUrl: environment.baseUrl, key, label: environment.baseUrl, close: async () => {} };
}

async function keyFor(baseUrl: string): Promise<string> {
  const fromEnv = process.env.PRINTDESK_KEY?.trim();
  if (fromEnv) return fromEnv;
  const { openSecretStore } = await import('../secrets/open.js');
  const { secretAccountFor } = await import('../secrets/secret-store.js');
  const store = await openSecretStore();
  const key = await store.get(secretAccountFor(baseUrl));
  if (!key) {
    throw new UsageError(
      `no subscription key for ${baseUrl}: set PRINTDESK_KEY or connect once in the app to store it in the keychain`,
    );
  }
  return key;
}

async function configuredEnvironment(dataDir: string): Promise<Environment> {
  const { openSettings } = await import('../settings/settings.js');
  const opened = await openSettings(dataDir);
  if (opened.warning) console.error(`printdesk sync: ${opened.warning}`);
  return opened.store.get().environment;
}

/** Progress on stderr: a redrawn bar on a terminal, plain lines otherwise. */
class ProgressReport {
  private readonly tty: boolean;
  private pending = 0;
  private sent = 0;
  private total = 0;
  private finished = 0;
  private drawn = false;

  constructor(private readonly out: NodeJS.WriteStream) {
    this.tty = out.isTTY === true;
  }

  file(event: FileEvent): void {
    const { entry } = event;
    if (entry.state === 'uploaded' || entry.state === 'skipped' || entry.state === 'failed') this.finished++;
    if (event.unchanged) return;
    if (!this.tty || entry.state === 'failed') {
      const why = event.message ? ` (${event.message})` : '';
      this.line(`${entry.state.padEnd(9)} ${entry.relPath}${why}`);
    }
    this.draw();
  }

  bytes(sent: number, total: number): void {
    this.sent = sent;
    this.total = total;
    this.draw();
  }

  counts(pending: number): void {
    this.pending = pending;
    this.draw();
  }

  line(text: string): void {
    if (this.tty && this.drawn) this.out.write('\r\x1b[2K');
    this.out.write(`${text}\n`);
    this.drawn = false;
    this.draw();
  }

  done(): void {
    if (this.tty && this.drawn) this.out.write('\r\x1b[2K');
    this.drawn = false;
  }

  private draw(): void {
    if (!this.tty) return;
    const all = this.finished + this.pending;
    const share = all === 0 ? 1 : this.finished / all;
    const width = 30;
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '-');
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    this.out.write(
      `\r\x1b[2K[${bar}] ${this.finished}/${all} files, ${mb(this.sent)}/${mb(this.total)} MB in flight`,
    );
    this.drawn = true;
  }
}
