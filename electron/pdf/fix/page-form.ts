/**
 * A page's drawing as a form XObject, so that a fix can draw the page again, moved, scaled, turned or
 * mirrored, and clipped: the page fixes (page size, bleed) are each a new page content that draws the
 * old page through this form. The form isolates the old content's graphics state (an unbalanced `Q`
 * cannot undo our transform), and a page of one content stream is not decoded at all: the form takes
 * its bytes and filters as they are.
 */
import type { PDFDict, PDFRef } from '@cantoo/pdf-lib';
import {
  PDFArray,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFStream,
  decodePDFRawStream,
  type PDFContext,
  type PDFObject,
  type PDFPageLeaf,
} from '@cantoo/pdf-lib';
import type { Matrix } from '../matrix.js';
import { settleBoxes, type Box, type PageBoxes } from '../page-boxes.js';

/** A number as content streams write it: at most 4 decimals, no exponent. */
export function num(value: number): string {
  const fixed = value.toFixed(4).replace(/\.?0+$/, '');
  return fixed === '-0' ? '0' : fixed;
}

export const matrixText = (m: Matrix): string => m.map(num).join(' ');

export const rectText = (box: Box): string =>
  [box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0].map(num).join(' ');

/** A box as a PDF array. */
export function boxArray(context: PDFContext, box: Box): PDFArray {
  return context.obj([box.x0, box.y0, box.x1, box.y1].map((n) => Number(num(n))));
}

function readBox(context: PDFContext, value: PDFObject | undefined): Box | null {
  const array = value === undefined ? undefined : context.lookup(value);
  if (!(array instanceof PDFArray) || array.size() < 4) return null;
  const n = [0, 1, 2, 3].map((i) => context.lookup(array.get(i)));
  if (!n.every((v) => v instanceof PDFNumber)) return null;
  const [a, b, c, d] = n.map((v) => (v as PDFNumber).asNumber()) as [number, number, number, number];
  return { x0: Math.min(a, c), y0: Math.min(b, d), x1: Math.max(a, c), y1: Math.max(b, d) };
}

/** The page's boxes, defaulted and clipped as the preflight reads them (page-boxes.ts). */
export function boxesOf(page: PDFPageLeaf): PageBoxes {
  const context = page.context;
  const own = (key: string) => readBox(context, page.get(PDFName.of(key)));
  return settleBoxes({
    media: readBox(context, page.getInheritableAttribute(PDFName.MediaBox)),
    crop: readBox(context, page.getInheritableAttribute(PDFName.CropBox)),
    bleed: own('BleedBox'),
    trim: own('TrimBox'),
    art: own('ArtBox'),
  });
}

/** The page's /Rotate, a multiple of 90 in 0–270 (clockwise when shown). */
export function rotationOf(page: PDFPageLeaf): number {
  const value = page.context.lookup(page.getInheritableAttribute(PDFName.of('Rotate')));
  const degrees = value instanceof PDFNumber ? Math.round(value.asNumber() / 90) * 90 : 0;
  return ((degrees % 360) + 360) % 360;
}

/** The page's content streams' bytes, decoded and joined (a content stream may end mid-state, never mid-token). */
function joinedContent(context: PDFContext, contents: PDFArray): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let i = 0; i < contents.size(); i++) {
    const stream = context.lookup(contents.get(i));
    if (stream instanceof PDFRawStream) parts.push(decodePDFRawStream(stream).decode(), Buffer.from('\n'));
    else if (stream instanceof PDFStream) parts.push(stream.getContents(), Buffer.from('\n'));
  }
  return Buffer.concat(parts);
}

/**
 * Registers a form XObject that draws the page as it was (its content and resources), its bounding
 * box the media box, and returns its reference. The page's transparency group stays on the page: the
 * form paints into it as the content did.
 */
export function pageAsForm(page: PDFPageLeaf): PDFRef {
  const context = page.context;
  const media = boxesOf(page).media;
  const entries: Record<string, PDFObject> = {
    Type: PDFName.of('XObject'),
    Subtype: PDFName.of('Form'),
    BBox: boxArray(context, media),
  };
  const resources = page.getInheritableAttribute(PDFName.Resources);
  entries.Resources = resources ?? context.obj({});
  const contents = page.get(PDFName.of('Contents'));
  const single = contents === undefined ? undefined : context.lookup(contents);
  let form: PDFStream;
  if (single instanceof PDFRawStream) {
    // One stream: its bytes and filters as they are, nothing decoded.
    const dict = single.dict;
    for (const key of ['Filter', 'DecodeParms']) {
      const value = dict.get(PDFName.of(key));
      if (value) entries[key] = value;
    }
    form = PDFRawStream.of(dictOf(context, entries), single.contents);
  } else {
    const array = single instanceof PDFArray ? single : context.obj([]);
    form = context.flateStream(joinedContent(context, array), {});
    for (const [key, value] of Object.entries(entries)) form.dict.set(PDFName.of(key), value);
  }
  return context.register(form);
}

function dictOf(context: PDFContext, entries: Record<string, PDFObject>): PDFDict {
  const dict = context.obj({});
  for (const [key, value] of Object.entries(entries)) dict.set(PDFName.of(key), value);
  return dict;
}

/**
 * Gives the page a new content, `drawing` (operators that paint the old page as `/P0 Do`), and the
 * resources that name its form (and `more` resources of the drawing's own); the old content lives on
 * in the form only.
 */
export function redrawPage(
  page: PDFPageLeaf,
  form: PDFRef,
  drawing: string,
  more: Record<string, Record<string, PDFRef>> = {},
): void {
  const context = page.context;
  const content = context.flateStream(drawing, {});
  page.set(PDFName.of('Contents'), context.register(content));
  page.set(PDFName.Resources, context.obj({ XObject: { P0: form }, ...more }));
}
