/**
 * Files that survive a crash: a small file written so that a crash leaves either the old or the new
 * content, never a mix, and the folder fsync that makes a rename or a new name durable.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { privateFileMode } from './private-files.js';

/**
 * Writes `data` to a temp file beside `path`, fsyncs it, renames it over `path`, then fsyncs the
 * folder. Every such file is in the data folder: readable by the user alone unless `mode` says otherwise.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  mode = privateFileMode,
): Promise<void> {
  const temp = `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(dirname(path));
}

/** Makes a rename or a new name in `folder` durable; some platforms (Windows) cannot open a folder, which is fine. */
export async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Not supported here: the rename is still atomic, just not yet flushed.
  } finally {
    await handle?.close();
  }
}
