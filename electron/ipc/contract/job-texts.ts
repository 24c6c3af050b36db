/**
 * Why an order waits for approval, in words: the same sentence in the Approvals list, the desktop
 * notification, the order record's CSV and `printdesk sync`'s lines. Amounts are formatted by the
 * caller (the renderer in the system's locale, the main process plainly).
 */
import type { ApprovalReason } from './jobs.js';

export type MoneyFormat = (amount: number) => string;

/** Plain dollars, where no locale is at hand (notifications, CSV, the command line). */
export const plainMoney: MoneyFormat = (amount) => `$${amount.toFixed(2)}`;

export function approvalReasonText(reason: ApprovalReason, money: MoneyFormat = plainMoney): string {
  switch (reason.kind) {
    case 'over-order-limit':
      return `${money(reason.total)} is over the folder's limit of ${money(reason.limit)} per order`;
    case 'over-daily-budget':
      return `${money(reason.total)} is over what is left of today's budget: ${money(reason.remaining)} of ${money(reason.budget)}`;
    case 'ticket-address':
      return 'its job ticket ships to an address written in full';
    case 'ticket-quantity':
      return `its job ticket asks for ${reason.quantity} copies, more than the folder's ${reason.presetQuantity}`;
  }
}

/** Every reason, in one sentence. */
export function approvalReasonsText(
  reasons: readonly ApprovalReason[],
  money: MoneyFormat = plainMoney,
): string {
  const parts = reasons.map((r) => approvalReasonText(r, money));
  return parts.length === 0 ? '' : `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}
