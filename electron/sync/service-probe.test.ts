import { afterEach, describe, expect, it } from 'vitest';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { ServiceProbe } from './service-probe.js';

const probes: ServiceProbe[] = [];
afterEach(() => {
  for (const probe of probes.splice(0)) probe.close();
});

/** A service that is down: each probe fails as a refused connection after `takesMs`. */
function downService(takesMs: number) {
  const seen: { startedAt: number; endedAt: number }[] = [];
  const probe = new ServiceProbe(
    { baseMs: 1500, maxMs: 1500 },
    {
      async probe() {
        const startedAt = Date.now();
        await new Promise((resolve) => setTimeout(resolve, takesMs));
        seen.push({ startedAt, endedAt: Date.now() });
        throw new PrintServiceError({
          kind: 'network',
          operation: 'GetFolder',
          message: 'connect ECONNREFUSED 127.0.0.1:9',
        });
      },
      back() {},
      changed() {},
    },
  );
  probes.push(probe);
  return { probe, seen };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('ServiceProbe', () => {
  it('counts the wait between probes from the start of the last one, so a slow probe is followed at once', async () => {
    // Each probe takes 2 s, longer than the 1.5 s cap: the next one is due as soon as it ends.
    const { probe, seen } = downService(2000);
    probe.reportOutage('connect ECONNREFUSED');
    await until(() => seen.length === 1 && probe.nextTryAt! >= seen[0]!.endedAt, 'the first probe to end');
    const [first] = seen;
    expect(probe.offline).toBe(true);
    // Measured from its end (the old rule) the next try would be 0.75-1.5 s after it.
    expect(probe.nextTryAt! - first!.endedAt).toBeLessThan(500);
  });

  it('keeps a fast probe at least the backoff after the start of the one before', async () => {
    const { probe, seen } = downService(0);
    probe.reportOutage('connect ECONNREFUSED');
    await until(() => seen.length === 1 && probe.nextTryAt! >= seen[0]!.endedAt, 'the first probe to end');
    expect(probe.nextTryAt! - seen[0]!.startedAt).toBeGreaterThanOrEqual(750);
  });
});
