/**
 * The core's events: one sequence for the whole core, so a window that reconnects can tell what it
 * missed, and every payload checked against the contract before it leaves.
 */
import { events as eventSchemas } from '../ipc/contract.js';
import type { EventName, EventPayload } from '../ipc/contract.js';

export type CoreListener = (event: EventName, payload: unknown, seq: number) => void;

export type Emit = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

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
        listener(event, checked.data, this.#seq);
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
