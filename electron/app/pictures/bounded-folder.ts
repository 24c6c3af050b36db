/**
 * A folder of files kept within a byte bound: each file added prunes the least recently used until
 * the folder fits. "Used" is a file's mtime, touched on every use, so the order survives a restart.
 * Only names matching the folder's pattern are its files (others, such as temp files, are left alone).
 */
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { privateFileMode, privateFolderMode } from '../../platform/private-files.js';

export class BoundedFolder {
  /** Name → bytes, least recently used first. */
  #entries: Map<string, number> | undefined;
  #loading: Promise<Map<string, number>> | undefined;
  #bytes = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    readonly namePattern: RegExp,
  ) {}

  /** Bytes the files take now. */
  async totalBytes(): Promise<number> {
    await this.#load();
    return this.#bytes;
  }

  /** Where a file of the folder is (whether or not it is there). */
  pathOf(name: string): string {
    if (!this.namePattern.test(name)) throw new Error(`Not a name of ${this.dir}: ${name}`);
    return join(this.dir, name);
  }

  /** Whether the file is there; it counts as used. */
  async use(name: string): Promise<boolean> {
    const entries = await this.#load();
    const bytes = entries.get(name);
    if (bytes === undefined) return false;
    entries.delete(name);
    entries.set(name, bytes);
    const now = new Date();
    const touched = await utimes(this.pathOf(name), now, now).then(
      () => true,
      () => false,
    );
    if (!touched) this.#forget(name);
    return touched;
  }

  /** A file's bytes, or null when it is not there; it counts as used. */
  async read(name: string): Promise<Buffer | null> {
    if (!(await this.use(name))) return null;
    const bytes = await readFile(this.pathOf(name)).catch(() => null);
    if (!bytes) this.#forget(name);
    return bytes;
  }

  /** Writes a file whole (a reader never sees half of it). */
  async write(name: string, data: Buffer): Promise<void> {
    await this.#load();
    const temp = join(this.dir, `.${name}.${process.pid}.tmp`);
    await writeFile(temp, data, { mode: privateFileMode });
    await this.moveIn(temp, name, data.byteLength);
  }

  /** Takes a finished file of `bytes` bytes (on the same file system) in under `name`. */
  async moveIn(from: string, name: string, bytes: number): Promise<void> {
    const entries = await this.#load();
    await rename(from, this.pathOf(name));
    this.#forget(name);
    entries.set(name, bytes);
    this.#bytes += bytes;
    await this.#prune(name);
  }

  /** Makes the folder (private) and returns it: where a file to move in may be written first. */
  async ready(): Promise<string> {
    await this.#load();
    return this.dir;
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
          .filter((name) => this.namePattern.test(name))
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
