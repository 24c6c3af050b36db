import { describe, expect, it } from 'vitest';
import { allocate, money, scale, toDecimal } from './money.js';

describe('money', () => {
  it('parses price-table literals exactly and prints them back', () => {
    expect(money('14.65')).toBe(146_500);
    expect(
      JSON.stringify(
        toDecimal(money('0.65') + money('0.50') + money('3.50') + 10 * money('0.01') + 10 * money('0.99')),
      ),
    ).toBe('14.65');
  });

  it('refuses more than four decimals', () => {
    expect(() => money('0.00001')).toThrow(/at most 4 decimals/);
  });

  it('rounds a scaled amount half away from zero', () => {
    expect(scale(money('28.1617'), 8375, 100_000)).toBe(money('2.3585'));
    expect(scale(5, 1, 10)).toBe(1);
  });

  it('allocates an amount exactly over weights', () => {
    const parts = allocate(money('1.965'), [money('14.65'), money('5.00')]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(money('1.965'));
    expect(parts).toEqual([money('1.465'), money('0.5')]);
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
  });
});
