import { describe, expect, it } from 'vitest';
import type { Failure } from './remote.js';
import { backoffMs, planAfterFailure } from './retry-policy.js';

const policy = { maxAttempts: 3, retryBaseMs: 1000, retryMaxMs: 4000 };
const failure = (changes: Partial<Failure>): Failure => ({
  kind: 'network',
  retryable: true,
  requestSent: true,
  message: 'socket hang up',
  ...changes,
});

describe('retry policy', () => {
  it('retries network and server failures with backoff until the last attempt, then gives up', () => {
    const first = planAfterFailure(failure({}), 1, policy);
    expect(first.kind).toBe('retry');
    expect(first.kind === 'retry' && first.delayMs).toBeGreaterThanOrEqual(500);
    expect(first.kind === 'retry' && first.delayMs).toBeLessThanOrEqual(1000);
    expect(planAfterFailure(failure({ kind: 'server' }), 2, policy).kind).toBe('retry');
    expect(planAfterFailure(failure({}), 3, policy)).toEqual({
      kind: 'give-up',
      lastError: 'Gave up after 3 attempts: socket hang up',
      message: 'Gave up after 3 attempts: socket hang up',
    });
  });

  it("waits as long as the service asks when it says so (429's Retry-After)", () => {
    expect(planAfterFailure(failure({ kind: 'rate-limited', retryAfterMs: 7000 }), 1, policy)).toEqual({
      kind: 'retry',
      delayMs: 7000,
    });
  });

  it('holds every link on a rejected key, and tells a locked file from an unreadable one', () => {
    expect(planAfterFailure(failure({ kind: 'auth', retryable: false }), 1, policy).kind).toBe(
      'hold-for-key',
    );
    expect(planAfterFailure(failure({ kind: 'local', retryable: true }), 1, policy).kind).toBe('retry');
    expect(
      planAfterFailure(failure({ kind: 'local', retryable: false, message: 'EISDIR' }), 1, policy),
    ).toEqual({ kind: 'give-up', lastError: 'EISDIR', message: 'The file could not be read: EISDIR' });
  });

  it("treats anything else the service refused as the file's fault", () => {
    expect(planAfterFailure(failure({ kind: 'invalid-request', retryable: false }), 1, policy).kind).toBe(
      'refused',
    );
  });

  it('doubles the backoff ceiling each attempt up to the cap, with jitter in its upper half', () => {
    for (let i = 0; i < 50; i++) {
      const third = backoffMs(3, 1000, 60_000);
      expect(third).toBeGreaterThanOrEqual(2000);
      expect(third).toBeLessThanOrEqual(4000);
      const capped = backoffMs(20, 1000, 60_000);
      expect(capped).toBeGreaterThanOrEqual(30_000);
      expect(capped).toBeLessThanOrEqual(60_000);
    }
  });
});
