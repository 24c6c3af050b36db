/**
 * One lease for what workstations hold on a shared hot folder: the upload claims
 * (shared-claims.ts), the job claims (app/jobs/job-claims.ts) and the daily ledger's short lock
 * (share-files.ts). Three rules, once:
 *
 * - **The file server's clock.** Ages are durations on the one clock every workstation shares, the
 *   file server's: a probe file's mtime is its "now", a record's mtime when it was last written. No
 *   time written by another machine is ever compared with ours.
 * - **Staleness.** A holder's lease has lapsed when its record was not renewed for its lease, when it
 *   is this instance's own from before a crash, or when its process is gone on this host (after a
 *   grace: a request it sent just before dying may still be stored by the service).
 * - **Takeover.** Of contenders for a lapsed record, the one that creates `<record>.takeover`
 *   exclusively (O_EXCL: atomic on local disks, SMB and NFSv3+) reads it once more — still the one
 *   judged — and replaces it; the others stand back. A takeover file older than the lease was left
 *   by a contender that died.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { processAlive } from '../platform/pid-lock.js';
import type { ClaimantIdentity } from './shared-claims.js';

/** The file server's clock in `dir`: ages of the files there, as durations on that one clock. */
export class ServerClock {
  private constructor(readonly now: number) {}

  static async read(dir: string, me: Pick<ClaimantIdentity, 'instanceId'>): Promise<ServerClock> {
    const probe = path.join(dir, `.probe-${me.instanceId}`);
    await fs.writeFile(probe, '');
    return new ServerClock((await fs.stat(probe)).mtimeMs);
  }

  /**
   * The same clock read at most once per `maxAgeMs` per folder (a probe is a write on the share):
   * in between, the server's "now" is the one read plus the time passed on ours — a duration, and
   * one far shorter than any lease it is compared with.
   */
  static cached(
    maxAgeMs: number,
  ): (dir: string, me: Pick<ClaimantIdentity, 'instanceId'>) => Promise<ServerClock> {
    const read = new Map<string, { server: number; local: number }>();
    return async (dir, me) => {
      const local = performance.now();
      const known = read.get(dir);
      if (known && local - known.local < maxAgeMs)
        return new ServerClock(known.server + (local - known.local));
      const clock = await ServerClock.read(dir, me);
      read.set(dir, { server: clock.now, local: performance.now() });
      return clock;
    };
  }

  /** How long ago `file` was last written; undefined when it is not there. */
  async ageOf(file: string): Promise<number | undefined> {
    const stat = await fs.stat(file).catch(() => undefined);
    return stat && this.now - stat.mtimeMs;
  }
}

/** Who holds a lease, as its record says. */
export interface LeaseHolder {
  readonly instanceId: string;
  readonly host: string;
  readonly pid: number;
  /** One per holding: a holder seen dead is remembered by it. */
  readonly token: string;
}

export interface LeaseRules {
  /** How long a holder seen dead on this host is left alone first (0: none). */
  readonly deadGraceMs: number;
  /**
   * What a record of this instance's own is. `held`: a lock this process may hold twice.
   * `left-over`: from before a crash (one process per data folder holds only what it made or took
   * since it started), taken back at once. `left-over-after-grace`: the same, taken back once it has
   * gone unrenewed for `deadGraceMs` on the file server's clock: a request the crashed process sent
   * just before may still be stored by the service meanwhile, and the look-up that follows the
   * takeback must see it.
   */
  readonly own: 'held' | 'left-over' | 'left-over-after-grace';
}

/** Judges whether a holder's lease has lapsed. */
export class LeaseJudge {
  /** Holders (by token) first seen dead on this host, and when (our clock). */
  private readonly seenDead = new Map<string, number>();

  constructor(
    private readonly me: ClaimantIdentity,
    private readonly rules: LeaseRules,
  ) {}

  /** `sinceRenewalMs` on the file server's clock, against the holder's `leaseMs`. */
  lapsed(holder: LeaseHolder, sinceRenewalMs: number, leaseMs: number): boolean {
    if (this.rules.own !== 'held' && holder.instanceId === this.me.instanceId)
      return this.rules.own === 'left-over' || sinceRenewalMs >= this.rules.deadGraceMs;
    if (sinceRenewalMs > leaseMs) return true;
    if (holder.host !== this.me.host || processAlive(holder.pid)) return false;
    if (this.rules.deadGraceMs <= 0) return true;
    const now = Date.now();
    const seen = this.seenDead.get(holder.token) ?? now;
    this.seenDead.set(holder.token, seen);
    return now - seen >= this.rules.deadGraceMs;
  }

  /** The holder was taken over: nothing more to remember of it. */
  forget(token: string): void {
    this.seenDead.delete(token);
  }
}

/**
 * Runs `work` (read the record again, replace it if it is still the one judged) as the one
 * contender holding `<file>.takeover`; undefined when another contender holds it. A takeover file
 * older than `staleMs` on the file server's clock is removed for the next look.
 */
export async function takeOver<T>(
  file: string,
  me: Pick<ClaimantIdentity, 'instanceId'>,
  staleMs: number,
  work: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const lock = `${file}.takeover`;
  let handle;
  try {
    handle = await fs.open(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const clock = await ServerClock.read(path.dirname(file), me);
    if (((await clock.ageOf(lock)) ?? 0) > staleMs) await fs.rm(lock, { force: true });
    return undefined;
  }
  try {
    try {
      await handle.writeFile(me.instanceId);
    } finally {
      await handle.close();
    }
    return await work();
  } finally {
    await fs.rm(lock, { force: true });
  }
}
