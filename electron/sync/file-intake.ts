/**
 * From a sighting to the queue: a file the watcher found is checked against its journal entry
 * (nothing to do, an after-upload action, a quarantine), held by the stability gate until it
 * stops changing, hashed, and then queued, skipped (same content already in the library) or
 * rejected (empty).
 *
 * Hashing reads the whole file, so it runs on the file-work threads, never on the core's own
 * thread; a hash whose file changes, leaves or stops being watched is cancelled.
 */
import type { FileWorkPool } from '../file-work/pool.js';
import type { AfterUploadActions } from './after-upload.js';
import { ArrivalOrder } from './arrival-order.js';
import type { EngineEvents } from './engine-events.js';
import { freshInQueue, isTerminal, type FileLedger } from './file-ledger.js';
import type { IdleTracker } from './idle-tracker.js';
import { absPath, fileKey, remoteFolderOf, splitKey } from './link-paths.js';
import type { HotFolderLinks } from './link-watch.js';
import { acceptsType } from './print-file-filter.js';
import type { UploadQueue } from './queue.js';
import { BatchedStats } from './batched-stats.js';
import { StabilityGate, sameVersion, statVersion, type FileVersion } from './stability-gate.js';
import { isPermissionDenied, permissionDenied } from './unreadable.js';

export interface IntakeParts {
  readonly ledger: FileLedger;
  readonly links: HotFolderLinks;
  readonly queue: UploadQueue;
  readonly afterUpload: AfterUploadActions;
  readonly events: EngineEvents;
  readonly life: IdleTracker;
}

/** What the intake needs of the file-work pool. */
export type FileHasher = Pick<FileWorkPool, 'sha256' | 'statVersions'>;

interface Hashing {
  readonly version: FileVersion;
  readonly cancel: AbortController;
}

/**
 * Hashes at the pool at once, at most; the other stable files wait as a key and a version. A
 * hash in flight holds a task, its promises and a cancel signal (some 3 KiB): 10,000 files let
 * through at once held 30 MiB, and a window's preview waited behind all of them in the pool.
 */
export const hashesAtOnce = 32;

/**
 * New files let past their sighting at once, at most: being looked at by the gate, held there, or
 * waiting for a hash. The others wait as a key. A start-up scan of 100,000 new files let every one
 * through at once, each with its stats, a timer and a version alive until its hash: some 25 MiB, and
 * V8 lets its heap grow to a few times what is alive, and kept that after settling (bench
 * watch-idle). A batch this size is still some seconds of hashing and sending ahead.
 */
export const admittedAtOnce = 2048;

export class FileIntake {
  private readonly gate: StabilityGate;
  private readonly stats: BatchedStats;
  /** Files being hashed now, with the version being read. */
  private readonly hashing = new Map<string, Hashing>();
  /** Stable files waiting for a hash, oldest first, with the version that was stable. */
  private readonly toHash = new ArrivalOrder<FileVersion>();
  /** New files waiting for room at the gate (`admittedAtOnce`), oldest first. */
  private readonly toObserve = new ArrivalOrder<null>();
  /** Files let in whose first look (a stat) is still under way: not yet held by the gate. */
  private looking = 0;
  /** Files that failed on the network before a restart: the next sighting tries them again. */
  private readonly retryOnSight = new Set<string>();
  /** Unchanged, already-uploaded files reported once this session. */
  private readonly seen = new Set<string>();

  constructor(
    stabilityMs: number,
    private readonly hasher: FileHasher,
    private readonly parts: IntakeParts,
  ) {
    this.stats = new BatchedStats(hasher);
    this.gate = new StabilityGate(
      stabilityMs,
      {
        stable: (key, version) => this.hashSoon(key, version),
        gone: () => {
          this.admitWaiting();
          parts.life.check();
        },
      },
      (absPath) => this.stats.stat(absPath),
    );
  }

  /** Files waiting for the gate, held by it, or waiting for a hash. */
  get pending(): number {
    return this.toObserve.size + this.gate.pending + this.toHash.size;
  }

  retryWhenSeen(key: string): void {
    this.retryOnSight.add(key);
  }

  /**
   * Back to the gate at once, not through the line of new files: a file that changed while it was
   * hashed or sent (no more at a time than the hashes and uploads under way).
   */
  observe(key: string, abs: string): Promise<void> {
    return this.gate.observe(key, abs);
  }

