/**
 * The sync journal's entries in memory, compactly: a few numbers and bytes per file in shared
 * typed arrays, instead of an object per file with its own strings and boxed numbers.
 *
 * With 100,000 uploaded files the entries as objects held some 80 MiB of the heap (bench
 * watch-idle, heap snapshot): each had a property array, a boxed number for every time, and its
 * own copies of the remote folder, the sha-256 in hex, the file id, the remote name and the
 * relative path (a slice of the key). Here a file costs its key and about 150 bytes: its times,
 * size and counts are doubles in one array; its state, link, remote folder and rejection are
 * numbers into a table of the few distinct strings; its sha-256 and file id are their bytes; its
 * relative path is read from its key and its remote name from its path when they agree (they
 * almost always do). Whatever does not fit (a field of another version, an odd spelling) is kept
 * as it came, beside it, so an entry reads back exactly as it was put.
 *
 * `get` builds a fresh entry object (short-lived, so it dies young instead of filling the old
 * generation the way a replaced entry did at every transition), except for the files changed last:
 * those in flight are asked for again and again, and their entries are kept as they were put.
 */
import path from 'node:path';
import {
  StringTable,
  idBytes,
  idsHeld,
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

/** Number fields, in their column order. NaN stands for a field that is absent. */
const numberFields = [
  'size',
  'mtimeMs',
  'attempts',
  'updatedAt',
  'pageCount',
  'attemptStartedAt',
  'unreadableCtimeMs',
] as const;
/** Fields with few distinct values: an index into the table of strings (0: absent). */
const sharedFields = ['linkId', 'state', 'remoteFolder', 'rejection'] as const;
/** Optional true/false fields: two bits each (absent, false, true). */
const flagFields = ['unconfirmed', 'settled', 'cancelled'] as const;
/** Fields held as they are, one string per file where present. */
const ownFields = ['lastError'] as const;
const knownFields = new Set<string>([
  'key',
  'relPath',
  'sha256',
  'uploadedSha256',
  'fileId',
  'remoteName',
  ...numberFields,
  ...sharedFields,
  ...flagFields,
  ...ownFields,
]);

/** Bits of `marks` beyond the flag fields' (which take the low 6): the ids held (`idsHeld`), then these. */
const idsShift = 6;
const hasSha = idsHeld.sha256 << idsShift;
/** The uploaded content is the current one (`uploadedSha256 === sha256`). */
const uploadedIsCurrent = 1 << 8;
/** The remote name is the file's own name (the last part of its relative path). */
const remoteNameIsOwn = 1 << 9;
/** The relative path is the key's (`<linkId>:<relPath>`). */
const relPathFromKey = 1 << 10;

/** Entries kept as they were put: more than the files hashed and sent at once. */
const recentlyPut = 256;

export class JournalIndex {
  private readonly slots = new Map<string, number>();
  private capacity = 0;
  private numbers = new Float64Array(0);
  private shared = new Uint32Array(0);
  private marks = new Uint16Array(0);
  private bytes = Buffer.alloc(0);
  private readonly own: (string | undefined)[][] = ownFields.map(() => []);
  /** What did not fit the columns above, per slot, as it came. */
  private readonly rest = new Map<number, Fields>();
  private readonly strings = new StringTable();
  /** The entries put last, as they were put, and their keys in the order they came. */
  private readonly recent = new Map<string, JournalEntry>();
  private readonly recentKeys: (string | undefined)[] = new Array<undefined>(recentlyPut).fill(undefined);
  private nextRecent = 0;

  get size(): number {
    return this.slots.size;
  }

  has(key: string): boolean {
    return this.slots.has(key);
  }

  get(key: string): JournalEntry | undefined {
    const recent = this.recent.get(key);
    if (recent) return recent;
    const slot = this.slots.get(key);
    return slot === undefined ? undefined : this.read(key, slot);
  }

  *values(): Generator<JournalEntry> {
    for (const [key, slot] of this.slots) yield this.recent.get(key) ?? this.read(key, slot);
  }

  /** Keeps `entry` as the latest of its key. */
  set(entry: JournalEntry): void {
    let slot = this.slots.get(entry.key);
    if (slot === undefined) {
      slot = this.slots.size;
      if (slot === this.capacity) this.grow();
      this.slots.set(entry.key, slot);
    }
    this.write(slot, entry as unknown as Fields);
    this.remember(entry);
  }

  /** Keeps the entry as put, in place of the oldest one kept (a ring: no walk over a Map's deleted slots). */
  private remember(entry: JournalEntry): void {
    if (!this.recent.has(entry.key)) {
      const oldest = this.recentKeys[this.nextRecent];
      if (oldest !== undefined) this.recent.delete(oldest);
      this.recentKeys[this.nextRecent] = entry.key;
      this.nextRecent = (this.nextRecent + 1) % recentlyPut;
    }
    this.recent.set(entry.key, entry);
  }

  private write(slot: number, e: Fields): void {
    const rest: Fields = {};
    const keep = (field: string, value: unknown) => {
      if (value !== undefined) rest[field] = value;
    };
    let marks = 0;
    writeNumbers(this.numbers, slot, numberFields, e, rest);
    writeShared(this.shared, slot, sharedFields, this.strings, e, rest);
    for (let i = 0; i < flagFields.length; i++) {
      const value = e[flagFields[i]!];
      if (typeof value === 'boolean') marks |= (value ? 2 : 1) << (2 * i);
      else keep(flagFields[i]!, value);
    }
    for (let i = 0; i < ownFields.length; i++) {
      const value = e[ownFields[i]!];
      this.own[i]![slot] = typeof value === 'string' ? value : undefined;
      if (typeof value !== 'string') keep(ownFields[i]!, value);
    }
    marks |= writeIds(this.bytes, slot * idBytes, e, rest) << idsShift;
    if (e.uploadedSha256 !== undefined && e.uploadedSha256 === e.sha256 && marks & hasSha)
      marks |= uploadedIsCurrent;
    else keep('uploadedSha256', e.uploadedSha256);
    const linkId = e.linkId;
    const key = e.key as string;
    if (typeof linkId === 'string' && keyNames(key, linkId, e.relPath)) marks |= relPathFromKey;
    else keep('relPath', e.relPath);
    if (typeof e.relPath === 'string' && e.remoteName === path.posix.basename(e.relPath))
      marks |= remoteNameIsOwn;
    else keep('remoteName', e.remoteName);
    for (const field of Object.keys(e)) if (!knownFields.has(field)) keep(field, e[field]);
    this.marks[slot] = marks;
    if (Object.keys(rest).length > 0) this.rest.set(slot, rest);
    else this.rest.delete(slot);
  }

  private read(key: string, slot: number): JournalEntry {
    const e: Fields = { key };
    const marks = this.marks[slot]!;
    readShared(this.shared, slot, sharedFields, this.strings, e);
    const rest = this.rest.get(slot);
    const relPath = marks & relPathFromKey ? relPathOfKey(key, e.linkId as string) : rest?.relPath;
    if (marks & relPathFromKey) e.relPath = relPath;
    readNumbers(this.numbers, slot, numberFields, e);
    readIds(this.bytes, slot * idBytes, marks >> idsShift, e);
    if (marks & uploadedIsCurrent) e.uploadedSha256 = e.sha256;
    if (marks & remoteNameIsOwn) e.remoteName = path.posix.basename(relPath as string);
    for (let i = 0; i < flagFields.length; i++) {
      const bits = (marks >> (2 * i)) & 3;
      if (bits !== 0) e[flagFields[i]!] = bits === 2;
    }
    for (let i = 0; i < ownFields.length; i++) {
      const value = this.own[i]![slot];
      if (value !== undefined) e[ownFields[i]!] = value;
    }
    return (rest ? Object.assign(e, rest) : e) as unknown as JournalEntry;
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2);
    this.numbers = lengthened(this.numbers, capacity * numberFields.length);
    this.shared = lengthened(this.shared, capacity * sharedFields.length);
    this.marks = lengthened(this.marks, capacity);
    this.bytes = lengthened(this.bytes, capacity * idBytes);
    this.capacity = capacity;
  }
}
