/**
 * A person settles a "Check this order" job by entering the order number they found (in the
 * service's own order list, or the confirmation mail). It is checked against the service before
 * the job takes it: the order must exist on this account, and where its history carries the
 * reference it was placed with, that must be the job's.
 */
import type { PrintServiceClient } from '../../print-service/client.js';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import type { JobRecord } from './job-record.js';

export interface CheckedOrder {
  readonly orderFriendlyId: string;
  /** The order's total as the service has it, when its receipt says. */
  readonly total?: number;
}

export async function checkedOrder(
  client: PrintServiceClient,
  job: Pick<JobRecord, 'reference'>,
  orderFriendlyId: string,
  signal: AbortSignal,
): Promise<CheckedOrder> {
  let history;
  try {
    history = await client.orders.getOrderHistory(orderFriendlyId, { signal });
  } catch (error) {
    if (error instanceof PrintServiceError && error.kind === 'not-found')
      throw new Error(
        `The print service knows no order ${orderFriendlyId} on this account: check the number.`,
      );
    throw error;
  }
  const reference = history.Order.ReferenceData.trim();
  if (reference !== '' && reference !== job.reference)
    throw new Error(
      `Order ${orderFriendlyId} was placed with the reference "${reference}", not this job's "${job.reference}".`,
    );
  const total = history.Receipt?.FinancialDetail.Total;
  return {
    orderFriendlyId: history.Order.FriendlyId || orderFriendlyId,
    ...(total !== undefined ? { total } : {}),
  };
}
