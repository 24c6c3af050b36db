/**
 * A file a job set aside in `Failed/` (its preflight held it, or the job failed), opened for a
 * person: where it is, and its report beside it (`<name>.preflight.txt`, else `<name>.error.txt`).
 * Its path is granted to the UI by the main process here (app/path-grants/): the person asked for
 * this job's file, which PrintDesk itself moved, so the window may then check it and draw its pages
 * (`sync.preflight`). No other path is granted by it.
 */
import { promises as fs } from 'node:fs';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { absPath } from '../../sync/link-paths.js';
import { isOver, type JobRecord } from './job-record.js';

export interface HeldFile {
  /** The file's absolute path in `Failed/`. */
  readonly path: string;
  /** The report written beside it; null when there is none (removed by hand). */
  readonly report: string | null;
}

export interface HeldFileParts {
  job(id: string): JobRecord | undefined;
  link(id: string): HotFolderLink | undefined;
  /** Lets the UI name this file (PathGrants.grant). */
  grant(path: string): void;
}

/** The reports a set-aside file may have beside it, the preflight's first. */
const reportSuffixes = ['.preflight.txt', '.error.txt'];

/** Throws, saying why, when the job holds no file in `Failed/` (any more). */
export async function openHeldFile(parts: HeldFileParts, id: string): Promise<HeldFile> {
  const job = parts.job(id);
  if (!job) throw new Error('That hot-folder job is no longer known.');
  const link = parts.link(job.linkId);
  if (!job.setAside || isOver(job) || !link)
    throw new Error(`${job.relPath} is not waiting in Failed/ any more: its job has moved on.`);
  const path = absPath(link, job.setAside);
  parts.grant(path);
  for (const suffix of reportSuffixes) {
    const report = await fs.readFile(`${path}${suffix}`, 'utf8').catch(() => null);
    if (report !== null) return { path, report };
  }
  return { path, report: null };
}
