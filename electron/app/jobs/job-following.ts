/**
 * Jobs another workstation runs, on a shared hot folder: this one keeps each as a row of its own,
 * mirrored from the job's claim (its state, document, order and who runs it), looked at every few
 * seconds, and takes one over when its holder is gone. It also looks at its own jobs that wait for
 * a person, since a person at another workstation may decide them there, and now and then for jobs
 * waiting for a person that it never heard of (job-discovery.ts).
 *
 * Nothing here calls back into the flow (job-flow.ts): `mirror` returns the row's event, a round
 * yields the jobs to mirror and consider, `mayTake` says whether one is to be taken over, and the
 * flow applies them (the event, the take-over, the run).
 */
import type { HotFolderLink } from '../../shared/settings/schema.js';
import { isJobLink, subjectOf } from './job-adoption.js';
import type { ServiceDays } from './batch-slots.js';
import type { ClaimLook, JobClaims, SharedJobRecord } from './job-claims.js';
import { JobDiscovery, type Found } from './job-discovery.js';
import type { JobJournal } from './job-journal.js';
import { isOver, waitsForPerson, type JobRecord } from './job-record.js';
import { withShared } from './shared-job.js';
import type { JobEvent, JobStep } from './step-context.js';

export interface FollowingParts {
  readonly journal: JobJournal;
  readonly claims: JobClaims;
  /** A finished job's claim not written for this long (file-server clock) is compacted. */
  readonly compactAfterMs: number;
  /** The service's days: batch slot records of days before today are compacted with the claims. */
  readonly days: ServiceDays;
}

/** What the flow knows as a round starts: its links now, and which jobs it runs or holds. */
export interface RoundOf {
  readonly links: ReadonlyMap<string, HotFolderLink>;
  /** Run or held by this workstation now: nothing to follow. */
  busyHere(id: string): boolean;
}

/** Jobs waiting for a person are looked at every this many rounds (they change only when someone decides). */
const waitingEvery = 5;
/**
 * The folder's claims are read for jobs never heard of every this many rounds (30 s by default, the
 * first round at once): a stat of every claim on the share each time, for what is rare.
 */
const discoverEvery = 15;

export class JobFollowing {
  private rounds = 0;
  /** Per job, what its claim said when last mirrored (renewals rewrite the claim and change nothing). */
  private readonly seen = new Map<string, string>();

  private readonly discovery: JobDiscovery;

  constructor(private readonly parts: FollowingParts) {
    this.discovery = new JobDiscovery(parts);
  }

  /** Whether a job of this folder is being run by another workstation now (`sync --once` waits for it). */
  busy(): boolean {
    return this.parts.journal.all().some((job) => job.handledBy !== undefined && job.state === 'running');
  }

  /**
   * The job as its claim says, and who runs it (nobody else: a record this instance wrote), journaled:
   * the event that announces it, or nothing when the claim says nothing new.
   */
  async mirror(job: JobRecord, record: SharedJobRecord): Promise<JobEvent | undefined> {
    const mine = record.holder.instanceId === this.parts.claims.me.instanceId;
    const handledBy = mine ? undefined : { name: record.holder.name, instanceId: record.holder.instanceId };
    const said = JSON.stringify([record.holder.instanceId, record.lease, record.job]);
    const sameHandler = job.handledBy?.instanceId === handledBy?.instanceId;
    if (this.seen.get(job.id) === said && sameHandler && this.parts.journal.get(job.id)) return;
    const { handledBy: _, ...local } = withShared(job, record.job);
    const next: JobRecord = {
      ...local,
      ...(handledBy ? { handledBy } : {}),
      // Another workstation tidies the files of the jobs it runs.
      ...(handledBy && isOver(record.job) ? { settled: true as const } : {}),
      updatedAt: Date.now(),
    };
    await this.parts.journal.put(next);
    this.seen.set(job.id, said);
    return { job: next, step: stepBetween(job, next) };
  }

  /**
   * One round, a job at a time (the flow mirrors each and considers taking it over before the next is
   * looked at): now and then the jobs never heard of (job-discovery.ts), then the followed jobs whose
   * claim another workstation holds. A share that hiccups, a journal closing: it throws, and the next
   * round looks again.
   */
  async *round(of: RoundOf): AsyncGenerator<Found> {
    this.rounds++;
    if (this.rounds % discoverEvery === 1)
      yield* await this.discovery.round([...of.links.values()].filter(isJobLink));
    for (const job of this.parts.journal.all()) {
      if (!this.follows(job, of)) continue;
      const link = of.links.get(job.linkId);
      const subject = link ? subjectOf(link, job) : undefined;
      const look = subject ? await this.parts.claims.look(subject).catch(() => undefined) : undefined;
      if (look?.kind !== 'record' || look.mine) continue;
      yield { job, look };
    }
  }

  private follows(job: JobRecord, of: RoundOf): boolean {
    if (!job.sha256 || of.busyHere(job.id)) return false;
    // Done or discarded elsewhere: nothing changes it any more (its claim is compacted in time).
    if (job.handledBy) return !isOver(job);
    return waitsForPerson(job) && this.rounds % waitingEvery === 0;
  }
}

/** A running job whose holder is gone: to be taken over here and run on. */
export function mayTake(look: ClaimLook & { kind: 'record' }): boolean {
  const { record } = look;
  return record.lease === 'held' && look.takeable && record.job.state === 'running';
}

/** What changed between two states of a followed job, as the event that announces it. */
function stepBetween(before: JobRecord, after: JobRecord): JobStep {
  if (after.orderFriendlyId && !before.orderFriendlyId) return 'ordered';
  if (after.state !== before.state) {
    if (after.state === 'awaiting-approval') return 'approval';
    if (after.state === 'check-order') return 'check-order';
    if (after.state === 'failed') return 'failed';
    if (after.state === 'discarded') return 'discarded';
  }
  if (after.quote && !before.quote) return 'quoted';
  if (after.documentId && !before.documentId) return 'document';
  return 'followed';
}
