/**
 * PDF objects (ISO 32000-1 § 7.3) and the parser that reads them from bytes. Names are plain strings
 * (their #xx escapes decoded); everything else that must be told apart from a name has a class.
 * Only what the preflight needs is kept: a string's bytes are kept, never interpreted.
 */

export class Ref {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

export class PdfString {
  constructor(readonly bytes: Uint8Array) {}
}

/** A stream object: its dictionary and where its data starts in the file (or in a decoded buffer). */
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly dataStart: number,
    /** The object this stream is, for the encryption key and for caches. */
    readonly ref: Ref | null,
  ) {}
}

/** An operator or a keyword (obj, endobj, stream, R, …): what is not a value. */
export class Keyword {
  constructor(readonly word: string) {}
}

export type PdfDict = Map<string, PdfValue>;
export type PdfValue = number | boolean | null | string | PdfString | PdfValue[] | PdfDict | Ref | PdfStream;

/** Thrown when the bytes end in the middle of an object: the caller may retry with more of them. */
export class Truncated extends Error {
  override readonly name = 'Truncated';
}

export class SyntaxProblem extends Error {
  override readonly name = 'SyntaxProblem';
}

// Character classes: 1 white-space, 2 delimiter, 0 regular.
const charClass = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) charClass[c] = 1;
for (const c of '()<>[]{}/%') charClass[c.charCodeAt(0)] = 2;

export const isWhite = (c: number): boolean => charClass[c] === 1;
export const isRegular = (c: number): boolean => charClass[c] === 0;

const decoder = new TextDecoder('latin1');

export function latin1(bytes: Uint8Array, start = 0, end = bytes.length): string {
  // Operators and names are a few bytes: building them by hand beats a decoder call and a view.
  if (end - start <= 16) {
    let text = '';
    for (let i = start; i < end; i++) text += String.fromCharCode(bytes[i]!);
    return text;
  }
  return decoder.decode(bytes.subarray(start, end));
}

/** Reads PDF objects from a buffer, from `pos` on. */
export class ObjectParser {
  pos: number;

  /** `complete`: the buffer holds all the data (an object stream), not a window on a longer file. */
  constructor(
    readonly buf: Uint8Array,
    pos = 0,
    readonly complete = false,
  ) {
    this.pos = pos;
  }

  /** Skips white-space and comments. */
  skipSpace(): void {
    const buf = this.buf;
    let pos = this.pos;
    for (;;) {
      while (pos < buf.length && charClass[buf[pos]!] === 1) pos++;
      if (pos < buf.length && buf[pos] === 0x25 /* % */) {
        while (pos < buf.length && buf[pos] !== 0x0a && buf[pos] !== 0x0d) pos++;
        continue;
      }
      break;
    }
    this.pos = pos;
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.pos >= this.buf.length;
  }

