/**
 * The work the file-work threads do, as messages: heavy reads of local files (PDF parsing and drawing,
 * hashing, the preflight's reading of pages) that must never run on the main process's event loop.
 * `runFileTask` runs one, in whatever thread imports it; worker.ts is the thread's side, pool.ts the
 * main thread's.
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { PdfInspection, PdfJudgement } from '../pdf/pdf-reader.js';
import type { FactsOfPages } from '../pdf/read-facts.js';
import type { FixOutcome, FixPlan } from '../pdf/fix/fix-pdf.js';

export type FileTask =
  | { kind: 'inspect-pdf'; path: string }
  | { kind: 'render-pdf-page'; path: string; page: number; longSide: number }
  | { kind: 'sha256'; path: string }
  /** Paths joined by NUL (no path holds one): one string to copy to the thread, not one per file. */
  | { kind: 'stat-versions'; paths: string }
  | { kind: 'judge-pdf'; path: string }
  | { kind: 'pdf-page-facts'; path: string; part: number; parts: number }
  | { kind: 'fix-pdf'; path: string; output: string; plan: FixPlan };

/** What each kind of task resolves to. */
export interface FileTaskResults {
  'inspect-pdf': PdfInspection;
  'render-pdf-page': Uint8Array | null;
  sha256: string;
  /** Size, mtime and ctime of each path in turn; NaN for one gone or no regular file. */
  'stat-versions': Float64Array;
  'judge-pdf': PdfJudgement;
  'pdf-page-facts': FactsOfPages;
  'fix-pdf': FixOutcome;
}

/** A regular file's size and times, as the hot-folder engine compares versions (null: gone, or no regular file). */
export interface StatVersion {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ctimeMs: number;
}

/** The stat task for `paths`, in its wire shape; `versionsOf` reads its answer. */
export function statVersionsTask(paths: readonly string[]): FileTask & { kind: 'stat-versions' } {
  return { kind: 'stat-versions', paths: paths.join('\0') };
}

/** The stat task's answer, a file at a time (null: gone, or no regular file). */
export function versionsOf(values: Float64Array): (StatVersion | null)[] {
  const versions: (StatVersion | null)[] = [];
  for (let i = 0; i < values.length; i += 3)
    versions.push(
      Number.isNaN(values[i]) ? null : { size: values[i]!, mtimeMs: values[i + 1]!, ctimeMs: values[i + 2]! },
    );
  return versions;
}

export type ToFileWorker = { id: number; task: FileTask };
/** A failure keeps its system error code (`EACCES`, `ENOENT`…): the caller tells a file it may not read from one that went. */
export type FromFileWorker =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; code?: string };

/**
 * The PDF readers and the fixer load on a thread's first PDF task, not with the thread: pdf-lib and
 * its fonts alone are some 35 MiB of RSS, and a thread that only hashes and stats the files of a hot
 * folder (100,000 of them, bench watch-idle) never needs them.
 */
export async function runFileTask(task: FileTask): Promise<FileTaskResults[FileTask['kind']]> {
  switch (task.kind) {
    case 'inspect-pdf':
      return (await import('../pdf/pdf-reader.js')).inspectPdf(task.path);
    case 'render-pdf-page':
      return (await import('../pdf/pdf-reader.js')).renderPdfPage(task.path, task.page, task.longSide);
    case 'sha256':
      return sha256FileSync(task.path);
    case 'stat-versions':
      return statVersionsSync(task.paths.split('\0'));
    case 'judge-pdf':
      return (await import('../pdf/pdf-reader.js')).judgePdf(task.path);
    case 'pdf-page-facts':
      return (await import('../pdf/read-facts.js')).readFactsOfPart(task.path, task.part, task.parts);
    case 'fix-pdf':
      return (await import('../pdf/fix/fix-pdf.js')).fixPdf(task.path, task.output, task.plan);
  }
}

/**
 * Reads the file with blocking calls, on purpose: this runs on a file-work thread, which does nothing
 * else meanwhile, and each blocking read is one system call where an asynchronous one is a round trip
 * through libuv's threads (four per small file: open, read, read, close). With 100,000 print files
 * of a few bytes (bench watch-idle) those round trips were most of the hashing's cost. A task
 * cancelled meanwhile still stops: the pool ends the thread, which stops between two reads.
 *
 * One read buffer of 1 MiB per thread, used again from file to file (a thread hashes one file at a
 * time): a read stream allocated a fresh 1 MiB for every file, however small.
 */
let chunk: Buffer | undefined;

function sha256FileSync(path: string): string {
  const buffer = (chunk ??= Buffer.allocUnsafeSlow(1024 * 1024));
  const fd = openSync(path, 'r');
  try {
    const hash = createHash('sha256');
    for (;;) {
      const bytesRead = readSync(fd, buffer, 0, buffer.length, null);
      if (bytesRead === 0) return hash.digest('hex');
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Blocking, on purpose: on a file-work thread a stat is one system call, where the core's thread
 * paid a round trip through libuv's threads for each (a fifth of its time settling 100,000 files).
 */
function statVersionsSync(paths: string[]): Float64Array {
  const versions = new Float64Array(paths.length * 3).fill(NaN);
  paths.forEach((path, i) => {
    try {
      const s = statSync(path, { throwIfNoEntry: false });
      if (s?.isFile()) versions.set([s.size, s.mtimeMs, s.ctimeMs], i * 3);
    } catch {
      // Unreadable folder, a name too long: no version, as for a file gone.
    }
  });
  return versions;
}
