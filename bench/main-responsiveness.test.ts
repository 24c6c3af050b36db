import { describe, expect, it } from 'vitest';
import { acrossRuns, summarise } from './main-responsiveness.js';

const loop = (p99Ms: number, maxMs: number) => ({ count: 100, meanMs: 1, p50Ms: 1, p99Ms, maxMs });

describe('main-responsiveness figures', () => {
  it('takes the worst phase for the loop and every call of every phase for the round trip', () => {
    const quick = Array.from({ length: 99 }, () => 2);
    const figures = summarise({
      burst: { loop: loop(8, 30), rtts: quick, seconds: 10 },
      big: { loop: loop(12, 20), rtts: [3], seconds: 5 },
      preflight: { loop: loop(4, 60), rtts: [], seconds: 1 },
      search: { loop: loop(2, 5), rtts: [40, 50], seconds: 1 },
    });
    expect(figures.eventLoopP99Ms).toBe(12);
    expect(figures.eventLoopMaxMs).toBe(60);
    // 102 calls: the 99th percentile is the second slowest.
    expect(figures.ipcP99Ms).toBe(40);
    expect(figures.phases.preflight.ipcP99Ms).toBeNaN();
    expect(figures.phases.search).toEqual({ loopP99Ms: 2, loopMaxMs: 5, ipcP99Ms: 50, seconds: 1 });
  });

  it('gives the median of the runs with their spread', () => {
    expect(acrossRuns([9, 3, 5])).toEqual({ median: 5, spread: '3–9' });
    expect(acrossRuns([7])).toEqual({ median: 7, spread: 'one run' });
  });
});
