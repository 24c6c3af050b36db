/**
 * The sync journal: every hot-folder file's state, in a crash-safe append-only log.
 *
 * Each line is a whole snapshot of one file's entry; replaying the log keeps the last snapshot
 * per key. A transition resolves only once its line is on disk (write + fdatasync), so after a
 * `kill -9` at any instant the journal says at worst "uploading" for a file whose upload had
 * finished — which the engine resolves by looking the file up in the remote folder, never by
 * sending it blindly. Writes from the same tick share one fsync (group commit): the guarantee is
 * per transition, the cost is per batch.
 *
 * Appends go through the durable appender (platform/durable-append.ts), which checks every write's
 * length: a full disk fails the transitions of that batch, never tears a line the next one joins.
 * A torn last line (killed mid-write) is dropped on load, and the log is compacted at once.
 * Compaction writes a temp file, fsyncs it, renames it over the log and fsyncs the folder.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LineAppender, eachJsonLine } from '../platform/durable-append.js';
import { syncFolder } from '../platform/durable-files.js';
import { type FileLock, exitingHolderWaitMs, takeFileLock } from '../platform/file-lock.js';
import { privateFileMode, privateFolderMode } from '../platform/private-files.js';
import { JournalIndex } from './journal-index.js';
import { FileState } from '../shared/sync/status.js';

/** Why a file went to `Failed/` (it is the file's fault, not the network's). */
export type Rejection = 'broken' | 'refused' | 'empty';

export interface JournalEntry {
  /** `<linkId>:<path relative to the link folder, "/"-separated>`. */
  readonly key: string;
  readonly linkId: string;
  readonly relPath: string;
  /** Remote folder path the file goes to (link path plus mirrored sub-folders). */
  readonly remoteFolder: string;
  readonly state: FileState;
  readonly size: number;
  readonly mtimeMs: number;
  readonly sha256?: string;
  /** Print-library id of the last confirmed upload of this path (kept while a new version is queued). */
  readonly fileId?: string;
  /** Sha-256 of the content `fileId` holds. */
  readonly uploadedSha256?: string;
  readonly remoteName?: string;
  readonly pageCount?: number;
  readonly attempts: number;
  readonly lastError?: string;
  /** When the current upload attempt started (epoch ms); the remote look-up only trusts items created after it. */
  readonly attemptStartedAt?: number;
  /** The last attempt may have reached the service: look the file up before sending it again. */
  readonly unconfirmed?: boolean;
  /** Set when the file belongs in `Failed/` and has not been moved there yet. */
  readonly rejection?: Rejection;
  /** The after-upload action (move/delete) or the move to `Failed/` has been done. */
  readonly settled?: boolean;
  /** The user cancelled it: it waits for a retry or a new version, across restarts too. */
  readonly cancelled?: boolean;
  /**
   * It could not be read (permission denied): its ctime then. A change of its permissions changes
   * the ctime, and the next sighting tries it again; until then it stays failed, never retried in a loop.
   */
  readonly unreadableCtimeMs?: number;
  readonly updatedAt: number;
}

export interface JournalOptions {
  /** Compact when the log holds more than this many lines per live entry (plus a floor). */
  readonly compactRatio?: number;
  /** How long to wait for another process on the data folder to let go (one that is exiting). */
  readonly lockWaitMs?: number;
}

export class Journal {
  /** The latest snapshot of every file, compactly (journal-index.ts). */
  private readonly entries = new JournalIndex();
  private appender: LineAppender | undefined;
  private lines = 0;
  private pending: string[] = [];
  private waiters: { resolve: () => void; reject: (e: unknown) => void }[] = [];
  private flushing: Promise<void> | undefined;
  private readonly compactRatio: number;
  private lock: FileLock | undefined;

  private constructor(
    readonly file: string,
    options: JournalOptions,
  ) {
    this.compactRatio = options.compactRatio ?? 4;
  }

