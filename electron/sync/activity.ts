/**
 * The activity history: what happened to each file, newest first, bounded in memory (the last
 * `capacity` records), queryable by state and link with paging, and exportable as CSV for the
 * user's records.
 *
 * Kept in columns, as the journal index keeps its entries (compact-fields.ts), and read out as
 * fresh records when asked for. As objects, the last 10,000 records were most of what a settle of
 * 100,000 files left alive in the pages its garbage had been promoted to: a few records on each
 * page kept the page, and V8 could not give them back (docs/performance.md, "The settled RSS").
 */
import { csvText } from '../platform/csv.js';
import {
  StringTable,
  idBytes,
  lengthened,
  readIds,
  readNumbers,
  readShared,
  writeIds,
  writeNumbers,
  writeShared,
  type Fields,
} from './compact-fields.js';
import { keyNames, relPathOfKey } from './link-paths.js';
import type { JournalEntry } from './journal.js';
import type { FileState } from '../shared/sync/status.js';

/** A journal entry's state at one moment, as the history keeps it. */
export interface ActivityRecord extends Pick<
  JournalEntry,
  'key' | 'linkId' | 'relPath' | 'remoteFolder' | 'state' | 'size' | 'sha256' | 'fileId' | 'attempts'
> {
  readonly seq: number;
  /** Epoch ms. */
  readonly at: number;
  /** Why (for failed, skipped and retried files). */
  readonly message?: string;
}

export interface ActivityQuery {
  readonly state?: FileState | readonly FileState[];
  readonly linkId?: string;
  /** Case-insensitive part of the relative path. */
  readonly text?: string;
  readonly offset?: number;
  readonly limit?: number;
}

export interface ActivityPage {
  readonly total: number;
  readonly items: readonly ActivityRecord[];
}

/** Number fields, in their column order (`seq` first). */
const numberFields = ['seq', 'at', 'size', 'attempts'] as const;
/** Few distinct values each: numbers into the table of strings. */
const sharedFields = ['linkId', 'state', 'remoteFolder'] as const;
const knownFields = new Set<string>([
  'key',
  'relPath',
  'sha256',
  'fileId',
  'message',
  ...numberFields,
  ...sharedFields,
]);
/** Bits of `marks` beyond the ids held (`idsHeld`, the low 2): the relative path is the key's (`<linkId>:<relPath>`). */
const relPathFromKey = 4;

export class ActivityLog {
  readonly capacity: number;
  /** The newest record's number: records are numbered from 1, and record `seq` is in row `(seq - 1) % capacity`. */
  private seq = 0;
  private numbers = new Float64Array(0);
  private shared = new Uint32Array(0);
  private marks = new Uint8Array(0);
  private bytes = Buffer.alloc(0);
  /** Per row, held rather than copied: the key (the engine's own, from the listing) and the message (mostly constants). */
  private readonly keys: unknown[] = [];
  private readonly messages: unknown[] = [];
  /** What did not fit the columns, per row, as it came. */
  private readonly rest = new Map<number, Fields>();
  private readonly strings = new StringTable();

  constructor(capacity = 10_000) {
    this.capacity = Math.max(0, Math.floor(capacity));
  }

  add(record: Omit<ActivityRecord, 'seq'>): ActivityRecord {
    const seq = ++this.seq;
    if (this.capacity > 0) this.write((seq - 1) % this.capacity, seq, record as unknown as Fields);
    // Not `{ ...record, seq }`: V8 gives each such copy a hidden class of its own; fields added
    // one by one to the same start share theirs.
    return Object.assign({ seq }, record);
  }

  query(q: ActivityQuery = {}): ActivityPage {
    const matches = this.matching(q);
    const offset = Math.max(0, q.offset ?? 0);
    const limit = Math.max(0, q.limit ?? 100);
    return {
      total: matches.length,
      items: matches.slice(offset, offset + limit).map((row) => this.read(row)),
    };
  }

