/**
 * One process per data file or folder: a lock file holding the owner's pid. A lock left by a
 * process that is gone (a crash, a kill) is taken over; a live owner is refused.
 */
import { randomUUID } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import { privateFileMode } from './private-files.js';

/** Creates `lockFile` with our pid; `inUse(owner)` is the error thrown when a live process holds it. */
export async function takePidLock(lockFile: string, inUse: (owner: number) => Error): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (await createWithPid(lockFile)) return;
    const text = await readFile(lockFile, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    const owner = Number(text.trim());
    if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) throw inUse(owner);
    await rm(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}.`);
}

/**
 * Creates `file` holding our pid, whole from its first moment (a hard link to a file written
 * before), so that no other process reads it empty and takes it for a lock left behind; false when
 * it exists. Where the file system has no hard links, an exclusive create.
 */
async function createWithPid(file: string): Promise<boolean> {
  const pid = String(process.pid);
  const written = `${file}.${pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(written, pid, { mode: privateFileMode });
    await link(written, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'ENOSYS') throw error;
  } finally {
    await rm(written, { force: true });
  }
  try {
    await writeFile(file, pid, { flag: 'wx', mode: privateFileMode });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

export async function releasePidLock(lockFile: string): Promise<void> {
  await rm(lockFile, { force: true });
}

/** Whether a process of this computer is alive (EPERM: alive, another user's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

class LockHeld extends Error {
  constructor(readonly owner: number) {
    super(`held by process ${owner}`);
  }
}

/**
 * Runs `work` while holding `lockFile`, waiting (up to `waitMs`) while another live process holds
 * it: a read-then-write of a file that several processes change, held for one read and one write.
 * A lock whose process is gone is taken over. (Processes of one computer: the owner is a pid.)
 */
export async function withPidLock<T>(lockFile: string, work: () => Promise<T>, waitMs = 10_000): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 5; ; pause = Math.min(100, pause * 2)) {
    try {
      await takePidLock(lockFile, (owner) => new LockHeld(owner));
      break;
    } catch (error) {
      if (!(error instanceof LockHeld)) throw error;
      if (Date.now() > deadline)
        throw new Error(`${lockFile} stays locked by process ${error.owner}; try again shortly.`);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  try {
    return await work();
  } finally {
    await releasePidLock(lockFile);
  }
}
