/**
 * Preflight of a local print file before it goes to the library: its type (from its first bytes,
 * not its name), page count, first page size, a small PNG of the first page, and what the print
 * checks find in a PDF (print-findings.ts).
 * PDFs are read and drawn on a file-work thread (electron/file-work), never whole and never on the
 * main thread: a 500-page or 1 GiB PDF must not freeze the window.
 */
import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { FileWork } from '../../file-work/pool.js';
import type { PageSize } from '../../pdf/pdf-reader.js';
import type { Preflight, PreflightNote } from '../../shared/contract/sync.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { PageSizePt } from '../../shared/preflight/findings.js';
import { headBytes, readHead } from '../../preflight/file-head.js';
import type { ProfileName } from '../../shared/preflight/profiles.js';
import { printFindings } from './print-findings.js';
import { paperName } from '../../shared/models/paper-sizes.js';

/** Inline images beyond this are not sent back as a thumbnail. */
const maxImageThumbnailBytes = 2 * 1024 * 1024;
const thumbnailLongSide = 240;

const extensionTypes: Record<string, NonNullable<Preflight['type']>> = {
  '.pdf': 'pdf',
  '.ps': 'postscript',
  '.eps': 'postscript',
  '.tif': 'tiff',
  '.tiff': 'tiff',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
};

export function sniffType(head: Buffer): Preflight['type'] {
  // A PDF may have a few bytes of junk before its header; readers accept it within the first 1 KiB.
  if (head.subarray(0, headBytes).includes('%PDF-')) return 'pdf';
  if (head.subarray(0, 4).toString('latin1') === '%!PS') return 'postscript';
  if (head[0] === 0x89 && head.subarray(1, 4).toString('latin1') === 'PNG') return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const tiff = head.subarray(0, 4).toString('latin1');
  if (tiff === 'II*\0' || tiff === 'MM\0*') return 'tiff';
  return null;
}

export interface PreflightOptions {
  /** A picture of the first page (the check before an upload shows none: drawing one costs). */
  withThumbnail?: boolean;
  /** Pictures of the pages the findings concern. */
  withPagePictures?: boolean;
  /** The print checks' profile (default standard). */
  profile?: ProfileName;
}

/**
 * Page count, first page size, mixed sizes, a picture of page 1 and the print checks, read on the
 * file-work threads. The checks start with pdf.js's look at the pages and are dropped if pdf.js
 * cannot open the file (its `problem` says why).
 */
async function pdfPreflight(
  path: string,
  base: Preflight,
  fileWork: FileWork,
  options: Required<PreflightOptions>,
): Promise<Preflight> {
  const dropChecks = new AbortController();
  const checking = printFindings(path, fileWork, options.profile, {
    withPagePictures: options.withPagePictures,
    signal: dropChecks.signal,
  });
  checking.catch(() => {});
  const inspection = await fileWork.inspectPdf(path);
  if (!inspection.ok) {
    dropChecks.abort();
    const encrypted = inspection.problem === 'encrypted';
    const why: PreflightNote = encrypted
      ? { note: 'encrypted' }
      : { note: 'damaged', detail: inspection.detail };
    return { ...base, problem: encrypted ? 'encrypted' : 'damaged', notes: [...base.notes, why] };
  }
  const [first] = inspection.pageSizes;
  const sizes = distinctSizes(inspection.pageSizes);
  const result: Preflight = {
    ...base,
    pageCount: inspection.pageSizes.length,
    pageSize: { widthPt: first!.widthPt, heightPt: first!.heightPt },
    pageSizes: sizes,
  };
  if (sizes.length > 1) result.notes.push({ note: 'sizes' });
  try {
    Object.assign(result, await checking);
  } catch (error) {
    result.notes.push({
      note: 'checksFailed',
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  if (!options.withThumbnail) return result;
  try {
    const png = await fileWork.renderPdfPage(path, 1, thumbnailLongSide);
    if (png) result.thumbnail = `data:image/png;base64,${png.toString('base64')}`;
  } catch (error) {
    result.notes.push({ note: 'noThumbnail', detail: error instanceof Error ? error.message : 'no canvas' });
  }
  return result;
}

/**
 * The page sizes a document uses, portrait and landscape alike (width the shorter side), in order of
 * first use: one per paper where it is one, else per whole point.
 */
function distinctSizes(pageSizes: readonly PageSize[]): PageSizePt[] {
  const seen = new Map<string, PageSizePt>();
  for (const { widthPt, heightPt } of pageSizes) {
    const [short, long] = widthPt < heightPt ? [widthPt, heightPt] : [heightPt, widthPt];
    const key = paperName(short, long) ?? `${Math.round(short)}×${Math.round(long)}`;
    if (!seen.has(key)) seen.set(key, { widthPt: short, heightPt: long });
  }
  return [...seen.values()];
}

export async function preflight(
  path: string,
  fileWork: FileWork,
  { withThumbnail = true, withPagePictures = false, profile = 'standard' }: PreflightOptions = {},
): Promise<Preflight> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile())
    throw new AppError('invalid-input', `"${basename(path)}" is not a file that can be read.`, { path });
  const head = await readHead(path);
  const base: Preflight = {
    path,
    name: basename(path),
    size: info.size,
    type: sniffType(head),
    pageCount: null,
    pageSize: null,
    pageSizes: [],
    problem: null,
    thumbnail: null,
    notes: [],
    profile,
    findings: [],
    pagePictures: [],
  };
  if (info.size === 0) return { ...base, problem: 'empty', notes: [{ note: 'empty' }] };
  const named = extensionTypes[extname(path).toLowerCase()];
  if (named && base.type && named !== base.type)
    base.notes.push({ note: 'misnamed', named, actual: base.type });
  switch (base.type) {
    case 'pdf':
      return pdfPreflight(path, base, fileWork, { withThumbnail, withPagePictures, profile });
    case 'png':
    case 'jpeg': {
      const small = info.size <= maxImageThumbnailBytes;
      const thumbnail = small
        ? `data:image/${base.type};base64,${(await readFile(path)).toString('base64')}`
        : null;
      return {
        ...base,
        pageCount: 1,
        thumbnail,
        notes: [...base.notes, { note: 'image' }, ...(small ? [] : [{ note: 'imageTooLarge' } as const])],
      };
    }
    case 'postscript':
    case 'tiff':
      return {
        ...base,
        notes: [...base.notes, { note: 'notPdfPrintFile' }],
      };
    default:
      return {
        ...base,
        problem: 'unrecognised',
        notes: [...base.notes, { note: 'unrecognised' }],
      };
  }
}
