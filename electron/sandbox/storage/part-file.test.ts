import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PartFile } from './part-file.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-part-file-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('PartFile', () => {
  it('writes every slice in order, asks the reader to wait while much is queued, and returns the size', async () => {
    const file = await PartFile.create(path.join(dir, 'a.part'));
    const expected: Buffer[] = [];
    let waits = 0;
    // 80 MiB in 64 KiB slices of changing bytes: several write batches and a background sync.
    for (let i = 0; i < 1280; i++) {
      const slice = Buffer.alloc(65_536, i % 251);
      expected.push(slice);
      const wait = file.add(slice);
      if (wait) {
        waits++;
        await wait;
      }
    }
    expect(await file.finish()).toBe(1280 * 65_536);
    expect((await readFile(file.path)).equals(Buffer.concat(expected))).toBe(true);
    expect(waits).toBeGreaterThan(0);
  });

  it('makes an empty file of a part with no content', async () => {
    const file = await PartFile.create(path.join(dir, 'empty.part'));
    expect(await file.finish()).toBe(0);
    expect((await readFile(file.path)).length).toBe(0);
  });

  it('removes its file when abandoned, midway or after finishing', async () => {
    const midway = await PartFile.create(path.join(dir, 'midway.part'));
    midway.add(Buffer.alloc(3 * 1024 * 1024, 1));
    await midway.abandon();
    const finished = await PartFile.create(path.join(dir, 'finished.part'));
    finished.add(Buffer.from('%PDF-1.4'));
    await finished.finish();
    await finished.abandon();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses to overwrite a file that is already there', async () => {
    await (await PartFile.create(path.join(dir, 'same.part'))).finish();
    await expect(PartFile.create(path.join(dir, 'same.part'))).rejects.toThrow(/EEXIST/);
  });
});
