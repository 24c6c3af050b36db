/**
 * Hot-folder jobs: every file the sync engine reports uploaded, on a link whose preset does more
 * than upload, becomes one job taken step by step — document, quote, order — exactly once, across
 * crashes and across the workstations sharing a folder (docs/hot-folder-jobs.md).
 *
 *   const runner = await JobRunner.open({ dataDir, client, links, recipients });
 *   const detach = runner.attach(engine);   // takes uploads from now on, and catches up on missed ones
 *   runner.jobs() / approvals();            // every job / the ones waiting for a person
 *   await runner.approve(id, by?) / discard(id, by?, reason?) / retry(id) / settleOrder(id, number) / placeAgain(id);
 *   await runner.orderRecordReader.page(1, 50) / writeCsv(out) / runner.spending();
 *   await runner.idle();                    // nothing running, waiting for a retry, or being run elsewhere
 *   runner.on('job', ({ job, step }) => …);
 *   await runner.close();
 */
import path from 'node:path';
import type { LinkSpending } from '../../shared/contract/jobs.js';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { JournalEntry, SyncEngine } from '../../sync/engine.js';
import { absPath } from '../../sync/link-paths.js';
import { claimantIdentity } from '../../sync/shared-claims.js';
import {
  buildJob,
  followedJobOf,
  replanned,
  startDecision,
  subjectOf,
  uploadedSha256,
  isJobLink,
  uploadJobLink,
  PresetsSince,
} from './job-adoption.js';
import { JobClaims, type ClaimLook, type Workstation } from './job-claims.js';
import { Deadlines, againMs, deadlineOf, dueDecision, stampDeadline } from './approval-timeouts.js';
import { JobDecisions, deciderFor, outcomeOf, type Decision, type Who } from './job-decisions.js';
import { JobHolding, type Holding } from './job-holding.js';
import { JobFiles, exists } from './job-files.js';
import { JobFollowing } from './job-following.js';
import { JobJournal } from './job-journal.js';
import { upgradeFor } from './legacy-money.js';
import { dropUndefined, isOver, type JobRecord } from './job-record.js';
import { lastStep, runSequence } from './job-sequence.js';
import { OrderRecord, declinedEntry } from './order-record.js';
import { OrderRecordReader } from './order-record-reader.js';
import { failureOutcome } from './job-failure.js';
import { LinkLedgers, localDay } from './spend-ledger.js';
import { LostClaim, type JobEvent, type JobStep, type StepContext } from './step-context.js';
import { withShared } from './shared-job.js';
import { ShareRecords } from '../../sync/share-records.js';
import {
  currencyOf,
  followingTimings,
  nowOf,
  recordKeysOf,
  type JobRunnerOptions,
} from './job-runner-options.js';
import { stepContextFor } from './job-context.js';
import { JobLull, Running } from './job-lull.js';
import { leftUntidied, resumeOf } from './job-recovery.js';
import { JobBatches, waitsForBatch } from './job-batches.js';

export type { JobRunnerOptions } from './job-runner-options.js';
export type { JobEvent } from './step-context.js';

export class JobRunner {
  private readonly links = new Map<string, HotFolderLink>();
  private readonly running = new Running();
  private readonly again = new Set<string>();
  private readonly listeners = new Set<(event: JobEvent) => void>();
  private readonly abort = new AbortController();
  private readonly lull: JobLull;
  private readonly holding: JobHolding;
  private readonly decisions: JobDecisions;
  /** Jobs waiting for approval on a folder with a timeout, timed to their deadline (approval-timeouts.ts). */
  private readonly deadlines = new Deadlines(() => nowOf(this.options));
  private readonly files: JobFiles;
  private readonly ledgers: LinkLedgers;
  private readonly following: JobFollowing;
  private readonly batches: JobBatches;
  private engine: SyncEngine | undefined;

