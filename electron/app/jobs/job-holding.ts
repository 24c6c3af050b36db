/**
 * Which jobs this workstation holds the claims of, on shared hot folders: claiming a new job's
 * version, making sure a job may be run or decided here (taking over a claim that is safe to take),
 * writing the job's shared state after each step, the "sent" fences of its costly steps, and, after
 * a crash, publishing again what the journal says and the claim does not yet. It calls nothing back:
 * where another workstation's claim says the job moved on, it returns that claim for the runner to
 * mirror (job-following.ts).
 */
import type { JobClaims, ClaimLook, HeldJob, JobSubject, SharedJobRecord } from './job-claims.js';
import { waitsForBatch } from './job-batches.js';
import type { JobJournal } from './job-journal.js';
import type { JobRecord } from './job-record.js';
import { sharedPart, withShared, type SharedJob } from './shared-job.js';
import { canonical } from '../../sync/share-seal.js';
import { LostClaim, type StepFences } from './step-context.js';

/** Held here; run locally (the folder takes no claims); or another workstation's (followed). */
export type Holding = 'held' | 'local' | 'elsewhere';

/** How a job is held now, and the claim of another workstation that moved it on, to mirror here. */
export interface Ensured {
  readonly holding: Holding;
  readonly mirror?: SharedJobRecord;
}

/** After a crash: whether the claim is held here to be written from the journal, or another's to mirror. */
export interface Republished {
  readonly write: boolean;
  readonly mirror?: SharedJobRecord;
}

/** The fences of a job on a folder that takes no claims: one workstation, whose journal says what was sent. */
const localFences: StepFences = {
  mayAct: async () => {},
  fence: async () => true,
  unfence: async () => {},
  refence: async () => {},
};

export class JobHolding {
  private readonly held = new Map<string, HeldJob>();

  constructor(
    private readonly journal: JobJournal,
    private readonly claims: JobClaims,
  ) {}

  isHeld(id: string): boolean {
    return this.held.has(id);
  }

  /**
   * Whether another workstation that is alive holds the job's claim now (held, not parked, its lease
   * kept up; or created and not written yet): `ensure` could not take it. A compacted job's claim is
   * not held by anyone.
   */
  async heldElsewhere(job: JobRecord, subject: JobSubject | undefined): Promise<boolean> {
    if (this.held.has(job.id) || !subject) return false;
    const look = await this.claims.look(subject);
    if (look.kind === 'unwritten') return !look.stale;
    return look.kind === 'record' && !look.takeable && !look.mine && !look.compacted;
  }

  /** Claims a new job's version: created here, or taken (a stale or unwritten claim); 'elsewhere' when another moved first. */
  async claimNew(job: JobRecord, subject: JobSubject | undefined, look: ClaimLook): Promise<Holding> {
    if (!subject || look.kind === 'unshared') return 'local';
    const shared = sharedPart(job);
    const held =
      look.kind === 'none'
        ? await this.claims.create(subject, shared)
        : await this.claims.take(
            subject,
            look.kind === 'record' ? look.record.rev : 'unwritten',
            () => shared,
          );
    if (held === 'unshared') return 'local';
    if (!held) return 'elsewhere';
    this.held.set(job.id, held);
    return 'held';
  }

  /**
   * Makes sure this workstation may run the job (`run`) or apply a person's decision to it
   * (`decide`): it holds its claim, or the folder takes no claims. It takes over a claim this
   * instance left in a crash, or one held by a workstation that is gone; to decide, also a parked
   * one (whichever workstation parked it). Another workstation's parked record is not run here:
   * it is followed (the job moved on there).
   */
  async ensure(job: JobRecord, subject: JobSubject | undefined, purpose: 'run' | 'decide'): Promise<Ensured> {
    if (this.held.has(job.id)) return { holding: 'held' };
    if (!subject) return { holding: 'local' };
    const look = await this.claims.look(subject);
    if (look.kind === 'unshared') return { holding: 'local' };
    if (look.kind === 'none') return { holding: await this.claimNew(job, subject, look) };
    if (look.kind === 'record') {
      const { record } = look;
      const ours = record.holder.instanceId === this.claims.me.instanceId;
      if (!(look.takeable && (purpose === 'decide' || ours || record.lease === 'held')))
        return { holding: 'elsewhere', mirror: record };
    }
    if (look.kind === 'unwritten' && !look.stale) return { holding: 'elsewhere' };
    return { holding: (await this.take(job, subject, look)) ? 'held' : 'elsewhere' };
  }

  /**
   * Takes a takeable claim: ours from before a crash (our journal is the newer), or another
   * workstation's, parked or left behind (its record is the newer). False when someone moved first.
   */
  async take(job: JobRecord, subject: JobSubject | undefined, look: ClaimLook): Promise<boolean> {
    if (!subject || (look.kind !== 'record' && look.kind !== 'unwritten')) return false;
    const ours = look.kind === 'unwritten' || look.record.holder.instanceId === this.claims.me.instanceId;
    let shared: SharedJob = sharedPart(job);
    const held = await this.claims.take(
      subject,
      look.kind === 'record' ? look.record.rev : 'unwritten',
      (current) => {
        if (current && !ours) shared = current;
        return shared;
      },
    );
    if (!held) return false;
    this.held.set(job.id, held);
    const { handledBy: _, ...local } = withShared(job, shared);
    await this.journal.put({ ...local, updatedAt: Date.now() });
    return true;
  }

  /** Writes a held job's shared state (parked unless it runs); throws LostClaim when the claim was taken over. */
  async write(next: JobRecord): Promise<void> {
    const held = this.held.get(next.id);
    if (!held) return;
    // A member waiting for its batch is parked too: the workstation that forms the batch takes it.
    const running = next.state === 'running' && !(waitsForBatch(next) && !next.batchOrder);
    const ok = await this.claims.write(held, sharedPart(next), running ? 'held' : 'parked');
    if (!ok || !running) this.held.delete(next.id);
    if (!ok) throw new LostClaim();
  }

  /** The job's claim is no longer ours (it was taken over). */
  lost(id: string): void {
    this.held.delete(id);
  }

  fences(id: string): StepFences {
    const held = this.held.get(id);
    if (!held) return localFences;
    const { claims } = this;
    return {
      mayAct: async () => {
        if (await claims.mayAct(held)) return;
        this.held.delete(id);
        throw new LostClaim();
      },
      fence: (step) => claims.fence(held.subject, step),
      unfence: (step) => claims.unfence(held.subject, step),
      refence: (step) => claims.refence(held.subject, step),
    };
  }

  /**
   * Our journal is written before the job's claim: after a crash between the two the claim says a
   * step less. Taken back and written from the journal (`write` then parks it), unless another
   * workstation took the job since: its claim is returned to mirror. `write` when it is held here to be written.
   */
  async republish(job: JobRecord, subject: JobSubject | undefined): Promise<Republished> {
    if (!subject) return { write: false };
    const look = await this.claims.look(subject);
    if (look.kind !== 'record' && look.kind !== 'unwritten') return { write: false };
    if (look.kind === 'record') {
      if (look.record.holder.instanceId !== this.claims.me.instanceId)
        return { write: false, mirror: look.record };
      if (canonical(look.record.job) === canonical(sharedPart(job))) return { write: false };
    }
    return { write: await this.take(job, subject, look) };
  }

  /** Stops renewing every claim held (closing): this instance takes them back at once when it starts again. */
  releaseAll(): void {
    for (const held of this.held.values()) this.claims.release(held);
    this.held.clear();
  }
}
