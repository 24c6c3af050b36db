/**
 * The sync engine: hot folders that upload every print file exactly once, whatever happens.
 *
 * Public API (plain Node; the app core, the headless host and the CLI drive it the same way):
 *
 *   const engine = await createSyncEngine({ dataDir, remote, links, concurrency });
 *   await engine.start();                 // replay the journal, watch and list every link, upload
 *   await engine.stop();                  // graceful: finishes (or safely abandons) uploads, flushes the journal
 *   await engine.setLinks(links);         // add / remove / change links (HotFolderLink from settings/schema.ts)
 *   engine.setConcurrency(n);             // 1..16
 *   engine.setRemote(remote);             // a new key or environment: clears an auth pause and goes on
 *   engine.pause(linkId?) / resume(linkId?)   // one link or all; resume() also retries after an auth pause
 *   await engine.cancel(fileKey);         // stops one queued/uploading file (it becomes `failed`, "Cancelled")
 *   await engine.retry(fileKey?);         // one failed file, or every failed one still in its folder
 *   engine.status();                      // SyncStatus: state, counts, bytes, the current notice
 *   engine.links();                       // LinkStatus[]: per-link state and counts
 *   engine.activity(query) / activityCsv(query)  // bounded history, newest first (see activity.ts)
 *   engine.file(fileKey);                 // one file's journal entry
 *   await engine.idle();                  // resolves when nothing is pending or running (used by `sync --once`)
 *   const off = engine.on('file' | 'progress' | 'status' | 'notice', cb);   // returns an unsubscribe
 *
 * A file key is `<linkId>:<relative path>`. Flow: watcher/listing → stability gate → sha-256 →
 * journal `queued` → queue → journal `uploading` (fsync'd before a byte is sent) → upload →
 * `uploaded` | `failed` → after-upload action. An upload whose outcome is unknown (connection lost
 * after the body went out, timeout, process killed) is looked up in the remote folder before it
 * is ever sent again.
 */
import { createHash } from 'node:crypto';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import type { HotFolderLink } from '../settings/schema.js';
import { ActivityLog, type ActivityPage, type ActivityQuery, type ActivityRecord } from './activity.js';
import { Journal, fileStates, type FileState, type JournalEntry, type Rejection } from './journal.js';
import { acceptsType, failedFolder, uploadedFolder } from './print-file-filter.js';
import { UploadQueue, backoffMs } from './queue.js';
import { describeFailure, type Failure, type RemoteLibrary, type UploadedFile } from './remote.js';
import { StabilityGate, sameVersion, statVersion, type FileVersion } from './stability-gate.js';
import { HotFolderWatcher, type WatchState } from './watcher.js';

export type { ActivityPage, ActivityQuery, ActivityRecord } from './activity.js';
export type { FileState, JournalEntry } from './journal.js';
export type { RemoteLibrary, UploadedFile } from './remote.js';

export type EngineState = 'idle' | 'syncing' | 'paused' | 'error' | 'offline';

export interface SyncNotice {
  readonly kind: 'auth' | 'polling' | 'watch' | 'offline';
  readonly message: string;
  readonly linkId?: string;
  readonly at: number;
}

export interface SyncStatus {
  readonly state: EngineState;
  readonly queued: number;
  readonly uploading: number;
  readonly uploaded: number;
  readonly failed: number;
  readonly skipped: number;
  /** Bytes of the files queued or uploading, and bytes of them sent so far. */
  readonly bytesTotal: number;
  readonly bytesSent: number;
  /** Set while the engine needs the user (a rejected key). */
  readonly notice?: SyncNotice;
}

export type LinkState = 'starting' | 'watching' | 'paused' | 'offline' | 'error';

export interface LinkStatus {
  readonly id: string;
  readonly localPath: string;
  readonly remotePath: string;
  readonly state: LinkState;
  /** True when native events failed and the folder is polled. */
  readonly polling: boolean;
  readonly counts: Readonly<Record<FileState, number>>;
}

export interface FileEvent {
  readonly entry: JournalEntry;
  readonly previous?: FileState;
  readonly message?: string;
  /** The activity record this transition added (absent for an `unchanged` sighting, which is not history). */
  readonly record?: ActivityRecord;
  /** Seen for the first time this session, already uploaded with this content: nothing to do (no journal write). */
  readonly unchanged?: true;
}

export interface FileProgress {
  readonly key: string;
  readonly linkId: string;
  readonly relPath: string;
  readonly sent: number;
  readonly total: number;
}

export interface ProgressEvent {
  readonly files: readonly FileProgress[];
  readonly bytesSent: number;
  readonly bytesTotal: number;
}

export interface SyncEvents {
  file: FileEvent;
  progress: ProgressEvent;
  status: SyncStatus;
  notice: SyncNotice;
}