  /** The next value, or the keyword standing where one was expected. */
  next(): PdfValue | Keyword {
    this.skipSpace();
    const buf = this.buf;
    if (this.pos >= buf.length) throw new Truncated('the data ended in the middle of an object');
    const c = buf[this.pos]!;
    switch (c) {
      case 0x2f: // /
        return this.name();
      case 0x28: // (
        return new PdfString(this.literalString());
      case 0x3c: // <
        if (buf[this.pos + 1] === 0x3c) return this.dict();
        if (this.pos + 1 >= buf.length) throw new Truncated('the data ended in a string');
        return new PdfString(this.hexString());
      case 0x5b: // [
        return this.array();
      case 0x5d: // ]
      case 0x3e: // >
      case 0x29: // )
      case 0x7b: // {
      case 0x7d: // }
        this.pos++;
        return new Keyword(String.fromCharCode(c));
    }
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) return this.numberOrRef();
    const word = this.word();
    switch (word) {
      case 'true':
        return true;
      case 'false':
        return false;
      case 'null':
        return null;
    }
    return new Keyword(word);
  }

  /** The next value; a keyword there is a syntax error. */
  value(): PdfValue {
    const v = this.next();
    if (v instanceof Keyword) throw new SyntaxProblem(`unexpected "${v.word}" where a value was expected`);
    return v;
  }

  /** A run of regular characters (a keyword or operator). */
  word(): string {
    const buf = this.buf;
    const start = this.pos;
    while (this.pos < buf.length && charClass[buf[this.pos]!] === 0) this.pos++;
    if (this.pos === start) {
      this.pos++;
      return String.fromCharCode(buf[start]!);
    }
    return latin1(buf, start, this.pos);
  }

  name(): string {
    const buf = this.buf;
    const start = ++this.pos;
    let escaped = false;
    while (this.pos < buf.length && charClass[buf[this.pos]!] === 0) {
      if (buf[this.pos] === 0x23) escaped = true;
      this.pos++;
    }
    const raw = latin1(buf, start, this.pos);
    return escaped
      ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      : raw;
  }

  number(): number {
    const buf = this.buf;
    let sign = 1;
    let c = buf[this.pos]!;
    if (c === 0x2d || c === 0x2b) {
      if (c === 0x2d) sign = -1;
      this.pos++;
      // Some writers double the sign ("--5"); readers take it as one.
      while (buf[this.pos] === 0x2d || buf[this.pos] === 0x2b) this.pos++;
    }
    let value = 0;
    while (this.pos < buf.length && (c = buf[this.pos]!) >= 0x30 && c <= 0x39) {
      value = value * 10 + (c - 0x30);
      this.pos++;
    }
    if (buf[this.pos] === 0x2e) {
      this.pos++;
      let scale = 0.1;
      while (this.pos < buf.length && (c = buf[this.pos]!) >= 0x30 && c <= 0x39) {
        value += (c - 0x30) * scale;
        scale /= 10;
        this.pos++;
      }
    }
    // Stray characters glued to a number ("12.5.3", "4-2") are skipped, as readers do.
    while (this.pos < buf.length && charClass[buf[this.pos]!] === 0) this.pos++;
    if (this.pos === buf.length && !this.complete) throw new Truncated('the data ended in a number');
    return sign * value;
  }

  /** An integer may start an indirect reference: `12 0 R`. */
  numberOrRef(): number | Ref {
    const first = this.number();
    if (!Number.isInteger(first) || first < 0) return first;
    const buf = this.buf;
    const save = this.pos;
    this.skipSpace();
    let p = this.pos;
    const genStart = p;
    while (p < buf.length && buf[p]! >= 0x30 && buf[p]! <= 0x39) p++;
    if (p > genStart && p < buf.length && charClass[buf[p]!] !== 0) {
      const gen = Number(latin1(buf, genStart, p));
      this.pos = p;
      this.skipSpace();
      if (
        buf[this.pos] === 0x52 /* R */ &&
        (this.pos + 1 >= buf.length || charClass[buf[this.pos + 1]!] !== 0)
      ) {
        this.pos++;
        return new Ref(first, gen);
      }
    }
    if (p >= buf.length && !this.complete) throw new Truncated('the data ended after a number');
    this.pos = save;
    return first;
  }

  literalString(): Uint8Array {
    const buf = this.buf;
    const out: number[] = [];
    let depth = 1;
    this.pos++;
    while (this.pos < buf.length) {
      const c = buf[this.pos++]!;
      if (c === 0x5c /* \ */) {
        const e = buf[this.pos++];
        if (e === undefined) break;
        const simple: Record<number, number> = { 110: 10, 114: 13, 116: 9, 98: 8, 102: 12 };
        if (simple[e] !== undefined) out.push(simple[e]);
        else if (e >= 0x30 && e <= 0x37) {
          let octal = e - 0x30;
          for (let i = 0; i < 2 && buf[this.pos]! >= 0x30 && buf[this.pos]! <= 0x37; i++)
            octal = octal * 8 + (buf[this.pos++]! - 0x30);
          out.push(octal & 0xff);
        } else if (e === 0x0d) {
          if (buf[this.pos] === 0x0a) this.pos++;
        } else if (e !== 0x0a) out.push(e);
        continue;
      }
      if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) return Uint8Array.from(out);
      out.push(c);
    }
    throw new Truncated('the data ended in a string');
  }

  hexString(): Uint8Array {
    const buf = this.buf;
    const out: number[] = [];
    let high = -1;
    this.pos++;
    while (this.pos < buf.length) {
      const c = buf[this.pos++]!;
      if (c === 0x3e) {
        if (high >= 0) out.push(high << 4);
        return Uint8Array.from(out);
      }
      const d = hexDigit(c);
      if (d < 0) continue;
      if (high < 0) high = d;
      else {
        out.push((high << 4) | d);
        high = -1;
      }
    }
    throw new Truncated('the data ended in a string');
  }

  array(): PdfValue[] {
    this.pos++;
    const items: PdfValue[] = [];
    for (;;) {
      const v = this.next();
      if (v instanceof Keyword) {
        if (v.word === ']') return items;
        // Junk keywords inside an array are skipped, as readers do.
        continue;
      }
      items.push(v);
    }
  }

  dict(): PdfDict {
    this.pos += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      this.skipSpace();
      const buf = this.buf;
      if (this.pos >= buf.length) throw new Truncated('the data ended in a dictionary');
      if (buf[this.pos] === 0x3e) {
        if (this.pos + 1 >= buf.length) throw new Truncated('the data ended in a dictionary');
        this.pos += buf[this.pos + 1] === 0x3e ? 2 : 1;
        return dict;
      }
      if (buf[this.pos] !== 0x2f) {
        // A value without a key: skip it.
        const stray = this.next();
        if (stray instanceof Keyword && (stray.word === 'endobj' || stray.word === 'stream')) {
          this.pos -= stray.word.length;
          return dict;
        }
        continue;
      }
      const key = this.name();
      const v = this.next();
      if (v instanceof Keyword) {
        if (v.word === '>') return dict;
        continue;
      }
      dict.set(key, v);
    }
  }
}

export function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

export function isDict(v: unknown): v is PdfDict {
  return v instanceof Map;
}
