/** The hot-folder engine's events, as the contract's events. */
import { toActivityEntry, toLinkStatuses, toSyncStatus } from '../app/hot-folders/link-status.js';
import type { HotFolderLink } from '../shared/settings/schema.js';
import type { SyncEngine } from '../sync/engine.js';
import type { Emit } from '../shared/contract/channels.js';

/** Forwards the engine's events until the returned function is called. */
export function forwardSyncEvents(
  sync: SyncEngine,
  emit: Emit,
  links: () => readonly HotFolderLink[],
): () => void {
  // Link counts move with every file event: sent at most 4 times a second.
  let linksTimer: NodeJS.Timeout | null = null;
  const emitLinks = () => {
    linksTimer ??= setTimeout(() => {
      linksTimer = null;
      emit('sync.links', { links: toLinkStatuses(links(), sync.links()) });
    }, 250);
  };
  const unsubscribe = [
    sync.on('status', (status) => emit('sync.status', toSyncStatus(status))),
    sync.on('progress', () => emit('sync.status', toSyncStatus(sync.status()))),
    sync.on('file', ({ entry, record, message }) => {
      emit(
        'sync.file',
        toActivityEntry(
          record ?? {
            // An unchanged sighting is not history: it has no record, so no place in its order.
            seq: 0,
            at: entry.updatedAt,
            key: entry.key,
            linkId: entry.linkId,
            relPath: entry.relPath,
            remoteFolder: entry.remoteFolder,
            state: entry.state,
            size: entry.size,
            attempts: entry.attempts,
            ...(entry.fileId ? { fileId: entry.fileId } : {}),
            ...((message ?? entry.lastError) ? { message: message ?? entry.lastError } : {}),
          },
        ),
      );
      emitLinks();
    }),
    sync.on('notice', (n) =>
      emit('notice', {
        // A refused key or proxy password holds every link until the user fixes it.
        level: n.kind === 'auth' || n.kind === 'proxy' ? 'error' : n.kind === 'back' ? 'info' : 'warning',
        message: n.message,
        code: n.kind,
      }),
    ),
  ];
  return () => {
    if (linksTimer) clearTimeout(linksTimer);
    for (const off of unsubscribe) off();
  };
}