export interface SyncEngineOptions {
  /** The app's data folder; the journal lives in `<dataDir>/sync/`. */
  readonly dataDir: string;
  readonly remote: RemoteLibrary;
  readonly links: readonly HotFolderLink[];
  /** Uploads at once (default 3). */
  readonly concurrency?: number;
  /** A file must keep the same size and mtime this long before it is taken (default 3 s). */
  readonly stabilityMs?: number;
  /** chokidar's awaitWriteFinish threshold (default half the stability window). */
  readonly writeFinishMs?: number;
  /** Polling interval when native events are unavailable (default 5 s). */
  readonly pollIntervalMs?: number;
  /** Periodic listing of every linked folder (default 5 min; a listing also follows every burst of events). */
  readonly reconcileMs?: number;
  /** Quiet time after a burst of events before the folder is listed again (default 5 s). */
  readonly afterBurstMs?: number;
  /** Poll every folder from the start. */
  readonly usePolling?: boolean;
  /** Attempts before a file that keeps failing on network/server errors is marked failed (default 8). */
  readonly maxAttempts?: number;
  /** First retry delay, doubled each attempt with jitter (default 1 s), capped at `retryMaxMs` (default 60 s). */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** How long `stop()` lets running uploads finish before abandoning them (default 10 s). */
  readonly stopGraceMs?: number;
  /** Items created this long before an attempt started still count as its result (clock skew; default 2 s). */
  readonly clockSkewMs?: number;
  /** Activity records kept in memory (default 10,000). */
  readonly activityCapacity?: number;
  readonly progressIntervalMs?: number;
}

export interface SyncEngine {
  start(): Promise<void>;
  stop(): Promise<void>;
  setLinks(links: readonly HotFolderLink[]): Promise<void>;
  setConcurrency(n: number): void;
  setRemote(remote: RemoteLibrary): void;
  pause(linkId?: string): void;
  resume(linkId?: string): void;
  cancel(fileKey: string): Promise<boolean>;
  retry(fileKey?: string): Promise<number>;
  status(): SyncStatus;
  links(): LinkStatus[];
  file(fileKey: string): JournalEntry | undefined;
  activity(query?: ActivityQuery): ActivityPage;
  activityCsv(query?: ActivityQuery): string;
  idle(): Promise<void>;
  on<E extends keyof SyncEvents>(event: E, listener: (payload: SyncEvents[E]) => void): () => void;
}

/** Opens the journal in `<dataDir>/sync/` and builds an engine; call `start()` to begin. */
export async function createSyncEngine(options: SyncEngineOptions): Promise<SyncEngine> {
  const journal = await Journal.open(path.join(options.dataDir, 'sync', 'journal.log'));
  return new HotFolderSync(options, journal);
}

export function fileKey(linkId: string, relPath: string): string {
  return `${linkId}:${relPath}`;
}

interface LinkRuntime {
  link: HotFolderLink;
  watcher: HotFolderWatcher;
  watchState: WatchState;
}

interface InFlight {
  readonly controller: AbortController;
  readonly linkId: string;
  readonly relPath: string;
  sent: number;
  total: number;
  reason?: 'cancel' | 'stop';
}

const terminal = new Set<FileState>(['uploaded', 'skipped', 'failed']);
/** A file queued afresh: no attempts, and nothing left of an earlier failure, rejection or cancel. */
const freshInQueue = {
  state: 'queued',
  attempts: 0,
  lastError: undefined,
  rejection: undefined,
  settled: undefined,
  cancelled: undefined,
} as const satisfies Partial<JournalEntry>;

class HotFolderSync implements SyncEngine {
  private remote: RemoteLibrary;
  private readonly runtimes = new Map<string, LinkRuntime>();
  private readonly activityLog: ActivityLog;
  private readonly gate: StabilityGate;
  private readonly queue: UploadQueue;
  private readonly inflight = new Map<string, InFlight>();
  private readonly counts = new Map<string, Record<FileState, number>>();
  private readonly listeners = new Map<keyof SyncEvents, Set<(payload: never) => void>>();
  private readonly retryOnSight = new Set<string>();
  /** Unchanged, already-uploaded files reported once this session. */
  private readonly seen = new Set<string>();
  private readonly opt: Required<Omit<SyncEngineOptions, 'remote' | 'links' | 'dataDir'>>;
  private allPaused = false;
  /** Links paused by the user (from settings, or by pause(linkId) since). */
  private readonly pausedLinks = new Set<string>();
  private authNotice: SyncNotice | undefined;
  private lastNotice: SyncNotice | undefined;
  private busy = 0;
  private started = false;
  private stopping = false;
  private bytesQueued = 0;
  private idleWaiters: (() => void)[] = [];
  private statusTimer: NodeJS.Timeout | undefined;
  private progressTimer: NodeJS.Timeout | undefined;
  private progressDirty = false;
  private initialLinks: readonly HotFolderLink[];

