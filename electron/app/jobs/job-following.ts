/**
 * Jobs another workstation runs, on a shared hot folder: this one keeps each as a row of its own,
 * mirrored from the job's claim (its state, document, order and who runs it), looked at every few
 * seconds, and takes one over when its holder is gone. It also looks at its own jobs that wait for
 * a person, since a person at another workstation may decide them there, and now and then for jobs
 * waiting for a person that it never heard of (job-discovery.ts).
 */
import type { JobLink } from './job-adoption.js';
import type { ServiceDays } from './batch-slots.js';
import type { ClaimLook, JobClaims, JobSubject, SharedJobRecord } from './job-claims.js';
import { JobDiscovery } from './job-discovery.js';
import type { JobJournal } from './job-journal.js';
import { isOver, waitsForPerson, type JobRecord } from './job-record.js';
import { withShared } from './shared-job.js';
import type { JobStep } from './step-context.js';

export interface FollowingParts {
  readonly journal: JobJournal;
  readonly claims: JobClaims;
  subject(job: JobRecord): JobSubject | undefined;
  /** Run or held by this workstation now: nothing to follow. */
  isRunning(id: string): boolean;
  /** Takes the job's claim over (see JobRunner.take); false when someone moved first. */
  take(job: JobRecord, look: ClaimLook): Promise<boolean>;
  emit(event: { job: JobRecord; step: JobStep }): void;
  run(id: string): void;
  /** Something changed that `idle()` waits on. */
  changed(): void;
  /** The links whose uploads become jobs now: their claims are looked through for jobs never heard of. */
  jobLinks(): readonly JobLink[];
  readonly intervalMs: number;
  /** A finished job's claim not written for this long (file-server clock) is compacted. */
  readonly compactAfterMs: number;
  /** The service's days: batch slot records of days before today are compacted with the claims. */
  readonly days: ServiceDays;
}

/** Jobs waiting for a person are looked at every this many rounds (they change only when someone decides). */
const waitingEvery = 5;
/**
 * The folder's claims are read for jobs never heard of every this many rounds (30 s by default, the
 * first round at once): a stat of every claim on the share each time, for what is rare.
 */
const discoverEvery = 15;

export class JobFollowing {
  private timer: NodeJS.Timeout | undefined;
  private round = 0;
  private ticking = false;
  /** Per job, what its claim said when last mirrored (renewals rewrite the claim and change nothing). */
  private readonly seen = new Map<string, string>();

  private readonly discovery: JobDiscovery;

  constructor(private readonly parts: FollowingParts) {
    this.discovery = new JobDiscovery({
      journal: parts.journal,
      claims: parts.claims,
      jobLinks: () => parts.jobLinks(),
      compactAfterMs: parts.compactAfterMs,
      days: parts.days,
    });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.parts.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Whether a job of this folder is being run by another workstation now (`sync --once` waits for it). */
  busy(): boolean {
    return this.parts.journal.all().some((job) => job.handledBy !== undefined && job.state === 'running');
  }

  /** A job first heard of from its claim: kept here as the claim says, then looked after like the others. */
  async adopt(job: JobRecord, look: ClaimLook & { kind: 'record' }): Promise<void> {
    await this.mirror(job, look.record);
    await this.consider(this.parts.journal.get(job.id)!, look);
  }

  /**
   * Looks at the job's claim again now (our claim was taken: what does it say?). False when it
   * cannot be read here (sealed under another key: ours before the key changed, or another's).
   */
  async refresh(job: JobRecord): Promise<boolean> {
    const subject = this.parts.subject(job);
    const look = subject ? await this.parts.claims.look(subject) : undefined;
    if (look?.kind === 'record') await this.mirror(job, look.record);
    return look?.kind !== 'unwritten';
  }

  /** The job as its claim says, and who runs it (nobody else: a record this instance wrote). */
  async mirror(job: JobRecord, record: SharedJobRecord): Promise<void> {
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
    this.parts.emit({ job: next, step: stepBetween(job, next) });
    this.parts.changed();
  }

  private async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    this.round++;
    try {
      if (this.round % discoverEvery === 1)
        for (const { job, look } of await this.discovery.round()) await this.adopt(job, look);
      for (const job of this.parts.journal.all()) {
        if (!this.follows(job)) continue;
        const subject = this.parts.subject(job);
        const look = subject ? await this.parts.claims.look(subject).catch(() => undefined) : undefined;
        if (look?.kind !== 'record' || look.mine) continue;
        await this.mirror(job, look.record);
        await this.consider(this.parts.journal.get(job.id)!, look);
      }
    } catch {
      // A share that hiccups, a journal closing: the next round looks again.
    } finally {
      this.ticking = false;
      this.parts.changed();
    }
  }

  private follows(job: JobRecord): boolean {
    if (!job.sha256 || this.parts.isRunning(job.id)) return false;
    // Done or discarded elsewhere: nothing changes it any more (its claim is compacted in time).
    if (job.handledBy) return !isOver(job);
    return waitsForPerson(job) && this.round % waitingEvery === 0;
  }

  /** A running job whose holder is gone is taken over here and run on. */
  private async consider(job: JobRecord, look: ClaimLook & { kind: 'record' }): Promise<void> {
    const { record } = look;
    if (record.lease !== 'held' || !look.takeable || record.job.state !== 'running') return;
    if (this.parts.isRunning(job.id)) return;
    if (await this.parts.take(job, look)) this.parts.run(job.id);
  }
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
