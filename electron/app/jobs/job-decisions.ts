/**
 * What a person decides about a job that waits for one: place or discard an order held for
 * approval, retry a failed job, and for an order whose answer was lost ("Check this order") enter
 * the order number found for it or place it again. Each decision is recorded with who made it and
 * when.
 *
 * A decision here only says what it changes (a `Decision`); the runner applies it (job-runner.ts
 * `decide`): on a shared folder it takes the job's claim first, on whichever workstation the job
 * waited, so two people deciding at once cannot both win, then asks `outcomeOf` what to journal.
 */
import os from 'node:os';
import type { Decider } from '../../shared/contract/jobs.js';
import { moneyOf } from '../../shared/models/money.js';
import type { JobJournal } from './job-journal.js';
import type { JobRecord, JobState } from './job-record.js';
import { checkedOrder } from './order-check.js';
import { nowOf, type JobRunnerOptions } from './job-runner-options.js';
import type { JobStep } from './step-context.js';

export interface DecisionParts {
  readonly journal: JobJournal;
  readonly signal: AbortSignal;
  /** The client in use, the clock, and who decides at this workstation (`decider`, else the OS user). */
  readonly options: Pick<JobRunnerOptions, 'client' | 'now' | 'decider'>;
}

/** Who makes a decision: a person named by the host (the command line's `--as`), or the link's approval timeout. */
export type Who = string | { readonly timeout: true };

/** A decision about one job, to be applied once its claim is taken: what it changes, in which states. */
export interface Decision {
  readonly id: string;
  readonly states: readonly JobState[];
  /** The change to journal; throws when the decision cannot be made on the job as it is now. */
  change(job: JobRecord): Partial<JobRecord>;
  /** A decline: once journaled, recorded in the order record and its file settled. */
  readonly declines?: true;
}

/**
 * What applying a decision to the job as it is now journals: its change and the event, or, when it
 * cannot be made (decided elsewhere meanwhile, or `change` refused), the job parked again as it is
 * (an empty patch) and the error to report.
 */
export function outcomeOf(
  decision: Decision,
  job: JobRecord,
): { patch: Partial<JobRecord>; step?: JobStep; error?: unknown } {
  // Decided on another workstation meanwhile: parked again as it is.
  if (!decision.states.includes(job.state))
    return { patch: {}, error: new Error(notWaiting(job, decision.states)) };
  try {
    const patch = decision.change(job);
    return { patch, step: patch.state === 'discarded' ? 'discarded' : 'retry' };
  } catch (error) {
    // Not decided after all: parked again as it is.
    return { patch: {}, error };
  }
}

export class JobDecisions {
  constructor(private readonly parts: DecisionParts) {}

  /** Who decides: `by` where the host names the person (or the timeout), else this workstation's user and host, now. */
  private decider(by?: Who): Decider {
    return deciderFor(by, this.parts.options.decider, nowOf(this.parts.options));
  }

  /**
   * Places an order held for approval, recorded with who approved it, the reasons it waited for and
   * the order approved (its fingerprint: the approval counts for that order only, order-step.ts); a
   * job held by its file's preflight goes on anyway (not checked again), its order still gated on its
   * own. `by`: the person's name where the host knows it (the command line); else this workstation's user.
   */
  approve(id: string, by?: Who): Decision {
    const decider = this.decider(by);
    return this.decision(id, ['awaiting-approval'], (job) => {
      if (job.waitingFor?.some((r) => r.kind === 'preflight') && job.preflight)
        return {
          preflight: { ...job.preflight, overriddenBy: decider },
          waitingFor: undefined,
          state: 'running',
        };
      // Shown without the order it waits for (it changed meanwhile): look again, then decide.
      if (!job.pending) throw new Error(`Job ${id} has no order to approve yet; try again in a moment.`);
      return {
        approval: { by: decider, reasons: job.waitingFor ?? [], order: job.pending },
        waitingFor: undefined,
        pending: undefined,
        state: 'running',
      };
    });
  }

