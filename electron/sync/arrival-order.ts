/**
 * Keys in order of arrival, each with a value: the waiting lines of the intake (files waiting for a
 * hash) and of the upload queue (files waiting for their turn).
 *
 * Not a `Map` or `Set` taken from the front: V8 leaves a deleted entry's slot in place until the
 * table is rebuilt, and iteration walks every such hole from the start. A line of 100,000 files
 * taken from the front one by one so cost time quadratic in its length (7 s of the main thread
 * for one such line; bench watch-idle). Here the order is an array read from a moving head, and a
 * key's place is checked by its turn, so a key deleted (or moved to the back) leaves a stale place
 * that is passed over and dropped, never walked again.
 */
export class ArrivalOrder<V> {
  /** Each waiting key: its value and its turn (the number of its place in `keys`/`turns`). */
  private readonly waiting = new Map<string, { readonly value: V; readonly turn: number }>();
  private keys: string[] = [];
  private turns: number[] = [];
  /** Index of the first place that may still be live. */
  private head = 0;
  private nextTurn = 0;
  /** Iterations under way: the arrays are not rebuilt under them. */
  private readers = 0;

  get size(): number {
    return this.waiting.size;
  }

  /** Places held past the head, live or stale: never more than twice the live ones (or 1,024). */
  get places(): number {
    return this.keys.length - this.head;
  }

  has(key: string): boolean {
    return this.waiting.has(key);
  }

  get(key: string): V | undefined {
    return this.waiting.get(key)?.value;
  }

  /** Puts a key at the back of the line (moving it there if it was waiting already). */
  push(key: string, value: V): void {
    const turn = this.nextTurn++;
    this.waiting.set(key, { value, turn });
    this.keys.push(key);
    this.turns.push(turn);
    this.tidy();
  }

  delete(key: string): boolean {
    if (!this.waiting.delete(key)) return false;
    this.tidy();
    return true;
  }

  clear(): void {
    this.waiting.clear();
    this.keys = [];
    this.turns = [];
    this.head = 0;
  }

  /**
   * The waiting keys, oldest first. Keys deleted meanwhile are passed over, and keys pushed
   * meanwhile come at the end, as a `Map`'s iteration does.
   */
  *entries(): Generator<[string, V]> {
    this.readers++;
    try {
      for (let i = this.head; i < this.keys.length; i++) {
        const key = this.keys[i]!;
        const live = this.waiting.get(key);
        if (live === undefined || live.turn !== this.turns[i]) {
          // A stale place at the head is never looked at again.
          if (i === this.head) this.head++;
          continue;
        }
        yield [key, live.value];
      }
    } finally {
      this.readers--;
    }
    this.tidy();
  }

  /** Drops stale places once they outnumber the live ones: amortised O(1) per push or delete. */
  private tidy(): void {
    const stale = this.keys.length - this.waiting.size;
    if (this.readers > 0 || this.keys.length < 1024 || stale < this.waiting.size) return;
    const keys: string[] = [];
    const turns: number[] = [];
    for (let i = this.head; i < this.keys.length; i++) {
      if (this.waiting.get(this.keys[i]!)?.turn !== this.turns[i]) continue;
      keys.push(this.keys[i]!);
      turns.push(this.turns[i]!);
    }
    this.keys = keys;
    this.turns = turns;
    this.head = 0;
  }
}
