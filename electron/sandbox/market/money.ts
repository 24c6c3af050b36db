/**
 * Exact money arithmetic for quotes.
 *
 * Amounts are integer ten-thousandths (the four fraction digits the service's XML shows), so a
 * price table's 0.65 + 0.50 + 3.50 + 10 × 0.01 + 10 × 0.99 is exactly 14.65 and serializes as 14.65.
 * Every amount in a quote stays far below 2^53 ten-thousandths, so plain integers are exact.
 */
export type Money = number;

const SCALE = 10_000;

/** Parses a decimal literal with at most four fraction digits, e.g. `'14.65'` → 146500. */
export function money(literal: string): Money {
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(literal);
  if (!match) throw new Error(`not a money literal with at most 4 decimals: ${literal}`);
  const [, sign, whole, fraction = ''] = match;
  const units = Number(whole) * SCALE + Number(fraction.padEnd(4, '0'));
  return sign === '-' ? -units : units;
}

/** The JSON number for an amount: the nearest double to the decimal, which prints as the decimal. */
export function toDecimal(amount: Money): number {
  return amount / SCALE;
}

/** `amount × numerator / denominator`, rounded half away from zero to a whole ten-thousandth. */
export function scale(amount: Money, numerator: number, denominator: number): Money {
  const product = amount * numerator;
  if (!Number.isSafeInteger(product)) throw new Error('money amount out of range');
  const rounded = Math.round(Math.abs(product) / denominator);
  return product < 0 ? -rounded : rounded;
}

export function sum(amounts: Iterable<Money>): Money {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
}

/**
 * Splits an amount into parts proportional to `weights` that add up to the amount exactly
 * (largest remainders get the odd ten-thousandths), e.g. a discount shared across line items.
 */
export function allocate(amount: Money, weights: readonly number[]): Money[] {
  const totalWeight = sum(weights);
  if (totalWeight === 0) return weights.map((_, index) => (index === 0 ? amount : 0));
  const exact = weights.map((weight) => (amount * weight) / totalWeight);
  const parts = exact.map((value) => Math.floor(value));
  let left = amount - sum(parts);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
