/**
 * Hot-folder jobs: every file the sync engine reports uploaded, on a link whose preset does more
 * than upload, becomes one job taken step by step — document, quote, order — exactly once, across
 * crashes and across the workstations sharing a folder (docs/hot-folder-jobs.md).
 *
 *   const runner = await JobRunner.open({ dataDir, client, links, recipients });
 *   const detach = runner.attach(engine);   // takes uploads from now on, and catches up on missed ones
 *   runner.jobs() / approvals();            // every job / the ones waiting for a person
 *   await runner.approve(id) / discard(id) / retry(id) / settleOrder(id, orderFriendlyId) / placeAgain(id);
 *   await runner.orderRecord.page(1, 50) / runner.spending();
 *   await runner.idle();                    // nothing running, waiting for a retry, or being run elsewhere
 *   runner.on('job', ({ job, step }) => …);
 *   await runner.close();
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Decider } from '../../ipc/contract/jobs.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import type { HotFolderLink } from '../../settings/schema.js';
import type { JournalEntry, SyncEngine } from '../../sync/engine.js';
import { absPath } from '../../sync/link-paths.js';
import { describeFailure } from '../../sync/remote.js';
import { claimantIdentity } from '../../sync/shared-claims.js';
import { writeFileAtomic } from '../../platform/durable-files.js';
import {
  buildJob,
  sharedKeyOf,
  startDecision,
  subjectOf,
  uploadedSha256,
  type JobLink,
} from './job-adoption.js';
import { JobClaims, type ClaimLook, type HeldJob, type Workstation } from './job-claims.js';
import { quarantineJob, settleFromFailed, settleTicket } from './job-files.js';
import { JobFollowing } from './job-following.js';
import { JobJournal } from './job-journal.js';
import { isOver, sharedPart, withShared, type JobRecord, type SharedJob } from './job-record.js';
import { lastStep, runSequence } from './job-sequence.js';
import { UnknownRecipientError, resolveRecipients, type RecipientDirectory } from './job-recipients.js';
import { OrderRecord, orderRecordCsv } from './order-record.js';
import { SpendLedger, localDay } from './spend-ledger.js';
import { LostClaim, type JobStep, type StepContext, type StepFences } from './step-context.js';
import { checkedOrder } from './order-check.js';

export type { JobStep } from './step-context.js';
export interface JobEvent {
  readonly job: JobRecord;
  readonly step: JobStep;
}

export interface JobRunnerOptions {
  readonly dataDir: string;
  /** The client of the environment in use (it changes with the key and the environment). */
  readonly client: () => PrintServiceClient;
  readonly links: readonly HotFolderLink[];
  /** Where a job's saved address or distribution list is looked up. */
  readonly recipients: RecipientDirectory;
  /** Attempts of a step failing on network/server errors before the job fails (default 8). */
  readonly maxAttempts?: number;
  /** First retry delay, doubled each attempt (default 1 s, at most 60 s). */
  readonly retryBaseMs?: number;
  /** The name other workstations on a shared folder show for this one (default the host name). */
  readonly workstationName?: string;
  /** A job claim not renewed this long belongs to a workstation that died (default 60 s). */
  readonly claimLeaseMs?: number;
  /** How often jobs run by other workstations are looked at (default 2 s). */
  readonly followMs?: number;
  /** The clock of days and decisions (tests cross midnight with it); default Date.now. */
  readonly now?: () => number;
  /** Who decides at this workstation (default the OS user and host). */
  readonly decider?: () => Omit<Decider, 'at'>;
}

/** The job's claim is not ours and its holder is alive: it is followed, not run. */
type Held = 'held' | 'local' | 'elsewhere';

export class JobRunner {
  private links = new Map<string, HotFolderLink>();
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private readonly listeners = new Set<(event: JobEvent) => void>();
  private idleWaiters: (() => void)[] = [];
  private readonly abort = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly held = new Map<string, HeldJob>();
  private readonly ledgers = new Map<string, Promise<SpendLedger>>();
  private readonly following: JobFollowing;
  private engine: SyncEngine | undefined;

