/**
 * The upload thread's entry (see file-upload-thread.ts): its own transport to the service, one
 * upload per `upload` message, each answered by progress messages and then `replied` or `failed`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { UploadBudget } from '../bandwidth/shared-budget.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { uploadThreadFailure } from './file-upload-thread.js';
import type { FromUploadThread, ToUploadThread, UploadThreadData } from './file-upload-thread.js';
import { Transport } from './transport.js';
import { openUploadRequest } from './upload-request.js';

if (!parentPort) throw new Error('file-upload-worker runs only as a worker thread');
const port = parentPort;
const data = workerData as UploadThreadData;
const transport = new Transport(data.connection);
const budget = data.budget ? UploadBudget.from(data.budget) : undefined;
const running = new Map<number, AbortController>();

const post = (message: FromUploadThread) => port.postMessage(message);

/**
 * Progress crosses to the main thread in batches, at most every 50 ms, each with every step since
 * the last: the main thread still hears of every 256 KiB, but is woken twenty times a second
 * instead of thousands, while it shares the cores with this thread.
 */
const progressBatchMs = 50;

function progressBatches(id: number) {
  let steps: number[] = [];
  let total = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (steps.length === 0) return;
    post({ type: 'progress', id, steps, total });
    steps = [];
  };
  const add = (sent: number, size: number) => {
    steps.push(sent);
    total = size;
    if (sent === size) flush();
    else timer ??= setTimeout(flush, progressBatchMs);
  };
  return { add, flush };
}

port.on('message', (message: ToUploadThread) => {
  if (message.type === 'cancel') running.get(message.id)?.abort();
  else void upload(message);
});

async function upload({ id, remoteFolderPath, path, fileName }: ToUploadThread & { type: 'upload' }) {
  const controller = new AbortController();
  const progress = progressBatches(id);
  running.set(id, controller);
  try {
    const request = openUploadRequest(
      remoteFolderPath,
      { path },
      {
        onProgress: progress.add,
        ...(fileName === undefined ? {} : { fileName }),
        ...(budget ? { budget, signal: controller.signal } : {}),
      },
    );
    try {
      const reply = await transport.exchange(request.exchange, controller.signal);
      progress.flush();
      post({ type: 'replied', id, reply });
    } finally {
      request.close();
    }
  } catch (error) {
    const init =
      error instanceof PrintServiceError
        ? error.toInit()
        : uploadThreadFailure(String((error as Error)?.message));
    progress.flush();
    post({ type: 'failed', id, error: init });
  } finally {
    running.delete(id);
  }
}
