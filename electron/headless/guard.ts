/**
 * Who may talk to the headless host: the checks every request and the WebSocket handshake pass.
 * A target that parses as a URL, a random token per run (URL, cookie or header), a Host header
 * naming our own address (a DNS rebinding page names its own domain), and no foreign Origin (a
 * cross-site page).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestTarget } from '../platform/http-hardening.js';

export const tokenCookie = 'printdesk_token';
export const tokenHeader = 'x-printdesk-token';

export interface Refusal {
  status: number;
  message: string;
}

/** A request let through, with its target parsed, or why not. */
export type Admission = { admitted: true; url: URL } | { admitted: false; refusal: Refusal };

export interface Guard {
  readonly token: string;
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

/** The token a request presents: `?token=`, the `x-printdesk-token` header or the cookie set with the page. */
export function presentedToken(request: IncomingMessage, url: URL): string | undefined {
  const header = request.headers[tokenHeader];
  return (
    url.searchParams.get('token') ??
    (typeof header === 'string' ? header : undefined) ??
    cookie(request.headers.cookie, tokenCookie)
  );
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
    if (!sameToken(presentedToken(request, url), token))
      return {
        status: 401,
        message:
          'Refused: open PrintDesk with the address printed by `printdesk serve` (it carries the access token).',
      };
    return null;
  };
  return {
    token,
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
