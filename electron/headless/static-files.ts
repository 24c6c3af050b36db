/**
 * The built renderer as static files: the page (with its CSP and, when opened with `?token=`, the
 * token cookie), its assets, the page again for client-side routes, and a page saying to build when
 * there is nothing to serve. Never a file outside the renderer's folder.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Guard } from './guard.js';
import { commonHeaders, sendText } from './replies.js';

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

const notBuiltPage = `<!doctype html><meta charset="utf-8"><title>PrintDesk</title>
<h1>PrintDesk is running, but its user interface is not built</h1>
<p>Run <code>npm run build</code> in the PrintDesk folder, then reload this page.</p>`;

export type StaticFiles = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;

/** Whether `rendererDir` holds a built page (index.html). */
export function isBuilt(rendererDir: string): Promise<boolean> {
  return stat(join(resolve(rendererDir), 'index.html')).then(
    (s) => s.isFile(),
    () => false,
  );
}

export function staticFiles(rendererDir: string, rendererBuilt: boolean, guard: Guard): StaticFiles {
  const root = resolve(rendererDir);
  const page = join(root, 'index.html');
  return async (request, response, url) => {
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
      file = page;
      info = await stat(file).catch(() => null);
    }
    const isPage = file === page;
    const headers: Record<string, string | number> = { ...commonHeaders };
    if (url.searchParams.has('token'))
      headers['set-cookie'] = `${guard.pageCookie()}; Path=/; HttpOnly; SameSite=Strict`;
    if (!info?.isFile()) {
      if (isPage && !rendererBuilt) {
        response.writeHead(503, {
          ...headers,
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': contentSecurityPolicy(guard.origins()),
        });
        response.end(notBuiltPage);
        return;
      }
      // Browsers ask for an icon on their own; the page declares its own or none.
      if (url.pathname === '/favicon.ico') {
        response.writeHead(204, headers).end();
        return;
      }
      return sendText(response, 404, 'Not found.');
    }
    headers['content-type'] = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
    headers['content-length'] = info.size;
    headers['cache-control'] = isPage ? 'no-store' : 'private, max-age=3600';
    if (isPage) headers['content-security-policy'] = contentSecurityPolicy(guard.origins());
    response.writeHead(200, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };
}
