/**
 * A font resource as `pdffonts` reports it: its name, its type, and whether its program is in the
 * file (ISO 32000-1 § 9.9: FontFile, FontFile2 or FontFile3 in the font descriptor; a composite
 * font's is its descendant's). A Type 3 font is made of the file's own drawings, so it is embedded.
 */
import type { PdfFile } from './document.js';
import { PdfStream, Ref, type PdfValue } from './syntax.js';

export interface FontUse {
  /** The font's name without a subset tag (ABCDEF+), or "[none]" as pdffonts says. */
  readonly name: string;
  readonly type: string;
  readonly embedded: boolean;
  /** The font object's number (pdffonts' "object ID"), or -1 for a font written inline. */
  readonly objectNumber: number;
}

export function describeFont(pdf: PdfFile, value: PdfValue | undefined): FontUse | null {
  const font = pdf.dict(value);
  if (!font) return null;
  const objectNumber = value instanceof Ref ? value.num : -1;
  const type = String(pdf.resolve(font.get('Subtype')) ?? 'unknown');
  const baseFont = pdf.resolve(font.get('BaseFont'));
  const name = typeof baseFont === 'string' ? baseFont.replace(/^[A-Z]{6}\+/, '') : '[none]';
  if (type === 'Type3') return { name, type, embedded: true, objectNumber };
  let descriptorOwner = font;
  if (type === 'Type0') {
    const descendants = pdf.resolve(font.get('DescendantFonts'));
    const first = pdf.dict(Array.isArray(descendants) ? descendants[0] : undefined);
    if (first) descriptorOwner = first;
  }
  const descriptor = pdf.dict(descriptorOwner.get('FontDescriptor'));
  const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => {
    const file = descriptor?.get(key);
    // A reference to a missing object is no program.
    return file !== undefined && pdf.resolve(file) instanceof PdfStream;
  });
  return { name, type, embedded, objectNumber };
}