  private constructor(
    private readonly journal: JobJournal,
    readonly orderRecord: OrderRecord,
    private readonly claims: JobClaims,
    /** Per link, since when its uploads become jobs: files uploaded before a job preset was set are left alone. */
    private readonly since: Map<string, number>,
    private readonly options: JobRunnerOptions & { sinceFile: string },
  ) {
    this.following = new JobFollowing({
      journal,
      claims,
      subject: (job) => this.subjectOfJob(job),
      isRunning: (id) => this.running.has(id) || this.held.has(id),
      take: (job, look) => this.take(job, look),
      emit: (event) => this.emit(event),
      run: (id) => this.run(id),
      changed: () => this.checkIdle(),
      intervalMs: options.followMs ?? 2000,
    });
  }

  static async open(options: JobRunnerOptions): Promise<JobRunner> {
    const dir = path.join(options.dataDir, 'jobs');
    const journal = await JobJournal.open(path.join(dir, 'journal.log'));
    const sinceFile = path.join(dir, 'links.json');
    try {
      const since = new Map<string, number>(
        Object.entries(
          JSON.parse(await fs.readFile(sinceFile, 'utf8').catch(() => '{}')) as Record<string, number>,
        ),
      );
      const identity = await claimantIdentity(path.join(options.dataDir, 'sync'));
      const me: Workstation = { ...identity, name: options.workstationName ?? identity.host };
      const claims = new JobClaims(me, options.claimLeaseMs ?? 60_000);
      const record = await OrderRecord.open(options.dataDir);
      const runner = new JobRunner(journal, record, claims, since, { ...options, sinceFile });
      await runner.setLinks(options.links);
      return runner;
    } catch (error) {
      await journal.close();
      throw error;
    }
  }

