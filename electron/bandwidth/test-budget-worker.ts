/** A thread for shared-budget.test.ts: takes one turn and counts 5 bytes in the budget it was given. */
import { parentPort, workerData } from 'node:worker_threads';
import { UploadBudget } from './shared-budget.js';

const budget = UploadBudget.from(workerData as SharedArrayBuffer);
const turn = budget.take(64 * 1024);
budget.count(5);
parentPort!.postMessage(turn === undefined);
