/**
 * One hot-folder job: an uploaded print file taken through document → quote → order, as far as its
 * link's preset says. Each step's outcome is kept, and so is the moment a step was sent, so that a
 * step whose answer was lost (a crash, a reset) is looked up before it is ever sent again.
 */
import type { JobRow, JobState } from '../../ipc/contract/jobs.js';
import type { JobPreset, JobRecipient } from '../../settings/schema.js';
import type { JobAddress } from './job-recipients.js';

/** The presets that do more than upload. */
export type JobPlan = Exclude<JobPreset, { action: 'upload' }>;

export type { JobState };

export interface JobQuote {
  readonly total: number;
  readonly shipDate?: string;
  readonly deliveryDate?: string;
}

export interface JobRecord {
  /** `<file key>@<FileId>`: one job per uploaded version of a file. */
  readonly id: string;
  readonly fileKey: string;
  readonly linkId: string;
  readonly relPath: string;
  readonly remoteFolder: string;
  readonly fileId: string;
  readonly pageCount: number;
  /** The link's preset with the file's ticket applied. */
  readonly plan: JobPlan;
  /** The ticket's recipient, over the preset's. */
  readonly recipient?: JobRecipient;
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
  /** The user approved an order above the spending limit. */
  readonly approved?: boolean;
  readonly orderSentAt?: number;
  readonly orderFriendlyId?: string;
  readonly attempts: number;
  readonly error?: string;
  /** Its file and ticket were tidied after it finished (a crash before that is tidied on the next start). */
  readonly settled?: true;
  /** Where the job's failure moved its print file (in `Failed/`), until a retry succeeds. */
  readonly failedPath?: string;
  /** Failed on its ticket: it starts again when the file comes back with a good one. */
  readonly ticketRejected?: true;
  readonly createdAt: number;
  readonly updatedAt: number;
}

/** Where a job stands, for the activity row and the CLI. */
export function jobStage(job: JobRecord): string {
  const many = (job.recipients?.length ?? 0) > 1 ? ` for ${job.recipients!.length} recipients` : '';
  if (job.state === 'failed') return `failed: ${job.error ?? 'unknown reason'}`;
  if (job.state === 'discarded') return 'discarded';
  if (job.state === 'awaiting-approval')
    return `awaiting approval (total ${job.quote?.total.toFixed(2)}${many})`;
  if (job.orderFriendlyId) return `ordered ${job.orderFriendlyId}${many}`;
  if (job.state === 'done' && job.quote) return `quoted ${job.quote.total.toFixed(2)}${many}`;
  if (job.state === 'done') return `document ${job.documentName}`;
  return 'running';
}

/** A job as one activity row (the contract's `JobRow`). */
export function jobRow(job: JobRecord) {
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
    ...(job.quote ? { total: job.quote.total } : {}),
    ...(job.quote?.shipDate ? { shipDate: job.quote.shipDate } : {}),
    ...(job.quote?.deliveryDate ? { deliveryDate: job.quote.deliveryDate } : {}),
    ...(job.orderFriendlyId ? { orderFriendlyId: job.orderFriendlyId } : {}),
    ...(job.error && job.state !== 'done' ? { message: job.error } : {}),
    at: new Date(job.updatedAt).toISOString(),
  } satisfies JobRow;
}