  csv(q: ActivityQuery = {}): string {
    const header = [
      'time',
      'link',
      'path',
      'remote folder',
      'state',
      'size',
      'sha256',
      'file id',
      'attempts',
      'message',
    ];
    const rows = this.matching(q).map((row) => {
      const r = this.read(row);
      return [
        new Date(r.at).toISOString(),
        r.linkId,
        r.relPath,
        r.remoteFolder,
        r.state,
        String(r.size),
        r.sha256 ?? '',
        r.fileId ?? '',
        String(r.attempts),
        r.message ?? '',
      ];
    });
    return csvText([header, ...rows]);
  }

  /** The rows of the records that match, newest first. */
  private matching(q: ActivityQuery): number[] {
    const states =
      q.state === undefined ? undefined : new Set<unknown>(typeof q.state === 'string' ? [q.state] : q.state);
    const text = q.text?.toLowerCase();
    const out: number[] = [];
    const oldest = Math.max(1, this.seq - this.capacity + 1);
    for (let seq = this.seq; seq >= oldest; seq--) {
      const row = (seq - 1) % this.capacity;
      if (states && !states.has(this.sharedText(row, 'state'))) continue;
      if (q.linkId !== undefined && this.sharedText(row, 'linkId') !== q.linkId) continue;
      if (text !== undefined && !String(this.relPath(row)).toLowerCase().includes(text)) continue;
      out.push(row);
    }
    return out;
  }

  private write(row: number, seq: number, r: Fields): void {
    if (row >= this.marks.length) this.grow();
    const rest: Fields = {};
    writeNumbers(this.numbers, row, numberFields, r, rest);
    this.numbers[row * numberFields.length] = seq;
    writeShared(this.shared, row, sharedFields, this.strings, r, rest);
    let marks = writeIds(this.bytes, row * idBytes, r, rest);
    const key = r.key;
    if (typeof key === 'string' && typeof r.linkId === 'string' && keyNames(key, r.linkId, r.relPath))
      marks |= relPathFromKey;
    else if (r.relPath !== undefined) rest.relPath = r.relPath;
    for (const field in r) if (!knownFields.has(field) && r[field] !== undefined) rest[field] = r[field];
    this.keys[row] = key;
    this.messages[row] = r.message;
    this.marks[row] = marks;
    if (hasAny(rest)) this.rest.set(row, rest);
    else this.rest.delete(row);
  }

  private read(row: number): ActivityRecord {
    const r: Fields = {};
    readNumbers(this.numbers, row, numberFields, r);
    if (this.keys[row] !== undefined) r.key = this.keys[row];
    readShared(this.shared, row, sharedFields, this.strings, r);
    const relPath = this.relPath(row);
    if (relPath !== undefined) r.relPath = relPath;
    readIds(this.bytes, row * idBytes, this.marks[row]!, r);
    if (this.messages[row] !== undefined) r.message = this.messages[row];
    const rest = this.rest.get(row);
    return (rest ? Object.assign(r, rest) : r) as unknown as ActivityRecord;
  }

  private relPath(row: number): unknown {
    if (!(this.marks[row]! & relPathFromKey)) return this.rest.get(row)?.relPath;
    return relPathOfKey(this.keys[row] as string, this.sharedText(row, 'linkId')!);
  }

  private sharedText(row: number, field: (typeof sharedFields)[number]): string | undefined {
    return this.strings.text(this.shared[row * sharedFields.length + sharedFields.indexOf(field)]!);
  }

  /** Rows double as they fill, up to the capacity: a short history costs little. */
  private grow(): void {
    const rows = Math.min(this.capacity, Math.max(256, this.marks.length * 2));
    this.numbers = lengthened(this.numbers, rows * numberFields.length);
    this.shared = lengthened(this.shared, rows * sharedFields.length);
    this.marks = lengthened(this.marks, rows);
    this.bytes = lengthened(this.bytes, rows * idBytes);
  }
}

function hasAny(fields: Fields): boolean {
  for (const _ in fields) return true;
  return false;
}