  forget(key: string): void {
    this.toObserve.delete(key);
    this.gate.forget(key);
    this.toHash.delete(key);
    this.hashing.get(key)?.cancel.abort();
    this.admitWaiting();
  }

  /** The link is no longer watched: its files waiting or being hashed are dropped. */
  forgetLink(linkId: string): void {
    for (const line of [this.toObserve, this.toHash])
      for (const [key] of line.entries()) if (splitKey(key)[0] === linkId) line.delete(key);
    for (const [key, hashing] of this.hashing) if (splitKey(key)[0] === linkId) hashing.cancel.abort();
  }

  close(): void {
    this.toObserve.clear();
    this.gate.close();
    this.toHash.clear();
    for (const hashing of this.hashing.values()) hashing.cancel.abort();
  }

  /** A file was seen: decide whether it needs the gate, an after-upload action, or nothing. */
  async consider(linkId: string, relPath: string): Promise<void> {
    const { ledger, links, queue, afterUpload, events, life } = this.parts;
    const runtime = links.runtime(linkId);
    if (!runtime || life.stopping) return;
    const { link } = runtime;
    if (!acceptsType(link.types, relPath)) return;
    const key = fileKey(linkId, relPath);
    if (queue.has(key) || this.waitsForGate(key)) return;
    const abs = absPath(link, relPath);
    if (await this.stillHashing(key, abs)) return;
    const entry = ledger.get(key);
    if (entry && isTerminal(entry.state) && !this.retryOnSight.has(key)) {
      const version = await statVersion(abs);
      if (!version || queue.has(key) || this.waitsForGate(key)) return;
      // Unreadable before, and its permissions (its ctime) unchanged since: still unreadable, not tried again.
      const stillUnreadable =
        entry.state === 'failed' &&
        entry.unreadableCtimeMs !== undefined &&
        version.ctimeMs === entry.unreadableCtimeMs;
      if (stillUnreadable) return;
      if (sameVersion(version, entry) && entry.unreadableCtimeMs === undefined) {
        if (entry.state === 'failed') {
          // A rejected file the user put back (mv keeps the mtime) is a new attempt; anything else waits for retry().
          if (entry.rejection && !entry.settled) return afterUpload.quarantine(runtime, entry);
          if (!entry.rejection || !entry.settled) return;
        } else {
          if (!this.seen.has(key)) {
            this.seen.add(key);
            events.emit('file', {
              entry,
              previous: entry.state,
              unchanged: true,
              message: 'Already in the print library, unchanged.',
            });
          }
          return afterUpload.settle(runtime, entry);
        }
      }
    }
    this.retryOnSight.delete(key);
    this.toObserve.push(key, null);
    this.admitWaiting();
  }

  private waitsForGate(key: string): boolean {
    return this.toObserve.has(key) || this.gate.has(key);
  }

  /** Lets waiting files through to the gate while fewer than `admittedAtOnce` are past it. */
  private admitWaiting(): void {
    for (const [key] of this.toObserve.entries()) {
      if (this.looking + this.gate.pending + this.toHash.size >= admittedAtOnce) return;
      this.toObserve.delete(key);
      const [linkId, relPath] = splitKey(key);
      const runtime = this.parts.links.runtime(linkId);
      if (!runtime) continue;
      this.looking++;
      void this.parts.life.track(
        this.gate.observe(key, absPath(runtime.link, relPath)).finally(() => {
          this.looking--;
          this.admitWaiting();
        }),
      );
    }
  }

  /** A file stopped changing: it is hashed when its turn comes. */
  private hashSoon(key: string, version: FileVersion): void {
    this.toHash.push(key, version);
    this.hashWaiting();
  }

  /** Starts the waiting hashes the pool has room for. */
  private hashWaiting(): void {
    for (const [key, version] of this.toHash.entries()) {
      if (this.hashing.size >= hashesAtOnce) break;
      this.toHash.delete(key);
      void this.parts.life.track(this.onStable(key, version));
    }
    this.admitWaiting();
  }

