/**
 * The hot-folder engine's status, links and history as the contract carries them: what the sync
 * channels answer and what the core's events send.
 */
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { ActivityRecord } from '../../sync/engine.js';
import {
  emptyCounts,
  type EngineLinkStatus,
  type EngineStatus,
  type LinkStatus,
  type SyncStatus,
} from '../../shared/sync/status.js';
import type { ActivityEntry } from '../../shared/contract/sync.js';

/** The engine's status on the wire: the notice as its sentence. */
export function toSyncStatus({ notice, ...status }: EngineStatus): SyncStatus {
  return { ...status, ...(notice ? { notice: notice.message } : {}) };
}

/** Every configured link, watched or not yet; a watched link with files to send is 'syncing'. */
export function toLinkStatuses(
  links: readonly HotFolderLink[],
  statuses: readonly EngineLinkStatus[],
): LinkStatus[] {
  const byId = new Map(statuses.map((s) => [s.id, s]));
  return links.map((link) => {
    const status = byId.get(link.id);
    const counts = status?.counts ?? emptyCounts();
    const busy = counts.queued + counts.uploading > 0;
    const state = !status
      ? link.paused
        ? 'paused'
        : 'starting'
      : status.state === 'watching' && busy
        ? 'syncing'
        : status.state;
    return { link, state, watch: status?.watch ?? { mode: 'native' }, counts };
  });
}

export function toActivityEntry(record: ActivityRecord): ActivityEntry {
  return {
    seq: record.seq,
    fileKey: record.key,
    linkId: record.linkId,
    path: record.relPath,
    name: record.relPath.split('/').pop() ?? record.relPath,
    remoteFolder: record.remoteFolder,
    state: record.state,
    size: record.size,
    attempts: record.attempts,
    at: new Date(record.at).toISOString(),
    ...(record.fileId ? { remoteFileId: record.fileId } : {}),
    ...(record.message ? { message: record.message } : {}),
  };
}
