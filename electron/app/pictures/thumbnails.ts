/**
 * Page pictures of library items, drawn from the local copy PrintDesk uploaded (local-copies.ts says
 * why there is no other source) on a file-work thread, and kept in the on-disk cache by content hash.
 * A local file is used only while its content is still what was uploaded: its sha-256 is checked
 * before the first picture of it is drawn (an edited file would otherwise show the wrong pages).
 */
import type { FileWork } from '../../file-work/pool.js';
import type { LocalCopies, LocalCopy } from './local-copies.js';
import type { ThumbnailCache } from './thumbnail-cache.js';

/** Where an item's content is on this computer, checked: or why it is not ('unknown': never uploaded from here). */
export type LocalFile =
  { found: true; path: string; sha256: string } | { found: false; reason: 'unknown' | 'changed' };

export interface Thumbnails {
  /** A PNG data URL of the item's page, or null when PrintDesk has no local copy it can draw. */
  picture(itemId: string, page: number, size: number): Promise<string | null>;
  /** The local file still holding what was uploaded as the item (a document: its first section's file). */
  localFile(itemId: string): Promise<LocalFile>;
  /** Remembers the local file behind an uploaded print file (a picture asked for meanwhile waits for it). */
  recordUpload(fileId: string, paths: readonly string[], sha256?: string): Promise<void>;
  recordDocument(documentId: string, firstSectionFileId: string): Promise<void>;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

export function createThumbnails(deps: {
  copies: LocalCopies;
  cache: ThumbnailCache;
  fileWork: FileWork;
}): Thumbnails {
  const { copies, cache, fileWork } = deps;
  /** sha-256 → a path checked to hold that content (this session). */
  const verified = new Map<string, string>();
  /** Uploads being recorded (their file is hashed first): a picture asked for meanwhile waits. */
  const recording = new Map<string, Promise<void>>();

  const pathOf = async (copy: LocalCopy): Promise<string | undefined> => {
    const known = verified.get(copy.sha256);
    if (known) return known;
    for (const path of copy.paths) {
      const sha = await fileWork.sha256(path).catch(() => null);
      if (sha === copy.sha256) {
        verified.set(copy.sha256, path);
        return path;
      }
    }
    return undefined;
  };

  return {
    async picture(itemId, page, size) {
      await recording.get(itemId)?.catch(() => {});
      const copy = await copies.find(itemId);
      if (!copy) return null;
      const key = { sha256: copy.sha256, page, size };
      const cached = await cache.get(key);
      if (cached) return dataUrl(cached);
      const path = await pathOf(copy);
      if (!path) return null;
      const png = await fileWork.renderPdfPage(path, page, size).catch(() => {
        verified.delete(copy.sha256); // moved or damaged since it was checked: check again next time
        return null;
      });
      if (!png) return null;
      await cache.put(key, png);
      return dataUrl(png);
    },

    async localFile(itemId) {
      await recording.get(itemId)?.catch(() => {});
      const copy = await copies.find(itemId);
      if (!copy) return { found: false, reason: 'unknown' };
      const path = await pathOf(copy);
      return path ? { found: true, path, sha256: copy.sha256 } : { found: false, reason: 'changed' };
    },

    recordUpload(fileId, paths, sha256) {
      const [first] = paths;
      if (!first) return Promise.resolve();
      const done = (async () => {
        const sha = sha256 ?? (await fileWork.sha256(first).catch(() => null));
        if (sha) await copies.recordFile(fileId, { paths: [...paths], sha256: sha });
      })().finally(() => {
        if (recording.get(fileId) === done) recording.delete(fileId);
      });
      recording.set(fileId, done);
      return done;
    },

    recordDocument: (documentId, firstSectionFileId) => copies.recordDocument(documentId, firstSectionFileId),
  };
}
