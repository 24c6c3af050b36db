/**
 * Decisions that time out (docs/hot-folder-jobs.md): an order folder's `approvalTimeout` says how long
 * a job may wait for a person's approval and what then happens if nobody decided. The deadline is
 * set once, when the job starts waiting, and journaled with it (`decideBy`), so a restart keeps it and
 * decides at once a job whose deadline passed while nothing ran. When it comes, the job is declined
 * (nothing is ordered), or, where the folder says "approve if under", its order is placed when its
 * total is at most the cap (in the cap's own currency) and it waited only for the folder's limit or
 * budget. Either is recorded as the timeout's decision. Only the workstation that runs a job times it.
 * These functions decide; the runner applies (job-runner.ts `timeOut`, through job-decisions.ts).
 */
import type { ApprovalReason } from '../../shared/contract/jobs.js';
import type { ApprovalTimeout, HotFolderLink } from '../../shared/settings/schema.js';
import type { JobRecord } from './job-record.js';

/** What the timeout decides when a job's deadline comes: its order placed, or the job declined, saying why. */
export type TimeoutDecision =
  { readonly kind: 'approve' } | { readonly kind: 'decline'; readonly reason: string };

/** What a timeout may approve: an order held only by what the cap stands in for, its money. */
const moneyReasons: ReadonlySet<ApprovalReason['kind']> = new Set(['over-order-limit', 'over-daily-budget']);

/** setTimeout's longest wait; a later deadline is waited for in steps. */
const longestTimerMs = 2 ** 31 - 1;
/** A decision that could not be made (another workstation deciding, the journal busy): tried again after this. */
export const againMs = 60_000;

/**
 * The job as it is to be journaled, with its deadline: set when it starts waiting for approval on a
 * folder with a timeout (`link`'s), kept while it waits, gone once it no longer does.
 */
export function stampDeadline(
  before: JobRecord,
  next: JobRecord,
  link: HotFolderLink | undefined,
  now: number,
): JobRecord {
  if (next.state !== 'awaiting-approval' || next.handledBy) return { ...next, decideBy: undefined };
  if (before.state === 'awaiting-approval' && next.decideBy !== undefined) return next;
  const timeout = timeoutOf(link);
  return { ...next, decideBy: timeout ? now + timeout.seconds * 1000 : undefined };
}

/** When the job is to be decided by the timeout: only a job that waits here with a deadline. */
export function deadlineOf(job: JobRecord): number | undefined {
  return job.state === 'awaiting-approval' && !job.handledBy ? job.decideBy : undefined;
}

/**
 * What the folder's timeout decides for a job whose deadline came; undefined when it no longer waits
 * with one, or when the folder's timeout was taken away meanwhile (the job waits for a person again).
 */
export function dueDecision(job: JobRecord, link: HotFolderLink | undefined): TimeoutDecision | undefined {
  if (job.state !== 'awaiting-approval' || job.decideBy === undefined) return undefined;
  const timeout = timeoutOf(link);
  if (!timeout) return undefined;
  const over = refusalOf(job, timeout);
  if (over === null) return { kind: 'approve' };
  const waited = `No one decided within ${durationText(timeout.seconds)}`;
  return { kind: 'decline', reason: `${waited}: declined by the hot folder's approval timeout${over}.` };
}

/**
 * One timer per job to its deadline (a clock time, `now`'s), unref'd: a deadline keeps no process
 * alive. A wait longer than setTimeout's is waited for in steps. Once stopped, nothing is timed.
 * The flow times each link's next look at its batch with one too (keyed by link).
 */
export class Deadlines {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly now: () => number) {}

  /** Times `due` for the job at `at`, in place of its earlier timer; `at` undefined forgets it. */
  set(id: string, at: number | undefined, due: () => void): void {
    clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    if (this.stopped || at === undefined) return;
    const wait = Math.max(0, at - this.now());
    const timer = setTimeout(
      () => {
        this.timers.delete(id);
        if (wait > longestTimerMs) this.set(id, at, due);
        else due();
      },
      Math.min(wait, longestTimerMs),
    );
    timer.unref();
    this.timers.set(id, timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

function timeoutOf(link: HotFolderLink | undefined): ApprovalTimeout | undefined {
  return link?.job?.action === 'order' ? link.job.approvalTimeout : undefined;
}

/** Null when the timeout approves the job; else why it declines it (after the sentence's main clause). */
function refusalOf(job: JobRecord, timeout: ApprovalTimeout): string | null {
  if (timeout.then === 'decline') return '';
  const total = job.priced?.total;
  const reasons = job.waitingFor ?? [];
  if (total === undefined || reasons.some((r) => !moneyReasons.has(r.kind)))
    return ' (it waited for more than its price)';
  const { cap } = timeout;
  // A cap judges only totals in its own currency (the market changed since it was set).
  if (total.currency !== cap.currency)
    return ` (its total is in ${total.currency}, the folder's cap in ${cap.currency})`;
  if (total.amount > cap.amount)
    return ` (its total ${total.amount.toFixed(2)} is above ${cap.amount.toFixed(2)})`;
  return null;
}

/** `4 h`, `90 min`, `2 d`, `45 s`: how long a job may wait, as the reason says it. */
export function durationText(seconds: number): string {
  if (seconds % 86_400 === 0) return `${seconds / 86_400} d`;
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
