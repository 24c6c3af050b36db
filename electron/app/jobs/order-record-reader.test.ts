import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderRecord, orderRecordCsv } from './order-record.js';
import { OrderRecordReader } from './order-record-reader.js';
import { sampleOrder, writeOrderLines } from './test-support/order-lines.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-order-reader-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const numbers = (entries: readonly { orderFriendlyId: string }[]) => entries.map((e) => e.orderFriendlyId);
const newestFirst = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => sampleOrder(to - 1 - i).orderFriendlyId);

describe('OrderRecordReader', () => {
  it('pages the record newest first, each page the window asked for, the last one short', async () => {
    const file = await writeOrderLines(dataDir, 2_500);
    const reader = new OrderRecordReader(() => file);
    const first = await reader.page(1, 100);
    expect(first.total).toBe(2_500);
    expect(first.entries[0]).toEqual(sampleOrder(2_499));
    expect(numbers(first.entries)).toEqual(newestFirst(2_400, 2_500));
    expect(numbers((await reader.page(7, 100)).entries)).toEqual(newestFirst(1_800, 1_900));
    expect(numbers((await reader.page(6, 500)).entries)).toEqual(newestFirst(0, 0));
    expect(numbers((await reader.page(3, 1_000)).entries)).toEqual(newestFirst(0, 500));
    expect(await reader.page(4, 1_000)).toEqual({ total: 2_500, entries: [] });
  });

  it('lists the orders placed: a line of an order declined counts in no window nor the total', async () => {
    const record = await OrderRecord.open(dataDir);
    const base = sampleOrder(0);
    for (let n = 0; n < 5; n++) {
      await record.append(sampleOrder(n));
      await record.appendDecline({
        kind: 'declined',
        at: base.at,
        workstation: base.workstation,
        link: base.link,
        file: `declined-${n}.pdf`,
        sha256: base.sha256,
        reference: `PD-declined-${n}`,
        waitedFor: [],
        declinedBy: { user: 'dana', host: 'PRINT-ROOM', at: base.at },
      });
    }
    await record.close();
    const reader = new OrderRecordReader(() => record.file);
    expect(await reader.page(1, 2)).toEqual({ total: 5, entries: [sampleOrder(4), sampleOrder(3)] });
    expect(numbers((await reader.page(2, 2)).entries)).toEqual(newestFirst(1, 3));
  });

  it('sees orders appended after it first read, and passes over a torn line', async () => {
    await writeOrderLines(dataDir, 3);
    const record = await OrderRecord.open(dataDir);
    const reader = new OrderRecordReader(() => record.file);
    expect(numbers((await reader.page(1, 10)).entries)).toEqual(newestFirst(0, 3));
    await record.close();
    // Killed mid-append: half a line, which the next open closes with a newline.
    await appendFile(record.file, '{"at":"2031-03-14T23:00:00.000Z","workst');
    const reopened = await OrderRecord.open(dataDir);
    await reopened.append(sampleOrder(3));
    const page = await reader.page(1, 10);
    expect(page.total).toBe(5);
    expect(numbers(page.entries)).toEqual(newestFirst(0, 4));
    expect(numbers((await reader.page(1, 2)).entries)).toEqual(newestFirst(3, 4));
    await reopened.close();
  });

  it('reads an empty or missing record as no orders', async () => {
    const reader = new OrderRecordReader(() => path.join(dataDir, 'orders', 'hot-folder-orders.jsonl'));
    expect(await reader.page(1, 50)).toEqual({ total: 0, entries: [] });
    const record = await OrderRecord.open(dataDir);
    expect(await reader.page(1, 50)).toEqual({ total: 0, entries: [] });
    await record.close();
  });

  it('streams the whole record as the same CSV the record makes at once, in batches', async () => {
    const file = await writeOrderLines(dataDir, 1_234);
    const reader = new OrderRecordReader(() => file);
    const chunks: string[] = [];
    const out = new PassThrough();
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    await reader.writeCsv(out);
    const whole = orderRecordCsv(Array.from({ length: 1_234 }, (_, n) => sampleOrder(n)));
    expect(chunks.join('')).toBe(whole);
    expect(chunks.length).toBeGreaterThan(2);
  });

  it('waits for a slow destination instead of holding the record in memory', async () => {
    const file = await writeOrderLines(dataDir, 3_000);
    const reader = new OrderRecordReader(() => file);
    let buffered = 0;
    let written = '';
    const slow = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, done) {
        buffered = Math.max(buffered, slow.writableLength);
        written += chunk.toString('utf8');
        setTimeout(done, 1);
      },
    });
    await reader.writeCsv(slow);
    expect(written).toBe(await csvOf(file));
    // One batch of 500 rows at most waits in the stream, never the record's 3,000.
    expect(buffered).toBeLessThan((await readFile(file)).length / 3);
  });
});

async function csvOf(file: string): Promise<string> {
  const lines = (await readFile(file, 'utf8')).trim().split('\n');
  return orderRecordCsv(lines.map((line) => JSON.parse(line)));
}
