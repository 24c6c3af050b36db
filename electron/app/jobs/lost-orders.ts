/**
 * An order whose answer was lost is looked up by its reference before anything is sent again
 * (order-step.ts, job-batches.ts). One sent by a runner that is gone (this workstation's, killed
 * and started again) may still be on its way: the service can store it a while after the process
 * died, and a look-up sooner would find nothing and send it a second time. The uploads keep the
 * same rule (shared-claims.ts): a request a dead process sent may still be stored for a quarter of
 * the lease. So an order this runner did not send is looked up once that long has passed since
 * this runner started (every request of a dead process was sent before), or since it was sent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PrintServiceClient } from '../../print-service/client.js';
import type { OrderRequest } from '../../shared/models/order-requests.js';
import { lookUpOrder, placeOrder, type OrderLookUp } from './job-steps.js';

export class LostOrders {
  /** References of the orders this runner sent whose answer it has not had: their requests ended here, seen. */
  private readonly sentHere = new Set<string>();
  private readonly startedAt = performance.now();

  /** `graceMs`: how long a dead process's request may still be stored by the service. */
  constructor(private readonly graceMs: number) {}

  /** Places the order sent with `reference` (job-steps.ts `placeOrder`); its friendly id. */
  async place(
    client: PrintServiceClient,
    request: OrderRequest,
    reference: string,
    signal: AbortSignal,
  ): Promise<string> {
    this.sentHere.add(reference);
    const friendlyId = await placeOrder(client, request, signal);
    // Answered: nothing to look up, and nothing kept for it over a daemon's months.
    this.sentHere.delete(reference);
    return friendlyId;
  }

  /**
   * The order sent with `reference` at `sentAt` (the jobs' clock, `now` on it), looked up once a
   * request of a process that died can no longer be on its way.
   */
  async lookUp(
    client: PrintServiceClient,
    reference: string,
    sent: { readonly at: number; readonly now: number },
    signal: AbortSignal,
  ): Promise<OrderLookUp> {
    const waitMs = this.waitMs(reference, sent.now - sent.at);
    if (waitMs > 0) await sleep(waitMs, undefined, { signal });
    return lookUpOrder(client, reference, signal);
  }

  /** Never longer than the grace, whatever the clocks say (a clock set back makes `sinceSentMs` negative). */
  private waitMs(reference: string, sinceSentMs: number): number {
    if (this.sentHere.has(reference)) return 0;
    const sinceStartMs = performance.now() - this.startedAt;
    return Math.max(0, Math.min(this.graceMs - sinceSentMs, this.graceMs - sinceStartMs));
  }
}
