/**
 * `printdesk sync`: the hot-folder daemon without a window. It runs the app's own application layer
 * on the data folder (app/open-app.ts): same settings, key, proxy, engine, journal and jobs as the
 * app, so stopping it (or killing it) and starting it again loses nothing and uploads nothing twice.
 * This file reads the flags and reports: the progress on stderr, the summary on stdout.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './command.js';
import { jobFlagOptions, jobFlagUsage, jobPresetOf } from './sync-job-flags.js';
import { jobStage } from '../app/jobs/job-record.js';
import type { JobRunner } from '../app/jobs/job-runner.js';
import { NoServiceError, openApp, type App } from '../app/open-app.js';
import { defaultDataDir } from '../platform/app-paths.js';
import { AfterUpload, HotFolderLink, type JobPreset } from '../settings/schema.js';
import type { FileEvent } from '../sync/engine.js';
import { OutageWatch, defaultMaxWaitSeconds, pendingCount } from './sync-outage.js';
import { ProgressReport } from './sync-progress.js';

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
${jobFlagUsage}
  --workstation-name NAME
                         with --action: the name other workstations on a shared folder show
                         for the jobs this one runs (default: the host name)
  --once                 upload what is there now, run its jobs, print a summary, and exit
                         (exit code 0 only if nothing failed)
  --max-wait SECONDS     with --once: how long to wait for a print service that
                         cannot be reached before giving up with exit code 1
                         (default 300); the wait starts again each time it answers

The subscription key comes from PRINTDESK_KEY, else from the OS keychain.
Without --once it runs until SIGINT or SIGTERM. Progress goes to stderr; the summary
("uploaded N, skipped N, failed N", then with a job action "jobs: done N, awaiting
approval N, check this order N, failed N, by other workstations N") to stdout. A job ticket <name>.job.json beside a file overrides
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
  workstationName?: string;
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
      'workstation-name': { type: 'string' },
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
  const workstationName = values['workstation-name']?.trim();
  if (workstationName !== undefined && (workstationName === '' || workstationName.length > 64))
    throw new UsageError('--workstation-name must be 1 to 64 characters');
  if (workstationName !== undefined && !job) throw new UsageError('--workstation-name needs --action');
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
    ...(workstationName ? { workstationName } : {}),
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
  const link = HotFolderLink.parse({
    id: linkIdFor(args.localDir, args.remotePath),
    localPath: args.localDir,
    remotePath: args.remotePath,
    includeSubfolders: args.includeSubfolders,
    afterUpload: args.after,
    watchMode: args.poll ? 'polling' : 'auto',
    ...(args.job ? { job: args.job } : {}),
  });
  const progress = new ProgressReport(process.stderr);
  const app = await openDaemon(args, link, progress);
  if (typeof app === 'number') return app;
  const { sync: engine, jobs: runner } = app;
  const startedAt = Date.now();
  runner?.on('job', ({ job, step }) => {
    if (step !== 'created') progress.line(`job       ${job.relPath}: ${jobStage(job)}`);
  });
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
    if (args.once) outage.onGiveUp(resolve);
    else {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }
  });

  try {
    progress.line(`Watching ${args.localDir} → ${args.remotePath} (${serviceLabel(app)})`);
    await app.start();
    await (args.once ? Promise.race([engine.idle().then(() => runner?.idle()), stopped]) : stopped);
  } finally {
    outage.close();
    await app.close();
    progress.done();
  }
  const count = (state: string) => [...outcome.values()].filter((s) => s === state).length;
  console.log(`uploaded ${count('uploaded')}, skipped ${count('skipped')}, failed ${count('failed')}`);
  if (outage.gaveUp) {
    console.log(
      `The print service was unreachable for ${args.maxWaitMs / 1000} s: gave up; the ${pendingCount(engine.status())} files still waiting go on at the next run.`,
    );
  }
  const recent = (runner?.jobs() ?? []).filter((j) => j.updatedAt >= startedAt);
  // Jobs another workstation on the folder runs are its to count: they are reported apart.
  const jobs = recent.filter((j) => !j.handledBy);
  const elsewhere = recent.filter((j) => j.handledBy);
  const jobCount = (state: string) => jobs.filter((j) => j.state === state).length;
  if (runner) {
    console.log(
      `jobs: done ${jobCount('done')}, awaiting approval ${jobCount('awaiting-approval')}, check this order ${jobCount('check-order')}, failed ${jobCount('failed')}, by other workstations ${elsewhere.length}`,
    );
  }
  return authFailure || outage.gaveUp || count('failed') > 0 || jobCount('failed') > 0 ? 1 : 0;
}

type Daemon = App<JobRunner | null>;

/**
 * The app on the data folder, as the desktop app runs it there (its saved environment, key and
 * proxy), with the flags' link, concurrency and stability window, and --base-url and PRINTDESK_KEY
 * over the saved environment and key. Resolves to an exit code when the service cannot be used.
 */
async function openDaemon(
  args: SyncArgs,
  link: HotFolderLink,
  progress: ProgressReport,
): Promise<Daemon | number> {
  const serviceKey = process.env.PRINTDESK_KEY?.trim();
  try {
    return await openApp({
      dataDir: args.dataDir ?? defaultDataDir(),
      ...(args.baseUrl ? { environment: { kind: 'custom', baseUrl: args.baseUrl } } : {}),
      ...(serviceKey ? { serviceKey } : {}),
      requireService: true,
      log: (message, error) =>
        progress.line(`printdesk sync: ${message}${error === undefined ? '' : ` (${errorText(error)})`}`),
      hotFolders: { links: [link], concurrency: args.concurrency, stabilityMs: args.stabilityMs },
      jobs: args.job !== undefined,
      ...(args.workstationName ? { workstationName: args.workstationName } : {}),
    });
  } catch (error) {
    if (!(error instanceof NoServiceError)) throw error;
    if (error.reason === 'no-key') {
      throw new UsageError(
        `no subscription key for ${args.baseUrl ?? error.baseUrl}: set PRINTDESK_KEY or connect once in the app to store it in the keychain`,
      );
    }
    console.error(`printdesk sync: ${error.message}`);
    return 1;
  }
}

function serviceLabel(app: Daemon): string {
  const environment = app.account.current().environment;
  return environment.kind === 'embedded' ? 'embedded sandbox' : environment.baseUrl;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
