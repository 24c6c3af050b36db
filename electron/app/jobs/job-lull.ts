/**
 * When the job runner has nothing left to do: no job running, no step waiting on a timer, nothing
 * followed on another workstation. `idle()` is what tests and a closing app wait for; the runner's
 * delayed work goes through `later` so that it counts.
 */

/** Work `idle()` waits for besides the timers here: the jobs running, those followed, the batches. */
export interface Busy {
  busy(): boolean;
}

/** The jobs being worked on here now (run, adopted or tidied), by id: one at a time per job. */
export class Running extends Set<string> implements Busy {
  busy(): boolean {
    return this.size > 0;
  }
}

export class JobLull {
  private readonly timers = new Set<NodeJS.Timeout>();
  private waiters: (() => void)[] = [];

  /** `workers`: whatever besides the timers here may still be going on, asked at each check. */
  constructor(private readonly workers: readonly Busy[]) {}

  /** Runs `work` after `ms`; its failure is the work's own to report. */
  later(work: () => Promise<void> | void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void Promise.resolve(work())
        .catch(() => undefined)
        .finally(() => this.check());
    }, ms);
    this.timers.add(timer);
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Something ended: whoever waits for the lull hears of it if this was the last. */
  check(): void {
    if (!this.isIdle()) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** The delayed work dropped (the runner closes). */
  clear(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private isIdle(): boolean {
    return this.timers.size === 0 && !this.workers.some((worker) => worker.busy());
  }
}
