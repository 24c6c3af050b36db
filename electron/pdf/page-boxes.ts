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
  const media = readBox(pdf, mediaBox) ?? letter;
  const crop = clip(readBox(pdf, cropBox) ?? media, media);
  const given = (key: string) => readBox(pdf, dict.get(key));
  const bleed = given('BleedBox');
  const trim = given('TrimBox');
  return {
    media,
    crop,
    bleed: clip(bleed ?? crop, media),
    trim: clip(trim ?? crop, media),
    art: clip(given('ArtBox') ?? crop, media),
    bleedGiven: bleed !== null,
    trimGiven: trim !== null,
  };
}
