import { describe, expect, it } from 'vitest';
import { ArrivalOrder } from './arrival-order.js';

const keysOf = (order: ArrivalOrder<number>) => [...order.entries()].map(([key]) => key);

describe('ArrivalOrder', () => {
  it('gives keys oldest first; a key pushed again moves to the back, a deleted one is gone', () => {
    const order = new ArrivalOrder<number>();
    for (const key of ['a', 'b', 'c', 'd']) order.push(key, 1);
    order.push('b', 2);
    order.delete('c');
    expect(keysOf(order)).toEqual(['a', 'd', 'b']);
    expect(order.get('b')).toBe(2);
    expect(order.size).toBe(3);
  });

  it('passes over keys deleted during an iteration and reaches keys pushed during it', () => {
    const order = new ArrivalOrder<number>();
    for (const key of ['a', 'b', 'c']) order.push(key, 0);
    const seen: string[] = [];
    for (const [key] of order.entries()) {
      seen.push(key);
      if (key === 'a') {
        order.delete('b');
        order.push('z', 0);
      }
      order.delete(key);
    }
    expect(seen).toEqual(['a', 'c', 'z']);
    expect(order.size).toBe(0);
  });

  it('takes 100,000 keys from the front in their order, passing over no stale place twice', () => {
    const order = new ArrivalOrder<number>();
    for (let i = 0; i < 100_000; i++) order.push(`k${i}`, i);
    const taken: number[] = [];
    while (order.size > 0) {
      for (const [key, value] of order.entries()) {
        order.delete(key);
        taken.push(value);
        break;
      }
      // A Map taken from the front keeps every deleted slot, and walks them all each time.
      if (order.size % 1000 === 0)
        expect(order.places).toBeLessThanOrEqual(Math.max(1024, 2 * order.size + 1));
    }
    expect(taken).toEqual(Array.from({ length: 100_000 }, (_, i) => i));
  });
});
