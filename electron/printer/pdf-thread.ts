/**
 * A worker thread of the printer's own for making PDFs (pdf-making.ts), started on the first job that
 * needs one and kept for the next: the app's main event loop stays free while a raster job is decoded.
 * A thread that dies fails the tasks it had; the next task starts a new one.
 */
import type { Worker } from 'node:worker_threads';
import { startModuleWorker } from '../platform/module-worker.js';
import type { PdfTask } from './pdf-making.js';

type Answer = { id: number; sha256: string } | { id: number; error: string };

export class PdfThread {
  private worker: Worker | undefined;
  private readonly waiting = new Map<number, { resolve(sha256: string): void; reject(error: Error): void }>();
  private nextId = 1;

  /** Makes the task's PDF; resolves to its sha-256, rejects with why it could not be made. */
  make(task: PdfTask): Promise<string> {
    const id = this.nextId++;
    const answer = new Promise<string>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    this.thread().postMessage({ id, task });
    return answer;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startModuleWorker(new URL('./pdf-thread-worker', import.meta.url), import.meta.url, null);
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const waiter = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if ('sha256' in answer) waiter?.resolve(answer.sha256);
      else waiter?.reject(new Error(answer.error));
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', () => failAll(new Error('the PDF thread stopped')));
    this.worker = worker;
    return worker;
  }
}
