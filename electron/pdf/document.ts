/**
 * One PDF file's objects, read on demand through a file descriptor: the cross-reference first, then
 * each object when asked for (from the file or from a decoded object stream), streams decoded only
 * when their data is wanted. Decryption (the standard security handler with an empty user password)
 * is applied to stream data. Pages are found through the page tree, skipping the subtrees outside the
 * pages asked for, with the attributes a page inherits (ISO 32000-1 § 7.7.3.4).
 */
import { createDecryptor, type Decryptor } from './encryption.js';
import { decodeStream } from './filters.js';
import { PdfSource } from './source.js';
import {
  isDict,
  ObjectParser,
  PdfStream,
  Ref,
  SyntaxProblem,
  type PdfDict,
  type PdfValue,
} from './syntax.js';
import {
  EntryType,
  readCrossReference,
  readObjectAt,
  rebuildCrossReference,
  type XrefTable,
} from './xref.js';

/** A page dictionary with what it inherits from its ancestors. */
export interface PageNode {
  readonly number: number;
  readonly dict: PdfDict;
  readonly ref: Ref | null;
  readonly resources: PdfDict | undefined;
  readonly mediaBox: PdfValue | undefined;
  readonly cropBox: PdfValue | undefined;
  readonly rotate: PdfValue | undefined;
}

const inheritable = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;
const cacheLimit = 20_000;

export class PdfFile {
  readonly source: PdfSource;
  #table!: XrefTable;
  #trailer!: PdfDict;
  #rebuilt = false;
  #decryptor: Decryptor | null = null;
  readonly #objects = new Map<number, PdfValue>();
  readonly #objectStreams = new Map<number, { data: Buffer; offsets: number[] }>();

