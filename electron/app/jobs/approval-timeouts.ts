/**
 * Decisions that time out (docs/hot-folder-jobs.md): an order folder's `approvalTimeout` says how long
 * a job may wait for a person's approval and what then happens if nobody decided. The deadline is
 * set once, when the job starts waiting, and journaled with it (`decideBy`), so a restart keeps it and
 * decides at once a job whose deadline passed while nothing ran. When it comes, the job is declined
 * (nothing is ordered), or, where the folder says "approve if under", its order is placed when its
 * total is at most the cap (in the cap's own currency) and it waited only for the folder's limit or
 * budget. Either is recorded as the timeout's decision. Only the workstation that runs a job times it.
 */
import type { ApprovalReason } from '../../shared/contract/jobs.js';
import type { ApprovalTimeout, HotFolderLink } from '../../shared/settings/schema.js';
import type { JobRecord } from './job-record.js';

export interface TimeoutParts {
  link(id: string): HotFolderLink | undefined;
  current(id: string): JobRecord | undefined;
  now(): number;
  /** The timeout's decisions (job-decisions.ts, made as the timeout). */
  approve(id: string): Promise<void>;
  decline(id: string, reason: string): Promise<void>;
  log?(message: string, error?: unknown): void;
}

/** What a timeout may approve: an order held only by what the cap stands in for, its money. */
const moneyReasons: ReadonlySet<ApprovalReason['kind']> = new Set(['over-order-limit', 'over-daily-budget']);

/** setTimeout's longest wait; a later deadline is waited for in steps. */
const longestTimerMs = 2 ** 31 - 1;
/** A decision that could not be made (another workstation deciding, the journal busy): tried again after this. */
const againMs = 60_000;

export class ApprovalTimeouts {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly parts: TimeoutParts) {}

  /**
   * The job as it is to be journaled, with its deadline: set when it starts waiting for approval on a
   * folder with a timeout, kept while it waits, gone once it no longer does.
   */
  stamped(before: JobRecord, next: JobRecord): JobRecord {
    if (next.state !== 'awaiting-approval' || next.handledBy) return { ...next, decideBy: undefined };
    if (before.state === 'awaiting-approval' && next.decideBy !== undefined) return next;
    const timeout = timeoutOf(this.parts.link(next.linkId));
    return { ...next, decideBy: timeout ? this.parts.now() + timeout.seconds * 1000 : undefined };
  }

  /** Times the job if it waits with a deadline; otherwise forgets its timer. */
  follow(job: JobRecord): void {
    clearTimeout(this.timers.get(job.id));
    this.timers.delete(job.id);
    if (this.stopped || job.state !== 'awaiting-approval' || job.decideBy === undefined || job.handledBy)
      return;
    const wait = Math.max(0, job.decideBy - this.parts.now());
    const timer = setTimeout(
      () => {
        this.timers.delete(job.id);
        if (wait > longestTimerMs) this.follow(job);
        else void this.decide(job.id);
      },
      Math.min(wait, longestTimerMs),
    );
    timer.unref();
    this.timers.set(job.id, timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private async decide(id: string): Promise<void> {
    const job = this.parts.current(id);
    if (this.stopped || job?.state !== 'awaiting-approval' || job.decideBy === undefined) return;
    const timeout = timeoutOf(this.parts.link(job.linkId));
    // The folder's timeout was taken away meanwhile: the job waits for a person again.
    if (!timeout) return;
    const waited = `No one decided within ${durationText(timeout.seconds)}`;
    try {
      const over = refusalOf(job, timeout);
      if (over === null) await this.parts.approve(id);
      else await this.parts.decline(id, `${waited}: declined by the hot folder's approval timeout${over}.`);
    } catch (error) {
      const now = this.parts.current(id);
      if (this.stopped || now?.state !== 'awaiting-approval') return;
      this.parts.log?.(`[jobs] the approval timeout of ${job.relPath} could not decide it yet`, error);
      this.follow({ ...now, decideBy: this.parts.now() + againMs });
    }
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
