/**
 * Page counts of uploaded print files, read with a real PDF parser (pdf.js, legacy build for Node),
 * so compressed object streams and incremental updates count right.
 *
 * Memory stays flat for huge files: pdf.js reads the file through a range transport that fetches
 * only the parts it asks for (trailer, xref, page tree), never the whole file. A file that does
 * not even look like a PDF (no `%PDF-` header, no `startxref` near the end) is broken without
 * asking pdf.js, which would otherwise scan all of it to rebuild a cross-reference table.
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageCount {
  readonly pageCount: number;
  readonly isBroken: boolean;
}

const BROKEN: PageCount = { pageCount: 0, isBroken: true };
const CHUNK = 64 * 1024;
const TAIL = 4096;
const TIMEOUT_MS = 60_000;

let pdfjs: Promise<typeof PdfJs> | undefined;

export async function countPdfPages(file: string): Promise<PageCount> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size < 16) return BROKEN;
    const head = await readAt(handle, 0, Math.min(1024, size));
    const tail = await readAt(handle, Math.max(0, size - TAIL), Math.min(TAIL, size));
    if (!head.toString('latin1').includes('%PDF-') || !tail.toString('latin1').includes('startxref'))
      return BROKEN;
    return await withTimeout(parse(handle, size), TIMEOUT_MS);
  } catch {
    return BROKEN;
  } finally {
    await handle.close();
  }
}

async function parse(handle: FileHandle, size: number): Promise<PageCount> {
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
    const doc = await task.promise;
    const pageCount = doc.numPages;
    // A file whose page tree is damaged can still report a count: make sure its last page resolves.
    if (pageCount > 0) await doc.getPage(pageCount);
    return pageCount > 0 ? { pageCount, isBroken: false } : BROKEN;
  } finally {
    await task.destroy();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page count timed out')), ms);
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
