/**
 * Jobs journaled before amounts kept their currency hold bare numbers: their quote's total, their
 * plan's limits and the amounts of the reasons they waited for. They were all made in the currency
 * of the market in use then, which (unless the market changed since) is the one in use now: each
 * bare amount is read as that once, when the journal is opened, and written back so.
 */
import type { Currency } from '../../shared/models/markets.js';
import type { JobRecord } from './job-record.js';

type Loose = Record<string, unknown>;

const withMoney = (value: unknown, currency: Currency): unknown =>
  typeof value === 'number' ? { amount: value, currency } : value;

function reasonsWithMoney(reasons: unknown, currency: Currency): unknown {
  if (!Array.isArray(reasons)) return reasons;
  return reasons.map((reason: Loose) =>
    reason.kind === 'over-order-limit' ||
    reason.kind === 'over-daily-budget' ||
    reason.kind === 'cannot-meet-date'
      ? Object.fromEntries(Object.entries(reason).map(([key, value]) => [key, withMoney(value, currency)]))
      : reason,
  );
}

/** The job as it reads now: every amount with its currency (`currency` for the bare ones). */
export function withCurrencies(job: JobRecord, currency: Currency): JobRecord {
  const loose = job as unknown as Loose;
  const plan = loose.plan as Loose | undefined;
  const quote = loose.quote as Loose | undefined;
  const approval = loose.approval as Loose | undefined;
  const bare =
    typeof quote?.total === 'number' ||
    typeof plan?.spendLimit === 'number' ||
    typeof plan?.dailyBudget === 'number' ||
    JSON.stringify([loose.waitingFor, approval?.reasons]).match(/"(total|limit|budget|remaining)":\d/);
  if (!bare) return job;
  return {
    ...job,
    ...(plan
      ? {
          plan: {
            ...plan,
            ...(plan.spendLimit === undefined ? {} : { spendLimit: withMoney(plan.spendLimit, currency) }),
            ...(plan.dailyBudget === undefined ? {} : { dailyBudget: withMoney(plan.dailyBudget, currency) }),
          },
        }
      : {}),
    ...(quote ? { quote: { ...quote, total: withMoney(quote.total, currency) } } : {}),
    ...(loose.waitingFor ? { waitingFor: reasonsWithMoney(loose.waitingFor, currency) } : {}),
    ...(approval ? { approval: { ...approval, reasons: reasonsWithMoney(approval.reasons, currency) } } : {}),
  } as unknown as JobRecord;
}

/** The journal's upgrade, with the currency of the market in use now. */
export function upgradeFor(currency: Currency): (job: JobRecord) => JobRecord {
  return (job) => withCurrencies(job, currency);
}
