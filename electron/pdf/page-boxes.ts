/**
 * A page's boxes (ISO 32000-1 § 14.11.2), defaulted and clipped as Poppler does (`pdfinfo -box`): the
 * media box (Letter when missing), the crop box (the media box when missing), and the bleed, trim and
 * art boxes (the crop box when missing), each clipped to the media box. Whether the bleed and trim
 * boxes were given at all is kept: the bleed check falls back to the media box when no bleed box is.
 */
import type { PdfFile } from './document.js';
import type { PdfDict, PdfValue } from './syntax.js';

/** A rectangle in points, normalised: x0 < x1, y0 < y1. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface PageBoxes {
  readonly media: Box;
  readonly crop: Box;
  readonly bleed: Box;
  readonly trim: Box;
  readonly art: Box;
  readonly bleedGiven: boolean;
  readonly trimGiven: boolean;
}

const letter: Box = { x0: 0, y0: 0, x1: 612, y1: 792 };

export function readBox(pdf: PdfFile, value: PdfValue | undefined): Box | null {
  const v = pdf.resolve(value);
  if (!Array.isArray(v) || v.length < 4) return null;
  const [a, b, c, d] = v.slice(0, 4).map((n) => pdf.resolve(n));
  if (typeof a !== 'number' || typeof b !== 'number' || typeof c !== 'number' || typeof d !== 'number')
    return null;
  return { x0: Math.min(a, c), y0: Math.min(b, d), x1: Math.max(a, c), y1: Math.max(b, d) };
}

function clip(box: Box, to: Box): Box {
  const x0 = Math.max(box.x0, to.x0);
  const y0 = Math.max(box.y0, to.y0);
  return { x0, y0, x1: Math.max(x0, Math.min(box.x1, to.x1)), y1: Math.max(y0, Math.min(box.y1, to.y1)) };
}

export function pageBoxes(
  pdf: PdfFile,
  dict: PdfDict,
  mediaBox: PdfValue | undefined,
  cropBox: PdfValue | undefined,
): PageBoxes {
  const given = (key: string) => readBox(pdf, dict.get(key));
  return settleBoxes({
    media: readBox(pdf, mediaBox),
    crop: readBox(pdf, cropBox),
    bleed: given('BleedBox'),
    trim: given('TrimBox'),
    art: given('ArtBox'),
  });
}

/** The boxes as a page gives them (null: missing or unreadable), defaulted and clipped as Poppler does. */
export function settleBoxes(
  given: Readonly<Record<keyof Omit<PageBoxes, 'bleedGiven' | 'trimGiven'>, Box | null>>,
): PageBoxes {
  const media = given.media ?? letter;
  const crop = clip(given.crop ?? media, media);
  return {
    media,
    crop,
    bleed: clip(given.bleed ?? crop, media),
    trim: clip(given.trim ?? crop, media),
    art: clip(given.art ?? crop, media),
    bleedGiven: given.bleed !== null,
    trimGiven: given.trim !== null,
  };
}

/**
 * How far the page reaches beyond its trim on each side, in points (left, bottom, right, top): the
 * bleed box beyond the trim box, or, when the page has no bleed box, the media box beyond it.
 */
export function bleedSides(boxes: PageBoxes): [left: number, bottom: number, right: number, top: number] {
  const outer = boxes.bleedGiven ? boxes.bleed : boxes.media;
  const { trim } = boxes;
  const sides = [trim.x0 - outer.x0, trim.y0 - outer.y0, outer.x1 - trim.x1, outer.y1 - trim.y1] as const;
  return sides.map((side) => Math.max(0, side)) as [number, number, number, number];
}
