import type { SyncStatus } from '../electron/shared/contract/sync.js';

/** A sync status for tests (main-process and renderer alike): idle and empty unless told otherwise. */
export const syncStatus = (changes: Partial<SyncStatus> = {}): SyncStatus => ({
  state: 'idle',
  queued: 0,
  uploading: 0,
  uploaded: 0,
  failed: 0,
  skipped: 0,
  bytesTotal: 0,
  bytesSent: 0,
  ...changes,
});
