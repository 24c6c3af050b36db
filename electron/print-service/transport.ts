/**
 * One request/reply exchange with the print service, below its statuses: an undici dispatcher per
 * base URL (pooled keep-alive connections, directly or through the proxy its route names, see
 * proxy-route.ts), connect/headers/body timeouts, cancellation, and the
 * mapping of every failure to reach the service, or hear back from it, to a `PrintServiceError`.
 * Any status comes back as a `RawReply`; what a status means is http.ts's business.
 *
 * Kept free of the wire models (and zod), so the upload thread can load it cheaply. The
 * subscription key lives in a private field and goes only into the request header: it is never
 * part of an error, a log line or anything `util.inspect` can reach.
 */
import type { Readable } from 'node:stream';
import { request } from 'undici';
import type { Dispatcher } from 'undici';
import { parseBaseUrl } from '../shared/models/base-url.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import type { PrintServiceErrorKind } from '../shared/models/print-service-error.js';
import { directRoute, proxyReplyError, proxyTransportError, routeDispatcher } from './proxy-route.js';
import type { ProxyRoute } from './proxy-route.js';
import { subscriptionKeyHeader } from '../shared/models/service-paths.js';

export interface Timeouts {
  /** Establishing the TCP/TLS connection. */
  connectMs: number;
  /** From the request being sent to the response headers arriving. */
  headersMs: number;
  /** Longest silence while the response body arrives. */
  bodyMs: number;
}

export const defaultTimeouts: Timeouts = { connectMs: 10_000, headersMs: 60_000, bodyMs: 60_000 };

export interface TransportOptions {
  baseUrl: string;
  key: string;
  timeouts?: Partial<Timeouts>;
  /** Directly (the default) or through a proxy: decided once, by proxy-policy.ts. */
  proxy?: ProxyRoute;
}

/** One request, as sent. */
export interface Exchange {
  /** The operation's name in the spec, used in errors. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the base URL, already percent-encoded, starting with `/`. */
  path: string;
  /** Added to (and overriding) the key, `accept` and `user-agent` headers. */
  headers?: Record<string, string>;
  /**
   * A streamed body (uploads) is consumed by undici, which asks for the next chunk only once the
   * socket has taken this one (see upload-request.ts).
   */
  body?: string | AsyncIterable<Uint8Array>;
  /** For a streamed body: whether any of it has been handed to the socket (for `requestSent`). */
  bodyStarted?: () => boolean;
  timeouts?: Partial<Timeouts>;
}

/** What came back, whatever the status. */
export interface RawReply {
  status: number;
  contentType: string;
  retryAfter?: string;
  text: string;
}

const maxReplyBytes = 64 * 1024 * 1024;
const userAgent = 'PrintDesk/0.1';

/**
 * The base URL requests go to, read by the one parser (models/base-url.ts) that the settings and
 * the in-clear check read it with; refused with the reason when it would be read otherwise.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  const read = parseBaseUrl(baseUrl);
  if (read.ok) return read.url;
  throw new PrintServiceError({ kind: 'invalid-request', operation: 'Connect', message: read.reason });
}

/** Rejects keys that cannot be sent in a header (empty, control characters, non-ASCII). */
export function checkKeyShape(key: string): void {
  if (key.trim() === '' || !/^[\x21-\x7e]+$/.test(key)) {
    throw new PrintServiceError({
      kind: 'auth',
      operation: 'Connect',
      message:
        'The subscription key is empty or contains spaces or characters a key cannot have. Copy it again from your profile.',
    });
  }
}

export function cancelledError(operation: string, requestSent?: boolean): PrintServiceError {
  return new PrintServiceError({
    kind: 'cancelled',
    operation,
    message: `${operation} was cancelled.`,
    ...(requestSent === undefined ? {} : { requestSent }),
  });
}

export class Transport {
  readonly baseUrl: string;
  readonly #key: string;
  readonly #agent: Dispatcher;
  readonly #route: ProxyRoute;
  readonly #timeouts: Timeouts;
  readonly #where: string;

