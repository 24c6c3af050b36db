/**
 * Reads a content stream (ISO 32000-1 § 7.8.2) as operators with their operands, without building
 * what the preflight never looks at: strings, arrays and property dictionaries are skipped and stand
 * as a marker. Inline images (BI … ID data EI, § 8.9.7) come back as the operator `BI` with their
 * dictionary as the one operand; their data is stepped over, never decoded.
 */
import { isRegular, isWhite, latin1, ObjectParser, type PdfDict, type PdfValue } from './syntax.js';

/** What stands for an operand whose content is not needed. */
export const skipped = Symbol('skipped');
export type Operand = number | string | boolean | null | typeof skipped | PdfDict;

const abbreviations: Record<string, string> = {
  BPC: 'BitsPerComponent',
  CS: 'ColorSpace',
  D: 'Decode',
  DP: 'DecodeParms',
  F: 'Filter',
  H: 'Height',
  IM: 'ImageMask',
  I: 'Interpolate',
  W: 'Width',
  L: 'Length',
};

const colourAbbreviations: Record<string, string> = {
  G: 'DeviceGray',
  RGB: 'DeviceRGB',
  CMYK: 'DeviceCMYK',
  I: 'Indexed',
};

/**
 * The operators the preflight acts on, as small numbers: a switch on numbers is what keeps the
 * interpreter fast from its first page on (a fresh thread runs it before the compiler has optimised it).
 */
export const enum Op {
  End = -1,
  Other = 0,
  Save,
  Restore,
  Concat,
  FillGray,
  StrokeGray,
  FillRgb,
  StrokeRgb,
  FillCmyk,
  StrokeCmyk,
  FillSpace,
  StrokeSpace,
  FillColourN,
  StrokeColourN,
  Shade,
  Fill,
  Stroke,
  FillStroke,
  TextMode,
  Font,
  ShowText,
  XObject,
  InlineImage,
}

const operatorCodes: Record<string, Op> = {
  q: Op.Save,
  Q: Op.Restore,
  cm: Op.Concat,
  g: Op.FillGray,
  G: Op.StrokeGray,
  rg: Op.FillRgb,
  RG: Op.StrokeRgb,
  k: Op.FillCmyk,
  K: Op.StrokeCmyk,
  cs: Op.FillSpace,
  CS: Op.StrokeSpace,
  scn: Op.FillColourN,
  SCN: Op.StrokeColourN,
  sh: Op.Shade,
  f: Op.Fill,
  F: Op.Fill,
  'f*': Op.Fill,
  S: Op.Stroke,
  s: Op.Stroke,
  B: Op.FillStroke,
  'B*': Op.FillStroke,
  b: Op.FillStroke,
  'b*': Op.FillStroke,
  Tr: Op.TextMode,
  Tf: Op.Font,
  Tj: Op.ShowText,
  TJ: Op.ShowText,
  "'": Op.ShowText,
  '"': Op.ShowText,
  Do: Op.XObject,
  BI: Op.InlineImage,
};

/** An operator's bytes (up to three) as one number. */
function operatorKey(buf: Uint8Array, start: number, end: number): number {
  let key = end - start;
  for (let i = start; i < end; i++) key = key * 256 + buf[i]!;
  return key;
}

const codesByKey = new Map<number, Op>(
  Object.entries(operatorCodes).map(([word, code]) => [
    operatorKey(Buffer.from(word, 'latin1'), 0, word.length),
    code,
  ]),
);

export class ContentLexer {
  pos = 0;
  #operatorStart = 0;
  #operatorEnd = 0;

  constructor(readonly buf: Uint8Array) {}

