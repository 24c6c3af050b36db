/**
 * The local side of a job: where its print file and ticket are, sending both to `Failed/` with the
 * reason when the ticket is bad, and tidying the ticket like the file once the job is done.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { HotFolderLink } from '../settings/schema.js';
import { moveInto } from '../sync/after-upload.js';
import { absPath } from '../sync/link-paths.js';
import { failedFolder, uploadedFolder } from '../sync/print-file-filter.js';
import { ticketPathOf } from './job-ticket.js';

/** The print file where it is now: in place, or already moved to `Uploaded/` by the engine. */
async function printFileNow(link: HotFolderLink, relPath: string): Promise<string | undefined> {
  for (const candidate of [
    absPath(link, relPath),
    path.join(link.localPath, uploadedFolder, ...relPath.split('/')),
  ]) {
    if (await exists(candidate)) return candidate;
  }
  return undefined;
}

/** Moves the print file and its ticket to `Failed/`, with `<name>.error.txt` saying why. */
export async function quarantineJob(link: HotFolderLink, relPath: string, reason: string): Promise<void> {
  const target = path.join(link.localPath, failedFolder, ...relPath.split('/'));
  const file = await printFileNow(link, relPath);
  const moved = file ? await moveInto(file, target) : target;
  const ticket = ticketPathOf(absPath(link, relPath));
  if (await exists(ticket)) await moveInto(ticket, ticketPathOf(moved));
  const text = [`File: ${relPath}`, `Failed: ${new Date().toISOString()}`, `Reason: ${reason}`, ''].join(
    '\n',
  );
  await fs.writeFile(`${moved}.error.txt`, text);
}

/** Once the job is done, its ticket follows the link's after-upload rule (kept, moved, deleted). */
export async function settleTicket(link: HotFolderLink, relPath: string): Promise<void> {
  const ticket = ticketPathOf(absPath(link, relPath));
  if (!(await exists(ticket))) return;
  if (link.afterUpload === 'move')
    await moveInto(ticket, ticketPathOf(path.join(link.localPath, uploadedFolder, ...relPath.split('/'))));
  else if (link.afterUpload === 'delete') await fs.rm(ticket, { force: true });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
