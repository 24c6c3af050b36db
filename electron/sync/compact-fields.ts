/**
 * How the engine's long-lived tables (the journal index, the activity history) keep a file's
 * fields without an object per file: a sha-256 or a file id as its bytes, a string with few
 * distinct values as a number into a table (a relative path is read back from its key: link-paths.ts).
 *
 * Why it matters is the V8 heap, not only the bytes saved: every object that outlives a burst of
 * uploads pins the page it was promoted to, and a page of the old generation is given back only
 * when nothing on it is alive (docs/performance.md, "The settled RSS").
 */

const sha256Bytes = 32;
const guidBytes = 16;
/** Bytes a record's ids take (`writeIds`): the sha-256, then the file id. */
export const idBytes = sha256Bytes + guidBytes;
/** `writeIds`'s answer: which of the ids the bytes hold. */
export const idsHeld = { sha256: 1, fileId: 2 } as const;
/** Where a GUID's hex digits run, between its dashes. */
const guidGroups = [
  [0, 8],
  [9, 13],
  [14, 18],
  [19, 23],
  [24, 36],
] as const;

/**
 * A record's sha-256 (lower-case hex) and file id (a lower-case GUID) as `idBytes` bytes at `at`;
 * the bits of `idsHeld` say which were written. One of another form goes to `rest` as it is.
 */
export function writeIds(bytes: Buffer, at: number, record: Fields, rest: Fields): number {
  let held = 0;
  if (writeSha256(bytes, at, record.sha256)) held |= idsHeld.sha256;
  else if (record.sha256 !== undefined) rest.sha256 = record.sha256;
  if (writeGuid(bytes, at + sha256Bytes, record.fileId)) held |= idsHeld.fileId;
  else if (record.fileId !== undefined) rest.fileId = record.fileId;
  return held;
}

/** The ids `writeIds` wrote at `at`, those `held` names, into `into`. */
export function readIds(bytes: Buffer, at: number, held: number, into: Fields): void {
  if (held & idsHeld.sha256) into.sha256 = bytes.toString('hex', at, at + sha256Bytes);
  if (held & idsHeld.fileId) into.fileId = guidText(bytes.toString('hex', at + sha256Bytes, at + idBytes));
}

/** Writes a sha-256 in lower-case hex as its bytes at `at`; false for any other value (the bytes then mean nothing). */
function writeSha256(bytes: Buffer, at: number, value: unknown): boolean {
  return typeof value === 'string' && value.length === 64 && writeHex(bytes, at, value, 0, 64);
}

/** Writes a lower-case GUID as its bytes at `at`; false for any other value (the bytes then mean nothing). */
function writeGuid(bytes: Buffer, at: number, value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 36) return false;
  for (const [from, to] of guidGroups) {
    if (from > 0 && value.charCodeAt(from - 1) !== 45 /* '-' */) return false;
    if (!writeHex(bytes, at, value, from, to)) return false;
    at += (to - from) / 2;
  }
  return true;
}

/**
 * Lower-case hex digits `value[from, to)` as bytes at `at`; false at the first other character.
 * By hand rather than a regular expression and `Buffer.write`: the history and the journal write
 * several per file, and those two took a quarter of the history's time.
 */
function writeHex(bytes: Buffer, at: number, value: string, from: number, to: number): boolean {
  for (let i = from; i < to; i += 2) {
    const high = hexDigit(value.charCodeAt(i));
    const low = hexDigit(value.charCodeAt(i + 1));
    if (high < 0 || low < 0) return false;
    bytes[at++] = (high << 4) | low;
  }
  return true;
}

function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  return -1;
}

function guidText(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The distinct values of a field with few of them (links, states, remote folders), each kept once
 * and named by a number; 0 stands for absent. It only grows: it is for values whose count is
 * bounded by the folders on disk, not by the files or the events.
 */
export class StringTable {
  private readonly strings: string[] = [''];
  private readonly ids = new Map<string, number>();

  id(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.strings.push(value) - 1;
      this.ids.set(value, id);
    }
    return id;
  }

  /** The value of `id`; undefined for 0. */
  text(id: number): string | undefined {
    return id === 0 ? undefined : this.strings[id];
  }
}

/** A copy of a column `length` elements long (longer: zero past the old values). */
export function lengthened<T extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(
  column: T,
  length: number,
): T {
  const next = (
    Buffer.isBuffer(column) ? Buffer.alloc(length) : new (column.constructor as new (n: number) => T)(length)
  ) as T;
  next.set(column.subarray(0, length));
  return next;
}

/** A record's fields by name, as the tables read and write them. */
export type Fields = Record<string, unknown>;

/**
 * Writes the number fields of `record` into row `row` of `column` (NaN for absent); a field that is
 * not a number goes to `rest` as it is, so the record reads back exactly as it was put.
 */
export function writeNumbers(
  column: Float64Array,
  row: number,
  fields: readonly string[],
  record: Fields,
  rest: Fields,
): void {
  for (let i = 0; i < fields.length; i++) {
    const value = record[fields[i]!];
    const fits = typeof value === 'number' && !Number.isNaN(value);
    column[row * fields.length + i] = fits ? value : NaN;
    if (!fits && value !== undefined) rest[fields[i]!] = value;
  }
}

export function readNumbers(
  column: Float64Array,
  row: number,
  fields: readonly string[],
  into: Fields,
): void {
  for (let i = 0; i < fields.length; i++) {
    const value = column[row * fields.length + i]!;
    if (!Number.isNaN(value)) into[fields[i]!] = value;
  }
}

/** Writes the string fields of `record` as numbers into `table` (0 for absent); anything else goes to `rest`. */
export function writeShared(
  column: Uint32Array,
  row: number,
  fields: readonly string[],
  table: StringTable,
  record: Fields,
  rest: Fields,
): void {
  for (let i = 0; i < fields.length; i++) {
    const value = record[fields[i]!];
    column[row * fields.length + i] = typeof value === 'string' ? table.id(value) : 0;
    if (typeof value !== 'string' && value !== undefined) rest[fields[i]!] = value;
  }
}

export function readShared(
  column: Uint32Array,
  row: number,
  fields: readonly string[],
  table: StringTable,
  into: Fields,
): void {
  for (let i = 0; i < fields.length; i++) {
    const value = table.text(column[row * fields.length + i]!);
    if (value !== undefined) into[fields[i]!] = value;
  }
}
