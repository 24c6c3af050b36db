/**
 * The measured upload rate: the budget's count of bytes handed to connections, sampled once a
 * tick, over the last few seconds (one sample alone swings with every 2 MiB chunk of an unlimited
 * upload).
 */
export class RateMeter {
  readonly #samples: { at: number; sent: number }[] = [];

  constructor(private readonly windowMs = 3000) {}

  /** Takes a sample (`at`: monotonic milliseconds); returns bytes per second over the window. */
  sample(at: number, sent: number): number {
    this.#samples.push({ at, sent });
    while (this.#samples.length > 2 && at - this.#samples[1]!.at >= this.windowMs) this.#samples.shift();
    const first = this.#samples[0]!;
    const seconds = (at - first.at) / 1000;
    return seconds > 0 ? Math.max(0, (sent - first.sent) / seconds) : 0;
  }
}
