/**
 * The `page-size` fix: the page put on the product's trim size, centred, scaled with its proportions
 * kept, and turned a quarter where that fits better. `fit` shows the whole page inside the trim with
 * white margins where the proportions differ; `fill` covers the trim and crops what reaches beyond.
 * The new page's media, crop and trim boxes are the product's size (no bleed: the bleed fix adds it);
 * its /Rotate is 0, the page's own rotation drawn into the new content. Printed annotations (form
 * fields, stamps) are drawn into the page, moved with it; the others are dropped (a print copy).
 */
import { PDFArray, PDFDict, PDFName, PDFNumber, PDFRef, PDFStream, type PDFPageLeaf } from '@cantoo/pdf-lib';
import type { Box } from '../page-boxes.js';
import { boxArray, boxesOf, matrixText, pageAsForm, rectText, redrawPage, rotationOf } from './page-form.js';
import { identity, multiply, type Matrix } from '../matrix.js';

export type FitMode = 'fit' | 'fill';

/** The product's trim size in points, as its width and height (its orientation is the product's). */
export interface TrimPoints {
  readonly widthPt: number;
  readonly heightPt: number;
}

/** Turns clockwise by a multiple of 90 degrees (as /Rotate does when the page is shown). */
function clockwise(degrees: number): Matrix {
  const turns = (((degrees / 90) % 4) + 4) % 4;
  return ([identity, [0, -1, 1, 0, 0, 0], [-1, 0, 0, -1, 0, 0], [0, 1, -1, 0, 0, 0]] as const)[turns]!;
}

/** How the page's trim is placed on the product: the extra quarter turn (0 or 90) and the scale. */
function placement(width: number, height: number, trim: TrimPoints, mode: FitMode) {
  const scaleFor = (w: number, h: number) =>
    mode === 'fit'
      ? Math.min(trim.widthPt / w, trim.heightPt / h)
      : Math.max(trim.widthPt / w, trim.heightPt / h);
  const upright = scaleFor(width, height);
  const turned = scaleFor(height, width);
  // Fit: the larger scale leaves less margin. Fill: the smaller one crops less.
  const turn = mode === 'fit' ? turned > upright + 1e-9 : turned < upright - 1e-9;
  return { turn: turn ? 90 : 0, scale: turn ? turned : upright };
}

/** Resizes one page; resolves to whether it was turned a quarter to fit better. */
export function fitPageSize(page: PDFPageLeaf, trim: TrimPoints, mode: FitMode): { turned: boolean } {
  const context = page.context;
  const source = boxesOf(page).trim;
  const rotate = rotationOf(page);
  const width = source.x1 - source.x0;
  const height = source.y1 - source.y0;
  // The page as it is shown: its /Rotate turns width and height.
  const [shownWidth, shownHeight] = rotate % 180 === 0 ? [width, height] : [height, width];
  const { turn, scale } = placement(shownWidth, shownHeight, trim, mode);
  const toProduct = [
    [1, 0, 0, 1, -(source.x0 + source.x1) / 2, -(source.y0 + source.y1) / 2],
    clockwise(rotate + turn),
    [scale, 0, 0, scale, 0, 0],
    [1, 0, 0, 1, trim.widthPt / 2, trim.heightPt / 2],
  ].reduce<Matrix>((m, n) => multiply(m, n as Matrix), identity);
  const form = pageAsForm(page);
  const annotations = printedAnnotations(page);
  const drawing = [
    `q ${matrixText(toProduct)} cm ${rectText(source)} re W n /P0 Do`,
    ...annotations.map((a, i) => `q ${matrixText(a.matrix)} cm /A${i} Do Q`),
    'Q',
  ].join('\n');
  redrawPage(page, form, drawing);
  const resources = page.lookup(PDFName.Resources, PDFDict);
  const xobjects = resources.lookup(PDFName.of('XObject'), PDFDict);
  annotations.forEach((a, i) => xobjects.set(PDFName.of(`A${i}`), a.appearance));
  const product: Box = { x0: 0, y0: 0, x1: trim.widthPt, y1: trim.heightPt };
  for (const key of ['MediaBox', 'CropBox', 'TrimBox']) page.set(PDFName.of(key), boxArray(context, product));
  for (const key of ['BleedBox', 'ArtBox', 'Annots']) page.delete(PDFName.of(key));
  page.set(PDFName.of('Rotate'), PDFNumber.of(0));
  return { turned: turn !== 0 };
}

