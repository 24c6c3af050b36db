/**
 * How long `printdesk sync` runs and why it ends. The daemon runs until it is told to stop
 * (SIGINT, SIGTERM): a timer holds its event loop open, so a folder that goes away (and takes its
 * watch with it) leaves a process that waits for it, not one that runs out of work and exits 0.
 * It ends on its own only on a fatal error (an exception nothing caught, a journal it cannot
 * write), with that error as the reason and exit code 1. `--once` ends when the work is done, or
 * when a held key or a long outage means it cannot be.
 */

export type Ending =
  | { readonly kind: 'done' }
  | { readonly kind: 'signal'; readonly signal: NodeJS.Signals }
  | { readonly kind: 'held'; readonly message: string }
  | { readonly kind: 'gave-up' }
  | { readonly kind: 'paused' }
  | { readonly kind: 'fatal'; readonly error: Error };

/** Long, since it only has to exist: a pending timer keeps Node's event loop, and so the process, alive. */
const keepAliveMs = 60 * 60 * 1000;

export class DaemonLife {
  /** The first ending wins; later ones are ignored. */
  readonly ended: Promise<Ending>;
  private finish!: (ending: Ending) => void;
  private readonly keepAlive: NodeJS.Timeout | undefined;
  private readonly cleanups: Array<() => void> = [];

  constructor(once: boolean) {
    this.ended = new Promise((resolve) => (this.finish = resolve));
    const fatal = (error: unknown) =>
      this.end({ kind: 'fatal', error: error instanceof Error ? error : new Error(String(error)) });
    this.listen('uncaughtException', fatal);
    this.listen('unhandledRejection', fatal);
    if (once) return;
    this.keepAlive = setInterval(() => {}, keepAliveMs);
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      this.listen(signal, () => this.end({ kind: 'signal', signal }));
  }

  end(ending: Ending): void {
    this.finish(ending);
  }

  /** Lets the process end: no more keep-alive, signals and uncaught errors back to Node's defaults. */
  close(): void {
    clearInterval(this.keepAlive);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }

  private listen(event: string, handler: (value: unknown) => void): void {
    process.on(event, handler);
    this.cleanups.push(() => process.off(event, handler));
  }
}
