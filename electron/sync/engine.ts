/**
 * The sync engine: hot folders that upload every print file exactly once, whatever happens.
 *
 * Public API (plain Node; the app core, the headless host and the CLI drive it the same way):
 *
 *   const engine = await createSyncEngine({ dataDir, remote, links, fileWork, concurrency });
 *   await engine.start();                 // replay the journal, watch and list every link, upload
 *   await engine.stop();                  // graceful: finishes (or safely abandons) uploads, flushes the journal
 *   await engine.setLinks(links);         // add / remove / change links (HotFolderLink from shared/settings/schema.ts)
 *   engine.setConcurrency(n);             // 1..16
 *   engine.setRemote(remote);             // a new key or environment: clears an auth pause and goes on
 *   engine.serviceUnreachable(error);     // another call met an outage: offline, probed until it answers
 *   engine.pause(linkId?) / resume(linkId?)   // one link or all; resume() also retries after an auth pause
 *   engine.pauseAll() / resumeAll()       // a pause for a while: running uploads go back to the queue at once;
 *                                         // only resumeAll() ends it, and it leaves the links paused one by one paused
 *   await engine.cancel(fileKey);         // stops one queued/uploading file (it becomes `failed`, "Cancelled")
 *   await engine.retry(fileKey?);         // one failed file, or every failed one still in its folder
 *   engine.status();                      // EngineStatus: state, counts, bytes, the current notice
 *                                         // (and nextTryAt while the service cannot be reached)
 *   engine.links();                       // EngineLinkStatus[]: per-link state and counts
 *   engine.activity(query) / activityCsv(query)  // bounded history, newest first (see activity.ts)
 *   engine.file(fileKey);                 // one file's journal entry
 *   engine.files();                       // every file's journal entry (hot-folder jobs catch up from it)
 *   await engine.idle();                  // resolves when nothing is pending or running (used by `sync --once`)
 *   const unhold = engine.holdAfterUpload((entry) => …);  // hot-folder jobs: keep these files in place for now
 *   await engine.releaseAfterUpload(fileKey, fileId);    // …and settle one (kept, moved, deleted) once its job is done
 *   const off = engine.on('file' | 'folder' | 'progress' | 'status' | 'notice', cb);   // returns an unsubscribe
 *                                         // ('folder': a sub-folder that cannot be read, or can again)
 *   engine.reportSetAside(report);        // a shared record that failed its check (share-records.ts): Activity, notice
 *
 * This file wires the parts together (see README.md beside it); a file's states and who moves it
 * between them are in docs/sync-engine.md.
 */
import path from 'node:path';
import type { HotFolderLink } from '../shared/settings/schema.js';
import type { ActivityPage, ActivityQuery } from './activity.js';
import type { SyncEngineOptions } from './engine-options.js';
import { AfterUploadActions } from './after-upload.js';
import { EngineEvents, type SyncEvents } from './engine-events.js';
import { FileIntake } from './file-intake.js';
import { FileLedger, freshInQueue } from './file-ledger.js';
import { IdleTracker } from './idle-tracker.js';
import { Journal, type JournalEntry } from './journal.js';
import { absPath, fileKey, splitKey } from './link-paths.js';
import { HotFolderLinks } from './link-watch.js';
import { detectNetworkShare, systemMountSource } from './network-share.js';
import { currentPathPlatform } from './path-rules.js';
import { UploadQueue, checkConcurrency } from './queue.js';
import { describeFailure, type RemoteLibrary } from './remote.js';
import { isOutage, retriesAtStart } from './retry-policy.js';
import { ServiceProbe } from './service-probe.js';
import { sameVersion, statVersion } from './stability-gate.js';
import { setAsideActivity, setAsideNotice } from './set-aside-report.js';
import { ShareRecords, type SetAsideReport } from './share-records.js';
import { claimantIdentity, SharedClaims, type ClaimantIdentity } from './shared-claims.js';
import type { EngineLinkStatus, EngineStatus, SyncNotice, SyncState } from '../shared/sync/status.js';
import { folderActivity } from './unreadable.js';
import { Uploader } from './uploader.js';

export type { ActivityPage, ActivityQuery, ActivityRecord } from './activity.js';
export type { FileEvent, FolderEvent, SyncEvents } from './engine-events.js';
export type { JournalEntry } from './journal.js';
export { fileKey } from './link-paths.js';
export type { RemoteLibrary } from './remote.js';
export type { FileHasher } from './file-intake.js';
export type { SyncEngineOptions } from './engine-options.js';

