/**
 * The linked hot folders: which are watched (a watcher each), which are paused, and how the set
 * follows the settings. A link whose folder, remote path, types or sub-folder choice changed is
 * watched afresh; one whose other settings changed (after-upload action, pause) keeps its watcher.
 * A link set to poll, or whose folder is on a network share, is polled from the start; a folder
 * that comes back after it was offline is looked at again (a share mounted since, or unmounted) and
 * watched afresh when that changes how it must be watched.
 */
import type { HotFolderLink } from '../shared/settings/schema.js';
import type { EngineEvents } from './engine-events.js';
import type { IdleTracker } from './idle-tracker.js';
import type { ShareDetection } from './network-share.js';
import { pathRules } from './path-rules.js';
import type { EngineLinkStatus, FileCounts, WatchedLinkState } from '../shared/sync/status.js';
import { HotFolderWatcher, type WatchedFolder, type WatchState, type WatcherTiming } from './watcher.js';

export interface LinkRuntime {
  /** The link's latest settings (replaced in place when they change without a new watch). */
  link: HotFolderLink;
  readonly watcher: HotFolderWatcher;
  watchState: WatchState;
  /** Why the folder is polled from the start, as found when its watch started (none: native events). */
  readonly pollFromStart: PollFromStart;
  /** Its sub-folders the last listing could not read, and why. */
  unreadable: ReadonlyMap<string, string>;
}

type PollFromStart = WatchedFolder['pollFromStart'];

export interface LinkListener {
  /** A print file of the link exists and may be new or changed. */
  found(linkId: string, relPath: string): Promise<void>;
  removed(linkId: string, relPath: string): void;
  /** The link is no longer watched: forget its files' places in the gate and the queue. */
  unwatched(linkId: string): void;
  /** A sub-folder (relative path) could not be read, and why; or (reason undefined) it can be again. */
  folderProblem(linkId: string, relDir: string, reason: string | undefined): void;
}

/** How folders are told apart: every one polled (the engine's `usePolling`), or polled when on a share. */
export interface WatchModeChoice {
  readonly pollAll: boolean;
  detectShare(folder: string): Promise<ShareDetection>;
}

export class HotFolderLinks {
  private readonly runtimes = new Map<string, LinkRuntime>();
  /** The links as the settings have them. */
  private configured: readonly HotFolderLink[];
  /** Links paused by the user (from settings, or by pause(linkId) since). */
  private readonly pausedLinks = new Set<string>();
  private allPaused = false;
  /** A pause for a while (engine.pauseAll): only resumeAll ends it, not resume(). */
  private pausedForAWhile = false;
  private closed = false;

  constructor(
    links: readonly HotFolderLink[],
    private readonly timing: WatcherTiming,
    private readonly modeChoice: WatchModeChoice,
    private readonly listener: LinkListener,
    private readonly events: EngineEvents,
    private readonly life: IdleTracker,
  ) {
    this.configured = links;
    for (const l of links) if (l.paused) this.pausedLinks.add(l.id);
  }

  /** Takes the links from the settings; they are watched once the engine runs. */
  configure(links: readonly HotFolderLink[]): void {
    const before = new Map(this.configured.map((l) => [l.id, l]));
    for (const l of links) {
      // A link's paused flag counts when it is new or when settings changed it; pause() since then holds otherwise.
      if (before.get(l.id)?.paused !== l.paused) {
        if (l.paused) this.pausedLinks.add(l.id);
        else this.pausedLinks.delete(l.id);
      }
    }
    this.configured = links;
  }

  /** Watches the configured links: stops the watchers of links gone or moved, starts the new ones. */
  async watchConfigured(): Promise<void> {
    const wanted = new Map(this.configured.map((l) => [l.id, l]));
    for (const [id, runtime] of [...this.runtimes]) {
      const next = wanted.get(id);
      if (next && sameWatch(runtime.link, next)) {
        runtime.link = next;
        continue;
      }
      this.runtimes.delete(id);
      await runtime.watcher.close();
      this.listener.unwatched(id);
    }
    const starting: Promise<void>[] = [];
    for (const link of this.configured) {
      if (this.runtimes.has(link.id)) continue;
      starting.push(this.watch(link));
    }
    await Promise.all(starting);
  }

