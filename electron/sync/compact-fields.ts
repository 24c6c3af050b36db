/**
 * How the engine's long-lived tables (the journal index, the activity history) keep a file's
 * fields without an object per file: a sha-256 or a file id as its bytes, a string with few
 * distinct values as a number into a table, a relative path as a slice of the key it is part of.
 *
 * Why it matters is the V8 heap, not only the bytes saved: every object that outlives a burst of
 * uploads pins the page it was promoted to, and a page of the old generation is given back only
 * when nothing on it is alive (docs/performance.md, "The settled RSS").
 */

const hexSha256 = /^[0-9a-f]{64}$/;
const guid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Bytes of a sha-256 kept as bytes. */
export const sha256Bytes = 32;
/** Bytes of a file id (a GUID) kept as bytes. */
export const guidBytes = 16;

/** Writes a sha-256 in lower-case hex as its bytes at `at`; false (nothing written) for any other value. */
export function writeSha256(bytes: Buffer, at: number, value: unknown): boolean {
  if (typeof value !== 'string' || !hexSha256.test(value)) return false;
  bytes.write(value, at, sha256Bytes, 'hex');
  return true;
}

export function readSha256(bytes: Buffer, at: number): string {
  return bytes.toString('hex', at, at + sha256Bytes);
}

/** Writes a lower-case GUID as its bytes at `at`; false (nothing written) for any other value. */
export function writeGuid(bytes: Buffer, at: number, value: unknown): boolean {
  if (typeof value !== 'string' || !guid.test(value)) return false;
  bytes.write(value.replaceAll('-', ''), at, guidBytes, 'hex');
  return true;
}

export function readGuid(bytes: Buffer, at: number): string {
  const hex = bytes.toString('hex', at, at + guidBytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The relative path a file key (`<linkId>:<relPath>`) names, if it is of that link. */
export function relPathOfKey(key: string, linkId: string): string | undefined {
  return key.startsWith(`${linkId}:`) ? key.slice(linkId.length + 1) : undefined;
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
