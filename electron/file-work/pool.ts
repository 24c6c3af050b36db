/**
 * A pool of threads for the heavy reads of local files: PDF page counts, sizes and the broken-file
 * check, page pictures, sha-256, the preflight's reading of pages. In Electron a busy main process
 * freezes every window, the tray and the menus, so none of this may run there.
 *
 * Sized to the machine (one core is left to the main process and the upload thread), each thread runs
 * one task at a time. Threads start on demand and stop when idle for a while, so an idle app keeps no
 * extra heaps. A task can be cancelled: a queued one is dropped, a running one ends with its thread,
 * which is the only sure way to stop pdf.js mid-page.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../platform/module-worker.js';
import type { PdfInspection, PdfJudgement } from '../pdf/pdf-reader.js';
import type { FactsOfPages } from '../pdf/read-facts.js';
import type { FixOutcome, FixPlan } from '../pdf/fix/fix-pdf.js';
import { statVersionsTask, versionsOf } from './tasks.js';
import type { FileTask, FileTaskResults, FromFileWorker, StatVersion } from './tasks.js';

interface Job {
  id: number;
  task: FileTask;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idleTimer: NodeJS.Timeout | undefined;
}

export interface FileWorkPoolOptions {
  /** Threads at most (default: the cores less one, at least 1, at most 4). */
  size?: number;
  /** A thread with nothing to do stops after this long. */
  idleMs?: number;
}

/** What the core asks of its file work: the pool (or, for a benchmark's reference, the same tasks inline). */
export type FileWork = Pick<
  FileWorkPool,
  | 'inspectPdf'
  | 'renderPdfPage'
  | 'sha256'
  | 'statVersions'
  | 'judgePdf'
  | 'pdfPageFacts'
  | 'fixPdf'
  | 'size'
  | 'close'
>;

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export class FileWorkPool {
  readonly size: number;
  readonly #idleMs: number;
  readonly #slots = new Set<Slot>();
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(options: FileWorkPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultPoolSize());
    this.#idleMs = options.idleMs ?? 30_000;
  }

  inspectPdf(path: string, signal?: AbortSignal): Promise<PdfInspection> {
    return this.#run({ kind: 'inspect-pdf', path }, signal);
  }

  /** A PNG of the page, its long side `longSide` pixels; null when the file is not a PDF. */
  async renderPdfPage(
    path: string,
    page: number,
    longSide: number,
    signal?: AbortSignal,
  ): Promise<Buffer | null> {
    const bytes = await this.#run<'render-pdf-page'>(
      { kind: 'render-pdf-page', path, page, longSide },
      signal,
    );
    return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  sha256(path: string, signal?: AbortSignal): Promise<string> {
    return this.#run({ kind: 'sha256', path }, signal);
  }

  /** Each path's size and times, in one message (null: gone, or no regular file). */
  async statVersions(paths: string[], signal?: AbortSignal): Promise<(StatVersion | null)[]> {
    return versionsOf(await this.#run(statVersionsTask(paths), signal));
  }

  /** pdf.js's verdict: the page count, or why the file cannot be opened (encrypted, damaged, not a PDF). */
  judgePdf(path: string, signal?: AbortSignal): Promise<PdfJudgement> {
    return this.#run({ kind: 'judge-pdf', path }, signal);
  }

  /** The preflight's facts (boxes, fonts, images, colour) of part `part` (0-based) of `parts` runs of pages. */
  pdfPageFacts(path: string, part: number, parts: number, signal?: AbortSignal): Promise<FactsOfPages> {
    return this.#run({ kind: 'pdf-page-facts', path, part, parts }, signal);
  }

  /** A fixed copy of `path` written to `output` (pdf/fix/): what each fix changed, or why none could. */
  fixPdf(path: string, output: string, plan: FixPlan, signal?: AbortSignal): Promise<FixOutcome> {
    return this.#run({ kind: 'fix-pdf', path, output, plan }, signal);
  }

  /** Threads running now (for tests and the status of the app). */
  get threads(): number {
    return this.#slots.size;
  }

  /** Cancels what is queued and running, and stops every thread. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const job of this.#queue.splice(0)) this.#settle(job, new Error('The file-work pool was closed.'));
    await Promise.all(
      [...this.#slots].map((slot) => this.#retire(slot, new Error('The file-work pool was closed.'))),
    );
  }

  #run<K extends FileTask['kind']>(
    task: FileTask & { kind: K },
    signal?: AbortSignal,
  ): Promise<FileTaskResults[K]> {
    if (this.#closed) return Promise.reject(new Error('The file-work pool is closed.'));
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<FileTaskResults[K]>((resolve, reject) => {
      const job: Job = {
        id: this.#nextId++,
        task,
        resolve: resolve as (value: unknown) => void,
        reject,
        signal,
        onAbort: () => this.#cancel(job),
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.#queue.push(job);
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0) {
      const slot = [...this.#slots].find((s) => s.job === null) ?? this.#spawn();
      if (!slot) return;
      const job = this.#queue.shift()!;
      clearTimeout(slot.idleTimer);
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }

  #spawn(): Slot | undefined {
    if (this.#slots.size >= this.size) return undefined;
    const worker = startModuleWorker(new URL('./worker', import.meta.url), import.meta.url, null);
    const slot: Slot = { worker, job: null, idleTimer: undefined };
    worker.on('message', (message: FromFileWorker) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      this.#settle(
        job,
        message.ok ? undefined : Object.assign(new Error(message.message), { code: message.code }),
        message.ok ? message.value : undefined,
      );
      this.#idle(slot);
      this.#dispatch();
    });
    const lost = (detail: string) => {
      if (!this.#slots.delete(slot)) return;
      clearTimeout(slot.idleTimer);
      if (slot.job) this.#settle(slot.job, new Error(`A file-work thread stopped (${detail}).`));
      this.#dispatch();
    };
    worker.on('error', (error) => lost(error.message));
    worker.on('exit', (code) => lost(`exit code ${code}`));
    this.#slots.add(slot);
    return slot;
  }

  #idle(slot: Slot): void {
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => void this.#retire(slot), this.#idleMs);
    slot.idleTimer.unref();
  }

  #cancel(job: Job): void {
    const queued = this.#queue.indexOf(job);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      this.#settle(job, abortError(job.signal!));
      return;
    }
    const slot = [...this.#slots].find((s) => s.job === job);
    if (slot) void this.#retire(slot, abortError(job.signal!)).then(() => this.#dispatch());
  }

  /** Stops a thread; the task it was running, if any, fails with `reason`. */
  async #retire(slot: Slot, reason?: Error): Promise<void> {
    if (!this.#slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    if (slot.job) this.#settle(slot.job, reason ?? new Error('The file-work thread was stopped.'));
    slot.job = null;
    await slot.worker.terminate();
  }

  #settle(job: Job, error: Error | undefined, value?: unknown): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    if (error) job.reject(error);
    else job.resolve(value);
  }
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The task was cancelled.', 'AbortError');
}
