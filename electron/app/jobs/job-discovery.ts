/**
 * Jobs of a shared hot folder that wait for a person, found in the folder's job claims. A
 * workstation hears of another's job when its engine sees the upload finish; a file that the
 * other's preflight (or a failure) set aside in `Failed/` at once may be gone before that, and its
 * job would be shown, and could be decided, only where it ran. Read from the claims, it is shown on
 * every workstation of the folder, by the name of the one that holds it, and a person at any of
 * them may decide it.
 *
 * A round reads only what changed since the last: the claims folder's listing only when the folder
 * changed (its mtime: a claim created, replaced or removed), and of its claims only those written
 * since. Claims of finished jobs are compacted by the way (job-compaction.ts), so the folder holds
 * about today's jobs, however many years of jobs it has seen. A round returns the jobs it found;
 * the flow follows them (job-following.ts, job-flow.ts).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileKey, remoteFolderOf } from '../../sync/link-paths.js';
import { sharedStateFolder } from '../../sync/shared-claims.js';
import { followedJobOf, subjectOf, type JobLink } from './job-adoption.js';
import type { ClaimLook, JobClaims, SharedJobRecord } from './job-claims.js';
import type { ServiceDays } from './batch-slots.js';
import { isFinished, JobCompaction } from './job-compaction.js';
import type { JobJournal } from './job-journal.js';
import { waitsForPerson, type JobRecord } from './job-record.js';

export interface DiscoveryParts {
  readonly journal: JobJournal;
  readonly claims: JobClaims;
  /** A finished claim not written for this long (file-server clock) is compacted. */
  readonly compactAfterMs: number;
  /** The service's days: batch slot records of days before today are compacted with the claims. */
  readonly days: ServiceDays;
}

/**
 * The listing is read again every this many rounds even when the folder's mtime says nothing
 * changed (a change within the mtime's granularity of the last listing; a share caching attributes).
 */
const relistEvery = 10;
/** Finished claims are compacted every this many rounds (and on the first). */
const compactEvery = 20;

/** A job found in its claim, to be kept as the claim says and followed from now on. */
export interface Found {
  readonly job: JobRecord;
  readonly look: ClaimLook & { kind: 'record' };
}

export class JobDiscovery {
  /** Per link and claims folder, per claim there, its mtime when last read: read again only once rewritten. */
  private readonly readAt = new Map<string, Map<string, number>>();
  /** Per link and claims folder, the folder's mtime when last listed whole. */
  private readonly listedAt = new Map<string, number>();
  /** Per link, the claim files read finished and not compacted yet. */
  private readonly finished = new Map<string, Set<string>>();
  private readonly compaction: JobCompaction;
  private rounds = 0;

  constructor(private readonly parts: DiscoveryParts) {
    this.compaction = new JobCompaction(parts.claims, parts.compactAfterMs, parts.days);
  }

  /** Looks through the claims of every link whose uploads become jobs now, once (and now and then compacts the finished ones): the jobs found. */
  async round(jobLinks: readonly JobLink[]): Promise<Found[]> {
    const compact = this.rounds % compactEvery === 0;
    const relist = this.rounds % relistEvery === 0;
    this.rounds++;
    const found: Found[] = [];
    for (const link of jobLinks) {
      await this.lookIn(link, relist, found);
      if (compact) await this.compact(link);
    }
    return found;
  }

  /** Compacts the link's finished claims that are old enough, and its old batch slot records (job-compaction.ts). */
  async compact(link: JobLink): Promise<void> {
    const finished = this.finishedOf(link);
    for (const file of await this.compaction.compact(link, finished)) finished.delete(file);
  }

  private async lookIn(link: JobLink, relist: boolean, found: Found[]): Promise<void> {
    const dir = path.join(link.localPath, sharedStateFolder, 'jobs');
    // Per link: two links on one folder read its claims each under its own key.
    const at = `${link.id}\n${dir}`;
    const changed = (await fs.stat(dir).catch(() => undefined))?.mtimeMs;
    if (changed === undefined || (!relist && this.listedAt.get(at) === changed)) return;
    const before = this.readAt.get(at);
    // Rebuilt from each listing: claims gone (compacted, here or elsewhere) are forgotten.
    const now = new Map<string, number>();
    this.readAt.set(at, now);
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith('.job')) continue;
      const file = path.join(dir, name);
      const modified = (await fs.stat(file).catch(() => undefined))?.mtimeMs;
      if (modified === undefined) continue;
      now.set(name, modified);
      if (before?.get(name) === modified) continue;
      const record = await this.parts.claims
        .recordAt(link.localPath, link.remotePath, file)
        .catch(() => undefined);
      if (record && isFinished(record)) this.finishedOf(link).add(file);
      const job = record && (await this.consider(link, record));
      if (job && !found.some((f) => f.job.id === job.job.id)) found.push(job);
    }
    // Listed whole: until then, the next round lists the folder again.
    this.listedAt.set(at, changed);
    const finished = this.finished.get(link.id);
    for (const file of finished ?? []) if (!now.has(path.basename(file))) finished!.delete(file);
  }

  private finishedOf(link: JobLink): Set<string> {
    let files = this.finished.get(link.id);
    if (!files) this.finished.set(link.id, (files = new Set()));
    return files;
  }

  /** A job of another workstation that waits for a person, never heard of here: found. */
  private async consider(link: JobLink, record: SharedJobRecord): Promise<Found | undefined> {
    const shared = record.job;
    if (!waitsForPerson(shared) || record.holder.instanceId === this.parts.claims.me.instanceId) return;
    // Another link on the same folder (another remote folder) has jobs of its own.
    if (shared.remoteFolder !== remoteFolderOf(link, shared.relPath)) return;
    const key = fileKey(link.id, shared.relPath);
    const job = followedJobOf({ key, fileId: shared.fileId, linkId: link.id }, shared, link);
    if (this.parts.journal.get(job.id)) return;
    const subject = subjectOf(link, shared);
    const look = subject ? await this.parts.claims.look(subject) : undefined;
    return look?.kind === 'record' && !look.mine ? { job, look } : undefined;
  }
}