  constructor(
    options: SyncEngineOptions,
    private readonly journal: Journal,
  ) {
    const stabilityMs = options.stabilityMs ?? 3000;
    this.opt = {
      concurrency: checkConcurrency(options.concurrency ?? 3),
      stabilityMs,
      writeFinishMs: options.writeFinishMs ?? Math.max(50, Math.round(stabilityMs / 2)),
      pollIntervalMs: options.pollIntervalMs ?? 5000,
      reconcileMs: options.reconcileMs ?? 300_000,
      afterBurstMs: options.afterBurstMs ?? 5000,
      usePolling: options.usePolling ?? false,
      maxAttempts: options.maxAttempts ?? 8,
      retryBaseMs: options.retryBaseMs ?? 1000,
      retryMaxMs: options.retryMaxMs ?? 60_000,
      stopGraceMs: options.stopGraceMs ?? 10_000,
      clockSkewMs: options.clockSkewMs ?? 2000,
      activityCapacity: options.activityCapacity ?? 10_000,
      progressIntervalMs: options.progressIntervalMs ?? 250,
    };
    this.remote = options.remote;
    this.initialLinks = options.links;
    for (const l of options.links) if (l.paused) this.pausedLinks.add(l.id);
    this.activityLog = new ActivityLog(this.opt.activityCapacity);
    this.gate = new StabilityGate(stabilityMs, {
      stable: (key, version) => void this.track(this.onStable(key, version)),
      gone: () => this.checkIdle(),
    });
    this.queue = new UploadQueue(
      this.opt.concurrency,
      (key) => this.upload(key),
      (key) => this.isBlocked(key),
      () => this.checkIdle(),
    );
    for (const entry of journal.all()) this.count(entry.linkId, entry.state, 1);
  }