  /** The link of a local folder (the first, when several links share it). */
  linkAt(folder: string): HotFolderLink | undefined {
    return this.configured.find((l) => l.localPath === folder);
  }

  runtime(linkId: string): LinkRuntime | undefined {
    return this.runtimes.get(linkId);
  }

  /** One link (by id) or all. */
  pause(linkId?: string): void {
    if (linkId === undefined) this.allPaused = true;
    else this.pausedLinks.add(this.known(linkId));
  }

  resume(linkId?: string): void {
    if (linkId === undefined) {
      this.allPaused = false;
      this.pausedLinks.clear();
    } else {
      this.pausedLinks.delete(this.known(linkId));
    }
  }

  /** A pause of everything for a while, which resume() does not end (a new key does not end it either). */
  pauseAll(): void {
    this.pausedForAWhile = true;
  }

  /** Ends the pause for a while; the links paused one by one stay paused. */
  resumeAll(): void {
    this.pausedForAWhile = false;
  }

  /** The link's files wait: it is paused, everything is, or it is not watched. */
  isHeld(linkId: string): boolean {
    if (this.allPaused || this.pausedForAWhile) return true;
    const runtime = this.runtimes.get(linkId);
    return !runtime || this.pausedLinks.has(runtime.link.id);
  }

  /** Every watched link paused (or everything), and any link that runs but whose folder is gone. */
  overview(): { readonly paused: boolean; readonly offline: boolean } {
    const runtimes = [...this.runtimes.values()];
    const active = runtimes.filter((r) => !this.pausedLinks.has(r.link.id));
    return {
      paused: this.allPaused || this.pausedForAWhile || (runtimes.length > 0 && active.length === 0),
      offline: active.some((r) => r.watchState === 'offline'),
    };
  }

