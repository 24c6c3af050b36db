/**
 * The host's event-loop delay, for the responsiveness benchmark (bench/main-responsiveness.ts): a
 * delay of the host's own loop is what a window of the app would feel as a freeze, and only the
 * process itself can measure it. Off unless `printdesk serve` runs with `PRINTDESK_LOOP_STATS=1`;
 * then `GET /api/loop-stats` (token-guarded like every path) answers the figures since the last
 * reset, and `?reset=1` starts a new measurement after answering.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export const loopStatsPath = '/api/loop-stats';

/**
 * Milliseconds by which the loop was late, the sampling interval taken off: Node's histogram records
 * the time between two of its timer's callbacks, so an idle loop sampled every 10 ms reads ~10 ms, not
 * 0 (the same correction as Elastic's APM agent and OpenTelemetry's runtime instrumentation make).
 * `count` is the number of samples (one per `resolutionMs` of loop time).
 */
export interface LoopStats {
  count: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface LoopMonitor {
  /** The figures since the start or the last reset; `reset` then starts over. */
  read(reset: boolean): LoopStats;
  stop(): void;
}

export function startLoopMonitor(resolutionMs = 10): LoopMonitor {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: resolutionMs });
  histogram.enable();
  const lateMs = (ns: number) => Math.max(0, ns / 1e6 - resolutionMs);
  return {
    read(reset) {
      const stats: LoopStats = {
        count: histogram.count,
        meanMs: histogram.count > 0 ? lateMs(histogram.mean) : 0,
        p50Ms: lateMs(histogram.percentile(50)),
        p99Ms: lateMs(histogram.percentile(99)),
        maxMs: lateMs(histogram.max),
      };
      if (reset) histogram.reset();
      return stats;
    },
    stop: () => histogram.disable(),
  };
}
