/**
 * Poppler's answers for the same PDFs, the preflight's ground truth in tests: `pdffonts` (every font
 * in the pages' resources, embedded or not), `pdfimages -list` (every image drawn, its pixels, colour
 * and resolution) and `pdfinfo -box` (each page's boxes). poppler-utils comes from
 * scripts/ensure-system.sh.
 */
import { execFileSync } from 'node:child_process';
import type { Box } from '../../pdf/page-boxes.js';

export interface PopplerFont {
  readonly name: string;
  readonly type: string;
  readonly embedded: boolean;
  readonly objectNumber: number;
}

export interface PopplerImage {
  readonly page: number;
  readonly type: 'image' | 'mask' | 'smask' | 'stencil';
  readonly width: number;
  readonly height: number;
  readonly color: string;
  readonly components: number;
  readonly xPpi: number;
  readonly yPpi: number;
}

export interface PopplerPage {
  readonly page: number;
  readonly rotate: number;
  readonly media: Box;
  readonly crop: Box;
  readonly bleed: Box;
  readonly trim: Box;
  readonly art: Box;
}

const run = (tool: string, args: string[]): string =>
  execFileSync(tool, args, {
    encoding: 'latin1',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });

/** The table rows under a header and its dashes line, cut at the dashes' column edges. */
function columns(output: string): string[][] {
  const lines = output.split('\n');
  const dashes = lines.findIndex((l) => /^-+( -+)*\s*$/.test(l));
  if (dashes < 0) return [];
  const edges: [number, number][] = [];
  for (const m of lines[dashes]!.matchAll(/-+/g)) edges.push([m.index, m.index + m[0].length]);
  return lines
    .slice(dashes + 1)
    .filter((l) => l.trim() !== '')
    .map((l) =>
      edges.map(([start, end], i) => l.slice(start, i === edges.length - 1 ? undefined : end + 1).trim()),
    );
}

export function pdffonts(file: string): PopplerFont[] {
  return columns(run('pdffonts', [file])).map(([name, type, , emb, , , id]) => ({
    name: name!.replace(/^[A-Z]{6}\+/, ''),
    type: type!,
    embedded: emb === 'yes',
    objectNumber: Number(id!.split(/\s+/)[0]),
  }));
}

export function pdfimagesList(file: string): PopplerImage[] {
  // The object ID column reads "[inline]" for inline images: split on white-space from the right instead.
  return run('pdfimages', ['-list', file])
    .split('\n')
    .slice(2)
    .filter((l) => l.trim() !== '')
    .map((line) => {
      const f = line.trim().split(/\s+/);
      const inline = line.includes('[inline]');
      const ppiAt = inline ? 11 : 12;
      return {
        page: Number(f[0]),
        type: f[2] as PopplerImage['type'],
        width: Number(f[3]),
        height: Number(f[4]),
        color: f[5]!,
        components: Number(f[6]),
        xPpi: Number(f[ppiAt]),
        yPpi: Number(f[ppiAt + 1]),
      };
    });
}

export function pdfinfoPages(file: string, pageCount: number): PopplerPage[] {
  const out = run('pdfinfo', ['-box', '-f', '1', '-l', String(pageCount), file]);
  const pages = new Map<number, Record<string, number[] | number>>();
  for (const m of out.matchAll(/^Page\s+(\d+) (MediaBox|CropBox|BleedBox|TrimBox|ArtBox|rot):\s+(.*)$/gm)) {
    const entry = pages.get(Number(m[1])) ?? {};
    entry[m[2]!] = m[2] === 'rot' ? Number(m[3]) : m[3]!.trim().split(/\s+/).map(Number);
    pages.set(Number(m[1]), entry);
  }
  const box = (v: unknown): Box => {
    const [x0, y0, x1, y1] = v as number[];
    return { x0: x0!, y0: y0!, x1: x1!, y1: y1! };
  };
  return [...pages].map(([page, e]) => ({
    page,
    rotate: Number(e.rot ?? 0),
    media: box(e.MediaBox),
    crop: box(e.CropBox),
    bleed: box(e.BleedBox),
    trim: box(e.TrimBox),
    art: box(e.ArtBox),
  }));
}

/** A page rendered in grey by `pdftoppm` (one byte a pixel, rows from the top). */
export interface GreyPicture {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/**
 * `pdftoppm -gray` of one page at `dpi`, cut to `area` (in the page's points, y up, as `pdfinfo
 * -box` gives them) where given; the page is drawn from its media box.
 */
export function pdftoppmGrey(file: string, page: number, dpi: number, media: Box, area?: Box): GreyPicture {
  const px = (pt: number) => Math.round((pt * dpi) / 72);
  const cut = area
    ? [
        '-x',
        String(px(area.x0 - media.x0)),
        '-y',
        String(px(media.y1 - area.y1)),
        '-W',
        String(px(area.x1 - area.x0)),
        '-H',
        String(px(area.y1 - area.y0)),
      ]
    : [];
  const pgm = execFileSync(
    'pdftoppm',
    ['-gray', '-r', String(dpi), '-f', String(page), '-l', String(page), ...cut, file],
    { maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  // P5 <width> <height> <max>\n<pixels>
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'))!;
  return {
    width: Number(header[1]),
    height: Number(header[2]),
    pixels: pgm.subarray(header[0].length),
  };
}

/** `pdftotext -layout` of the page area given (points, y up), its white-space runs made one space. */
export function pdftotextWords(file: string, page: number, media: Box, area: Box): string {
  const text = run('pdftotext', [
    '-layout',
    '-f',
    String(page),
    '-l',
    String(page),
    '-x',
    String(Math.floor(area.x0 - media.x0)),
    '-y',
    String(Math.floor(media.y1 - area.y1)),
    '-W',
    String(Math.ceil(area.x1 - area.x0)),
    '-H',
    String(Math.ceil(area.y1 - area.y0)),
    file,
    '-',
  ]);
  return text.replace(/\s+/g, ' ').trim();
}
