import { afterEach, describe, expect, it } from 'vitest';
import { addressBlock, addressLine, countryCode } from './addresses.js';
import { setAppLocale } from './intl.js';

const berlin = {
  FirstName: 'Dana',
  LastName: 'Whitfield',
  CompanyName: 'Northwind Druck GmbH',
  Street: 'Friedrichstraße 68',
  ApartmentOrSuite: '3. OG',
  City: 'Berlin',
  StateOrProvince: '',
  PostalCode: '10117',
  Country: 'DE',
};
const london = {
  ...berlin,
  Street: '10 Downing Street',
  ApartmentOrSuite: '',
  City: 'London',
  PostalCode: 'SW1A 2AA',
  Country: 'GB',
};
const springfield = {
  ...berlin,
  Street: '1 Press Lane',
  ApartmentOrSuite: '',
  City: 'Springfield',
  StateOrProvince: 'IL',
  PostalCode: '62704',
  Country: 'US',
};

describe('addresses as their country writes them', () => {
  afterEach(() => setAppLocale('en', 'en'));

  it('puts the postcode before the town in Germany, and names the country in the app’s language', () => {
    setAppLocale('de', 'de');
    expect(addressBlock(berlin)).toEqual([
      'Dana Whitfield',
      'Northwind Druck GmbH',
      'Friedrichstraße 68',
      '3. OG',
      '10117 Berlin',
      'Deutschland',
    ]);
    expect(addressLine(berlin)).toBe('Dana Whitfield — Friedrichstraße 68, 10117 Berlin');
  });

  it('gives the UK postcode a line of its own, and the US state before the ZIP code', () => {
    expect(addressBlock(london).slice(-3)).toEqual(['London', 'SW1A 2AA', 'United Kingdom']);
    expect(addressBlock(springfield).slice(-2)).toEqual(['Springfield, IL 62704', 'United States']);
    expect(addressLine(springfield)).toBe('Dana Whitfield — 1 Press Lane, Springfield, IL 62704');
  });

  it('tells the country from a code or a name, and keeps words it does not know', () => {
    expect(countryCode({ Country: 'Germany' })).toBe('DE');
    expect(countryCode({ Country: 'UK' })).toBe('GB');
    expect(countryCode({ Country: '', CountryCode: 'us' })).toBe('US');
    expect(countryCode({ Country: 'Atlantis' })).toBeNull();
    expect(addressBlock({ ...berlin, Country: 'Atlantis' }).at(-1)).toBe('Atlantis');
  });
});
