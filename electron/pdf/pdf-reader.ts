/**
 * Reads PDFs with a real parser (pdf.js, legacy build for Node), so compressed object streams and
 * incremental updates count right: page counts, page sizes, the broken-file check, and page pictures.
 *
 * Memory stays flat for huge files: pdf.js reads the file through a range transport that fetches
 * only the parts it asks for (trailer, xref, page tree, one page's content), never the whole file. A
 * file that does not even look like a PDF (no `%PDF-` header, no `startxref` near the end) is broken
 * without asking pdf.js, which would otherwise scan all of it to rebuild a cross-reference table.
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageCount {
  readonly pageCount: number;
  readonly isBroken: boolean;
}

export interface PageSize {
  readonly widthPt: number;
  readonly heightPt: number;
}

/** What a look at a whole PDF finds, or why it cannot be read. */
export type PdfInspection =
  | { readonly ok: true; readonly pageSizes: readonly PageSize[] }
  | { readonly ok: false; readonly problem: 'not-a-pdf' | 'encrypted' | 'damaged'; readonly detail: string };

const BROKEN: PageCount = { pageCount: 0, isBroken: true };
const CHUNK = 64 * 1024;
const TAIL = 4096;
const TIMEOUT_MS = 60_000;

let pdfjs: Promise<typeof PdfJs> | undefined;

type PdfDocument = PdfJs.PDFDocumentProxy;

/** Opens the file's PDF document, runs `use` on it, and lets go of both; undefined when it is not a PDF. */
async function withPdf<T>(file: string, use: (doc: PdfDocument) => Promise<T>): Promise<T | 'not-a-pdf'> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 16) return 'not-a-pdf';
    const head = await readAt(handle, 0, Math.min(1024, size));
    const tail = await readAt(handle, Math.max(0, size - TAIL), Math.min(TAIL, size));
    if (!head.toString('latin1').includes('%PDF-') || !tail.toString('latin1').includes('startxref'))
      return 'not-a-pdf';
    const lib = await (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
    const initial = await readAt(handle, 0, Math.min(CHUNK, size));
    const transport = new lib.PDFDataRangeTransport(size, new Uint8Array(initial));
    transport.requestDataRange = (begin: number, end: number) => {
      readAt(handle, begin, Math.min(end, size) - begin).then(
        (chunk) => transport.onDataRange(begin, new Uint8Array(chunk)),
        () => transport.abort(),
      );
    };
    const task = lib.getDocument({
      range: transport,
      length: size,
      rangeChunkSize: CHUNK,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      stopAtErrors: true,
      verbosity: 0,
    });
    try {
      return await withTimeout(task.promise.then(use), TIMEOUT_MS);
    } finally {
      await task.destroy();
    }
  } finally {
    await handle.close();
  }
}

/** Whether pdf.js can open a PDF (its page tree whole to the last page), or why not. */
export type PdfJudgement =
  | { readonly ok: true; readonly pageCount: number }
  | { readonly ok: false; readonly problem: 'not-a-pdf' | 'encrypted' | 'damaged'; readonly detail: string };

/**
 * pdf.js's verdict on a file: the judge of encrypted and damaged PDFs for the service's page count
 * and for the preflight. Cheap on any size: the trailer, the cross-reference and the page tree down
 * to the last page, nothing of the pages' content.
 */
export async function judgePdf(file: string): Promise<PdfJudgement> {
  try {
    const counted = await withPdf(file, async (doc) => {
      // A file whose page tree is damaged can still report a count: make sure its last page resolves.
      if (doc.numPages > 0) await doc.getPage(doc.numPages);
      return doc.numPages;
    });
    if (counted === 'not-a-pdf') return { ok: false, problem: 'not-a-pdf', detail: notAPdf };
    if (counted === 0) return { ok: false, problem: 'damaged', detail: 'it has no pages' };
    return { ok: true, pageCount: counted };
  } catch (error) {
    return failure(error);
  }
}

/** The page count, or broken: what the service records for an uploaded PDF. */
export async function countPdfPages(file: string): Promise<PageCount> {
  const judgement = await judgePdf(file);
  return judgement.ok ? { pageCount: judgement.pageCount, isBroken: false } : BROKEN;
}

const notAPdf = 'it has no PDF header or no cross-reference trailer';

function failure(error: unknown): PdfJudgement & { ok: false } {
  const name = (error as { name?: string }).name;
  const detail = error instanceof Error ? error.message : String(error);
  return { ok: false, problem: name === 'PasswordException' ? 'encrypted' : 'damaged', detail };
}

/** Every page's size (its crop box, rotation applied), or why the file cannot be read. */
export async function inspectPdf(file: string): Promise<PdfInspection> {
  try {
    const found = await withPdf(file, async (doc) => {
      const pageSizes: PageSize[] = [];
      for (let n = 1; n <= doc.numPages; n++) {
        const page = await doc.getPage(n);
        const { width, height } = page.getViewport({ scale: 1 });
        pageSizes.push({ widthPt: round2(width), heightPt: round2(height) });
        page.cleanup();
      }
      return pageSizes;
    });
    if (found === 'not-a-pdf') return { ok: false, problem: 'not-a-pdf', detail: notAPdf };
    if (found.length === 0) return { ok: false, problem: 'damaged', detail: 'it has no pages' };
    return { ok: true, pageSizes: found };
  } catch (error) {
    return failure(error);
  }
}

/** The canvas factory pdfjs sets up in Node (typed loosely by pdfjs). */
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: { toBuffer(mime: 'image/png'): Buffer }; context: unknown };
}

/** A PNG of one page whose long side is `longSide` pixels; null when the file is not a PDF. */
export async function renderPdfPage(
  file: string,
  pageNumber: number,
  longSide: number,
): Promise<Buffer | null> {
  const png = await withPdf(file, async (doc) => {
    const page = await doc.getPage(Math.min(Math.max(1, pageNumber), doc.numPages));
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: longSide / Math.max(natural.width, natural.height) });
    const { canvas, context } = (doc.canvasFactory as CanvasFactory).create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvasContext: context, viewport, canvas } as never).promise;
    return canvas.toBuffer('image/png');
  });
  return png === 'not-a-pdf' ? null : png;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reading the PDF timed out')), ms);
    work.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
