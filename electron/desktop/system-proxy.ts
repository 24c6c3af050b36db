/**
 * The system proxy for the desktop app: Chromium's own resolution (OS settings, PAC scripts, WPAD),
 * answered in PAC form (`PROXY host:port; DIRECT`), which proxy-policy.ts turns into a route.
 */
import { session } from 'electron';
import type { SystemProxyResolver } from '../print-service/proxy-policy.js';

/** Call after app 'ready' (the default session exists only then). */
export function electronSystemProxy(): SystemProxyResolver {
  return (url) => session.defaultSession.resolveProxy(url);
}
