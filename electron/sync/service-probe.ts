/**
 * Whether the print service can be reached. An upload that meets an outage (see `isOutage` in
 * retry-policy.ts) takes the engine offline as a whole: uploads stop, and one probe at a time
 * (one cheap read of the library, never an upload) is sent with jittered backoff, capped so that a
 * service that returns is seen within seconds while a long outage costs it a few requests a minute.
 * The first answer that is not an outage brings every waiting file back at once — a probe, not a
 * blind timer per file — and a `Retry-After` the service sent is waited out before the next probe.
 *
 * Each probe has its own deadline, much shorter than the client's timeouts (a connection may take
 * 10 s, an answer 60 s): a blackholed address or a service that accepts and hangs would otherwise
 * hold one probe that long, and its return would be seen that late.
 */
import { describeFailure, type Failure } from './remote.js';
import { backoffMs, isOutage } from './retry-policy.js';

/** How long one probe may take before it counts as an outage (a timeout), like a refused connection. */
export const probeDeadlineMs = 3000;

/**
 * The longest `Retry-After` the probe honours. A service back from maintenance within the hour is
 * still seen within 5 min, at a dozen requests an hour; a broken header (seconds sent as
 * milliseconds, a date in the wrong year) cannot stall the uploads for a day. `sync --once` waits
 * 300 s by default too.
 */
export const maxRetryAfterMs = 5 * 60_000;

export interface ProbeTiming {
  /** First probe delay, doubled each probe with jitter. */
  readonly baseMs: number;
  /** The longest wait between two probes. */
  readonly maxMs: number;
}

export interface ProbeHooks {
  /** One request to the service; resolves or throws like any print-service call. */
  probe(signal: AbortSignal): Promise<void>;
  /** The service answered: waiting files go on. */
  back(): void;
  /** Offline, back, or a new next-try time: the status changed. */
  changed(): void;
}

/** The outage under way: why, the probes sent and when the next one goes. */
interface Outage {
  reason: string;
  probes: number;
  nextTryAt: number;
  timer: NodeJS.Timeout | undefined;
}

export class ServiceProbe {
  private outage: Outage | undefined;
  private readonly controller = new AbortController();

  constructor(
    private readonly timing: ProbeTiming,
    private readonly hooks: ProbeHooks,
  ) {}

  get offline(): boolean {
    return this.outage !== undefined;
  }

  /** When the next probe goes (epoch ms), while offline. */
  get nextTryAt(): number | undefined {
    return this.outage?.nextTryAt;
  }

  /** What the last failure said, while offline. */
  get reason(): string | undefined {
    return this.outage?.reason;
  }

  /** An upload met an outage: go offline (once), or wait longer if the service asked for it. */
  reportOutage(reason: string, retryAfterMs?: number): void {
    if (this.controller.signal.aborted) return;
    const outage = this.outage;
    if (!outage) {
      this.outage = { reason, probes: 0, nextTryAt: 0, timer: undefined };
      this.schedule(retryAfterMs ?? backoffMs(1, this.timing.baseMs, this.timing.maxMs));
      return;
    }
    outage.reason = reason;
    // A probe under way (no timer) decides the next wait itself.
    if (
      outage.timer &&
      retryAfterMs !== undefined &&
      Date.now() + Math.min(retryAfterMs, maxRetryAfterMs) > outage.nextTryAt
    ) {
      this.schedule(retryAfterMs);
    }
  }

  /** Stops probing for good (the engine stops). */
  close(): void {
    this.controller.abort();
    clearTimeout(this.outage?.timer);
  }

  /** Waits `delayMs` (a `Retry-After` at most `maxRetryAfterMs`), then probes. */
  private schedule(delayMs: number): void {
    const outage = this.outage!;
    delayMs = Math.min(delayMs, maxRetryAfterMs);
    clearTimeout(outage.timer);
    outage.nextTryAt = Date.now() + delayMs;
    outage.timer = setTimeout(() => void this.send(), delayMs);
    this.hooks.changed();
  }

  private async send(): Promise<void> {
    const outage = this.outage!;
    outage.timer = undefined;
    outage.probes++;
    const startedAt = Date.now();
    const deadline = AbortSignal.timeout(probeDeadlineMs);
    try {
      await this.hooks.probe(AbortSignal.any([this.controller.signal, deadline]));
    } catch (error) {
      if (this.controller.signal.aborted) return;
      const answer = describeFailure(error);
      // The client reports its request as cancelled; for the engine, a service that did not answer in time is down.
      const failure = answer.kind === 'cancelled' && deadline.aborted ? timedOut() : answer;
      if (isOutage(failure)) {
        outage.reason = failure.message;
        // The backoff runs from this probe's start, not its end: a probe that hung to its deadline
        // has waited already, so probes start at most `maxMs` apart and a return is seen that soon.
        const backoff = backoffMs(outage.probes + 1, this.timing.baseMs, this.timing.maxMs);
        this.schedule(failure.retryAfterMs ?? Math.max(0, startedAt + backoff - Date.now()));
        return;
      }
      // Any other answer (even a refused key) means the service is there: the uploads find out the rest.
    }
    if (this.controller.signal.aborted) return;
    this.outage = undefined;
    this.hooks.back();
    this.hooks.changed();
  }
}

function timedOut(): Failure {
  return {
    kind: 'timeout',
    retryable: true,
    requestSent: true,
    message: `The print service did not answer within ${probeDeadlineMs / 1000} s.`,
  };
}
