/**
 * One process at a time on a data file or folder (the settings' read-then-write, the sync and jobs
 * journals, the sandbox's state): an advisory lock the operating system holds for the open file and
 * lets go of when the process ends, however it ends (exit, crash, kill -9: the kernel closes its
 * files before the process is even reaped). Nothing is decided from a pid: a zombie, a pid reused
 * after a reboot or a lock file left behind holds nothing.
 *
 * The lock is on a file beside what it guards (`<name>.lock`), through fs-native-extensions: an open
 * file description lock on Linux, flock on macOS, LockFileEx on Windows. Each open of the file is its
 * own holder, so two opens in one process exclude each other too.
 *
 * The holder writes its pid into the file, for messages only ("held by process N"), and deletes the
 * file when it lets go, while still holding the lock. A process that opened the file before that
 * delete and is granted the lock after it finds the name gone (or naming another file) and starts
 * again: only the holder of the file the name points to holds the lock, so there is never a second
 * holder, and only the holder ever deletes the file.
 */
import { tryLock, unlock } from 'fs-native-extensions';
import { type FileHandle, open, readFile, rm, stat } from 'node:fs/promises';
import { privateFileMode } from './private-files.js';

/**
 * The byte locked, far past the pid the file holds: Windows locks bar reading too, and the pid must
 * stay readable for the message of a process that is refused. (macOS locks the whole file anyway.)
 */
const lockedByte = 2 ** 30;

/**
 * How long a single-instance lock (a data folder's sync or jobs journal) waits for a holder that is
 * exiting, before it refuses: a new `printdesk sync` started while the last one still flushes.
 */
export const exitingHolderWaitMs = 5000;

export interface FileLock {
  readonly file: string;
  /** Deletes the lock file and lets go of the lock; a second call does nothing. */
  release(): Promise<void>;
}

export interface LockOptions {
  /** How long to wait for the holder to let go (a process that is exiting); 0 refuses at once. */
  waitMs?: number;
  /** The error when it stays held; `owner` is the holder's pid when it could be read (for the message). */
  inUse?: (owner: number | undefined) => Error;
}

/** Takes the lock `file`, waiting up to `waitMs` for its holder; throws `inUse` when it stays held. */
export async function takeFileLock(file: string, options: LockOptions = {}): Promise<FileLock> {
  const deadline = Date.now() + (options.waitMs ?? 0);
  for (let pause = 2; ; pause = Math.min(25, pause * 2)) {
    const got = await attempt(file);
    if (typeof got === 'object') return got;
    // Its holder let go between our open and our lock: try again at once (the next try takes it,
    // or finds the process that did).
    if (got === 'released') continue;
    if (Date.now() >= deadline) {
      const owner = await ownerOf(file);
      throw options.inUse?.(owner) ?? new Error(`${file} is locked by ${holderName(owner)}.`);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Runs `work` while holding `file`, waiting up to `waitMs` for another process to let go: a
 * read-then-write of a file that several processes change.
 */
export async function withFileLock<T>(file: string, work: () => Promise<T>, waitMs = 10_000): Promise<T> {
  const lock = await takeFileLock(file, {
    waitMs,
    inUse: (owner) => new Error(`${file} stays locked by ${holderName(owner)}; try again shortly.`),
  });
  try {
    return await work();
  } finally {
    await lock.release();
  }
}

const holderName = (owner: number | undefined) => (owner ? `process ${owner}` : 'another process');

async function attempt(file: string): Promise<FileLock | 'held' | 'released'> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'a+', privateFileMode);
  } catch (error) {
    // Windows: a lock file its holder deleted stays "delete pending" while another process has it
    // open, and cannot be opened meanwhile: it is being let go, so wait as for a holder.
    if ((error as NodeJS.ErrnoException).code === 'EPERM' && process.platform === 'win32') return 'held';
    throw error;
  }
  let held = false;
  try {
    if (!tryLock(handle.fd, lockedByte, 1)) return 'held';
    const [ours, named] = await Promise.all([
      handle.stat({ bigint: true }),
      stat(file, { bigint: true }).catch(() => undefined),
    ]);
    if (!named || named.ino !== ours.ino || named.dev !== ours.dev) return 'released';
    await handle.truncate(0);
    await handle.writeFile(String(process.pid));
    held = true;
    return new HeldLock(file, handle);
  } finally {
    if (!held) await handle.close();
  }
}

class HeldLock implements FileLock {
  #handle: FileHandle | undefined;

  constructor(
    readonly file: string,
    handle: FileHandle,
  ) {
    this.#handle = handle;
  }

  async release(): Promise<void> {
    const handle = this.#handle;
    if (!handle) return;
    this.#handle = undefined;
    try {
      await rm(this.file, { force: true });
      // Closing lets go too; Windows asks for an explicit unlock, which it honours at once.
      unlock(handle.fd, lockedByte, 1);
    } finally {
      await handle.close();
    }
  }
}

/** The pid the holder wrote, if it is there yet. */
async function ownerOf(file: string): Promise<number | undefined> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}