  private constructor(
    private readonly journal: JobJournal,
    readonly orderRecord: OrderRecord,
    private readonly claims: JobClaims,
    records: ShareRecords,
    /** Per link, since when its uploads become jobs: files uploaded before a job preset was set are left alone. */
    private readonly since: PresetsSince,
    private readonly options: JobRunnerOptions,
  ) {
    const subject = (job: JobRecord) => this.subjectOfJob(job);
    this.ledgers = new LinkLedgers(options.dataDir, claims.me, records, recordKeysOf(options));
    this.holding = new JobHolding(journal, claims);
    this.files = new JobFiles(this.links);
    this.decisions = new JobDecisions({
      journal,
      signal: this.abort.signal,
      client: options.client,
      decider: (by) => deciderFor(by, options.decider, nowOf(this.options)),
    });
    this.batches = new JobBatches({
      options,
      signal: this.abort.signal,
      record: orderRecord,
      claims,
      holding: this.holding,
      subject: (job) => this.subjectOfJob(job),
      refresh: (job) => this.following.refresh(job),
      link: (id) => this.links.get(id),
      jobs: () => journal.all(),
      current: (id) => journal.get(id),
      update: (job, patch) => this.update(job, patch),
      finish: (job) => this.finish(job, 'ordered'),
      run: (id) => this.run(id),
      ledger: (link) => this.ledgers.of(link),
      changed: () => this.lull.check(),
    });
    this.following = new JobFollowing({
      journal,
      claims,
      subject,
      isRunning: (id) => this.running.has(id) || this.holding.isHeld(id),
      take: (job, look) => this.holding.take(job, this.subjectOfJob(job), look),
      emit: (event) => this.emit(event),
      run: (id) => this.run(id),
      changed: () => this.lull.check(),
      jobLinks: () => [...this.links.values()].filter(isJobLink),
      ...followingTimings(options),
    });
    this.lull = new JobLull([this.running, this.following, this.batches]);
  }

  static async open(options: JobRunnerOptions): Promise<JobRunner> {
    const dir = path.join(options.dataDir, 'jobs');
    const journal = await JobJournal.open(path.join(dir, 'journal.log'), upgradeFor(currencyOf(options)));
    try {
      const since = await PresetsSince.open(path.join(dir, 'links.json'));
      const identity = await claimantIdentity(path.join(options.dataDir, 'sync'));
      const me: Workstation = { ...identity, name: options.workstationName ?? identity.host };
      const records = new ShareRecords((report) => options.reportSetAside?.(report));
      const claims = new JobClaims(me, options.claimLeaseMs ?? 60_000, records, recordKeysOf(options));
      const record = await OrderRecord.open(options.dataDir);
      const runner = new JobRunner(journal, record, claims, records, since, options);
      await runner.setLinks(options.links);
      return runner;
    } catch (error) {
      await journal.close();
      throw error;
    }
  }

  async setLinks(links: readonly HotFolderLink[]): Promise<void> {
    this.links.clear();
    for (const link of links) this.links.set(link.id, link);
    this.ledgers.forget();
    await this.since.follow(links);
  }

  /** Follows the engine's uploads; first catches up on uploads a crash left without their job, and resumes unfinished jobs. */
  attach(engine: SyncEngine): () => void {
    this.engine = engine;
    // Before the engine starts: a file uploaded for a job stays in place until the job is done with it.
    const unhold = engine.holdAfterUpload((entry) => this.holds(entry));
    // A closed journal is the only way adopt() fails; the engine's journal keeps the upload for next time.
    const off = engine.on('file', (event) => void this.adopt(event.entry).catch(() => undefined));
    for (const entry of engine.files()) void this.adopt(entry).catch(() => undefined);
    for (const job of this.journal.all()) {
      if (job.handledBy) continue;
      this.timeDeadline(job);
      const resume = resumeOf(job, engine.file(job.fileKey)?.fileId);
      if (resume === 'run') this.run(job.id);
      else if (resume === 'republish') this.republish(job);
      else if (resume === 'tidy') this.tidy(job);
    }
    this.following.start();
    return () => {
      off();
      unhold();
      this.following.stop();
      this.engine = undefined;
    };
  }

