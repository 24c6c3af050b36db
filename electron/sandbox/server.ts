/**
 * The sandbox's HTTP server (plain node:http): authentication by subscription key, routing,
 * JSON bodies, JSON or XML replies, the `{ErrorCode, Message}` error body, fault injection, and the
 * limits that keep a client from holding it (../http-hardening.ts).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { applyLimits, limitedServerOptions, requestTarget } from '../platform/http-hardening.js';
import type { ServerLimits } from '../platform/http-hardening.js';
import { SandboxError, tooLarge } from './kernel/errors.js';
import type { FaultInjector } from './kernel/faults.js';
import { Router } from './router.js';
import type { MarketId } from '../shared/models/markets.js';
import type { Reply, RequestContext, Route } from './kernel/routes.js';
import type { StateStore } from './kernel/state.js';
import { userByKey } from './kernel/users.js';
import { toXml } from './kernel/xml.js';
import { xmlDefaults } from './kernel/xml-names.js';

const MAX_JSON_BYTES = 8 * 1024 * 1024;

/**
 * Large uploads on slow links must not be cut by a request timeout (Node's default is 5 minutes):
 * the idle timeout cuts a client that stopped sending instead. No upload limit by default: the
 * service's own is not known, and the sandbox refuses only what the service is known to refuse
 * (docs/sandbox-refusals.md); `printdesk sandbox --max-upload-mb` sets one.
 */
export const defaultSandboxLimits: ServerLimits = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 0,
  idleTimeoutMs: 60_000,
  maxConnections: 512,
  maxUploadBytes: null,
};

export interface SandboxServerOptions {
  readonly state: StateStore;
  readonly dataDir: string;
  readonly market: MarketId;
  readonly routes: readonly Route[];
  readonly faults: FaultInjector;
  readonly now: () => Date;
  readonly limits: ServerLimits;
}