  // ── lifecycle ────────────────────────────────────────────────────────────────────────────

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const entry of [...this.journal.all()]) {
      if (entry.state === 'uploading') {
        // Interrupted mid-upload (crash or kill): it may have arrived. Look before sending again.
        await this.transition(
          entry.key,
          { state: 'queued', unconfirmed: true },
          'Interrupted upload; checking the print library before sending again.',
        );
      } else if (entry.state === 'failed' && !entry.rejection && !entry.cancelled) {
        // A network-type failure is worth another try at start-up; a cancelled file waits for the user.
        this.retryOnSight.add(entry.key);
      }
      const current = this.journal.get(entry.key)!;
      if (current.state === 'queued') this.bytesQueued += current.size;
    }
    // The history survives a restart as each file's latest state.
    for (const e of [...this.journal.all()].sort((a, b) => a.updatedAt - b.updatedAt)) {
      this.activityLog.add(activityOf(e, e.lastError));
    }
    await this.setLinks(this.initialLinks);
    for (const entry of this.journal.all()) {
      if (entry.state === 'queued' && this.runtimes.has(entry.linkId)) this.queue.add(entry.key);
    }
    this.emitStatusSoon();
    this.checkIdle();
  }

  async stop(): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    this.queue.stop();
    this.gate.close();
    await Promise.all([...this.runtimes.values()].map((r) => r.watcher.close()));
    const finished = this.waitForInflight();
    const grace = new Promise<void>((resolve) => setTimeout(resolve, this.opt.stopGraceMs).unref());
    await Promise.race([finished, grace]);
    for (const f of this.inflight.values()) {
      f.reason = 'stop';
      f.controller.abort();
    }
    await finished;
    while (this.busy > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    clearTimeout(this.statusTimer);
    clearInterval(this.progressTimer);
    await this.journal.close();
    for (const w of this.idleWaiters.splice(0)) w();
  }

  async setLinks(links: readonly HotFolderLink[]): Promise<void> {
    const before = new Map(this.initialLinks.map((l) => [l.id, l]));
    for (const l of links) {
      // A link's paused flag counts when it is new or when settings changed it; pause() since then holds otherwise.
      if (before.get(l.id)?.paused !== l.paused) {
        if (l.paused) this.pausedLinks.add(l.id);
        else this.pausedLinks.delete(l.id);
      }
    }
    this.initialLinks = links;
    if (!this.started || this.stopping) return;
    const wanted = new Map(links.map((l) => [l.id, l]));
    for (const [id, runtime] of [...this.runtimes]) {
      const next = wanted.get(id);
      if (next && sameWatch(runtime.link, next)) {
        runtime.link = next;
        continue;
      }
      this.runtimes.delete(id);
      await runtime.watcher.close();
      for (const entry of this.journal.all()) {
        if (entry.linkId === id) {
          this.queue.remove(entry.key);
          this.gate.forget(entry.key);
        }
      }
    }
    const starting: Promise<void>[] = [];
    for (const link of links) {
      if (this.runtimes.has(link.id)) continue;
      starting.push(this.watch(link));
    }
    await Promise.all(starting);
    this.queue.pump();
    this.emitStatusSoon();
  }

  setConcurrency(n: number): void {
    this.queue.setConcurrency(checkConcurrency(n));
  }

  setRemote(remote: RemoteLibrary): void {
    this.remote = remote;
    this.clearAuth();
  }

  pause(linkId?: string): void {
    if (linkId === undefined) this.allPaused = true;
    else this.pausedLinks.add(this.knownLink(linkId));
    this.emitStatusSoon();
  }

  resume(linkId?: string): void {
    if (linkId === undefined) {
      this.allPaused = false;
      this.pausedLinks.clear();
      this.clearAuth();
    } else {
      this.pausedLinks.delete(this.knownLink(linkId));
    }
    this.queue.pump();
    this.emitStatusSoon();
  }

  async cancel(key: string): Promise<boolean> {
    const running = this.inflight.get(key);
    if (running) {
      running.reason = 'cancel';
      running.controller.abort();
      return true;
    }
    const entry = this.journal.get(key);
    if (entry?.state !== 'queued') return false;
    this.queue.remove(key);
    await this.transition(
      key,
      { state: 'failed', cancelled: true, lastError: 'Cancelled by the user.' },
      'Cancelled by the user.',
    );
    this.checkIdle();
    return true;
  }

  async retry(key?: string): Promise<number> {
    const keys =
      key === undefined
        ? [...this.journal.all()].filter((e) => e.state === 'failed').map((e) => e.key)
        : [key];
    let count = 0;
    for (const k of keys) {
      const entry = this.journal.get(k);
      if (!entry) throw new Error(`No file with key "${k}" in the sync journal.`);
      if (entry.state !== 'failed') {
        if (key !== undefined)
          throw new Error(`"${entry.relPath}" is ${entry.state}, not failed: there is nothing to retry.`);
        continue;
      }
      const runtime = this.runtimes.get(entry.linkId);
      if (!runtime) continue;
      const version = await statVersion(this.absPath(runtime.link, entry.relPath));
      if (!version) {
        if (key !== undefined) {
          throw new Error(
            `"${entry.relPath}" is no longer in its hot folder; put it back there to upload it again.`,
          );
        }
        continue;
      }
      await this.transition(k, freshInQueue, 'Retry requested.');
      if (sameVersion(version, entry)) this.queue.add(k);
      else await this.consider(entry.linkId, entry.relPath);
      count++;
    }
    this.queue.hurry();
    return count;
  }

  // ── queries and events ──────────────────────────────────────────────────────────────────

  status(): SyncStatus {
    const totals = this.totals();
    const runtimes = [...this.runtimes.values()];
    const active = runtimes.filter((r) => !this.pausedLinks.has(r.link.id));
    let state: EngineState;
    if (this.authNotice) state = 'error';
    else if (this.allPaused || (runtimes.length > 0 && active.length === 0)) state = 'paused';
    else if (totals.queued > 0 || totals.uploading > 0 || this.gate.pending > 0) state = 'syncing';
    else if (active.some((r) => r.watchState === 'offline')) state = 'offline';
    else state = 'idle';
    let bytesSent = 0;
    for (const f of this.inflight.values()) bytesSent += f.sent;
    return {
      state,
      queued: totals.queued,
      uploading: totals.uploading,
      uploaded: totals.uploaded,
      failed: totals.failed,
      skipped: totals.skipped,
      bytesTotal: this.bytesQueued,
      bytesSent,
      ...(this.authNotice ? { notice: this.authNotice } : {}),
    };
  }

  links(): LinkStatus[] {
    return [...this.runtimes.values()].map((r) => ({
      id: r.link.id,
      localPath: r.link.localPath,
      remotePath: r.link.remotePath,
      state: this.linkState(r),
      polling: r.watcher.isPolling,
      counts: { ...emptyCounts(), ...this.counts.get(r.link.id) },
    }));
  }

  file(key: string): JournalEntry | undefined {
    return this.journal.get(key);
  }

  activity(query?: ActivityQuery): ActivityPage {
    return this.activityLog.query(query);
  }

  activityCsv(query?: ActivityQuery): string {
    return this.activityLog.csv(query);
  }

  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      this.checkIdle();
    });
  }

  on<E extends keyof SyncEvents>(event: E, listener: (payload: SyncEvents[E]) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as (payload: never) => void);
    return () => set.delete(listener as (payload: never) => void);
  }

  // ── watching and the stability gate ─────────────────────────────────────────────────────

  private async watch(link: HotFolderLink): Promise<void> {
    const runtime: LinkRuntime = {
      link,
      watchState: 'starting',
      watcher: new HotFolderWatcher(
        { localPath: link.localPath, types: link.types, includeSubfolders: link.includeSubfolders },
        {
          writeFinishMs: this.opt.writeFinishMs,
          pollIntervalMs: this.opt.pollIntervalMs,
          reconcileMs: this.opt.reconcileMs,
          afterBurstMs: this.opt.afterBurstMs,
          usePolling: this.opt.usePolling,
        },
        {
          found: (rel) => void this.track(this.consider(link.id, rel)),
          removed: (rel) => {
            this.gate.forget(fileKey(link.id, rel));
            this.checkIdle();
          },
          state: (state) => {
            runtime.watchState = state;
            if (state === 'offline') {
              this.raise({
                kind: 'offline',
                linkId: link.id,
                message: `${link.localPath} is unavailable; its files are left alone until it is back.`,
              });
            }
            this.emitStatusSoon();
          },
          notice: (kind, message) => this.raise({ kind, linkId: link.id, message }),
        },
      ),
    };
    this.runtimes.set(link.id, runtime);
    await this.track(runtime.watcher.start());
  }

  /** A file was seen: decide whether it needs the gate, an after-upload action, or nothing. */
  private async consider(linkId: string, relPath: string): Promise<void> {
    const runtime = this.runtimes.get(linkId);
    if (!runtime || this.stopping) return;
    const { link } = runtime;
    if (!acceptsType(link.types, relPath)) return;
    const key = fileKey(linkId, relPath);
    if (this.queue.has(key) || this.gate.has(key)) return;
    const abs = this.absPath(link, relPath);
    const entry = this.journal.get(key);
    if (entry && terminal.has(entry.state) && !this.retryOnSight.has(key)) {
      const version = await statVersion(abs);
      if (!version || this.queue.has(key) || this.gate.has(key)) return;
      if (sameVersion(version, entry)) {
        if (entry.state === 'failed') {
          // A rejected file the user put back (mv keeps the mtime) is a new attempt; anything else waits for retry().
          if (entry.rejection && !entry.settled) return this.quarantine(runtime, entry);
          if (!entry.rejection || !entry.settled) return;
        } else {
          if (!this.seen.has(key)) {
            this.seen.add(key);
            this.emit('file', {
              entry,
              previous: entry.state,
              unchanged: true,
              message: 'Already in the print library, unchanged.',
            });
          }
          return this.afterUpload(runtime, entry);
        }
      }
    }
    this.retryOnSight.delete(key);
    await this.gate.observe(key, abs);
  }

  private async onStable(key: string, version: FileVersion): Promise<void> {
    if (this.queue.has(key) || this.stopping) return;
    const [linkId] = splitKey(key);
    const runtime = this.runtimes.get(linkId);
    if (!runtime) return;
    const relPath = key.slice(linkId.length + 1);
    const abs = this.absPath(runtime.link, relPath);
    const remoteFolder = remoteFolderOf(runtime.link, relPath);
    let sha256: string;
    try {
      sha256 = await hashFile(abs);
    } catch {
      return; // Gone or unreadable: the next event or listing brings it back if it matters.
    }
    const after = await statVersion(abs);
    if (!after || !sameVersion(after, version)) {
      await this.gate.observe(key, abs);
      return;
    }
    if (this.queue.has(key) || this.stopping) return;
    const entry = this.journal.get(key);
    const base = { linkId, relPath, remoteFolder, size: version.size, mtimeMs: version.mtimeMs, sha256 };
    if (entry?.fileId && entry.uploadedSha256 === sha256 && entry.remoteFolder === remoteFolder) {
      // The same version seen twice (a listing while the first sighting was being hashed) and
      // uploaded in between: nothing new, and its state must stay `uploaded`.
      if ((entry.state === 'uploaded' || entry.state === 'skipped') && sameVersion(version, entry)) return;
      const next = await this.transition(
        key,
        { ...base, state: 'skipped', lastError: undefined },
        'Already in the print library with the same content.',
      );
      await this.afterUpload(runtime, next);
      return;
    }
    if (version.size === 0) {
      await this.reject(
        runtime,
        key,
        base,
        'empty',
        'The file is empty (0 bytes): there is nothing to print.',
      );
      return;
    }
    await this.transition(
      key,
      {
        ...base,
        ...freshInQueue,
        // An unknown outcome concerned other content: this version has never been sent.
        unconfirmed: entry?.sha256 === sha256 ? entry.unconfirmed : undefined,
      },
      entry ? 'Changed since the last upload.' : undefined,
    );
    this.queue.add(key);
  }

  // ── uploading ───────────────────────────────────────────────────────────────────────────

  private async upload(key: string): Promise<void> {
    const entry = this.journal.get(key);
    const runtime = entry && this.runtimes.get(entry.linkId);
    if (!entry || !runtime || entry.state !== 'queued' || this.stopping) return;
    const abs = this.absPath(runtime.link, entry.relPath);
    try {
      const before = await statVersion(abs);
      if (!before) {
        await this.transition(
          key,
          { state: 'skipped', sha256: entry.uploadedSha256 },
          'The file was deleted or renamed before it could be uploaded.',
        );
        return;
      }
      if (!sameVersion(before, entry)) {
        // Changed while queued: it goes through the gate again as a new version.
        await this.gate.observe(key, abs);
        return;
      }
      if (entry.unconfirmed) {
        const found = await this.lookUp(entry);
        if (found) {
          await this.uploaded(
            runtime,
            key,
            found,
            'Found in the print library after an interrupted upload; not sent again.',
          );
          return;
        }
      }
      await this.transition(key, {
        state: 'uploading',
        attempts: entry.attempts + 1,
        attemptStartedAt: Date.now(),
        unconfirmed: undefined,
      });
      await this.send(runtime, key, abs);
    } catch (error) {
      await this.failedAttempt(runtime, key, describeFailure(error), undefined);
    }
  }

  private async send(runtime: LinkRuntime, key: string, abs: string): Promise<void> {
    const entry = this.journal.get(key)!;
    const flight: InFlight = {
      controller: new AbortController(),
      linkId: entry.linkId,
      relPath: entry.relPath,
      sent: 0,
      total: entry.size,
    };
    this.inflight.set(key, flight);
    this.startProgress();
    let result: UploadedFile | undefined;
    let failure: Failure | undefined;
    try {
      result = await this.remote.upload(entry.remoteFolder, abs, {
        signal: flight.controller.signal,
        onProgress: (sent, total) => {
          flight.sent = sent;
          flight.total = total;
          this.progressDirty = true;
        },
      });
    } catch (error) {
      failure = describeFailure(error);
    } finally {
      this.inflight.delete(key);
    }
    if (result) {
      const after = await statVersion(abs);
      await this.uploaded(runtime, key, result);
      if (!after || !sameVersion(after, entry)) {
        // Written to while it was being sent: what arrived may be torn. The new version goes again.
        if (after) await this.gate.observe(key, abs);
        return;
      }
      return;
    }
    await this.failedAttempt(runtime, key, failure!, flight.reason);
  }

  private async uploaded(
    runtime: LinkRuntime,
    key: string,
    file: UploadedFile,
    message?: string,
  ): Promise<void> {
    const entry = this.journal.get(key)!;
    const stored = {
      fileId: file.fileId,
      remoteName: file.name,
      pageCount: file.pageCount,
      unconfirmed: undefined,
      lastError: undefined,
    };
    if (file.isBroken) {
      await this.reject(
        runtime,
        key,
        { ...stored, uploadedSha256: entry.sha256 },
        'broken',
        'The print service marked the file as broken: it could not be read as a print file.',
      );
      return;
    }
    const next = await this.transition(
      key,
      { ...stored, state: 'uploaded', uploadedSha256: entry.sha256 },
      message,
    );
    const version = await statVersion(this.absPath(runtime.link, entry.relPath));
    if (version && sameVersion(version, next)) await this.afterUpload(runtime, next);
  }

  private async failedAttempt(
    runtime: LinkRuntime,
    key: string,
    failure: Failure,
    reason: InFlight['reason'],
  ): Promise<void> {
    const entry = this.journal.get(key);
    if (!entry) return;
    const unconfirmed = failure.requestSent || entry.unconfirmed ? true : undefined;
    if (reason === 'stop') {
      await this.transition(
        key,
        { state: 'queued', unconfirmed: true },
        'Stopped during upload; it will be checked and resumed on the next start.',
      );
      return;
    }
    if (reason === 'cancel') {
      await this.transition(
        key,
        { state: 'failed', unconfirmed, cancelled: true, lastError: 'Cancelled by the user.' },
        'Cancelled by the user.',
      );
      return;
    }
    if (!(await statVersion(this.absPath(runtime.link, entry.relPath)))) {
      await this.transition(
        key,
        { state: 'skipped', unconfirmed, lastError: failure.message },
        'The file was deleted or renamed during the upload.',
      );
      return;
    }
    if (failure.kind === 'auth') {
      await this.transition(
        key,
        { state: 'queued', unconfirmed, lastError: failure.message },
        failure.message,
      );
      this.blockAuth(failure.message);
      this.queue.add(key);
      return;
    }
    if (failure.kind === 'local' && !failure.retryable) {
      await this.transition(
        key,
        { state: 'failed', unconfirmed, lastError: failure.message },
        `The file could not be read: ${failure.message}`,
      );
      return;
    }
    if (failure.retryable || failure.kind === 'local') {
      if (entry.attempts >= this.opt.maxAttempts) {
        const message = `Gave up after ${entry.attempts} attempts: ${failure.message}`;
        await this.transition(key, { state: 'failed', unconfirmed, lastError: message }, message);
        return;
      }
      const delay =
        failure.retryAfterMs ?? backoffMs(entry.attempts, this.opt.retryBaseMs, this.opt.retryMaxMs);
      await this.transition(
        key,
        { state: 'queued', unconfirmed, lastError: failure.message },
        `Will try again in ${Math.ceil(delay / 1000)} s: ${failure.message}`,
      );
      this.queue.add(key, Math.max(1, delay));
      return;
    }
    // The service refused the file (a 4xx other than auth): it goes to Failed/ with the service's reason.
    await this.reject(runtime, key, {}, 'refused', `The print service refused the file: ${failure.message}`);
  }

  /** Settles an unknown outcome: the file if it reached the remote folder during the attempt, else undefined. */
  private async lookUp(entry: JournalEntry): Promise<UploadedFile | undefined> {
    const since = (entry.attemptStartedAt ?? 0) - this.opt.clockSkewMs;
    const found = await this.remote.findUploaded(
      entry.remoteFolder,
      path.posix.basename(entry.relPath),
      since,
    );
    const candidates = found
      .filter((f) => f.fileId !== entry.fileId)
      .sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
    return candidates[0];
  }

  // ── after upload and rejection ──────────────────────────────────────────────────────────

  private async afterUpload(runtime: LinkRuntime, entry: JournalEntry): Promise<void> {
    const abs = this.absPath(runtime.link, entry.relPath);
    try {
      if (runtime.link.afterUpload === 'move') {
        await moveInto(abs, path.join(runtime.link.localPath, uploadedFolder, ...entry.relPath.split('/')));
      } else if (runtime.link.afterUpload === 'delete') {
        await fs.unlink(abs);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      this.raise({
        kind: 'watch',
        linkId: runtime.link.id,
        message: `Uploaded ${entry.relPath}, but could not ${runtime.link.afterUpload} it: ${(error as Error).message}`,
      });
    }
  }

  private async reject(
    runtime: LinkRuntime,
    key: string,
    patch: Partial<JournalEntry>,
    rejection: Rejection,
    reason: string,
  ): Promise<void> {
    const next = await this.transition(
      key,
      { ...patch, state: 'failed', rejection, settled: undefined, lastError: reason },
      reason,
    );
    await this.quarantine(runtime, next);
  }

  /** Moves a rejected file to `Failed/` with `<name>.error.txt` beside it saying why. */
  private async quarantine(runtime: LinkRuntime, entry: JournalEntry): Promise<void> {
    const abs = this.absPath(runtime.link, entry.relPath);
    const target = path.join(runtime.link.localPath, failedFolder, ...entry.relPath.split('/'));
    try {
      const moved = await moveInto(abs, target);
      const text = [
        `File: ${entry.relPath}`,
        `Failed: ${new Date().toISOString()}`,
        `Reason: ${entry.lastError ?? 'unknown'}`,
        `Print library folder: ${entry.remoteFolder}`,
        '',
      ].join('\n');
      await fs.writeFile(`${moved}.error.txt`, text);
      await this.transition(entry.key, { settled: true, state: 'failed' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      this.raise({
        kind: 'watch',
        linkId: runtime.link.id,
        message: `Could not move ${entry.relPath} to ${failedFolder}/: ${(error as Error).message}`,
      });
    }
  }

  // ── journal transitions, counts and events ──────────────────────────────────────────────

  private async transition(
    key: string,
    patch: Partial<JournalEntry> & { state?: FileState },
    message?: string,
  ): Promise<JournalEntry> {
    const previous = this.journal.get(key);
    const [linkId] = splitKey(key);
    const next = {
      attempts: 0,
      ...previous,
      ...patch,
      key,
      linkId: previous?.linkId ?? patch.linkId ?? linkId,
      updatedAt: Date.now(),
    } as JournalEntry;
    for (const [k, v] of Object.entries(next))
      if (v === undefined) delete (next as unknown as Record<string, unknown>)[k];
    if (previous) this.count(previous.linkId, previous.state, -1);
    this.count(next.linkId, next.state, 1);
    if (previous && isPending(previous.state)) this.bytesQueued -= previous.size;
    if (isPending(next.state)) this.bytesQueued += next.size;
    await this.journal.put(next);
    if (previous?.state !== next.state || message) {
      const record = this.activityLog.add(activityOf(next, message ?? next.lastError));
      this.emit('file', { entry: next, record, previous: previous?.state, ...(message ? { message } : {}) });
    }
    this.emitStatusSoon();
    return next;
  }

  private count(linkId: string, state: FileState, delta: number): void {
    let c = this.counts.get(linkId);
    if (!c) this.counts.set(linkId, (c = emptyCounts()));
    c[state] += delta;
  }

  private totals(): Record<FileState, number> {
    const out = emptyCounts();
    for (const c of this.counts.values()) for (const s of fileStates) out[s] += c[s];
    return out;
  }

  private emit<E extends keyof SyncEvents>(event: E, payload: SyncEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) {
      try {
        (listener as (p: SyncEvents[E]) => void)(payload);
      } catch {
        // A failing subscriber must not break the engine.
      }
    }
  }

  private emitStatusSoon(): void {
    if (this.statusTimer) return;
    this.statusTimer = setTimeout(() => {
      this.statusTimer = undefined;
      this.emit('status', this.status());
    }, 50);
  }

  private startProgress(): void {
    if (this.progressTimer) return;
    this.progressTimer = setInterval(() => {
      if (this.inflight.size === 0) {
        clearInterval(this.progressTimer);
        this.progressTimer = undefined;
      }
      if (!this.progressDirty) return;
      this.progressDirty = false;
      const files = [...this.inflight].map(([key, f]) => ({
        key,
        linkId: f.linkId,
        relPath: f.relPath,
        sent: f.sent,
        total: f.total,
      }));
      this.emit('progress', {
        files,
        bytesSent: files.reduce((n, f) => n + f.sent, 0),
        bytesTotal: this.bytesQueued,
      });
    }, this.opt.progressIntervalMs);
  }

  private raise(notice: Omit<SyncNotice, 'at'>): void {
    const full = { ...notice, at: Date.now() };
    if (this.lastNotice?.kind === full.kind && this.lastNotice.message === full.message) return;
    this.lastNotice = full;
    this.emit('notice', full);
  }

  private blockAuth(message: string): void {
    if (this.authNotice) return;
    this.authNotice = {
      kind: 'auth',
      message: `The print service rejected the subscription key (${message}). Every hot folder is paused until the key is fixed.`,
      at: Date.now(),
    };
    this.lastNotice = this.authNotice;
    this.emit('notice', this.authNotice);
    this.emitStatusSoon();
  }

  private clearAuth(): void {
    if (!this.authNotice) return;
    this.authNotice = undefined;
    this.lastNotice = undefined;
    this.queue.hurry();
    this.queue.pump();
    this.emitStatusSoon();
  }

  // ── helpers ─────────────────────────────────────────────────────────────────────────────

  private isBlocked(key: string): boolean {
    if (this.authNotice || this.allPaused) return true;
    const runtime = this.runtimes.get(splitKey(key)[0]);
    return !runtime || this.pausedLinks.has(runtime.link.id);
  }

  private linkState(r: LinkRuntime): LinkState {
    if (this.authNotice) return 'error';
    if (this.pausedLinks.has(r.link.id) || this.allPaused) return 'paused';
    if (r.watchState === 'offline') return 'offline';
    return r.watchState === 'watching' ? 'watching' : 'starting';
  }

  private knownLink(linkId: string): string {
    if (!this.initialLinks.some((l) => l.id === linkId))
      throw new Error(`No hot folder link with id "${linkId}".`);
    return linkId;
  }

  private absPath(link: HotFolderLink, relPath: string): string {
    return path.join(link.localPath, ...relPath.split('/'));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.busy++;
    return work
      .catch((error: unknown) => {
        // Nothing a single file does may crash the engine; say what happened instead.
        this.raise({ kind: 'watch', message: `Sync problem: ${(error as Error).message ?? String(error)}` });
        return undefined as T;
      })
      .finally(() => {
        this.busy--;
        this.checkIdle();
      });
  }

  private checkIdle(): void {
    if (this.idleWaiters.length === 0) return;
    const quiet =
      this.started &&
      this.busy === 0 &&
      this.gate.pending === 0 &&
      this.queue.waiting === 0 &&
      this.queue.active === 0 &&
      this.inflight.size === 0;
    if (quiet || this.stopping) for (const w of this.idleWaiters.splice(0)) w();
  }

  private waitForInflight(): Promise<void> {
    return new Promise((resolve) => {
      const check = (): void => {
        if (this.inflight.size === 0 && this.queue.active === 0) resolve();
        else setTimeout(check, 20);
      };
      check();
    });
  }
}

function activityOf(e: JournalEntry, message: string | undefined): Omit<ActivityRecord, 'seq'> {
  return {
    at: e.updatedAt,
    key: e.key,
    linkId: e.linkId,
    relPath: e.relPath,
    remoteFolder: e.remoteFolder,
    state: e.state,
    size: e.size,
    sha256: e.sha256,
    fileId: e.fileId,
    attempts: e.attempts,
    message,
  };
}

function isPending(state: FileState): boolean {
  return state === 'queued' || state === 'uploading';
}

function emptyCounts(): Record<FileState, number> {
  return { queued: 0, uploading: 0, uploaded: 0, failed: 0, skipped: 0 };
}

function splitKey(key: string): [string, string] {
  const i = key.indexOf(':');
  return [key.slice(0, i), key.slice(i + 1)];
}

function checkConcurrency(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 16)
    throw new RangeError(`Concurrency must be a whole number from 1 to 16, not ${n}.`);
  return n;
}

