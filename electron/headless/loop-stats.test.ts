import { describe, expect, it } from 'vitest';
import { startLoopMonitor } from './loop-stats.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function blockLoop(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('the event-loop monitor', () => {
  it('sees the loop blocked, and starts over after a reset', async () => {
    const monitor = startLoopMonitor(5);
    try {
      await pause(50);
      blockLoop(300);
      await pause(50);
      const blocked = monitor.read(true);
      expect(blocked.count).toBeGreaterThan(0);
      expect(blocked.maxMs).toBeGreaterThanOrEqual(250);
      expect(blocked.p99Ms).toBeLessThanOrEqual(blocked.maxMs);

      await pause(100);
      const after = monitor.read(false);
      expect(after.maxMs).toBeLessThan(blocked.maxMs);
    } finally {
      monitor.stop();
    }
  });

  it('reads an idle loop as not late: the sampling interval is not counted as delay', async () => {
    const monitor = startLoopMonitor(50);
    try {
      await pause(700);
      const idle = monitor.read(false);
      expect(idle.count).toBeGreaterThan(5);
      // Uncorrected, every sample of an idle loop reads about the 50 ms interval (49.6 ms or more).
      expect(idle.p50Ms).toBeLessThan(30);
    } finally {
      monitor.stop();
    }
  });
});
