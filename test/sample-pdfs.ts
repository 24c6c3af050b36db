/**
 * The PDFs any checkout has: the repository's own sample print files (assets/print-files, made by
 * scripts/make-sample-pdfs.ts) and broken files written on the spot. Tests that need "some PDF" use
 * these, so they run without the real-world corpus; test/print-files.ts is for tests that check what
 * real files from the wild contain.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { samplePrintFiles } from '../scripts/make-sample-pdfs.js';
import { sampleDir } from '../scripts/make-sample-pdfs.js';

export type SamplePdfName = (typeof samplePrintFiles)[number]['file'];

/**
 * Absolute path of one sample print file. Their pages: summer-sale-flyer.pdf 1 (Letter),
 * business-cards-dana-whitfield.pdf 2 (252×144 pt), spring-open-house-brochure.pdf 4 (Letter),
 * annual-report-booklet-12p.pdf 12 (396×612 pt).
 */
export function samplePdf(name: SamplePdfName): string {
  return path.join(sampleDir, name);
}

/**
 * A PDF cut off half-way, as an interrupted copy or download leaves it (a header and some objects, no
 * cross-reference table or trailer): a broken print file.
 */
export function truncatedPdf(): Buffer {
  const whole = readFileSync(samplePdf('annual-report-booklet-12p.pdf'));
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** The start of a PNG image (its signature and IHDR chunk header): what a .pdf that is really a picture holds. */
export function pngNamedPdf(): Buffer {
  return Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
}
