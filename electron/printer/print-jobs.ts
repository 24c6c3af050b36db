/**
 * The printer's jobs: received here, then followed as the hot-folder files they became. A job's state
 * until its document is filed is the printer's own (waiting for its document, being made a print
 * file, canceled, aborted with why); from then on it is the hot folder's, asked of `follow` each time
 * a client asks (pending until uploaded, processing while uploaded and made into a document, quote
 * and order, held while a person must decide, completed, or aborted with the reason).
 *
 * Jobs filed before a restart are known again from the ledger, so a spooler that asks after a job
 * it sent before our restart gets its state, not "not found" (which CUPS takes as done).
 */
import { randomUUID } from 'node:crypto';
import { JobState } from './ipp-constants.js';
import type { FiledPrint } from './print-filing.js';
import type { PrintLedger } from './print-ledger.js';

/** A filed job's progress through the hot folder's steps, as the application layer sees it. */
export interface FiledProgress {
  readonly state: 'pending' | 'processing' | 'held' | 'completed' | 'aborted' | 'canceled';
  /** Said to the client as job-state-message: where the file is, or why it stopped. */
  readonly message: string;
}

/** What the printer asks of the hot folder it files into. */
export interface HotFolderFollow {
  progress(print: FiledPrint): FiledProgress;
  /** Stops a filed job's file if nothing was sent yet; false when it is too late. */
  cancel(print: FiledPrint): Promise<boolean>;
}

export type JobPhase =
  | { readonly kind: 'incoming'; readonly awaitingDocument: boolean }
  | { readonly kind: 'filing' }
  | { readonly kind: 'filed'; readonly print: FiledPrint }
  | { readonly kind: 'canceled' }
  | { readonly kind: 'aborted'; readonly reason: string; readonly message: string };

export interface PrintJob {
  readonly id: number;
  readonly uuid: string;
  readonly name: string;
  readonly user: string;
  readonly createdAt: number;
  format?: string;
  bytes?: number;
  phase: JobPhase;
  processingAt?: number;
  completedAt?: number;
  /** Create-Job's document must come within the printer's multiple-operation-time-out. */
  timer?: NodeJS.Timeout;
}

export interface JobStatus {
  readonly state: JobState;
  readonly reasons: readonly string[];
  readonly message: string;
}

const filedStates: Record<FiledProgress['state'], { state: JobState; reason: string }> = {
  pending: { state: JobState.pending, reason: 'job-queued' },
  processing: { state: JobState.processing, reason: 'job-printing' },
  held: { state: JobState.pendingHeld, reason: 'job-hold-until-specified' },
  completed: { state: JobState.completed, reason: 'job-completed-successfully' },
  aborted: { state: JobState.aborted, reason: 'aborted-by-system' },
  canceled: { state: JobState.canceled, reason: 'job-canceled-by-user' },
};

/** Jobs a restart knows again: the most recent this many (older ones are in the hot folder's history). */
const restoredJobs = 500;

export class PrintJobs {
  private readonly jobs = new Map<number, PrintJob>();

  constructor(
    private readonly ledger: PrintLedger,
    private readonly follow: HotFolderFollow,
  ) {
    for (const filed of ledger.jobs().slice(-restoredJobs)) {
      this.jobs.set(filed.id, {
        id: filed.id,
        uuid: randomUUID(),
        name: filed.jobName,
        user: filed.user,
        createdAt: filed.at,
        format: filed.format,
        phase: {
          kind: 'filed',
          print: {
            file: filed.file,
            sha256: filed.sha256,
            ...(filed.resentOf ? { resentOf: filed.resentOf } : {}),
          },
        },
      });
    }
  }

  create(name: string, user: string, awaitingDocument: boolean): PrintJob {
    const job: PrintJob = {
      id: this.ledger.newJobId(),
      uuid: randomUUID(),
      name,
      user,
      createdAt: Date.now(),
      phase: { kind: 'incoming', awaitingDocument },
    };
    this.jobs.set(job.id, job);
    return job;
  }

  get(id: number): PrintJob | undefined {
    return this.jobs.get(id);
  }

  all(): PrintJob[] {
    return [...this.jobs.values()].sort((a, b) => a.id - b.id);
  }

  set(job: PrintJob, phase: JobPhase): void {
    job.phase = phase;
    if (phase.kind !== 'incoming') clearTimeout(job.timer);
  }

  /** The job's state now; the first time it is seen processing or finished is remembered. */
  status(job: PrintJob): JobStatus {
    const status = this.statusNow(job);
    const now = Date.now();
    if (status.state >= JobState.processing && status.state !== JobState.processingStopped)
      job.processingAt ??= now;
    if (status.state >= JobState.canceled) job.completedAt ??= now;
    return status;
  }

  /** A job not finished yet: one the printer still counts as queued. */
  isActive(job: PrintJob): boolean {
    return this.status(job).state < JobState.canceled;
  }

  async cancel(job: PrintJob): Promise<'canceled' | 'too-late' | 'finished'> {
    const { state } = this.status(job);
    if (state >= JobState.canceled) return 'finished';
    if (job.phase.kind === 'incoming') {
      this.set(job, { kind: 'canceled' });
      return 'canceled';
    }
    if (
      job.phase.kind === 'filed' &&
      !job.phase.print.resentOf &&
      (await this.follow.cancel(job.phase.print))
    ) {
      this.set(job, { kind: 'canceled' });
      return 'canceled';
    }
    return 'too-late';
  }

  close(): void {
    for (const job of this.jobs.values()) clearTimeout(job.timer);
  }

  private statusNow(job: PrintJob): JobStatus {
    const { phase } = job;
    switch (phase.kind) {
      case 'incoming':
        return phase.awaitingDocument
          ? {
              state: JobState.pending,
              reasons: ['job-data-insufficient'],
              message: 'Waiting for the document.',
            }
          : { state: JobState.pending, reasons: ['job-incoming'], message: 'Receiving the document.' };
      case 'filing':
        return {
          state: JobState.processing,
          reasons: ['job-transforming'],
          message: 'Making the print file.',
        };
      case 'canceled':
        return { state: JobState.canceled, reasons: ['job-canceled-by-user'], message: 'Canceled.' };
      case 'aborted':
        return { state: JobState.aborted, reasons: [phase.reason], message: phase.message };
      case 'filed': {
        const progress = this.follow.progress(phase.print);
        const { state, reason } = filedStates[progress.state];
        return { state, reasons: [reason], message: progress.message };
      }
    }
  }
}
