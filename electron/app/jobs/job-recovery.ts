/**
 * What a job the journal holds needs when the runner starts again (after a crash, or a restart):
 * these functions decide; the runner applies (job-runner.ts `attach`, docs/hot-folder-jobs.md).
 */
import { isOver, type JobRecord } from './job-record.js';

/** Run on; write its claim again from the journal; tidy its file; or leave it as it is. */
export type Resume = 'run' | 'republish' | 'tidy' | 'nothing';

/**
 * `engineFileId`: the version of the job's file the sync engine knows now (a newer one has a job of its own).
 * A job another workstation runs is followed, not resumed.
 */
export function resumeOf(job: JobRecord, engineFileId: string | undefined): Resume {
  if (job.handledBy) return 'nothing';
  if (job.state === 'running') return 'run';
  // Decided or finished just before a crash: the job's claim may not say so yet.
  if (job.sha256 && (!isOver(job) || !job.settled)) return 'republish';
  return leftUntidied(job, engineFileId) ? 'tidy' : 'nothing';
}

/** Done before a crash left its file untidied: tidied now, unless a newer version is known. */
export function leftUntidied(job: JobRecord, engineFileId: string | undefined): boolean {
  return !job.handledBy && isOver(job) && !job.settled && engineFileId === job.fileId;
}
