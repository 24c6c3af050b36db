/**
 * One hot-folder job: an uploaded print file taken through document → quote → order, as far as its
 * link's preset says. Each step's outcome is kept, and so is the moment a step was sent, so that a
 * step whose answer was lost (a crash, a reset) is looked up before it is ever sent again.
 *
 * The job's state is in two parts: what every workstation on a shared hot folder needs to know of
 * it (`SharedJob`, also kept in the job's claim on the share, job-claims.ts), and what is this
 * workstation's own (its journal key, attempts, whether it tidied the file).
 */
import type { ApprovalReason, Decider, JobDecision, JobRow, JobState } from '../../ipc/contract/jobs.js';
import type { Money } from '../../print-service/models/money.js';
import type { JobPreset, JobRecipient } from '../../settings/schema.js';
import type { JobAddress } from './job-recipients.js';

/** The presets that do more than upload. */
export type JobPlan = Exclude<JobPreset, { action: 'upload' }>;

export type { JobState };

export interface JobQuote {
  /** In the currency the service priced it in: its market's when it was quoted. */
  readonly total: Money;
  readonly shipDate?: string;
  readonly deliveryDate?: string;
}

/** The job as every workstation on a shared folder knows it. */
export interface SharedJob {
  readonly relPath: string;
  readonly remoteFolder: string;
  readonly fileId: string;
  /** The version's content hash: with the path and remote folder it names the job's claim. */
  readonly sha256?: string;
  readonly pageCount: number;
  /** The link's preset with the file's ticket applied. */
  readonly plan: JobPlan;
  /** The ticket's recipient, over the preset's (an address written in full waits for approval unless the preset allows it). */
  readonly recipient?: JobRecipient;
  /** The preset's quantity, when the ticket asked for more (the order then waits for approval). */
  readonly presetQuantity?: number;
  /** Who the quote and order ship to, resolved once (a list gives one per row). */
  readonly recipients?: readonly JobAddress[];
  /** Written on the document and the order; how both are found again. Unique per job. */
  readonly reference: string;
  readonly documentName: string;
  readonly state: JobState;
  /** When the document was last sent (epoch ms) while its outcome is not known yet. */
  readonly documentSentAt?: number;
  readonly documentId?: string;
  readonly quote?: JobQuote;
  /**
   * The file's preflight before its document: its warnings, and its errors, which hold the job
   * until a person goes on anyway (`overriddenBy`). Absent: not checked (yet, or the profile is off).
   */
  readonly preflight?: {
    readonly warnings: readonly string[];
    readonly errors?: readonly string[];
    readonly overriddenBy?: Decider;
  };
  /** Why it waits for approval (state `awaiting-approval`): its order, or its file's preflight. */
  readonly waitingFor?: readonly ApprovalReason[];
  /** A person approved its order, and the reasons it had waited for. */
  readonly approval?: { readonly by: Decider; readonly reasons: readonly ApprovalReason[] };
  /** The local day (`YYYY-MM-DD`) its order's total is reserved on in the daily budget. */
  readonly reservedOn?: string;
  readonly orderSentAt?: number;
  readonly orderFriendlyId?: string;
  /** How often a person placed its order again after a lost answer: each is a reservation of its own. */
  readonly placedAgain?: number;
  /** Its order's answer was lost and a person settled it (entered its number, or placed it again). */
  readonly decision?: JobDecision;
  /** The workstation whose order record holds its order (one line for the folder, whoever took the job over). */
  readonly recordedBy?: string;
  readonly error?: string;
  /** Failed on its ticket: it starts again when the file comes back with a good one. */
  readonly ticketRejected?: true;
  /**
   * Where its failure (or its preflight) set its print file aside in `Failed/`: a path in the link,
   * with `/`. Shared, so that whichever workstation finishes the job tidies the file, wherever each
   * mounts the folder.
   */
  readonly setAside?: string;
}

/** Another workstation runs this job; this one follows its shared record. */
export interface Handler {
  readonly name: string;
  readonly instanceId: string;
}

export interface JobRecord extends SharedJob {
  /** `<file key>@<FileId>`: one job per uploaded version of a file. */
  readonly id: string;
  readonly fileKey: string;
  readonly linkId: string;
  /** Set while another workstation runs the job (a shared hot folder). */
  readonly handledBy?: Handler;
  readonly attempts: number;
  /** Its file and ticket were tidied after it finished (a crash before that is tidied on the next start). */
  readonly settled?: true;
  readonly createdAt: number;
  readonly updatedAt: number;
}

const localFields = [
  'id',
  'fileKey',
  'linkId',
  'handledBy',
  'attempts',
  'settled',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof JobRecord)[];

/** The part of a job the other workstations need. */
export function sharedPart(job: JobRecord): SharedJob {
  const shared: Record<string, unknown> = { ...job };
  for (const field of localFields) delete shared[field];
  return shared as unknown as SharedJob;
}

/** A job's local record with the shared part as another workstation wrote it. */
export function withShared(job: JobRecord, shared: SharedJob): JobRecord {
  const local: Record<string, unknown> = {};
  for (const field of localFields) if (job[field] !== undefined) local[field] = job[field];
  return { ...shared, ...(local as Pick<JobRecord, (typeof localFields)[number]>) };
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
  const many = (job.recipients?.length ?? 0) > 1 ? ` for ${job.recipients!.length} recipients` : '';
  const by = job.handledBy ? ` by ${job.handledBy.name}` : '';
  if (job.state === 'failed') return `failed${by}: ${job.error ?? 'unknown reason'}`;
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
    ...(job.recipients ? { recipientCount: job.recipients.length } : {}),
    ...(job.plan.action !== 'document' ? { quantity: job.plan.quantity } : {}),
    ...(job.quote ? { total: job.quote.total } : {}),
    ...(job.quote?.shipDate ? { shipDate: job.quote.shipDate } : {}),
    ...(job.quote?.deliveryDate ? { deliveryDate: job.quote.deliveryDate } : {}),
    ...(job.orderFriendlyId ? { orderFriendlyId: job.orderFriendlyId } : {}),
    ...(job.error && job.state !== 'done' ? { message: job.error } : {}),
    ...(job.handledBy ? { handledBy: job.handledBy.name } : {}),
    ...(job.plan.action !== 'document' ? { reference: job.reference } : {}),
    ...(job.state === 'check-order' && job.orderSentAt !== undefined
      ? { orderSentAt: new Date(job.orderSentAt).toISOString() }
      : {}),
    ...(waiting && waiting.length > 0 ? { waitingFor: [...waiting] } : {}),
    ...(job.approval ? { approvedBy: job.approval.by } : {}),
    ...(job.preflight?.warnings.length ? { preflightWarnings: [...job.preflight.warnings] } : {}),
    ...(job.setAside && !isOver(job) ? { heldFile: job.setAside } : {}),
    at: new Date(job.updatedAt).toISOString(),
  };
}

/** Journal lines carry no `undefined` members: a cleared field is gone. */
export function dropUndefined(job: JobRecord): JobRecord {
  return Object.fromEntries(Object.entries(job).filter(([, v]) => v !== undefined)) as unknown as JobRecord;
}
