/**
 * The IPP message encoding (RFC 8010 §3): a header, attribute groups, and every value syntax an IPP
 * Everywhere printer and its clients use — integers, enums, booleans, strings with and without a
 * language, dates, resolutions, ranges, octet strings, collections and the out-of-band values.
 *
 * Our own, not a package: the ones on the registry do not fit a printer (README.md, "The codec").
 * `decode` reads the attribute part of a message and says where it ended: what follows is the
 * document, which the server streams to disk without holding it here.
 */
import { Tag, isDelimiter, isOutOfBand } from './ipp-constants.js';

export interface Resolution {
  readonly x: number;
  readonly y: number;
  /** 3: dots per inch, 4: dots per centimetre. */
  readonly units: number;
}

export interface Range {
  readonly lower: number;
  readonly upper: number;
}

export interface WithLanguage {
  readonly lang: string;
  readonly text: string;
}

export interface IppCollection {
  readonly members: readonly IppAttribute[];
}

/** A value's data: its shape follows its tag (out-of-band values have none). */
export type IppData =
  number | boolean | string | Uint8Array | Date | Resolution | Range | WithLanguage | IppCollection | null;

export interface IppValue {
  readonly tag: number;
  readonly data: IppData;
}

export interface IppAttribute {
  readonly name: string;
  readonly values: readonly IppValue[];
}

export interface IppGroup {
  readonly tag: number;
  readonly attributes: readonly IppAttribute[];
}

export interface IppMessage {
  readonly version: readonly [major: number, minor: number];
  /** The operation of a request, the status of a response. */
  readonly code: number;
  readonly requestId: number;
  readonly groups: readonly IppGroup[];
}

/** The bytes are not an IPP message (cut short, or a length that runs past the end). */
export class IppParseError extends Error {
  override readonly name = 'IppParseError';
}

/** The message's attributes, and the offset where its data (a document) starts; null while more bytes are needed. */
export function decode(buffer: Uint8Array): { message: IppMessage; dataOffset: number } | null {
  try {
    const reader = new Reader(buffer);
    const message = readMessage(reader);
    return { message, dataOffset: reader.offset };
  } catch (error) {
    if (error instanceof NeedMore) return null;
    throw error;
  }
}

class NeedMore extends Error {}

class Reader {
  offset = 0;
  private readonly view: DataView;
  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  private need(n: number) {
    if (this.offset + n > this.bytes.length) throw new NeedMore();
  }
  u8(): number {
    this.need(1);
    return this.view.getUint8(this.offset++);
  }
  i16(): number {
    this.need(2);
    const v = this.view.getUint16(this.offset);
    this.offset += 2;
    return v;
  }
  i32(): number {
    this.need(4);
    const v = this.view.getInt32(this.offset);
    this.offset += 4;
    return v;
  }
  bytesOf(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }
  peek(): number {
    this.need(1);
    return this.view.getUint8(this.offset);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: false });
const text = (bytes: Uint8Array) => utf8.decode(bytes);

function readMessage(r: Reader): IppMessage {
  const version = [r.u8(), r.u8()] as const;
  const code = r.i16();
  const requestId = r.i32();
  const groups: IppGroup[] = [];
  let tag = r.u8();
  while (tag !== Tag.endOfAttributes) {
    if (!isDelimiter(tag)) throw new IppParseError(`expected a group tag, got 0x${tag.toString(16)}`);
    const attributes: IppAttribute[] = [];
    groups.push({ tag, attributes });
    tag = r.u8();
    while (!isDelimiter(tag)) {
      const name = text(r.bytesOf(r.i16()));
      const value = readValue(r, tag);
      if (name === '') {
        const last = attributes.at(-1);
        if (!last) throw new IppParseError('an additional value with no attribute before it');
        (last.values as IppValue[]).push(value);
      } else attributes.push({ name, values: [value] });
      tag = r.u8();
    }
  }
  return { version, code, requestId, groups };
}

function readValue(r: Reader, tag: number): IppValue {
  if (tag === Tag.extension) {
    const length = r.i16();
    if (length < 4) throw new IppParseError('an extension value shorter than its tag');
    return { tag, data: r.bytesOf(length) };
  }
  if (tag === Tag.begCollection) {
    r.bytesOf(r.i16());
    return { tag, data: readCollection(r) };
  }
  const bytes = r.bytesOf(r.i16());
  return { tag, data: valueOf(tag, bytes) };
}

/** The members of a collection, up to its endCollection (the begCollection's own value is read). */
function readCollection(r: Reader): IppCollection {
  const members: IppAttribute[] = [];
  for (;;) {
    const tag = r.u8();
    const nameLength = r.i16();
    r.bytesOf(nameLength);
    if (tag === Tag.endCollection) {
      r.bytesOf(r.i16());
      return { members };
    }
    if (tag === Tag.memberAttrName) {
      members.push({ name: text(r.bytesOf(r.i16())), values: [] });
      continue;
    }
    const member = members.at(-1);
    if (!member) throw new IppParseError('a collection value before its member name');
    (member.values as IppValue[]).push(readValue(r, tag));
  }
}

