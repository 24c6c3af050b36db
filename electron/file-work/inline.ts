/**
 * The file work done on the calling thread, as the core did before the file-work pool. Only the
 * reference run of the responsiveness benchmark (bench/main-responsiveness.ts) uses it, to measure
 * what the threads save; nothing in the app chooses it.
 */
import type { FileWork } from './pool.js';
import { runFileTask, statVersionsTask, versionsOf, type FileTask, type FileTaskResults } from './tasks.js';

export function inlineFileWork(): FileWork {
  return {
    inspectPdf: (path, signal) => run<'inspect-pdf'>({ kind: 'inspect-pdf', path }, signal),
    async renderPdfPage(path, page, longSide, signal) {
      const bytes = await run<'render-pdf-page'>({ kind: 'render-pdf-page', path, page, longSide }, signal);
      return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    sha256: (path, signal) => run<'sha256'>({ kind: 'sha256', path }, signal),
    statVersions: async (paths, signal) => versionsOf(await run(statVersionsTask(paths), signal)),
    judgePdf: (path, signal) => run<'judge-pdf'>({ kind: 'judge-pdf', path }, signal),
    pdfPageFacts: (path, part, parts, signal) =>
      run<'pdf-page-facts'>({ kind: 'pdf-page-facts', path, part, parts }, signal),
    fixPdf: (path, output, plan, signal) => run<'fix-pdf'>({ kind: 'fix-pdf', path, output, plan }, signal),
    size: 1,
    close: async () => {},
  };
}

/** A task started on this thread cannot be stopped midway: cancelling only prevents the start. */
async function run<K extends FileTask['kind']>(
  task: FileTask & { kind: K },
  signal: AbortSignal | undefined,
): Promise<FileTaskResults[K]> {
  signal?.throwIfAborted();
  return (await runFileTask(task)) as FileTaskResults[K];
}