  on(event: 'job', listener: (event: JobEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  jobs(): JobRecord[] {
    return this.journal.all().sort((a, b) => b.createdAt - a.createdAt);
  }

  /** The jobs waiting for a person: orders to approve, and orders to check. */
  approvals(): JobRecord[] {
    return this.jobs().filter((j) => j.state === 'awaiting-approval' || j.state === 'check-order');
  }

  // A person's decisions (job-decisions.ts): recorded with who made them (`by`, else this workstation's user),
  // when, and for a decline (of an order to approve or to check) why.
  approve = async (id: string, by?: Who): Promise<void> => this.decide(this.decisions.approve(id, by));
  fixAndGo = async (id: string, by?: Who): Promise<void> => this.decide(this.decisions.fixAndGo(id, by));
  discard = async (id: string, by?: Who, reason?: string): Promise<void> =>
    this.decide(this.decisions.discard(id, by, reason));
  /** Runs a failed job again from the step it failed at. */
  retry = async (id: string): Promise<void> => this.decide(this.decisions.retry(id));
  /** A "Check this order" job: the order number a person found for it, checked against the service first. */
  settleOrder = async (id: string, orderFriendlyId: string, by?: string): Promise<void> =>
    this.decide(await this.decisions.settleOrder(id, orderFriendlyId, by));
  /** A "Check this order" job: the person places its order again, on purpose. */
  placeAgain = async (id: string, by?: string): Promise<void> =>
    this.decide(this.decisions.placeAgain(id, by));

  readonly orderRecordReader = new OrderRecordReader(() => this.orderRecord.file);

  /** What each order folder spent today (the workstation's local day), across the workstations on it. */
  spending(): Promise<LinkSpending[]> {
    return this.ledgers.spending([...this.links.values()], localDay(nowOf(this.options)));
  }

  idle(): Promise<void> {
    return this.lull.idle();
  }

  async close(): Promise<void> {
    this.abort.abort();
    this.following.stop();
    this.deadlines.stop();
    this.batches.stop();
    this.lull.clear();
    while (this.running.busy() || this.batches.busy())
      await new Promise((resolve) => setTimeout(resolve, 10));
    this.holding.releaseAll();
    await this.journal.close();
    await this.orderRecord.close();
  }

  // ── creating jobs ───────────────────────────────────────────────────────────────────────

  /** The engine keeps a job's file in place until the job is done or discarded; a failed job moves it to Failed/ itself. */
  private holds(entry: JournalEntry): boolean {
    if (!uploadJobLink(entry, this.links.get(entry.linkId), this.since.of(entry.linkId))) return false;
    const job = this.journal.get(`${entry.key}@${entry.fileId}`);
    return !job || !isOver(job);
  }

  private async adopt(entry: JournalEntry): Promise<void> {
    const link = uploadJobLink(entry, this.links.get(entry.linkId), this.since.of(entry.linkId));
    if (!link) return;
    const id = `${entry.key}@${entry.fileId}`;
    if (this.running.has(id)) return;
    // A job failed on its ticket starts again when the file is back (with its ticket, fixed or not).
    const earlier = this.journal.get(id);
    if (earlier && !earlier.ticketRejected) return;
    this.running.add(id);
    try {
      if (earlier && !(await exists(absPath(link, entry.relPath)))) return;
      const subject = subjectOf(link, { ...entry, sha256: uploadedSha256(entry) });
      const look: ClaimLook = subject ? await this.claims.look(subject) : { kind: 'unshared' };
      const rebuild = look.kind === 'record' && earlier?.ticketRejected && look.record.job.ticketRejected;
      if (look.kind === 'record' && !rebuild) {
        await this.following.adopt(followedJobOf(entry, look.record.job, link), look);
        return;
      }
      // Being written: looked at again at once; one this workstation cannot read, once it may have lapsed.
      if (look.kind === 'unwritten' && !look.stale)
        return this.lull.later(() => this.adopt(entry), look.opaque ? this.claims.leaseMs / 4 : 250);
      if (look.kind === 'none' && subject) {
        const presetAge = Date.now() - this.since.of(link.id)!;
        const start = await startDecision(subject, this.claims, presetAge, this.claims.leaseMs / 4);
        if (start.kind === 'never') return;
        // Looked at again within a second: the uploader's claim usually appears at once.
        if (start.kind === 'later') return this.lull.later(() => this.adopt(entry), Math.min(1000, start.ms));
      }
      const job = await buildJob(entry, link, subject, nowOf(this.options));
      const mode = await this.claimNew(job, look);
      if (mode === 'elsewhere') return;
      await this.journal.put(job);
      if (job.ticketRejected) {
        const aside = await this.files.setAside(job, job.error ?? 'its job ticket was refused');
        this.emit({ job: await this.update(job, aside), step: 'failed' });
      } else this.emit({ job, step: 'created' });
    } finally {
      this.running.delete(id);
      this.again.delete(id);
      // Started before the idle check: between the two, `sync --once` would see no work and quit.
      this.run(id);
      this.lull.check();
    }
  }

  /** Claims a new job's version; when another workstation created or took it first, follows it. */
  private async claimNew(job: JobRecord, look: ClaimLook): Promise<Holding> {
    const subject = this.subjectOfJob(job);
    const holding = await this.holding.claimNew(job, subject, look);
    if (holding !== 'elsewhere') return holding;
    const now = subject ? await this.claims.look(subject) : undefined;
    if (now?.kind === 'record') await this.following.adopt(withShared(job, now.record.job), now);
    else this.lull.later(() => this.adoptAgain(job), 250);
    return 'elsewhere';
  }

  private adoptAgain(job: JobRecord): Promise<void> {
    const entry = this.engine?.file(job.fileKey);
    return entry ? this.adopt(entry) : Promise.resolve();
  }

  // ── running jobs ────────────────────────────────────────────────────────────────────────

  private run(id: string): void {
    if (this.abort.signal.aborted) return;
    if (this.running.has(id)) {
      // A retry or approval that came while this job's last run was still finishing: it runs next.
      this.again.add(id);
      return;
    }
    const job = this.journal.get(id);
    if (job?.state !== 'running' || job.handledBy) return;
    this.running.add(id);
    void this.drive(id)
      .catch((error: unknown) => this.failed(id, error))
      .catch(async (error: unknown) => {
        // Failing it met a claim taken over meanwhile (or a journal closing): what does the claim say?
        if (error instanceof LostClaim) await this.following.refresh(this.journal.get(id)!).catch(() => {});
      })
      .finally(() => {
        this.running.delete(id);
        if (this.again.delete(id)) this.run(id);
        this.lull.check();
      });
  }

  /** Takes the job as far as it goes now; every outcome is on disk before the next step. */
  private async drive(id: string): Promise<void> {
    if ((await this.ensure(this.journal.get(id)!, 'run')) === 'elsewhere') return;
    const job = this.journal.get(id)!;
    if (job.state !== 'running' || job.handledBy) return;
    // Its plan from this workstation's own link and the file's ticket, each time it acts.
    const plan = await replanned(this.links.get(job.linkId), job);
    const result = await runSequence(this.contextFor(job), plan ? await this.update(job, plan) : job);
    if (!result.halt) await this.finish(result.job, lastStep[job.plan.action]);
    else if (result.resumeInMs !== undefined) this.lull.later(() => this.run(id), result.resumeInMs);
    else if (waitsForBatch(result.job)) this.batches.consider(result.job.linkId);
  }

  /** Whether this workstation may run or decide the job now; the claim of another that moved it on is mirrored. */
  private async ensure(job: JobRecord, purpose: 'run' | 'decide'): Promise<Holding> {
    const { holding, mirror } = await this.holding.ensure(job, this.subjectOfJob(job), purpose);
    if (mirror) await this.following.mirror(job, mirror);
    return holding;
  }

  private contextFor(job: JobRecord): StepContext {
    return stepContextFor({
      options: this.options,
      link: this.links.get(job.linkId),
      subject: this.subjectOfJob(job),
      signal: this.abort.signal,
      fences: this.holding.fences(job.id),
      update: (current, patch, step) => this.update(current, patch, step),
      files: this.files,
      ledger: (link) => this.ledgers.of(link),
      record: this.orderRecord,
      workstation: this.claims.me.name,
    });
  }

  /** A job that waits with a deadline is timed; when it comes, the folder's timeout decides it. */
  private timeDeadline(job: JobRecord): void {
    this.deadlines.set(job.id, deadlineOf(job), () => void this.timeOut(job.id));
  }

  private async timeOut(id: string): Promise<void> {
    const job = this.journal.get(id);
    const due = job && dueDecision(job, this.links.get(job.linkId));
    if (!due) return;
    const by = { timeout: true } as const;
    const decided = due.kind === 'approve' ? this.approve(id, by) : this.discard(id, by, due.reason);
    // Not decided (another workstation deciding, the journal busy): the timeout tries again later.
    await decided.catch(() => {
      const now = this.journal.get(id);
      if (now) this.timeDeadline({ ...now, decideBy: nowOf(this.options) + againMs });
    });
  }

  /** A decision applied once this workstation holds the job's claim: journaled, then run, or a decline recorded and settled. */
  private async decide(decision: Decision): Promise<void> {
    if ((await this.ensure(this.journal.get(decision.id)!, 'decide')) === 'elsewhere') {
      const now = this.journal.get(decision.id)!;
      throw new Error(`${now.handledBy?.name ?? 'Another workstation'} is working on this job now.`);
    }
    const now = this.journal.get(decision.id)!;
    const { patch, step, error } = outcomeOf(decision, now);
    const job = await this.update(now, patch, step);
    if (error) throw error;
    if (job.state === 'running') this.run(job.id);
    if (decision.declines) await this.recordDecline(job).then(() => this.settle(job));
  }

  /** A declined job's line in the order record, once. */
  private async recordDecline(job: JobRecord): Promise<void> {
    const entry = declinedEntry(job, this.links.get(job.linkId), this.claims.me.name);
    if (entry) await this.orderRecord.appendDecline(entry);
  }

  private async finish(job: JobRecord, step: JobStep): Promise<void> {
    await this.settle(await this.update(job, { state: 'done', attempts: 0 }, step));
  }

  /** Done with its file (job-files.ts), then marked settled; `release: false` leaves the print file to the engine. */
  private async settle(job: JobRecord, release = true): Promise<void> {
    if (!(await this.files.settle(job, release ? this.engine : undefined))) return;
    const now = this.journal.get(job.id);
    if (now && isOver(now)) await this.update(now, { settled: true });
  }

  /** After a crash between our journal and the job's claim, the claim is written again from the journal. */
  private republish(job: JobRecord): void {
    this.background(
      job.id,
      async () => {
        const { write, mirror } = await this.holding.republish(job, this.subjectOfJob(job));
        if (mirror) await this.following.mirror(job, mirror);
        if (write) await this.update(this.journal.get(job.id)!, {});
      },
      () => {
        const now = this.journal.get(job.id);
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
    if (this.running.has(id)) return;
    this.running.add(id);
    void work()
      .catch(() => undefined)
      .finally(() => {
        this.running.delete(id);
        after?.();
        this.lull.check();
      });
  }

  private async failed(id: string, error: unknown): Promise<void> {
    if (this.abort.signal.aborted) return;
    const job = this.journal.get(id)!;
    if (error instanceof LostClaim) {
      this.holding.lost(id);
      // A claim nobody here can read is not followed: looked at again once it may have lapsed.
      if (!(await this.following.refresh(job)))
        this.lull.later(async () => this.run(id), this.claims.leaseMs);
      return;
    }
    const { attempts, message, retryInMs } = failureOutcome(error, job.attempts + 1, this.options);
    if (retryInMs !== undefined) {
      await this.update(job, { attempts, error: message }).catch(() => undefined);
      this.lull.later(async () => this.run(id), retryInMs);
      return;
    }
    // Said once the file is in Failed/: whoever hears of the failure finds the file there.
    const aside = await this.files.setAside(job, message);
    const failed = await this.update(job, { state: 'failed', attempts, error: message, ...aside });
    this.emit({ job: failed, step: 'failed' });
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────

  private subjectOfJob(job: JobRecord) {
    const link = this.links.get(job.linkId);
    return link ? subjectOf(link, job) : undefined;
  }

  /** Journals the patch, and on a shared folder writes the job's claim (parked unless it runs). */
  private async update(job: JobRecord, patch: Partial<JobRecord>, step?: JobStep): Promise<JobRecord> {
    const link = this.links.get(job.linkId);
    const next = dropUndefined(
      stampDeadline(job, { ...job, ...patch, updatedAt: Date.now() }, link, nowOf(this.options)),
    );
    await this.journal.put(next);
    await this.holding.write(next);
    this.timeDeadline(next);
    if (step) this.emit({ job: next, step });
    return next;
  }

  private emit(event: JobEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
