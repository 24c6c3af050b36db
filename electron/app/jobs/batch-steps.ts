/**
 * A batch's steps as the flow drives them (docs/hot-folder-jobs.md, "Reading a job top-down"):
 * JobBatches (job-batches.ts) calls nothing of the flow; a round of a link's batch yields what it
 * needs done to its members and when to look again, and JobFlow (job-flow.ts `driveBatch`) applies
 * each step in order before the round goes on. A member's claim thus says the batch's reference
 * before PlaceOrder, as the write is applied before the round sends anything.
 */
import type { JobRecord } from './job-record.js';

/**
 * What a batch asks the flow to do, in order (job-flow.ts `driveBatch` applies each, then goes on
 * with the batch): `write` a member through the flow's one write (journaled, its claim written; the
 * answer is the member as written), `refresh` a member as its claim says now (taken by the
 * workstation that formed its batch: followed), `finish` a member whose order is placed (done, its
 * file tidied), `run` a member let go as an order of its own, `wake` the link's batch again in `ms`.
 */
export type BatchStep =
  | { readonly kind: 'write'; readonly job: JobRecord; readonly patch: Partial<JobRecord> }
  | { readonly kind: 'refresh'; readonly job: JobRecord }
  | { readonly kind: 'finish'; readonly job: JobRecord }
  | { readonly kind: 'run'; readonly id: string }
  | { readonly kind: 'wake'; readonly ms: number };

/** A batch's steps, each yielded to the flow, which answers a `write` with the member written. */
export type BatchSteps<T = void> = AsyncGenerator<BatchStep, T, JobRecord | undefined>;

/** The member written with the patch (a `write` step): the flow answers with the member as written. */
export async function* write(job: JobRecord, patch: Partial<JobRecord>): BatchSteps<JobRecord> {
  return (yield { kind: 'write', job, patch }) as JobRecord;
}
