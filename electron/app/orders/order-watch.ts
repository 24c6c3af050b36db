/**
 * Follows the orders this app knows of (recent orders) until they are done, and reports each one
 * that ships exactly once, also across restarts: the last status seen per order is kept in
 * `order-watch.json` in the data folder. Orders already shipped when first seen are only reported
 * when placed from this app (the sandbox's seeded history is not news).
 */
import { join } from 'node:path';
import { z } from 'zod';
import { OrderStatus, finalOrderStatuses } from '../../shared/models/enums.js';
import type { RecentOrder } from '../../shared/contract/orders.js';
import { jsonFile } from '../../platform/json-file.js';

export interface OrderWatchOptions {
  readonly dataDir: string;
  /** The orders to follow. */
  orders(): Promise<readonly RecentOrder[]>;
  /** The order's status now; rejects when the service cannot tell (not connected, offline…) or `signal` aborts. */
  statusOf(friendlyId: string, signal: AbortSignal): Promise<number>;
  onShipped(friendlyId: string): void;
  /**
   * Said before the order is remembered shipped (the event hooks journal it): if it fails, the order
   * is asked about again next round, so its news is told at least once.
   */
  announce?(friendlyId: string, signal: AbortSignal): Promise<void>;
  /** Between two rounds (default two minutes). */
  readonly intervalMs?: number;
  readonly log?: (message: string) => void;
}

export interface OrderWatch {
  /** One round now (a round already running is not doubled: its promise is returned). */
  check(): Promise<void>;
  /** Checks now and then every interval, until stopped. */
  start(): void;
  /** Stops the timer, cuts a running round short and waits for it. */
  stop(): Promise<void>;
}

const defaultIntervalMs = 120_000;
const { Shipped } = OrderStatus.values;

export function createOrderWatch(options: OrderWatchOptions): OrderWatch {
  const seen = jsonFile(join(options.dataDir, 'order-watch.json'), z.record(z.string(), z.int()), () => ({}));
  const log = options.log ?? console.warn;
  let running: Promise<void> | null = null;
  // A question the service never answers (a hung connection) must not hold up stopping the app.
  let stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let lastProblem: string | null = null;

  async function round(): Promise<void> {
    const last = await seen.read();
    const open = (await options.orders()).filter((order) => {
      const status = last[order.friendlyId];
      return status === undefined || !finalOrderStatuses.includes(status);
    });
    for (const order of open) {
      let status: number;
      try {
        status = await options.statusOf(order.friendlyId, stopping.signal);
      } catch (error) {
        if (stopping.signal.aborted) return;
        // The next round tries again; one failure says enough about the others, and the same one
        // (not connected yet, offline) is logged once, not every round.
        const problem = errorText(error);
        if (problem !== lastProblem) log(`Order watch: no status for ${order.friendlyId}: ${problem}`);
        lastProblem = problem;
        break;
      }
      lastProblem = null;
      const before = last[order.friendlyId];
      if (status === before) continue;
      const news = status === Shipped && (before !== undefined || order.source === 'placed');
      if (news && options.announce) {
        try {
          await options.announce(order.friendlyId, stopping.signal);
        } catch (error) {
          if (stopping.signal.aborted) return;
          log(
            `Order watch: ${order.friendlyId} shipped, but its news could not be kept: ${errorText(error)}`,
          );
          continue;
        }
      }
      last[order.friendlyId] = status;
      // Remembered before it is told, so a crash in between loses a notification rather than repeating it.
      await seen.write(last);
      if (news) options.onShipped(order.friendlyId);
    }
  }

  const watch: OrderWatch = {
    check() {
      running ??= round()
        .catch((error: unknown) => log(`Order watch: ${errorText(error)}`))
        .finally(() => {
          running = null;
        });
      return running;
    },
    start() {
      if (timer) return;
      stopping = new AbortController();
      void watch.check();
      timer = setInterval(() => void watch.check(), options.intervalMs ?? defaultIntervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopping.abort();
      await running;
    },
  };
  return watch;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
