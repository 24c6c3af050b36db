/**
 * Money as PrintDesk keeps it, and how an amount reads, one rule for every place that shows one: the
 * renderer (renderer/format/orders.ts), the desktop notifications and the CSV exports. Amounts are
 * the service's decimals in its market's currency (models/markets.ts); they are never converted.
 */
import { z } from 'zod';
import { Currency } from './markets.js';

/**
 * An amount with the currency it was made in: a quote, an order's total, a hot folder's limit or
 * budget, what a folder spent. Kept together wherever an amount is stored or sent, so a later change
 * of market never relabels it, and an amount in one currency is never compared with one in another.
 */
export const Money = z.strictObject({ amount: z.number(), currency: Currency });
export type Money = z.infer<typeof Money>;

/**
 * A price, or what was spent: never negative, never absurd. What a record that comes back from a
 * file (the share's ledger and job claims, this workstation's own spending) is checked against.
 */
export const Price = Money.extend({ amount: z.number().min(0).max(1e12) });
export type Price = z.infer<typeof Price>;

/** `amount` in `currency`: the one way code outside a schema makes a Money. */
export function moneyOf(amount: number, currency: Currency): Money {
  return { amount, currency };
}

export interface MoneyStyle {
  /** Unit prices can be fractions of a cent: up to four digits, as the service sends them. */
  readonly unitPrice?: boolean;
  /** BCP 47 tag; absent: the system's locale (the app's language and region settings). */
  readonly locale?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

function formatFor(currency: Currency, style: MoneyStyle): Intl.NumberFormat {
  const key = `${style.locale ?? ''}|${currency}|${style.unitPrice ? 'unit' : 'amount'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(style.locale, {
      style: 'currency',
      currency,
      ...(style.unitPrice ? { minimumFractionDigits: 2, maximumFractionDigits: 4 } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** `12.5` in GBP → "£12.50" (en-GB, en-US), "12,50 £" (de-DE): the currency's sign where the locale puts it. */
export function formatMoney(amount: number, currency: Currency, style: MoneyStyle = {}): string {
  return formatFor(currency, style).format(amount);
}

/** A Money as it reads: its own currency, the locale's way. */
export function formatAmount(money: Money, style: MoneyStyle = {}): string {
  return formatMoney(money.amount, money.currency, style);
}

/**
 * An amount in a CSV cell: a plain number with two decimals and a dot, whatever the locale, so a
 * spreadsheet reads it as a number; the currency goes in a column (or header) of its own.
 */
export function csvAmount(amount: number): string {
  return amount.toFixed(2);
}
