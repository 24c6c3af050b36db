import { describe, expect, it } from 'vitest';
import { isFriendlyId, lineItemFriendlyId, newOrderFriendlyId } from './friendly-ids.js';

describe('friendly ids', () => {
  it('recognises the real service’s ids by kind', () => {
    expect(isFriendlyId('00-0054-00071-36703', 'order')).toBe(true);
    expect(isFriendlyId('01-0054-00073-79185', 'lineItem')).toBe(true);
    expect(isFriendlyId('01-0054-00073-79185', 'order')).toBe(false);
    expect(isFriendlyId('00-054-00071-36703')).toBe(false);
  });

  it('makes order ids that are new', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = newOrderFriendlyId((candidate) => taken.has(candidate));
      expect(isFriendlyId(id, 'order')).toBe(true);
      expect(taken.has(id)).toBe(false);
      taken.add(id);
    }
  });

  it('gives line items the order’s account group and the sequence numbers after it', () => {
    expect(lineItemFriendlyId('00-0054-00071-36703', 0)).toMatch(/^01-0054-00073-\d{5}$/);
    expect(lineItemFriendlyId('00-0054-00071-36703', 1)).toMatch(/^01-0054-00074-\d{5}$/);
  });
});
