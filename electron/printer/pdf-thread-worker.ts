/** The printer's PDF thread (pdf-thread.ts): one task at a time, answered by its id. */
import { parentPort } from 'node:worker_threads';
import { makePdf, type PdfTask } from './pdf-making.js';

parentPort!.on('message', (message: { id: number; task: PdfTask }) => {
  makePdf(message.task).then(
    (sha256) => parentPort!.postMessage({ id: message.id, sha256 }),
    (error: unknown) =>
      parentPort!.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