  statuses(countsOf: (linkId: string) => FileCounts, keyRejected: boolean): EngineLinkStatus[] {
    return [...this.runtimes.values()].map((r) => ({
      id: r.link.id,
      localPath: r.link.localPath,
      remotePath: r.link.remotePath,
      state: this.stateOf(r, keyRejected),
      watch: r.watcher.watch,
      counts: countsOf(r.link.id),
    }));
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.runtimes.values()].map((r) => r.watcher.close()));
  }

  private stateOf(r: LinkRuntime, keyRejected: boolean): WatchedLinkState {
    if (keyRejected) return 'error';
    if (this.pausedLinks.has(r.link.id) || this.allPaused || this.pausedForAWhile) return 'paused';
    if (r.watchState === 'offline') return 'offline';
    return r.watchState === 'watching' ? 'watching' : 'starting';
  }

  private known(linkId: string): string {
    if (!this.configured.some((l) => l.id === linkId))
      throw new Error(`No hot folder link with id "${linkId}".`);
    return linkId;
  }

  private async pollFromStart(link: HotFolderLink): Promise<PollFromStart> {
    if (link.watchMode === 'polling' || this.modeChoice.pollAll) return { reason: 'setting' };
    const share = await this.modeChoice.detectShare(link.localPath);
    return share.network ? { reason: 'network-share', share: share.kind } : undefined;
  }

  private async watch(link: HotFolderLink): Promise<void> {
    const pollFromStart = await this.pollFromStart(link);
    // Closed, or watched meanwhile (a folder back from offline, watched afresh).
    if (this.closed || this.runtimes.has(link.id)) return;
    await this.life.track(this.startWatch(link, pollFromStart));
  }

  /** Starts the link's watcher; the runtime is in place before the first await, so no link is watched twice. */
  private startWatch(link: HotFolderLink, pollFromStart: PollFromStart): Promise<void> {
    const runtime: LinkRuntime = {
      link,
      watchState: 'starting',
      pollFromStart,
      unreadable: new Map(),
      watcher: new HotFolderWatcher(
        {
          localPath: link.localPath,
          types: link.types,
          includeSubfolders: link.includeSubfolders,
          ...(pollFromStart ? { pollFromStart } : {}),
        },
        this.timing,
        {
          found: (rel) => this.life.track(this.listener.found(link.id, rel)),
          removed: (rel) => this.listener.removed(link.id, rel),
          state: (state) => {
            const was = runtime.watchState;
            runtime.watchState = state;
            if (state === 'offline') {
              this.events.raise({
                kind: 'offline',
                linkId: link.id,
                message: `${link.localPath} is unavailable; its files are left alone until it is back.`,
              });
            }
            if (was === 'offline' && state === 'watching') {
              this.events.raise({
                kind: 'back',
                linkId: link.id,
                message: `${link.localPath} is back; watching it again.`,
              });
              void this.life.track(this.lookAgain(runtime));
            }
            this.events.statusSoon();
          },
          notice: (kind, message) => this.events.raise({ kind, linkId: link.id, message }),
          unreadable: (folders) => this.unreadableFolders(runtime, folders),
        },
      ),
    };
    this.runtimes.set(link.id, runtime);
    return runtime.watcher.start();
  }

  /** Unreadable sub-folders: each one newly so is said once, and so is its return. */
  private unreadableFolders(runtime: LinkRuntime, folders: ReadonlyMap<string, string>): void {
    if (this.runtimes.get(runtime.link.id) !== runtime) return;
    const before = runtime.unreadable;
    runtime.unreadable = new Map(folders);
    const { link } = runtime;
    for (const [relDir, reason] of folders) {
      if (before.get(relDir) === reason) continue;
      this.events.raise({
        kind: 'unreadable',
        linkId: link.id,
        message: `${link.localPath}: the folder ${relDir} cannot be read (${reason}); its files are not uploaded until it can be.`,
      });
      this.listener.folderProblem(link.id, relDir, reason);
    }
    for (const relDir of before.keys()) {
      if (folders.has(relDir)) continue;
      this.events.raise({
        kind: 'back',
        linkId: link.id,
        message: `${link.localPath}: the folder ${relDir} can be read again.`,
      });
      this.listener.folderProblem(link.id, relDir, undefined);
    }
    if (folders.size !== before.size) this.events.statusSoon();
  }

  /** Sub-folders that cannot be read, over every watched link. */
  unreadableCount(): number {
    let count = 0;
    for (const runtime of this.runtimes.values()) count += runtime.unreadable.size;
    return count;
  }

  /** A folder back from offline: watched afresh when it is now on a share, or no longer is. */
  private async lookAgain(runtime: LinkRuntime): Promise<void> {
    const pollFromStart = await this.pollFromStart(runtime.link);
    if (this.closed || this.runtimes.get(runtime.link.id) !== runtime) return;
    if (samePoll(pollFromStart, runtime.pollFromStart)) return;
    // The new watch takes the old one's place at once: the link is never without a runtime, so its
    // queued files are not dropped meanwhile. A file both see is reported twice, which is harmless.
    const started = this.startWatch(runtime.link, pollFromStart);
    await runtime.watcher.close();
    await started;
  }
}

function samePoll(a: PollFromStart, b: PollFromStart): boolean {
  return a?.reason === b?.reason && a?.share === b?.share;
}

const rules = pathRules();

/** A link's watch stays when nothing it depends on changed (the folder compared by this system's path rules). */
function sameWatch(a: HotFolderLink, b: HotFolderLink): boolean {
  return (
    rules.samePath(a.localPath, b.localPath) &&
    a.remotePath === b.remotePath &&
    a.includeSubfolders === b.includeSubfolders &&
    a.watchMode === b.watchMode &&
    a.types.join() === b.types.join()
  );
}
