/**
 * Page pictures on disk, named by the content's sha-256, the page and the size, so a file uploaded
 * twice (or under two names) is drawn once, and a changed file never shows a stale picture. The
 * folder is bounded in bytes (bounded-folder.ts): each write prunes the least recently used pictures
 * until it fits.
 */
import { BoundedFolder } from './bounded-folder.js';

export interface PictureKey {
  sha256: string;
  page: number;
  /** Long side in pixels. */
  size: number;
}

export const defaultCacheBytes = 200 * 1024 * 1024;

const namePattern = /^[0-9a-f]{64}-p\d+-\d+\.png$/;

export function pictureName({ sha256, page, size }: PictureKey): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`Not a sha-256: ${sha256}`);
  return `${sha256}-p${page}-${size}.png`;
}

export class ThumbnailCache {
  readonly #folder: BoundedFolder;

  constructor(dir: string, maxBytes = defaultCacheBytes) {
    this.#folder = new BoundedFolder(dir, maxBytes, namePattern);
  }

  /** Bytes the pictures take now. */
  totalBytes(): Promise<number> {
    return this.#folder.totalBytes();
  }

  async get(key: PictureKey): Promise<Buffer | null> {
    return this.#folder.read(pictureName(key));
  }

  async put(key: PictureKey, png: Buffer): Promise<void> {
    await this.#folder.write(pictureName(key), png);
  }
}
