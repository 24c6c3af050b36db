/**
 * One job's flow, top-down, from the upload the engine reports to the order (docs/hot-folder-jobs.md,
 * "Reading a job top-down"): `adopt` makes a job of an upload (or follows another workstation's),
 * `claimNew` claims it, `run` → `drive` takes it through the steps (job-sequence.ts), `decide`
 * applies a person's decision, `failed` retries or fails it, `finish` → `settle` tidies its file, and
 * every outcome goes through the one write, `update`. Another workstation's jobs are followed:
 * `followRound` mirrors each job a round of job-following.ts yields and takes it over when its holder
 * is gone. A job that waits for its batch: `considerBatch` starts a round of the link's batch
 * (job-batches.ts) and `driveBatch` applies each step it yields, in order (batch-steps.ts). The
 * helpers return what they found or decided and the flow applies it. JobRunner (job-runner.ts) is
 * the public front that builds the parts.
 */
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { JournalEntry, SyncEngine } from '../../sync/engine.js';
import { absPath } from '../../sync/link-paths.js';
import {
  buildJob,
  followedJobOf,
  replanned,
  startDecision,
  subjectOf,
  uploadedSha256,
} from './job-adoption.js';
import { uploadJobLink, type PresetsSince } from './job-adoption.js';
import type { ClaimLook, JobClaims, SharedJobRecord } from './job-claims.js';
import { againMs, deadlineOf, dueDecision, stampDeadline, Deadlines } from './approval-timeouts.js';
import { outcomeOf, type Decision, type JobDecisions } from './job-decisions.js';
import type { Holding, JobHolding } from './job-holding.js';
import { exists, type JobFiles } from './job-files.js';
import { mayTake, type JobFollowing } from './job-following.js';
import type { JobJournal } from './job-journal.js';
import { dropUndefined, isOver, type JobRecord } from './job-record.js';
import { lastStep, runSequence } from './job-sequence.js';
import { declinedEntry, type OrderRecord } from './order-record.js';
import { failureOutcome } from './job-failure.js';
import type { LinkLedgers } from './spend-ledger.js';
import { LostClaim, type JobEvent, type JobStep, type StepContext } from './step-context.js';
import { withShared } from './shared-job.js';
import { followingTimings, nowOf, type JobRunnerOptions } from './job-runner-options.js';
import { stepContextFor } from './job-context.js';
import type { JobLull, Running } from './job-lull.js';
import { leftUntidied, resumeOf } from './job-recovery.js';
import { waitsForBatch, type JobBatches } from './job-batches.js';
import type { BatchStep, BatchSteps } from './batch-steps.js';
import type { LostOrders } from './lost-orders.js';

/** What the flow works with, built by JobRunner. */
export interface FlowParts {
  readonly options: JobRunnerOptions;
  readonly signal: AbortSignal;
  readonly journal: JobJournal;
  readonly orderRecord: OrderRecord;
  readonly claims: JobClaims;
  /** Per link, since when its uploads become jobs: files uploaded before a job preset was set are left alone. */
  readonly since: PresetsSince;
  /** The links by id, as the runner has them now. */
  readonly links: ReadonlyMap<string, HotFolderLink>;
  readonly holding: JobHolding;
  readonly files: JobFiles;
  readonly ledgers: LinkLedgers;
  readonly decisions: JobDecisions;
  /** Jobs waiting for approval on a folder with a timeout, timed to their deadline (approval-timeouts.ts). */
  readonly deadlines: Deadlines;
  readonly running: Running;
  readonly lull: JobLull;
  readonly following: JobFollowing;
  readonly batches: JobBatches;
  readonly lost: LostOrders;
}

export class JobFlow {
  private readonly again = new Set<string>();
  private readonly listeners = new Set<(event: JobEvent) => void>();
  private engine: SyncEngine | undefined;
  private followTimer: NodeJS.Timeout | undefined;
  private rounding = false;
  /** Per link, when its batch is looked at again (a count, a time of day, a cut-off, a retry). */
  private readonly batchWakes = new Deadlines(Date.now);

  constructor(private readonly parts: FlowParts) {}

