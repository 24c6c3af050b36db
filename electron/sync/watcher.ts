/**
 * Watches one hot folder and reports print files that appeared or changed.
 *
 * Watch events are hints, not truth (they can repeat, or be lost when hundreds of files land at
 * once), so the folder is also listed on start and on a timer; the engine keys
 * everything on its journal and does not care how often it hears about a file. A folder that
 * disappears (unmounted share, unplugged drive) is reported offline — never "empty", so nothing is
 * ever concluded from its absence — and looked for every poll interval until it is back, when it is
 * watched and listed again. A folder on a network share (see network-share.ts), or one the
 * user set to poll, is polled from the start; when the OS runs out of watches or descriptors
 * (`ENOSPC`, `EMFILE`) the watcher falls back to polling, once. Polling runs at an interval in
 * seconds, and the periodic listing (the reconcile pass) goes on whatever the mode.
 *
 * Native events come from a watch per folder (folder-events.ts), never per file: chokidar's
 * per-file state cost over 100 MiB for 10,000 files. chokidar still does the polling.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { PrintFileType } from '../shared/settings/schema.js';
import { FolderEvents } from './folder-events.js';
import { pathRules } from './path-rules.js';
import { printFileFilter, type PrintFileFilter } from './print-file-filter.js';
import { permissionDenied } from './unreadable.js';
import type { LinkWatch, PollReason } from '../shared/sync/status.js';

const rules = pathRules();

/** How many of a listing's entries are filtered, and its files looked at, together. */
const reportBatch = 256;

export type WatchState = 'starting' | 'watching' | 'offline' | 'closed';

export interface WatchedFolder {
  readonly localPath: string;
  readonly types: readonly PrintFileType[];
  readonly includeSubfolders: boolean;
  /** Poll from the start, and why (a network share whose events never arrive, or the user's choice). */
  readonly pollFromStart?: { readonly reason: PollReason; readonly share?: string };
}

export interface WatcherTiming {
  /** chokidar's `awaitWriteFinish` threshold: a first, cheap filter before the engine's stability gate. */
  readonly writeFinishMs: number;
  /** Interval of the polling fall-back (and of forced polling): seconds, because polling print files is costly. */
  readonly pollIntervalMs: number;
  /** How often the folder is listed to catch what events missed (and to notice it went offline or came back). */
  readonly reconcileMs: number;
  /** The folder is also listed this long after a burst of events ends (chokidar can lose some of a burst). */
  readonly afterBurstMs: number;
}

export interface WatcherListener {
  /**
   * A print file (path relative to the folder, "/"-separated) exists and may be new or changed;
   * resolves once it has been looked at (the listing reports the next files then), never rejects.
   */
  found(relPath: string): Promise<void>;
  removed(relPath: string): void;
  state(state: WatchState): void;
  /** Something the user should be told about once (polling fall-back, watch errors). */
  notice(kind: 'polling' | 'watch', message: string): void;
  /**
   * After each listing: the sub-folders it could not read (relative path → why, e.g.
   * "permission denied"); their files cannot be seen, let alone sent.
   */
  unreadable(folders: ReadonlyMap<string, string>): void;
}

export class HotFolderWatcher {
  /** Native events (a watch per folder), or chokidar when polling. */
  private watcher: FolderEvents | FSWatcher | undefined;
  private readonly filter: PrintFileFilter;
  private mode: LinkWatch;
  private timer: NodeJS.Timeout | undefined;
  private burstTimer: NodeJS.Timeout | undefined;
  /** While the folder is gone: looks for it every poll interval, not only at the next (minutes away) listing. */
  private returnTimer: NodeJS.Timeout | undefined;
  private current: WatchState = 'starting';
  private closed = false;
  private listing: Promise<void> | undefined;

  constructor(
    private readonly folder: WatchedFolder,
    private readonly timing: WatcherTiming,
    private readonly listener: WatcherListener,
  ) {
    this.filter = printFileFilter(folder.localPath, folder.types, folder.includeSubfolders);
    this.mode = folder.pollFromStart
      ? this.polled(folder.pollFromStart.reason, folder.pollFromStart.share)
      : { mode: 'native' };
  }

  get state(): WatchState {
    return this.current;
  }

  /** Native events, or polling and why. */
  get watch(): LinkWatch {
    return this.mode;
  }

  /** Starts watching; resolves after chokidar is ready and the folder has been listed once. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.timing.reconcileMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    clearTimeout(this.burstTimer);
    clearInterval(this.returnTimer);
    await this.listing;
    await this.stopWatching();
    this.setState('closed');
  }

  /** Lists the folder now (online check included) and reports every print file in it. */
  refresh(): Promise<void> {
    this.listing ??= this.listAndWatch().finally(() => {
      this.listing = undefined;
    });
    return this.listing;
  }

  private async listAndWatch(): Promise<void> {
    const online = await isFolder(this.folder.localPath);
    if (this.closed) return;
    if (!online) {
      await this.stopWatching();
      this.setState('offline');
      return;
    }
    // A native watch that runs out of OS watches while starting has switched to polling (onError): start that at once.
    for (let tries = 0; !this.watcher && !this.closed && tries < 2; tries++) await this.startWatching();
    const listing = await this.list();
    if (this.closed) return;
    if (listing === undefined) {
      await this.stopWatching();
      this.setState('offline');
      return;
    }
    const { files, unreadable } = listing;
    this.setState('watching');
    this.listener.unreadable(unreadable);
    // A batch at a time: 10,000 sightings at once held some 30 MiB of work in flight (bench watch-idle).
    for (let i = 0; i < files.length && !this.closed; i += reportBatch) {
      await Promise.all(files.slice(i, i + reportBatch).map((rel) => this.listener.found(rel)));
    }
  }