export interface SyncEngine {
  start(): Promise<void>;
  stop(): Promise<void>;
  setLinks(links: readonly HotFolderLink[]): Promise<void>;
  setConcurrency(n: number): void;
  setRemote(remote: RemoteLibrary): void;
  serviceUnreachable(error: unknown): void;
  pause(linkId?: string): void;
  resume(linkId?: string): void;
  pauseAll(): void;
  resumeAll(): void;
  cancel(fileKey: string): Promise<boolean>;
  retry(fileKey?: string): Promise<number>;
  status(): EngineStatus;
  links(): EngineLinkStatus[];
  file(fileKey: string): JournalEntry | undefined;
  files(): JournalEntry[];
  activity(query?: ActivityQuery): ActivityPage;
  activityCsv(query?: ActivityQuery): string;
  idle(): Promise<void>;
  holdAfterUpload(holds: (entry: JournalEntry) => boolean): () => void;
  releaseAfterUpload(fileKey: string, fileId: string): Promise<void>;
  on<E extends keyof SyncEvents>(event: E, listener: (payload: SyncEvents[E]) => void): () => void;
  /** A record of a linked folder's `.printdesk` failed its check and was set aside: told once. */
  reportSetAside(report: SetAsideReport): void;
}

/** Opens the journal in `<dataDir>/sync/` and builds an engine; call `start()` to begin. */
export async function createSyncEngine(options: SyncEngineOptions): Promise<SyncEngine> {
  const stateDir = path.join(options.dataDir, 'sync');
  const journal = await Journal.open(path.join(stateDir, 'journal.log'));
  return new HotFolderSync(options, journal, await claimantIdentity(stateDir));
}

class HotFolderSync implements SyncEngine {
  private readonly events: EngineEvents;
  private readonly ledger: FileLedger;
  private readonly life: IdleTracker;
  private readonly linkSet: HotFolderLinks;
  private readonly queue: UploadQueue;
  private readonly intake: FileIntake;
  private readonly uploader: Uploader;
  private readonly probe: ServiceProbe;
  private readonly afterUpload: AfterUploadActions;
  private readonly claims: SharedClaims;
  private readonly stopGraceMs: number;
  private remote: RemoteLibrary;
  /** Said once when the service became unreachable, until it answers again. */
  private outage: SyncNotice | undefined;

  constructor(
    options: SyncEngineOptions,
    private readonly journal: Journal,
    me: ClaimantIdentity,
  ) {
    const claims = (this.claims = new SharedClaims(
      me,
      { leaseMs: options.claimLeaseMs ?? 60_000 },
      new ShareRecords((report) => this.reportSetAside(report)),
      // The key of the client in use: records are sealed and checked with the account's key.
      (scope) => this.remote.recordKey(scope),
    ));
    const stabilityMs = options.stabilityMs ?? 3000;
    const mounts = options.mountSource ?? systemMountSource(currentPathPlatform());
    this.stopGraceMs = options.stopGraceMs ?? 10_000;
    this.remote = options.remote;
    this.events = new EngineEvents(
      {
        status: () => this.status(),
        uploads: () => this.uploader.progress(),
        bytesTotal: () => this.ledger.bytesPending,
      },
      options.progressIntervalMs ?? 250,
    );
    this.ledger = new FileLedger(journal, options.activityCapacity ?? 10_000, this.events, options.history);
    this.life = new IdleTracker(
      () =>
        this.intake.pending === 0 &&
        this.queue.waiting === 0 &&
        this.queue.active === 0 &&
        this.uploader.running === 0,
      (message) => this.events.raise({ kind: 'watch', message }),
    );
    this.linkSet = new HotFolderLinks(
      options.links,
      {
        writeFinishMs: options.writeFinishMs ?? Math.max(50, Math.round(stabilityMs / 2)),
        pollIntervalMs: options.pollIntervalMs ?? 5000,
        reconcileMs: options.reconcileMs ?? 300_000,
        afterBurstMs: options.afterBurstMs ?? 5000,
      },
      {
        pollAll: options.usePolling ?? false,
        detectShare: (folder) => detectNetworkShare(folder, mounts),
      },
      {
        found: (linkId, relPath) => this.intake.consider(linkId, relPath),
        removed: (linkId, relPath) => {
          this.intake.forget(fileKey(linkId, relPath));
          this.life.check();
        },
        folderProblem: (linkId, relDir, reason) => this.folderProblem(linkId, relDir, reason),
        unwatched: (linkId) => {
          this.intake.forgetLink(linkId);
          for (const entry of this.ledger.all()) {
            if (entry.linkId !== linkId) continue;
            this.queue.remove(entry.key);
            this.intake.forget(entry.key);
          }
        },
      },
      this.events,
      this.life,
    );
    this.queue = new UploadQueue(
      checkConcurrency(options.concurrency ?? 3),
      // Tracked: whatever escapes an attempt (a refused transition) is a notice, not an unhandled rejection.
      (key) => this.life.track(this.uploader.upload(key)),
      (key) => this.events.held !== undefined || this.probe.offline || this.linkSet.isHeld(splitKey(key)[0]),
      () => this.life.check(),
    );
    this.probe = new ServiceProbe(
      { baseMs: options.probeBaseMs ?? 1000, maxMs: options.probeMaxMs ?? 4000 },
      {
        probe: (signal) => this.remote.probe(signal),
        back: () => this.goOn(),
        changed: () => this.outageChanged(),
      },
    );
    this.afterUpload = new AfterUploadActions(this.ledger, this.events);
    const parts = {
      ledger: this.ledger,
      links: this.linkSet,
      queue: this.queue,
      afterUpload: this.afterUpload,
      events: this.events,
      life: this.life,
      probe: this.probe,
    };
    this.intake = new FileIntake(stabilityMs, options.fileWork, parts);
    this.uploader = new Uploader(
      options.remote,
      { ...parts, intake: this.intake, claims },
      {
        maxAttempts: options.maxAttempts ?? 8,
        retryBaseMs: options.retryBaseMs ?? 1000,
        retryMaxMs: options.retryMaxMs ?? 60_000,
        clockSkewMs: options.clockSkewMs ?? 2000,
      },
    );
  }

