/**
 * The upload thread's entry (see file-upload-thread.ts): its own transport to the service, one
 * upload per `upload` message, each answered by progress messages and then `replied` or `failed`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PrintServiceError } from './errors.js';
import { uploadThreadFailure } from './file-upload-thread.js';
import type { FromUploadThread, ToUploadThread } from './file-upload-thread.js';
import { Transport } from './transport.js';
import type { TransportOptions } from './transport.js';
import { openUploadRequest } from './upload-request.js';

if (!parentPort) throw new Error('file-upload-worker runs only as a worker thread');
const port = parentPort;
const transport = new Transport(workerData as TransportOptions);
const running = new Map<number, AbortController>();

const post = (message: FromUploadThread) => port.postMessage(message);

port.on('message', (message: ToUploadThread) => {
  if (message.type === 'cancel') running.get(message.id)?.abort();
  else void upload(message);
});

async function upload({ id, remoteFolderPath, path, fileName }: ToUploadThread & { type: 'upload' }) {
  const controller = new AbortController();
  running.set(id, controller);
  try {
    const request = openUploadRequest(
      remoteFolderPath,
      { path },
      {
        onProgress: (sent, total) => post({ type: 'progress', id, sent, total }),
        ...(fileName === undefined ? {} : { fileName }),
      },
    );
    try {
      post({ type: 'replied', id, reply: await transport.exchange(request.exchange, controller.signal) });
    } finally {
      request.close();
    }
  } catch (error) {
    const init =
      error instanceof PrintServiceError
        ? error.toInit()
        : uploadThreadFailure(String((error as Error)?.message));
    post({ type: 'failed', id, error: init });
  } finally {
    running.delete(id);
  }
}
