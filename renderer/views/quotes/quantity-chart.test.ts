import { afterEach, describe, expect, it } from 'vitest';
import { setAppLocale } from '../../format/intl.js';
import { biggestBreak, chartSummary, niceCeiling } from './quantity-chart.js';

describe('the quantity chart', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('sums the prices up in German', () => {
    setAppLocale('de', 'de');
    const points = [
      { quantity: 10, unitPrice: 8, total: 80 },
      { quantity: 25, unitPrice: 4, total: 100 },
    ];
    expect(chartSummary(points)).toBe(
      'Der Stückpreis reicht von 8,00\u00a0$ bei 10 bis 4,00\u00a0$ bei 25 Exemplaren. Der größte Preissprung liegt zwischen 10 und 25 Exemplaren (50\u00a0% weniger pro Exemplar).',
    );
  });

  it('finds the biggest price break and rounds the axis', () => {
    const points = [
      { quantity: 1, unitPrice: 10, total: 10 },
      { quantity: 10, unitPrice: 8, total: 80 },
      { quantity: 25, unitPrice: 4, total: 100 },
    ];
    expect(biggestBreak(points)).toMatchObject({ from: { quantity: 10 }, to: { quantity: 25 }, saving: 0.5 });
    expect(chartSummary(points)).toBe(
      'Unit price goes from $10.00 at 1 to $4.00 at 25 copies. The biggest price break is between 10 and 25 copies (50% less per copy).',
    );
    expect(niceCeiling(12.39)).toBe(20);
    expect(niceCeiling(0.37)).toBe(0.5);
  });
});
