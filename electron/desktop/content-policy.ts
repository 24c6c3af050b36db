/**
 * What the renderer may load and do: a strict Content-Security-Policy (also sent as a response
 * header, on top of index.html's meta tag), no navigation, no new windows, no permissions, and no
 * request anywhere but our own app:// origin: not the network, not file://. The renderer talks to
 * the core over IPC only.
 */
import type { Session, WebContents } from 'electron';
import { appOrigin } from './app-origin.js';

/** PNG thumbnails from preflight arrive as data: URLs; everything else is our own bundle. */
export const contentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * What the renderer may request: its own origin, inline data (thumbnails), blobs it made, and
 * DevTools' own pages. Everything else, the network and file:// included, is cancelled: the core
 * does all networking and all file access.
 */
export function isAllowedRendererRequest(url: string): boolean {
  if (url.startsWith(`${appOrigin}/`)) return true;
  return /^(?:data|blob|devtools):/i.test(url);
}

export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
): Record<string, string[]> {
  const kept = Object.fromEntries(
    Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy'),
  );
  return { ...kept, 'Content-Security-Policy': [contentSecurityPolicy] };
}

/** Links to the web (e.g. the print service's site) open in the user's browser; nothing else opens. */
export function isExternalLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

type PermissionSession = Pick<
  Session,
  'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'webRequest'
> &
  Partial<Pick<Session, 'setDevicePermissionHandler'>>;

/** Denies every permission and every request off our origin, and adds the CSP header to every response. */
export function lockDownSession(
  session: PermissionSession,
  log: (message: string) => void = console.warn,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`Denied a permission request: ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler?.(() => false);
  session.webRequest.onBeforeRequest((details, callback) => {
    const cancel = !isAllowedRendererRequest(details.url);
    if (cancel) log(`Blocked a request from the renderer: ${details.url.slice(0, 200)}`);
    callback({ cancel });
  });
  session.webRequest.onHeadersReceived((details, callback) => {
    // DevTools (View ▸ Toggle Developer Tools) brings its own policy; ours would break it.
    if (details.url.startsWith('devtools:')) callback({});
    else callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders) });
  });
}

type LockableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/** Denies navigation away from our page, new windows and <webview>s. */
export function lockDownContents(
  contents: LockableContents,
  openExternal: (url: string) => void,
  log: (message: string) => void = console.warn,
): void {
  const deny = (what: string) => (event: { preventDefault(): void }, url: string) => {
    event.preventDefault();
    log(`Denied ${what} to ${String(url).slice(0, 200)}`);
  };
  contents.on('will-navigate', deny('a navigation'));
  contents.on('will-redirect', deny('a redirect'));
  contents.on('will-frame-navigate', (event) => {
    event.preventDefault();
    log(`Denied a frame navigation to ${event.url.slice(0, 200)}`);
  });
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('Denied a <webview>');
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalLink(url)) openExternal(url);
    else log(`Denied a new window for ${url.slice(0, 200)}`);
    return { action: 'deny' };
  });
}
