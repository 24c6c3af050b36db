/**
 * Small PWG raster documents for tests (the samples CUPS' suites send): each page a header and its
 * lines, each line sent as literal runs of at most 128 pixels (a valid encoding, if not the
 * smallest). Pixels are a gradient, so no two lines are alike. The decoder's ground truth is CUPS'
 * own raster (cupsfilter), in printer.test.ts; this only feeds the suites.
 */
export type RasterType = 'black_1' | 'sgray_8' | 'srgb_8' | 'srgb_16' | 'cmyk_8';

const layout: Record<RasterType, { space: number; bitsPerColor: number; colors: number }> = {
  black_1: { space: 3, bitsPerColor: 1, colors: 1 },
  sgray_8: { space: 18, bitsPerColor: 8, colors: 1 },
  srgb_8: { space: 19, bitsPerColor: 8, colors: 3 },
  srgb_16: { space: 19, bitsPerColor: 16, colors: 3 },
  cmyk_8: { space: 6, bitsPerColor: 8, colors: 4 },
};

export interface SamplePage {
  readonly dpi: number;
  readonly widthPx: number;
  readonly heightPx: number;
  readonly type: RasterType;
}

export function encodePwgRaster(pages: readonly SamplePage[]): Buffer {
  return Buffer.concat([Buffer.from('RaS2', 'latin1'), ...pages.map(encodePage)]);
}

function encodePage(page: SamplePage): Buffer {
  const { space, bitsPerColor, colors } = layout[page.type];
  const bitsPerPixel = bitsPerColor * colors;
  const bytesPerLine = Math.ceil((page.widthPx * bitsPerPixel) / 8);
  const header = Buffer.alloc(1796);
  header.write('PwgRaster', 0, 'latin1');
  const u32 = (offset: number, value: number) => header.writeUInt32BE(value, offset);
  u32(276, page.dpi);
  u32(280, page.dpi);
  u32(352, Math.round((page.widthPx * 72) / page.dpi));
  u32(356, Math.round((page.heightPx * 72) / page.dpi));
  u32(372, page.widthPx);
  u32(376, page.heightPx);
  u32(384, bitsPerColor);
  u32(388, bitsPerPixel);
  u32(392, bytesPerLine);
  u32(396, 0);
  u32(400, space);
  u32(420, colors);
  u32(452, 1);
  const pixelBytes = Math.max(1, bitsPerPixel / 8);
  const lines: Buffer[] = [];
  for (let y = 0; y < page.heightPx; y++) {
    const line = Buffer.alloc(bytesPerLine);
    for (let i = 0; i < bytesPerLine; i++) line[i] = (i * 7 + y * 3) & 0xff;
    const parts: Buffer[] = [Buffer.from([0])];
    for (let at = 0; at < bytesPerLine;) {
      const count = Math.min(128, (bytesPerLine - at) / pixelBytes);
      parts.push(Buffer.from([count === 1 ? 0 : 257 - count]), line.subarray(at, at + count * pixelBytes));
      at += count * pixelBytes;
    }
    lines.push(...parts);
  }
  return Buffer.concat([header, ...lines]);
}
