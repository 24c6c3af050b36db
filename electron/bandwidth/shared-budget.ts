/**
 * The whole app's upload budget, in shared memory: every thread that hands upload bytes to a
 * connection (each client's upload thread, and the main thread for a streamed upload) paces itself
 * from the same `SharedArrayBuffer`, so all uploads share one limit, and a new limit reaches the
 * running ones at once, without a message to any thread.
 *
 * Pacing is a virtual clock (GCRA): each slice of an upload reserves the next `bytes / rate`
 * nanoseconds of the shared timeline with one compare-and-swap, and is sent when its turn starts.
 * Concurrent uploads each hold one reservation at a time, so their slices take turns: the limit is
 * shared fairly. A slice is 50 ms of the limit (at least 64 KiB, at most 2 MiB), so the rate is
 * smooth within a second from about 1.3 MiB/s up; below that a 64 KiB write is the step. Slices are
 * never smaller than a socket's high-water mark (64 KiB from Node 22), so every write waits for the
 * socket to drain, which also keeps undici's headers timeout refreshed during a long paced upload.
 *
 * Unlimited, a chunk costs one atomic load and one atomic add; nothing waits.
 *
 * Imports nothing of the project: print-service/ loads it in its upload thread.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** BigInt64 slots, then one Int32 slot. */
const rateSlot = 0; // bytes per second; 0: no limit
const timelineSlot = 1; // the reserved timeline's end, process.hrtime nanoseconds
const sentSlot = 2; // bytes handed to connections since the budget was made
const changeSlot = 6; // Int32 index (byte 24): bumped on every new limit
const byteLength = 32;

const minSlice = 64 * 1024;
const maxSlice = 2 * 1024 * 1024;
const sliceSeconds = 0.05;
/** A sleeping slice looks at the limit at least this often, so a new limit applies within it. */
const recheckMs = 100;

export class UploadBudget {
  readonly buffer: SharedArrayBuffer;
  readonly #wide: BigInt64Array;
  readonly #flags: Int32Array;

  private constructor(buffer: SharedArrayBuffer) {
    if (buffer.byteLength !== byteLength) throw new RangeError('Not an upload budget’s buffer.');
    this.buffer = buffer;
    this.#wide = new BigInt64Array(buffer, 0, 3);
    this.#flags = new Int32Array(buffer);
  }

  /** A new budget, with no limit. */
  static create(): UploadBudget {
    return new UploadBudget(new SharedArrayBuffer(byteLength));
  }

  /** The same budget, seen from another thread (its buffer came in workerData). */
  static from(buffer: SharedArrayBuffer): UploadBudget {
    return new UploadBudget(buffer);
  }

  /** Bytes per second, or null for no limit. */
  get limit(): number | null {
    const rate = Number(Atomics.load(this.#wide, rateSlot));
    return rate === 0 ? null : rate;
  }

  /** Puts a new limit in force for every upload, running ones included. */
  setLimit(bytesPerSecond: number | null): void {
    if (bytesPerSecond !== null && !(Number.isSafeInteger(bytesPerSecond) && bytesPerSecond > 0)) {
      throw new RangeError(`An upload limit is a whole number of bytes per second, not ${bytesPerSecond}.`);
    }
    if (bytesPerSecond === this.limit) return;
    Atomics.store(this.#wide, rateSlot, BigInt(bytesPerSecond ?? 0));
    // Turns reserved under the old limit are forgotten: every sleeping slice reserves again.
    Atomics.store(this.#wide, timelineSlot, 0n);
    Atomics.add(this.#flags, changeSlot, 1);
  }

  /** Upload bytes handed to connections so far, by every thread. */
  get sent(): number {
    return Number(Atomics.load(this.#wide, sentSlot));
  }

  /** Counts bytes handed to a connection (limited or not: the measured rate comes from it). */
  count(bytes: number): void {
    Atomics.add(this.#wide, sentSlot, BigInt(bytes));
  }

  /** How many bytes to send at a time under the limit in force; undefined when there is none. */
  sliceSize(): number | undefined {
    const limit = this.limit;
    if (limit === null) return undefined;
    return Math.min(maxSlice, Math.max(minSlice, Math.round(limit * sliceSeconds)));
  }

  /**
   * Waits for `bytes`' turn under the limit: undefined (nothing to wait for) when there is no limit
   * or the turn is now, else a promise that resolves on the turn, or rejects when `signal` aborts.
   */
  take(bytes: number, signal?: AbortSignal): Promise<void> | undefined {
    const limit = this.limit;
    if (limit === null) return undefined;
    const change = Atomics.load(this.#flags, changeSlot);
    const waitNs = this.#reserve(bytes, limit);
    if (waitNs <= 0) return undefined;
    return this.#wait(bytes, waitNs, change, signal);
  }

  /** Reserves `bytes` on the shared timeline; how long until their turn, in nanoseconds. */
  #reserve(bytes: number, limit: number): number {
    const cost = BigInt(Math.ceil((bytes * 1e9) / limit));
    for (;;) {
      const end = Atomics.load(this.#wide, timelineSlot);
      const now = process.hrtime.bigint();
      const start = end > now ? end : now;
      if (Atomics.compareExchange(this.#wide, timelineSlot, end, start + cost) === end) {
        return Number(start - now);
      }
    }
  }

  async #wait(bytes: number, waitNs: number, change: number, signal: AbortSignal | undefined): Promise<void> {
    const due = process.hrtime.bigint() + BigInt(waitNs);
    for (;;) {
      const leftMs = Number(due - process.hrtime.bigint()) / 1e6;
      if (leftMs <= 0) return;
      await sleep(Math.min(leftMs, recheckMs), undefined, signal ? { signal } : {});
      if (Atomics.load(this.#flags, changeSlot) !== change) {
        // A new limit: take a turn under it (at once when there is none now).
        await this.take(bytes, signal);
        return;
      }
    }
  }
}