export function createSandboxServer(opts: SandboxServerOptions): Server {
  const router = new Router(opts.routes);
  const server = createServer(limitedServerOptions(opts.limits), (req, res) => {
    handle(req, res, router, opts).catch((error: unknown) => {
      // Last resort: an error while writing the error. Never let it take the process down.
      console.error(`sandbox: ${error instanceof Error ? error.message : String(error)}`);
      res.destroy();
    });
  });
  applyLimits(server, opts.limits);
  return server;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  router: Router,
  opts: SandboxServerOptions,
): Promise<void> {
  const accept = prefersXml(req.headers.accept) ? 'xml' : 'json';
  let resetAfter = false;
  try {
    const url = requestTarget(req);
    if (!url) throw new SandboxError(400, 'InvalidRequest', 'path: the request target is not a valid path');
    const key = req.headers['ocp-apim-subscription-key'];
    if (typeof key !== 'string' || key === '') {
      throw new SandboxError(
        401,
        'MissingSubscriptionKey',
        'Access denied: the Ocp-Apim-Subscription-Key header is missing. Send the subscription key from your profile.',
      );
    }
    const user = userByKey(opts.state, key);
    if (!user || !user.enabled) {
      throw new SandboxError(
        401,
        'InvalidSubscriptionKey',
        'Access denied: the subscription key is not valid. Check the key in your profile.',
      );
    }
    const match = router.match(req.method ?? 'GET', url.pathname);
    if (match.kind === 'none')
      throw new SandboxError(404, 'EndpointNotFound', `No operation at ${req.method} ${url.pathname}`);
    if (match.kind === 'wrong-method') {
      res.setHeader('Allow', match.allowed.join(', '));
      throw new SandboxError(
        405,
        'MethodNotAllowed',
        `${req.method} is not allowed on ${url.pathname}; use ${match.allowed.join(' or ')}`,
      );
    }
    const { route, params } = match;
    const { maxUploadBytes } = opts.limits;
    if (maxUploadBytes !== null && Number(req.headers['content-length'] ?? 0) > maxUploadBytes)
      throw tooLarge(maxUploadBytes);
    const fault = opts.faults.draw(route.operation);
    if (fault?.kind === 'reset-before') {
      req.socket.destroy();
      return;
    }
    if (fault?.kind === '500')
      throw new SandboxError(
        500,
        'InternalServerError',
        `Injected fault: ${route.operation} failed with an internal error. Try again later.`,
      );
    if (fault?.kind === '503')
      throw new SandboxError(
        503,
        'ServiceUnavailable',
        `Injected fault: the service is unavailable for ${route.operation}. Try again later.`,
      );
    if (fault?.kind === '429') {
      res.setHeader('Retry-After', '1');
      throw new SandboxError(
        429,
        'TooManyRequests',
        `Injected fault: rate limit exceeded for ${route.operation}. Retry after 1 second.`,
      );
    }
    if (fault?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    resetAfter = fault?.kind === 'reset-after';
    const ctx: RequestContext = {
      operation: route.operation,
      params,
      query: url.searchParams,
      accept,
      user,
      market: opts.market,
      state: opts.state,
      dataDir: opts.dataDir,
      req,
      now: opts.now,
      maxUploadBytes: opts.limits.maxUploadBytes,
      json: () => readJson(req),
    };
    const reply = await route.handler(ctx);
    if (resetAfter) {
      req.socket.destroy();
      return;
    }
    send(req, res, reply, accept);
  } catch (error) {
    if (resetAfter) {
      req.socket.destroy();
      return;
    }
    sendError(req, res, error);
  }
}

function prefersXml(accept: string | undefined): boolean {
  if (!accept) return false;
  const xml = accept.search(/application\/xml|text\/xml/i);
  const json = accept.search(/application\/json|\bjson\b/i);
  return xml >= 0 && (json < 0 || xml < json);
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply, accept: 'json' | 'xml'): void {
  closeIfBodyUnread(req, res);
  if (reply.status === 204) {
    res.writeHead(204).end();
    return;
  }
  const status = reply.status ?? 200;
  if (accept === 'xml') {
    res
      .writeHead(status, { 'Content-Type': 'application/xml; charset=utf-8' })
      .end(toXml(reply.body, reply.xml, xmlDefaults));
  } else {
    res
      .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(reply.body));
  }
}

/**
 * Errors are always JSON `{ErrorCode, Message}` (docs/service-facts.md §6): the real service's XML error root is
 * not known, and clients of both formats read this body.
 */
function sendError(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  // The client went away (or was cut for stalling): nobody to answer, nothing the sandbox did wrong.
  if (req.socket.destroyed) {
    res.destroy();
    return;
  }
  let status = 500;
  let body = {
    ErrorCode: 'UnexpectedServerErrorOccurred',
    Message: 'An unexpected error occurred. It has been logged; try again later.',
  };
  if (error instanceof SandboxError) {
    status = error.status;
    body = { ErrorCode: error.errorCode, Message: error.message };
  } else {
    console.error(`sandbox: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  closeIfBodyUnread(req, res);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** A reply sent before the body was read (a refused upload): close rather than drain gigabytes. */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (!req.complete) res.setHeader('Connection', 'close');
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (/xml/i.test(type)) {
    throw new SandboxError(
      415,
      'UnsupportedMediaType',
      'Content-Type: the sandbox reads JSON request bodies only; send application/json',
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON_BYTES)
      throw new SandboxError(413, 'RequestTooLarge', `body: larger than ${MAX_JSON_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '')
    throw new SandboxError(400, 'InvalidRequest', 'body: expected a JSON object, got an empty body');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SandboxError(400, 'MalformedJson', `body: malformed JSON (${(error as Error).message})`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new SandboxError(
      400,
      'InvalidRequest',
      `body: expected a JSON object, got ${parsed === null ? 'null' : Array.isArray(parsed) ? 'an array' : typeof parsed}`,
    );
  }
  return parsed as Record<string, unknown>;
}
