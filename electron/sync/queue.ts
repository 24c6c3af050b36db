/**
 * The upload queue: which files are waiting, which are running, and when a retried one may go
 * again. It runs at most `concurrency` uploads at once, skips files whose link is paused (they keep
 * their place), and holds retried files back until their backoff delay has passed.
 */
import { ArrivalOrder } from './arrival-order.js';

export class UploadQueue {
  /** Waiting for their turn, oldest first (a line of 100,000 files stays O(1) a turn: arrival-order.ts). */
  private readonly ready = new ArrivalOrder<true>();
  private readonly delayed = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<string>();
  /** Files re-queued by their own running upload (a retry): they go back once that run ends. */
  private readonly again = new Map<string, number>();
  private stopped = false;

  constructor(
    private concurrency: number,
    private readonly work: (key: string) => Promise<void>,
    private readonly blocked: (key: string) => boolean,
    private readonly settled: () => void,
  ) {}

  get waiting(): number {
    return this.ready.size + this.delayed.size + this.again.size;
  }

  get active(): number {
    return this.running.size;
  }

  has(key: string): boolean {
    return this.ready.has(key) || this.delayed.has(key) || this.running.has(key);
  }

  isRunning(key: string): boolean {
    return this.running.has(key);
  }

  /** Queues a file, now or after `delayMs`; a file already waiting keeps its earlier turn. */
  add(key: string, delayMs = 0): void {
    if (this.stopped || this.ready.has(key)) return;
    if (this.running.has(key)) {
      this.again.set(key, delayMs);
      return;
    }
    if (delayMs > 0) {
      clearTimeout(this.delayed.get(key));
      const timer = setTimeout(() => {
        this.delayed.delete(key);
        this.add(key);
      }, delayMs);
      this.delayed.set(key, timer);
      return;
    }
    clearTimeout(this.delayed.get(key));
    this.delayed.delete(key);
    this.ready.push(key, true);
    this.pump();
  }

  remove(key: string): void {
    this.ready.delete(key);
    this.again.delete(key);
    clearTimeout(this.delayed.get(key));
    this.delayed.delete(key);
  }

  /** Moves every delayed file forward (a "retry now", or the key was fixed). */
  hurry(): void {
    for (const key of [...this.delayed.keys()]) this.add(key);
  }

  setConcurrency(n: number): void {
    this.concurrency = n;
    this.pump();
  }

  /** Stops starting new uploads; waiting files stay where they are. */
  stop(): void {
    this.stopped = true;
    this.again.clear();
    for (const t of this.delayed.values()) clearTimeout(t);
    this.delayed.clear();
  }

  /** Starts as many waiting, unblocked files as the concurrency allows. */
  pump(): void {
    if (this.stopped) return;
    for (const [key] of this.ready.entries()) {
      if (this.running.size >= this.concurrency) break;
      if (this.blocked(key)) continue;
      this.ready.delete(key);
      this.running.add(key);
      void this.work(key).finally(() => {
        this.running.delete(key);
        const delay = this.again.get(key);
        this.again.delete(key);
        if (delay !== undefined) this.add(key, delay);
        this.pump();
        this.settled();
      });
    }
  }
}

/** Uploads at once: a whole number from 1 to 16 (more would only queue at the service). */
export function checkConcurrency(n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > 16)
    throw new RangeError(`Concurrency must be a whole number from 1 to 16, not ${n}.`);
  return n;
}
