/**
 * One process per data file or folder: a lock file holding the owner's pid. A lock left by a
 * process that is gone (a crash, a kill) is taken over; a live owner is refused.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { privateFileMode } from './private-files.js';

/** Creates `lockFile` with our pid; `inUse(owner)` is the error thrown when a live process holds it. */
export async function takePidLock(lockFile: string, inUse: (owner: number) => Error): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx', mode: privateFileMode });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) throw inUse(owner);
    await rm(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}.`);
}

export async function releasePidLock(lockFile: string): Promise<void> {
  await rm(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
