/**
 * The core's events: one sequence for the whole core, so a window that reconnects can tell what it
 * missed, and every payload checked against the contract before it leaves.
 */
import { events as eventSchemas } from '../shared/contract/channels.js';
import type { Emit, NumberedEvent } from '../shared/contract/channels.js';

/**
 * A listener of every event. Its parameters are one tuple of the union, so a listener that checks
 * `event` gets the payload of that event, with no cast: `(event, payload) => { if (event ===
 * 'sync.status') payload.state … }`.
 */
export type CoreListener = (...event: NumberedEvent) => void;

export class EventBus {
  readonly #listeners = new Set<CoreListener>();
  readonly #log: (message: string, error?: unknown) => void;
  #seq = 0;

  constructor(log: (message: string, error?: unknown) => void) {
    this.#log = log;
  }

  /** Bound, so it can be handed around as a function. */
  readonly emit: Emit = (event, payload) => {
    const checked = eventSchemas[event].safeParse(payload);
    if (!checked.success) {
      this.#log(
        `[core] event ${event} breaks the contract and was not sent: ${checked.error.issues[0]?.message ?? ''}`,
      );
      return;
    }
    this.#seq += 1;
    for (const listener of this.#listeners) {
      try {
        listener(...([event, checked.data, this.#seq] as NumberedEvent));
      } catch (error) {
        this.#log(`[core] a listener of ${event} failed`, error);
      }
    }
  };

  /** Returns an unsubscribe. */
  on(listener: CoreListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The sequence number of the last event sent (0 before any). */
  lastSeq(): number {
    return this.#seq;
  }

  clear(): void {
    this.#listeners.clear();
  }
}
