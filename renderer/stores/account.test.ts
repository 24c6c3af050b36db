import { afterEach, describe, expect, it } from 'vitest';
import { defaultMarketId } from '../../electron/shared/models/markets.js';
import { setAppLocale } from '../format/intl.js';
import { environmentLabel } from './account.js';

describe('the header badge', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('names the practice service in the app language and a real service by its host', () => {
    expect(environmentLabel({ kind: 'embedded', market: defaultMarketId })).toBe('Practice service');
    setAppLocale('de', 'de');
    expect(environmentLabel(undefined)).toBe('Übungsdienst');
    expect(
      environmentLabel({ kind: 'custom', baseUrl: 'https://print.example.com/api', market: defaultMarketId }),
    ).toBe('print.example.com');
  });
});
