/**
 * Delivers the outbox's events, at least once each: to every target, in the order they were made,
 * one at a time per target, until the target acknowledges (HTTP 2xx, exit 0). A failure is tried
 * again after a backoff that doubles up to a cap, with jitter so many PrintDesks do not come back
 * at the same moment; when, is journaled with the answer, so a restart keeps the schedule. A target
 * no longer set up keeps its deliveries until it is back (or a week has passed). A test event is tried
 * once.
 */
import type { HookAnswer, HookDeliveryRow, HookEvent, HookTarget } from '../../../shared/contract/hooks.js';
import type { Delivery, HookOutbox, OutboxEvent } from './outbox.js';

export type SendHook = (
  target: HookTarget,
  event: HookEvent,
  body: string,
  signal: AbortSignal,
) => Promise<HookAnswer>;

export interface CourierOptions {
  readonly outbox: HookOutbox;
  /** The targets set up now, by key (targetKey). */
  targets(): ReadonlyMap<string, HookTarget>;
  readonly send: SendHook;
  /** First retry after this, doubled each time up to `capMs` (defaults 1 s and 5 min). */
  readonly backoff?: { readonly baseMs: number; readonly capMs: number };
  /** An event not acknowledged for this long is given up (default a week). */
  readonly giveUpAfterMs?: number;
  readonly now?: () => number;
  /** A delivery's row changed (an attempt's answer). */
  readonly onDelivery?: (row: HookDeliveryRow) => void;
  readonly log?: (message: string, error?: unknown) => void;
}

/** The key a target is journaled and set up under. */
export function targetKey(target: HookTarget): string {
  return `${target.kind} ${target.address}`;
}

export function targetOf(key: string): HookTarget {
  const space = key.indexOf(' ');
  return { kind: key.slice(0, space) === 'url' ? 'url' : 'command', address: key.slice(space + 1) };
}

const week = 7 * 86_400_000;

export class HookCourier {
  private readonly busy = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly options: CourierOptions) {}

  /** Journals an event for these targets and sends it; undefined when it was made before (nothing sent again). */
  async post(
    event: HookEvent,
    targets: readonly string[],
    options: Parameters<HookOutbox['add']>[2],
  ): Promise<OutboxEvent | undefined> {
    const added = await this.options.outbox.add(event, targets, options);
    if (added) this.pump();
    return added;
  }

  /** Sends what is due: at start, and when the targets change. */
  pump(): void {
    if (this.stopping.signal.aborted) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    const now = this.now();
    const targets = this.options.targets();
    let soonest = Infinity;
    const heads = new Map<string, { event: OutboxEvent; delivery: Delivery }>();
    // A test event goes ahead of what waits for a retry: the person is waiting for its answer.
    const unfinished = this.options.outbox.unfinished();
    for (const event of [...unfinished.filter((e) => e.test), ...unfinished.filter((e) => !e.test)]) {
      for (const delivery of event.deliveries.values()) {
        if (delivery.state !== 'pending' || heads.has(delivery.target)) continue;
        heads.set(delivery.target, { event, delivery });
      }
    }
    for (const [key, { event, delivery }] of heads) {
      const target = targets.get(key);
      if (this.busy.has(key)) continue;
      if (!target) {
        if (now - event.madeAt > this.giveUpAfter()) this.track(key, this.giveUp(event, delivery));
        continue;
      }
      if (delivery.nextAt <= now) this.track(key, this.attempt(target, event, delivery));
      else soonest = Math.min(soonest, delivery.nextAt);
    }
    if (soonest < Infinity) {
      this.timer = setTimeout(() => this.pump(), Math.max(0, soonest - now));
      this.timer.unref();
    }
    this.checkIdle();
  }

  /** Resolves once nothing is being sent and nothing is due now (what waits for a retry waits). */
  idle(): Promise<void> {
    if (this.busy.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The deliveries of the events kept, newest first. */
  rows(limit = 50): HookDeliveryRow[] {
    const targets = this.options.targets();
    const rows: HookDeliveryRow[] = [];
    for (const event of this.options.outbox.all()) {
      for (const delivery of event.deliveries.values()) rows.push(this.row(event, delivery, targets));
      if (rows.length >= limit) break;
    }
    return rows.slice(0, limit);
  }

  /** Stops sending: what is on its way is cut short and journaled as not acknowledged. */
  async close(): Promise<void> {
    this.stopping.abort();
    clearTimeout(this.timer);
    await Promise.all(this.busy.values());
  }

  private track(key: string, work: Promise<void>): void {
    const done = work
      .catch((error: unknown) => this.options.log?.('[hooks] a delivery could not be journaled', error))
      .finally(() => {
        this.busy.delete(key);
        this.pump();
      });
    this.busy.set(key, done);
  }

  private async attempt(target: HookTarget, event: OutboxEvent, delivery: Delivery): Promise<void> {
    const answer = await this.options
      .send(target, event.event, JSON.stringify(event.event), this.stopping.signal)
      .catch((error: unknown): HookAnswer => ({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }));
    const now = this.now();
    const over = answer.ok || event.test || now - event.madeAt > this.giveUpAfter();
    const next = over ? undefined : now + this.delay(delivery.attempts + 1);
    await this.options.outbox.attempted(event.event.id, delivery.target, answer, now, next);
    this.options.onDelivery?.(this.row(event, delivery, this.options.targets()));
  }

  private async giveUp(event: OutboxEvent, delivery: Delivery): Promise<void> {
    const answer: HookAnswer = { ok: false, error: 'its hook was not set up for a week' };
    await this.options.outbox.attempted(event.event.id, delivery.target, answer, this.now());
  }

  /** The wait before attempt `n + 1`: doubling from the base up to the cap, then between half and all of it. */
  private delay(attempts: number): number {
    const { baseMs, capMs } = this.options.backoff ?? { baseMs: 1000, capMs: 300_000 };
    const full = Math.min(capMs, baseMs * 2 ** Math.min(30, attempts - 1));
    return Math.round(full / 2 + Math.random() * (full / 2));
  }

  private row(event: OutboxEvent, d: Delivery, targets: ReadonlyMap<string, HookTarget>): HookDeliveryRow {
    const state =
      d.state !== 'pending'
        ? d.state
        : !targets.has(d.target)
          ? 'waiting'
          : d.attempts === 0
            ? 'pending'
            : 'retrying';
    return {
      eventId: event.event.id,
      type: event.event.type,
      ...(event.event.link ? { linkId: event.event.link.id } : {}),
      target: targetOf(d.target),
      state,
      attempts: d.attempts,
      at: new Date(d.lastAt ?? event.madeAt).toISOString(),
      ...(d.answer ? { answer: d.answer } : {}),
      ...(state === 'retrying' ? { nextAttemptAt: new Date(d.nextAt).toISOString() } : {}),
    };
  }

  private giveUpAfter(): number {
    return this.options.giveUpAfterMs ?? week;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private checkIdle(): void {
    if (this.busy.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
