import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ThumbnailCache, pictureName } from './thumbnail-cache.js';

const sha = (digit: string) => digit.repeat(64);
const picture = (bytes: number, fill: number) => Buffer.alloc(bytes, fill);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-thumbs-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the thumbnail cache', () => {
  it('keeps pictures by content hash, page and size, on disk', async () => {
    const cache = new ThumbnailCache(dir, 1000);
    await cache.put({ sha256: sha('a'), page: 1, size: 160 }, picture(10, 1));
    await cache.put({ sha256: sha('a'), page: 2, size: 160 }, picture(10, 2));
    expect(await cache.get({ sha256: sha('a'), page: 1, size: 160 })).toEqual(picture(10, 1));
    expect(await cache.get({ sha256: sha('a'), page: 2, size: 160 })).toEqual(picture(10, 2));
    expect(await cache.get({ sha256: sha('a'), page: 1, size: 320 })).toBeNull();
    expect(await cache.get({ sha256: sha('b'), page: 1, size: 160 })).toBeNull();
    expect((await readdir(dir)).sort()).toEqual([`${sha('a')}-p1-160.png`, `${sha('a')}-p2-160.png`]);
    // A new cache on the same folder (the next run of the app) finds them.
    expect(await new ThumbnailCache(dir, 1000).get({ sha256: sha('a'), page: 2, size: 160 })).toEqual(
      picture(10, 2),
    );
  });

  it('stays within its byte bound by dropping the least recently used pictures', async () => {
    const cache = new ThumbnailCache(dir, 250);
    const key = (d: string) => ({ sha256: sha(d), page: 1, size: 160 });
    await cache.put(key('1'), picture(100, 1));
    await cache.put(key('2'), picture(100, 2));
    await cache.get(key('1')); // 2 is now the least recently used
    await cache.put(key('3'), picture(100, 3));
    expect(await cache.totalBytes()).toBe(200);
    expect(await cache.get(key('2'))).toBeNull();
    expect(await cache.get(key('1'))).not.toBeNull();
    expect(await cache.get(key('3'))).not.toBeNull();
    expect((await readdir(dir)).sort()).toEqual([pictureName(key('1')), pictureName(key('3'))]);
  });

  it('remembers what was used last across runs, by the files’ times', async () => {
    const key = (d: string) => ({ sha256: sha(d), page: 1, size: 160 });
    const first = new ThumbnailCache(dir, 1000);
    await first.put(key('1'), picture(100, 1));
    await first.put(key('2'), picture(100, 2));
    await utimes(join(dir, pictureName(key('2'))), new Date(1000), new Date(1000));
    const next = new ThumbnailCache(dir, 250);
    await next.put(key('3'), picture(100, 3));
    expect(await next.get(key('2'))).toBeNull();
    expect(await next.get(key('1'))).not.toBeNull();
  });

  it('refuses a key that is not a sha-256 (it names a file)', async () => {
    await expect(new ThumbnailCache(dir).get({ sha256: '../x', page: 1, size: 160 })).rejects.toThrow(
      /Not a sha-256/,
    );
  });
});
