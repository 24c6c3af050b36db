/**
 * The work the file-work threads do, as messages: heavy reads of local files (PDF parsing and drawing,
 * hashing, the preflight's reading of pages) that must never run on the main process's event loop.
 * `runFileTask` runs one, in whatever thread imports it; worker.ts is the thread's side, pool.ts the
 * main thread's.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { inspectPdf, judgePdf, renderPdfPage } from '../pdf/pdf-reader.js';
import type { PdfInspection, PdfJudgement } from '../pdf/pdf-reader.js';
import { readFactsOfPart, type FactsOfPages } from '../pdf/read-facts.js';
import { fixPdf, type FixOutcome, type FixPlan } from '../pdf/fix/fix-pdf.js';

export type FileTask =
  | { kind: 'inspect-pdf'; path: string }
  | { kind: 'render-pdf-page'; path: string; page: number; longSide: number }
  | { kind: 'sha256'; path: string }
  | { kind: 'judge-pdf'; path: string }
  | { kind: 'pdf-page-facts'; path: string; part: number; parts: number }
  | { kind: 'fix-pdf'; path: string; output: string; plan: FixPlan };

/** What each kind of task resolves to. */
export interface FileTaskResults {
  'inspect-pdf': PdfInspection;
  'render-pdf-page': Uint8Array | null;
  sha256: string;
  'judge-pdf': PdfJudgement;
  'pdf-page-facts': FactsOfPages;
  'fix-pdf': FixOutcome;
}

export type ToFileWorker = { id: number; task: FileTask };
/** A failure keeps its system error code (`EACCES`, `ENOENT`…): the caller tells a file it may not read from one that went. */
export type FromFileWorker =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; code?: string };

export async function runFileTask(task: FileTask): Promise<FileTaskResults[FileTask['kind']]> {
  switch (task.kind) {
    case 'inspect-pdf':
      return inspectPdf(task.path);
    case 'render-pdf-page':
      return renderPdfPage(task.path, task.page, task.longSide);
    case 'sha256':
      return sha256File(task.path);
    case 'judge-pdf':
      return judgePdf(task.path);
    case 'pdf-page-facts':
      return readFactsOfPart(task.path, task.part, task.parts);
    case 'fix-pdf':
      return fixPdf(task.path, task.output, task.plan);
  }
}

async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}