  /** The last operator's text (for messages and tests; the interpreter uses the code). */
  get operator(): string {
    return latin1(this.buf, this.#operatorStart, this.#operatorEnd);
  }

  /** The next operator's code, its operands in `operands` (emptied first); Op.End at the end. */
  next(operands: Operand[]): Op {
    operands.length = 0;
    const buf = this.buf;
    const end = buf.length;
    let pos = this.pos;
    while (pos < end) {
      const c = buf[pos]!;
      if (c <= 0x20 && isWhite(c)) {
        pos++;
        continue;
      }
      if ((c >= 0x30 && c <= 0x39) || c === 0x2d || c === 0x2e || c === 0x2b) {
        // A number, read here for speed (content streams are mostly numbers).
        let sign = 1;
        if (c === 0x2d || c === 0x2b) {
          sign = c === 0x2d ? -1 : 1;
          pos++;
          while (buf[pos] === 0x2d || buf[pos] === 0x2b) pos++;
        }
        let value = 0;
        let d: number;
        while (pos < end && (d = buf[pos]! - 0x30) >= 0 && d <= 9) {
          value = value * 10 + d;
          pos++;
        }
        if (buf[pos] === 0x2e) {
          pos++;
          let scale = 0.1;
          while (pos < end && (d = buf[pos]! - 0x30) >= 0 && d <= 9) {
            value += d * scale;
            scale *= 0.1;
            pos++;
          }
        }
        while (pos < end && isRegular(buf[pos]!)) pos++;
        operands.push(sign * value);
        continue;
      }
      switch (c) {
        case 0x2f: {
          const start = ++pos;
          let escaped = false;
          while (pos < end && isRegular(buf[pos]!)) {
            if (buf[pos] === 0x23) escaped = true;
            pos++;
          }
          const name = latin1(buf, start, pos);
          operands.push(
            escaped
              ? name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
              : name,
          );
          continue;
        }
        case 0x28:
          pos = skipLiteralString(buf, pos);
          operands.push(skipped);
          continue;
        case 0x3c:
          if (buf[pos + 1] === 0x3c) {
            // A property list (BDC, DP): a dictionary of its own, kept (it is small and rare).
            const parser = new ObjectParser(buf, pos, true);
            try {
              operands.push(parser.dict());
            } catch {
              operands.push(skipped);
            }
            pos = Math.max(parser.pos, pos + 2);
          } else {
            while (pos < end && buf[pos] !== 0x3e) pos++;
            pos++;
            operands.push(skipped);
          }
          continue;
        case 0x5b:
          pos = skipArray(buf, pos);
          operands.push(skipped);
          continue;
        case 0x25:
          while (pos < end && buf[pos] !== 0x0a && buf[pos] !== 0x0d) pos++;
          continue;
        case 0x5d:
        case 0x3e:
        case 0x29:
        case 0x7b:
        case 0x7d:
          pos++;
          continue;
      }
      const start = pos;
      while (pos < end && isRegular(buf[pos]!)) pos++;
      this.#operatorStart = start;
      this.#operatorEnd = pos;
      this.pos = pos;
      if (pos - start > 3) {
        const word = latin1(buf, start, pos);
        if (word === 'true' || word === 'false') {
          operands.push(word === 'true');
          continue;
        }
        if (word === 'null') {
          operands.push(null);
          continue;
        }
        return Op.Other;
      }
      const code = codesByKey.get(operatorKey(buf, start, pos)) ?? Op.Other;
      if (code === Op.InlineImage) operands.push(this.#inlineImage());
      return code;
    }
    this.pos = pos;
    this.#operatorStart = this.#operatorEnd = pos;
    return Op.End;
  }

  /** Reads an inline image's dictionary (full key names) and steps over its data and EI. */
  #inlineImage(): PdfDict {
    const parser = new ObjectParser(this.buf, this.pos, true);
    const dict: PdfDict = new Map();
    for (;;) {
      parser.skipSpace();
      if (parser.pos >= this.buf.length) break;
      if (this.buf[parser.pos] !== 0x2f) {
        const word = parser.word();
        if (word === 'ID') break;
        continue;
      }
      const key = parser.name();
      let value: PdfValue;
      try {
        value = parser.value();
      } catch {
        break;
      }
      const full = abbreviations[key] ?? key;
      if (full === 'ColorSpace' && typeof value === 'string') value = colourAbbreviations[value] ?? value;
      if (full === 'ColorSpace' && Array.isArray(value) && typeof value[0] === 'string')
        value = [colourAbbreviations[value[0]] ?? value[0], ...value.slice(1)];
      dict.set(full, value);
    }
    // One white-space character separates ID from the data.
    let pos = parser.pos + 1;
    const length = inlineDataLength(dict);
    if (length !== null) pos += length;
    this.pos = findEndOfInlineImage(this.buf, pos);
    return dict;
  }
}

/** The data's length when the image says it or is not compressed; null when EI must be searched for. */
function inlineDataLength(dict: PdfDict): number | null {
  const stated = dict.get('Length');
  if (typeof stated === 'number') return stated;
  if (dict.get('Filter') !== undefined) return null;
  const width = dict.get('Width');
  const height = dict.get('Height');
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  const mask = dict.get('ImageMask') === true;
  const bits = mask ? 1 : Number(dict.get('BitsPerComponent') ?? 8);
  const space = dict.get('ColorSpace');
  const components = mask
    ? 1
    : space === 'DeviceCMYK'
      ? 4
      : space === 'DeviceRGB'
        ? 3
        : space === 'DeviceGray' || Array.isArray(space)
          ? 1
          : null;
  if (components === null) return null;
  return Math.ceil((width * components * bits) / 8) * height;
}

/** Just after `EI` standing alone (white-space before, white-space or the end after), from `from` on. */
function findEndOfInlineImage(buf: Uint8Array, from: number): number {
  for (let i = Math.max(0, from - 1); i + 1 < buf.length; i++) {
    if (
      buf[i] === 0x45 &&
      buf[i + 1] === 0x49 &&
      (i === 0 || isWhite(buf[i - 1]!)) &&
      (i + 2 >= buf.length || isWhite(buf[i + 2]!) || !isRegular(buf[i + 2]!))
    )
      return i + 2;
  }
  return buf.length;
}

function skipLiteralString(buf: Uint8Array, pos: number): number {
  let depth = 0;
  for (; pos < buf.length; pos++) {
    const c = buf[pos]!;
    if (c === 0x5c) pos++;
    else if (c === 0x28) depth++;
    else if (c === 0x29 && --depth === 0) return pos + 1;
  }
  return pos;
}

function skipArray(buf: Uint8Array, pos: number): number {
  let depth = 0;
  for (; pos < buf.length; pos++) {
    const c = buf[pos]!;
    if (c === 0x28) pos = skipLiteralString(buf, pos) - 1;
    else if (c === 0x5b) depth++;
    else if (c === 0x5d && --depth === 0) return pos + 1;
  }
  return pos;
}
