/**
 * When the job runner has nothing left to do: no job running, no step waiting on a timer, nothing
 * followed on another workstation. `idle()` is what tests and a closing app wait for; the runner's
 * delayed work goes through `later` so that it counts.
 */
export class JobLull {
  private readonly timers = new Set<NodeJS.Timeout>();
  private waiters: (() => void)[] = [];

  /** `busy`: whether anything besides the timers here is still going on. */
  constructor(private readonly busy: () => boolean) {}

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
    return this.timers.size === 0 && !this.busy();
  }
}
