/**
 * The stability gate's stats and the one after a hash, taken a batch at a time on a file-work thread:
 * one message for up to `batchSize` files, where each stat on the core's thread was a round trip
 * through libuv's threads (a fifth of the core's time settling 100,000 files, more under load).
 * Should the pool fail (it is closing), each file is stat'ed on its own, as before.
 */
import type { FileWorkPool } from '../file-work/pool.js';
import { statVersion, type FileVersion } from './stability-gate.js';

const batchSize = 512;

export class BatchedStats {
  private pending: { readonly path: string; readonly resolve: (v: FileVersion | undefined) => void }[] = [];
  private scheduled = false;

  constructor(private readonly pool: Pick<FileWorkPool, 'statVersions'>) {}

  /** The file's version, or undefined when it is gone or no regular file (statVersion's answer). */
  stat(path: string): Promise<FileVersion | undefined> {
    return new Promise((resolve) => {
      this.pending.push({ path, resolve });
      if (this.scheduled) return;
      this.scheduled = true;
      // One macrotask of grace gathers the stats asked for in the same turn.
      setImmediate(() => this.send());
    });
  }

  private send(): void {
    this.scheduled = false;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, batchSize);
      this.pool.statVersions(batch.map((b) => b.path)).then(
        (versions) => batch.forEach((b, i) => b.resolve(versions[i] ?? undefined)),
        () => batch.forEach((b) => void statVersion(b.path).then(b.resolve)),
      );
    }
  }
}
