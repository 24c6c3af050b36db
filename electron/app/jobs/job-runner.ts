/**
 * Hot-folder jobs: every file the sync engine reports uploaded, on a link whose preset does more
 * than upload, becomes one job taken step by step — document, quote, order — exactly once, across
 * crashes (docs/hot-folder-jobs.md).
 *
 *   const runner = await JobRunner.open({ dataDir, client, links, recipients });
 *   const detach = runner.attach(engine);   // takes uploads from now on, and catches up on missed ones
 *   runner.jobs() / approvals();            // every job / the orders waiting for approval
 *   await runner.approve(id) / discard(id) / retry(id);
 *   await runner.idle();                    // nothing running or waiting for a retry
 *   runner.on('job', ({ job, step }) => …);
 *   await runner.close();
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { PrintServiceClient } from '../../print-service/client.js';
import type { HotFolderLink } from '../../settings/schema.js';
import type { JournalEntry, SyncEngine } from '../../sync/engine.js';
import { absPath } from '../../sync/link-paths.js';
import { describeFailure } from '../../sync/remote.js';
import { writeFileAtomic } from '../../platform/durable-files.js';
import { quarantineJob, settleFromFailed, settleTicket } from './job-files.js';
import { JobJournal } from './job-journal.js';
import type { JobPlan, JobRecord } from './job-record.js';
import {
  findDocument,
  findOrder,
  orderRequestOf,
  placeOrder,
  priceOrder,
  saveDocument,
} from './job-steps.js';
import { readTicket } from './job-ticket.js';
import { UnknownRecipientError, resolveRecipients, type RecipientDirectory } from './job-recipients.js';

/** What a `job` event says happened; the desktop turns quoted / ordered / approval into notifications. */
export type JobStep =
  'created' | 'document' | 'quoted' | 'ordered' | 'approval' | 'failed' | 'discarded' | 'retry';
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
}

export class JobRunner {
  private links = new Map<string, HotFolderLink>();
  private readonly running = new Set<string>();
  private readonly again = new Set<string>();
  private readonly listeners = new Set<(event: JobEvent) => void>();
  private idleWaiters: (() => void)[] = [];
  private readonly abort = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();
  private engine: SyncEngine | undefined;

  private constructor(
    private readonly journal: JobJournal,
    private readonly client: () => PrintServiceClient,
    /** Per link, since when its uploads become jobs: files uploaded before a job preset was set are left alone. */
    private readonly since: Map<string, number>,
    private readonly sinceFile: string,
    private readonly maxAttempts: number,
    private readonly retryBaseMs: number,
    private readonly directory: RecipientDirectory,
  ) {}

  static async open(options: JobRunnerOptions): Promise<JobRunner> {
    const dir = path.join(options.dataDir, 'jobs');
    const journal = await JobJournal.open(path.join(dir, 'journal.log'));
    const sinceFile = path.join(dir, 'links.json');
    const since = new Map<string, number>(
      Object.entries(
        JSON.parse(await fs.readFile(sinceFile, 'utf8').catch(() => '{}')) as Record<string, number>,
      ),
    );
    const runner = new JobRunner(
      journal,
      options.client,
      since,
      sinceFile,
      options.maxAttempts ?? 8,
      options.retryBaseMs ?? 1000,
      options.recipients,
    );
    await runner.setLinks(options.links);
    return runner;
  }

