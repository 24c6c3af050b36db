/**
 * The one proxy decision: which route (proxy-route.ts) a connection to a base URL takes, from the
 * proxy setting. `system` is the desktop's system proxy (PAC included) through an injected resolver
 * (electron/desktop/system-proxy.ts); without one (command line, headless) it is the environment:
 * HTTP_PROXY, HTTPS_PROXY and NO_PROXY, upper or lower case. `none` is direct; `manual` is one proxy
 * URL with an optional user and a password kept in the secret store.
 */
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { directRoute } from './proxy-route.js';
import type { ProxyRoute } from './proxy-route.js';
import type { ProxySetting } from '../shared/settings/schema.js';

/** Electron's `session.resolveProxy`: a PAC-style answer such as `PROXY host:port; DIRECT`. */
export type SystemProxyResolver = (url: string) => Promise<string>;

export type ProxyEnvironment = Readonly<Record<string, string | undefined>>;

export interface ProxyPolicyOptions {
  setting: ProxySetting;
  /** The manual proxy's password (from the secret store), used only with a user name. */
  password?: string;
  /** The desktop's system proxy; absent, `system` means the environment variables. */
  resolveSystem?: SystemProxyResolver;
  env?: ProxyEnvironment;
}

export async function proxyRouteFor(targetUrl: string, options: ProxyPolicyOptions): Promise<ProxyRoute> {
  const { setting } = options;
  const target = new URL(targetUrl);
  switch (setting.mode) {
    case 'none':
      return directRoute;
    case 'manual':
      return routeVia(setting.url, target, 'the manual proxy setting', {
        ...(setting.username ? { username: setting.username, password: options.password ?? '' } : {}),
      });
    case 'system':
      return options.resolveSystem
        ? pacRoute(await options.resolveSystem(target.href), target)
        : environmentRoute(target.href, options.env ?? process.env);
  }
}

/**
 * The environment's proxy for a URL, by the rules of undici's EnvHttpProxyAgent (lower case wins;
 * HTTPS_PROXY falls back to HTTP_PROXY; NO_PROXY entries are hosts, `.domain` or `*.domain`
 * suffixes, optional `:port`, or `*`). Loopback is not excluded by itself: list it in NO_PROXY.
 */
export function environmentRoute(targetUrl: string, env: ProxyEnvironment): ProxyRoute {
  const target = new URL(targetUrl);
  const httpProxy = env.http_proxy ?? env.HTTP_PROXY;
  const proxy = target.protocol === 'https:' ? (env.https_proxy ?? env.HTTPS_PROXY ?? httpProxy) : httpProxy;
  if (!proxy || bypassed(target, env.no_proxy ?? env.NO_PROXY ?? '')) return directRoute;
  const variable =
    target.protocol === 'https:' && (env.https_proxy ?? env.HTTPS_PROXY) ? 'HTTPS_PROXY' : 'HTTP_PROXY';
  return routeVia(proxy, target, variable, {});
}

/** The first entry of a PAC answer PrintDesk can use (`PROXY`/`HTTP`/`HTTPS host:port` or `DIRECT`). */
export function pacRoute(pacResult: string, target: URL): ProxyRoute {
  for (const entry of pacResult.split(';')) {
    const [type = '', hostPort] = entry.trim().split(/\s+/);
    const kind = type.toUpperCase();
    if (kind === 'DIRECT') return directRoute;
    if ((kind === 'PROXY' || kind === 'HTTP') && hostPort) {
      return routeVia(`http://${hostPort}`, target, 'the system proxy', {});
    }
    if (kind === 'HTTPS' && hostPort) return routeVia(`https://${hostPort}`, target, 'the system proxy', {});
    // SOCKS entries are skipped: the next alternative is used.
  }
  return directRoute;
}

function bypassed(target: URL, noProxy: string): boolean {
  const host = target.hostname.toLowerCase();
  const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
  for (const entry of noProxy.split(/[,\s]+/)) {
    if (!entry) continue;
    if (entry === '*') return true;
    const [, name = entry, entryPort] = /^(.+):(\d+)$/.exec(entry) ?? [];
    if (entryPort && Number(entryPort) !== port) continue;
    const suffix = name.replace(/^\*?\./, '').toLowerCase();
    if (host === suffix || host.endsWith(`.${suffix}`)) return true;
  }
  return false;
}

/** A proxy URL (credentials in it become Basic credentials; a bare `host:port` means http). */
function routeVia(
  proxyUrl: string,
  target: URL,
  source: string,
  credentials: { username?: string; password?: string },
): ProxyRoute {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(proxyUrl) ? proxyUrl : `http://${proxyUrl}`;
  const url = URL.canParse(withScheme) ? new URL(withScheme) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new PrintServiceError({
      kind: 'proxy',
      operation: 'Connect',
      requestSent: false,
      message: `The proxy address in ${source} is not an http:// or https:// URL with a host name.`,
    });
  }
  const username = credentials.username ?? decodeURIComponent(url.username);
  const password = credentials.password ?? decodeURIComponent(url.password);
  return {
    kind: 'proxy',
    url: `${url.protocol}//${url.host}`,
    ...(username ? { credentials: { username, password } } : {}),
    tunnel: target.protocol === 'https:',
  };
}