  /** A file's turn to be hashed: hash it and queue it, unless the library already has this content. */
  private async onStable(key: string, version: FileVersion): Promise<void> {
    const { ledger, links, queue, afterUpload, life } = this.parts;
    if (queue.has(key) || life.stopping) return;
    const [linkId, relPath] = splitKey(key);
    const runtime = links.runtime(linkId);
    if (!runtime) return;
    const abs = absPath(runtime.link, relPath);
    const remoteFolder = remoteFolderOf(runtime.link, relPath);
    const hashing: Hashing = { version, cancel: new AbortController() };
    this.hashing.set(key, hashing);
    let sha256: string;
    try {
      sha256 = await this.hasher.sha256(abs, hashing.cancel.signal);
    } catch (error) {
      // Cancelled (whoever cancelled it decided what comes next) or gone: the next event or
      // listing brings it back if it matters. One PrintDesk may not read fails, with why.
      if (!hashing.cancel.signal.aborted && isPermissionDenied(error))
        await this.unreadable(key, version, remoteFolder);
      return;
    } finally {
      if (this.hashing.get(key) === hashing) this.hashing.delete(key);
      this.hashWaiting();
    }
    const after = await this.stats.stat(abs);
    if (!after || !sameVersion(after, version)) {
      await this.gate.observe(key, abs);
      return;
    }
    if (queue.has(key) || life.stopping) return;
    const entry = ledger.get(key);
    // Cancelled while it waited here (a start-up scan looks at files still queued): the cancel
    // stands for this version, as consider() decides for a cancelled file seen unchanged.
    if (entry?.cancelled && entry.state === 'failed' && sameVersion(version, entry)) return;
    const base = { linkId, relPath, remoteFolder, size: version.size, mtimeMs: version.mtimeMs, sha256 };
    if (entry?.fileId && entry.uploadedSha256 === sha256 && entry.remoteFolder === remoteFolder) {
      // The same version seen twice (a listing while the first sighting was being hashed) and
      // uploaded in between: nothing new, and its state must stay `uploaded`.
      if ((entry.state === 'uploaded' || entry.state === 'skipped') && sameVersion(version, entry)) return;
      const next = await ledger.transition(
        key,
        { ...base, state: 'skipped', lastError: undefined },
        'Already in the print library with the same content.',
      );
      await afterUpload.settle(runtime, next);
      return;
    }
    if (version.size === 0) {
      await afterUpload.reject(
        runtime,
        key,
        base,
        'empty',
        'The file is empty (0 bytes): there is nothing to print.',
      );
      return;
    }
    await ledger.transition(
      key,
      {
        ...base,
        ...freshInQueue,
        // An unknown outcome concerned other content: this version has never been sent.
        unconfirmed: entry?.sha256 === sha256 ? entry.unconfirmed : undefined,
      },
      entry ? 'Changed since the last upload.' : undefined,
    );
    queue.add(key);
  }

  /** A file that cannot be read is failed with the reason, until its permissions change (consider). */
  private async unreadable(key: string, version: FileVersion, remoteFolder: string): Promise<void> {
    const { ledger, queue, life } = this.parts;
    if (queue.has(key) || life.stopping) return;
    const [linkId, relPath] = splitKey(key);
    const runtime = this.parts.links.runtime(linkId);
    const after = runtime && (await statVersion(absPath(runtime.link, relPath)));
    if (!after) return;
    await ledger.transition(
      key,
      {
        linkId,
        relPath,
        remoteFolder,
        size: after.size,
        mtimeMs: after.mtimeMs,
        state: 'failed',
        lastError: permissionDenied,
        unreadableCtimeMs: after.ctimeMs,
        rejection: undefined,
        settled: undefined,
        cancelled: undefined,
      },
      `${permissionDenied}: PrintDesk may not read the file; it is tried again when its permissions change.`,
    );
  }

  /**
   * True when the file is being hashed as it is now (a listing seeing it again); a hash of a
   * version that has changed or gone since is cancelled, and the caller starts over.
   */
  private async stillHashing(key: string, abs: string): Promise<boolean> {
    if (!this.hashing.has(key) && !this.toHash.has(key)) return false;
    const now = await statVersion(abs);
    const hashing = this.hashing.get(key);
    const version = hashing?.version ?? this.toHash.get(key);
    if (!version) return false;
    if (now && sameVersion(now, version)) return true;
    hashing?.cancel.abort();
    this.toHash.delete(key);
    return false;
  }
}