/** Annotation flags (ISO 32000-1 § 12.5.3): Hidden, Print. */
const hidden = 2;
const print = 4;

/**
 * The page's annotations that print, each as its normal appearance and the matrix that puts it on
 * its rectangle (ISO 32000-1 § 12.5.5: the appearance's box, through its own matrix, fitted to Rect).
 */
function printedAnnotations(page: PDFPageLeaf) {
  const context = page.context;
  const found: { appearance: PDFRef; matrix: Matrix }[] = [];
  const annots = page.lookupMaybe(PDFName.of('Annots'), PDFArray);
  for (let i = 0; i < (annots?.size() ?? 0); i++) {
    const annot = context.lookup(annots!.get(i));
    if (!(annot instanceof PDFDict)) continue;
    const flags = annot.lookupMaybe(PDFName.of('F'), PDFNumber)?.asNumber() ?? 0;
    if ((flags & hidden) !== 0 || (flags & print) === 0) continue;
    const appearance = normalAppearance(annot);
    const rect = numbers(annot.lookupMaybe(PDFName.of('Rect'), PDFArray));
    const bbox = numbers(appearance?.stream.dict.lookupMaybe(PDFName.of('BBox'), PDFArray));
    if (!appearance || rect.length < 4 || bbox.length < 4) continue;
    const own = numbers(appearance.stream.dict.lookupMaybe(PDFName.of('Matrix'), PDFArray));
    const m: Matrix = own.length === 6 ? (own as unknown as Matrix) : identity;
    const corners = [
      [bbox[0]!, bbox[1]!],
      [bbox[2]!, bbox[1]!],
      [bbox[0]!, bbox[3]!],
      [bbox[2]!, bbox[3]!],
    ].map(([x, y]) => [m[0] * x! + m[2] * y! + m[4], m[1] * x! + m[3] * y! + m[5]] as const);
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    const [bx0, by0, bx1, by1] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    const [rx0, ry0, rx1, ry1] = [
      Math.min(rect[0]!, rect[2]!),
      Math.min(rect[1]!, rect[3]!),
      Math.max(rect[0]!, rect[2]!),
      Math.max(rect[1]!, rect[3]!),
    ];
    if (bx1 - bx0 < 1e-9 || by1 - by0 < 1e-9) continue;
    const sx = (rx1 - rx0) / (bx1 - bx0);
    const sy = (ry1 - ry0) / (by1 - by0);
    // Do applies the appearance's own matrix; this puts its transformed box on the rectangle.
    found.push({ appearance: appearance.ref, matrix: [sx, 0, 0, sy, rx0 - sx * bx0, ry0 - sy * by0] });
  }
  return found;
}

/** The annotation's normal appearance (a stream, or the one its appearance state names), by reference. */
function normalAppearance(annot: PDFDict): { ref: PDFRef; stream: PDFStream } | undefined {
  const context = annot.context;
  const ap = annot.lookupMaybe(PDFName.of('AP'), PDFDict);
  let normal = ap?.get(PDFName.of('N'));
  const states = normal && context.lookup(normal);
  if (states instanceof PDFDict) {
    const state = annot.lookupMaybe(PDFName.of('AS'), PDFName);
    normal = state && states.get(state);
  }
  const stream = normal && context.lookup(normal);
  // Streams are always indirect: a direct one is not a PDF's.
  return normal instanceof PDFRef && stream instanceof PDFStream ? { ref: normal, stream } : undefined;
}

function numbers(array: PDFArray | undefined): number[] {
  if (!array) return [];
  const out: number[] = [];
  for (let i = 0; i < array.size(); i++) {
    const value = array.lookup(i);
    if (!(value instanceof PDFNumber)) return [];
    out.push(value.asNumber());
  }
  return out;
}
