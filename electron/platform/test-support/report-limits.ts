/** A thread that answers with the resource limits it was started with (module-worker.test.ts). */
import { parentPort, resourceLimits } from 'node:worker_threads';

parentPort!.postMessage(resourceLimits);
