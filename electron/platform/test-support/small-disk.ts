/**
 * A disk that fills up: a 64 KiB tmpfs mounted for a test (Linux, as root, as on our machines and
 * CI). A full disk writes what fits and reports it only by a short count, which is what the
 * durable appender must notice.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  readonly dir: string;
  /** Writes a filler file until the disk is full. */
  fill(): Promise<void>;
  /** Deletes the filler: room again. */
  free(): Promise<void>;
  unmount(): Promise<void>;
}

export async function mountSmallDisk(): Promise<SmallDisk> {
  const dir = await mkdtemp(join(tmpdir(), 'printdesk-small-disk-'));
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k,mode=0700', 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mount.status !== 0)
    throw new Error(`Could not mount a small tmpfs on ${dir} (needs Linux and root): ${mount.stderr}`);
  const filler = join(dir, 'filler');
  return {
    dir,
    async fill() {
      const handle = await open(filler, 'a');
      try {
        const block = Buffer.alloc(1024, 0x2e);
        for (;;) await handle.write(block);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      } finally {
        await handle.close();
      }
    },
    free: () => rm(filler, { force: true }),
    async unmount() {
      // Lazy: a test that failed with a file still open must not leave the disk mounted.
      spawnSync('umount', ['-l', dir]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
