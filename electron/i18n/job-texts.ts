/**
 * Why an order waits for approval, in words: the same full sentence in the Approvals list, the
 * desktop notification and the order record's CSV, in the app's language (electron/i18n/, area
 * `jobs`). Each amount is formatted by the caller in its own currency (shared/models/money.ts).
 */
import { englishIntl, type TextIntl } from './intl.js';
import { calendarDayText } from './service-time.js';
import type { Currency } from '../shared/models/markets.js';
import type { Money } from '../shared/models/money.js';
import type { ApprovalReason } from '../shared/contract/jobs.js';

export type MoneyFormat = (money: Money) => string;

/** "US dollars", "euros": a currency as a sentence names it, in the app's language. */
export function currencyName(currency: Currency, intl: TextIntl = englishIntl): string {
  return intl.formatMessage({ id: 'jobs.currencyName' }, { currency });
}

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
    case 'limits-currency':
      return say(
        { id: 'jobs.reason.limitsCurrency' },
        { limits: currencyName(reason.limits, intl), prices: currencyName(reason.prices, intl) },
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

/** Every reason, one sentence after another. */
export function approvalReasonsText(
  reasons: readonly ApprovalReason[],
  money: MoneyFormat,
  intl: TextIntl = englishIntl,
): string {
  return reasons.map((r) => approvalReasonText(r, money, intl)).join(' ');
}
