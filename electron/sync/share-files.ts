/**
 * Files on a hot folder's share that several workstations read and write: records replaced whole
 * (temporary file, fsync, rename: a reader sees the old record or the new one), records created
 * exclusively (O_EXCL, atomic on local disks, SMB and NFSv3+), and a short lock for a
 * read-then-write that must not interleave (the daily budget), taken over by the lease's rules
 * (share-lease.ts: the file server's clock, staleness, takeover).
 */
import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { syncFolder } from '../platform/durable-files.js';
import type { ClaimantIdentity } from './shared-claims.js';
import { LeaseJudge, ServerClock, takeOver } from './share-lease.js';

/** Who writes: the persistent instance id of a data folder, its host and process. */
export type ShareIdentity = ClaimantIdentity;

/** Beside the print files; a dot folder, so the watcher and the listing never see it. */
export const sharedStateFolder = '.printdesk';

/**
 * Records on the share are for PrintDesk's workstations only: their owner and group read and write
 * them, nobody else (where the share keeps modes at all; an SMB mount's options may decide instead).
 */
export const sharedFileMode = 0o660;
const sharedFolderMode = 0o770;

/** Creates `dir` (not its parents: a hot folder that is gone, an unmounted share, must not be created again). */
export async function mkdirOnce(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** A folder of `.printdesk/` made (not its parents) and kept to PrintDesk's workstations where the share allows. */
export async function mkdirShared(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { mode: sharedFolderMode });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return;
  }
  await fs.chmod(dir, sharedFolderMode).catch(() => undefined);
}

/** Opens a new record file with the shared mode, whatever the umask (a share that keeps no modes says no: fine). */
export async function openShared(file: string, flags: 'w' | 'wx'): Promise<fs.FileHandle> {
  const handle = await fs.open(file, flags, sharedFileMode);
  await handle.chmod(sharedFileMode).catch(() => undefined);
  return handle;
}

const errno = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Replaces `file` with `content` whole. The temporary name carries the instance id, so leftovers
 * of one killed mid-write are its own to sweep (shared-claims.ts's `sweepLeftovers`).
 */
export async function replaceShared(file: string, content: string, me: ShareIdentity): Promise<void> {
  const tmp = `${file}.${me.instanceId}.${randomUUID()}.tmp`;
  try {
    const handle = await openShared(tmp, 'w');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(tmp, file);
  } finally {
    await fs.rm(tmp, { force: true });
  }
  await syncFolder(path.dirname(file));
}

/** Creates `file` with `content` only if it does not exist; false when it does. */
export async function createShared(file: string, content: string): Promise<boolean> {
  let handle;
  try {
    handle = await openShared(file, 'wx');
  } catch (error) {
    if (errno(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await syncFolder(path.dirname(file));
  return true;
}

/** The JSON in `file`; undefined when there is none; `'unwritten'` when it is being created (or was torn). */
export async function readShared<T>(file: string): Promise<T | 'unwritten' | undefined> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (errno(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    return 'unwritten';
  }
}

interface LockRecord {
  readonly instanceId: string;
  readonly host: string;
  readonly pid: number;
  readonly token: string;
}

export interface ShareLockOptions {
  /** A lock older than this (file-server clock) was left by a holder that died (default 30 s). */
  readonly staleMs?: number;
  /** How long to wait for a live holder before giving up (default 20 s). */
  readonly waitMs?: number;
}

/**
 * Runs `work` while holding `lockFile`, a file created exclusively. Held for a few reads and one
 * write, so a lock older than `staleMs`, or one whose process is gone on this host, was left by a
 * holder that died. Of contenders for a stale lock, the one that creates `<lock>.takeover`
 * (exclusively too) checks it is still the same stale lock and removes it; the others wait.
 */
export async function withShareLock<T>(
  lockFile: string,
  me: ShareIdentity,
  work: () => Promise<T>,
  options: ShareLockOptions = {},
): Promise<T> {
  const staleMs = options.staleMs ?? 30_000;
  const deadline = Date.now() + (options.waitMs ?? 20_000);
  const record: LockRecord = { ...me, token: randomUUID() };
  for (let pause = 5; ; pause = Math.min(200, pause * 2)) {
    if (await createShared(lockFile, JSON.stringify(record))) break;
    await removeIfStale(lockFile, me, staleMs);
    if (Date.now() > deadline)
      throw new Error(`${lockFile} stays locked by another workstation; try again shortly.`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
  try {
    return await work();
  } finally {
    const held = await readShared<LockRecord>(lockFile).catch(() => undefined);
    if (typeof held === 'object' && held.token === record.token) await fs.rm(lockFile, { force: true });
  }
}

/** A holder that died leaves the lock: older than `staleMs`, or its process gone on this host (no grace: it held a lock, not a request). */
async function removeIfStale(lockFile: string, me: ShareIdentity, staleMs: number): Promise<void> {
  const first = await readShared<LockRecord>(lockFile);
  if (first === undefined) return;
  const clock = await ServerClock.read(path.dirname(lockFile), me);
  const age = await clock.ageOf(lockFile);
  if (age === undefined) return;
  const holder = typeof first === 'object' ? first : { instanceId: '', host: '', pid: 0, token: '' };
  const judge = new LeaseJudge(me, { deadGraceMs: 0, own: 'held' });
  if (!judge.lapsed(holder, age, staleMs)) return;
  await takeOver(lockFile, me, staleMs, async () => {
    const again = await readShared<LockRecord>(lockFile);
    const same =
      typeof first === 'object'
        ? typeof again === 'object' && again.token === first.token
        : again === 'unwritten';
    if (same) await fs.rm(lockFile, { force: true });
    return true;
  });
}

/** File-system errors of a share that drops, stalls or is remounted: passing, worth another try. */
const shareHiccups = new Set([
  'EIO',
  'ESTALE',
  'ETIMEDOUT',
  'ENOENT',
  'EHOSTDOWN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTCONN',
  'ECONNRESET',
  'EBUSY',
  'EAGAIN',
]);

/** What a job's failure to read or write its shared state says, when it was the share that failed. */
export function shareHiccup(
  error: unknown,
): { retryable: true; message: string; retryAfterMs: undefined } | undefined {
  const e = error as NodeJS.ErrnoException | undefined;
  if (!e || typeof e.code !== 'string' || !e.syscall || !shareHiccups.has(e.code)) return undefined;
  return {
    retryable: true,
    message: `The hot folder's shared state could not be reached (${e.code}); trying again.`,
    retryAfterMs: undefined,
  };
}
