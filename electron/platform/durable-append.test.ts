import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LineAppender, readJsonLines } from './durable-append.js';
import { mountSmallDisk, type SmallDisk } from './test-support/small-disk.js';

const asNumber = (value: Record<string, unknown>) => value.n as number;

describe('LineAppender on a disk that fills up', () => {
  let disk: SmallDisk;
  beforeAll(async () => {
    disk = await mountSmallDisk();
  });
  afterAll(async () => {
    await disk?.unmount();
  });

  it('reports a short write, cuts it off, and the next line is whole', async () => {
    const file = join(disk.dir, 'record.jsonl');
    const appender = await LineAppender.open(file);
    await appender.append([JSON.stringify({ n: 1 })]);
    await disk.fill();
    // Longer than what is left of the file's last block: part of it fits, the rest does not.
    const long = JSON.stringify({ n: 2, padding: 'x'.repeat(6000) });
    await expect(appender.append([long])).rejects.toThrow(
      /record\.jsonl: the disk is full \([1-9]\d* of \d+ bytes written; they were cut off again\)/,
    );
    expect(await readFile(file, 'utf8')).toBe('{"n":1}\n');
    await disk.free();
    await appender.append([JSON.stringify({ n: 3 })]);
    await appender.close();
    expect(await readFile(file, 'utf8')).toBe('{"n":1}\n{"n":3}\n');
    expect(await readJsonLines(file, asNumber)).toEqual([1, 3]);
  });
});

describe('LineAppender', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'printdesk-append-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('starts on a new line after a line torn by a crash, and reading skips the torn one and what is no object', async () => {
    const file = join(dir, 'torn.jsonl');
    await appendFile(file, '{"n":1}\nnull\n[4]\n{"n":2,"pad');
    const appender = await LineAppender.open(file);
    await appender.append([JSON.stringify({ n: 3 })]);
    await appender.close();
    expect(await readFile(file, 'utf8')).toBe('{"n":1}\nnull\n[4]\n{"n":2,"pad\n{"n":3}\n');
    expect(await readJsonLines(file, asNumber)).toEqual([1, 3]);
  });

  it('writes concurrent appends one after another, each whole', async () => {
    const file = join(dir, 'many.jsonl');
    const appender = await LineAppender.open(file);
    await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        appender.append([JSON.stringify({ n, pad: 'y'.repeat(n * 50) })]),
      ),
    );
    await appender.close();
    expect(await readJsonLines(file, asNumber)).toEqual(Array.from({ length: 100 }, (_, n) => n));
  });

  it('refuses a line that holds a line break, and appends after it is closed', async () => {
    const appender = await LineAppender.open(join(dir, 'refused.jsonl'));
    await expect(appender.append(['a\nb'])).rejects.toThrow(/line break/);
    await appender.close();
    await expect(appender.append(['c'])).rejects.toThrow(/closed/);
  });

  it('reads no lines from a file that is not there', async () => {
    expect(await readJsonLines(join(dir, 'missing.jsonl'), asNumber)).toEqual([]);
  });
});
