/** `printdesk serve`: the PrintDesk UI in a browser, served on loopback (headless mode). */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir } from '../platform/app-paths.js';
import { defaultHostLimits } from '../headless/host.js';
import { isLoopback, startHeadless, type HeadlessOptions } from '../headless/start.js';
import { UsageError } from './command.js';
import { limitFlagOptions, limitFlagsUsage, readLimitFlags } from './limit-flags.js';

export const usage =
  (): string => `Usage: printdesk serve [--port N] [--data-dir DIR] [--host H] [--max-upload-mb N] [--max-connections N] [--idle-timeout-s N] [--json]

Serves the PrintDesk UI to a browser on this computer, with the same core as the desktop app
(hot folders keep syncing while it runs). Open the printed address: it carries a per-run access token.

Flags:
  --port N        Port to listen on (default 0: a free port)
  --data-dir DIR  Settings, sync journal and embedded sandbox (default ${defaultDataDir()})
  --host H        Interface to bind (default 127.0.0.1). Anything else exposes PrintDesk to other machines.
${limitFlagsUsage(defaultHostLimits, 'browser uploads')}
  --json          Print {"url": "..."} as the first stdout line (for scripts and tests)

Stops cleanly on Ctrl+C (SIGINT) or SIGTERM.

For benchmarks (electron/headless/README.md): PRINTDESK_LOOP_STATS=1 serves the event-loop delay at
/api/loop-stats; PRINTDESK_BENCH_INLINE=1 runs preflight, hashing and the embedded sandbox on the
core's own thread, as before they had threads and a process (a reference, never for use).`;

export function parsePort(value: string | undefined): number {
  if (value === undefined) return 0;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535)
    throw new UsageError(`--port must be 0..65535, got "${value}"`);
  return Number(value);
}

/** Resolves on the first SIGINT or SIGTERM. */
export function untilSignal(): Promise<NodeJS.Signals> {
  return new Promise((done) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** The benchmark's reference: loaded only when asked for. */
async function inlineWork(): Promise<HeadlessOptions['inlineWork']> {
  const { inlineFileWork } = await import('../file-work/inline.js');
  const { inProcessSandboxLauncher } = await import('./in-process-sandbox.js');
  return { fileWork: inlineFileWork(), sandboxLauncher: inProcessSandboxLauncher };
}

export async function run(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      host: { type: 'string' },
      json: { type: 'boolean', default: false },
      ...limitFlagOptions,
    },
  });
  const port = parsePort(values.port);
  const limits = readLimitFlags(values);
  const host = values.host?.trim();
  if (host !== undefined && host === '')
    throw new UsageError('--host needs an interface address, e.g. 127.0.0.1');
  if (host !== undefined && !isLoopback(host))
    console.error(
      `printdesk serve: WARNING: listening on ${host} lets other machines reach PrintDesk; anyone with the address (token included) controls it.`,
    );
  const dataDir = resolve(values['data-dir'] ?? defaultDataDir());
  const stopped = untilSignal();

  const headless = await startHeadless({
    dataDir,
    port,
    limits,
    ...(host !== undefined ? { host } : {}),
    ...(process.env.PRINTDESK_LOOP_STATS === '1' ? { loopStats: true } : {}),
    ...(process.env.PRINTDESK_BENCH_INLINE === '1' ? { inlineWork: await inlineWork() } : {}),
  });
  const { url, rendererBuilt } = headless.host;
  if (values.json) process.stdout.write(`{"url": ${JSON.stringify(url)}}\n`);
  else
    console.log(
      `PrintDesk is running at ${url}\nOpen that address in a browser on this computer. Press Ctrl+C to stop.`,
    );
  if (!rendererBuilt)
    console.error(
      'printdesk serve: the user interface is not built (dist/renderer is missing): run `npm run build` first.',
    );

  await stopped;
  await headless.close();
  return 0;
}
