/**
 * The cross-reference: where each object is (ISO 32000-1 § 7.5.4–7.5.8). Tables and cross-reference
 * streams, hybrid files, incremental updates (newest first: an object already placed is not replaced
 * by an older section), and, for a file whose cross-reference is missing or wrong, a rebuild from a
 * scan of the file for `N G obj` headers, as other readers do.
 */
import { decodeStream } from './filters.js';
import type { PdfSource } from './source.js';
import {
  isDict,
  Keyword,
  latin1,
  ObjectParser,
  PdfStream,
  Ref,
  SyntaxProblem,
  Truncated,
  type PdfDict,
  type PdfValue,
} from './syntax.js';

export const enum EntryType {
  Unknown = 0,
  Free = 1,
  InFile = 2,
  InObjectStream = 3,
}

/** Every object's place, in typed arrays: a file may have millions of objects. */
export class XrefTable {
  types = new Uint8Array(0);
  /** The file offset, or the object stream's number. */
  first = new Float64Array(0);
  /** The generation, or the index in the object stream. */
  second = new Uint32Array(0);

  get size(): number {
    return this.types.length;
  }

  /** Places an object unless a newer section placed it already. */
  set(num: number, type: EntryType, first: number, second: number): void {
    if (num < 0 || num > 50_000_000) return;
    if (num >= this.types.length) this.#grow(Math.max(num + 1, this.types.length * 2));
    if (this.types[num] !== EntryType.Unknown) return;
    this.types[num] = type;
    this.first[num] = first;
    this.second[num] = second;
  }

  /** Places an object, replacing what was there (the rebuild: a later definition wins). */
  replace(num: number, type: EntryType, first: number, second: number): void {
    if (num >= this.types.length) this.#grow(Math.max(num + 1, this.types.length * 2));
    this.types[num] = type;
    this.first[num] = first;
    this.second[num] = second;
  }

  #grow(size: number): void {
    const types = new Uint8Array(size);
    const first = new Float64Array(size);
    const second = new Uint32Array(size);
    types.set(this.types);
    first.set(this.first);
    second.set(this.second);
    this.types = types;
    this.first = first;
    this.second = second;
  }
}

export interface CrossReference {
  table: XrefTable;
  trailer: PdfDict;
}

const maxWindow = 256 * 1024 * 1024;

/** Parses bytes at `offset` with `parse`, reading a larger window whenever the data runs out. */
export function parseAt<T>(
  source: PdfSource,
  offset: number,
  parse: (p: ObjectParser) => T,
  window = 4096,
): T {
  for (;;) {
    const bytes = source.read(offset, window);
    const complete = offset + bytes.length >= source.size;
    try {
      return parse(new ObjectParser(bytes, 0, complete));
    } catch (error) {
      if (!(error instanceof Truncated) || complete || window >= maxWindow) throw error;
      window *= 4;
    }
  }
}

/** The object header `N G obj` and the object after it; a stream's data start is a file offset. */
export function readObjectAt(source: PdfSource, offset: number): { ref: Ref; value: PdfValue } {
  return parseAt(source, offset, (p) => {
    const num = p.next();
    const gen = p.next();
    const obj = p.next();
    if (typeof num !== 'number' || typeof gen !== 'number' || !(obj instanceof Keyword) || obj.word !== 'obj')
      throw new SyntaxProblem(`no object header at offset ${offset}`);
    const ref = new Ref(num, gen);
    const value = p.next();
    if (value instanceof Keyword) {
      if (value.word === 'endobj') return { ref, value: null };
      throw new SyntaxProblem(`object ${num} holds "${value.word}"`);
    }
    if (!isDict(value)) return { ref, value };
    const after = p.pos;
    p.skipSpace();
    if (p.pos + 6 > p.buf.length && !p.complete) throw new Truncated('the data ended before the stream');
    if (latin1(p.buf, p.pos, p.pos + 6) !== 'stream') {
      p.pos = after;
      return { ref, value };
    }
    let start = p.pos + 6;
    if (p.buf[start] === 0x0d) start++;
    if (p.buf[start] === 0x0a) start++;
    return { ref, value: new PdfStream(value, offset + start, ref) };
  });
}

function findStartXref(source: PdfSource): number {
  const tailLength = Math.min(source.size, 64 * 1024);
  const tail = latin1(source.read(source.size - tailLength, tailLength));
  const at = tail.lastIndexOf('startxref');
  if (at < 0) throw new SyntaxProblem('there is no startxref at the end of the file');
  const match = /^startxref\s+(\d+)/.exec(tail.slice(at));
  if (!match) throw new SyntaxProblem('startxref is not followed by an offset');
  return Number(match[1]);
}

/** Reads every cross-reference section from the last one back. */
export function readCrossReference(
  source: PdfSource,
  resolveLength: (v: PdfValue | undefined) => PdfValue | undefined,
): CrossReference {
  const table = new XrefTable();
  let trailer: PdfDict | undefined;
  const seen = new Set<number>();
  const pending = [findStartXref(source)];
  while (pending.length > 0) {
    const offset = pending.shift()!;
    if (seen.has(offset) || offset >= source.size) continue;
    seen.add(offset);
    const head = latin1(source.read(offset, 4)).trimStart();
    const section = head.startsWith('xref')
      ? readTable(source, offset, table)
      : readXrefStream(source, offset, table, resolveLength);
    trailer ??= section;
    const stm = section.get('XRefStm');
    if (typeof stm === 'number') pending.unshift(stm);
    const prev = section.get('Prev');
    if (typeof prev === 'number') pending.push(prev);
  }
  if (!trailer) throw new SyntaxProblem('no trailer');
  return { table, trailer };
}

