/**
 * Which failed uploads are tried again, and when. A failure that says the service (or the way to
 * it) is down — refused or reset connections, DNS, timeouts, 5xx, 429, an unreachable proxy — is an
 * outage: the file waits, never counted towards failing, and the engine goes offline until a probe
 * sees the service again (service-probe.ts). A rejected key or proxy password holds every link
 * until it is fixed; a file that cannot be read stays failed; a file locked for a moment is retried
 * with backoff up to a number of attempts; anything else the service refused is the file's fault
 * (it goes to Failed/).
 */
import type { JournalEntry } from './journal.js';
import type { Failure } from './remote.js';

export interface RetryPolicy {
  /** Attempts before a file that keeps failing on a passing local problem (a lock) is marked failed. */
  readonly maxAttempts: number;
  /** First retry delay, doubled each attempt with jitter, capped at `retryMaxMs`. */
  readonly retryBaseMs: number;
  readonly retryMaxMs: number;
}

/** What holds every link until the user acts: a refused key, or a proxy that refused its password. */
export type HoldKind = 'auth' | 'proxy';

/** What a failed attempt leads to. */
export type FailurePlan =
  | { readonly kind: 'hold'; readonly hold: HoldKind }
  | { readonly kind: 'outage'; readonly retryAfterMs?: number }
  | { readonly kind: 'retry'; readonly delayMs: number }
  | { readonly kind: 'give-up'; readonly lastError: string; readonly message: string }
  | { readonly kind: 'refused' };

/** The failure says the service, or the way to it, is down for now: nothing about the file. */
export function isOutage(failure: Failure): boolean {
  if (!failure.retryable) return false;
  return ['network', 'timeout', 'server', 'rate-limited', 'proxy'].includes(failure.kind);
}

/** Plans what follows the `attempts`-th failed attempt of a file still in its folder. */
export function planAfterFailure(failure: Failure, attempts: number, policy: RetryPolicy): FailurePlan {
  if (failure.kind === 'auth') return { kind: 'hold', hold: 'auth' };
  if (failure.kind === 'proxy' && !failure.retryable) return { kind: 'hold', hold: 'proxy' };
  if (isOutage(failure)) {
    return failure.retryAfterMs === undefined
      ? { kind: 'outage' }
      : { kind: 'outage', retryAfterMs: failure.retryAfterMs };
  }
  if (failure.kind === 'local' && !failure.retryable) {
    return {
      kind: 'give-up',
      lastError: failure.message,
      message: failure.unreadable
        ? `${failure.message}: PrintDesk may not read the file; it is tried again when its permissions change.`
        : `The file could not be read: ${failure.message}`,
    };
  }
  if (failure.retryable || failure.kind === 'local') {
    if (attempts >= policy.maxAttempts) {
      const message = `Gave up after ${attempts} attempts: ${failure.message}`;
      return { kind: 'give-up', lastError: message, message };
    }
    return {
      kind: 'retry',
      delayMs: failure.retryAfterMs ?? backoffMs(attempts, policy.retryBaseMs, policy.retryMaxMs),
    };
  }
  return { kind: 'refused' };
}

/** A file that failed on the network (not refused, not cancelled) is worth another try at start-up. */
export function retriesAtStart(entry: JournalEntry): boolean {
  return entry.state === 'failed' && !entry.rejection && !entry.cancelled;
}

/**
 * Exponential backoff with equal jitter: half the ceiling plus a random part of the other half; the
 * ceiling is `baseMs` at attempt 1, doubling up to `maxMs`.
 */
export function backoffMs(attempt: number, baseMs: number, maxMs: number): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}
