/** Copies of a browser's uploads, kept for their pictures: real streams, real files. */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createReceivedCopies } from './received-copies.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-received-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\n%%EOF\n`);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The copies and what they recorded as local copies. */
function copies(maxBytes?: number) {
  const recorded: Array<{ fileId: string; paths: readonly string[]; sha256?: string }> = [];
  const received = createReceivedCopies({
    dir,
    maxBytes,
    thumbnails: {
      recordUpload: async (fileId, paths, sha256) => void recorded.push({ fileId, paths, sha256 }),
    },
  });
  return { received, recorded };
}

/** Streams `bytes` through a copy as the upload reads them, whole. */
async function send(received: ReturnType<typeof copies>['received'], bytes: Buffer) {
  const copy = received.receive(Readable.from([bytes.subarray(0, 10), bytes.subarray(10)]));
  expect(await text(copy.stream)).toBe(bytes.toString());
  return copy;
}

describe("a browser upload's copy", () => {
  it('is kept by its sha-256 once the service has the file, and recorded as its local copy', async () => {
    const { received, recorded } = copies();
    const bytes = pdf('one');
    await (await send(received, bytes)).kept('file-1');
    const name = `${sha(bytes)}.pdf`;
    expect(await readdir(dir)).toEqual([name]);
    expect(await readFile(join(dir, name))).toEqual(bytes);
    expect(recorded).toEqual([{ fileId: 'file-1', paths: [join(dir, name)], sha256: sha(bytes) }]);
  });

  it('keeps the same content once, and nothing of an upload that failed or of what is not a PDF', async () => {
    const { received, recorded } = copies();
    await (await send(received, pdf('same'))).kept('file-1');
    await (await send(received, pdf('same'))).kept('file-2');
    await (await send(received, pdf('failed'))).dropped();
    await (await send(received, Buffer.from('\x89PNG not a pdf at all'))).kept('file-3');
    expect(await readdir(dir)).toEqual([`${sha(pdf('same'))}.pdf`]);
    expect(recorded.map((r) => r.fileId)).toEqual(['file-1', 'file-2']);
  });

  it('stays within its byte bound, the oldest copy going first', async () => {
    const big = (fill: string) => pdf(fill.repeat(100));
    const { received } = copies(250);
    for (const fill of ['a', 'b', 'c']) await (await send(received, big(fill))).kept(`file-${fill}`);
    expect((await readdir(dir)).sort()).toEqual([sha(big('b')), sha(big('c'))].map((s) => `${s}.pdf`).sort());
  });
});
