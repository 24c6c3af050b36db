/**
 * The order record read for people: a window of rows at a time, newest first, for the Orders view,
 * and the whole record as CSV, streamed (order-record.ts writes it; this module only reads).
 *
 * Years of hot-folder orders are 100,000 lines and more (some 50 MB). Reading and checking all of
 * them for every page took seconds and held the record in memory several times over. Here the
 * reader keeps where each line ends (a number per line, found by scanning for newlines once, and
 * then only the bytes appended since: the record only grows), and reads and checks only the lines
 * of the window asked for. The CSV is written a batch of lines at a time, with the stream's
 * backpressure, so it never holds more than a batch either.
 *
 * A torn line (a crash mid-append; the durable appender starts the next on a new line) counts in the total and
 * shows no row: its order was never counted recorded.
 */
import { promises as fs } from 'node:fs';
import type { Writable } from 'node:stream';
import { OrderRecordEntry } from '../../shared/contract/jobs.js';
import { orderRecordCsv } from './order-record.js';

/** Bytes read at a time while looking for line ends, and lines per batch of the CSV. */
const scanChunk = 1 << 20;
const csvBatch = 500;

export interface OrderRecordWindow {
  /** Orders on the record (its lines). */
  readonly total: number;
  readonly entries: OrderRecordEntry[];
}

export class OrderRecordReader {
  /** Where each line starts and ends (the end is its newline), oldest first; blank lines are left out. */
  private starts: number[] = [];
  private ends: number[] = [];
  /** Bytes of the file looked at so far (up to the last newline). */
  private scanned = 0;
  private scanning: Promise<void> | undefined;

  /** `file`: the record's path, asked for when first read (order-record.ts decides it). */
  constructor(private readonly file: () => string) {}

  /** Page `page` (from 1) of `pageSize` orders, newest first. */
  async page(page: number, pageSize: number): Promise<OrderRecordWindow> {
    return this.window((page - 1) * pageSize, pageSize);
  }

  /** `limit` orders from the `offset`-th newest on. */
  async window(offset: number, limit: number): Promise<OrderRecordWindow> {
    await this.catchUp();
    const total = this.ends.length;
    const newest = total - 1 - offset;
    const oldest = Math.max(0, newest - limit + 1);
    if (newest < 0 || limit <= 0) return { total, entries: [] };
    const lines = await this.readLines(oldest, newest + 1);
    return { total, entries: lines.map(parseLine).filter(isEntry).reverse() };
  }

  /** Writes the whole record as CSV (oldest first, as orderRecordCsv lays it out) to `out`, then ends it. */
  async writeCsv(out: Writable): Promise<void> {
    await this.catchUp();
    const count = this.ends.length;
    for (let from = 0; from === 0 || from < count; from += csvBatch) {
      const entries = (await this.readLines(from, Math.min(count, from + csvBatch)))
        .map(parseLine)
        .filter(isEntry);
      const text = orderRecordCsv(entries);
      // Every batch is laid out with its header line: the first batch's is the file's.
      if (!(await write(out, from === 0 ? text : text.slice(text.indexOf('\r\n') + 2)))) return;
    }
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(resolve);
    });
  }

  /** Finds the ends of the lines appended since the last look. */
  private catchUp(): Promise<void> {
    this.scanning ??= this.scan().finally(() => {
      this.scanning = undefined;
    });
    return this.scanning;
  }

  private async scan(): Promise<void> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.file(), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return this.forget();
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // Shorter than what was read: not the file this reader indexed (a restored copy); start over.
      if (size < this.scanned) this.forget();
      const chunk = Buffer.allocUnsafe(Math.min(scanChunk, Math.max(1, size - this.scanned)));
      let lineStart = this.scanned;
      for (let at = this.scanned; at < size;) {
        const { bytesRead } = await handle.read(chunk, 0, Math.min(chunk.length, size - at), at);
        if (bytesRead === 0) break;
        for (let i = chunk.indexOf(0x0a); i !== -1 && i < bytesRead; i = chunk.indexOf(0x0a, i + 1)) {
          const declined =
            lineStart >= at ? isDeclined(chunk, lineStart - at) : await declinedAt(handle, lineStart);
          if (at + i > lineStart && !declined) {
            this.starts.push(lineStart);
            this.ends.push(at + i);
          }
          lineStart = at + i + 1;
        }
        at += bytesRead;
      }
      // The next look starts at the line not ended yet (being appended now).
      this.scanned = lineStart;
    } finally {
      await handle.close();
    }
  }

  private forget(): void {
    this.starts = [];
    this.ends = [];
    this.scanned = 0;
  }

  /** The text of lines `from` (included) to `to` (excluded), oldest first. */
  private async readLines(from: number, to: number): Promise<string[]> {
    if (to <= from) return [];
    const start = this.starts[from]!;
    const bytes = Buffer.allocUnsafe(this.ends[to - 1]! - start);
    const handle = await fs.open(this.file(), 'r');
    try {
      await handle.read(bytes, 0, bytes.length, start);
    } finally {
      await handle.close();
    }
    const lines: string[] = [];
    for (let i = from; i < to; i++)
      lines.push(bytes.toString('utf8', this.starts[i]! - start, this.ends[i]! - start));
    return lines;
  }
}

/**
 * Whether the line at `offset` of `bytes` is an order declined (order-record.ts writes those with
 * `kind` first): the view and the CSV list the orders placed, as `OrderRecord.entries` does. (A
 * line shorter than the mark meets its own newline first, which the mark does not hold.)
 */
function isDeclined(bytes: Buffer, offset: number): boolean {
  return bytes.subarray(offset, offset + declinedMark.length).equals(declinedMark);
}

/** The same for a line that began in the chunk before: its first bytes read from the file. */
async function declinedAt(handle: fs.FileHandle, start: number): Promise<boolean> {
  const head = Buffer.alloc(declinedMark.length);
  await handle.read(head, 0, head.length, start);
  return isDeclined(head, 0);
}

const declinedMark = Buffer.from('{"kind":"declined"');

function parseLine(line: string): OrderRecordEntry | undefined {
  try {
    const parsed = OrderRecordEntry.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function isEntry(entry: OrderRecordEntry | undefined): entry is OrderRecordEntry {
  return entry !== undefined;
}

/** Writes with the stream's backpressure; false when the stream failed or was closed meanwhile. */
async function write(out: Writable, text: string): Promise<boolean> {
  if (out.destroyed) return false;
  if (out.write(text)) return true;
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      out.off('drain', drained);
      out.off('close', closed);
      resolve(ok);
    };
    const drained = () => done(true);
    const closed = () => done(false);
    out.once('drain', drained);
    out.once('close', closed);
  });
}