function readTable(source: PdfSource, offset: number, table: XrefTable): PdfDict {
  return parseAt(
    source,
    offset,
    (p) => {
      p.next(); // xref
      const entries: [number, EntryType, number, number][] = [];
      for (;;) {
        const start = p.next();
        if (start instanceof Keyword && start.word === 'trailer') break;
        const count = p.next();
        if (typeof start !== 'number' || typeof count !== 'number')
          throw new SyntaxProblem('a cross-reference table subsection has no start and count');
        for (let i = 0; i < count; i++) {
          const where = p.next();
          const gen = p.next();
          const kind = p.next();
          if (typeof where !== 'number' || typeof gen !== 'number' || !(kind instanceof Keyword))
            throw new SyntaxProblem('a cross-reference table entry is malformed');
          entries.push([start + i, kind.word === 'n' ? EntryType.InFile : EntryType.Free, where, gen]);
        }
      }
      const trailer = p.value();
      if (!isDict(trailer)) throw new SyntaxProblem('the trailer is not a dictionary');
      // A table whose first subsection starts at 1 but whose first entry is the free head is off by one.
      const first = entries[0];
      if (first && first[0] === 1 && first[1] === EntryType.Free && first[3] === 65535)
        for (const e of entries) e[0] -= 1;
      for (const [num, type, where, gen] of entries) table.set(num, type, where, gen);
      return trailer;
    },
    64 * 1024,
  );
}

function readXrefStream(
  source: PdfSource,
  offset: number,
  table: XrefTable,
  resolveLength: (v: PdfValue | undefined) => PdfValue | undefined,
): PdfDict {
  const { value } = readObjectAt(source, offset);
  if (!(value instanceof PdfStream)) throw new SyntaxProblem(`no cross-reference at offset ${offset}`);
  const dict = value.dict;
  const length = resolveLength(dict.get('Length'));
  if (typeof length !== 'number') throw new SyntaxProblem('a cross-reference stream has no length');
  const data = decodeStream(source.read(value.dataStart, length), dict, (v) => v);
  const w = dict.get('W');
  const size = dict.get('Size');
  if (!Array.isArray(w) || w.length < 3 || typeof size !== 'number')
    throw new SyntaxProblem('a cross-reference stream has no W or Size');
  const widths = w.map((n) => (typeof n === 'number' ? n : 0));
  const index = dict.get('Index');
  const ranges = Array.isArray(index) ? (index as number[]) : [0, size];
  const entryLength = widths[0]! + widths[1]! + widths[2]!;
  let pos = 0;
  const field = (width: number, fallback: number): number => {
    if (width === 0) return fallback;
    let v = 0;
    for (let i = 0; i < width; i++) v = v * 256 + data[pos++]!;
    return v;
  };
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const start = ranges[r]!;
    const count = ranges[r + 1]!;
    for (let i = 0; i < count && pos + entryLength <= data.length; i++) {
      const type = field(widths[0]!, 1);
      const a = field(widths[1]!, 0);
      const b = field(widths[2]!, 0);
      if (type === 0) table.set(start + i, EntryType.Free, a, b);
      else if (type === 1) table.set(start + i, EntryType.InFile, a, b);
      else if (type === 2) table.set(start + i, EntryType.InObjectStream, a, b);
    }
  }
  return dict;
}

/**
 * The cross-reference rebuilt from the objects themselves, read through the file in 4 MiB pieces.
 * Objects inside object streams are added by the caller once it can decode those streams.
 */
export function rebuildCrossReference(source: PdfSource): {
  table: XrefTable;
  trailers: PdfDict[];
  objectStreams: number[];
} {
  const table = new XrefTable();
  const trailers: PdfDict[] = [];
  const objectStreams: number[] = [];
  const piece = 4 * 1024 * 1024;
  const overlap = 64;
  const header = /(\d{1,10})[\0\t\n\f\r ]+(\d{1,5})[\0\t\n\f\r ]+obj\b|trailer/g;
  for (let start = 0; start < source.size; start += piece) {
    const text = latin1(source.read(start, piece + overlap));
    header.lastIndex = 0;
    for (let m = header.exec(text); m; m = header.exec(text)) {
      if (m.index >= piece) break;
      const at = start + m.index;
      if (m[0] === 'trailer') {
        try {
          const trailer = parseAt(source, at + 7, (p) => p.value());
          if (isDict(trailer)) trailers.push(trailer);
        } catch {
          // a damaged trailer: the objects may still say where the catalog is
        }
        continue;
      }
      // A digit glued before the number means the match started mid-number: skip it.
      if (m.index > 0 && /\d/.test(text[m.index - 1]!)) continue;
      const num = Number(m[1]);
      table.replace(num, EntryType.InFile, at, Number(m[2]));
      try {
        const { value } = readObjectAt(source, at);
        const dict = value instanceof PdfStream ? value.dict : value;
        if (isDict(dict)) {
          if (dict.get('Type') === 'ObjStm') objectStreams.push(num);
          if (dict.has('Root')) trailers.push(dict);
        }
      } catch {
        // a damaged object is simply not there
      }
    }
  }
  return { table, trailers, objectStreams };
}