  /**
   * A job held by its file's preflight, where a fix could clear an error: every fix is made on a copy
   * (job-fixes.ts) and the job goes on with it if that clears its errors; otherwise it waits again.
   */
  fixAndGo(id: string, by?: Who): Decision {
    const decider = this.decider(by);
    return this.decision(id, ['awaiting-approval'], (job) => {
      const fixable = job.waitingFor?.some((r) => r.kind === 'preflight' && r.fixable === true);
      if (!fixable || !job.preflight)
        throw new Error(`The fixes cannot clear the errors of job ${id}'s file.`);
      return { preflight: { ...job.preflight, fixBy: decider }, waitingFor: undefined, state: 'running' };
    });
  }

  /** Declines a job that waits: nothing more is sent; recorded with who declined it and why. */
  discard(id: string, by?: Who, reason?: string): Decision {
    const declined = { by: this.decider(by), ...(reason ? { reason } : {}) };
    const decision = this.decision(id, ['awaiting-approval', 'check-order'], () => ({
      state: 'discarded',
      declined,
    }));
    return { ...decision, declines: true };
  }

  /** Runs a failed job again from the step it failed at. */
  retry(id: string): Decision {
    if (this.parts.journal.get(id)?.ticketRejected)
      throw new Error('Fix its job ticket, then put the file and its ticket back in the hot folder.');
    return this.decision(id, ['failed'], () => ({ state: 'running', attempts: 0, error: undefined }));
  }

  /** The order number a person found for a "Check this order" job, checked against the service first. */
  async settleOrder(id: string, orderFriendlyId: string, name?: string): Promise<Decision> {
    const job = this.wanted(id, ['check-order']);
    const order = await checkedOrder(this.parts.options.client(), job, orderFriendlyId, this.parts.signal);
    const by = this.decider(name);
    return this.decision(id, ['check-order'], (current) => ({
      orderFriendlyId: order.orderFriendlyId,
      orderSentAt: undefined,
      ...(order.total !== undefined && current.quote
        ? { quote: { ...current.quote, total: moneyOf(order.total, current.quote.total.currency) } }
        : {}),
      decision: { kind: 'settled-by-hand', by },
      state: 'running',
    }));
  }

  /** A "Check this order" job's order placed again: the person's explicit decision, never the runner's. */
  placeAgain(id: string, name?: string): Decision {
    const by = this.decider(name);
    // The earlier order may have been placed: its reservation stays, and this one is reserved too.
    return this.decision(id, ['check-order'], (current) => ({
      orderSentAt: undefined,
      reservedOn: undefined,
      placedAgain: (current.placedAgain ?? 0) + 1,
      decision: { kind: 'placed-again', by },
      state: 'running',
    }));
  }

  private wanted(id: string, states: readonly JobState[]): JobRecord {
    const job = this.parts.journal.get(id);
    if (!job) throw new Error(`Job ${id} is not known.`);
    if (!states.includes(job.state)) throw new Error(notWaiting(job, states));
    return job;
  }

  /** A decision on a job that waits in one of `states` now (else it says why not). */
  private decision(
    id: string,
    states: readonly JobState[],
    change: (job: JobRecord) => Partial<JobRecord>,
  ): Decision {
    this.wanted(id, states);
    return { id, states, change };
  }
}

function notWaiting(job: JobRecord, states: readonly JobState[]): string {
  if (states.includes('failed')) return `Job ${job.id} has not failed: there is nothing to retry.`;
  if (!states.includes('awaiting-approval')) return `Job ${job.id} has no order to check.`;
  return `Job ${job.id} is not waiting for approval.`;
}

/** The decider of a decision made now: the person `by` names, the timeout, or this workstation's user. */
function deciderFor(
  by: Who | undefined,
  base: (() => Omit<Decider, 'at'>) | undefined,
  now: number,
): Decider {
  const who =
    typeof by === 'string' ? { user: by } : by ? { user: 'approval timeout', timeout: true as const } : {};
  return { ...(base?.() ?? systemDecider()), ...who, at: new Date(now).toISOString() };
}

/** Who decides at this workstation: the OS user and host (the desktop app has no users of its own yet). */
export function systemDecider(): Omit<Decider, 'at'> {
  let user = process.env.USER ?? process.env.USERNAME ?? 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No user database entry (a container): the environment's name stands.
  }
  return { user, host: os.hostname() };
}
