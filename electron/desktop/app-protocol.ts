/**
 * The renderer is served from `app://printdesk/` instead of `file://`: a page on file:// can read
 * any file the user can (and the GrantFileProtocolExtraPrivileges fuse, now off, gave it more), while
 * this origin answers only for the files of the built renderer. The path resolution is plain Node so
 * that it is tested without Electron; only `registerAppScheme` and `serveApp` touch Electron's API.
 */
// The default import on purpose: Electron patches the `fs` object for app.asar, so its methods are read
// at call time rather than bound when this module is linked.
import fs from 'node:fs';
import path from 'node:path';
import type { CustomScheme, Protocol } from 'electron';
import { appHost, appOrigin, appScheme } from './app-origin.js';
import { contentSecurityPolicy } from './content-policy.js';

const indexFile = 'index.html';

/**
 * Standard (a real origin, so 'self', storage and relative URLs behave as on the web) and secure (as
 * https: no mixed-content downgrade). `corsEnabled` lets Vite's `<script type="module" crossorigin>`
 * load from its own origin; no response carries Access-Control-Allow-Origin, so no other origin can
 * read it. No `bypassCSP`, no service workers.
 */
export const appSchemePrivileges: CustomScheme = {
  scheme: appScheme,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
};

/** The renderer bundle's file types. Anything else goes out as octet-stream (with nosniff, it never runs). */
const mimeTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export function mimeTypeOf(file: string): string {
  return mimeTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type AppPath =
  | { readonly ok: true; readonly file: string }
  | { readonly ok: false; readonly status: 400 | 403 | 404; readonly reason: string };

/**
 * The file under `rootDir` that an app:// URL names, or why there is none. Dot segments are already
 * gone from a parsed URL (`%2e%2e` included); what is refused here is anything that would reach
 * past the root once decoded: `..` or separators spelled as `%2f`/`%5c`, NUL, drive letters, and
 * empty segments. The query and fragment do not name a file.
 */
export function resolveAppPath(rootDir: string, url: string): AppPath {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (parsed.protocol !== `${appScheme}:` || parsed.host.toLowerCase() !== appHost)
    return { ok: false, status: 404, reason: `not under ${appOrigin}/` };
  const encoded = parsed.pathname.replace(/^\//, '');
  if (encoded === '') return { ok: true, file: path.join(rootDir, indexFile) };
  const segments: string[] = [];
  for (const part of encoded.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { ok: false, status: 400, reason: 'malformed percent-encoding' };
    }
    if (segment === '') return { ok: false, status: 404, reason: 'names a folder, not a file' };
    if (segment === '.' || segment === '..' || /[/\\:\0]/.test(segment))
      return { ok: false, status: 403, reason: 'reaches outside the renderer folder' };
    segments.push(segment);
  }
  const root = path.resolve(rootDir);
  const file = path.join(root, ...segments);
  const relative = path.relative(root, file);
  // Belt and braces: the segment rules above already keep it inside.
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative))
    return { ok: false, status: 403, reason: 'reaches outside the renderer folder' };
  return { ok: true, file };
}

/** Sent with every answer: the page's policy, and no guessing of types. */
function baseHeaders(contentType: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-cache',
  };
}

function refusal(status: number, reason: string, extra: Record<string, string> = {}): Response {
  return new Response(reason, { status, headers: { ...baseHeaders('text/plain; charset=utf-8'), ...extra } });
}

/**
 * Answers app:// requests with the files under `rootDir` (dist/renderer): GET and HEAD only, regular
 * files only (a symbolic link is not followed out of the folder), each with its MIME type and the CSP.
 */
export function createAppProtocolHandler(
  rootDir: string,
  log: (message: string) => void = console.warn,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return refusal(405, `${request.method} is not allowed`, { Allow: 'GET, HEAD' });
    const resolved = resolveAppPath(rootDir, request.url);
    if (!resolved.ok) {
      if (resolved.status !== 404) log(`Refused ${request.url.slice(0, 200)}: ${resolved.reason}`);
      return refusal(resolved.status, resolved.reason);
    }
    let body: Buffer;
    try {
      const stats = await fs.promises.lstat(resolved.file);
      if (!stats.isFile()) return refusal(404, 'not a file');
      body = await fs.promises.readFile(resolved.file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return refusal(404, 'no such file');
      log(`Could not read ${resolved.file}: ${(error as Error).message}`);
      return refusal(500, 'could not read the file');
    }
    const headers = { ...baseHeaders(mimeTypeOf(resolved.file)), 'Content-Length': String(body.length) };
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
  };
}

/** Before the app is ready (Electron's rule for privileged schemes). */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([appSchemePrivileges]);
}

/** After ready, on the session the window uses. */
export function serveApp(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(appScheme, createAppProtocolHandler(rendererDir));
}
