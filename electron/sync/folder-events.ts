/**
 * Native change events of one hot folder: one OS watch per folder, none per file.
 *
 * chokidar holds a watch, a listener closure and a `Stats` object for every file it sees: with
 * 10,000 print files that was over 100 MiB of the process (bench watch-idle). A folder's watch
 * already reports its files being created, written, renamed and removed by name, so only folders
 * are watched here. Events are hints: the names of a burst are gathered and looked at once the
 * burst pauses (`settleMs`, a cheap first filter before the engine's stability gate), each with one
 * stat. A new sub-folder is watched before it is listed, so a file landing in it meanwhile is not
 * missed.
 *
 * Symbolic links: a linked file is reported like chokidar did (it is stat-ed through the link); a
 * linked folder is not entered, as the listing does not enter it either.
 */
import { watch, type FSWatcher, type Stats } from 'node:fs';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { PrintFileFilter } from './print-file-filter.js';

export interface FolderEventsListener {
  /** A print file (absolute path) was created or written. */
  changed(absPath: string): void;
  /** A print file (absolute path) was removed or renamed away. */
  removed(absPath: string): void;
  /** The whole folder must be listed again: it went away, or an event named no file. */
  relist(): void;
  /** A watch could not be set or failed (`ENOSPC`/`EMFILE` when the OS runs out of them). */
  error(error: NodeJS.ErrnoException): void;
}

export interface FolderEventsOptions {
  readonly root: string;
  /** Which paths count; it also decides whether sub-folders are watched. */
  readonly filter: PrintFileFilter;
  /** A burst's names are looked at once no event has come for this long. */
  readonly settleMs: number;
}

/** A steady stream of events (a long copy) is still looked at this often, in units of `settleMs`. */
const maxWaitInSettles = 8;

export class FolderEvents {
  /** The watched folders (absolute paths) and their OS watches. */
  private readonly folders = new Map<string, FSWatcher>();
  /** Paths named by events since the last look, in order of arrival. */
  private pending = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private firstPendingAt = 0;
  private closed = false;

  constructor(
    private readonly options: FolderEventsOptions,
    private readonly listener: FolderEventsListener,
  ) {}

  /** Watches the root and (when sub-folders count) every folder under it; resolves once all are watched. */
  async start(): Promise<void> {
    await this.watchTree(this.options.root, false);
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.pending.clear();
    for (const w of this.folders.values()) w.close();
    this.folders.clear();
  }

  /**
   * Watches `dir` and the folders under it, then lists them; with `reportFiles`, every print file
   * in them is reported (a folder that appeared after the start: its files came with it).
   */
  private async watchTree(dir: string, reportFiles: boolean): Promise<void> {
    if (this.closed || this.folders.has(dir) || !this.watchFolder(dir)) return;
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      // Gone again, or unreadable: its own watch's events (or the listing) tell the rest.
      return;
    }
    const { filter } = this.options;
    for (const e of entries) {
      if (this.closed) return;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!filter.ignoresPath(abs, false)) await this.watchTree(abs, reportFiles);
      } else if (reportFiles && e.isFile() && !filter.ignoresPath(abs, true)) {
        this.listener.changed(abs);
      }
    }
  }

  private watchFolder(dir: string): boolean {
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, { persistent: true }, (_event, name) => this.heard(dir, name));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Gone before it could be watched: the listing tells whether the folder still exists.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') this.listener.error(error as NodeJS.ErrnoException);
      return false;
    }
    watcher.on('error', (error: NodeJS.ErrnoException) => {
      this.unwatch(dir);
      // Windows reports a watched folder's removal as an error (EPERM): look at the folder instead.
      if (error.code === 'EPERM' || error.code === 'ENOENT')
        this.heard(path.dirname(dir), path.basename(dir));
      else this.listener.error(error);
    });
    this.folders.set(dir, watcher);
    return true;
  }

  /** An event named `name` in `dir`. */
  private heard(dir: string, name: string | Buffer | null): void {
    if (this.closed) return;
    if (name === null) {
      this.listener.relist();
      return;
    }
    this.pending.add(path.join(dir, name.toString()));
    const now = Date.now();
    if (this.timer === undefined) this.firstPendingAt = now;
    clearTimeout(this.timer);
    const { settleMs } = this.options;
    const wait = Math.max(0, Math.min(settleMs, this.firstPendingAt + settleMs * maxWaitInSettles - now));
    this.timer = setTimeout(() => void this.look(), wait);
    this.timer.unref();
  }

  /** Looks at each path the events named: a print file changed or removed, a folder new or gone. */
  private async look(): Promise<void> {
    this.timer = undefined;
    const paths = this.pending;
    this.pending = new Set();
    const { root, filter } = this.options;
    // A removed folder's own watch names the folder inside itself: the root's absence is checked here.
    if (!(await statOrUndefined(root))?.isDirectory()) {
      if (!this.closed) this.listener.relist();
      return;
    }
    for (const p of paths) {
      if (this.closed) return;
      const stats = await statOrUndefined(p);
      if (this.closed) return;
      if (!stats) {
        if (this.folders.has(p)) this.unwatchTree(p);
        else if (!filter.ignoresPath(p, true)) this.listener.removed(p);
      } else if (stats.isDirectory()) {
        // New, or replaced under the same name (a watch follows the folder it was set on, not its name).
        this.unwatchTree(p);
        if (!filter.ignoresPath(p, false) && !(await isSymbolicLink(p))) await this.watchTree(p, true);
      } else if (stats.isFile() && !filter.ignoresPath(p, true)) {
        this.listener.changed(p);
      }
    }
  }

  private unwatch(dir: string): void {
    this.folders.get(dir)?.close();
    this.folders.delete(dir);
  }

  /** A folder went away: its watch and those of the folders under it. */
  private unwatchTree(dir: string): void {
    const prefix = dir + path.sep;
    for (const watched of [...this.folders.keys()]) {
      if (watched === dir || watched.startsWith(prefix)) this.unwatch(watched);
    }
  }
}

async function statOrUndefined(p: string): Promise<Stats | undefined> {
  try {
    return await fs.stat(p);
  } catch {
    return undefined;
  }
}

async function isSymbolicLink(p: string): Promise<boolean> {
  try {
    return (await fs.lstat(p)).isSymbolicLink();
  } catch {
    return true;
  }
}