  /** Follows the engine's uploads; first catches up on uploads a crash left without their job, and resumes unfinished jobs. */
  attach(engine: SyncEngine): () => void {
    const { journal } = this.parts;
    this.engine = engine;
    // Before the engine starts: a file uploaded for a job stays in place until the job is done with it.
    const unhold = engine.holdAfterUpload((entry) => this.holds(entry));
    // A closed journal is the only way adopt() fails; the engine's journal keeps the upload for next time.
    const off = engine.on('file', (event) => void this.adopt(event.entry).catch(() => undefined));
    for (const entry of engine.files()) void this.adopt(entry).catch(() => undefined);
    for (const job of journal.all()) {
      if (job.handledBy) continue;
      this.timeDeadline(job);
      const resume = resumeOf(job, engine.file(job.fileKey)?.fileId);
      if (resume === 'run') this.run(job.id);
      else if (resume === 'republish') this.republish(job);
      else if (resume === 'tidy') this.tidy(job);
    }
    this.startFollowing();
    return () => {
      off();
      unhold();
      this.stopFollowing();
      this.engine = undefined;
    };
  }

  on(listener: (event: JobEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ── creating jobs ───────────────────────────────────────────────────────────────────────

  /** The engine keeps a job's file in place until the job is done or discarded; a failed job moves it to Failed/ itself. */
  private holds(entry: JournalEntry): boolean {
    const { links, since, journal } = this.parts;
    if (!uploadJobLink(entry, links.get(entry.linkId), since.of(entry.linkId))) return false;
    const job = journal.get(`${entry.key}@${entry.fileId}`);
    return !job || !isOver(job);
  }

  private async adopt(entry: JournalEntry): Promise<void> {
    const { links, since, journal, claims, running, lull, files } = this.parts;
    const link = uploadJobLink(entry, links.get(entry.linkId), since.of(entry.linkId));
    if (!link) return;
    const id = `${entry.key}@${entry.fileId}`;
    if (running.has(id)) return;
    // A job failed on its ticket starts again when the file is back (with its ticket, fixed or not).
    const earlier = journal.get(id);
    if (earlier && !earlier.ticketRejected) return;
    running.add(id);
    try {
      if (earlier && !(await exists(absPath(link, entry.relPath)))) return;
      const subject = subjectOf(link, { ...entry, sha256: uploadedSha256(entry) });
      const look: ClaimLook = subject ? await claims.look(subject) : { kind: 'unshared' };
      const rebuild = look.kind === 'record' && earlier?.ticketRejected && look.record.job.ticketRejected;
      if (look.kind === 'record' && !rebuild) {
        await this.follow(followedJobOf(entry, look.record.job, link), look);
        return;
      }
      // Being written: looked at again at once; one this workstation cannot read, once it may have lapsed.
      if (look.kind === 'unwritten' && !look.stale)
        return lull.later(() => this.adopt(entry), look.opaque ? claims.leaseMs / 4 : 250);
      if (look.kind === 'none' && subject) {
        const presetAge = Date.now() - since.of(link.id)!;
        const start = await startDecision(subject, claims, presetAge, claims.leaseMs / 4);
        if (start.kind === 'never') return;
        // Looked at again within a second: the uploader's claim usually appears at once.
        if (start.kind === 'later') return lull.later(() => this.adopt(entry), Math.min(1000, start.ms));
      }
      const job = await buildJob(entry, link, subject, nowOf(this.parts.options));
      const mode = await this.claimNew(job, look);
      if (mode === 'elsewhere') return;
      await journal.put(job);
      if (job.ticketRejected) {
        const aside = await files.setAside(job, job.error ?? 'its job ticket was refused');
        this.emit({ job: await this.update(job, aside), step: 'failed' });
      } else this.emit({ job, step: 'created' });
    } finally {
      running.delete(id);
      this.again.delete(id);
      // Started before the idle check: between the two, `sync --once` would see no work and quit.
      this.run(id);
      lull.check();
    }
  }

  /** Claims a new job's version; when another workstation created or took it first, follows it. */
  private async claimNew(job: JobRecord, look: ClaimLook): Promise<Holding> {
    const subject = this.subjectOf(job);
    const holding = await this.parts.holding.claimNew(job, subject, look);
    if (holding !== 'elsewhere') return holding;
    const now = subject ? await this.parts.claims.look(subject) : undefined;
    if (now?.kind === 'record') await this.follow(withShared(job, now.record.job), now);
    else this.parts.lull.later(() => this.adoptAgain(job), 250);
    return 'elsewhere';
  }

  private adoptAgain(job: JobRecord): Promise<void> {
    const entry = this.engine?.file(job.fileKey);
    return entry ? this.adopt(entry) : Promise.resolve();
  }

  // ── running jobs ────────────────────────────────────────────────────────────────────────

  run(id: string): void {
    const { signal, running, journal, lull } = this.parts;
    if (signal.aborted) return;
    if (running.has(id)) {
      // A retry or approval that came while this job's last run was still finishing: it runs next.
      this.again.add(id);
      return;
    }
    const job = journal.get(id);
    if (job?.state !== 'running' || job.handledBy) return;
    running.add(id);
    void this.drive(id)
      .catch((error: unknown) => this.failed(id, error))
      .catch(async (error: unknown) => {
        // Failing it met a claim taken over meanwhile (or a journal closing): what does the claim say?
        if (error instanceof LostClaim) await this.refresh(journal.get(id)!).catch(() => {});
      })
      .finally(() => {
        running.delete(id);
        if (this.again.delete(id)) this.run(id);
        lull.check();
      });
  }

  /** Takes the job as far as it goes now; every outcome is on disk before the next step. */
  private async drive(id: string): Promise<void> {
    const { journal, links, lull } = this.parts;
    if ((await this.ensure(journal.get(id)!, 'run')) === 'elsewhere') return this.lookAgain(id);
    const job = journal.get(id)!;
    if (job.state !== 'running' || job.handledBy) return;
    // Its plan from this workstation's own link and the file's ticket, each time it acts.
    const plan = await replanned(links.get(job.linkId), job);
    const result = await runSequence(this.contextFor(job), plan ? await this.update(job, plan) : job);
    if (!result.halt) await this.finish(result.job, lastStep[job.plan.action]);
    else if (result.resumeInMs !== undefined) lull.later(() => this.run(id), result.resumeInMs);
    else if (waitsForBatch(result.job)) this.considerBatch(result.job.linkId);
  }

  /** Another workstation moved first on the claim, nothing to mirror yet: looked at again soon (a row of our own is not followed). */
  private lookAgain(id: string): void {
    const job = this.parts.journal.get(id);
    if (job?.state !== 'running' || job.handledBy) return;
    this.parts.lull.later(() => this.run(id), Math.min(1000, this.parts.claims.leaseMs / 4));
  }

  /** Whether this workstation may run or decide the job now; the claim of another that moved it on is mirrored. */
  private async ensure(job: JobRecord, purpose: 'run' | 'decide'): Promise<Holding> {
    const { holding, mirror } = await this.parts.holding.ensure(job, this.subjectOf(job), purpose);
    if (mirror) await this.mirror(job, mirror);
    return holding;
  }

  private contextFor(job: JobRecord): StepContext {
    const { options, links, signal, holding, files, ledgers, orderRecord, claims, lost } = this.parts;
    return stepContextFor({
      options,
      link: links.get(job.linkId),
      subject: this.subjectOf(job),
      signal,
      fences: holding.fences(job.id),
      update: (current, patch, step) => this.update(current, patch, step),
      files,
      ledger: (link) => ledgers.of(link),
      record: orderRecord,
      workstation: claims.me.name,
      lost,
    });
  }

  /** A job that waits with a deadline is timed; when it comes, the folder's timeout decides it. */
  private timeDeadline(job: JobRecord): void {
    this.parts.deadlines.set(job.id, deadlineOf(job), () => void this.timeOut(job.id));
  }

  private async timeOut(id: string): Promise<void> {
    const { journal, links, decisions, options } = this.parts;
    const job = journal.get(id);
    const due = job && dueDecision(job, links.get(job.linkId));
    if (!due) return;
    const by = { timeout: true } as const;
    const decided = async () =>
      this.decide(due.kind === 'approve' ? decisions.approve(id, by) : decisions.discard(id, by, due.reason));
    // Not decided (another workstation deciding, the journal busy): the timeout tries again later.
    await decided().catch(() => {
      const now = journal.get(id);
      if (now) this.timeDeadline({ ...now, decideBy: nowOf(options) + againMs });
    });
  }

  /** A decision applied once this workstation holds the job's claim: journaled, then run, or a decline recorded and settled. */
  async decide(decision: Decision): Promise<void> {
    const { journal } = this.parts;
    if ((await this.ensure(journal.get(decision.id)!, 'decide')) === 'elsewhere') {
      const now = journal.get(decision.id)!;
      throw new Error(`${now.handledBy?.name ?? 'Another workstation'} is working on this job now.`);
    }
    const now = journal.get(decision.id)!;
    const { patch, step, error } = outcomeOf(decision, now);
    const job = await this.update(now, patch, step);
    if (error) throw error;
    if (job.state === 'running') this.run(job.id);
    if (decision.declines) await this.recordDecline(job).then(() => this.settle(job));
  }

  /** A declined job's line in the order record, once. */
  private async recordDecline(job: JobRecord): Promise<void> {
    const entry = declinedEntry(job, this.parts.links.get(job.linkId), this.parts.claims.me.name);
    if (entry) await this.parts.orderRecord.appendDecline(entry);
  }

  async finish(job: JobRecord, step: JobStep): Promise<void> {
    await this.settle(await this.update(job, { state: 'done', attempts: 0 }, step));
  }

  /** Done with its file (job-files.ts), then marked settled; `release: false` leaves the print file to the engine. */
  private async settle(job: JobRecord, release = true): Promise<void> {
    if (!(await this.parts.files.settle(job, release ? this.engine : undefined))) return;
    const now = this.parts.journal.get(job.id);
    if (now && isOver(now)) await this.update(now, { settled: true });
  }

  /** After a crash between our journal and the job's claim, the claim is written again from the journal. */
  private republish(job: JobRecord): void {
    const { holding, journal } = this.parts;
    this.background(
      job.id,
      async () => {
        const { write, mirror } = await holding.republish(job, this.subjectOf(job));
        if (mirror) await this.mirror(job, mirror);
        if (write) await this.update(journal.get(job.id)!, {});
      },
      () => {
        const now = journal.get(job.id);
        if (now && leftUntidied(now, this.engine?.file(now.fileKey)?.fileId)) this.tidy(now);
      },
    );
  }

  /** Settles a finished job's file (and records a decline a crash left unrecorded) off the step path. */
  private tidy(job: JobRecord): void {
    // Called before the engine starts: listing the folder, it settles the print file itself.
    this.background(job.id, async () => {
      if (job.declined) await this.recordDecline(job);
      await this.settle(job, false);
    });
  }

  /** Work on a job off the step path, one at a time per job, counted as work by `idle()` and `close()`. */
  private background(id: string, work: () => Promise<void>, after?: () => void): void {
    const { running, lull } = this.parts;
    if (running.has(id)) return;
    running.add(id);
    void work()
      .catch(() => undefined)
      .finally(() => {
        running.delete(id);
        after?.();
        lull.check();
      });
  }

  private async failed(id: string, error: unknown): Promise<void> {
    const { signal, journal, holding, lull, claims, options, files } = this.parts;
    if (signal.aborted) return;
    const job = journal.get(id)!;
    if (error instanceof LostClaim) {
      holding.lost(id);
      // A claim nobody here can read is not followed: looked at again once it may have lapsed.
      if (!(await this.refresh(job))) lull.later(async () => this.run(id), claims.leaseMs);
      return;
    }
    const { attempts, message, retryInMs } = failureOutcome(error, job.attempts + 1, options);
    if (retryInMs !== undefined) {
      await this.update(job, { attempts, error: message }).catch(() => undefined);
      lull.later(async () => this.run(id), retryInMs);
      return;
    }
    // Said once the file is in Failed/: whoever hears of the failure finds the file there.
    const aside = await files.setAside(job, message);
    const failed = await this.update(job, { state: 'failed', attempts, error: message, ...aside });
    this.emit({ job: failed, step: 'failed' });
  }

  // ── batches: driven as a job is, each step JobBatches yields applied here in order ─────────

  /** Looks at the link's batch (job-batches.ts `round`) unless a round is on; whoever waits for the lull hears when it ends. */
  private considerBatch(linkId: string): void {
    const steps = this.parts.batches.round(linkId);
    if (steps) void this.driveBatch(linkId, steps).finally(() => this.parts.lull.check());
  }

  /** Applies each step of the round in turn; a step that fails is thrown back into the round, as its own failure. */
  private async driveBatch(linkId: string, steps: BatchSteps): Promise<void> {
    for (let next = await steps.next(); !next.done;) {
      let answer: JobRecord | undefined;
      try {
        answer = await this.batchStep(linkId, next.value);
      } catch (error) {
        next = await steps.throw(error);
        continue;
      }
      next = await steps.next(answer);
    }
  }

  /** One step a batch asked for (batch-steps.ts `BatchStep`); a write answers with the member as written. */
  private async batchStep(linkId: string, step: BatchStep): Promise<JobRecord | undefined> {
    if (step.kind === 'write') return this.update(step.job, step.patch);
    if (step.kind === 'refresh') await this.refresh(step.job);
    else if (step.kind === 'finish') await this.finish(step.job, 'ordered');
    else if (step.kind === 'run') this.run(step.id);
    // Not work the runner waits for: a time batch may be hours away.
    else this.batchWakes.set(linkId, Date.now() + step.ms, () => this.considerBatch(linkId));
    return undefined;
  }

  // ── following another workstation's jobs ────────────────────────────────────────────────

  /** Following rounds every few seconds (job-following.ts), while attached. */
  private startFollowing(): void {
    if (this.followTimer) return;
    this.followTimer = setInterval(
      () => void this.followRound(),
      followingTimings(this.parts.options).intervalMs,
    );
    this.followTimer.unref();
  }

  stopFollowing(): void {
    clearInterval(this.followTimer);
    this.followTimer = undefined;
  }

  /** The runner closes: no following, no batch looked at again. */
  stop(): void {
    this.stopFollowing();
    this.batchWakes.stop();
  }

  /** One following round, one at a time: each job it yields is mirrored, then taken over if its holder is gone. */
  private async followRound(): Promise<void> {
    if (this.rounding) return;
    this.rounding = true;
    const { following, links, lull } = this.parts;
    try {
      const busyHere = (id: string) => this.busyHere(id);
      for await (const { job, look } of following.round({ links, busyHere })) await this.follow(job, look);
    } catch {
      // A share that hiccups, a journal closing: the next round looks again.
    } finally {
      this.rounding = false;
      lull.check();
    }
  }

  /** A job kept as its claim says; a running one whose holder is gone is taken over here and run on. */
  private async follow(job: JobRecord, look: ClaimLook & { kind: 'record' }): Promise<void> {
    const { journal, holding } = this.parts;
    await this.mirror(job, look.record);
    const now = journal.get(job.id)!;
    if (!mayTake(look) || this.busyHere(job.id)) return;
    if (await holding.take(now, this.subjectOf(now), look)) this.run(job.id);
  }

  /** Run or held by this workstation now: not followed, not taken over. */
  private busyHere(id: string): boolean {
    return this.parts.running.has(id) || this.parts.holding.isHeld(id);
  }

  /**
   * Looks at the job's claim again now (our claim was taken: what does it say?). False when it
   * cannot be read here (sealed under another key: ours before the key changed, or another's).
   */
  async refresh(job: JobRecord): Promise<boolean> {
    const subject = this.subjectOf(job);
    const look = subject ? await this.parts.claims.look(subject) : undefined;
    if (look?.kind === 'record') await this.mirror(job, look.record);
    return look?.kind !== 'unwritten';
  }

  /** The job kept as its claim says (job-following.ts); its event told, and whoever waits for the lull. */
  private async mirror(job: JobRecord, record: SharedJobRecord): Promise<void> {
    const event = await this.parts.following.mirror(job, record);
    if (!event) return;
    this.emit(event);
    this.parts.lull.check();
  }

  // ── the one write ───────────────────────────────────────────────────────────────────────

  /** The job's version's claim on a shared folder (none on a folder that is not shared). */
  subjectOf(job: JobRecord) {
    const link = this.parts.links.get(job.linkId);
    return link ? subjectOf(link, job) : undefined;
  }

  /** Journals the patch, and on a shared folder writes the job's claim (parked unless it runs). */
  async update(job: JobRecord, patch: Partial<JobRecord>, step?: JobStep): Promise<JobRecord> {
    const { links, journal, holding, options } = this.parts;
    const link = links.get(job.linkId);
    const next = dropUndefined(
      stampDeadline(job, { ...job, ...patch, updatedAt: Date.now() }, link, nowOf(options)),
    );
    await journal.put(next);
    await holding.write(next);
    this.timeDeadline(next);
    if (step) this.emit({ job: next, step });
    return next;
  }

  private emit(event: JobEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
