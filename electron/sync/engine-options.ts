/** How the sync engine is built (engine.ts): its data folder, library, links and timings. */
import type { HotFolderLink } from '../shared/settings/schema.js';
import type { ActivityRecord } from './activity.js';
import type { FileHasher } from './file-intake.js';
import type { MountSource } from './network-share.js';
import type { RemoteLibrary } from './remote.js';

export interface SyncEngineOptions {
  /** The app's data folder; the journal lives in `<dataDir>/sync/`. */
  readonly dataDir: string;
  readonly remote: RemoteLibrary;
  readonly links: readonly HotFolderLink[];
  /** Hashes files off the core's thread: the owner's FileWorkPool (the engine does not close it). */
  readonly fileWork: FileHasher;
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
  /** Poll every folder from the start (a link's `watchMode: 'polling'` does it for one). */
  readonly usePolling?: boolean;
  /** Where mounts are listed, to tell a network share (default: this system's; tests pass their own). */
  readonly mountSource?: MountSource;
  /** Attempts before a file that stays locked by another program is marked failed (default 8). */
  readonly maxAttempts?: number;
  /** First retry delay, doubled each attempt with jitter (default 1 s), capped at `retryMaxMs` (default 60 s). */
  readonly retryBaseMs?: number;
  readonly retryMaxMs?: number;
  /** While the service is down: first probe after about `probeBaseMs` (default 1 s), doubling with jitter up to `probeMaxMs` (default 4 s). */
  readonly probeBaseMs?: number;
  readonly probeMaxMs?: number;
  /** How long `stop()` lets running uploads finish before abandoning them (default 10 s). */
  readonly stopGraceMs?: number;
  /** Items created this long before an attempt started still count as its result (clock skew; default 2 s). */
  readonly clockSkewMs?: number;
  /**
   * A claim on a shared folder not renewed for this long belongs to a dead or hung workstation and
   * is taken over (default 60 s; see "Shared folders" in docs/sync-engine.md).
   */
  readonly claimLeaseMs?: number;
  /** Activity records kept in memory (default 10,000). */
  readonly activityCapacity?: number;
  /**
   * The activity history of earlier runs, newest first, as the app's log kept it
   * (electron/log/activity-reader.ts); without it the history starts from each file's journal entry.
   */
  readonly history?: readonly Omit<ActivityRecord, 'seq'>[];
  readonly progressIntervalMs?: number;
}