  async setLinks(links: readonly HotFolderLink[]): Promise<void> {
    this.links = new Map(links.map((l) => [l.id, l]));
    this.ledgers.clear();
    let changed = false;
    for (const link of links) {
      const active = link.job !== undefined && link.job.action !== 'upload';
      if (active === this.since.has(link.id)) continue;
      if (active) this.since.set(link.id, Date.now());
      else this.since.delete(link.id);
      changed = true;
    }
    if (changed)
      await writeFileAtomic(this.options.sinceFile, JSON.stringify(Object.fromEntries(this.since)));
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
      if (job.state === 'running') this.run(job.id);
      // Decided or finished just before a crash: the job's claim may not say so yet.
      else if (job.sha256 && (!isOver(job) || !job.settled)) this.republish(job);
      else this.tidyIfLeft(job);
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

  /** Places an order held for approval: the person's decision, recorded with the reasons it waited for. */
  async approve(id: string): Promise<void> {
    await this.decide(id, ['awaiting-approval'], (job) => ({
      approval: { by: this.decider(), reasons: job.waitingFor ?? [] },
      waitingFor: undefined,
      state: 'running',
    }));
  }

  async discard(id: string): Promise<void> {
    const job = await this.decide(id, ['awaiting-approval', 'check-order'], () => ({ state: 'discarded' }));
    await this.settleFile(job);
  }

  /** Runs a failed job again from the step it failed at. */
  async retry(id: string): Promise<void> {
    if (this.journal.get(id)?.ticketRejected)
      throw new Error('Fix its job ticket, then put the file and its ticket back in the hot folder.');
    await this.decide(id, ['failed'], () => ({ state: 'running', attempts: 0, error: undefined }));
  }

  /** A "Check this order" job: the order number a person found for it, checked against the service first. */
  async settleOrder(id: string, orderFriendlyId: string): Promise<void> {
    const job = this.wanted(id, ['check-order']);
    const order = await checkedOrder(this.options.client(), job, orderFriendlyId, this.abort.signal);
    await this.decide(id, ['check-order'], (current) => ({
      orderFriendlyId: order.orderFriendlyId,
      orderSentAt: undefined,
      ...(order.total !== undefined && current.quote
        ? { quote: { ...current.quote, total: order.total } }
        : {}),
      decision: { kind: 'settled-by-hand', by: this.decider() },
      state: 'running',
    }));
  }

  /** A "Check this order" job: the person places its order again, on purpose. */
  async placeAgain(id: string): Promise<void> {
    await this.decide(id, ['check-order'], () => ({
      orderSentAt: undefined,
      decision: { kind: 'placed-again', by: this.decider() },
      state: 'running',
    }));
  }

  orderRecordCsv = async (): Promise<string> => orderRecordCsv(await this.orderRecord.entries());

  /** What each order folder spent today (the workstation's local day), across the workstations on it. */
  async spending(): Promise<{ linkId: string; day: string; spent: number }[]> {
    const day = localDay(this.now());
    const orderLinks = [...this.links.values()].filter((l) => l.job?.action === 'order');
    return Promise.all(
      orderLinks.map(async (link) => ({
        linkId: link.id,
        day,
        spent: await (await this.ledgerOf(link)).spent(day),
      })),
    );
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.abort.abort();
    this.following.stop();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    for (const held of this.held.values()) this.claims.release(held);
    await this.journal.close();
    await this.orderRecord.close();
  }

  // ── creating jobs ───────────────────────────────────────────────────────────────────────

  /** The link of an upload that is (or is about to become) a job. */
  private jobLinkOf(entry: JournalEntry): JobLink | undefined {
    const link = this.links.get(entry.linkId);
    const since = this.since.get(entry.linkId);
    if (!link?.job || link.job.action === 'upload' || since === undefined) return undefined;
    if (entry.state !== 'uploaded' || !entry.fileId || entry.updatedAt < since) return undefined;
    return link as JobLink;
  }

  /** The engine keeps a job's file in place until the job is done or discarded; a failed job moves it to Failed/ itself. */
  private holds(entry: JournalEntry): boolean {
    if (!this.jobLinkOf(entry)) return false;
    const job = this.journal.get(`${entry.key}@${entry.fileId}`);
    return !job || !isOver(job);
  }

  private async adopt(entry: JournalEntry): Promise<void> {
    const link = this.jobLinkOf(entry);
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
        await this.following.adopt(this.mirrorOf(entry, look.record.job), look);
        return;
      }
      if (look.kind === 'unwritten' && !look.stale) return this.later(() => this.adopt(entry), 250);
      if (look.kind === 'none' && subject) {
        const presetAge = Date.now() - this.since.get(link.id)!;
        const start = await startDecision(subject, this.claims.me, presetAge, this.claims.leaseMs / 4);
        if (start.kind === 'never') return;
        if (start.kind === 'later') return this.later(() => this.adopt(entry), start.ms);
      }
      const job = await buildJob(entry, link, subject, this.now());
      const mode = await this.claimNew(job, look);
      if (mode === 'elsewhere') return;
      await this.journal.put(job);
      if (job.ticketRejected) {
        await this.update(job, {});
        this.emit({ job: await this.quarantine(job), step: 'failed' });
      } else this.emit({ job, step: 'created' });
    } finally {
      this.running.delete(id);
      this.again.delete(id);
      // Started before the idle check: between the two, `sync --once` would see no work and quit.
      this.run(id);
      this.checkIdle();
    }
  }

  /** Claims a new job's version on its folder: held here, run locally (no claims there), or someone else's after all. */
  private async claimNew(job: JobRecord, look: ClaimLook): Promise<Held> {
    const subject = this.subjectOfJob(job);
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
    if (held) {
      this.held.set(job.id, held);
      return 'held';
    }
    // Another workstation created or took it first: follow it.
    const now = await this.claims.look(subject);
    if (now.kind === 'record') await this.following.adopt({ ...job, ...now.record.job }, now);
    else this.later(() => this.adoptAgain(job), 250);
    return 'elsewhere';
  }

  private adoptAgain(job: JobRecord): Promise<void> {
    const entry = this.engine?.file(job.fileKey);
    return entry ? this.adopt(entry) : Promise.resolve();
  }

  /** A job another workstation runs, as this one keeps it (its own key for the file). */
  private mirrorOf(entry: JournalEntry, shared: SharedJob): JobRecord {
    const now = Date.now();
    return {
      ...shared,
      id: `${entry.key}@${entry.fileId}`,
      fileKey: entry.key,
      linkId: entry.linkId,
      attempts: 0,
      createdAt: now,
      updatedAt: now,
    };
  }

  // ── holding a job's claim ───────────────────────────────────────────────────────────────

  /**
   * Makes sure this workstation may run the job (`run`) or apply a person's decision to it
   * (`decide`): it holds its claim, or the folder takes no claims. It takes over a claim this
   * instance left in a crash, or one held by a workstation that is gone; to decide, also a parked
   * one (whichever workstation parked it). Another workstation's parked record is not run here:
   * it is followed (the job moved on there).
   */
  private async ensureHeld(job: JobRecord, purpose: 'run' | 'decide'): Promise<Held> {
    if (this.held.has(job.id)) return 'held';
    const subject = this.subjectOfJob(job);
    if (!subject) return 'local';
    const look = await this.claims.look(subject);
    if (look.kind === 'unshared') return 'local';
    if (look.kind === 'none') {
      const held = await this.claims.create(subject, sharedPart(job));
      if (held === 'unshared') return 'local';
      if (held) {
        this.held.set(job.id, held);
        return 'held';
      }
      return 'elsewhere';
    }
    if (look.kind === 'record') {
      const { record } = look;
      const ours = record.holder.instanceId === this.claims.me.instanceId;
      const may = look.takeable && (purpose === 'decide' || ours || record.lease === 'held');
      if (!may) {
        await this.following.mirror(job, record);
        return 'elsewhere';
      }
    }
    if (look.kind === 'unwritten' && !look.stale) return 'elsewhere';
    return (await this.take(job, look)) ? 'held' : 'elsewhere';
  }

  /**
   * Takes a takeable claim: ours from before a crash (our journal is the newer), or another
   * workstation's, parked or left behind (its record is the newer). False when someone moved first.
   */
  private async take(job: JobRecord, look: ClaimLook): Promise<boolean> {
    const subject = this.subjectOfJob(job);
    if (!subject || (look.kind !== 'record' && look.kind !== 'unwritten')) return false;
    const ours = look.kind === 'unwritten' || look.record.holder.instanceId === this.claims.me.instanceId;
    const judged = look.kind === 'record' ? look.record.rev : 'unwritten';
    let shared: SharedJob = sharedPart(job);
    const held = await this.claims.take(subject, judged, (current) => {
      if (current && !ours) shared = current;
      return shared;
    });
    if (!held) return false;
    this.held.set(job.id, held);
    const { handledBy: _, ...local } = withShared(job, shared);
    await this.journal.put({ ...local, updatedAt: Date.now() });
    return true;
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
      .finally(() => {
        this.running.delete(id);
        if (this.again.delete(id)) this.run(id);
        this.checkIdle();
      });
  }

  /** Takes the job as far as it goes now; every outcome is on disk before the next step. */
  private async drive(id: string): Promise<void> {
    if ((await this.ensureHeld(this.journal.get(id)!, 'run')) === 'elsewhere') return;
    const job = this.journal.get(id)!;
    if (job.state !== 'running' || job.handledBy) return;
    const result = await runSequence(this.contextFor(job), job);
    if (!result.halt) await this.finish(result.job, lastStep[job.plan.action]);
  }

  private contextFor(job: JobRecord): StepContext {
    const link = this.links.get(job.linkId);
    const signal = this.abort.signal;
    const subject = this.subjectOfJob(job);
    return {
      signal,
      link,
      client: this.options.client,
      resolveRecipients: (recipient) =>
        resolveRecipients(this.options.client(), this.options.recipients, recipient, signal),
      update: (current, patch, step) => this.update(current, patch, step),
      fences: this.fencesFor(job.id),
      orders: {
        ledger: () => {
          if (!link) return Promise.reject(new Error('The hot folder of this job is no longer linked.'));
          return this.ledgerOf(link);
        },
        record: this.orderRecord,
        now: () => this.now(),
        workstation: this.claims.me.name,
        keyOf: (j) => sharedKeyOf(subject, j.id),
      },
    };
  }

  private fencesFor(id: string): StepFences {
    const held = this.held.get(id);
    if (!held) {
      // A folder that takes no claims: one workstation, whose own journal says what was sent.
      return {
        mayAct: async () => {},
        fence: async () => true,
        unfence: async () => {},
        refence: async () => {},
      };
    }
    return {
      mayAct: async () => {
        if (await this.claims.mayAct(held)) return;
        this.held.delete(id);
        throw new LostClaim();
      },
      fence: (step) => this.claims.fence(held.subject, step),
      unfence: (step) => this.claims.unfence(held.subject, step),
      refence: (step) => this.claims.refence(held.subject, step),
    };
  }

  private async finish(job: JobRecord, step: JobStep): Promise<void> {
    await this.settleFile(await this.update(job, { state: 'done', attempts: 0 }, step));
  }

  /**
   * The job is done with its file: it (and its ticket) follow the link's after-upload rule now.
   * `release: false` leaves the print file in place to the engine, which settles it when it sees it.
   */
  private async settleFile(job: JobRecord, release = true): Promise<void> {
    const link = this.links.get(job.linkId);
    if (!link) return;
    // Tidying is best effort: a file left behind is seen again by the engine and settled then.
    if (job.failedPath) await settleFromFailed(link, job.relPath, job.failedPath).catch(() => undefined);
    // Also when it failed before: the user may have put the file back in place meanwhile.
    await settleTicket(link, job.relPath).catch(() => undefined);
    if (release) await this.engine?.releaseAfterUpload(job.fileKey, job.fileId).catch(() => undefined);
    const now = this.journal.get(job.id);
    if (now && isOver(now)) await this.update(now, { settled: true });
  }

  /** Done before a crash left its file untidied: tidied now, unless a newer version is known. */
  private tidyIfLeft(job: JobRecord): void {
    if (
      !job.handledBy &&
      isOver(job) &&
      !job.settled &&
      this.engine?.file(job.fileKey)?.fileId === job.fileId
    )
      this.tidy(job);
  }

  /**
   * Our journal is written before the job's claim: after a crash between the two, the claim says
   * one step less. Written again from the journal (unless another workstation took the job since:
   * then it is followed), off the step path and counted as work.
   */
  private republish(job: JobRecord): void {
    const subject = this.subjectOfJob(job);
    if (!subject || this.running.has(job.id)) return;
    this.running.add(job.id);
    void (async () => {
      const look = await this.claims.look(subject);
      if (look.kind !== 'record' && look.kind !== 'unwritten') return;
      if (look.kind === 'record') {
        if (look.record.holder.instanceId !== this.claims.me.instanceId)
          return this.following.mirror(job, look.record);
        if (canonical(look.record.job) === canonical(sharedPart(job))) return;
      }
      if (await this.take(job, look)) await this.update(this.journal.get(job.id)!, {});
    })()
      .catch(() => undefined)
      .finally(() => {
        this.running.delete(job.id);
        const now = this.journal.get(job.id);
        if (now) this.tidyIfLeft(now);
        this.checkIdle();
      });
  }

  /** Settles a finished job's file off the step path, counted as work by `idle()` and `close()`. */
  private tidy(job: JobRecord): void {
    if (this.running.has(job.id)) return;
    this.running.add(job.id);
    // Called before the engine starts: listing the folder, it settles the print file itself.
    void this.settleFile(job, false)
      .catch(() => undefined)
      .finally(() => {
        this.running.delete(job.id);
        this.checkIdle();
      });
  }

  /** Sends a failed job's file and ticket to Failed/ with the reason; resolves to the job as it is then. */
  private async quarantine(job: JobRecord): Promise<JobRecord> {
    const link = this.links.get(job.linkId);
    if (!link || job.failedPath) return job;
    const reason = job.error ?? 'unknown reason';
    // Patched onto the job as it is by then: a Retry may have come in the meantime.
    const now = () => this.journal.get(job.id) ?? job;
    try {
      const failedPath = await quarantineJob(link, job.relPath, reason);
      return failedPath ? await this.update(now(), { failedPath }) : now();
    } catch (error) {
      const current = now();
      if (current.state !== 'failed') return current;
      return this.update(current, {
        error: `${reason} (could not move it to Failed/: ${(error as Error).message})`,
      });
    }
  }

  private async failed(id: string, error: unknown): Promise<void> {
    if (this.abort.signal.aborted) return;
    const job = this.journal.get(id)!;
    if (error instanceof LostClaim) {
      this.held.delete(id);
      await this.following.refresh(job);
      return;
    }
    // A recipient that names nothing stays that way: no use retrying it.
    const failure =
      error instanceof UnknownRecipientError
        ? { retryable: false, message: error.message, retryAfterMs: undefined }
        : describeFailure(error);
    const attempts = job.attempts + 1;
    if (failure.retryable && attempts < (this.options.maxAttempts ?? 8)) {
      await this.update(job, { attempts, error: failure.message }).catch(() => undefined);
      const delay =
        failure.retryAfterMs ?? Math.min(60_000, (this.options.retryBaseMs ?? 1000) * 2 ** (attempts - 1));
      this.later(async () => this.run(id), delay);
      return;
    }
    // Said once the file is in Failed/: whoever hears of the failure finds the file there.
    const failed = await this.update(job, { state: 'failed', attempts, error: failure.message });
    this.emit({ job: await this.quarantine(failed), step: 'failed' });
  }

  // ── a person's decisions ────────────────────────────────────────────────────────────────

  private wanted(id: string, states: readonly JobRecord['state'][]): JobRecord {
    const job = this.journal.get(id);
    if (!job) throw new Error(`Job ${id} is not known.`);
    if (!states.includes(job.state)) throw new Error(notWaiting(job, states));
    return job;
  }

  /**
   * Applies a person's decision to a job waiting for one: on a shared folder its claim is taken
   * first (whichever workstation it waited on), so two people deciding at once cannot both win.
   */
  private async decide(
    id: string,
    states: readonly JobRecord['state'][],
    change: (job: JobRecord) => Partial<JobRecord>,
  ): Promise<JobRecord> {
    this.wanted(id, states);
    if ((await this.ensureHeld(this.journal.get(id)!, 'decide')) === 'elsewhere') {
      const now = this.journal.get(id)!;
      throw new Error(`${now.handledBy?.name ?? 'Another workstation'} is working on this job now.`);
    }
    let job = this.journal.get(id)!;
    if (!states.includes(job.state)) {
      // Decided on another workstation meanwhile: park it again as it is.
      await this.update(job, {});
      throw new Error(notWaiting(job, states));
    }
    const step: JobStep = change(job).state === 'discarded' ? 'discarded' : 'retry';
    job = await this.update(job, change(job), step);
    if (job.state === 'running') this.run(id);
    return job;
  }

  private decider(): Decider {
    const who = this.options.decider?.() ?? systemDecider();
    return { ...who, at: new Date(this.now()).toISOString() };
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private subjectOfJob(job: JobRecord) {
    const link = this.links.get(job.linkId);
    return link ? subjectOf(link, job) : undefined;
  }

  private ledgerOf(link: HotFolderLink): Promise<SpendLedger> {
    let ledger = this.ledgers.get(link.id);
    if (!ledger) {
      const fallback = path.join(this.options.dataDir, 'jobs', 'budget', link.id);
      ledger = SpendLedger.of(link.localPath, fallback, this.claims.me);
      ledger.catch(() => this.ledgers.delete(link.id));
      this.ledgers.set(link.id, ledger);
    }
    return ledger;
  }

  /** Journals the patch, and on a shared folder writes the job's claim (parked unless it runs). */
  private async update(job: JobRecord, patch: Partial<JobRecord>, step?: JobStep): Promise<JobRecord> {
    const next = dropUndefined({ ...job, ...patch, updatedAt: Date.now() });
    await this.journal.put(next);
    const held = this.held.get(job.id);
    if (held) {
      const ok = await this.claims.write(
        held,
        sharedPart(next),
        next.state === 'running' ? 'held' : 'parked',
      );
      if (!ok || next.state !== 'running') this.held.delete(job.id);
      if (!ok) throw new LostClaim();
    }
    if (step) this.emit({ job: next, step });
    return next;
  }

  private later(work: () => Promise<void> | void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void Promise.resolve(work())
        .catch(() => undefined)
        .finally(() => this.checkIdle());
    }, ms);
    this.timers.add(timer);
  }

  private emit(event: JobEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private isIdle(): boolean {
    return this.running.size === 0 && this.timers.size === 0 && !this.following.waiting();
  }

  private checkIdle(): void {
    if (!this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

const notWaiting = (job: JobRecord, states: readonly JobRecord['state'][]) =>
  states.includes('failed')
    ? `Job ${job.id} has not failed: there is nothing to retry.`
    : states.includes('check-order') && !states.includes('awaiting-approval')
      ? `Job ${job.id} has no order to check.`
      : `Job ${job.id} is not waiting for approval.`;

function systemDecider(): Omit<Decider, 'at'> {
  let user = process.env.USER ?? process.env.USERNAME ?? 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // No user database entry (a container): the environment's name stands.
  }
  return { user, host: os.hostname() };
}

/** JSON with its keys sorted: two records of the same job compare equal however they were built. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Journal lines carry no `undefined` members: a cleared field is gone. */
function dropUndefined(job: JobRecord): JobRecord {
  return Object.fromEntries(Object.entries(job).filter(([, v]) => v !== undefined)) as unknown as JobRecord;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
