/**
 * `printdesk sync`: the hot-folder daemon without a window. It runs the app's own application layer
 * on the data folder (app/open-app.ts): same settings, key, proxy, engine, journal and jobs as the
 * app, so stopping it (or killing it) and starting it again loses nothing and uploads nothing twice.
 * This file reads the flags and reports: the progress on stderr, the summary on stdout.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UsageError } from './command.js';
import { baseUrlFlag, daemonCurrency, linkIdFor, openDaemon, type Daemon } from './daemon-app.js';
import {
  jobFlagOptions,
  jobFlagUsage,
  jobPresetOf,
  preflightProfileOf,
  type JobPresetIn,
} from './sync-job-flags.js';
import { hookFlagOptions, hookFlagsOf, type HookFlags } from './sync-hook-flags.js';
import { jobStage } from '../app/jobs/job-record.js';
import { AfterUpload, HotFolderLink } from '../shared/settings/schema.js';
import type { ProfileName } from '../shared/preflight/profiles.js';
import { DaemonLife, type Ending } from './sync-lifetime.js';
import { OutageWatch, defaultMaxWaitSeconds, pendingCount } from './sync-outage.js';
import { ProgressReport } from './sync-progress.js';
import { bwlimitFlag, bandwidthLines } from './sync-bandwidth.js';
import type { BandwidthSetting } from '../shared/bandwidth/setting.js';
import { pauseLabel } from '../i18n/pause-text.js';
import { RunSummary } from './sync-summary.js';
import { cliIntl, say } from './cli-intl.js';
import { terminalSafe } from './terminal-text.js';

export const usage = (): string => say('cli.sync.usage', { jobFlags: jobFlagUsage() });

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
  allowInsecureHttp: boolean;
  job?: JobPresetIn;
  preflightProfile: ProfileName;
  workstationName?: string;
  bwlimit?: BandwidthSetting;
  hooks: HookFlags;
}

function parse(argv: readonly string[]): SyncArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      'base-url': { type: 'string' },
      'allow-insecure-http': { type: 'boolean' },
      'data-dir': { type: 'string' },
      concurrency: { type: 'string' },
      after: { type: 'string' },
      'include-subfolders': { type: 'boolean' },
      'stability-ms': { type: 'string' },
      poll: { type: 'boolean' },
      once: { type: 'boolean' },
      'max-wait': { type: 'string' },
      'workstation-name': { type: 'string' },
      bwlimit: { type: 'string' },
      ...hookFlagOptions,
      ...jobFlagOptions,
    },
  });
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? say('cli.sync.missingDir')
        : say('cli.sync.oneDir', { count: positionals.length }),
    );
  }
  if (!values.to?.trim()) throw new UsageError(say('cli.sync.toRequired'));
  const concurrency = wholeNumber('--concurrency', values.concurrency ?? '3', 1, 16);
  const after = AfterUpload.safeParse(values.after ?? 'keep');
  if (!after.success) throw new UsageError(say('cli.sync.badAfter', { value: String(values.after) }));
  const job = jobPresetOf(values);
  const workstationName = values['workstation-name']?.trim();
  if (workstationName !== undefined && (workstationName === '' || workstationName.length > 64))
    throw new UsageError('--workstation-name must be 1 to 64 characters');
  if (workstationName !== undefined && !job) throw new UsageError('--workstation-name needs --action');
  const bwlimit = values.bwlimit === undefined ? undefined : bwlimitFlag(values.bwlimit);
  const baseUrl = baseUrlFlag(values['base-url']);
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
    allowInsecureHttp: values['allow-insecure-http'] ?? false,
    ...(job ? { job } : {}),
    preflightProfile: preflightProfileOf(values.preflight),
    ...(workstationName ? { workstationName } : {}),
    ...(bwlimit ? { bwlimit } : {}),
    hooks: hookFlagsOf(values, values['allow-insecure-http'] ?? false),
  };
}

function wholeNumber(flag: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max)
    throw new UsageError(say('cli.sync.badNumber', { flag, min, max, value: raw }));
  return n;
}

export async function run(argv: readonly string[]): Promise<number> {
  const args = parse(argv);
  const stat = await fs.stat(args.localDir).catch(() => undefined);
  // The daemon waits for a folder not there yet (a share mounted after it started), as for one that goes away.
  if (stat ? !stat.isDirectory() : args.once) {
    console.error(terminalSafe(say('cli.sync.notAFolder', { dir: args.localDir })));
    return 1;
  }
  const link = HotFolderLink.parse({
    id: linkIdFor(args.localDir, args.remotePath),
    localPath: args.localDir,
    remotePath: args.remotePath,
    includeSubfolders: args.includeSubfolders,
    afterUpload: args.after,
    watchMode: args.poll ? 'polling' : 'auto',
    ...(args.job ? { job: args.job(await daemonCurrency(args)) } : {}),
    preflightProfile: args.preflightProfile,
  });
  const progress = new ProgressReport(process.stderr);
  const life = new DaemonLife(args.once);
  try {
    // The bandwidth's lines (limit, pause); one pass cannot wait for a pause to end: what waits goes at the next run.
    const bandwidth = bandwidthLines(
      (line) => progress.line(line),
      () => {
        if (args.once) life.end({ kind: 'paused' });
      },
    );
    const app = await openDaemon('printdesk sync', args, link, progress, bandwidth.status);
    if (typeof app === 'number') return app;
    return await runDaemon(args, app, progress, life);
  } finally {
    life.close();
  }
}

/** Runs the opened daemon until its work is done (--once) or it is told to stop; resolves to the exit code. */
async function runDaemon(
  args: SyncArgs,
  app: Daemon,
  progress: ProgressReport,
  life: DaemonLife,
): Promise<number> {
  const { sync: engine, jobs: runner, appLog } = app;
  const startedAt = Date.now();
  runner?.on('job', ({ job, step }) => {
    if (step !== 'created') progress.line(`job       ${job.relPath}: ${jobStage(job)}`);
  });
  const summary = new RunSummary();
  engine.on('file', (event) => {
    summary.file(event);
    progress.file(event);
  });
  engine.on('folder', (event) => summary.folder(event));
  engine.on('progress', (p) => progress.bytes(p.bytesSent, p.bytesTotal));
  engine.on('status', (s) => progress.counts(s.queued + s.uploading));
  const outage = new OutageWatch(args.maxWaitMs, (line) => progress.line(line));
  engine.on('status', (s) => outage.status(s));
  engine.on('fatal', (error) => life.end({ kind: 'fatal', error }));
  engine.on('notice', (notice) => {
    // A refused key or proxy password holds everything until the user fixes it: no use waiting.
    const holds = notice.kind === 'auth' || notice.kind === 'proxy';
    const message =
      notice.kind === 'set-aside'
        ? say('hot-folders.setAside.record', { file: notice.file ?? '', reason: notice.reason ?? '' })
        : notice.message;
    progress.line(say('cli.sync.notice', { holds, message }));
    if (holds && args.once) life.end({ kind: 'held', message: notice.message });
  });
  if (args.once) outage.onGiveUp(() => life.end({ kind: 'gave-up' }));

  let ending: Ending;
  try {
    progress.line(
      say('cli.sync.watching', { dir: args.localDir, remote: args.remotePath, service: serviceLabel(app) }),
    );
    appLog.info('printdesk sync started', { folder: args.localDir, to: args.remotePath, once: args.once });
    const started = app.start().then(
      () => {
        // Its own orders only: it tells their shipping to its hooks (the app tells the person).
        if (app.hooks.active()) app.orderWatch.start();
        return args.once
          ? engine
              .idle()
              .then(() => runner?.idle())
              .then(() => app.hooks.idle())
          : new Promise<never>(() => {});
      },
      (error: unknown) => life.end({ kind: 'fatal', error: asError(error) }),
    );
    void started.then(() => life.end({ kind: 'done' }));
    ending = await life.ended;
    if (ending.kind === 'fatal') appLog.error('printdesk sync', ending.error);
    else appLog.info(`printdesk sync stopping (${ending.kind === 'signal' ? ending.signal : ending.kind})`);
  } finally {
    outage.close();
    await app.close();
    progress.done();
  }
  for (const line of summary.lines()) console.log(line);
  if (ending.kind === 'gave-up') {
    console.log(
      say('cli.sync.gaveUp', { seconds: args.maxWaitMs / 1000, count: pendingCount(engine.status()) }),
    );
  }
  const pause = app.bandwidth.status().pause;
  if (ending.kind === 'paused' && pause) {
    console.log(
      say('cli.sync.paused', {
        until: pauseLabel(pause, new Date(), cliIntl()),
        count: pendingCount(engine.status()),
      }),
    );
  }
  const recent = (runner?.jobs() ?? []).filter((j) => j.updatedAt >= startedAt);
  // Jobs another workstation on the folder runs are its to count: they are reported apart.
  const jobs = recent.filter((j) => !j.handledBy);
  const elsewhere = recent.filter((j) => j.handledBy);
  const jobCount = (state: string) => jobs.filter((j) => j.state === state).length;
  if (runner) {
    console.log(
      say('cli.sync.jobs', {
        done: jobCount('done'),
        awaiting: jobCount('awaiting-approval'),
        check: jobCount('check-order'),
        failed: jobCount('failed'),
        elsewhere: elsewhere.length,
      }),
    );
    for (const job of jobs.filter((j) => j.state === 'failed'))
      console.log(
        terminalSafe(
          say('cli.sync.jobFailed', { file: job.relPath, reason: job.error ?? say('cli.sync.noReason') }),
        ),
      );
  }
  if (ending.kind === 'fatal') {
    console.error(terminalSafe(say('cli.sync.fatal', { message: ending.error.message })));
    return 1;
  }
  if (ending.kind === 'signal') return 0;
  return ending.kind !== 'done' || summary.troubled || jobCount('failed') > 0 ? 1 : 0;
}

function serviceLabel(app: Daemon): string {
  const environment = app.account.current().environment;
  return environment.kind === 'embedded' ? say('cli.sync.embeddedSandbox') : environment.baseUrl;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));
