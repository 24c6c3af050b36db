/**
 * The data folder is private: distribution lists (names, phone numbers, e-mail addresses), the
 * address book, the journals, the logs, the page pictures and the embedded sandbox's data and key
 * are the user's alone. Every folder PrintDesk makes there is 0700 and every file 0600, whatever
 * the umask; a data folder left wider by an older version is narrowed, contents included, when it
 * is opened. (The modes mean nothing on Windows, where the profile folder's ACL keeps others out.)
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export const privateFolderMode = 0o700;
export const privateFileMode = 0o600;

/** Creates `folder` (and its missing parents) readable by the user alone. */
export async function makePrivateFolder(folder: string): Promise<void> {
  await mkdir(folder, { recursive: true, mode: privateFolderMode });
}

/**
 * Makes the data folder private: created 0700, or narrowed to 0700 with everything under it (folders
 * 0700, files 0600) when any of it was open to others. Symbolic links are not followed.
 */
export async function securePrivateFolder(folder: string): Promise<void> {
  await makePrivateFolder(folder);
  if (process.platform === 'win32') return;
  const stats = await lstat(folder);
  if ((stats.mode & 0o077) === 0) return;
  await narrow(folder, true);
}

async function narrow(target: string, isFolder: boolean): Promise<void> {
  await chmod(target, isFolder ? privateFolderMode : privateFileMode);
  if (!isFolder) return;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory() || entry.isFile())
      await narrow(path.join(target, entry.name), entry.isDirectory());
  }
}
