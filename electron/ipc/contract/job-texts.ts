/**
 * Why an order waits for approval, in words: the same sentence in the Approvals list, the desktop
 * notification and the order record's CSV, in the app's language (electron/i18n/, area `jobs`).
 * Amounts are formatted by the caller, in the currency of the service's market
 * (print-service/models/money.ts).
 */
import { englishIntl, type TextIntl } from '../../i18n/intl.js';
import { calendarDayText } from '../../i18n/service-time.js';
import type { ApprovalReason } from './jobs.js';

export type MoneyFormat = (amount: number) => string;

export function approvalReasonText(
  reason: ApprovalReason,
  money: MoneyFormat,
  intl: TextIntl = englishIntl,
): string {
  const say = intl.formatMessage;
  switch (reason.kind) {
    case 'over-order-limit':
      return say(
        { id: 'jobs.reason.overOrderLimit' },
        { total: money(reason.total), limit: money(reason.limit) },
      );
    case 'over-daily-budget':
      return say(
        { id: 'jobs.reason.overDailyBudget' },
        { total: money(reason.total), remaining: money(reason.remaining), budget: money(reason.budget) },
      );
    case 'ticket-address':
      return say({ id: 'jobs.reason.ticketAddress' });
    case 'ticket-quantity':
      return say(
        { id: 'jobs.reason.ticketQuantity' },
        { quantity: reason.quantity, presetQuantity: reason.presetQuantity },
      );
    case 'preflight':
      return say(
        { id: 'jobs.reason.preflight' },
        { count: reason.errors.length, errors: reason.errors.join('; ') },
      );
    case 'cannot-meet-date':
      return say(
        { id: 'jobs.reason.cannotMeetDate' },
        {
          needBy: calendarDayText(intl, reason.needBy),
          earliest: calendarDayText(intl, reason.earliest),
          method: reason.method,
          total: money(reason.total),
        },
      );
  }
}

/** Every reason, in one sentence. */
export function approvalReasonsText(
  reasons: readonly ApprovalReason[],
  money: MoneyFormat,
  intl: TextIntl = englishIntl,
): string {
  const parts = reasons.map((r) => approvalReasonText(r, money, intl));
  return parts.length === 0 ? '' : `${parts.join('; ')}.`.replace(/^./, (c) => c.toUpperCase());
}
