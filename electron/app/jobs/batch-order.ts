/**
 * What a batch orders (job-batches.ts): one line per member's document, and the shipping that makes
 * its members' need-by dates. A member whose date no method makes leaves the batch to wait for a
 * person on its own (`cannot-meet-date`), as a file that waits for approval holds up nobody: the
 * others still ship together, by the earliest date that can be made.
 */
import { chooseDelivery, methodOf } from '../delivery/delivery-choice.js';
import type { DeliveryMethod } from '../../shared/contract/delivery.js';
import type { MarketId } from '../../shared/models/markets.js';
import type { OrderRequest } from '../../shared/models/order-requests.js';
import type { ShippingOptions } from '../../shared/models/quotes.js';
import { needByOf } from './job-delivery.js';
import type { JobRecord } from './job-record.js';
import { orderRequestOf } from './job-steps.js';

/**
 * One line per member's document, its recipients this workstation's (a batch shares its preset's:
 * a member taken from another workstation carries none, its addresses being that one's own).
 */
export function batchRequest(members: readonly JobRecord[], reference: string): OrderRequest {
  const recipients = members.find((job) => job.recipients)!.recipients!;
  const first = orderRequestOf(members[0]!, members[0]!.documentId!, recipients);
  return {
    ...first,
    LineItems: members.flatMap((job) => orderRequestOf(job, job.documentId!, recipients).LineItems),
    ReferenceNumber: reference,
  };
}

export const withShipping = (request: OrderRequest, methodId: string): OrderRequest => ({
  ...request,
  Recipients: request.Recipients.map((r) => ({ ...r, ShippingMethodId: methodId })),
});

/** The batch's shipping: the method for its members' dates, and the members whose date none makes. */
export interface BatchShipping {
  /** The cheapest method that makes the earliest date that can be made; none when no date can be. */
  readonly method?: DeliveryMethod;
  /** Members (by id) asking for a day earlier than any method arrives at every recipient. */
  readonly late: readonly string[];
}

/**
 * Chooses for the batch from the service's shipping options: a method that makes a date makes
 * every later one, so the earliest date some method makes is the batch's, and only the members
 * asking for an earlier day are late. Members without a date ask nothing.
 */
export function batchShipping(
  options: ShippingOptions,
  members: readonly JobRecord[],
  market: MarketId,
): BatchShipping {
  const dated = members.flatMap((job) => {
    const needBy = needByOf(job, market);
    return needBy === undefined ? [] : [{ id: job.id, needBy }];
  });
  for (const day of [...new Set(dated.map((d) => d.needBy))].sort()) {
    const choice = chooseDelivery(options, day, market);
    const method = methodOf(choice, choice.chosenId);
    if (method) return { method, late: dated.filter((d) => d.needBy < day).map((d) => d.id) };
  }
  return { late: dated.map((d) => d.id) };
}
