import { describe, expect, it } from 'vitest';
import { markets, marketOfBaseUrl } from '../shared/models/markets.js';
import { csvAmount, formatMoney } from '../shared/models/money.js';

describe('the market of a base URL', () => {
  it('is read from the vendor’s hosts, production, sandbox and QA alike', () => {
    expect(marketOfBaseUrl('https://connect.mimeo.com/2012/02')).toBe('us');
    expect(marketOfBaseUrl('https://connect.sandbox.mimeo.com/2014/02/')).toBe('us');
    expect(marketOfBaseUrl('https://connect.mimeo.co.uk/2012/02/')).toBe('uk');
    expect(marketOfBaseUrl('https://connect.sandbox.mimeo.co.uk/2012/02/')).toBe('uk');
    expect(marketOfBaseUrl('http://connect3.qa.mimeo.de/2012/02/')).toBe('de');
    expect(marketOfBaseUrl('HTTPS://Connect.Mimeo.DE./2012/02')).toBe('de');
    expect(marketOfBaseUrl('https://user:pw@connect.mimeo.co.uk:8443/x')).toBe('uk');
  });

  it('is none for any other host, however it is spelled', () => {
    for (const url of [
      'https://print.example.com/api',
      'http://127.0.0.1:41234',
      'https://notmimeo.com/',
      'https://mimeo.de.example.com/',
      'https://connect.mimeo.com.evil.example/',
      'not a url',
      '',
    ])
      expect(marketOfBaseUrl(url), url).toBeNull();
  });

  it('gives every market its currency, zone, units and paper', () => {
    expect(Object.values(markets).map((m) => [m.id, m.currency, m.timeZone, m.units, m.paper])).toEqual([
      ['us', 'USD', 'America/Chicago', 'imperial', 'Letter'],
      ['uk', 'GBP', 'Europe/London', 'metric', 'A4'],
      ['de', 'EUR', 'Europe/Berlin', 'metric', 'A4'],
    ]);
  });
});

describe('money as it reads', () => {
  it('puts the market’s currency where the locale puts it', () => {
    expect(formatMoney(1234.5, 'USD', { locale: 'en-US' })).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'GBP', { locale: 'en-GB' })).toBe('£1,234.50');
    expect(formatMoney(1234.5, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney(12, 'EUR', { locale: 'en-US' })).toBe('€12.00');
  });

  it('keeps up to four digits of a unit price', () => {
    expect(formatMoney(0.0125, 'GBP', { locale: 'en-GB', unitPrice: true })).toBe('£0.0125');
    expect(formatMoney(0.5, 'GBP', { locale: 'en-GB', unitPrice: true })).toBe('£0.50');
  });

  it('writes a CSV amount as a plain number whatever the locale', () => {
    expect([csvAmount(1234.5), csvAmount(30.520237), csvAmount(0)]).toEqual(['1234.50', '30.52', '0.00']);
  });
});
