/**
 * How a print job fares once it is a file in its hot folder, told to the printer (and so to the
 * print dialog and the spooler) from the hot folder's own records: the engine's journal entry of the
 * file, then the hot-folder job made of its upload. Asked each time a client asks; nothing is kept
 * here, so it is as true after a restart as before.
 */
import { jobStage } from '../jobs/job-record.js';
import type { JobRecord } from '../jobs/job-record.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { FiledPrint } from '../../printer/print-filing.js';
import type { FiledProgress, HotFolderFollow } from '../../printer/print-jobs.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { fileKey, type JournalEntry, type SyncEngine } from '../../sync/engine.js';
import { rm } from 'node:fs/promises';
import path from 'node:path';

export interface FollowSources {
  readonly link: () => HotFolderLink | undefined;
  readonly sync: Pick<SyncEngine, 'file' | 'cancel' | 'status'>;
  readonly jobs: Pick<JobRunner, 'jobs'> | null;
}

export function hotFolderFollow(s: FollowSources): HotFolderFollow {
  const keyOf = (link: HotFolderLink, print: FiledPrint) => fileKey(link.id, print.file);
  return {
    progress(print) {
      const link = s.link();
      if (!link) return { state: 'aborted', message: 'Its hot folder is no longer linked.' };
      const key = keyOf(link, print);
      const entry = s.sync.file(key);
      const ours = entry && (entry.sha256 === print.sha256 || entry.uploadedSha256 === print.sha256);
      const job = s.jobs?.jobs().find((j) => j.fileKey === key && j.sha256 === print.sha256);
      if (job) return jobProgress(job);
      if (!entry || !ours) {
        if (link.paused) return { state: 'pending', message: 'Its hot folder is paused.' };
        return { state: 'pending', message: 'Waiting for the hot folder to take the file.' };
      }
      return fileProgress(entry, link, s.jobs !== null, s.sync.status().state === 'offline');
    },
    async cancel(print) {
      const link = s.link();
      if (!link) return false;
      const key = keyOf(link, print);
      const entry = s.sync.file(key);
      // Not taken by the engine yet: the file is the printer's own, just written.
      if (!entry) {
        await rm(path.join(link.localPath, ...print.file.split('/')), { force: true });
        return true;
      }
      return entry.sha256 === print.sha256 && entry.state === 'queued' && (await s.sync.cancel(key));
    },
  };
}

function fileProgress(
  entry: JournalEntry,
  link: HotFolderLink,
  jobsRun: boolean,
  offline: boolean,
): FiledProgress {
  switch (entry.state) {
    case 'queued':
      if (link.paused) return { state: 'pending', message: 'Its hot folder is paused.' };
      return {
        state: 'pending',
        message: offline ? 'Waiting for the print service to be reachable.' : 'Waiting to be uploaded.',
      };
    case 'uploading':
      return { state: 'processing', message: 'Uploading.' };
    case 'uploaded': {
      const makesJob = jobsRun && link.job !== undefined && link.job.action !== 'upload';
      return makesJob
        ? { state: 'processing', message: 'Uploaded; its job is starting.' }
        : { state: 'completed', message: `Uploaded to ${entry.remoteFolder}.` };
    }
    case 'skipped':
      return entry.fileId && entry.uploadedSha256 === entry.sha256
        ? { state: 'completed', message: `Already in ${entry.remoteFolder}.` }
        : { state: 'aborted', message: 'The file left the hot folder before it was uploaded.' };
    case 'failed':
      if (entry.cancelled) return { state: 'canceled', message: 'Canceled.' };
      return { state: 'aborted', message: entry.lastError ?? 'The upload failed.' };
  }
}

function jobProgress(job: JobRecord): FiledProgress {
  const stage = jobStage(job);
  switch (job.state) {
    case 'running':
      return { state: 'processing', message: runningStep(job) };
    case 'awaiting-approval':
    case 'check-order':
      return { state: 'held', message: `Waiting for a person in PrintDesk (Orders › Approvals): ${stage}.` };
    case 'done':
      return { state: 'completed', message: `Done: ${stage}.` };
    case 'failed':
      return { state: 'aborted', message: job.error ?? stage };
    case 'discarded':
      return { state: 'canceled', message: 'Discarded in PrintDesk.' };
  }
}

/** The step a running job is at, as its plan goes: document, then quote, then order. */
function runningStep(job: JobRecord): string {
  if (!job.documentId || job.plan.action === 'document') return 'Making the document.';
  if (!job.quote || job.plan.action === 'quote') return 'Quoting.';
  return 'Ordering.';
}
