/**
 * Page counts of every print file type PrintDesk accepts (settings: pdf, postscript, tiff, jpeg,
 * png). The type follows the file name, as the service's would: a PNG named `.pdf` is a broken PDF.
 * PDFs go through pdf.js; the others are read from their headers and never loaded whole.
 */
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { countPdfPages } from '../../pdf/pdf-reader.js';
import type { PageCount } from '../../pdf/pdf-reader.js';

const BROKEN: PageCount = { pageCount: 0, isBroken: true };
const MAX_TIFF_PAGES = 100_000;

export async function countPrintFilePages(file: string, name: string): Promise<PageCount> {
  const extension = path.extname(name).toLowerCase();
  if (['.jpg', '.jpeg', '.png', '.tif', '.tiff', '.ps', '.eps'].includes(extension)) {
    const handle = await open(file, 'r');
    try {
      const { size } = await handle.stat();
      if (extension === '.jpg' || extension === '.jpeg') return await jpegPages(handle, size);
      if (extension === '.png') return await pngPages(handle, size);
      if (extension === '.tif' || extension === '.tiff') return await tiffPages(handle, size);
      return await postScriptPages(handle, size);
    } catch {
      return BROKEN;
    } finally {
      await handle.close();
    }
  }
  return countPdfPages(file);
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, length));
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  return buffer.subarray(0, bytesRead);
}

async function jpegPages(handle: FileHandle, size: number): Promise<PageCount> {
  const head = await readAt(handle, 0, 3);
  const tail = await readAt(handle, Math.max(0, size - 64), 64);
  const ok =
    size > 4 && head.equals(Buffer.from([0xff, 0xd8, 0xff])) && tail.includes(Buffer.from([0xff, 0xd9]));
  return ok ? { pageCount: 1, isBroken: false } : BROKEN;
}

async function pngPages(handle: FileHandle, size: number): Promise<PageCount> {
  const head = await readAt(handle, 0, 16);
  const tail = await readAt(handle, Math.max(0, size - 12), 12);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ok =
    size >= 45 &&
    head.subarray(0, 8).equals(signature) &&
    head.toString('latin1', 12, 16) === 'IHDR' &&
    tail.toString('latin1', 4, 8) === 'IEND';
  return ok ? { pageCount: 1, isBroken: false } : BROKEN;
}

/** Walks the chain of image file directories: one per page. */
async function tiffPages(handle: FileHandle, size: number): Promise<PageCount> {
  const head = await readAt(handle, 0, 8);
  if (head.length < 8) return BROKEN;
  const order = head.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return BROKEN;
  const little = order === 'II';
  const u16 = (b: Buffer, at: number) => (little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (b: Buffer, at: number) => (little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  if (u16(head, 2) !== 42) return BROKEN;
  let offset = u32(head, 4);
  let pages = 0;
  const seen = new Set<number>();
  while (offset !== 0) {
    if (offset + 2 > size || seen.has(offset) || pages >= MAX_TIFF_PAGES) return BROKEN;
    seen.add(offset);
    const entries = u16(await readAt(handle, offset, 2), 0);
    const next = await readAt(handle, offset + 2 + entries * 12, 4);
    if (next.length < 4) return BROKEN;
    pages++;
    offset = u32(next, 0);
  }
  return pages > 0 ? { pageCount: pages, isBroken: false } : BROKEN;
}

/** DSC `%%Pages: N` from the header or the trailer; a PostScript file without it counts as one page. */
async function postScriptPages(handle: FileHandle, size: number): Promise<PageCount> {
  const head = (await readAt(handle, 0, 64 * 1024)).toString('latin1');
  if (!head.startsWith('%!PS')) return BROKEN;
  const tail = (await readAt(handle, Math.max(0, size - 64 * 1024), 64 * 1024)).toString('latin1');
  for (const text of [head, tail]) {
    const match = /^%%Pages:\s*(\d+)/m.exec(text);
    if (match && Number(match[1]) > 0) return { pageCount: Number(match[1]), isBroken: false };
  }
  return { pageCount: 1, isBroken: false };
}
