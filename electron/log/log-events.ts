/**
 * What PrintDesk writes to its log, one JSON line per event: `event` names the kind, the rest are
 * its fields. A file's line carries the activity history's record as it is (activity.ts), so that
 * the history can be read back after a restart (activity-reader.ts); the others are for support.
 */
import { z } from 'zod';
import type { JobState } from '../shared/contract/jobs.js';
import type { ActivityRecord } from '../sync/activity.js';
import { FileState } from '../shared/sync/status.js';

/** A file reached a state: queued, uploading, uploaded (every upload), failed or skipped. */
export type FileActivity = Omit<ActivityRecord, 'seq'>;

/**
 * A file's line. `fileKey` rather than the record's `key`: a field named `key` is blanked as a
 * secret (redact.ts), which is the subscription key's name everywhere else.
 */
export const FileLine = z.object({
  event: z.literal('file'),
  fileKey: z.string(),
  linkId: z.string(),
  relPath: z.string(),
  remoteFolder: z.string(),
  state: FileState,
  size: z.number(),
  sha256: z.string().optional(),
  fileId: z.string().optional(),
  attempts: z.number(),
  at: z.number(),
  message: z.string().optional(),
});
export type FileLine = z.infer<typeof FileLine>;

export function fileLine(record: FileActivity): FileLine {
  const { key, ...rest } = record;
  return { event: 'file', fileKey: key, ...rest };
}

export function activityOf(line: FileLine): FileActivity {
  const { event: _event, fileKey, ...rest } = line;
  return { key: fileKey, ...rest };
}

/** One step of a hot-folder job (created, document, quoted, approval, ordered, failed…) and where the job stands after it. */
export interface JobStepEvent {
  readonly jobId: string;
  readonly fileKey: string;
  readonly relPath: string;
  /** What the job runner says happened (its `JobStep`, electron/app/jobs/step-context.ts). */
  readonly step: string;
  readonly state: JobState;
  readonly message?: string;
}

/** An order placed, shipped, cancelled or refused by the service. */
export interface OrderEvent {
  readonly action: 'placed' | 'shipped' | 'cancelled' | 'failed';
  readonly orderFriendlyId?: string;
  readonly reference?: string;
  readonly message?: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Something PrintDesk refused: a request from an untrusted sender, a bad input, a file it will not send. */
export interface RefusalEvent {
  readonly what: string;
  readonly reason: string;
  readonly details?: Readonly<Record<string, unknown>>;
}
