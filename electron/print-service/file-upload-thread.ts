/**
 * File uploads run on a worker thread, one per client: it reads each file synchronously and sends
 * it (upload-request.ts), and hands the reply back unchecked. The main thread (in the app, the
 * Electron main process that answers the window) never waits on a disk, and an upload keeps one
 * thread busy instead of two. Progress, replies and errors come back as messages; a cancellation
 * goes there as one. The thread loads no wire models: upload.ts checks the reply.
 *
 * The thread starts with the first upload and stops after a minute without one, so an idle app does
 * not keep a second JavaScript heap. It gets the key (and the proxy route, with its credentials) in
 * memory, as the main thread's connection has them.
 */
import type { Worker } from 'node:worker_threads';
import type { UploadBudget } from '../bandwidth/shared-budget.js';
import { startModuleWorker } from '../platform/module-worker.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import type { PrintServiceErrorInit } from '../shared/models/print-service-error.js';
import { cancelledError } from './transport.js';
import type { RawReply, TransportOptions } from './transport.js';
import type { UploadOptions } from './upload-request.js';

export type ToUploadThread =
  | { type: 'upload'; id: number; remoteFolderPath: string; path: string; fileName?: string }
  | { type: 'cancel'; id: number };

export type FromUploadThread =
  /** Every progress step since the last message (bytes sent at each), oldest first. */
  | { type: 'progress'; id: number; steps: number[]; total: number }
  | { type: 'replied'; id: number; reply: RawReply }
  | { type: 'failed'; id: number; error: PrintServiceErrorInit };

/** What the thread starts with: its own connection's options, and the app's upload budget if it has one. */
export interface UploadThreadData {
  connection: TransportOptions;
  budget?: SharedArrayBuffer;
}

interface PendingUpload {
  resolve: (reply: RawReply) => void;
  reject: (error: PrintServiceError) => void;
  onProgress: UploadOptions['onProgress'];
  /** Detaches the cancellation listener. */
  release: () => void;
}

const operation = 'UploadFile';
const defaultIdleMs = 60_000;

/** A failure of the upload thread itself, not of the file or the service: worth trying again. */
export function uploadThreadFailure(detail: string): PrintServiceErrorInit {
  return {
    kind: 'invalid-request',
    operation,
    retryable: true,
    causeCode: 'upload-thread',
    message: `${operation} stopped: PrintDesk's upload thread failed (${detail.slice(0, 200)}). Try again.`,
  };
}

export class FileUploadThread {
  readonly #connection: TransportOptions;
  readonly #budget: UploadBudget | undefined;
  readonly #idleMs: number;
  readonly #pending = new Map<number, PendingUpload>();
  readonly #settled = new Set<Promise<unknown>>();
  #worker: Worker | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #nextId = 1;
  #closed = false;

  constructor(connection: TransportOptions, options: { idleMs?: number; budget?: UploadBudget } = {}) {
    this.#connection = connection;
    this.#budget = options.budget;
    this.#idleMs = options.idleMs ?? defaultIdleMs;
  }

  /** Whether the thread is running (it stops after `idleMs` without an upload). */
  get running(): boolean {
    return this.#worker !== undefined;
  }

  /** Sends a file; the reply comes back whatever its status (transport failures are thrown). */
  upload(remoteFolderPath: string, path: string, options: UploadOptions = {}): Promise<RawReply> {
    if (options.signal?.aborted) return Promise.reject(cancelledError(operation, false));
    if (this.#closed) {
      return Promise.reject(
        new PrintServiceError({
          kind: 'cancelled',
          operation,
          requestSent: false,
          message: `${operation} was not sent: the connection to the print service was closed.`,
        }),
      );
    }
    const worker = this.#activeWorker();
    const id = this.#nextId++;
    const { signal, onProgress, fileName } = options;
    const result = new Promise<RawReply>((resolve, reject) => {
      const cancel = () => worker.postMessage({ type: 'cancel', id } satisfies ToUploadThread);
      signal?.addEventListener('abort', cancel, { once: true });
      this.#pending.set(id, {
        resolve,
        reject,
        onProgress,
        release: () => signal?.removeEventListener('abort', cancel),
      });
    });
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.#settled.add(settled);
    void settled.then(() => this.#settled.delete(settled));
    worker.postMessage({
      type: 'upload',
      id,
      remoteFolderPath,
      path,
      ...(fileName === undefined ? {} : { fileName }),
    } satisfies ToUploadThread);
    return result;
  }

  /** Lets running uploads finish, then stops the thread; uploads asked for after this fail. */
  async close(): Promise<void> {
    this.#closed = true;
    await Promise.all(this.#settled);
    await this.#stop();
  }

  #activeWorker(): Worker {
    clearTimeout(this.#idleTimer);
    this.#idleTimer = undefined;
    if (!this.#worker) {
      const worker = startUploadWorker(this.#connection, this.#budget);
      worker.on('message', (message: FromUploadThread) => this.#receive(message));
      worker.on('error', (error) => this.#lost(worker, error.message));
      worker.on('exit', (code) => this.#lost(worker, `it exited with code ${code}`));
      this.#worker = worker;
    }
    // Only a thread with uploads to finish may keep the process alive.
    this.#worker.ref();
    return this.#worker;
  }

  #receive(message: FromUploadThread): void {
    const pending = this.#pending.get(message.id);
    if (!pending) return;
    if (message.type === 'progress') {
      for (const sent of message.steps) {
        try {
          pending.onProgress?.(sent, message.total);
        } catch {
          // A failing progress listener must not break the upload.
        }
      }
      return;
    }
    this.#finish(message.id, pending);
    if (message.type === 'replied') pending.resolve(message.reply);
    else pending.reject(new PrintServiceError(message.error));
  }

  #finish(id: number, pending: PendingUpload): void {
    pending.release();
    this.#pending.delete(id);
    if (this.#pending.size > 0 || !this.#worker) return;
    this.#worker.unref();
    this.#idleTimer = setTimeout(() => void this.#stop(), this.#idleMs);
    this.#idleTimer.unref();
  }

  /** The thread crashed or exited: its uploads fail (retryably), and the next upload starts a new one. */
  #lost(worker: Worker, detail: string): void {
    if (this.#worker !== worker) return;
    this.#worker = undefined;
    clearTimeout(this.#idleTimer);
    for (const [id, pending] of this.#pending) {
      this.#finish(id, pending);
      pending.reject(new PrintServiceError(uploadThreadFailure(detail)));
    }
  }

  async #stop(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    clearTimeout(this.#idleTimer);
    await worker?.terminate();
  }
}

/** Starts file-upload-worker next to this module. */
function startUploadWorker(
  { baseUrl, key, timeouts, proxy }: TransportOptions,
  budget: UploadBudget | undefined,
): Worker {
  // Only what the thread's transport needs, and nothing structured cloning could trip on: the
  // proxy route is plain data, so both threads go the same way. The budget's buffer is shared, not copied.
  const workerData: UploadThreadData = {
    connection: {
      baseUrl,
      key,
      ...(timeouts ? { timeouts } : {}),
      ...(proxy ? { proxy } : {}),
    },
    ...(budget ? { budget: budget.buffer } : {}),
  };
  return startModuleWorker(new URL('./file-upload-worker', import.meta.url), import.meta.url, workerData);
}
