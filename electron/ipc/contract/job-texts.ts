/**
 * Why an order waits for approval, in words: the same sentence in the Approvals list, the desktop
 * notification and the order record's CSV. Amounts are formatted by the caller, in the currency of
 * the service's market (print-service/models/money.ts).
 */
import type { ApprovalReason } from './jobs.js';

export type MoneyFormat = (amount: number) => string;

export function approvalReasonText(reason: ApprovalReason, money: MoneyFormat): string {
  switch (reason.kind) {
    case 'over-order-limit':
      return `${money(reason.total)} is over the folder's limit of ${money(reason.limit)} per order`;
    case 'over-daily-budget':
      return `${money(reason.total)} is over what is left of today's budget: ${money(reason.remaining)} of ${money(reason.budget)}`;
    case 'ticket-address':
      return 'its job ticket ships to an address written in full';
    case 'ticket-quantity':
      return `its job ticket asks for ${reason.quantity} copies, more than the folder's ${reason.presetQuantity}`;
    case 'preflight':
      return `its file's preflight found ${reason.errors.length === 1 ? 'an error' : `${reason.errors.length} errors`}: ${reason.errors.join('; ')}`;
  }
}

/** Every reason, in one sentence. */
export function approvalReasonsText(reasons: readonly ApprovalReason[], money: MoneyFormat): string {
  const parts = reasons.map((r) => approvalReasonText(r, money));
  return parts.length === 0 ? '' : `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}
