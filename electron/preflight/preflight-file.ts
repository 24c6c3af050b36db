/**
 * The print preflight of one file: is it a PDF that opens (pdf.js judges encrypted and damaged files,
 * as the service's page count does), then the print checks over every page. The pages are read on
 * the file-work pool's threads, split in ranges so that every thread has a share; nothing of it runs
 * on the calling thread but the sniffing of the first bytes.
 */
import { stat } from 'node:fs/promises';
import type { FileWorkPool } from '../file-work/pool.js';
import { englishIntl, type TextIntl } from '../i18n/intl.js';
import type { PageOutcome } from '../pdf/read-facts.js';
import { checkPages } from './checks.js';
import { readHead } from './file-head.js';
import type { FilePreflight } from '../shared/preflight/findings.js';
import type { Profile, TrimSize } from '../shared/preflight/profiles.js';

/** What the preflight asks of the file-work pool. */
export type PreflightWork = Pick<FileWorkPool, 'judgePdf' | 'pdfPageFacts' | 'size'>;

export interface PreflightOptions {
  readonly profile: Profile;
  /** The product's trim size; without it the page size is not checked. */
  readonly trim: TrimSize | null;
  readonly signal?: AbortSignal;
  /** The language of `error`, why a file could not be read (default English, what `--json` always writes). */
  readonly intl?: TextIntl;
}

/** Runs of pages per thread: a few each, so that a thread that drew heavy pages does not hold up the end. */
const partsPerThread = 3;

/** `file` is read as given (relative to the working directory) and reported as given. */
export async function preflightFile(
  file: string,
  work: PreflightWork,
  options: PreflightOptions,
): Promise<FilePreflight> {
  const { profile } = options;
  const intl = options.intl ?? englishIntl;
  /** A finding on the whole file (no pages): empty, not a PDF, encrypted, or damaged with pdf.js's words. */
  const fileFinding = (
    finding: { check: 'empty' | 'not-pdf' | 'encrypted' } | { check: 'broken'; detail: string },
    pages = 0,
  ): FilePreflight => {
    const severity = profile.severities[finding.check];
    return { file, pages, findings: severity ? [{ ...finding, severity, pages: [] }] : [] };
  };
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => error);
  if (info instanceof Error) return { file, pages: 0, findings: [], error: unreadable(info, intl) };
  if (!info.isFile())
    return { file, pages: 0, findings: [], error: intl.formatMessage({ id: 'preflight.error.notAFile' }) };
  if (info.size === 0) return fileFinding({ check: 'empty' });
  let head: Buffer;
  try {
    head = await readHead(file);
  } catch (error) {
    return { file, pages: 0, findings: [], error: unreadable(error as NodeJS.ErrnoException, intl) };
  }
  if (!head.includes('%PDF-')) return fileFinding({ check: 'not-pdf' });

  // pdf.js judges while the other threads already read pages: on a file it refuses, their work is dropped.
  const reading = new AbortController();
  const stopReading = () => reading.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', stopReading, { once: true });
  try {
    // The judge is queued first: loading pdf.js is the longest single task, so it must start at once.
    const judging = work.judgePdf(file, options.signal);
    const pages = profile.name === 'off' ? null : readAllPages(file, work, reading.signal);
    pages?.catch(() => {});
    const judgement = await judging;
    if (!judgement.ok) {
      if (judgement.problem === 'encrypted') return fileFinding({ check: 'encrypted' });
      return fileFinding({ check: 'broken', detail: judgement.detail });
    }
    const pageCount = judgement.pageCount;
    if (!pages) return { file, pages: pageCount, findings: [] };
    let outcomes: PageOutcome[];
    try {
      outcomes = await pages;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return fileFinding({ check: 'broken', detail }, pageCount);
    }
    return { file, pages: pageCount, findings: checkPages(outcomes, profile, options.trim) };
  } finally {
    // Whatever ended the preflight, no page is still being read for it.
    reading.abort();
    options.signal?.removeEventListener('abort', stopReading);
  }
}

async function readAllPages(file: string, work: PreflightWork, signal: AbortSignal): Promise<PageOutcome[]> {
  const parts = work.size * partsPerThread;
  const read = await Promise.all(
    Array.from({ length: parts }, (_, part) => work.pdfPageFacts(file, part, parts, signal)),
  );
  return read.flatMap((r) => r.pages);
}

function unreadable(error: NodeJS.ErrnoException, intl: TextIntl): string {
  const why =
    error.code === 'ENOENT'
      ? 'missing'
      : error.code === 'EACCES' || error.code === 'EPERM'
        ? 'denied'
        : error.code === 'EISDIR'
          ? 'folder'
          : 'other';
  return intl.formatMessage({ id: 'preflight.error.unreadable' }, { why, detail: error.message });
}
