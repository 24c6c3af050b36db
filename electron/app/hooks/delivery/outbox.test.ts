import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HookOutbox } from './outbox.js';

const day = 86_400_000;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-outbox-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the outbox compacted', () => {
  it('keeps the count of a subject that may still change, however old, and forgets a finished one after a month', async () => {
    const then = Date.UTC(2026, 0, 1);
    let outbox = await HookOutbox.open(dir, then);
    // A job held for weeks: its next change must count on from 2, or its event would reuse an id.
    await outbox.moveCursor({ subject: 'job:held-for-weeks', state: 'held', n: 2, at: then });
    await outbox.moveCursor({ subject: 'job:done-long-ago', state: 'done', n: 3, at: then, final: true });
    await outbox.moveCursor({
      subject: 'job:done-lately',
      state: 'done',
      n: 4,
      at: then + 20 * day,
      final: true,
    });
    await outbox.close();

    outbox = await HookOutbox.open(dir, then + 31 * day);
    await outbox.close();
    // Opened once more: what the compaction wrote is what is read back.
    outbox = await HookOutbox.open(dir, then + 31 * day);
    expect(outbox.cursor('job:held-for-weeks')).toMatchObject({ state: 'held', n: 2 });
    expect(outbox.cursor('job:done-long-ago')).toBeUndefined();
    expect(outbox.cursor('job:done-lately')).toMatchObject({ state: 'done', n: 4, final: true });
    await outbox.close();
  });
});
