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
  it('turns every failure that says the service is down into an outage, never a failed file', () => {
    for (const kind of ['network', 'timeout', 'server', 'rate-limited', 'proxy'] as const) {
      expect(planAfterFailure(failure({ kind }), 100, policy)).toEqual({ kind: 'outage' });
    }
  });

  it("waits as long as the service asks when it says so (503's or 429's Retry-After)", () => {
    expect(planAfterFailure(failure({ kind: 'server', retryAfterMs: 7000 }), 1, policy)).toEqual({
      kind: 'outage',
      retryAfterMs: 7000,
    });
  });

  it('holds every link on a rejected key or proxy password, and tells a locked file from an unreadable one', () => {
    expect(planAfterFailure(failure({ kind: 'auth', retryable: false }), 1, policy)).toEqual({
      kind: 'hold',
      hold: 'auth',
    });
    expect(planAfterFailure(failure({ kind: 'proxy', retryable: false }), 1, policy)).toEqual({
      kind: 'hold',
      hold: 'proxy',
    });
    const locked = planAfterFailure(failure({ kind: 'local', retryable: true }), 1, policy);
    expect(locked.kind).toBe('retry');
    expect(locked.kind === 'retry' && locked.delayMs).toBeGreaterThanOrEqual(500);
    expect(locked.kind === 'retry' && locked.delayMs).toBeLessThanOrEqual(1000);
    expect(
      planAfterFailure(failure({ kind: 'local', retryable: true, message: 'EBUSY' }), 3, policy),
    ).toEqual({
      kind: 'give-up',
      lastError: 'Gave up after 3 attempts: EBUSY',
      message: 'Gave up after 3 attempts: EBUSY',
    });
    expect(
      planAfterFailure(failure({ kind: 'local', retryable: false, message: 'EISDIR' }), 1, policy),
    ).toEqual({ kind: 'give-up', lastError: 'EISDIR', message: 'The file could not be read: EISDIR' });
  });

  it("treats anything else the service refused as the file's fault", () => {
    expect(planAfterFailure(failure({ kind: 'invalid-request', retryable: false }), 1, policy).kind).toBe(
      'refused',
    );
    expect(planAfterFailure(failure({ kind: 'server', retryable: false }), 1, policy).kind).toBe('refused');
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
