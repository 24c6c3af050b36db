/**
 * Decodes the streams the preflight reads: content streams, object and cross-reference streams, ICC
 * profiles' dictionaries aside (ISO 32000-1 § 7.4). Image codecs (DCT, JPX, CCITT, JBIG2) are never
 * decoded: an image's size and colour come from its dictionary, which is the point of reading the PDF
 * ourselves instead of through pdf.js, which decodes every image.
 */
import { constants, inflateRawSync, inflateSync } from 'node:zlib';
import { isDict, type PdfDict, type PdfValue } from './syntax.js';

export class UnsupportedFilter extends Error {
  override readonly name = 'UnsupportedFilter';
}

/** Applies a stream's filters in order; `resolve` follows indirect references in its dictionary. */
export function decodeStream(
  data: Buffer,
  dict: PdfDict,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): Buffer {
  const filter = resolve(dict.get('Filter') ?? dict.get('F'));
  const params = resolve(dict.get('DecodeParms') ?? dict.get('DP'));
  const filters = Array.isArray(filter)
    ? filter.map(resolve)
    : filter === undefined || filter === null
      ? []
      : [filter];
  let out = data;
  filters.forEach((name, i) => {
    const p = resolve(Array.isArray(params) ? params[i] : params);
    out = applyFilter(String(name), out, isDict(p) ? p : undefined, resolve);
  });
  return out;
}

function applyFilter(
  name: string,
  data: Buffer,
  params: PdfDict | undefined,
  resolve: (v: PdfValue | undefined) => PdfValue | undefined,
): Buffer {
  const param = (key: string, fallback: number): number => {
    const v = resolve(params?.get(key));
    return typeof v === 'number' ? v : fallback;
  };
  switch (name) {
    case 'FlateDecode':
    case 'Fl':
      return predict(
        inflate(data),
        param('Predictor', 1),
        param('Colors', 1),
        param('BitsPerComponent', 8),
        param('Columns', 1),
      );
    case 'LZWDecode':
    case 'LZW':
      return predict(
        lzw(data, param('EarlyChange', 1)),
        param('Predictor', 1),
        param('Colors', 1),
        param('BitsPerComponent', 8),
        param('Columns', 1),
      );
    case 'ASCIIHexDecode':
    case 'AHx':
      return asciiHex(data);
    case 'ASCII85Decode':
    case 'A85':
      return ascii85(data);
    case 'RunLengthDecode':
    case 'RL':
      return runLength(data);
    case 'Crypt':
      return data;
    default:
      throw new UnsupportedFilter(`the ${name} filter is not read here`);
  }
}

/** zlib, tolerating a stream cut short or written without its zlib header, as other readers do. */
function inflate(data: Buffer): Buffer {
  try {
    return inflateSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  } catch {
    return inflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH });
  }
}

function predict(data: Buffer, predictor: number, colors: number, bits: number, columns: number): Buffer {
  if (predictor < 2) return data;
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  if (predictor === 2) {
    if (bits !== 8) return data;
    const out = Buffer.from(data);
    for (let row = 0; row + rowLength <= out.length; row += rowLength)
      for (let i = bpp; i < rowLength; i++) out[row + i] = (out[row + i]! + out[row + i - bpp]!) & 0xff;
    return out;
  }
  // PNG predictors: every row starts with its own filter type byte.
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  const previous = new Uint8Array(rowLength);
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowLength + 1)]!;
    const src = r * (rowLength + 1) + 1;
    const dst = r * rowLength;
    for (let i = 0; i < rowLength; i++) {
      const raw = data[src + i]!;
      const left = i >= bpp ? out[dst + i - bpp]! : 0;
      const up = previous[i]!;
      const upLeft = i >= bpp ? previous[i - bpp]! : 0;
      let v: number;
      switch (type) {
        case 1:
          v = raw + left;
          break;
        case 2:
          v = raw + up;
          break;
        case 3:
          v = raw + ((left + up) >> 1);
          break;
        case 4: {
          const p = left + up - upLeft;
          const pa = Math.abs(p - left);
          const pb = Math.abs(p - up);
          const pc = Math.abs(p - upLeft);
          v = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft);
          break;
        }
        default:
          v = raw;
      }
      out[dst + i] = v & 0xff;
    }
    previous.set(out.subarray(dst, dst + rowLength));
  }
  return out;
}

function lzw(data: Buffer, earlyChange: number): Buffer {
  const out: number[] = [];
  let table: number[][] = [];
  const reset = () => {
    table = [];
    for (let i = 0; i < 256; i++) table.push([i]);
    table.push([], []);
  };
  reset();
  let codeLength = 9;
  let bitBuffer = 0;
  let bitCount = 0;
  let previous: number[] | null = null;
  for (const byte of data) {
    bitBuffer = (bitBuffer << 8) | byte;
    bitCount += 8;
    while (bitCount >= codeLength) {
      const code = (bitBuffer >> (bitCount - codeLength)) & ((1 << codeLength) - 1);
      bitCount -= codeLength;
      bitBuffer &= (1 << bitCount) - 1;
      if (code === 256) {
        reset();
        codeLength = 9;
        previous = null;
        continue;
      }
      if (code === 257) return Buffer.from(out);
      let entry = table[code];
      if (!entry && previous) entry = [...previous, previous[0]!];
      if (!entry) return Buffer.from(out);
      out.push(...entry);
      if (previous) table.push([...previous, entry[0]!]);
      previous = entry;
      const next = table.length + earlyChange;
      if (next >= 1 << codeLength && codeLength < 12) codeLength++;
    }
  }
  return Buffer.from(out);
}

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1');
  const end = text.indexOf('>');
  const digits = (end >= 0 ? text.slice(0, end) : text).replace(/[^0-9a-fA-F]/g, '');
  return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const d of group) value = value * 85 + d;
    for (let i = 0; i < count - 1; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group = [];
  };
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === 0x7e /* ~ */) break;
    if (c === 0x7a /* z */ && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    if (c < 0x21 || c > 0x75) continue;
    group.push(c - 0x21);
    if (group.length === 5) flush(5);
  }
  if (group.length > 0) flush(group.length);
  return Buffer.from(out);
}

function runLength(data: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < data.length;) {
    const n = data[i++]!;
    if (n === 128) break;
    if (n < 128) {
      for (let j = 0; j <= n && i < data.length; j++) out.push(data[i++]!);
    } else {
      const b = data[i++] ?? 0;
      for (let j = 0; j < 257 - n; j++) out.push(b);
    }
  }
  return Buffer.from(out);
}
