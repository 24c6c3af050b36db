/**
 * The HTTP layer of the print-service client: one undici `Agent` per base URL (pooled keep-alive
 * connections), connect/headers/body timeouts, cancellation, bounded retries with backoff and
 * jitter for idempotent calls only, `Retry-After`, and the mapping of every failure to a
 * `PrintServiceError`. Responses are parsed through their wire schema here, so no caller ever
 * sees an unchecked shape.
 *
 * The subscription key lives in a private field and goes only into the request header: it is
 * never part of an error, a log line or anything `util.inspect` can reach.
 */
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import type { Dispatcher } from 'undici';
import type { z } from 'zod';
import { PrintServiceError } from './errors.js';
import type { PrintServiceErrorKind } from './errors.js';
import { ServiceErrorBody, serverFaultErrorCodes, subscriptionKeyHeader } from './models.js';

export interface Timeouts {
  /** Establishing the TCP/TLS connection. */
  connectMs: number;
  /** From the request being sent to the response headers arriving. */
  headersMs: number;
  /** Longest silence while the response body arrives. */
  bodyMs: number;
}

export interface RetryPolicy {
  /** Extra attempts after the first one, for idempotent calls only. */
  retries: number;
  /** Backoff base: attempt n waits a random time in [0, min(maxDelayMs, baseDelayMs * 2^n)]. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the error goes to the caller with `retryAfterMs`. */
  maxRetryAfterMs: number;
}

export const defaultTimeouts: Timeouts = { connectMs: 10_000, headersMs: 60_000, bodyMs: 60_000 };
export const defaultRetryPolicy: RetryPolicy = {
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 30_000,
};

export interface ConnectionOptions {
  baseUrl: string;
  key: string;
  timeouts?: Partial<Timeouts>;
  retries?: Partial<RetryPolicy>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** What a call expects back. */
export type Expect<T> =
  | { kind: 'json'; schema: z.ZodType<T, unknown> }
  /** A 2xx with any (or no) body: the body is discarded. */
  | { kind: 'none' }
  /** The body as text, whatever its media type. */
  | { kind: 'text' };

export interface ServiceCall<T> {
  /** The operation's name in the spec, used in errors. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Path below the base URL, already percent-encoded, starting with `/`. */
  path: string;
  /** A JSON value, sent with `Content-Type: application/json`. */
  json?: unknown;
  expect: Expect<T>;
  /** Media types wanted in the reply (default `application/json`). */
  accept?: string;
  /** Safe to send again after a failure (GET and read-only POSTs). */
  idempotent: boolean;
}

/** A raw request whose body the caller streams (uploads); never retried here. */
export interface RawCall {
  operation: string;
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  /** Consumed by undici, which asks for the next chunk only once the socket has taken this one (see upload.ts). */
  body: AsyncIterable<Uint8Array>;
  /** Reports whether any of the body has been handed to the socket (for `requestSent`). */
  bodyStarted: () => boolean;
  timeouts?: Partial<Timeouts>;
}

const maxReplyBytes = 64 * 1024 * 1024;
const userAgent = 'PrintDesk/0.1';

/** Checks and normalizes a base URL: http(s), no credentials, no query; no trailing slash. */
export function normalizeBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new PrintServiceError({
      kind: 'invalid-request',
      operation: 'Connect',
      message: `"${baseUrl}" is not a valid URL for the print service.`,
    });
  }
  const problem =
    url.protocol !== 'http:' && url.protocol !== 'https:'
      ? 'must start with http:// or https://'
      : url.username || url.password
        ? 'must not contain a user name or password'
        : url.search || url.hash
          ? 'must not contain a query (?) or fragment (#)'
          : undefined;
  if (problem) {
    throw new PrintServiceError({
      kind: 'invalid-request',
      operation: 'Connect',
      message: `The print service address ${problem}.`,
    });
  }
  return url.href.replace(/\/+$/, '');
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

export class ServiceConnection {
  readonly baseUrl: string;
  readonly #key: string;
  readonly #agent: Agent;
  readonly #timeouts: Timeouts;
  readonly #retry: RetryPolicy;
  readonly #where: string;

