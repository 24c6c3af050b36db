/**
 * Whether the engine has anything left to do: work in progress is tracked (and its errors turned
 * into notices, so nothing one file does can crash the engine), and `idle()` resolves when nothing
 * is pending or running — or when the engine stops. It also knows the engine's phase.
 */

export type EnginePhase = 'created' | 'running' | 'stopping';

export class IdleTracker {
  private current: EnginePhase = 'created';
  private busy = 0;
  private waiters: (() => void)[] = [];

  constructor(
    /** Nothing waits in the gate or the queue and nothing uploads. */
    private readonly quiet: () => boolean,
    private readonly problem: (message: string) => void,
  ) {}

  get phase(): EnginePhase {
    return this.current;
  }

  get stopping(): boolean {
    return this.current === 'stopping';
  }

  /** The engine starts; false when it was started (or stopped) before. */
  begin(): boolean {
    if (this.current !== 'created') return false;
    this.current = 'running';
    return true;
  }

  /** The engine stops; false when it is stopping already. */
  beginStopping(): boolean {
    if (this.current === 'stopping') return false;
    this.current = 'stopping';
    return true;
  }

  /** Counts `work` as pending until it settles; a failure becomes a notice and resolves to undefined. */
  track<T>(work: Promise<T>): Promise<T> {
    this.busy++;
    return work
      .catch((error: unknown) => {
        this.problem(`Sync problem: ${(error as Error).message ?? String(error)}`);
        return undefined as T;
      })
      .finally(() => {
        this.busy--;
        this.check();
      });
  }

  idle(): Promise<void> {
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.check();
    });
  }

  /** Wakes the `idle()` callers if nothing is left to do. */
  check(): void {
    if (this.waiters.length === 0) return;
    const quiet = this.current === 'running' && this.busy === 0 && this.quiet();
    if (quiet || this.stopping) this.release();
  }

  /** Resolves once the tracked work has settled. */
  async drained(): Promise<void> {
    while (this.busy > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  release(): void {
    for (const w of this.waiters.splice(0)) w();
  }
}
