/**
 * Files and folders PrintDesk may not read. Hashing, uploading and listing all read; when the
 * system says no (EACCES, EPERM) the file fails with this reason, and is tried again only once its
 * permissions change (they change its ctime), never in a loop. A file locked for a moment by
 * another program (EBUSY) is another matter: it is retried (retry-policy.ts).
 */
import type { HotFolderLink } from '../shared/settings/schema.js';
import type { ActivityRecord } from './activity.js';
import { fileKey, remoteFolderOf } from './link-paths.js';

/** The reason a file or folder that cannot be read is failed with: in the journal, Activity and the CLI. */
export const permissionDenied = 'permission denied';

/** The error says this process may not read the file or folder (not that it is busy, or gone). */
export function isPermissionDenied(error: unknown): boolean {
  const code = (error as { code?: unknown; causeCode?: unknown } | null)?.code;
  const causeCode = (error as { causeCode?: unknown } | null)?.causeCode;
  return [code, causeCode].some((c) => c === 'EACCES' || c === 'EPERM');
}

/**
 * The activity row of a sub-folder that cannot be read (failed, with why) or can be again
 * (skipped): a problem of its link, shown with the files' rows; its path ends in "/".
 */
export function folderActivity(
  link: HotFolderLink,
  relDir: string,
  reason: string | undefined,
): Omit<ActivityRecord, 'seq'> {
  const relPath = `${relDir}/`;
  return {
    key: fileKey(link.id, relPath),
    linkId: link.id,
    relPath,
    remoteFolder: remoteFolderOf(link, `${relPath}.`),
    state: reason ? 'failed' : 'skipped',
    size: 0,
    attempts: 0,
    at: Date.now(),
    message: reason
      ? `${reason}: the folder cannot be read, so its files cannot be uploaded`
      : 'The folder can be read again.',
  };
}
