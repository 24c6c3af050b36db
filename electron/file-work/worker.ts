/** A file-work thread: runs the tasks pool.ts sends, one at a time, and answers each by its id. */
import { parentPort } from 'node:worker_threads';
import { runFileTask } from './tasks.js';
import type { FromFileWorker, ToFileWorker } from './tasks.js';

const port = parentPort!;
port.on('message', ({ id, task }: ToFileWorker) => {
  runFileTask(task).then(
    (value) => {
      // Stats move to the main thread as they are: a fresh array of their own.
      if (value instanceof Float64Array)
        return port.postMessage({ id, ok: true, value } satisfies FromFileWorker, [
          value.buffer as ArrayBuffer,
        ]);
      if (!(value instanceof Uint8Array))
        return port.postMessage({ id, ok: true, value } satisfies FromFileWorker);
      // A picture's bytes move to the main thread; a copy of its own first, as a Buffer may share a pool.
      const bytes = new Uint8Array(value);
      port.postMessage({ id, ok: true, value: bytes } satisfies FromFileWorker, [bytes.buffer]);
    },
    (error: unknown) => {
      const code = (error as NodeJS.ErrnoException | null)?.code;
      port.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        ...(typeof code === 'string' ? { code } : {}),
      } satisfies FromFileWorker);
    },
  );
});
