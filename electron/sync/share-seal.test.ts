import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deriveRecordKey } from '../print-service/record-key.js';
import { recordScope, sealRecord, unsealRecord } from './share-seal.js';

const Entry = z.strictObject({ amount: z.number().min(0), currency: z.string() });
const key = deriveRecordKey('the-subscription-key', recordScope('Hot folders/Cards'));

describe('a sealed record', () => {
  it('opens where it was sealed, under the same key, with its body', () => {
    const text = sealRecord(key, 'budget/2031-03-14/a.json', { amount: 12.5, currency: 'USD' });
    expect(unsealRecord(text, key, 'budget/2031-03-14/a.json', Entry)).toEqual({
      kind: 'ok',
      body: { amount: 12.5, currency: 'USD' },
    });
  });

  it('is the same key for every spelling of the link’s remote folder, and another for another folder or key', () => {
    expect(deriveRecordKey('the-subscription-key', recordScope(' hot folders//CARDS/'))).toEqual(key);
    expect(deriveRecordKey('the-subscription-key', recordScope('Hot folders/Flyers')).id).not.toBe(key.id);
    expect(deriveRecordKey('the-secondary-key', recordScope('Hot folders/Cards')).id).not.toBe(key.id);
  });

  it('does not open changed, copied to another place, or breaking its schema', () => {
    const text = sealRecord(key, 'budget/2031-03-14/a.json', { amount: 12.5, currency: 'USD' });
    const changed = JSON.parse(text) as { body: { amount: number } };
    changed.body.amount = 0;
    expect(unsealRecord(JSON.stringify(changed), key, 'budget/2031-03-14/a.json', Entry)).toMatchObject({
      kind: 'bad',
      reason: 'its seal does not match its content',
    });
    expect(unsealRecord(text, key, 'budget/2031-03-15/a.json', Entry)).toMatchObject({ kind: 'bad' });
    const negative = sealRecord(key, 'p', { amount: -1e12, currency: 'USD' });
    expect(unsealRecord(negative, key, 'p', Entry)).toMatchObject({ kind: 'bad', reason: /field "amount"/ });
    expect(unsealRecord('{"amount": 1}', key, 'p', Entry)).toMatchObject({ kind: 'bad' });
    expect(unsealRecord('{"amount": ', key, 'p', Entry)).toEqual({ kind: 'bad', reason: 'it is not JSON' });
  });

  it('under another key is told apart from a forged one: it cannot be checked here', () => {
    const other = deriveRecordKey('the-secondary-key', recordScope('Hot folders/Cards'));
    const text = sealRecord(other, 'p', { amount: 1, currency: 'USD' });
    expect(unsealRecord(text, key, 'p', Entry)).toEqual({ kind: 'foreign', keyId: other.id });
    expect(unsealRecord('', key, 'p', Entry)).toEqual({ kind: 'empty' });
  });
});
