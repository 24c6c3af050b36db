/**
 * The local side of a job: sending its print file and ticket to `Failed/` with the reason when the
 * job fails, tidying the ticket like the file once it is done, bringing both back out of `Failed/`
 * when a retried job succeeds, and keeping the original in `Originals/` when the job goes on with a
 * fixed copy. (On a shared folder, the workstation that runs the job.)
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { moveInto } from '../../sync/after-upload.js';
import { absPath } from '../../sync/link-paths.js';
import { failedFolder, originalsFolder, uploadedFolder } from '../../sync/print-file-filter.js';
import type { SyncEngine } from '../../sync/engine.js';
import type { JobRecord } from './job-record.js';
import { ticketPathOf } from './job-ticket.js';

/**
 * Moves the print file and its ticket to `Failed/`, with `<name>.error.txt` saying why (or the
 * `note` given: a preflight's report); resolves to where the print file went (undefined when it was
 * no longer there).
 */
export async function quarantineJob(
  link: HotFolderLink,
  relPath: string,
  reason: string,
  note?: FailedNote,
): Promise<string | undefined> {
  const target = path.join(link.localPath, failedFolder, ...relPath.split('/'));
  // The engine holds the file in place until its job is done (see the runner's `holds`).
  const file = absPath(link, relPath);
  const moved = (await exists(file)) ? await moveInto(file, target) : undefined;
  const ticket = ticketPathOf(absPath(link, relPath));
  if (await exists(ticket)) await moveInto(ticket, ticketPathOf(moved ?? target));
  const text =
    note?.text ??
    [`File: ${relPath}`, `Failed: ${new Date().toISOString()}`, `Reason: ${reason}`, ''].join('\n');
  await fs.writeFile(`${moved ?? target}${note?.suffix ?? '.error.txt'}`, text);
  return moved;
}

/**
 * The original of a file the preflight fixed, with its ticket, moved from `from` (in place, or in
 * `Failed/` where the preflight held it, whose report goes) to `Originals/`, with `<name>.fixes.txt`
 * beside it. Moved once: a file no longer at `from` was moved before (a run that died after it).
 */
export async function keepOriginal(link: HotFolderLink, relPath: string, from: string, note: string) {
  const target = path.join(link.localPath, originalsFolder, ...relPath.split('/'));
  if (!(await exists(from))) return;
  const kept = await moveInto(from, target);
  const ticket = ticketPathOf(from);
  if (await exists(ticket)) await moveInto(ticket, ticketPathOf(kept));
  await fs.writeFile(`${kept}.fixes.txt`, note);
  await fs.rm(`${from}.preflight.txt`, { force: true });
}

/** What is written beside a file sent to Failed/ instead of the reason (`<name><suffix>`). */
export interface FailedNote {
  readonly suffix: '.preflight.txt';
  readonly text: string;
}

/** Once the job is done, its ticket follows the link's after-upload rule (kept, moved, deleted). */
export async function settleTicket(link: HotFolderLink, relPath: string): Promise<void> {
  await settle(link, relPath, ticketPathOf(absPath(link, relPath)), ticketPathOf);
}

/**
 * A job that failed, then succeeded on Retry: its file (and ticket) leave `Failed/` as the link's
 * after-upload rule says — back in place, to `Uploaded/`, or deleted — and the reason file goes.
 */
export async function settleFromFailed(link: HotFolderLink, relPath: string, failedPath: string) {
  await settle(link, relPath, ticketPathOf(failedPath), ticketPathOf);
  await settle(link, relPath, failedPath, (p) => p);
  await fs.rm(`${failedPath}.error.txt`, { force: true });
  await fs.rm(`${failedPath}.preflight.txt`, { force: true });
}

/** Applies the link's after-upload rule to `from`, a file standing for `relPath` (`as` names its kind: the print file or its ticket). */
async function settle(
  link: HotFolderLink,
  relPath: string,
  from: string,
  as: (printFile: string) => string,
): Promise<void> {
  if (!(await exists(from))) return;
  if (link.afterUpload === 'delete') await fs.rm(from, { force: true });
  else {
    const home = link.afterUpload === 'move' ? path.join(link.localPath, uploadedFolder) : link.localPath;
    const target = as(path.join(home, ...relPath.split('/')));
    if (target !== from) await moveInto(from, target);
  }
}

export async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * A job's print file and ticket as the job moves on: settled once it is over, sent to Failed/ when it
 * fails. It reads the runner's links (never changes them) and returns what it did; the runner journals it.
 */
export class JobFiles {
  constructor(private readonly links: ReadonlyMap<string, HotFolderLink>) {}

  /**
   * The job is done with its file: it (and its ticket) follow the link's after-upload rule now, and
   * `engine` (when given) lets go of the print file; without it the print file is left in place to the
   * engine, which settles it when it sees it. False when the job's folder is no longer linked.
   */
  async settle(job: JobRecord, engine?: Pick<SyncEngine, 'releaseAfterUpload'>): Promise<boolean> {
    const link = this.links.get(job.linkId);
    if (!link) return false;
    // Tidying is best effort: a file left behind is seen again by the engine and settled then.
    if (job.setAside)
      await settleFromFailed(link, job.relPath, absPath(link, job.setAside)).catch(() => undefined);
    // Also when it failed before: the user may have put the file back in place meanwhile.
    await settleTicket(link, job.relPath).catch(() => undefined);
    await engine?.releaseAfterUpload(job.fileKey, job.fileId).catch(() => undefined);
    return true;
  }

  /**
   * The job goes on with its fixed copy: the original (in place or in Failed/) to Originals/ with
   * `note` beside it; the patch says it is kept (and no longer set aside).
   */
  async keepOriginal(job: JobRecord, note: string): Promise<Partial<JobRecord>> {
    const link = this.links.get(job.linkId);
    if (!link || !job.fixed) return {};
    await keepOriginal(link, job.relPath, absPath(link, job.setAside ?? job.relPath), note);
    return { fixed: { ...job.fixed, originalKept: true }, setAside: undefined };
  }

  /**
   * Sends the file and ticket of a job that fails (or that its preflight holds) to Failed/ with the
   * reason or note, and resolves to the patch that says where, or why they are not there. It goes
   * into the same write as the job's new state: that write parks the job's claim on a shared folder,
   * the last one its workstation makes, so the other workstations learn where the file is from it.
   */
  async setAside(job: JobRecord, reason: string, note?: FailedNote): Promise<Partial<JobRecord>> {
    const link = this.links.get(job.linkId);
    if (!link || job.setAside) return {};
    try {
      const moved = await quarantineJob(link, job.relPath, reason, note);
      return moved ? { setAside: path.relative(link.localPath, moved).split(path.sep).join('/') } : {};
    } catch (error) {
      return { error: `${reason} (could not move it to Failed/: ${(error as Error).message})` };
    }
  }
}
