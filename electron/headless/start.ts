/**
 * Builds the core and serves it headless: what `printdesk serve` and the `npm start` fall-back run.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCore } from '../core/create-core.js';
import type { Core, CoreOptions } from '../core/create-core.js';
import type { ServerLimits } from '../platform/http-hardening.js';
import { startHeadlessHost } from './host.js';
import type { RunningHost } from './host.js';

/** dist/renderer, from the sources (electron/headless/) or from the build (dist/electron/headless/). */
export function defaultRendererDir(): string {
  const candidates = ['../../dist/renderer', '../../renderer'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(`${dir}/index.html`)) ?? candidates[0]!;
}

export interface HeadlessOptions {
  dataDir: string;
  port?: number;
  host?: string;
  rendererDir?: string;
  secretStore?: CoreOptions['secretStore'];
  /** Serve the event-loop delay at /api/loop-stats (benchmarks). */
  loopStats?: boolean;
  /** The host's timeouts, connection cap and upload limit (the host's defaults for what is not given). */
  limits?: Partial<ServerLimits>;
  /** Benchmark reference only: the core's file work and embedded sandbox on its own thread. */
  inlineWork?: Pick<CoreOptions, 'fileWork' | 'sandboxLauncher'>;
}

export interface Headless {
  core: Core;
  host: RunningHost;
  /** Closes the host, then the core (uploads stopped, sync journal flushed). */
  close(): Promise<void>;
}

export async function startHeadless(options: HeadlessOptions): Promise<Headless> {
  const core = await createCore({
    dataDir: options.dataDir,
    platform: 'headless',
    ...(options.secretStore ? { secretStore: options.secretStore } : {}),
    ...options.inlineWork,
  });
  let host: RunningHost;
  try {
    host = await startHeadlessHost({
      core,
      rendererDir: options.rendererDir ?? defaultRendererDir(),
      refused: (what, reason) => core.appLog.refusal({ what, reason }),
      ...(options.port !== undefined ? { port: options.port } : {}),
      ...(options.host !== undefined ? { host: options.host } : {}),
      ...(options.loopStats ? { loopStats: true } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
    });
  } catch (error) {
    await core.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    core,
    host,
    close() {
      closing ??= host.close().finally(() => core.close());
      return closing;
    },
  };
}

/** True for the loopback interfaces; anything else reaches other machines. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}