  constructor(options: ConnectionOptions) {
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    checkKeyShape(options.key);
    this.#key = options.key;
    this.#timeouts = { ...defaultTimeouts, ...options.timeouts };
    this.#retry = { ...defaultRetryPolicy, ...options.retries };
    this.#where = new URL(this.baseUrl).host;
    this.#agent = new Agent({
      connect: { timeout: this.#timeouts.connectMs },
      headersTimeout: this.#timeouts.headersMs,
      bodyTimeout: this.#timeouts.bodyMs,
      // Enough for the sync engine's highest concurrency (16) plus interactive calls.
      connections: 24,
    });
  }

  /** Makes one call, retrying idempotent ones, and returns the checked reply. */
  async call<T>(call: ServiceCall<T>, options: CallOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#once(call, options.signal);
      } catch (error) {
        const e = error as PrintServiceError;
        if (!call.idempotent || !e.retryable || attempt >= this.#retry.retries) throw e;
        const wait =
          e.retryAfterMs ??
          Math.random() * Math.min(this.#retry.maxDelayMs, this.#retry.baseDelayMs * 2 ** attempt);
        if (wait > this.#retry.maxRetryAfterMs) throw e;
        try {
          await sleep(wait, undefined, { signal: options.signal });
        } catch {
          throw this.#cancelled(call.operation, false);
        }
      }
    }
  }

  /** Sends a streamed body once and returns the reply text of a 2xx (errors mapped as for `call`). */
  async send(
    raw: RawCall,
    options: CallOptions = {},
  ): Promise<{ status: number; contentType: string; text: string }> {
    const headers = { ...this.#headers(), ...raw.headers };
    const timeouts = { ...this.#timeouts, ...raw.timeouts };
    let response: Dispatcher.ResponseData;
    try {
      response = await request(this.baseUrl + raw.path, {
        dispatcher: this.#agent,
        method: raw.method,
        headers,
        // undici's documentation and runtime take an AsyncIterable body; its type declarations lag.
        body: raw.body as unknown as Readable,
        signal: options.signal,
        headersTimeout: timeouts.headersMs,
        bodyTimeout: timeouts.bodyMs,
      });
    } catch (error) {
      throw this.#transportError(raw.operation, error, options.signal, raw.bodyStarted());
    }
    return this.#reply(raw.operation, response, options.signal);
  }

  async close(): Promise<void> {
    await this.#agent.close();
  }

  #headers(): Record<string, string> {
    return { [subscriptionKeyHeader]: this.#key, accept: 'application/json', 'user-agent': userAgent };
  }

  async #once<T>(call: ServiceCall<T>, signal: AbortSignal | undefined): Promise<T> {
    if (signal?.aborted) throw this.#cancelled(call.operation, false);
    const headers = this.#headers();
    if (call.accept) headers.accept = call.accept;
    let body: string | undefined;
    if (call.json !== undefined) {
      body = JSON.stringify(call.json);
      headers['content-type'] = 'application/json; charset=utf-8';
    }
    let response: Dispatcher.ResponseData;
    try {
      response = await request(this.baseUrl + call.path, {
        dispatcher: this.#agent,
        method: call.method,
        headers,
        body,
        signal,
      });
    } catch (error) {
      throw this.#transportError(call.operation, error, signal, undefined);
    }
    const reply = await this.#reply(call.operation, response, signal);
    return parseReply(call.operation, call.expect, reply);
  }

  /** Reads the body; maps non-2xx statuses to errors. */
  async #reply(operation: string, response: Dispatcher.ResponseData, signal: AbortSignal | undefined) {
    const contentType = String(response.headers['content-type'] ?? '');
    let text: string;
    try {
      text = await readCapped(operation, response.body, maxReplyBytes);
    } catch (error) {
      if (error instanceof PrintServiceError) throw error;
      throw this.#transportError(operation, error, signal, true);
    }
    if (response.statusCode >= 200 && response.statusCode < 300)
      return { status: response.statusCode, contentType, text };
    throw errorFromStatus(operation, response.statusCode, response.headers, text, contentType, this.#key);
  }

  #cancelled(operation: string, requestSent: boolean | undefined): PrintServiceError {
    return new PrintServiceError({
      kind: 'cancelled',
      operation,
      message: `${operation} was cancelled.`,
      ...(requestSent === undefined ? {} : { requestSent }),
    });
  }

  /** A failure below HTTP: no status, maybe no connection. */
  #transportError(
    operation: string,
    error: unknown,
    signal: AbortSignal | undefined,
    bodyStarted: boolean | undefined,
  ): PrintServiceError {
    if (error instanceof PrintServiceError) return error;
    const code = errorCode(error);
    if (signal?.aborted || code === 'UND_ERR_ABORTED' || (error as Error)?.name === 'AbortError') {
      return this.#cancelled(operation, bodyStarted);
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

function errorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  const code =
    typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code;
}

async function readCapped(
  operation: string,
  body: Dispatcher.ResponseData['body'],
  cap: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > cap) {
      body.destroy();
      throw new PrintServiceError({
        kind: 'invalid-response',
        operation: 'reply',
        message: `The print service sent a reply larger than ${cap >> 20} MiB.`,
      });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a 2xx reply for what the call expects. */
export function parseReply<T>(
  operation: string,
  expect: Expect<T>,
  reply: { contentType: string; text: string },
): T {
  if (expect.kind === 'none') return undefined as T;
  if (expect.kind === 'text') return reply.text as T;
  const invalid = (message: string, fields?: string[]) =>
    new PrintServiceError({
      kind: 'invalid-response',
      operation,
      message: `The print service sent an unexpected reply to ${operation}: ${message}.`,
      requestSent: true,
      ...(fields ? { fields } : {}),
    });
  if (reply.text.trim() === '') throw invalid('the reply was empty');
  if (reply.contentType && !/json/i.test(reply.contentType))
    throw invalid(`expected JSON, got ${reply.contentType.split(';')[0]}`);
  let value: unknown;
  try {
    value = JSON.parse(reply.text);
  } catch {
    throw invalid('the reply is not valid JSON');
  }
  const parsed = expect.schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3);
    const fields = issues.map((i) => (i.path.length > 0 ? i.path.join('.') : '(root)'));
    throw invalid(issues.map((i, n) => `field ${fields[n]}: ${i.message}`).join('; '), fields);
  }
  return parsed.data;
}

