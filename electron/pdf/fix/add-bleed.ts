/**
 * The `bleed` fix: 0.125 in (3.175 mm) of bleed around the page's trim, made by mirroring the page's
 * edges outward. The trim box is the old page (its trim box, else its crop box); the bleed, media and
 * crop boxes reach 0.125 in beyond it on every side. The trim area is drawn by the old page as it
 * was; each strip beyond it is the page mirrored about the edge of what it already had there (its
 * trim, or the part of a thinner bleed it had), so colour and pictures run on past the cut.
 */
import { PDFName, type PDFContext, type PDFPageLeaf, type PDFRef } from '@cantoo/pdf-lib';
import { bleedSides, type Box } from '../page-boxes.js';
import type { Matrix } from '../matrix.js';
import { boxArray, boxesOf, pageAsForm, rectText, redrawPage } from './page-form.js';

/** 0.125 in: the bleed the fix adds (US printers ask for it; it is more than the 3 mm others ask for). */
export const bleedPt = 9;

/** A run of one axis and how the page is drawn there: as it is, or mirrored about `about`. */
interface Span {
  readonly from: number;
  readonly to: number;
  readonly about: number | null;
}

/** The three runs of one axis: mirrored before the page's own edge, the page, mirrored after it. */
function spans(trimFrom: number, trimTo: number, hadBefore: number, hadAfter: number): Span[] {
  const start = trimFrom - Math.min(hadBefore, bleedPt);
  const end = trimTo + Math.min(hadAfter, bleedPt);
  const all: Span[] = [
    { from: trimFrom - bleedPt, to: start, about: start },
    { from: start, to: end, about: null },
    { from: end, to: trimTo + bleedPt, about: end },
  ];
  return all.filter((span) => span.to - span.from > 1e-6);
}

/**
 * Adds the bleed to one page; the page's annotations stay where they are (nothing of the trim moves).
 * The mirrored strips are painted as pattern fills: to text extraction (Poppler's `pdftotext`, pdf.js,
 * a viewer's search) a pattern is art, so the page's words, mirrored beyond its edges, are not read a
 * second time, and the file's text stays what it was.
 */
export function addBleed(page: PDFPageLeaf): void {
  const boxes = boxesOf(page);
  const { trim } = boxes;
  const [left, bottom, right, top] = bleedSides(boxes);
  const context = page.context;
  const form = pageAsForm(page);
  const patterns: Record<string, PDFRef> = {};
  const cells: string[] = [];
  for (const x of spans(trim.x0, trim.x1, left, right))
    for (const y of spans(trim.y0, trim.y1, bottom, top)) {
      const cell: Box = { x0: x.from, y0: y.from, x1: x.to, y1: y.to };
      if (x.about === null && y.about === null) {
        cells.push(`q ${rectText(cell)} re W n /P0 Do Q`);
        continue;
      }
      const mirror: Matrix = [
        x.about === null ? 1 : -1,
        0,
        0,
        y.about === null ? 1 : -1,
        x.about === null ? 0 : 2 * x.about,
        y.about === null ? 0 : 2 * y.about,
      ];
      const name = `M${Object.keys(patterns).length}`;
      patterns[name] = mirroredPattern(context, form, mirror, cell, boxes.media);
      cells.push(`q /Pattern cs /${name} scn ${rectText(cell)} re f Q`);
    }
  redrawPage(page, form, cells.join('\n'), { Pattern: patterns });
  const outer: Box = {
    x0: trim.x0 - bleedPt,
    y0: trim.y0 - bleedPt,
    x1: trim.x1 + bleedPt,
    y1: trim.y1 + bleedPt,
  };
  page.set(PDFName.MediaBox, boxArray(context, outer));
  page.set(PDFName.of('CropBox'), boxArray(context, outer));
  page.set(PDFName.of('BleedBox'), boxArray(context, outer));
  page.set(PDFName.of('TrimBox'), boxArray(context, trim));
  page.delete(PDFName.of('ArtBox'));
}

/**
 * A tiling pattern of one cell: the page (form `form`) mirrored by `mirror` into `cell`. Its step is
 * wider than the page, so the cell never repeats inside the strip it fills.
 */
function mirroredPattern(context: PDFContext, form: PDFRef, mirror: Matrix, cell: Box, media: Box): PDFRef {
  // The mirror is its own inverse: the cell's source on the page is the mirrored cell.
  const [a, , , d, e, f] = mirror;
  const xs = [a * cell.x0 + e, a * cell.x1 + e];
  const ys = [d * cell.y0 + f, d * cell.y1 + f];
  const source: Box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
  const step = 2 * Math.max(media.x1 - media.x0, media.y1 - media.y0) + 4 * bleedPt;
  const pattern = context.flateStream('/P0 Do', {
    Type: 'Pattern',
    PatternType: 1,
    PaintType: 1,
    TilingType: 1,
    BBox: boxArray(context, source),
    XStep: step,
    YStep: step,
    Matrix: context.obj(mirror.map(Number)),
    Resources: { XObject: { P0: form } },
  });
  return context.register(pattern);
}
