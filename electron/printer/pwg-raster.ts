/**
 * Reads a PWG raster document (PWG 5102.4, the CUPS raster format v2 with the "RaS2" sync word):
 * each page is a 1,796-byte header followed by its lines, compressed with a PackBits-like scheme.
 * A line starts with its repeat count (n means n + 1 times); then runs of pixels: a control byte
 * of 0–127 repeats the next pixel (c + 1 times), 129–255 copies 257 − c pixels as they are, and 128
 * fills the rest of the line with white (0xFF in the additive spaces, 0x00 in the ink ones).
 *
 * Each page comes out Flate-compressed, as a PDF image's stream, one line at a time: a 600 dpi
 * colour page is 100 MB of pixels, never held whole.
 */
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import { createDeflate } from 'node:zlib';

export interface RasterPage {
  readonly widthPx: number;
  readonly heightPx: number;
  /** Dots per inch across and down: the page's size is its pixels at this resolution. */
  readonly xDpi: number;
  readonly yDpi: number;
  readonly colorSpace: 'DeviceGray' | 'DeviceRGB' | 'DeviceCMYK';
  readonly bitsPerComponent: 1 | 8 | 16;
  /** Black raster: 1 is ink, where a PDF gray image's 1 is white. */
  readonly inkIsOne: boolean;
  /** The pixels, Flate-compressed. */
  readonly flate: Buffer;
}

/** The document is not PWG raster we can read: said in the job's state message. */
export class RasterError extends Error {
  override readonly name = 'RasterError';
}

const headerBytes = 1796;

/** Colour spaces of the CUPS/PWG header (cupsColorSpace) we read, with their PDF space and whether 0 is white. */
const spaces: Record<number, { pdf: RasterPage['colorSpace']; channels: number; zeroIsWhite: boolean }> = {
  0: { pdf: 'DeviceGray', channels: 1, zeroIsWhite: false }, // W (luminance)
  1: { pdf: 'DeviceRGB', channels: 3, zeroIsWhite: false }, // RGB
  3: { pdf: 'DeviceGray', channels: 1, zeroIsWhite: true }, // K (black ink)
  6: { pdf: 'DeviceCMYK', channels: 4, zeroIsWhite: true }, // CMYK
  18: { pdf: 'DeviceGray', channels: 1, zeroIsWhite: false }, // sGray
  19: { pdf: 'DeviceRGB', channels: 3, zeroIsWhite: false }, // sRGB
  20: { pdf: 'DeviceRGB', channels: 3, zeroIsWhite: false }, // AdobeRGB
};

export async function* readPwgRaster(file: string): AsyncGenerator<RasterPage> {
  const source = await ByteSource.open(file);
  try {
    const sync = await source.read(4);
    if (sync?.toString('latin1') !== 'RaS2') throw new RasterError('not PWG raster (no "RaS2" at its start)');
    for (let pageNumber = 1; ; pageNumber++) {
      const header = await source.read(headerBytes, true);
      if (!header) return;
      yield await readPage(source, header, pageNumber);
    }
  } finally {
    await source.close();
  }
}

