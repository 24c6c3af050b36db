import { describe, expect, it } from 'vitest';
import { jobPresetOf } from './sync-job-flags.js';

const template = '70000000-0000-4000-8000-000000000001';

describe('--arrive-within', () => {
  it('becomes the preset\'s "Arrive within N business days" for a quote or an order', () => {
    expect(jobPresetOf({ action: 'order', template, 'arrive-within': '3' })!('USD')).toMatchObject({
      action: 'order',
      arriveWithin: 3,
    });
    expect(jobPresetOf({ action: 'quote', template, 'arrive-within': '60' })!('USD')).toMatchObject({
      arriveWithin: 60,
    });
    expect(jobPresetOf({ action: 'order', template })!('USD')).not.toHaveProperty('arriveWithin');
  });

  it('refuses what is not a number of business days, and a job without an order', () => {
    for (const days of ['0', '61', '2.5', 'soon', ''])
      expect(() => jobPresetOf({ action: 'order', template, 'arrive-within': days })).toThrow(
        `--arrive-within must be a whole number of business days from 1 to 60, not "${days}"`,
      );
    expect(() => jobPresetOf({ action: 'document', template, 'arrive-within': '3' })).toThrow(
      '--quantity, --shipping, --arrive-within, --spend-limit and --recipient need --action quote or order',
    );
    expect(() => jobPresetOf({ 'arrive-within': '3' })).toThrow(
      '--arrive-within needs --action document, quote or order',
    );
  });
});

describe('--approve-under', () => {
  it("is an amount in the currency of the service's market, as the limits are", () => {
    const preset = jobPresetOf({
      action: 'order',
      template,
      'spend-limit': '250',
      'approval-timeout': '4h',
      'approve-under': '80',
    })!;
    expect(preset('EUR')).toMatchObject({
      spendLimit: { amount: 250, currency: 'EUR' },
      approvalTimeout: { then: 'approve', seconds: 4 * 3600, cap: { amount: 80, currency: 'EUR' } },
    });
    expect(preset('GBP')).toMatchObject({ approvalTimeout: { cap: { amount: 80, currency: 'GBP' } } });
  });

  it('refuses what is not an amount, and a cap without a timeout', () => {
    expect(() =>
      jobPresetOf({ action: 'order', template, 'approval-timeout': '4h', 'approve-under': 'lots' }),
    ).toThrow('--approve-under must be an amount like 250 or 99.50, not "lots"');
    expect(() => jobPresetOf({ action: 'order', template, 'approve-under': '80' })).toThrow(
      '--approve-under needs --approval-timeout',
    );
  });
});

describe('--batch', () => {
  it("gathers an order folder's files at a time each business day, or once N of them wait", () => {
    expect(jobPresetOf({ action: 'order', template, batch: '13:30' })!('USD')).toMatchObject({
      batch: { kind: 'time', at: '13:30' },
    });
    expect(jobPresetOf({ action: 'order', template, batch: '9:05' })!('USD')).toMatchObject({
      batch: { kind: 'time', at: '09:05' },
    });
    expect(jobPresetOf({ action: 'order', template, batch: '5' })!('USD')).toMatchObject({
      batch: { kind: 'count', files: 5 },
    });
    expect(jobPresetOf({ action: 'order', template })!('USD')).not.toHaveProperty('batch');
  });

  it('refuses what is neither a time nor a number of files, and a job without an order', () => {
    for (const batch of ['1', '501', 'noon', '13.30', ''])
      expect(() => jobPresetOf({ action: 'order', template, batch })).toThrow(
        `--batch must be a time such as 13:30 or a number of files from 2 to 500, not "${batch}"`,
      );
    expect(() => jobPresetOf({ action: 'order', template, batch: '25:00' })).toThrow(
      '--batch: Give the time as HH:MM, such as 13:30.',
    );
    expect(() => jobPresetOf({ action: 'quote', template, batch: '5' })).toThrow(
      '--batch needs --action order',
    );
  });
});