  async setLinks(links: readonly HotFolderLink[]): Promise<void> {
    this.links = new Map(links.map((l) => [l.id, l]));
    let changed = false;
    for (const link of links) {
      const active = link.job !== undefined && link.job.action !== 'upload';
      if (active === this.since.has(link.id)) continue;
      if (active) this.since.set(link.id, Date.now());
      else this.since.delete(link.id);
      changed = true;
    }
    if (changed) await writeFileAtomic(this.sinceFile, JSON.stringify(Object.fromEntries(this.since)));
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
      if (job.state === 'running') this.run(job.id);
      // Done before a crash left its file untidied: tidy it now, unless a newer version is known.
      else if (isOver(job) && !job.settled && engine.file(job.fileKey)?.fileId === job.fileId) this.tidy(job);
    }
    return () => {
      off();
      unhold();
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

  approvals(): JobRecord[] {
    return this.jobs().filter((j) => j.state === 'awaiting-approval');
  }

  /** Places an order held above the spending limit. */
  async approve(id: string): Promise<void> {
    const job = this.waiting(id);
    await this.update(job, { approved: true, state: 'running' }, 'retry');
    this.run(id);
  }

  async discard(id: string): Promise<void> {
    const job = await this.update(this.waiting(id), { state: 'discarded' }, 'discarded');
    await this.settleFile(job);
  }

  /** Runs a failed job again from the step it failed at. */
  async retry(id: string): Promise<void> {
    const job = this.journal.get(id);
    if (job?.state !== 'failed') throw new Error(`Job ${id} has not failed: there is nothing to retry.`);
    if (job.ticketRejected)
      throw new Error('Fix its job ticket, then put the file and its ticket back in the hot folder.');
    await this.update(job, { state: 'running', attempts: 0, error: undefined }, 'retry');
    this.run(id);
  }

  idle(): Promise<void> {
    if (this.running.size === 0 && this.timers.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.abort.abort();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    while (this.running.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await this.journal.close();
  }

  // ── creating jobs ───────────────────────────────────────────────────────────────────────

  /** The link of an upload that is (or is about to become) a job. */
  private jobLinkOf(entry: JournalEntry): (HotFolderLink & { job: JobPlan }) | undefined {
    const link = this.links.get(entry.linkId);
    const since = this.since.get(entry.linkId);
    if (!link?.job || link.job.action === 'upload' || since === undefined) return undefined;
    if (entry.state !== 'uploaded' || !entry.fileId || entry.updatedAt < since) return undefined;
    return link as HotFolderLink & { job: JobPlan };
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
      const ticket = await readTicket(absPath(link, entry.relPath));
      const plan: JobPlan =
        ticket.kind === 'ticket' && ticket.ticket.quantity && link.job.action !== 'document'
          ? { ...link.job, quantity: ticket.ticket.quantity }
          : link.job;
      const userReference = ticket.kind === 'ticket' ? ticket.ticket.reference : undefined;
      const tag = `PD-${createHash('sha256').update(id).digest('hex').slice(0, 12)}`;
      const now = Date.now();
      const ext = path.posix.extname(entry.relPath);
      const job: JobRecord = {
        id,
        fileKey: entry.key,
        linkId: entry.linkId,
        relPath: entry.relPath,
        remoteFolder: entry.remoteFolder,
        fileId: entry.fileId!,
        pageCount: Math.max(1, entry.pageCount ?? 1),
        plan,
        ...(ticket.kind === 'ticket' && ticket.ticket.recipient
          ? { recipient: ticket.ticket.recipient }
          : {}),
        reference: userReference ? `${userReference} ${tag}` : tag,
        documentName: path.posix.basename(entry.relPath, ext),
        state: ticket.kind === 'bad' ? 'failed' : 'running',
        ...(ticket.kind === 'bad' ? { error: ticket.reason, ticketRejected: true as const } : {}),
        attempts: 0,
        createdAt: now,
        updatedAt: now,
      };
      await this.journal.put(job);
      if (ticket.kind === 'bad') this.emit({ job: await this.quarantine(job), step: 'failed' });
      else this.emit({ job, step: 'created' });
    } finally {
      this.running.delete(id);
      this.again.delete(id);
      // Started before the idle check: between the two, `sync --once` would see no work and quit.
      this.run(id);
      this.checkIdle();
    }
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
    if (job?.state !== 'running') return;
    this.running.add(id);
    void this.steps(id)
      .catch((error: unknown) => this.failed(id, error))
      .finally(() => {
        this.running.delete(id);
        if (this.again.delete(id)) this.run(id);
        this.checkIdle();
      });
  }

  /** Takes the job as far as it goes now; every outcome is on disk before the next step. */
  private async steps(id: string): Promise<void> {
    const signal = this.abort.signal;
    let job = this.journal.get(id)!;
    if (!job.documentId) {
      let documentId =
        job.documentSentAt !== undefined ? await findDocument(this.client(), job, signal) : undefined;
      if (!documentId) {
        job = await this.update(job, { documentSentAt: Date.now() });
        documentId = await saveDocument(this.client(), job, signal);
      }
      job = await this.update(job, { documentId, documentSentAt: undefined, attempts: 0 }, 'document');
    }
    const plan = job.plan;
    if (plan.action === 'document') {
      await this.finish(job, 'document');
      return;
    }
    if (!job.recipients) {
      const recipient = job.recipient ?? plan.recipient;
      const recipients = await resolveRecipients(this.client(), this.directory, recipient, signal);
      job = await this.update(job, { recipients });
    }
    const request = orderRequestOf(job, job.documentId!, job.recipients!);
    if (!job.quote)
      job = await this.update(job, { quote: await priceOrder(this.client(), request, signal) }, 'quoted');
    if (plan.action === 'quote') {
      await this.finish(job, 'quoted');
      return;
    }
    if (!job.orderFriendlyId) {
      if (!job.approved && job.orderSentAt === undefined && job.quote!.total > plan.spendLimit) {
        await this.update(job, { state: 'awaiting-approval' }, 'approval');
        return;
      }
      let friendlyId =
        job.orderSentAt !== undefined ? await findOrder(this.client(), job.reference, signal) : undefined;
      if (!friendlyId) {
        job = await this.update(job, { orderSentAt: Date.now() });
        friendlyId = await placeOrder(this.client(), request, signal);
      }
      job = await this.update(job, { orderFriendlyId: friendlyId, orderSentAt: undefined });
    }
    await this.finish(job, 'ordered');
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
    // A recipient that names nothing stays that way: no use retrying it.
    const failure =
      error instanceof UnknownRecipientError
        ? { retryable: false, message: error.message, retryAfterMs: undefined }
        : describeFailure(error);
    const attempts = job.attempts + 1;
    if (failure.retryable && attempts < this.maxAttempts) {
      await this.update(job, { attempts, error: failure.message });
      const delay = failure.retryAfterMs ?? Math.min(60_000, this.retryBaseMs * 2 ** (attempts - 1));
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.run(id);
        this.checkIdle();
      }, delay);
      this.timers.add(timer);
      return;
    }
    // Said once the file is in Failed/: whoever hears of the failure finds the file there.
    const failed = await this.update(job, { state: 'failed', attempts, error: failure.message });
    this.emit({ job: await this.quarantine(failed), step: 'failed' });
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────

  private waiting(id: string): JobRecord {
    const job = this.journal.get(id);
    if (job?.state !== 'awaiting-approval') throw new Error(`Job ${id} is not waiting for approval.`);
    return job;
  }

  private async update(job: JobRecord, patch: Partial<JobRecord>, step?: JobStep): Promise<JobRecord> {
    const next = dropUndefined({ ...job, ...patch, updatedAt: Date.now() });
    await this.journal.put(next);
    if (step) this.emit({ job: next, step });
    return next;
  }

  private emit(event: JobEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  private checkIdle(): void {
    if (this.running.size > 0 || this.timers.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/** Done or discarded: the job needs its file no more. */
function isOver(job: JobRecord): boolean {
  return job.state === 'done' || job.state === 'discarded';
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
