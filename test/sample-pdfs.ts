/**
 * The PDFs any checkout has: the repository's own sample print files (assets/print-files, made by
 * scripts/make-sample-pdfs.ts) and broken files written on the spot. Tests that need "some PDF" use
 * these, so they run without the real-world corpus; test/print-files.ts is for tests that check what
 * real files from the wild contain.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageSpec, samplePrintFiles } from '../scripts/make-sample-pdfs.js';
import { buildPdf, sampleDir } from '../scripts/make-sample-pdfs.js';

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

/**
 * Writes a PDF of these pages to the system's temporary folder as `name` and returns its path. The
 * same name must always get the same pages: test files running at once may each write it.
 */
export async function writeTestPdf(name: string, pages: readonly PageSpec[]): Promise<string> {
  const dir = path.join(tmpdir(), 'printdesk-sample-pdfs');
  const file = path.join(dir, name);
  await mkdir(dir, { recursive: true });
  // Written beside and renamed into place, so a reader never sees half a file.
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, buildPdf(pages, name.replace(/\.pdf$/, '')));
  await rename(partial, file);
  return file;
}

/** A Letter-size PDF of `pages` pages, each showing its own number (no two pages look alike): `letter-<pages>p.pdf`. */
export function writeLetterPdf(pages: number): Promise<string> {
  return writeTestPdf(
    `letter-${pages}p.pdf`,
    Array.from({ length: pages }, (_, i) => ({
      width: 612,
      height: 792,
      boxes: [
        { x: 72, y: 72 + i * 16, width: 468, height: 96, color: [0.1, 0.3 + (i % 5) * 0.1, 0.8] as const },
      ],
      texts: [{ x: 72, y: 700, size: 36, text: `Page ${i + 1} of ${pages}` }],
    })),
  );
}
