/**
 * One hot-folder job: an uploaded print file taken through document → quote → order, as far as its
 * link's preset says. Each step's outcome is kept, and so is the moment a step was sent, so that a
 * step whose answer was lost (a crash, a reset) is looked up before it is ever sent again.
 *
 * The job's state is in two parts: how far it got, which every workstation on a shared hot folder
 * needs to know (`SharedJob`, shared-job.ts, also kept sealed in the job's claim on the share), and
 * what is this workstation's own: its plan, recipients and quote (never taken from the share), its
 * journal key, attempts, whether it tidied the file.
 */
import type { JobFixes, JobRow, JobState } from '../../shared/contract/jobs.js';
import type { Money } from '../../shared/models/money.js';
import type { JobPreset, JobRecipient } from '../../shared/settings/schema.js';
import type { JobAddress } from './job-recipients.js';
import type { SharedJob } from './shared-job.js';
import type { JobTicket } from './job-ticket.js';

export type { SharedJob } from './shared-job.js';

/** The presets that do more than upload. */
export type JobPlan = Exclude<JobPreset, { action: 'upload' }>;

export type { JobState };

export interface JobQuote {
  /** In the currency the service priced it in: its market's when it was quoted. */
  readonly total: Money;
  readonly shipDate?: string;
  readonly deliveryDate?: string;
}

/** A quote as this workstation got it: also the cut-off it holds until (the service's instant). */
export interface PricedQuote extends JobQuote {
  readonly cutoff?: string;
}

/**
 * The shipping a need-by date chose (job-delivery.ts): the cheapest method that makes the date at
 * every recipient, or, when none does (`meets` false), the one arriving first, for a person to approve.
 */
export interface JobDelivery {
  readonly needBy: string;
  readonly methodId: string;
  readonly method: string;
  /** The day it arrives, on the service's calendar. */
  readonly arrives: string;
  readonly meets: boolean;
}

/** Another workstation runs this job; this one follows its shared record. */
export interface Handler {
  readonly name: string;
  readonly instanceId: string;
}

/**
 * The job as this workstation keeps it (its journal): what the share says of it (`SharedJob`), and
 * what is its own — above all its plan and what it quoted, which the share never says.
 */