  constructor(path: string) {
    this.source = new PdfSource(path);
    try {
      try {
        const xref = readCrossReference(this.source, (v) => this.#resolveDirectLength(v));
        this.#table = xref.table;
        this.#useTrailer(xref.trailer);
        if (!isDict(this.resolve(this.#trailer.get('Root'))))
          throw new SyntaxProblem('the catalog is missing');
      } catch {
        this.#rebuild();
      }
    } catch (error) {
      this.source.close();
      throw error;
    }
  }

  /** The trailer says where the catalog is and how the file is encrypted. */
  #useTrailer(trailer: PdfDict): void {
    this.#trailer = trailer;
    const encrypt = this.resolve(trailer.get('Encrypt'));
    this.#decryptor = isDict(encrypt)
      ? createDecryptor(encrypt, trailer.get('ID'), (v) => this.resolve(v))
      : null;
  }

  close(): void {
    this.source.close();
    this.#objects.clear();
    this.#objectStreams.clear();
  }

  get catalog(): PdfDict {
    const root = this.resolve(this.#trailer.get('Root'));
    if (!isDict(root)) throw new SyntaxProblem('the catalog is missing');
    return root;
  }

  /** Follows a reference (a missing object is null, as the standard says); other values as they are. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    return value instanceof Ref ? this.fetch(value) : value;
  }

  /** A dictionary, or a stream's dictionary; undefined for anything else. */
  dict(value: PdfValue | undefined): PdfDict | undefined {
    const v = this.resolve(value);
    if (v instanceof PdfStream) return v.dict;
    return isDict(v) ? v : undefined;
  }

  fetch(ref: Ref): PdfValue {
    const cached = this.#objects.get(ref.num);
    if (cached !== undefined) return cached;
    let value: PdfValue;
    try {
      value = this.#load(ref);
    } catch (error) {
      // A wrong offset in the cross-reference: rebuild it once, as other readers do, and try again.
      if (this.#rebuilt) throw error;
      this.#rebuild();
      value = this.#load(ref);
    }
    if (this.#objects.size >= cacheLimit) this.#objects.clear();
    this.#objects.set(ref.num, value);
    return value;
  }

  /** A stream's data with its filters applied. */
  streamData(stream: PdfStream): Buffer {
    return decodeStream(this.rawStreamData(stream), stream.dict, (v) => this.resolve(v));
  }

  /** A stream's bytes as stored (decrypted), before its filters. */
  rawStreamData(stream: PdfStream): Buffer {
    const length = this.resolve(stream.dict.get('Length'));
    let data = typeof length === 'number' && length >= 0 ? this.source.read(stream.dataStart, length) : null;
    if (!data || !this.#endsAt(stream.dataStart + data.length))
      data = this.#readToEndstream(stream.dataStart);
    return this.#decryptor && stream.ref ? this.#decryptor.decrypt(data, stream.ref) : data;
  }

  /** The number of pages the page tree says it has. */
  get pageCount(): number {
    const count = this.resolve(this.dict(this.catalog.get('Pages'))?.get('Count'));
    return typeof count === 'number' ? count : 0;
  }

  /** Pages `first` to `last` (1-based, inclusive), in order. */
  pages(first: number, last: number): PageNode[] {
    const found: PageNode[] = [];
    const root = this.catalog.get('Pages');
    const visited = new Set<number>();
    const walk = (
      nodeRef: PdfValue | undefined,
      inherited: Map<string, PdfValue | undefined>,
      before: number,
    ): number => {
      if (nodeRef instanceof Ref) {
        if (visited.has(nodeRef.num)) return 0;
        visited.add(nodeRef.num);
      }
      const node = this.dict(nodeRef);
      if (!node) return 0;
      const own = new Map(inherited);
      for (const key of inheritable) if (node.has(key)) own.set(key, node.get(key));
      const kids = this.resolve(node.get('Kids'));
      if (node.get('Type') === 'Page' || !Array.isArray(kids)) {
        const number = before + 1;
        if (number >= first && number <= last)
          found.push({
            number,
            dict: node,
            ref: nodeRef instanceof Ref ? nodeRef : null,
            resources: this.dict(own.get('Resources')),
            mediaBox: this.resolve(own.get('MediaBox')),
            cropBox: this.resolve(own.get('CropBox')),
            rotate: this.resolve(own.get('Rotate')),
          });
        return 1;
      }
      let counted = 0;
      // A node counting as many pages as it has kids has one page per kid: the kids before the range
      // are skipped without reading them (a flat tree of thousands of pages, split across threads).
      const nodeCount = this.resolve(node.get('Count'));
      const flatSkip = nodeCount === kids.length ? Math.max(0, Math.min(kids.length, first - 1 - before)) : 0;
      counted += flatSkip;
      for (const kid of flatSkip > 0 ? kids.slice(flatSkip) : kids) {
        if (before + counted >= last) break;
        const kidDict = this.dict(kid);
        const kidCount =
          kidDict && kidDict.get('Type') !== 'Page' ? this.resolve(kidDict.get('Count')) : undefined;
        // A whole subtree before the range is skipped by its count, without reading its pages.
        if (typeof kidCount === 'number' && kidCount >= 0 && before + counted + kidCount < first) {
          counted += kidCount;
          continue;
        }
        counted += walk(kid, own, before + counted);
      }
      return counted;
    };
    walk(root, new Map(), 0);
    return found;
  }

  #load(ref: Ref): PdfValue {
    const table = this.#table;
    if (ref.num >= table.size) return null;
    switch (table.types[ref.num]) {
      case EntryType.InFile: {
        const { ref: found, value } = readObjectAt(this.source, table.first[ref.num]!);
        if (found.num !== ref.num)
          throw new SyntaxProblem(`object ${ref.num} is not where the cross-reference says`);
        return value;
      }
      case EntryType.InObjectStream:
        return this.#fromObjectStream(table.first[ref.num]!, table.second[ref.num]!, ref.num);
      default:
        return null;
    }
  }

  #fromObjectStream(streamNum: number, index: number, num: number): PdfValue {
    let objectStream = this.#objectStreams.get(streamNum);
    if (!objectStream) {
      const stream = this.fetch(new Ref(streamNum, 0));
      if (!(stream instanceof PdfStream)) throw new SyntaxProblem(`object stream ${streamNum} is missing`);
      const data = this.streamData(stream);
      const n = this.resolve(stream.dict.get('N'));
      const firstOffset = this.resolve(stream.dict.get('First'));
      if (typeof n !== 'number' || typeof firstOffset !== 'number')
        throw new SyntaxProblem(`object stream ${streamNum} has no N or First`);
      const header = new ObjectParser(data.subarray(0, firstOffset), 0, true);
      const offsets: number[] = [];
      for (let i = 0; i < n; i++) {
        header.value(); // the object number
        offsets.push(firstOffset + (header.value() as number));
      }
      objectStream = { data, offsets };
      if (this.#objectStreams.size >= 8) this.#objectStreams.delete(this.#objectStreams.keys().next().value!);
      this.#objectStreams.set(streamNum, objectStream);
    }
    const at = objectStream.offsets[index];
    if (at === undefined) throw new SyntaxProblem(`object ${num} is not in object stream ${streamNum}`);
    return new ObjectParser(objectStream.data, at, true).value();
  }

  /** A /Length that is a reference, while the cross-reference itself is being read: not followable yet. */
  #resolveDirectLength(value: PdfValue | undefined): PdfValue | undefined {
    if (!(value instanceof Ref)) return value;
    if (!this.#table) return undefined;
    return this.resolve(value);
  }

  #rebuild(): void {
    this.#rebuilt = true;
    const { table, trailers, objectStreams } = rebuildCrossReference(this.source);
    this.#table = table;
    this.#objects.clear();
    this.#objectStreams.clear();
    const candidates = [...trailers].reverse();
    const [newest] = candidates;
    if (!newest) throw new SyntaxProblem('the file has no trailer and no catalog');
    this.#useTrailer(newest);
    for (const num of objectStreams) {
      try {
        const stream = this.fetch(new Ref(num, 0));
        if (!(stream instanceof PdfStream)) continue;
        const n = this.resolve(stream.dict.get('N'));
        const header = new ObjectParser(this.streamData(stream), 0, true);
        for (let i = 0; typeof n === 'number' && i < n; i++) {
          const member = header.value();
          header.value();
          // An object found loose in the file keeps that place: set() does not replace it.
          if (typeof member === 'number') table.set(member, EntryType.InObjectStream, num, i);
        }
      } catch {
        // a damaged object stream: its objects are lost
      }
    }
    this.#objects.clear();
    const trailer = candidates.find((t) => isDict(this.resolve(t.get('Root'))));
    if (!trailer) throw new SyntaxProblem('the file has no readable catalog');
    if (trailer !== newest) this.#useTrailer(trailer);
  }

  #endsAt(position: number): boolean {
    const text = this.source.read(position, 32).toString('latin1');
    return /^\s*endstream/.test(text);
  }

  #readToEndstream(start: number): Buffer {
    const piece = 1024 * 1024;
    for (let at = start; at < this.source.size; at += piece - 16) {
      const text = this.source.read(at, piece).toString('latin1');
      const found = text.indexOf('endstream');
      if (found >= 0) {
        let end = at + found;
        const before = this.source.read(end - 2, 2);
        if (before[1] === 0x0a) end--;
        if (before[0] === 0x0d && before[1] === 0x0a) end--;
        else if (before[1] === 0x0d) end--;
        return this.source.read(start, end - start);
      }
    }
    throw new SyntaxProblem('a stream has no end');
  }
}
