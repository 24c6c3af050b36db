/**
 * Jobs of a shared hot folder that wait for a person, found in the folder's job claims. A
 * workstation hears of another's job when its engine sees the upload finish; a file that the
 * other's preflight (or a failure) set aside in `Failed/` at once may be gone before that, and its
 * job would be shown, and could be decided, only where it ran. Read from the claims, it is shown on
 * every workstation of the folder, by the name of the one that holds it, and a person at any of
 * them may decide it.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileKey, remoteFolderOf } from '../../sync/link-paths.js';
import { sharedStateFolder } from '../../sync/shared-claims.js';
import { followedJobOf, subjectOf, type JobLink } from './job-adoption.js';
import type { ClaimLook, JobClaims, SharedJobRecord } from './job-claims.js';
import type { JobJournal } from './job-journal.js';
import { waitsForPerson, type JobRecord } from './job-record.js';

export interface DiscoveryParts {
  readonly journal: JobJournal;
  readonly claims: JobClaims;
  /** The links whose uploads become jobs now. */
  jobLinks(): readonly JobLink[];
  /** Keeps the job as its claim says, followed from now on. */
  adopt(job: JobRecord, look: ClaimLook & { kind: 'record' }): Promise<void>;
}

export class JobDiscovery {
  /** Per claim file, its modification time when last read: a claim is read again only once rewritten. */
  private readonly readAt = new Map<string, number>();

  constructor(private readonly parts: DiscoveryParts) {}

  /** Looks through the claims of every job link once. */
  async round(): Promise<void> {
    for (const link of this.parts.jobLinks()) await this.lookIn(link);
  }

  private async lookIn(link: JobLink): Promise<void> {
    const dir = path.join(link.localPath, sharedStateFolder, 'jobs');
    for (const name of await fs.readdir(dir).catch(() => [] as string[])) {
      if (!name.endsWith('.job')) continue;
      const file = path.join(dir, name);
      const modified = (await fs.stat(file).catch(() => undefined))?.mtimeMs;
      if (modified === undefined || this.readAt.get(file) === modified) continue;
      this.readAt.set(file, modified);
      const record = await this.parts.claims
        .recordAt(link.localPath, link.remotePath, file)
        .catch(() => undefined);
      if (record) await this.consider(link, record);
    }
  }

  private async consider(link: JobLink, record: SharedJobRecord): Promise<void> {
    const shared = record.job;
    if (!waitsForPerson(shared) || record.holder.instanceId === this.parts.claims.me.instanceId) return;
    // Another link on the same folder (another remote folder) has jobs of its own.
    if (shared.remoteFolder !== remoteFolderOf(link, shared.relPath)) return;
    const key = fileKey(link.id, shared.relPath);
    const job = followedJobOf({ key, fileId: shared.fileId, linkId: link.id }, shared, link);
    if (this.parts.journal.get(job.id)) return;
    const subject = subjectOf(link, shared);
    const look = subject ? await this.parts.claims.look(subject) : undefined;
    if (look?.kind === 'record' && !look.mine) await this.parts.adopt(job, look);
  }
}
