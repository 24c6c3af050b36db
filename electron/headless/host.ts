/**
 * The headless host: serves the built renderer and the IPC contract to a browser on loopback.
 * Requests and events travel over one WebSocket (`/api/ws`); files are uploaded as streamed bytes
 * (`POST /api/upload`) because a browser cannot give paths, and exports are streamed downloads
 * (`GET /api/export/…`). Wire protocol: ./README.md.
 *
 * This module only wires the parts: the guard (guard.ts), static files (static-files.ts), the
 * upload endpoints (browser-uploads.ts), the downloads (export-downloads.ts), the WebSocket sessions (socket-session.ts) and the limits
 * every connection is held to (../http-hardening.ts).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyLimits, limitedServerOptions, megabytes, resolveLimits } from '../platform/http-hardening.js';
import type { ServerLimits } from '../platform/http-hardening.js';
import {
  browserUploads,
  fixPreviewPath,
  preflightPath,
  uploadFixedPath,
  uploadPath,
} from './browser-uploads.js';
import type { UploadCore } from './browser-uploads.js';
import { exportDownloads, orderRecordCsvPath } from './export-downloads.js';
import type { ExportCore } from './export-downloads.js';
import { createGuard } from './guard.js';
import { loopStatsPath, startLoopMonitor } from './loop-stats.js';
import { sendJson, sendText } from './replies.js';
import { socketSessions, wsPath } from './socket-session.js';
import type { SessionCore } from './socket-session.js';
import { isBuilt, staticFiles } from './static-files.js';

/** What the host needs from the core. */
export interface HostCore extends SessionCore, UploadCore, ExportCore {}

/**
 * A browser on this computer needs few connections (six per origin, one socket per tab); an upload
 * streams into the core (then the service) for as long as it takes, so no request timeout. The
 * upload limit is far above any print file a browser sends here; `printdesk serve --max-upload-mb`
 * changes it.
 */
export const defaultHostLimits: ServerLimits = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 0,
  idleTimeoutMs: 60_000,
  maxConnections: 64,
  maxUploadBytes: megabytes(8192),
};

export interface HostOptions {
  core: HostCore;
  /** 0 picks a free port. */
  port?: number;
  /** The interface to bind; loopback unless the user asked otherwise. */
  host?: string;
  /** The built renderer (dist/renderer). */
  rendererDir: string;
  /** A fixed token (tests); random per run otherwise. */
  token?: string;
  log?: (message: string) => void;
  /** Every request or handshake the guard refuses (no token, a foreign Host or Origin…), for the log. */
  refused?: (what: string, reason: string) => void;
  /** Serves the event-loop delay at /api/loop-stats (benchmarks; see loop-stats.ts). */
  loopStats?: boolean;
  /** Timeouts, the connection cap and the upload limit; `defaultHostLimits` for what is not given. */
  limits?: Partial<ServerLimits>;
}

export interface RunningHost {
  /** The address to open, token included: `http://127.0.0.1:PORT/?token=…`. */
  url: string;
  origin: string;
  /** The address the socket is bound to (127.0.0.1 unless --host said otherwise). */
  address: string;
  port: number;
  token: string;
  /** false when dist/renderer has no index.html (the page then says to run `npm run build`). */
  rendererBuilt: boolean;
  close(): Promise<void>;
}

export async function startHeadlessHost(options: HostOptions): Promise<RunningHost> {
  const limits = resolveLimits(defaultHostLimits, options.limits);
  const bindHost = options.host ?? '127.0.0.1';
  const guard = createGuard(bindHost, options.token, options.refused);
  const log = options.log ?? ((message: string) => console.error(message));
  const loop = options.loopStats ? startLoopMonitor() : undefined;
  const rendererBuilt = await isBuilt(options.rendererDir);
  const serveFile = staticFiles(options.rendererDir, rendererBuilt, guard);
  const { upload, preflight, fixPreview, uploadFixed } = browserUploads(options.core, limits.maxUploadBytes);
  const sessions = socketSessions(options.core, guard, log);
  const orderRecordCsv = exportDownloads(options.core);

  const route = (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    switch (url.pathname) {
      case uploadPath:
        return upload(request, response, url);
      case preflightPath:
        return preflight(request, response, url);
      case fixPreviewPath:
        return fixPreview(request, response, url);
      case uploadFixedPath:
        return uploadFixed(request, response, url);
      case orderRecordCsvPath:
        return orderRecordCsv(request, response);
      case wsPath:
        return Promise.resolve(sendText(response, 426, 'This address takes WebSocket connections only.'));
    }
    if (loop && url.pathname === loopStatsPath)
      return Promise.resolve(sendJson(response, 200, loop.read(url.searchParams.has('reset'))));
    return serveFile(request, response, url);
  };

  const server = createServer(limitedServerOptions(limits), (request, response) => {
    const failed = (error: unknown) => {
      // A client that went away (or was cut) before its answer is no failure of the host.
      if (request.socket.destroyed) return void response.destroy();
      log(
        `[host] ${request.method} ${request.url?.slice(0, 200)} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent) sendText(response, 500, 'PrintDesk could not answer this request.');
      else response.destroy();
    };
    try {
      const admission = guard.admit(request);
      if (!admission.admitted) return sendText(response, admission.refusal.status, admission.refusal.message);
      route(request, response, admission.url).catch(failed);
    } catch (error) {
      failed(error);
    }
  });
  applyLimits(server, limits);
  server.on('upgrade', sessions.upgrade);

  await new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, bindHost, () => {
      server.off('error', reject);
      resolvePromise();
    });
  });
  const { port, address } = server.address() as AddressInfo;
  guard.listening(port);
  // A wildcard bind is still reached on loopback from this machine.
  const reachable = bindHost === '0.0.0.0' || bindHost === '::' ? '127.0.0.1' : bindHost;
  const displayHost = reachable.includes(':') ? `[${reachable}]` : reachable;
  const origin = `http://${displayHost}:${port}`;

  return {
    url: `${origin}/?token=${guard.token}`,
    origin,
    address,
    port,
    token: guard.token,
    rendererBuilt,
    async close() {
      loop?.stop();
      sessions.close();
      server.closeIdleConnections();
      await new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        // Long-running uploads are cut: the core cancels them on close anyway.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
    },
  };
}