/** Reads `Retry-After` (seconds or an HTTP date) as milliseconds. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(v.trim())) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The service's own words from an error body: `{ErrorCode, Message}`, APIM's `{statusCode, message}`, or text. */
function serviceWords(text: string, contentType: string): { code?: string; message?: string } {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return {};
  if (/json/i.test(contentType) || trimmed.startsWith('{')) {
    try {
      const value = JSON.parse(trimmed) as Record<string, unknown>;
      const body = ServiceErrorBody.safeParse(value);
      if (body.success) return { code: body.data.ErrorCode, message: body.data.Message || undefined };
      const message =
        typeof value.message === 'string'
          ? value.message
          : typeof value.Message === 'string'
            ? value.Message
            : undefined;
      return message ? { message } : {};
    } catch {
      // Not JSON after all: fall through to text.
    }
  }
  if (/<\/?[a-z]/i.test(trimmed)) {
    const code = /<ErrorCode>([^<]*)<\/ErrorCode>/i.exec(trimmed)?.[1];
    const message =
      /<Message>([^<]*)<\/Message>/i.exec(trimmed)?.[1] ??
      /<p[^>]*>([\s\S]*?)<\/p>/i.exec(trimmed)?.[1] ??
      /<title>([^<]*)<\/title>/i.exec(trimmed)?.[1];
    return {
      ...(code ? { code } : {}),
      ...(message ? { message: message.replace(/<[^>]+>/g, '').trim() } : {}),
    };
  }
  return { message: trimmed };
}

function errorFromStatus(
  operation: string,
  status: number,
  headers: Dispatcher.ResponseData['headers'],
  text: string,
  contentType: string,
  key: string,
): PrintServiceError {
  const words = serviceWords(text, contentType);
  // The service's own text is shown to users: make sure it can never echo the key back.
  const serviceMessage = words.message?.split(key).join('•••').slice(0, 500);
  const said = serviceMessage ? `: ${serviceMessage.replace(/[.\s]+$/, '')}` : '';
  const base = {
    operation,
    status,
    ...(words.code ? { serviceCode: words.code } : {}),
    ...(serviceMessage ? { serviceMessage } : {}),
  };
  const after = retryAfterMs(headers['retry-after']);
  if (status === 401 || status === 403) {
    return new PrintServiceError({
      ...base,
      kind: 'auth',
      requestSent: false,
      message: serviceMessage
        ? `The print service refused the subscription key: ${serviceMessage}`
        : 'The print service refused the subscription key. Copy the key from your profile and connect again.',
    });
  }
  if (status === 404) {
    return new PrintServiceError({
      ...base,
      kind: 'not-found',
      requestSent: false,
      message: `The print service could not find what ${operation} asked for${said}.`,
    });
  }
  if (status === 408) {
    return new PrintServiceError({
      ...base,
      kind: 'timeout',
      requestSent: false,
      message: `The print service gave up waiting for ${operation}. Try again.`,
    });
  }
  if (status === 429) {
    const wait = after === undefined ? '' : ` Try again in ${Math.max(1, Math.ceil(after / 1000))} s.`;
    return new PrintServiceError({
      ...base,
      kind: 'rate-limited',
      requestSent: false,
      ...(after === undefined ? {} : { retryAfterMs: after }),
      message: `The print service is receiving too many requests${said}.${wait || ' Try again in a moment.'}`,
    });
  }
  if (status >= 500 || (words.code !== undefined && serverFaultErrorCodes.includes(words.code))) {
    return new PrintServiceError({
      ...base,
      kind: 'server',
      retryable: status !== 501 && status !== 505,
      requestSent: true,
      ...(after === undefined ? {} : { retryAfterMs: after }),
      message: `The print service had a problem with ${operation} (HTTP ${status}${said}). Try again later.`,
    });
  }
  return new PrintServiceError({
    ...base,
    kind: 'invalid-request',
    requestSent: false,
    message: `The print service rejected ${operation} (HTTP ${status}${said}).`,
  });
}

/** Checks what we are about to send against its request schema: a bad input never leaves the machine. */
export function checkRequest<T>(operation: string, schema: z.ZodType<T, unknown>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.slice(0, 3);
  const fields = issues.map((i) => (i.path.length > 0 ? i.path.join('.') : '(request)'));
  throw new PrintServiceError({
    kind: 'invalid-request',
    operation,
    requestSent: false,
    fields,
    message: `${operation} was not sent: ${issues.map((i, n) => `${fields[n]}: ${i.message}`).join('; ')}.`,
  });
}
