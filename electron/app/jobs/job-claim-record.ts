/**
 * What a job's claim on the share says (job-claims.ts), and what a compacted file of finished jobs
 * says of each (job-archive.ts): one shape, read by both.
 */
import { z } from 'zod';
import { SharedJob } from './shared-job.js';

export const Holder = z.strictObject({
  instanceId: z.string().max(100),
  host: z.string().max(255),
  name: z.string().max(200),
  pid: z.int().min(0),
  token: z.string().max(100),
  leaseMs: z.number().positive().max(86_400_000),
});
export type Holder = z.infer<typeof Holder>;

export const Lease = z.enum(['held', 'parked']);
export type Lease = z.infer<typeof Lease>;

/** A job's claim: who holds it, its lease, its writes counted (a takeover replaces only the record it judged), the job. */
export const SharedJobRecord = z.strictObject({
  holder: Holder,
  lease: Lease,
  rev: z.int().min(1),
  job: SharedJob,
});
export type SharedJobRecord = z.infer<typeof SharedJobRecord>;

/** The steps that send something that costs: each is fenced by a marker created exclusively. */
export const SentStep = z.enum(['document', 'order']);
export type SentStep = z.infer<typeof SentStep>;

/** A claim's name: the version's upload-claim name (a SHA-256 in hex). */
export const ClaimName = z.string().regex(/^[0-9a-f]{64}$/);

/** A finished job as a compacted file keeps it: its claim's name, its last record, the sent markers it had. */
export const ArchivedJob = z.strictObject({
  name: ClaimName,
  record: SharedJobRecord,
  sent: z.array(SentStep).max(2),
});
export type ArchivedJob = z.infer<typeof ArchivedJob>;

/** At most this many jobs per compacted file: each stays a few MiB, read whole when one of them is looked up. */
export const archiveChunk = 5000;

/**
 * A compacted file's body: each job as its own JSON text (an `ArchivedJob`). The seal covers them
 * all; a workstation indexing the file then parses only the names, not thousands of records, and
 * checks a job's record against its schema when it looks that job up.
 */
export const JobArchiveBody = z.strictObject({
  jobs: z.array(z.string().max(100_000)).max(archiveChunk),
});
export type JobArchiveBody = z.infer<typeof JobArchiveBody>;
