/**
 * What every HTTP server we run (the headless host, the sandbox) does so that no client can stop or
 * hold it. A request's target is read without throwing (Node takes targets such as `//[` that
 * `new URL` throws on). The headers must arrive in time, a connection on which nothing moves while
 * the server waits for the client is cut, the number of connections is capped, and so is the size of
 * an upload. A slow upload that keeps progressing is never cut: every byte resets the idle timer, and
 * a request may take as long as it needs unless `requestTimeoutMs` says otherwise.
 */
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ServerLimits {
  /** The request line and headers must all have arrived this long after the request began. */
  headersTimeoutMs: number;
  /**
   * The whole request, body included; 0 for no bound. Uploads stream for as long as they progress
   * (a 1 GiB file on a slow link takes many minutes), so both servers default to 0 and rely on the
   * idle timeout to cut a client that stopped.
   */
  requestTimeoutMs: number;
  /**
   * A connection on which no byte moves for this long while the server waits for the client
   * (headers, body, or reading the answer) is cut. Time the server itself takes to answer, or
   * during which it holds back an upload's bytes, never counts.
   */
  idleTimeoutMs: number;
  /** Connections beyond this many are closed as soon as they open. */
  maxConnections: number;
  /** The largest request body (an upload) taken; null for no limit. */
  maxUploadBytes: number | null;
}

const MiB = 1024 * 1024;

/** The request's target as a URL, or null when it is none (`//[`, `http://[`). */
export function requestTarget(request: IncomingMessage): URL | null {
  try {
    return new URL(request.url ?? '/', 'http://host.invalid');
  } catch {
    return null;
  }
}

/** "8 MiB", or the exact bytes when the limit is not a whole number of MiB. */
export function describeBytes(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}

export function megabytes(count: number): number {
  return count * MiB;
}

/** `defaults` with `given` over them; throws a RangeError naming the first limit out of range. */
export function resolveLimits(defaults: ServerLimits, given: Partial<ServerLimits> = {}): ServerLimits {
  const limits: ServerLimits = { ...defaults };
  for (const [key, value] of Object.entries(given) as [keyof ServerLimits, unknown][]) {
    if (value !== undefined) (limits as unknown as Record<string, unknown>)[key] = value;
  }
  const whole = (name: keyof ServerLimits, min: number) => {
    const value = limits[name];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min)
      throw new RangeError(`${name} must be a whole number of at least ${min}, got ${String(value)}`);
  };
  whole('headersTimeoutMs', 1);
  whole('requestTimeoutMs', 0);
  whole('idleTimeoutMs', 1);
  whole('maxConnections', 1);
  if (limits.maxUploadBytes !== null) whole('maxUploadBytes', 0);
  if (limits.requestTimeoutMs > 0 && limits.headersTimeoutMs > limits.requestTimeoutMs)
    throw new RangeError(
      `headersTimeoutMs (${limits.headersTimeoutMs}) cannot be longer than requestTimeoutMs (${limits.requestTimeoutMs})`,
    );
  return limits;
}

/** What `createServer` must be given: Node sets these timeouts only when the server is made. */
export function limitedServerOptions(limits: ServerLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Node looks for expired requests on this interval (30 s by default), so a timeout is kept at
    // most this late; a quarter of the headers timeout keeps short timeouts meaningful.
    connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(limits.headersTimeoutMs / 4))),
  };
}

interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
}

/**
 * Whether a connection that went quiet is waiting on the server: the request is all in and the
 * answer not begun (the server is working), the server holds back the body it has not read yet, or
 * it is still writing an answer the client takes. Otherwise the client is the one that stopped.
 */
function waitingOnServer(socket: Socket, exchange: Exchange | undefined): boolean {
  // Answers the client does not take (pipelined ones included): its turn, whatever else goes on.
  if (socket.writableNeedDrain) return false;
  if (!exchange) return false; // the headers are still coming, or the connection sits between requests
  const { request, response } = exchange;
  if (response.headersSent) return !response.writableEnded && !response.writableNeedDrain;
  if (request.complete) return true;
  return request.readableLength >= request.readableHighWaterMark;
}

/** Applies the connection cap and the idle timeout to a server made with `limitedServerOptions`. */
export function applyLimits(server: Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
  server.timeout = limits.idleTimeoutMs;
  const exchanges = new WeakMap<Socket, Exchange>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    const exchange = { request, response };
    exchanges.set(socket, exchange);
    response.once('close', () => {
      if (exchanges.get(socket) === exchange) exchanges.delete(socket);
    });
  });
  // With a listener here Node no longer destroys a quiet socket itself: this decides.
  server.on('timeout', (socket: Socket) => {
    if (waitingOnServer(socket, exchanges.get(socket))) socket.setTimeout(limits.idleTimeoutMs);
    else socket.destroy();
  });
}