  /**
   * Opens (or creates) the journal at `file`, replaying and compacting what is there. One process
   * at a time: two engines on one journal (the app and `printdesk sync` on the same data folder)
   * could each send the same file. The lock (`journal.log.lock`, platform/file-lock.ts) dies with
   * its process; one held by a process that is stopping is waited for.
   */
  static async open(file: string, options: JournalOptions = {}): Promise<Journal> {
    const journal = new Journal(file, options);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
    journal.lock = await takeFileLock(`${file}.lock`, {
      waitMs: options.lockWaitMs ?? exitingHolderWaitMs,
      inUse: (owner) =>
        new Error(
          `Another PrintDesk process${owner ? ` (pid ${owner})` : ''} is syncing with this data folder (${path.dirname(file)}); stop it first.`,
        ),
    });
    try {
      await journal.replay();
      await journal.compact();
    } catch (error) {
      await journal.lock.release();
      throw error;
    }
    return journal;
  }

  get(key: string): JournalEntry | undefined {
    return this.entries.get(key);
  }

  /** Every entry, each read afresh (a file's transition since does not change one already read). */
  all(): IterableIterator<JournalEntry> {
    return this.entries.values();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Until `close()`: a write that fails while open is the disk's failure, not the engine stopping. */
  get isOpen(): boolean {
    return this.appender !== undefined;
  }

  /** Records a new snapshot of an entry; resolves once it is durable. */
  put(entry: JournalEntry): Promise<void> {
    if (!this.appender) return Promise.reject(new Error('The sync journal is closed.'));
    this.entries.set(entry);
    this.pending.push(JSON.stringify(entry));
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flushLoop();
    return done;
  }

  /** Waits for pending writes, compacts, and closes the log. */
  async close(): Promise<void> {
    if (!this.appender) return;
    await this.flushing;
    await this.compact();
    await this.appender?.close();
    this.appender = undefined;
    await this.lock?.release();
  }

  private async flushLoop(): Promise<void> {
    // One macrotask of grace lets concurrent transitions share the fsync.
    await new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      if (this.pending.length > 0) {
        const batch = this.pending;
        const waiters = this.waiters;
        this.pending = [];
        this.waiters = [];
        try {
          await this.appender!.append(batch);
          this.lines += batch.length;
          for (const w of waiters) w.resolve();
        } catch (error) {
          for (const w of waiters) w.reject(error);
        }
      } else if (this.lines > Math.max(1000, this.entries.size * this.compactRatio)) {
        // Compaction runs inside the flush chain so no append ever meets a closed appender.
        await this.compact().catch(() => {
          this.lines = 0;
        });
      } else {
        break;
      }
    }
    this.flushing = undefined;
  }

  /** Reads the log a chunk at a time: a journal of 100,000 files is some 50 MB, never held whole. */
  private async replay(): Promise<void> {
    // A torn line is skipped: the process died mid-append, and the transition it held was never acknowledged.
    await eachJsonLine(this.file, (value) => {
      const entry = value as Partial<JournalEntry>;
      if (typeof entry.key === 'string' && FileState.safeParse(entry.state).success)
        this.entries.set(entry as JournalEntry);
    });
  }

  /** Rewrites the log as one line per entry: temp file, fsync, rename, fsync the folder. */
  private async compact(): Promise<void> {
    const temp = `${this.file}.${process.pid}.tmp`;
    const out = await fs.open(temp, 'w', privateFileMode);
    try {
      const chunk: string[] = [];
      for (const entry of this.entries.values()) {
        chunk.push(JSON.stringify(entry) + '\n');
        // writeFile, not write: it writes on after a short write (a full disk), or throws.
        if (chunk.length >= 1000) await out.writeFile(chunk.splice(0).join(''));
      }
      if (chunk.length > 0) await out.writeFile(chunk.join(''));
      await out.sync();
    } finally {
      await out.close();
    }
    await fs.rename(temp, this.file);
    await syncFolder(path.dirname(this.file));
    await this.appender?.close();
    this.appender = await LineAppender.open(this.file);
    this.lines = this.entries.size;
  }
}