function sameWatch(a: HotFolderLink, b: HotFolderLink): boolean {
  return (
    a.localPath === b.localPath &&
    a.remotePath === b.remotePath &&
    a.includeSubfolders === b.includeSubfolders &&
    a.types.join() === b.types.join()
  );
}

/** The remote folder a file goes to: the link's folder plus the file's mirrored sub-folders. */
export function remoteFolderOf(link: HotFolderLink, relPath: string): string {
  const base = link.remotePath.replace(/\/+$/, '');
  const dir = path.posix.dirname(relPath);
  return dir === '.' ? base : `${base}/${dir}`;
}

async function hashFile(abs: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(abs, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Moves a file to `target`, or `target (n)` when that name is taken; resolves to where it went. */
async function moveInto(from: string, target: string): Promise<string> {
  await fs.mkdir(path.dirname(target), { recursive: true });
  const ext = path.extname(target);
  const stem = target.slice(0, target.length - ext.length);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? target : `${stem} (${n})${ext}`;
    try {
      await fs.link(from, candidate);
      await fs.unlink(from);
      return candidate;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code === 'EPERM' || code === 'EXDEV' || code === 'ENOTSUP') {
        // No hard links here (some network shares): fall back to a rename that may replace nothing.
        try {
          await fs.access(candidate);
          continue;
        } catch {
          await fs.rename(from, candidate);
          return candidate;
        }
      }
      throw error;
    }
  }
}
