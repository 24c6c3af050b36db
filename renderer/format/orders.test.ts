import { describe, expect, it } from 'vitest';
import { perCopyMoney, setServiceCurrency } from './orders.js';

const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

describe('a price per copy', () => {
  it('has the decimals it takes for the copies times it to be the total, to the cent', () => {
    setServiceCurrency('USD');
    expect(perCopyMoney(111, 100)).toBe('$1.11');
    expect(perCopyMoney(31, 3)).toBe('$10.333');
    expect(perCopyMoney(174.51, 250)).toBe('$0.69804');
    for (const [total, copies] of [
      [31, 3],
      [174.51, 250],
      [1234.57, 1000],
      [99.99, 7],
    ] as const)
      expect(Math.round(amount(perCopyMoney(total, copies)) * copies * 100)).toBe(Math.round(total * 100));
  });
});
