import { describe, expect, it } from 'vitest';
import { jobPresetOf } from './sync-job-flags.js';

const template = '70000000-0000-4000-8000-000000000001';

describe('--arrive-within', () => {
  it('becomes the preset\'s "Arrive within N business days" for a quote or an order', () => {
    expect(jobPresetOf({ action: 'order', template, 'arrive-within': '3' })).toMatchObject({
      action: 'order',
      arriveWithin: 3,
    });
    expect(jobPresetOf({ action: 'quote', template, 'arrive-within': '60' })).toMatchObject({
      arriveWithin: 60,
    });
    expect(jobPresetOf({ action: 'order', template })).not.toHaveProperty('arriveWithin');
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
