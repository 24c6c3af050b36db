/**
 * The library, its documents and page pictures, and the uploads by hand (whose local copies the
 * pictures use), as `openApp` builds them on a data folder.
 */
import { join } from 'node:path';
import type { Emit } from '../../shared/contract/channels.js';
import type { IpcError } from '../../shared/contract/app-errors.js';
import type { FileWork } from '../../file-work/pool.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import type { PathGrants } from '../path-grants/path-grants.js';
import { createLocalCopies } from '../pictures/local-copies.js';
import { createReceivedCopies } from '../pictures/received-copies.js';
import { ThumbnailCache } from '../pictures/thumbnail-cache.js';
import { createThumbnails } from '../pictures/thumbnails.js';
import { createUploads } from '../uploads/uploads.js';
import { createDocuments } from './documents.js';
import { createLibrary } from './library.js';
import { createSavedDocuments } from './saved-documents.js';

export interface LibraryParts {
  readonly dataDir: string;
  client(): PrintServiceClient;
  /** The account the saved documents are filed under. */
  scope(): string;
  /** How many uploads by hand run at once (the hot folders' setting). */
  concurrency(): number;
  readonly fileWork: FileWork;
  readonly grants: PathGrants;
  readonly emit: Emit;
  toError(error: unknown): IpcError;
  log(message: string, error?: unknown): void;
}

export function openLibrary(parts: LibraryParts) {
  const { client, dataDir } = parts;
  const thumbnails = createThumbnails({
    copies: createLocalCopies(dataDir),
    cache: new ThumbnailCache(join(dataDir, 'thumbnails', 'pages')),
    fileWork: parts.fileWork,
  });
  // What a browser uploads is copied while it streams, to draw its pages as a local file's (received-copies.ts).
  const received = createReceivedCopies({
    dir: join(dataDir, 'thumbnails', 'received'),
    thumbnails,
    log: parts.log,
  });
  const uploads = createUploads({
    port: () => client().storage,
    copyStream: (stream) => received.receive(stream),
    concurrency: parts.concurrency,
    onChange: (entry) => parts.emit('upload.changed', entry),
    onUploaded: (fileId, path) =>
      void thumbnails
        .recordUpload(fileId, [path])
        .catch((error: unknown) => parts.log('[app] could not remember a local copy for its picture', error)),
    toError: parts.toError,
    grants: parts.grants,
  });
  return {
    thumbnails,
    uploads,
    library: createLibrary({ client, thumbnails }),
    documents: createDocuments({ client, thumbnails, saved: createSavedDocuments(dataDir, parts.scope) }),
  };
}
