/**
 * What the share says of a job: how far it got, never what to order. The job's claim
 * (job-claims.ts) holds this part, sealed; every other workstation reads it to show the job and,
 * when it takes the job over, to know what was done already (the document, whether an order may
 * have been sent, its number, who holds it, a person's decisions). The plan — template, quantity,
 * limits, budget, ticket rules, recipients — and the quote an order is gated on are each
 * workstation's own (job-record.ts), derived from its link's preset and the file's ticket each time
 * the job acts. Recipients travel as a count, never as addresses.
 */
import { z } from 'zod';
import { ApprovalReason, Decider, JobDecision, JobFixes, JobState } from '../../shared/contract/jobs.js';
import { Price } from '../../shared/models/money.js';
import { failedFolder } from '../../sync/print-file-filter.js';

const text = (max: number) => z.string().max(max);
const digest = z.string().regex(/^[0-9a-f]{64}$/);
const epochMs = z.number().min(0);
/** A path in the link's folder under `Failed/`, with `/`, never leaving it. */
const failedPath = text(4096).refine(
  (p) => p.startsWith(`${failedFolder}/`) && !p.split('/').some((s) => s === '..' || s === '.' || s === ''),
  { message: `not a path under ${failedFolder}/` },
);

export const SharedJob = z.strictObject({
  relPath: text(4096).min(1),
  remoteFolder: text(1024),
  fileId: text(100).min(1),
  /** The version's content hash: with the path and remote folder it names the job's claim. */
  sha256: digest.optional(),
  pageCount: z.int().min(1).max(100_000),
  /** Written on the document and the order; how both are found again. Unique per job. */
  reference: text(200).min(1),
  documentName: text(1024),
  state: JobState,
  /** When the document was last sent (epoch ms) while its outcome is not known yet. */
  documentSentAt: epochMs.optional(),
  documentId: text(100).optional(),
  /** The quote its holder got, to show (what an order is gated on is each workstation's own). */
  quote: z
    .strictObject({
      total: Price,
      shipDate: text(64).optional(),
      deliveryDate: text(64).optional(),
    })
    .optional(),
  /** How many recipients its quote and order ship to (a distribution list: one per row). */
  recipientCount: z.int().min(1).max(100_000).optional(),
  /**
   * The file's preflight before its document: its warnings, and its errors, which hold the job
   * until a person goes on anyway (`overriddenBy`). Absent: not checked (yet, or the profile is off).
   */
  preflight: z
    .strictObject({
      warnings: z.array(text(4000)).max(500),
      errors: z.array(text(4000)).max(500).optional(),
      overriddenBy: Decider.optional(),
      /** A person asked for every fix ("Fix and go on"): the next run fixes the file and goes on if that clears it. */
      fixBy: Decider.optional(),
      /** The fixes were tried and left an error: "Fix and go on" is not offered again. */
      fixTried: z.literal(true).optional(),
    })
    .optional(),
  /**
   * The job goes on with a fixed copy of its file (job-fixes.ts): what the fixes changed, when the
   * copy was sent to the library (while its answer is not known) and its FileId once stored, and
   * whether the original is in Originals/ yet.
   */
  fixed: JobFixes.extend({
    sentAt: epochMs.optional(),
    fileId: text(100).min(1).optional(),
    originalKept: z.literal(true).optional(),
  }).optional(),
  /**
   * It waits for its folder's batch (since this instant, epoch ms): its claim is parked, and the
   * workstation that forms the batch takes it (job-batches.ts).
   */
  batchWait: epochMs.optional(),
  /**
   * Its order is its folder's batch ("Gather into one order", job-batches.ts): the batch's reference
   * (set before the batch is sent, with `orderSentAt`: a workstation that takes the job over looks
   * the batch's order up by it, never batches the file again unseen), how many files and its total.
   */
  batchOrder: z
    .strictObject({ reference: text(200).min(1), files: z.int().min(1).max(500), total: Price })
    .optional(),
  /** Why it waits for approval (state `awaiting-approval`): its order, or its file's preflight. */
  waitingFor: z.array(ApprovalReason).max(20).optional(),
  /** The order waiting for approval, as its fingerprint (order-fingerprint.ts): what a person approves. */
  pending: digest.optional(),
  /**
   * A person approved its order at a workstation: who, the reasons it had waited for, and the order
   * approved (its fingerprint). It counts only for that very order (order-step.ts).
   */
  approval: z
    .strictObject({ by: Decider, reasons: z.array(ApprovalReason).max(20), order: digest })
    .optional(),
  /** Declined while it waited: by a person or by the approval timeout, and why. */
  declined: z.strictObject({ by: Decider, reason: text(1000).optional() }).optional(),
  /** The local day (`YYYY-MM-DD`) its order's total is reserved on in the daily budget. */
  reservedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  orderSentAt: epochMs.optional(),
  /** The order sent (its fingerprint): what a person's "Place it again" re-sends. */
  sentOrder: digest.optional(),
  orderFriendlyId: text(64).optional(),
  /** How often a person placed its order again after a lost answer: each is a reservation of its own. */
  placedAgain: z.int().min(1).max(1000).optional(),
  /** Its order's answer was lost and a person settled it (entered its number, or placed it again). */
  decision: JobDecision.optional(),
  /** The workstation whose order record holds its order (one line for the folder, whoever took the job over). */
  recordedBy: text(200).optional(),
  error: text(8000).optional(),
  /** Failed on its ticket: it starts again when the file comes back with a good one. */
  ticketRejected: z.literal(true).optional(),
  /**
   * Where its failure (or its preflight) set its print file aside in `Failed/`: a path in the link,
   * with `/`. Shared, so that whichever workstation finishes the job tidies the file, wherever each
   * mounts the folder.
   */
  setAside: failedPath.optional(),
});
export type SharedJob = z.infer<typeof SharedJob>;

const sharedFields = Object.keys(SharedJob.shape) as (keyof SharedJob)[];

/** The part of a job the other workstations may know: its shared fields, nothing of its plan or addresses. */
export function sharedPart(job: SharedJob & { readonly recipients?: readonly unknown[] }): SharedJob {
  const shared: Record<string, unknown> = {};
  for (const field of sharedFields) if (job[field] !== undefined) shared[field] = job[field];
  if (job.recipients) shared.recipientCount = job.recipients.length;
  return shared as SharedJob;
}

/** A job's own record with what the share says of it: the shared fields replaced, its own kept. */
export function withShared<J extends SharedJob>(job: J, shared: SharedJob): J {
  const next: Record<string, unknown> = { ...job };
  for (const field of sharedFields) delete next[field];
  return { ...next, ...shared } as J;
}
