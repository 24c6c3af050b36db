/**
 * How one connection reaches the print service: directly, or through a forward proxy. A route is
 * plain data (the upload thread receives it as `workerData`); proxy-policy.ts decides it, once per
 * client, for the main thread and the upload thread alike. This module turns it into an undici
 * dispatcher and turns a proxy's refusal into a `PrintServiceError` that names the proxy, not the
 * service. Kept free of the wire models (and zod), like transport.ts.
 */
import { Agent, ProxyAgent } from 'undici';
import type { Dispatcher } from 'undici';
import { PrintServiceError } from '../shared/models/print-service-error.js';

export type ProxyRoute =
  | { kind: 'direct' }
  | {
      kind: 'proxy';
      /** `http://host:port` (or https), without credentials. */
      url: string;
      /** Basic credentials for the proxy (`Proxy-Authorization`). */
      credentials?: { username: string; password: string };
      /**
       * CONNECT through the proxy (always for https targets); an http target is otherwise sent to
       * the proxy as an absolute-URI request, as browsers and curl do, since many proxies allow
       * CONNECT to port 443 only.
       */
      tunnel: boolean;
    };

export const directRoute: ProxyRoute = { kind: 'direct' };

/** `host:port` of the proxy, as the user typed it in a setting or an environment variable. */
export function proxyName(route: ProxyRoute & { kind: 'proxy' }): string {
  const url = new URL(route.url);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

export function routeDispatcher(route: ProxyRoute, options: Agent.Options): Dispatcher {
  if (route.kind === 'direct') return new Agent(options);
  const { credentials } = route;
  return new ProxyAgent({
    ...options,
    uri: route.url,
    proxyTunnel: route.tunnel,
    ...(credentials
      ? {
          token: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`,
        }
      : {}),
  });
}

const statusTexts: Record<number, string> = {
  401: 'Unauthorized',
  407: 'Proxy Authentication Required',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The proxy answered a status of its own instead of passing the request on. */
function refusedBy(
  route: ProxyRoute & { kind: 'proxy' },
  operation: string,
  status: number,
): PrintServiceError {
  const name = proxyName(route);
  const label = `${status}${statusTexts[status] ? ` ${statusTexts[status]}` : ''}`;
  // Some proxies (tinyproxy) answer a wrong password with 401 rather than 407.
  const refusedCredentials = status === 407 || status === 401;
  const advice = refusedCredentials
    ? route.credentials
      ? 'check the proxy user and password.'
      : 'the proxy needs a user and password: enter them in Account (Proxy).'
    : 'it could not reach the print service. Check the proxy, or try again later.';
  return new PrintServiceError({
    kind: 'proxy',
    operation,
    status,
    // A wrong password stays wrong; a proxy that cannot get through may manage later.
    retryable: !refusedCredentials,
    requestSent: false,
    message: `The proxy ${name} refused the request (${label}): ${advice}`,
  });
}

/**
 * A failure below HTTP on a proxied route, when it is the proxy's doing: any connection failure
 * (the only connection made is to the proxy), a CONNECT answered with anything but 200, and a 407
 * to a forwarded request (undici reports both as errors).
 */
export function proxyTransportError(
  route: ProxyRoute,
  operation: string,
  error: unknown,
  code: string | undefined,
): PrintServiceError | undefined {
  if (route.kind !== 'proxy') return undefined;
  const message = error instanceof Error ? error.message : '';
  const tunnelStatus = /^Proxy response \((\d{3})\) !== 200/.exec(message)?.[1];
  if (tunnelStatus) return refusedBy(route, operation, Number(tunnelStatus));
  if (/Proxy Authentication Required \(407\)/.test(message)) return refusedBy(route, operation, 407);
  if (code && unreachableCodes.has(code)) {
    return new PrintServiceError({
      kind: 'proxy',
      operation,
      retryable: true,
      requestSent: false,
      causeCode: code,
      message: `Cannot reach the proxy ${proxyName(route)} (${code}). Check the proxy settings in Account, or your network.`,
    });
  }
  return undefined;
}

/**
 * A reply to a forwarded (not tunnelled) request that the proxy wrote itself: a refused password
 * or a failure to reach the service (tinyproxy says 500, others 502-504), with no JSON body. The
 * service's own errors are JSON; a gateway page in front of it would be indistinguishable, and the
 * proxy is then still the one that answered.
 */
export function proxyReplyError(
  route: ProxyRoute,
  operation: string,
  status: number,
  contentType: string,
): PrintServiceError | undefined {
  if (route.kind !== 'proxy' || route.tunnel) return undefined;
  const proxyStatuses = route.credentials ? [401, 500, 502, 503, 504] : [500, 502, 503, 504];
  if (!proxyStatuses.includes(status) || /json/i.test(contentType)) return undefined;
  return refusedBy(route, operation, status);
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EHOSTDOWN',
  'UND_ERR_CONNECT_TIMEOUT',
]);
