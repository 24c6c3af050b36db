import { describe, expect, it } from 'vitest';
import type { JournalEntry } from './journal.js';
import { JournalIndex } from './journal-index.js';

const sha = 'ab'.repeat(32);

/** Puts enough other files that the ones put before are read back from the columns, not kept as put. */
function crowd(index: JournalIndex): void {
  for (let i = 0; i < 300; i++)
    index.set({ ...uploaded, key: `link-1:crowd-${i}.pdf`, relPath: `crowd-${i}.pdf` });
}
const uploaded: JournalEntry = {
  key: 'link-1:Flyers/a.pdf',
  linkId: 'link-1',
  relPath: 'Flyers/a.pdf',
  remoteFolder: 'Hot/Flyers',
  state: 'uploaded',
  size: 53_211,
  mtimeMs: 1_778_051_289_120.5,
  sha256: sha,
  fileId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  uploadedSha256: sha,
  remoteName: 'a.pdf',
  pageCount: 4,
  attempts: 1,
  attemptStartedAt: 1_778_051_289_000,
  updatedAt: 1_778_051_289_999,
};

describe('JournalIndex', () => {
  it('reads back exactly what was put, the common entry and every odd one', () => {
    const odd: JournalEntry[] = [
      // a failed file with every optional field, a name of its own and a sha-256 of another spelling
      {
        ...uploaded,
        key: 'link-1:b.PDF',
        relPath: 'b.PDF',
        state: 'failed',
        sha256: 'ABC',
        uploadedSha256: 'cd'.repeat(32),
        fileId: 'F-1',
        remoteName: 'b (2).PDF',
        lastError: 'The file is empty (0 bytes): there is nothing to print.',
        unconfirmed: true,
        rejection: 'empty',
        settled: false,
        cancelled: true,
        unreadableCtimeMs: 12.25,
      },
      // a relative path that is not the key's, no hash yet, and a field of another version
      {
        key: 'link-2:x.pdf',
        linkId: 'link-2',
        relPath: 'y.pdf',
        remoteFolder: 'Hot',
        state: 'queued',
        size: 0,
        mtimeMs: 0,
        attempts: 0,
        updatedAt: 1,
        fromLaterVersion: { nested: [1, 2] },
      } as JournalEntry,
    ];
    const index = new JournalIndex();
    for (const entry of [uploaded, ...odd]) index.set(entry);
    crowd(index);
    expect(index.get(uploaded.key)).not.toBe(uploaded);
    expect(index.get(uploaded.key)).toStrictEqual(uploaded);
    for (const entry of odd) expect(index.get(entry.key)).toStrictEqual(entry);
    expect([...index.values()].slice(0, 3).map((e) => e.key)).toEqual([
      uploaded.key,
      ...odd.map((e) => e.key),
    ]);
  });

  it('keeps the latest snapshot of a key, clearing the fields it no longer has', () => {
    const index = new JournalIndex();
    index.set({ ...uploaded, state: 'failed', lastError: 'boom', unconfirmed: true });
    index.set(uploaded);
    crowd(index);
    expect(index.get(uploaded.key)).toStrictEqual(uploaded);
    expect(index.size).toBe(301);
  });

  it('holds many files, each read back as it was put', () => {
    const index = new JournalIndex();
    const entry = (i: number): JournalEntry => ({
      ...uploaded,
      key: `link-1:batch-${i % 7}/file-${i}.pdf`,
      relPath: `batch-${i % 7}/file-${i}.pdf`,
      remoteName: `file-${i}.pdf`,
      remoteFolder: `Hot/batch-${i % 7}`,
      size: i,
    });
    for (let i = 0; i < 5000; i++) index.set(entry(i));
    expect(index.size).toBe(5000);
    for (const i of [0, 1023, 1024, 4999]) expect(index.get(entry(i).key)).toStrictEqual(entry(i));
    expect(index.get('link-1:missing.pdf')).toBeUndefined();
  });
});
