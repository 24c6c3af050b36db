/**
 * Years of jobs on a shared hot folder cost what today's cost: a finished job's claim (done or
 * discarded, parked: nothing more can happen to it) not written for a while — a day by default, on
 * the file server's clock, time for every workstation following it to have seen it end — is folded
 * with its sent markers into a compacted file (job-archive.ts), then removed. Written first, removed
 * after: a compaction killed at any moment leaves every job in its claim, in a compacted file, or
 * both (the next one then only removes the claim). One workstation at a time compacts a folder (a
 * short lock on the share). On the same occasion, under the same lock, the folder's finished batch
 * slot records of days before the service's today are removed (shared-batches.ts, `compact`).
 * docs/hot-folder-jobs.md, "Years of jobs" and "Batches".
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { sharedStateFolder, withShareLock } from '../../sync/share-files.js';
import { ServerClock } from '../../sync/share-lease.js';
import { sweepLeftovers } from '../../sync/shared-claims.js';
import type { ServiceDays } from './batch-slots.js';
import { archiveChunk, SentStep, type ArchivedJob, type SharedJobRecord } from './job-claim-record.js';
import { markerOfClaim, type JobClaims } from './job-claims.js';
import { isOver } from './job-record.js';
import { SharedBatches } from './shared-batches.js';

/** The hot folder and the remote folder its records are keyed by. */
export interface CompactedFolder {
  readonly localPath: string;
  readonly remotePath: string;
}

/** A compaction holding its lock longer than this was left by a workstation that died. */
const lockStaleMs = 10 * 60_000;

/** Done or discarded, and parked: a claim nothing will write again. */
export function isFinished(record: SharedJobRecord): boolean {
  return record.lease === 'parked' && isOver(record.job);
}

export class JobCompaction {
  constructor(
    private readonly claims: JobClaims,
    /** A finished claim not written for this long (file-server clock) is compacted. */
    private readonly afterMs: number,
    /** The service's days: which batch slot records are of days before today. */
    private readonly days: ServiceDays,
  ) {}

  /**
   * Compacts those of `candidates` (claim files of the folder read finished) that are old enough;
   * returns the claim files gone from the folder. Nothing when another workstation compacts it now.
   */
  async compact(folder: CompactedFolder, candidates: Iterable<string>): Promise<string[]> {
    const dir = path.join(folder.localPath, sharedStateFolder, 'jobs');
    const lock = path.join(dir, 'compaction.lock');
    const { me } = this.claims;
    // A folder without claims has no batch records either (they are made only where claims are).
    if (!(await exists(dir))) return [];
    return withShareLock(lock, me, () => this.compactHeld(folder, dir, [...candidates]), {
      staleMs: lockStaleMs,
      waitMs: 0,
    }).catch((error: unknown) => {
      if (error instanceof Error && /stays locked/.test(error.message)) return [];
      throw error;
    });
  }

  private async compactHeld(folder: CompactedFolder, dir: string, candidates: string[]): Promise<string[]> {
    const { archive, me } = this.claims;
    await this.compactSlots(folder);
    if (candidates.length === 0) return [];
    await sweepLeftovers(archive.dirOf(folder.localPath), me.instanceId);
    const clock = await ServerClock.read(dir, me);
    const due: string[] = [];
    for (const file of candidates) if (((await clock.ageOf(file)) ?? 0) > this.afterMs) due.push(file);
    if (due.length === 0) return [];
    const key = this.claims.keyFor(folder.remotePath);
    const known = await archive.known(folder.localPath, key);
    const gone: string[] = [];
    for (let at = 0; at < due.length; at += archiveChunk) {
      const jobs: ArchivedJob[] = [];
      const folded: string[] = [];
      for (const file of due.slice(at, at + archiveChunk)) {
        const name = path.basename(file, '.job');
        // Compacted already by a compaction killed before it removed the claim: only removed now.
        if (known.has(name)) {
          folded.push(file);
          continue;
        }
        const record = await this.claims.recordAt(folder.localPath, folder.remotePath, file);
        if (!record || !isFinished(record)) continue;
        const sent: SentStep[] = [];
        for (const step of SentStep.options) if (await exists(markerOfClaim(file, step))) sent.push(step);
        jobs.push({ name, record, sent });
        folded.push(file);
      }
      if (jobs.length > 0) await archive.write(folder.localPath, key, jobs, me);
      for (const file of folded) {
        for (const step of SentStep.options) await fs.rm(markerOfClaim(file, step), { force: true });
        await fs.rm(file, { force: true });
      }
      gone.push(...folded);
    }
    return gone;
  }

  private async compactSlots(folder: CompactedFolder): Promise<void> {
    const { me, records } = this.claims;
    const batches = new SharedBatches(me, records, (scope) => this.claims.keyFor(scope));
    await batches.compact({ folder: folder.localPath, scope: folder.remotePath }, this.days);
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}
