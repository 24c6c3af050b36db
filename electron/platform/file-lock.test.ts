import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takeFileLock, withFileLock } from './file-lock.js';

let dir: string;
let lock: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-file-lock-'));
  lock = join(dir, 'data.lock');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('takeFileLock', () => {
  it('is held by one holder at a time, even within one process, and names it in the refusal', async () => {
    const first = await takeFileLock(lock);
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid));
    await expect(takeFileLock(lock, { inUse: (owner) => new Error(`held by ${owner}`) })).rejects.toThrow(
      `held by ${process.pid}`,
    );
    await first.release();
    expect(await readdir(dir)).toEqual([]);
    const second = await takeFileLock(lock);
    await second.release();
  });

  it('is let go only by its holder: a second release of an old holder leaves the new one alone', async () => {
    const first = await takeFileLock(lock);
    await first.release();
    const second = await takeFileLock(lock);
    await first.release();
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid));
    await expect(takeFileLock(lock)).rejects.toThrow(/is locked by process/);
    await second.release();
  });

  it('takes a lock file nobody holds, whatever it says', async () => {
    await writeFile(lock, '1');
    const taken = await takeFileLock(lock);
    await taken.release();
  });

  it('waits for its holder to let go, up to the time given', async () => {
    const holder = await takeFileLock(lock);
    setTimeout(() => void holder.release(), 200);
    const asked = Date.now();
    const taken = await takeFileLock(lock, { waitMs: 5000 });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(150);
    await taken.release();
  });
});

describe('withFileLock', () => {
  it('runs one piece of work at a time, and lets go after a failure', async () => {
    let inside = 0;
    let most = 0;
    const work = async () => {
      most = Math.max(most, ++inside);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inside--;
    };
    await Promise.all(Array.from({ length: 20 }, () => withFileLock(lock, work)));
    expect(most).toBe(1);
    await expect(withFileLock(lock, () => Promise.reject(new Error('failed')))).rejects.toThrow('failed');
    expect(await readdir(dir)).toEqual([]);
  });
});