  // ── lifecycle ────────────────────────────────────────────────────────────────────────────

  async start(): Promise<void> {
    if (!this.life.begin()) return;
    for (const entry of this.ledger.all()) if (retriesAtStart(entry)) this.intake.retryWhenSeen(entry.key);
    await this.ledger.recover();
    await this.watchLinks();
    for (const entry of this.ledger.all()) {
      if (entry.state === 'queued' && this.linkSet.runtime(entry.linkId)) this.queue.add(entry.key);
    }
    this.events.statusSoon();
    this.life.check();
  }

  async stop(): Promise<void> {
    if (!this.life.beginStopping()) return;
    this.queue.stop();
    this.probe.close();
    this.intake.close();
    await this.linkSet.close();
    const finished = this.uploader.finished();
    const grace = new Promise<void>((resolve) => setTimeout(resolve, this.stopGraceMs).unref());
    await Promise.race([finished, grace]);
    this.uploader.abortAll('stop');
    await finished;
    await this.life.drained();
    // Off the shared folders: a workstation waiting for this one to stop being alone there goes on.
    await this.claims.close();
    this.events.close();
    await this.journal.close();
    this.life.release();
  }

  async setLinks(links: readonly HotFolderLink[]): Promise<void> {
    this.linkSet.configure(links);
    if (this.life.phase === 'running') await this.watchLinks();
  }

  setConcurrency(n: number): void {
    this.queue.setConcurrency(checkConcurrency(n));
  }

  setRemote(remote: RemoteLibrary): void {
    this.remote = remote;
    this.uploader.setRemote(remote);
    this.clearHold();
  }

  /**
   * Another call (the account's check of its key) found the service down: the engine goes offline
   * and probes it as after a failed upload, so an idle engine never says all is well meanwhile.
   */
  serviceUnreachable(error: unknown): void {
    const failure = describeFailure(error);
    if (!this.life.stopping && isOutage(failure))
      this.probe.reportOutage(failure.message, failure.retryAfterMs);
  }

  pause(linkId?: string): void {
    this.linkSet.pause(linkId);
    this.events.statusSoon();
  }

  resume(linkId?: string): void {
    this.linkSet.resume(linkId);
    if (linkId === undefined) this.clearHold();
    this.queue.pump();
    this.events.statusSoon();
  }

  /** Holds every link, and sends the files uploading now back to the queue (each looked up before it goes again). */
  pauseAll(): void {
    this.linkSet.pauseAll();
    this.uploader.abortAll('pause');
    this.events.statusSoon();
  }

  resumeAll(): void {
    this.linkSet.resumeAll();
    this.queue.pump();
    this.events.statusSoon();
  }

  async cancel(key: string): Promise<boolean> {
    if (this.uploader.abort(key, 'cancel')) return true;
    const entry = this.ledger.get(key);
    if (entry?.state !== 'queued') return false;
    this.queue.remove(key);
    await this.ledger.transition(
      key,
      { state: 'failed', cancelled: true, lastError: 'Cancelled by the user.' },
      'Cancelled by the user.',
    );
    this.life.check();
    return true;
  }

  async retry(key?: string): Promise<number> {
    const keys: string[] = [];
    if (key !== undefined) keys.push(key);
    else for (const e of this.ledger.all()) if (e.state === 'failed') keys.push(e.key);
    let count = 0;
    for (const k of keys) {
      const entry = this.ledger.get(k);
      if (!entry) throw new Error(`No file with key "${k}" in the sync journal.`);
      if (entry.state !== 'failed') {
        if (key !== undefined)
          throw new Error(`"${entry.relPath}" is ${entry.state}, not failed: there is nothing to retry.`);
        continue;
      }
      const runtime = this.linkSet.runtime(entry.linkId);
      if (!runtime) continue;
      const version = await statVersion(absPath(runtime.link, entry.relPath));
      if (!version) {
        if (key !== undefined) {
          throw new Error(
            `"${entry.relPath}" is no longer in its hot folder; put it back there to upload it again.`,
          );
        }
        continue;
      }
      await this.ledger.transition(k, freshInQueue, 'Retry requested.');
      if (sameVersion(version, entry)) this.queue.add(k);
      else await this.intake.consider(entry.linkId, entry.relPath);
      count++;
    }
    this.queue.hurry();
    return count;
  }