  /**
   * Every print file under the folder and the sub-folders that could not be read, or undefined
   * when the folder itself cannot be read (offline).
   */
  private async list(): Promise<{ files: string[]; unreadable: Map<string, string> } | undefined> {
    const found: string[] = [];
    const unreadable = new Map<string, string>();
    let looked = 0;
    const walk = async (dir: string): Promise<boolean> => {
      let entries;
      try {
        entries = await fs.readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (dir === this.folder.localPath) return false;
        // Gone since its parent was read: nothing to say. Anything else hides its files.
        const why = unreadableReason(error as NodeJS.ErrnoException);
        if (why) unreadable.set(this.relative(dir), why);
        return true;
      }
      for (const e of entries) {
        // Other work gets the thread between batches: a folder of 1,000 files held it for 25 ms.
        if (++looked % reportBatch === 0) await new Promise((resolve) => setImmediate(resolve));
        const abs = path.join(dir, e.name);
        if (e.isDirectory()) {
          if (!this.filter.ignoresPath(abs, false)) await walk(abs);
        } else if (e.isFile() && !this.filter.ignoresPath(abs, true)) {
          found.push(this.relative(abs));
        }
      }
      return true;
    };
    return (await walk(this.folder.localPath)) ? { files: found, unreadable } : undefined;
  }

  private async startWatching(): Promise<void> {
    const changed = (abs: string): void => {
      void this.listener.found(this.relative(abs));
      clearTimeout(this.burstTimer);
      this.burstTimer = setTimeout(() => void this.refresh(), this.timing.afterBurstMs);
      this.burstTimer.unref();
    };
    if (this.mode.mode === 'native') {
      const events = new FolderEvents(
        { root: this.folder.localPath, filter: this.filter, settleMs: this.timing.writeFinishMs },
        {
          changed,
          removed: (abs) => this.listener.removed(this.relative(abs)),
          relist: () => void this.refresh(),
          error: (error) => this.onError(error),
        },
      );
      this.watcher = events;
      await events.start();
    } else {
      await this.startPolling(changed);
    }
  }

  /** chokidar's polling: a stat of every file each interval, for folders whose events never come. */
  private async startPolling(changed: (abs: string) => void): Promise<void> {
    const root = this.folder.localPath;
    const watcher = watch(root, {
      ignoreInitial: true,
      persistent: true,
      depth: this.folder.includeSubfolders ? undefined : 0,
      ignored: (p, stats) => this.filter.ignoresPath(p, stats ? stats.isFile() : undefined),
      awaitWriteFinish: { stabilityThreshold: this.timing.writeFinishMs, pollInterval: 100 },
      usePolling: true,
      interval: this.timing.pollIntervalMs,
      binaryInterval: this.timing.pollIntervalMs,
    });
    this.watcher = watcher;
    watcher.on('add', changed);
    watcher.on('change', changed);
    watcher.on('unlink', (p) => this.listener.removed(this.relative(p)));
    watcher.on('unlinkDir', (p) => {
      if (rules.samePath(p, root)) void this.refresh();
    });
    watcher.on('error', (error) => this.onError(error as NodeJS.ErrnoException));
    await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  }

  private onError(error: NodeJS.ErrnoException): void {
    if (error.code === 'EACCES' || error.code === 'EPERM') {
      // A sub-folder PrintDesk may not read: the listing names it (unreadable), not a watch failure.
      void this.refresh();
      return;
    }
    if ((error.code === 'ENOSPC' || error.code === 'EMFILE') && this.mode.mode === 'native') {
      this.mode = this.polled('out-of-watches');
      this.listener.notice(
        'polling',
        `${this.folder.localPath}: the system ran out of file watches (${error.code}); ` +
          `checking the folder every ${Math.round(this.timing.pollIntervalMs / 1000)} s instead.`,
      );
      void this.stopWatching().then(() => this.refresh());
      return;
    }
    this.listener.notice(
      'watch',
      `${this.folder.localPath}: watching failed (${error.code ?? error.message}); the folder is listed periodically instead.`,
    );
  }

  private polled(reason: PollReason, share?: string): LinkWatch {
    const intervalSeconds = this.timing.pollIntervalMs / 1000;
    return { mode: 'polling', reason, ...(share ? { share } : {}), intervalSeconds };
  }

  private async stopWatching(): Promise<void> {
    const w = this.watcher;
    this.watcher = undefined;
    await w?.close();
  }

  private setState(state: WatchState): void {
    if (this.current === state) return;
    this.current = state;
    if (state === 'offline' && !this.closed) {
      this.returnTimer ??= setInterval(() => void this.refresh(), this.timing.pollIntervalMs);
      // The host decides whether waiting keeps its process alive (the daemon does).
      this.returnTimer.unref();
    } else {
      clearInterval(this.returnTimer);
      this.returnTimer = undefined;
    }
    this.listener.state(state);
  }

  private relative(abs: string): string {
    return path.relative(this.folder.localPath, abs).split(path.sep).join('/');
  }
}

async function isFolder(p: string): Promise<boolean> {
  try {
    return (await fs.stat(p)).isDirectory();
  } catch {
    return false;
  }
}

/** Why a folder's entries cannot be read, in words; undefined when it simply went away. */
export function unreadableReason(error: NodeJS.ErrnoException): string | undefined {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
  if (error.code === 'EACCES' || error.code === 'EPERM') return permissionDenied;
  return error.code ?? error.message;
}