  constructor(options: TransportOptions) {
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    checkKeyShape(options.key);
    this.#key = options.key;
    this.#timeouts = { ...defaultTimeouts, ...options.timeouts };
    this.#where = new URL(this.baseUrl).host;
    this.#route = options.proxy ?? directRoute;
    this.#agent = routeDispatcher(this.#route, {
      connect: { timeout: this.#timeouts.connectMs },
      headersTimeout: this.#timeouts.headersMs,
      bodyTimeout: this.#timeouts.bodyMs,
      // Enough for the sync engine's highest concurrency (16) plus interactive calls.
      connections: 24,
    });
  }

  /** Sends one request and reads its whole reply; throws only for failures below HTTP. */
  async exchange(exchange: Exchange, signal?: AbortSignal): Promise<RawReply> {
    const { operation } = exchange;
    if (signal?.aborted) throw cancelledError(operation, false);
    const timeouts = { ...this.#timeouts, ...exchange.timeouts };
    let response: Dispatcher.ResponseData;
    try {
      response = await request(this.baseUrl + exchange.path, {
        dispatcher: this.#agent,
        method: exchange.method,
        headers: {
          [subscriptionKeyHeader]: this.#key,
          accept: 'application/json',
          'user-agent': userAgent,
          ...exchange.headers,
        },
        // undici's documentation and runtime take an AsyncIterable body; its type declarations lag.
        body: exchange.body as string | Readable | undefined,
        signal,
        headersTimeout: timeouts.headersMs,
        bodyTimeout: timeouts.bodyMs,
      });
    } catch (error) {
      throw this.#transportError(operation, error, signal, exchange.bodyStarted?.());
    }
    const contentType = String(response.headers['content-type'] ?? '');
    const refused = proxyReplyError(this.#route, operation, response.statusCode, contentType);
    if (refused) {
      await response.body.dump().catch(() => {});
      throw refused;
    }
    const retryAfter = response.headers['retry-after'];
    let text: string;
    try {
      text = await readCapped(response.body, maxReplyBytes);
    } catch (error) {
      throw this.#transportError(operation, error, signal, true);
    }
    return {
      status: response.statusCode,
      contentType,
      ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
      text,
    };
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }

  /** A failure below HTTP: no status, maybe no connection. */
  #transportError(
    operation: string,
    error: unknown,
    signal: AbortSignal | undefined,
    bodyStarted: boolean | undefined,
  ): PrintServiceError {
    if (error instanceof PrintServiceError) return error;
    if (error instanceof ReplyTooLarge) {
      return new PrintServiceError({
        kind: 'invalid-response',
        operation,
        requestSent: true,
        message: `The print service sent a reply to ${operation} larger than ${maxReplyBytes >> 20} MiB.`,
      });
    }
    const code = errorCode(error);
    // Before the cancellation test: undici reports a refused CONNECT as an abort.
    const proxyError = signal?.aborted ? undefined : proxyTransportError(this.#route, operation, error, code);
    if (proxyError) return proxyError;
    if (signal?.aborted || code === 'UND_ERR_ABORTED' || (error as Error)?.name === 'AbortError') {
      return cancelledError(operation, bodyStarted);
    }
    const where = this.#where;
    const kindOf = (kind: PrintServiceErrorKind, message: string, requestSent: boolean | undefined) =>
      new PrintServiceError({
        kind,
        operation,
        message,
        ...(requestSent === undefined ? {} : { requestSent }),
        ...(code ? { causeCode: code } : {}),
      });
    switch (code) {
      case 'UND_ERR_CONNECT_TIMEOUT':
        return kindOf(
          'timeout',
          `The print service at ${where} did not accept a connection in time. Check your network and try again.`,
          false,
        );
      case 'UND_ERR_HEADERS_TIMEOUT':
        return kindOf(
          'timeout',
          `The print service at ${where} did not answer ${operation} in time. Try again later.`,
          true,
        );
      case 'UND_ERR_BODY_TIMEOUT':
        return kindOf(
          'timeout',
          `The print service at ${where} stopped sending its reply to ${operation}. Try again later.`,
          true,
        );
      case 'ECONNREFUSED':
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
      case 'EHOSTUNREACH':
      case 'ENETUNREACH':
      case 'ENETDOWN':
      case 'EHOSTDOWN':
        return kindOf(
          'network',
          `Cannot reach the print service at ${where} (${code}). Check your network connection and the service address.`,
          false,
        );
      case 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH':
        return new PrintServiceError({
          kind: 'invalid-request',
          operation,
          message: `${operation} failed: the file changed size while it was being sent. It will be sent again once it stops changing.`,
          requestSent: bodyStarted ?? true,
          retryable: true,
          causeCode: code,
        });
      default:
        return kindOf(
          'network',
          `The connection to the print service at ${where} broke during ${operation}${code ? ` (${code})` : ''}. Try again.`,
          bodyStarted ?? (code === undefined ? undefined : true),
        );
    }
  }
}

class ReplyTooLarge extends Error {}

function errorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  return typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
}

async function readCapped(body: Dispatcher.ResponseData['body'], cap: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > cap) {
      body.destroy();
      throw new ReplyTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}
