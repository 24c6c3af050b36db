/**
 * The HTTP layer of the print-service client: calls over one `Transport` per base URL (transport.ts:
 * pooling, timeouts, cancellation, failures below HTTP), bounded retries with backoff and jitter
 * for idempotent calls only, `Retry-After`, and the mapping of every status to a
 * `PrintServiceError`. Responses are parsed through their wire schema here, so no caller ever
 * sees an unchecked shape.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { ServiceErrorBody, serverFaultErrorCodes } from '../shared/models/service-errors.js';
import { Transport, cancelledError } from './transport.js';
import type { Exchange, RawReply, TransportOptions } from './transport.js';

export interface RetryPolicy {
  /** Extra attempts after the first one, for idempotent calls only. */
  retries: number;
  /** Backoff base: attempt n waits a random time in [0, min(maxDelayMs, baseDelayMs * 2^n)]. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A `Retry-After` longer than this is not waited for: the error goes to the caller with `retryAfterMs`. */
  maxRetryAfterMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  retries: 2,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 30_000,
};

export interface ConnectionOptions extends TransportOptions {
  retries?: Partial<RetryPolicy>;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Send once, even if idempotent: the caller retries on its own schedule (the sync engine's outage probe). */
  once?: boolean;
}

/** What a call expects back. */
export type Expect<T> =
  | {
      kind: 'json';
      schema: z.ZodType<T, unknown>;
      /** What an empty body means, where the service may send none (tracking before shipping). */
      whenEmpty?: T;
    }
  /** A 2xx with any (or no) body: the body is discarded. */
  | { kind: 'none' }
  /** The body as text, whatever its media type. */
  | { kind: 'text' };

export interface ServiceCall<T> {
  /** The operation's name in the spec, used in errors. */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
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

export class ServiceConnection {
  readonly baseUrl: string;
  /** The key, only to make sure the service's own words never echo it back (see `errorFromStatus`). */
  readonly #key: string;
  readonly #transport: Transport;
  readonly #retry: RetryPolicy;

  constructor(options: ConnectionOptions) {
    this.#transport = new Transport(options);
    this.baseUrl = this.#transport.baseUrl;
    this.#key = options.key;
    this.#retry = { ...defaultRetryPolicy, ...options.retries };
  }

  /** Makes one call, retrying idempotent ones, and returns the checked reply. */
  async call<T>(call: ServiceCall<T>, options: CallOptions = {}): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#once(call, options.signal);
      } catch (error) {
        const e = error as PrintServiceError;
        if (!call.idempotent || options.once || !e.retryable || attempt >= this.#retry.retries) throw e;
        const wait =
          e.retryAfterMs ??
          Math.random() * Math.min(this.#retry.maxDelayMs, this.#retry.baseDelayMs * 2 ** attempt);
        if (wait > this.#retry.maxRetryAfterMs) throw e;
        try {
          await sleep(wait, undefined, { signal: options.signal });
        } catch {
          throw cancelledError(call.operation, false);
        }
      }
    }
  }

  /** Sends a request once, as given (uploads stream their body), and returns the reply unchecked. */
  exchange(exchange: Exchange, options: CallOptions = {}): Promise<RawReply> {
    return this.#transport.exchange(exchange, options.signal);
  }

  /** Returns a 2xx reply; maps any other status to its error. */
  check(operation: string, reply: RawReply): RawReply {
    if (reply.status >= 200 && reply.status < 300) return reply;
    throw errorFromStatus(operation, reply, this.#key);
  }

  async close(): Promise<void> {
    await this.#transport.close();
  }

  async #once<T>(call: ServiceCall<T>, signal: AbortSignal | undefined): Promise<T> {
    const headers: Record<string, string> = {};
    if (call.accept) headers.accept = call.accept;
    let body: string | undefined;
    if (call.json !== undefined) {
      body = JSON.stringify(call.json);
      headers['content-type'] = 'application/json; charset=utf-8';
    }
    const reply = await this.#transport.exchange(
      { operation: call.operation, method: call.method, path: call.path, headers, ...(body ? { body } : {}) },
      signal,
    );
    return parseReply(call.operation, call.expect, this.check(call.operation, reply));
  }
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
  if (reply.text.trim() === '') {
    if (expect.whenEmpty !== undefined) return expect.whenEmpty;
    throw invalid('the reply was empty');
  }
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

function errorFromStatus(operation: string, reply: RawReply, key: string): PrintServiceError {
  const { status, text, contentType } = reply;
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
  const after = retryAfterMs(reply.retryAfter);
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