  holdAfterUpload(holds: (entry: JournalEntry) => boolean): () => void {
    this.afterUpload.holds = holds;
    return () => {
      if (this.afterUpload.holds === holds) this.afterUpload.holds = () => false;
    };
  }

  async releaseAfterUpload(key: string, fileId: string): Promise<void> {
    const entry = this.ledger.get(key);
    const runtime = entry && this.linkSet.runtime(entry.linkId);
    // Only the version the job was about: a newer one of the same name has its own upload (and job).
    if (!runtime || entry.state !== 'uploaded' || entry.fileId !== fileId) return;
    const version = await statVersion(absPath(runtime.link, entry.relPath));
    if (version && sameVersion(version, entry)) await this.afterUpload.release(runtime, entry);
  }

  // ── queries and events ──────────────────────────────────────────────────────────────────
  status(): EngineStatus {
    const totals = this.ledger.totals();
    const links = this.linkSet.overview();
    const held = this.events.held;
    const outage = this.outage;
    const notice = held ?? outage;
    let state: SyncState;
    if (held) state = 'error';
    else if (links.paused) state = 'paused';
    else if (outage) state = 'offline';
    else if (totals.queued > 0 || totals.uploading > 0 || this.intake.pending > 0) state = 'syncing';
    else if (links.offline) state = 'offline';
    else state = 'idle';
    const unreadableFolders = this.linkSet.unreadableCount();
    return {
      state,
      ...totals,
      bytesTotal: this.ledger.bytesPending,
      bytesSent: this.uploader.bytesSent(),
      ...(notice ? { notice } : {}),
      ...(state === 'offline' && outage ? { nextTryAt: this.probe.nextTryAt } : {}),
      ...(unreadableFolders > 0 ? { unreadableFolders } : {}),
    };
  }

  links(): EngineLinkStatus[] {
    return this.linkSet.statuses((linkId) => this.ledger.countsOf(linkId), this.events.held !== undefined);
  }

  file(key: string): JournalEntry | undefined {
    return this.ledger.get(key);
  }

  files(): JournalEntry[] {
    return [...this.ledger.all()];
  }

  activity(query?: ActivityQuery): ActivityPage {
    return this.ledger.history.query(query);
  }

  activityCsv(query?: ActivityQuery): string {
    return this.ledger.history.csv(query);
  }

  idle(): Promise<void> {
    return this.life.idle();
  }

  on<E extends keyof SyncEvents>(event: E, listener: (payload: SyncEvents[E]) => void): () => void {
    return this.events.on(event, listener);
  }

  reportSetAside(report: SetAsideReport): void {
    const link = this.linkSet.linkAt(path.dirname(report.root));
    if (!link) return;
    this.ledger.history.add(setAsideActivity(link, report));
    this.events.raise(setAsideNotice(link, report));
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────

  private async watchLinks(): Promise<void> {
    await this.linkSet.watchConfigured();
    this.queue.pump();
    this.events.statusSoon();
  }

  /** A sub-folder that cannot be read, or can again: a row of the history (no file to journal) and an event. */
  private folderProblem(linkId: string, relDir: string, reason: string | undefined): void {
    const runtime = this.linkSet.runtime(linkId);
    if (!runtime) return;
    const record = this.ledger.history.add(folderActivity(runtime.link, relDir, reason));
    this.events.emit('folder', { linkId, relPath: record.relPath, ...(reason ? { reason } : {}), record });
  }

  /** Links held for a rejected key or proxy password go on: delayed retries are due now. */
  private clearHold(): void {
    if (!this.events.clearHold()) return;
    this.goOn();
  }

  /** Nothing holds the uploads any more: every waiting file goes now. */
  private goOn(): void {
    this.queue.hurry();
    this.queue.pump();
  }

  /** The engine went offline (said once), came back, or has a new next-try time. */
  private outageChanged(): void {
    if (!this.probe.offline) {
      this.outage = undefined;
      this.events.forgetNotice('service');
    } else if (!this.outage) {
      this.outage = {
        kind: 'service',
        message: `The print service cannot be reached (${this.probe.reason}). Uploads wait, and go on as soon as it answers again.`,
        at: Date.now(),
      };
      this.events.raise(this.outage);
    }
    this.events.statusSoon();
  }
}