function valueOf(tag: number, b: Uint8Array): IppData {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const sized = (n: number) => {
    if (b.length !== n) throw new IppParseError(`a value of tag 0x${tag.toString(16)} must be ${n} bytes`);
  };
  if (isOutOfBand(tag)) return null;
  switch (tag) {
    case Tag.integer:
    case Tag.enum:
      sized(4);
      return view.getInt32(0);
    case Tag.boolean:
      sized(1);
      return b[0] !== 0;
    case Tag.dateTime: {
      sized(11);
      const utc = Date.UTC(view.getUint16(0), b[2]! - 1, b[3], b[4], b[5], b[6], b[7]! * 100);
      const offsetMinutes = (b[9]! * 60 + b[10]!) * (b[8] === 0x2d ? -1 : 1);
      return new Date(utc - offsetMinutes * 60_000);
    }
    case Tag.resolution:
      sized(9);
      return { x: view.getInt32(0), y: view.getInt32(4), units: b[8]! };
    case Tag.rangeOfInteger:
      sized(8);
      return { lower: view.getInt32(0), upper: view.getInt32(4) };
    case Tag.textWithLanguage:
    case Tag.nameWithLanguage: {
      const inner = new Reader(b);
      try {
        const lang = text(inner.bytesOf(inner.i16()));
        return { lang, text: text(inner.bytesOf(inner.i16())) };
      } catch {
        throw new IppParseError('a string with a language cut short');
      }
    }
    case Tag.octetString:
      return b.slice();
    default:
      return text(b);
  }
}

/** The message as bytes (a response, or a request in tests). */
export function encode(message: IppMessage): Buffer {
  const w = new Writer();
  w.u8(message.version[0]);
  w.u8(message.version[1]);
  w.u16(message.code);
  w.i32(message.requestId);
  for (const group of message.groups) {
    w.u8(group.tag);
    for (const attribute of group.attributes) writeAttribute(w, attribute);
  }
  w.u8(Tag.endOfAttributes);
  return w.done();
}

function writeAttribute(w: Writer, attribute: IppAttribute): void {
  attribute.values.forEach((value, i) => {
    w.u8(value.tag);
    w.string(i === 0 ? attribute.name : '');
    writeValue(w, value);
  });
}

function writeValue(w: Writer, { tag, data }: IppValue): void {
  if (tag === Tag.begCollection) {
    w.u16(0);
    for (const member of (data as IppCollection).members) {
      w.u8(Tag.memberAttrName);
      w.u16(0);
      w.string(member.name);
      for (const value of member.values) {
        w.u8(value.tag);
        w.u16(0);
        writeValue(w, value);
      }
    }
    w.u8(Tag.endCollection);
    w.u16(0);
    w.u16(0);
    return;
  }
  if (data === null) return w.u16(0);
  switch (tag) {
    case Tag.integer:
    case Tag.enum:
      w.u16(4);
      return w.i32(data as number);
    case Tag.boolean:
      w.u16(1);
      return w.u8(data ? 1 : 0);
    case Tag.dateTime:
      w.u16(11);
      return w.raw(dateBytes(data as Date));
    case Tag.resolution: {
      const r = data as Resolution;
      w.u16(9);
      w.i32(r.x);
      w.i32(r.y);
      return w.u8(r.units);
    }
    case Tag.rangeOfInteger: {
      const r = data as Range;
      w.u16(8);
      w.i32(r.lower);
      return w.i32(r.upper);
    }
    case Tag.textWithLanguage:
    case Tag.nameWithLanguage: {
      const { lang, text: s } = data as WithLanguage;
      const l = Buffer.from(lang);
      const t = Buffer.from(s);
      w.u16(4 + l.length + t.length);
      w.string(lang);
      return w.string(s);
    }
    default:
      if (data instanceof Uint8Array) {
        w.u16(data.length);
        return w.raw(data);
      }
      return w.string(String(data));
  }
}

/** RFC 2579 DateAndTime, in UTC. */
function dateBytes(d: Date): Uint8Array {
  const b = Buffer.alloc(11);
  b.writeUInt16BE(d.getUTCFullYear(), 0);
  b[2] = d.getUTCMonth() + 1;
  b[3] = d.getUTCDate();
  b[4] = d.getUTCHours();
  b[5] = d.getUTCMinutes();
  b[6] = d.getUTCSeconds();
  b[7] = Math.floor(d.getUTCMilliseconds() / 100);
  b[8] = 0x2b; // '+'
  return b;
}

class Writer {
  private chunks: Buffer[] = [];
  private current = Buffer.alloc(4096);
  private used = 0;
  private room(n: number) {
    if (this.used + n <= this.current.length) return;
    this.chunks.push(this.current.subarray(0, this.used));
    this.current = Buffer.alloc(Math.max(4096, n));
    this.used = 0;
  }
  u8(v: number) {
    this.room(1);
    this.current.writeUInt8(v, this.used++);
  }
  u16(v: number) {
    this.room(2);
    this.current.writeUInt16BE(v, this.used);
    this.used += 2;
  }
  i32(v: number) {
    this.room(4);
    this.current.writeInt32BE(v, this.used);
    this.used += 4;
  }
  raw(bytes: Uint8Array) {
    this.room(bytes.length);
    this.current.set(bytes, this.used);
    this.used += bytes.length;
  }
  /** A length-prefixed UTF-8 string (IPP lengths are 16-bit: longer text is cut at a character boundary). */
  string(s: string) {
    let bytes = Buffer.from(s);
    if (bytes.length > 0x7fff)
      bytes = Buffer.from(utf8.decode(bytes.subarray(0, 0x7fff)).replace(/\uFFFD$/, ''));
    this.u16(bytes.length);
    this.raw(bytes);
  }
  done(): Buffer {
    return Buffer.concat([...this.chunks, this.current.subarray(0, this.used)]);
  }
}
