/**
 * Page pictures on disk, named by the content's sha-256, the page and the size, so a file uploaded
 * twice (or under two names) is drawn once, and a changed file never shows a stale picture. The
 * folder is bounded in bytes: each write prunes the least recently used pictures until it fits.
 * "Used" is the file's mtime, touched on every hit, so the order survives a restart.
 */
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { privateFileMode, privateFolderMode } from '../../platform/private-files.js';

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
  /** Name → bytes, least recently used first. */
  #entries: Map<string, number> | undefined;
  #loading: Promise<Map<string, number>> | undefined;
  #bytes = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes = defaultCacheBytes,
  ) {}

  /** Bytes the pictures take now. */
  async totalBytes(): Promise<number> {
    await this.#load();
    return this.#bytes;
  }

  async get(key: PictureKey): Promise<Buffer | null> {
    const entries = await this.#load();
    const name = pictureName(key);
    const bytes = entries.get(name);
    if (bytes === undefined) return null;
    const png = await readFile(join(this.dir, name)).catch(() => null);
    if (!png) {
      this.#forget(name);
      return null;
    }
    entries.delete(name);
    entries.set(name, bytes);
    const now = new Date();
    await utimes(join(this.dir, name), now, now).catch(() => {});
    return png;
  }

  async put(key: PictureKey, png: Buffer): Promise<void> {
    const entries = await this.#load();
    const name = pictureName(key);
    // Written whole then renamed: a reader never sees half a picture.
    const temp = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temp, png, { mode: privateFileMode });
    await rename(temp, join(this.dir, name));
    this.#forget(name);
    entries.set(name, png.byteLength);
    this.#bytes += png.byteLength;
    await this.#prune(name);
  }

  async #prune(keep: string): Promise<void> {
    const entries = await this.#load();
    for (const [name] of entries) {
      if (this.#bytes <= this.maxBytes) return;
      if (name === keep) continue;
      this.#forget(name);
      await unlink(join(this.dir, name)).catch(() => {});
    }
  }

  #forget(name: string): void {
    const bytes = this.#entries?.get(name);
    if (bytes === undefined) return;
    this.#entries!.delete(name);
    this.#bytes -= bytes;
  }

  #load(): Promise<Map<string, number>> {
    if (this.#entries) return Promise.resolve(this.#entries);
    this.#loading ??= (async () => {
      await mkdir(this.dir, { recursive: true, mode: privateFolderMode });
      const found = await Promise.all(
        (await readdir(this.dir))
          .filter((name) => namePattern.test(name))
          .map(async (name) => {
            const info = await stat(join(this.dir, name)).catch(() => null);
            return info ? { name, bytes: info.size, usedAt: info.mtimeMs } : null;
          }),
      );
      const entries = new Map<string, number>();
      for (const entry of found.filter((e) => e !== null).sort((a, b) => a.usedAt - b.usedAt)) {
        entries.set(entry.name, entry.bytes);
        this.#bytes += entry.bytes;
      }
      this.#entries = entries;
      return entries;
    })();
    return this.#loading;
  }
}
