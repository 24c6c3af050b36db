/**
 * The headless host: serves the built renderer and the IPC contract to a browser on loopback.
 * Requests and events travel over one WebSocket (`/api/ws`); files are uploaded as streamed bytes
 * (`POST /api/upload`) because a browser cannot give paths. Wire protocol: ./README.md.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { EventName } from '../ipc/contract.js';
import type { IpcError } from '../ipc/errors.js';
import type { Router } from '../ipc/router.js';
import type { Uploads } from '../ipc/services/uploads.js';
import { createGuard, tokenCookie } from './guard.js';
import { loopStatsPath, startLoopMonitor } from './loop-stats.js';
import { maxPreflightBytes, preflightPath, preflightStream } from './stream-preflight.js';

/** What the host needs from the core. */
export interface HostCore {
  router: Router;
  on(listener: (event: EventName, payload: unknown, seq: number) => void): () => void;
  lastSeq(): number;
  uploads: Pick<Uploads, 'addStream'>;
  toError(error: unknown): IpcError;
}

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
  /** Serves the event-loop delay at /api/loop-stats (benchmarks; see loop-stats.ts). */
  loopStats?: boolean;
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

export const wsPath = '/api/ws';
export const uploadPath = '/api/upload';
/** One request message is small; files go through the upload endpoint. */
const maxMessageBytes = 1024 * 1024;
/** Events for a browser that does not read are dropped past this, rather than growing without bound. */
const maxBufferedBytes = 16 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function contentSecurityPolicy(origins: string[]): string {
  // CSP source lists cannot name IPv6 literals: [::1] is left to 'self' when the page is served from it.
  const sockets = origins
    .filter((o) => !o.includes('['))
    .map((o) => o.replace(/^http:/, 'ws:'))
    .join(' ');
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${sockets}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const commonHeaders = {
  'x-content-type-options': 'nosniff',
  // The page URL carries the token: never send it anywhere as a referrer.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...commonHeaders,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendText(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {
    ...commonHeaders,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(`${message}\n`);
}

const notBuiltPage = `<!doctype html><meta charset="utf-8"><title>PrintDesk</title>
<h1>PrintDesk is running, but its user interface is not built</h1>
<p>Run <code>npm run build</code> in the PrintDesk folder, then reload this page.</p>`;

export async function startHeadlessHost(options: HostOptions): Promise<RunningHost> {
  const bindHost = options.host ?? '127.0.0.1';
  const guard = createGuard(bindHost, options.token);
  const log = options.log ?? ((message: string) => console.error(message));
  const loop = options.loopStats ? startLoopMonitor() : undefined;
  const root = resolve(options.rendererDir);
  const rendererBuilt = await stat(join(root, 'index.html')).then(
    (s) => s.isFile(),
    () => false,
  );

  const serveFile = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    setCookie: boolean,
  ) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return sendText(response, 405, 'Method not allowed.');
    let relative: string;
    try {
      relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    } catch {
      return sendText(response, 400, 'Malformed path.');
    }
    let file = resolve(root, relative || 'index.html');
    if (file !== root && !file.startsWith(root + sep)) return sendText(response, 404, 'Not found.');
    let info = await stat(file).catch(() => null);
    // Client-side routes (no extension) get the page itself.
    if (!info?.isFile() && extname(relative) === '') {
      file = join(root, 'index.html');
      info = await stat(file).catch(() => null);
    }
    const isPage = file === join(root, 'index.html');
    const headers: Record<string, string | number> = { ...commonHeaders };
    if (setCookie) headers['set-cookie'] = `${tokenCookie}=${guard.token}; Path=/; HttpOnly; SameSite=Strict`;
    if (!info?.isFile()) {
      if (isPage && !rendererBuilt) {
        response.writeHead(503, {
          ...headers,
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': contentSecurityPolicy(guard.origins()),
        });
        return response.end(notBuiltPage);
      }
      // Browsers ask for an icon on their own; the page declares its own or none.
      if (url.pathname === '/favicon.ico') {
        response.writeHead(204, headers);
        return response.end();
      }
      return sendText(response, 404, 'Not found.');
    }
    headers['content-type'] = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
    headers['content-length'] = info.size;
    headers['cache-control'] = isPage ? 'no-store' : 'private, max-age=3600';
    if (isPage) headers['content-security-policy'] = contentSecurityPolicy(guard.origins());
    response.writeHead(200, headers);
    if (request.method === 'HEAD') return response.end();
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };

  const upload = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (request.method !== 'POST')
      return sendJson(response, 405, {
        ok: false,
        error: { code: 'invalid-input', message: 'Use POST to upload.' },
      });
    const folderPath = url.searchParams.get('folderPath') ?? '';
    const name = (url.searchParams.get('name') ?? '').split(/[\\/]/).pop() ?? '';
    const length = Number(request.headers['content-length']);
    const refuse = (status: number, message: string) =>
      sendJson(response, status, { ok: false, error: { code: 'invalid-input', message } });
    if (!folderPath.trim() || folderPath.length > 1024)
      return refuse(400, 'folderPath is required (at most 1024 characters).');
    if (!name.trim() || name.length > 255) return refuse(400, 'name is required (at most 255 characters).');
    // eslint-disable-next-line no-control-regex -- exactly what is being refused
    if (/[\u0000-\u001f\u007f]/.test(folderPath + name))
      return refuse(400, 'folderPath and name cannot hold control characters.');
    if (request.headers['content-length'] === undefined || !Number.isSafeInteger(length) || length < 0)
      return refuse(411, 'Content-Length is required: send the file bytes as the body.');
    let entry;
    try {
      entry = await options.core.uploads.addStream(folderPath, { stream: request, size: length, name });
    } catch (error) {
      request.resume();
      return sendJson(response, 200, { ok: false, error: options.core.toError(error) });
    }
    if (!request.complete) request.resume();
    if (entry.state === 'done') return sendJson(response, 200, { ok: true, value: entry });
    return sendJson(response, 200, {
      ok: false,
      error: entry.error ?? { code: 'cancelled', message: `The upload of ${name} was cancelled.` },
      value: entry,
    });
  };

  const preflight = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const name = (url.searchParams.get('name') ?? '').split(/[\\/]/).pop() ?? '';
    const length = Number(request.headers['content-length']);
    const refuse = (status: number, message: string) => {
      request.resume();
      sendJson(response, status, { ok: false, error: { code: 'invalid-input', message } });
    };
    if (request.method !== 'POST') return refuse(405, 'Use POST to preflight a file.');
    if (!name.trim() || name.length > 255) return refuse(400, 'name is required (at most 255 characters).');
    if (!Number.isSafeInteger(length) || length < 0)
      return refuse(411, 'Content-Length is required: send the file bytes as the body.');
    if (length > maxPreflightBytes) return refuse(413, `${name} is too large to check here.`);
    sendJson(response, 200, await preflightStream(options.core.router, request, name));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host.invalid');
    const refused = guard.check(request, url);
    if (refused) {
      request.resume();
      return sendText(response, refused.status, refused.message);
    }
    const work =
      url.pathname === uploadPath
        ? upload(request, response, url)
        : url.pathname === preflightPath
          ? preflight(request, response, url)
          : url.pathname === wsPath
            ? Promise.resolve(sendText(response, 426, 'This address takes WebSocket connections only.'))
            : loop && url.pathname === loopStatsPath
              ? Promise.resolve(sendJson(response, 200, loop.read(url.searchParams.has('reset'))))
              : serveFile(request, response, url, url.searchParams.has('token'));
    work.catch((error: unknown) => {
      log(
        `[host] ${request.method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!response.headersSent) sendText(response, 500, 'PrintDesk could not answer this request.');
      else response.destroy();
    });
  });

  // An upload's body comes as fast as the core sends it on, which the upload limit may make slow
  // (1 GiB at 2 MiB/s: 9 minutes): Node's default of 300 s for a whole request would cut it.
  server.requestTimeout = 0;

  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://host.invalid');
    const refused =
      url.pathname === wsPath ? guard.check(request, url) : { status: 404, message: 'Not found.' };
    if (refused) {
      socket.end(
        `HTTP/1.1 ${refused.status} Refused\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${refused.message}\n`,
      );
      return;
    }
    sockets.handleUpgrade(request, socket, head, (ws) => serveSocket(ws));
  });

  const clients = new Set<WebSocket>();
  const stopEvents = options.core.on((event, payload, seq) => {
    const message = JSON.stringify({ event, seq, payload });
    for (const ws of clients) if (ws.bufferedAmount < maxBufferedBytes) ws.send(message);
  });

  const serveSocket = (ws: WebSocket) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    ws.on('error', () => ws.terminate());
    ws.send(JSON.stringify({ hello: { protocol: 1, seq: options.core.lastSeq() } }));
    ws.on('message', (data, isBinary) => {
      let id: unknown = null;
      const reply = (body: Record<string, unknown>) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, ...body }));
      };
      let message: unknown;
      try {
        if (isBinary) throw new Error('binary');
        message = JSON.parse(data.toString());
      } catch {
        return reply({
          ok: false,
          error: { code: 'invalid-input', message: 'A request must be one JSON text message.' },
        });
      }
      const m = message as { id?: unknown; channel?: unknown; input?: unknown } | null;
      id = typeof m?.id === 'string' || typeof m?.id === 'number' ? m.id : null;
      if (id === null || typeof m?.channel !== 'string')
        return reply({
          ok: false,
          error: {
            code: 'invalid-input',
            message: 'A request is {"id": string|number, "channel": string, "input": object}.',
          },
        });
      void options.core.router.invoke(m.channel, m.input).then((result) => reply({ ...result }));
    });
  };

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
      stopEvents();
      for (const ws of clients) ws.close(1001, 'PrintDesk is shutting down');
      sockets.close();
      server.closeIdleConnections();
      await new Promise<void>((resolvePromise) => {
        server.close(() => resolvePromise());
        // Long-running uploads are cut: the core cancels them on close anyway.
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
    },
  };
}
