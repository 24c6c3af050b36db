/** An order folder's limits judge only orders in their own currency: the approval timeout's cap is one of them. */
import { describe, expect, it } from 'vitest';
import { JobPreset, limitsCurrencyOtherThan } from '../shared/settings/schema.js';

const preset = (cap: { amount: number; currency: string }) =>
  JobPreset.parse({
    action: 'order',
    templateId: '3f473099-3165-4775-a583-8cf178afa74a',
    quantity: 1,
    spendLimit: { amount: 250, currency: 'EUR' },
    approvalTimeout: { then: 'approve', seconds: 3600, cap },
  });

describe('limits in another currency', () => {
  it("counts the approval timeout's cap: a cap left in dollars stops a euro folder ordering on its own", () => {
    expect(limitsCurrencyOtherThan(preset({ amount: 80, currency: 'EUR' }), 'EUR')).toBeNull();
    expect(limitsCurrencyOtherThan(preset({ amount: 80, currency: 'USD' }), 'EUR')).toBe('USD');
  });

  it('refuses a cap that is not an amount of 0 to a billion', () => {
    expect(() => preset({ amount: -1, currency: 'EUR' })).toThrow();
    expect(() => preset({ amount: 80, currency: 'XYZ' })).toThrow();
  });
});