async function readPage(source: ByteSource, h: Buffer, pageNumber: number): Promise<RasterPage> {
  const u32 = (offset: number) => h.readUInt32BE(offset);
  const xDpi = u32(276);
  const yDpi = u32(280);
  const widthPx = u32(372);
  const heightPx = u32(376);
  const bitsPerColor = u32(384);
  const bitsPerPixel = u32(388);
  const bytesPerLine = u32(392);
  const colorOrder = u32(396);
  const space = spaces[u32(400)];
  const bad = (why: string) => new RasterError(`page ${pageNumber}: ${why}`);
  if (!space) throw bad(`colour space ${u32(400)} is not one PrintDesk reads`);
  if (colorOrder !== 0) throw bad('only chunky pixels are read');
  if (!(bitsPerColor === 1 || bitsPerColor === 8 || bitsPerColor === 16))
    throw bad(`${bitsPerColor} bits per colour`);
  if (bitsPerColor === 1 && space.channels !== 1) throw bad('1-bit colour');
  if (bitsPerPixel !== bitsPerColor * space.channels) throw bad(`${bitsPerPixel} bits per pixel`);
  if (widthPx < 1 || heightPx < 1 || widthPx > 100_000 || heightPx > 100_000) throw bad('no sensible size');
  if (xDpi < 1 || yDpi < 1 || xDpi > 10_000 || yDpi > 10_000) throw bad('no sensible resolution');
  if (bytesPerLine !== Math.ceil((widthPx * bitsPerPixel) / 8))
    throw bad('a line length that does not fit its width');
  const pixelBytes = Math.max(1, bitsPerPixel / 8);
  const white = space.zeroIsWhite ? 0x00 : 0xff;
  const line = Buffer.alloc(bytesPerLine);
  const deflate = createDeflate();
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const cut = () => bad('the document ends in the middle of the page');
  // The longest a line can be encoded: its repeat count, then a control byte before every pixel.
  const longestLine = 1 + Math.ceil(bytesPerLine / pixelBytes) * (1 + pixelBytes);
  for (let y = 0; y < heightPx;) {
    await source.ensure(longestLine);
    const repeat = source.take(1)?.[0];
    if (repeat === undefined) throw cut();
    for (let x = 0; x < bytesPerLine;) {
      const control = source.take(1)?.[0];
      if (control === undefined) throw cut();
      if (control === 128) {
        line.fill(white, x);
        x = bytesPerLine;
      } else if (control > 128) {
        const count = Math.min((257 - control) * pixelBytes, bytesPerLine - x);
        const bytes = source.take(count);
        if (!bytes) throw cut();
        bytes.copy(line, x);
        x += count;
      } else {
        const pixel = source.take(pixelBytes);
        if (!pixel) throw cut();
        const end = Math.min(x + (control + 1) * pixelBytes, bytesPerLine);
        for (; x < end; x += pixelBytes) pixel.copy(line, x, 0, Math.min(pixelBytes, end - x));
      }
    }
    for (let n = 0; n <= repeat && y < heightPx; n++, y++) {
      if (!deflate.write(Buffer.from(line))) await new Promise((resolve) => deflate.once('drain', resolve));
    }
  }
  deflate.end();
  await finished;
  return {
    widthPx,
    heightPx,
    xDpi,
    yDpi,
    colorSpace: space.pdf,
    bitsPerComponent: bitsPerColor,
    inkIsOne: bitsPerColor === 1 && space.zeroIsWhite,
    flate: Buffer.concat(out),
  };
}

/** Exact reads from a file through a 1 MiB buffer (a compressed page is read a byte or a run at a time). */
class ByteSource {
  private buffer = Buffer.alloc(0);
  private at = 0;
  private eof = false;

  private constructor(private readonly handle: FileHandle) {}

  static async open(file: string): Promise<ByteSource> {
    return new ByteSource(await open(file, 'r'));
  }

  /** Buffers at least `n` bytes, or what is left of the file. */
  async ensure(n: number): Promise<void> {
    while (this.buffer.length - this.at < n && !this.eof) await this.fill();
  }

  /** `n` buffered bytes, or undefined when fewer are there (call `ensure` first). */
  take(n: number): Buffer | undefined {
    if (this.buffer.length - this.at < n) return undefined;
    const out = this.buffer.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }

  /** `n` bytes; undefined at the end of the file (`atBoundary`: a clean end is allowed here, a cut one is not). */
  async read(n: number, atBoundary = false): Promise<Buffer | undefined> {
    await this.ensure(n);
    const available = this.buffer.length - this.at;
    if (available < n && atBoundary && available > 0)
      throw new RasterError('the document ends in the middle of a page header');
    return this.take(n);
  }

  private async fill(): Promise<void> {
    const rest = this.buffer.subarray(this.at);
    const chunk = Buffer.alloc(1 << 20);
    const { bytesRead } = await this.handle.read(chunk, 0, chunk.length, null);
    if (bytesRead === 0) this.eof = true;
    this.buffer = Buffer.concat([rest, chunk.subarray(0, bytesRead)]);
    this.at = 0;
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}
