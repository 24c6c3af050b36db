/**
 * The PDFs any checkout has: the repository's own sample print files (assets/print-files, made by
 * scripts/make-sample-pdfs.ts) and broken files written on the spot. Tests that need "some PDF" use
 * these, so they run without the real-world corpus; test/print-files.ts is for tests that check what
 * real files from the wild contain.
 */
import { readFile, writeFile } from 'node:fs/promises';
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
 * Writes a PDF cut off part-way, as an interrupted copy or download leaves it (a header, some objects,
 * no cross-reference table or trailer): a print file that is broken. Returns its path.
 */
export async function writeTruncatedPdf(file: string): Promise<string> {
  const whole = await readFile(samplePdf('spring-open-house-brochure.pdf'));
  await writeFile(file, whole.subarray(0, Math.floor(whole.length / 2)));
  return file;
}

/** Writes a PNG image under a name that ends in .pdf: a print file of the wrong type. Returns its path. */
export async function writePngNamedPdf(file: string): Promise<string> {
  // The PNG signature and the start of an IHDR chunk: what a PDF reader sees first in any PNG.
  await writeFile(file, Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'));
  return file;
}
