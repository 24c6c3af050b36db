/**
 * A webhook delivery: the event's JSON POSTed to its address through the app's proxy setting (the
 * route the print service's requests take to that address), signed with the data folder's secret.
 * Any 2xx acknowledges it; anything else, or no answer within the timeout, is tried again later.
 */
import { request } from 'undici';
import type { HookAnswer } from '../../../shared/contract/hooks.js';
import { routeDispatcher, type ProxyRoute } from '../../../print-service/proxy-route.js';
import { signatureHeader, signatureOf } from './signature.js';

export interface WebhookPost {
  readonly url: string;
  /** The event's JSON, exactly as signed. */
  readonly body: string;
  readonly eventId: string;
  readonly eventType: string;
  readonly secret: string;
  readonly route: ProxyRoute;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

export async function postWebhook(post: WebhookPost): Promise<HookAnswer> {
  const dispatcher = routeDispatcher(post.route, {
    connect: { timeout: post.timeoutMs },
    headersTimeout: post.timeoutMs,
    bodyTimeout: post.timeoutMs,
  });
  const signal = post.signal
    ? AbortSignal.any([post.signal, AbortSignal.timeout(post.timeoutMs)])
    : AbortSignal.timeout(post.timeoutMs);
  try {
    const response = await request(post.url, {
      dispatcher,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PrintDesk-Hooks/1',
        'x-printdesk-event': post.eventType,
        'x-printdesk-delivery': post.eventId,
        [signatureHeader]: signatureOf(post.body, post.secret),
      },
      body: post.body,
      signal,
    });
    // The receiver's words are not kept: only whether it took the event.
    await response.body.dump().catch(() => {});
    const ok = response.statusCode >= 200 && response.statusCode < 300;
    return { ok, status: response.statusCode };
  } catch (error) {
    return { ok: false, error: failureText(error) };
  } finally {
    await dispatcher.close().catch(() => {});
  }
}

function failureText(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  const name = typeof code === 'string' ? code : typeof cause === 'string' ? cause : undefined;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'no answer in time';
  return name ?? (error instanceof Error ? error.message : String(error));
}
