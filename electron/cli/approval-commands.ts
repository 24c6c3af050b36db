/**
 * `printdesk approvals`, `approve` and `decline` (docs/hot-folder-jobs.md): the hot-folder jobs of a
 * data folder that wait for a person, and the same decisions as the app's Approvals view, without
 * the app. They read the jobs journal (never taking it: a running `printdesk sync` or the app holds
 * it) and write each decision as a request the running process carries out within seconds
 * (app/jobs/decision-requests.ts), waiting for its answer; with nothing running, it is carried out
 * at the next start.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  awaitAnswer,
  pendingRequests,
  requestDecision,
  type DecisionRequest,
} from '../app/jobs/decision-requests.js';
import { systemDecider } from '../app/jobs/job-decisions.js';
import type { JobRecord } from '../app/jobs/job-record.js';
import { upgradeFor } from '../app/jobs/legacy-money.js';
import { approvalReasonsText } from '../i18n/job-texts.js';
import { defaultDataDir } from '../platform/app-paths.js';
import { readJsonLines } from '../platform/durable-append.js';
import { markets } from '../shared/models/markets.js';
import { formatAmount, type Money } from '../shared/models/money.js';
import { defaultSettings, environmentMarket } from '../shared/settings/schema.js';
import { reread, settingsFileName } from '../settings/settings.js';
import { cliIntl, say } from './cli-intl.js';
import { UsageError } from './command.js';
import { terminalSafe } from './terminal-text.js';

/** Jobs waiting for a person: an order to approve (or its file's preflight), or an order to check. */
const waiting = (job: JobRecord) => job.state === 'awaiting-approval' || job.state === 'check-order';

/** The short handle `approvals` shows and `approve`/`decline` take: the job id's hash, 8 hex digits. */
export function shortId(jobId: string): string {
  return createHash('sha256').update(jobId).digest('hex').slice(0, 8);
}

/** Every job of the data folder as its journal has it now (the last line of each wins). */
async function journaledJobs(dataDir: string): Promise<JobRecord[]> {
  const lines = await readJsonLines(path.join(dataDir, 'jobs', 'journal.log'), (value) =>
    typeof value.id === 'string' && typeof value.state === 'string'
      ? (value as unknown as JobRecord)
      : undefined,
  );
  return [...new Map(lines.map((job) => [job.id, job])).values()];
}

function dataDirOf(value: string | undefined): string {
  return value ? path.resolve(value) : defaultDataDir();
}

export const approvalsUsage = (): string => say('cli.approvals.usage');

export async function runApprovals(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: { 'data-dir': { type: 'string' }, json: { type: 'boolean' } },
  });
  if (positionals.length > 0)
    throw new UsageError(say('cli.approvals.noArguments', { value: positionals[0]! }));
  const dataDir = dataDirOf(values['data-dir']);
  const journaled = (await journaledJobs(dataDir)).filter(waiting).sort((a, b) => a.updatedAt - b.updatedAt);
  const requested = new Map((await pendingRequests(dataDir)).map((r) => [r.job, r]));
  // Read only: a data folder that is not there is not made by looking.
  const settings = (await reread(path.join(dataDir, settingsFileName))) ?? defaultSettings();
  // Lines journaled before amounts kept their currency are read in the market's of the settings.
  const upgrade = upgradeFor(markets[environmentMarket(settings.environment).id].currency);
  const jobs = journaled.map(upgrade);
  const money = (amount: Money) => formatAmount(amount, { locale: cliIntl().locale });
  if (values.json) {
    for (const job of jobs) console.log(JSON.stringify(jsonLine(job, requested.get(job.id))));
    return 0;
  }
  if (jobs.length === 0) {
    console.log(say('cli.approvals.none'));
    return 0;
  }
  for (const job of jobs) {
    const request = requested.get(job.id);
    const more = [
      job.handledBy ? say('cli.approvals.waitsOn', { name: job.handledBy.name }) : '',
      job.decideBy === undefined
        ? ''
        : say('cli.approvals.timeout', { when: new Date(job.decideBy).toLocaleString(cliIntl().locale) }),
      request ? say('cli.approvals.requested', { kind: request.kind }) : '',
    ];
    const why =
      job.state === 'check-order'
        ? say('cli.approvals.check', { reference: job.reference })
        : approvalReasonsText(job.waitingFor ?? [], money, cliIntl());
    const total = job.quote ? ` ${money(job.quote.total)}` : '';
    const line = { short: shortId(job.id), file: job.relPath, total, why, more: more.join('') };
    console.log(terminalSafe(say('cli.approvals.line', line)));
  }
  return 0;
}

