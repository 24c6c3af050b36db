/**
 * Tells the thumbnails where each hot-folder upload's local file is: where it was sent from, and
 * where the link's "move" action puts it (`Uploaded/`, same relative path). A link that deletes
 * after upload leaves nothing to draw from.
 */
import path from 'node:path';
import type { HotFolderLink } from '../../shared/settings/schema.js';
import type { SyncEngine } from '../../sync/engine.js';
import { absPath } from '../../sync/link-paths.js';
import { uploadedFolder } from '../../sync/print-file-filter.js';
import type { Thumbnails } from './thumbnails.js';

export function recordHotFolderCopies(
  sync: SyncEngine,
  links: () => readonly HotFolderLink[],
  thumbnails: Thumbnails,
  log: (message: string, error?: unknown) => void,
): () => void {
  return sync.on('file', ({ entry, previous }) => {
    if (entry.state !== 'uploaded' || previous === 'uploaded' || !entry.fileId) return;
    const link = links().find((l) => l.id === entry.linkId);
    if (!link || link.afterUpload === 'delete') return;
    const sent = absPath(link, entry.relPath);
    const moved = path.join(link.localPath, uploadedFolder, ...entry.relPath.split('/'));
    const paths = link.afterUpload === 'move' ? [moved, sent] : [sent];
    thumbnails
      .recordUpload(entry.fileId, paths, entry.uploadedSha256 ?? entry.sha256)
      .catch((error: unknown) => log('[core] could not remember a local copy for its picture', error));
  });
}
