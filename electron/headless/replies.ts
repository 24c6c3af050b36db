/** How the host answers over HTTP: the headers every answer carries, JSON and text bodies, a refused upgrade. */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export const commonHeaders = {
  'x-content-type-options': 'nosniff',
  // The page URL carries the token: never send it anywhere as a referrer.
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * A body that nobody reads (a refused request's, an upload past the limit) is not drained: the
 * connection closes after the answer. A handler that wants the connection kept drains it first
 * (`request.resume()`).
 */
function unreadBody(request: IncomingMessage): OutgoingHttpHeaders {
  const hasBody =
    request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
  return hasBody && !request.complete && request.readableFlowing !== true ? { connection: 'close' } : {};
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...commonHeaders,
    ...unreadBody(response.req),
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendText(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, {
    ...commonHeaders,
    ...unreadBody(response.req),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(`${message}\n`);
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  421: 'Misdirected Request',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Answers a WebSocket handshake with an HTTP error, then closes the socket once that is written. */
export function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = `${message}\n`;
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reasons[status] ?? 'Refused'}\r\n` +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