export interface JobRecord extends SharedJob {
  /**
   * The link's preset with the file's ticket applied: derived again from this workstation's own
   * link each time the job acts (job-adoption.ts's `planFor`), never read from the share.
   */
  readonly plan: JobPlan;
  /** The file's ticket as read from beside it (null: none); undefined until read. */
  readonly ticket?: JobTicket | null;
  /** The ticket's recipient, over the preset's (an address written in full waits for approval unless the preset allows it). */
  readonly recipient?: JobRecipient;
  /** The preset's quantity, when the ticket asked for more (the order then waits for approval). */
  readonly presetQuantity?: number;
  /** Who the quote and order ship to, resolved here once (a list gives one per row). */
  readonly recipients?: readonly JobAddress[];
  /** The quote this workstation got for its plan: what its order is gated on. */
  readonly priced?: PricedQuote;
  /** The shipping its need-by date chose (none: the preset's method), with the quote it is priced by. */
  readonly delivery?: JobDelivery;
  /** The last quote's cut-off, which this workstation's clock saw pass before its order was sent (job-delivery.ts). */
  readonly passedCutoff?: string;
  /** Its batch could not be placed (a limit, the budget, a need-by date): it goes on as an order of its own. */
  readonly batchReleased?: true;
  /** `<file key>@<FileId>`: one job per uploaded version of a file. */
  readonly id: string;
  readonly fileKey: string;
  readonly linkId: string;
  /** Set while another workstation runs the job (a shared hot folder). */
  readonly handledBy?: Handler;
  readonly attempts: number;
  /**
   * Waiting for approval on a link with an approval timeout: when the timeout decides it (epoch ms),
   * set once when it starts waiting and journaled, so a restart keeps it (approval-timeouts.ts).
   */
  readonly decideBy?: number;
  /** Its file and ticket were tidied after it finished (a crash before that is tidied on the next start). */
  readonly settled?: true;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** Done or discarded: the job needs its file no more. */
export function isOver(job: Pick<SharedJob, 'state'>): boolean {
  return job.state === 'done' || job.state === 'discarded';
}

/** Waiting for a person: an approval, an order to check, or a failure to retry. */
export function waitsForPerson(job: Pick<SharedJob, 'state'>): boolean {
  return job.state === 'awaiting-approval' || job.state === 'check-order' || job.state === 'failed';
}

/** Where a job stands, for the CLI's progress lines. */
export function jobStage(job: JobRecord): string {
  const count = recipientCountOf(job);
  const many = count > 1 ? ` for ${count} recipients` : '';
  const by = job.handledBy ? ` by ${job.handledBy.name}` : '';
  if (job.state === 'failed') return `failed${by}: ${job.error ?? 'unknown reason'}`;
  if (job.state === 'discarded' && job.declined)
    return `declined by ${job.declined.by.timeout ? 'the approval timeout' : job.declined.by.user}${job.declined.reason ? `: ${job.declined.reason}` : ''}${by}`;
  if (job.state === 'discarded') return `discarded${by}`;
  if (job.state === 'awaiting-approval' && !job.quote)
    return `awaiting approval (${(job.waitingFor ?? []).map((r) => r.kind).join(', ')})${by}`;
  if (job.state === 'awaiting-approval')
    return `awaiting approval (total ${amountText(job.quote!.total)}${many}: ${(job.waitingFor ?? []).map((r) => r.kind).join(', ')})${by}`;
  if (job.state === 'check-order')
    return `check this order: sent with reference ${job.reference}, its answer lost${by}`;
  if (job.orderFriendlyId) return `ordered ${job.orderFriendlyId}${many}${by}`;
  if (job.state === 'done' && job.quote) return `quoted ${amountText(job.quote.total)}${many}${by}`;
  if (job.state === 'done') return `document ${job.documentName}${by}`;
  return job.handledBy ? `being handled by ${job.handledBy.name}` : 'running';
}

/** An amount for the CLI's lines: `174.51 USD`. */
const amountText = (money: Money): string => `${money.amount.toFixed(2)} ${money.currency}`;

/** A job as one activity row (the contract's `JobRow`). */
export function jobRow(job: JobRecord): JobRow {
  const waiting = job.state === 'awaiting-approval' ? job.waitingFor : job.approval?.reasons;
  return {
    id: job.id,
    fileKey: job.fileKey,
    linkId: job.linkId,
    path: job.relPath,
    action: job.plan.action,
    state: job.state,
    document: job.documentName,
    ...(job.documentId ? { documentId: job.documentId } : {}),
    ...(recipientCountOf(job) > 0 ? { recipientCount: recipientCountOf(job) } : {}),
    ...(job.plan.action !== 'document' ? { quantity: job.plan.quantity } : {}),
    ...(job.quote ? { total: job.quote.total } : {}),
    ...(job.quote?.shipDate ? { shipDate: job.quote.shipDate } : {}),
    ...(job.quote?.deliveryDate ? { deliveryDate: job.quote.deliveryDate } : {}),
    ...(job.delivery ? { needBy: job.delivery.needBy } : {}),
    ...(job.orderFriendlyId ? { orderFriendlyId: job.orderFriendlyId } : {}),
    ...(job.error && job.state !== 'done' ? { message: job.error } : {}),
    ...(job.handledBy ? { handledBy: job.handledBy.name } : {}),
    ...(job.plan.action !== 'document' ? { reference: job.reference } : {}),
    ...(job.state === 'check-order' && job.orderSentAt !== undefined
      ? { orderSentAt: new Date(job.orderSentAt).toISOString() }
      : {}),
    ...(waiting && waiting.length > 0 ? { waitingFor: [...waiting] } : {}),
    ...(job.approval ? { approvedBy: job.approval.by } : {}),
    ...(job.declined ? { declined: job.declined } : {}),
    ...(job.state === 'awaiting-approval' && job.decideBy !== undefined
      ? { decideBy: new Date(job.decideBy).toISOString() }
      : {}),
    ...(job.preflight?.warnings.length ? { preflightWarnings: [...job.preflight.warnings] } : {}),
    ...(job.setAside && !isOver(job) ? { heldFile: job.setAside } : {}),
    ...(job.fixed?.fileId ? { fixes: fixesOf(job.fixed) } : {}),
    at: new Date(job.updatedAt).toISOString(),
  };
}

/** What the fixes changed, as the contract says it (without how far sending the copy got). */
export function fixesOf(fixed: NonNullable<JobRecord['fixed']>): JobFixes {
  return { checks: [...fixed.checks], changes: [...fixed.changes], ...(fixed.by ? { by: fixed.by } : {}) };
}

/** Recipients of its quote and order: its own, or as many as its holder said. */
function recipientCountOf(job: JobRecord): number {
  return job.recipients?.length ?? job.recipientCount ?? 0;
}

/** Journal lines carry no `undefined` members: a cleared field is gone. */
export function dropUndefined(job: JobRecord): JobRecord {
  return Object.fromEntries(Object.entries(job).filter(([, v]) => v !== undefined)) as unknown as JobRecord;
}