function jsonLine(job: JobRecord, request: DecisionRequest | undefined) {
  return {
    job: job.id,
    short: shortId(job.id),
    file: job.relPath,
    linkId: job.linkId,
    state: job.state,
    reasons: job.waitingFor ?? [],
    ...(job.quote ? { total: job.quote.total.amount, currency: job.quote.total.currency } : {}),
    reference: job.reference,
    since: new Date(job.updatedAt).toISOString(),
    ...(job.decideBy === undefined ? {} : { decideBy: new Date(job.decideBy).toISOString() }),
    ...(job.handledBy ? { handledBy: job.handledBy.name } : {}),
    ...(request ? { requested: { kind: request.kind, by: request.by } } : {}),
  };
}

/** The one waiting job `text` names: its id, its short handle (or a prefix of 4 or more), or its file. */
function jobNamed(jobs: readonly JobRecord[], text: string): JobRecord {
  const exact = jobs.find((j) => j.id === text);
  if (exact) return exact;
  const byShort = text.length >= 4 ? jobs.filter((j) => shortId(j.id).startsWith(text.toLowerCase())) : [];
  const byFile = jobs.filter((j) => j.relPath === text);
  const found = byShort.length > 0 ? byShort : byFile;
  if (found.length === 1) return found[0]!;
  if (found.length > 1)
    throw new UsageError(say('cli.approve.ambiguous', { job: text, count: found.length }));
  throw new UsageError(say('cli.approve.unknown', { job: text }));
}

/** Who decides by default: the OS user at this host. */
function osUser(): string {
  const { user, host } = systemDecider();
  return `${user}@${host}`;
}

const decisionOptions = {
  'data-dir': { type: 'string' },
  as: { type: 'string' },
  reason: { type: 'string' },
  wait: { type: 'string' },
} as const;

async function decide(argv: readonly string[], kind: DecisionRequest['kind']): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: true,
    options: decisionOptions,
  });
  if (positionals.length !== 1)
    throw new UsageError(say('cli.approve.oneJob', { count: positionals.length }));
  const reason = values.reason?.trim();
  if (kind === 'decline' && !reason) throw new UsageError(say('cli.decline.reasonRequired'));
  if (kind === 'approve' && values.reason !== undefined) throw new UsageError(say('cli.approve.noReason'));
  const by = values.as?.trim() || osUser();
  if (by.length > 200) throw new UsageError(say('cli.approve.badName'));
  const waitRaw = values.wait ?? '15';
  if (!/^\d{1,4}$/.test(waitRaw))
    throw new UsageError(say('cli.sync.badNumber', { flag: '--wait', min: 0, max: 9999, value: waitRaw }));
  const dataDir = dataDirOf(values['data-dir']);
  const job = jobNamed((await journaledJobs(dataDir)).filter(waiting), positionals[0]!);
  const id = await requestDecision(dataDir, { kind, job: job.id, by, ...(reason ? { reason } : {}) });
  const answer = await awaitAnswer(dataDir, id, Number(waitRaw) * 1000);
  const file = job.relPath;
  if (!answer) {
    console.log(terminalSafe(say('cli.approve.queued', { kind, file, dataDir })));
    return 3;
  }
  if (!answer.ok) {
    console.error(terminalSafe(say('cli.approve.refused', { file, message: answer.message ?? '' })));
    return 1;
  }
  console.log(terminalSafe(say('cli.approve.done', { kind, file, by })));
  return 0;
}

export const approveUsage = (): string => say('cli.approve.usage');
export const runApprove = (argv: readonly string[]): Promise<number> => decide(argv, 'approve');
export const declineUsage = (): string => say('cli.decline.usage');
export const runDecline = (argv: readonly string[]): Promise<number> => decide(argv, 'decline');
