import { describe, expect, it } from 'vitest';
import type { EventPayload } from '../../electron/shared/contract/channels.js';
import { fakeApi, takeContractBreaches } from './fake-api.js';

describe('the fake api', () => {
  it('hands an event the core could send to its listeners', () => {
    const fake = fakeApi();
    const heard: unknown[] = [];
    fake.api.on('orders.shipped', (payload) => heard.push(payload));
    fake.emit('orders.shipped', { friendlyId: '00-0054-00071-36703' });
    expect(heard).toEqual([{ friendlyId: '00-0054-00071-36703' }]);
  });

  it('refuses to emit an event the contract does not allow, and names it', () => {
    const fake = fakeApi();
    const heard: unknown[] = [];
    fake.api.on('orders.shipped', (payload) => heard.push(payload));
    const impossible = { friendlyId: 42 } as unknown as EventPayload<'orders.shipped'>;
    expect(() => fake.emit('orders.shipped', impossible)).toThrow(
      /orders\.shipped event the core never sends/,
    );
    expect(heard).toEqual([]);
    // Taken here so the breach this test provoked does not fail it afterwards (test-setup.ts).
    expect(takeContractBreaches()).toEqual([expect.stringContaining('friendlyId')]);
  });
});
