/**
 * Making a job's print file when it does not go as it came: a PWG raster document or a JPEG made a PDF,
 * or the pages a job asked for. Runs on the printer's PDF thread (pdf-thread.ts): decoding a 600 dpi
 * page is a hundred megabytes of pixels, which must not hold the app's main event loop.
 */
import { createHash } from 'node:crypto';
import { open, readFile } from 'node:fs/promises';
import type { Range } from './ipp-codec.js';
import { jpegToPdf, rasterToPdf, selectPages } from './print-pdf.js';
import { readPwgRaster } from './pwg-raster.js';

export interface PdfTask {
  readonly format: 'image/pwg-raster' | 'image/jpeg' | 'application/pdf';
  /** The document as received. */
  readonly source: string;
  readonly pageRanges: readonly Range[];
  /** Where the PDF goes (a new file, written and synced). */
  readonly target: string;
}

/** Writes the task's PDF durably; resolves to its sha-256. */
export async function makePdf(task: PdfTask): Promise<string> {
  const bytes =
    task.format === 'image/pwg-raster'
      ? await rasterToPdf(readPwgRaster(task.source))
      : task.format === 'image/jpeg'
        ? await jpegToPdf(await readFile(task.source))
        : await selectPages(await readFile(task.source), task.pageRanges);
  const handle = await open(task.target, 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return createHash('sha256').update(bytes).digest('hex');
}
