/**
 * Who may talk to the headless host: the checks every request and the WebSocket handshake pass.
 * A target that parses as a URL, a random token per run (URL or header), a Host header naming our
 * own address (a DNS rebinding page names its own domain), and no foreign Origin (a cross-site page).
 *
 * The page's assets (`<script src>`, styles) cannot carry a header, so the page sets a cookie for
 * them. A browser sends a cookie of 127.0.0.1 to every port of 127.0.0.1, whatever server listens
 * there, so the cookie never holds the token: it holds a page key of this run, which opens the page
 * and its static files (the public renderer bundle) and nothing under `/api/`. Its name carries the
 * port (`printdesk_page_<port>`), so two hosts on one computer do not overwrite each other's.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestTarget } from '../platform/http-hardening.js';

export const tokenHeader = 'x-printdesk-token';

/** The requests the page key (the cookie) opens: reading the page and its files, nothing of the API. */
const apiPaths = '/api/';

export interface Refusal {
  status: number;
  message: string;
}

/** A request let through, with its target parsed, or why not. */
export type Admission = { admitted: true; url: URL } | { admitted: false; refusal: Refusal };

export interface Guard {
  readonly token: string;
  /** The cookie that lets the page load its assets, `name=value` (once the port is known). */
  pageCookie(): string;
  /** Sets the port once the server listens (port 0 picks one). */
  listening(port: number): void;
  /** Never throws, whatever the request's target and headers hold. */
  admit(request: IncomingMessage): Admission;
  /** The origins the page itself is served from. */
  origins(): string[];
}

const loopbackNames = ['127.0.0.1', 'localhost', '[::1]'];

/** Reads one cookie from a Cookie header. */
function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function sameToken(candidate: string | undefined, token: string): boolean {
  if (candidate === undefined) return false;
  const a = Buffer.from(candidate);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token a request presents: `?token=` or the `x-printdesk-token` header. */
function presentedToken(request: IncomingMessage, url: URL): string | undefined {
  const header = request.headers[tokenHeader];
  return url.searchParams.get('token') ?? (typeof header === 'string' ? header : undefined);
}

/**
 * @param host the interface the server binds (127.0.0.1 unless --host says otherwise); its name is
 *   accepted in Host/Origin besides the loopback names.
 */
export function createGuard(
  host: string,
  token = randomBytes(32).toString('base64url'),
  refused?: (what: string, reason: string) => void,
): Guard {
  let port = 0;
  const pageKey = randomBytes(32).toString('base64url');
  const pageCookieName = () => `printdesk_page_${port}`;
  /** The page key opens only a read of the page and its files. */
  const pageKeyOpens = (request: IncomingMessage, url: URL) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !url.pathname.startsWith(apiPaths) &&
    sameToken(cookie(request.headers.cookie, pageCookieName()), pageKey);
  const hostNames = () => {
    const bound = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    return [...new Set([...loopbackNames, bound])].map((name) => `${name}:${port}`);
  };
  const origins = () => hostNames().map((h) => `http://${h}`);
  const check = (request: IncomingMessage, url: URL): Refusal | null => {
    const hostHeader = (request.headers.host ?? '').toLowerCase();
    if (!hostNames().includes(hostHeader))
      return {
        status: 421,
        message: `Refused: the Host "${hostHeader.slice(0, 100)}" is not this PrintDesk host.`,
      };
    const origin = request.headers.origin;
    // Browsers send Origin on WebSocket handshakes and cross-origin or non-GET requests; a page of another
    // site (or a sandboxed frame, "null") is refused even when it somehow has the token.
    if (origin !== undefined && !origins().includes(origin.toLowerCase()))
      return { status: 403, message: `Refused: requests from ${origin.slice(0, 100)} are not allowed.` };
    if (!sameToken(presentedToken(request, url), token) && !pageKeyOpens(request, url))
      return {
        status: 401,
        message:
          'Refused: open PrintDesk with the address printed by `printdesk serve` (it carries the access token).',
      };
    return null;
  };
  return {
    token,
    pageCookie: () => `${pageCookieName()}=${pageKey}`,
    listening(p) {
      port = p;
    },
    origins,
    admit(request) {
      const url = requestTarget(request);
      const refusal = url
        ? check(request, url)
        : { status: 400, message: 'Refused: the request target is not a valid path.' };
      if (!refusal) return { admitted: true, url: url! };
      refused?.(
        `${String(request.method).slice(0, 16)} ${(url?.pathname ?? String(request.url)).slice(0, 200)}`,
        `${refusal.status} ${refusal.message}`,
      );
      return { admitted: false, refusal };
    },
  };
}
