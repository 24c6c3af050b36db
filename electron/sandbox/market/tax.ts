/**
 * Tax by market and destination. The US charges sales tax, one combined rate per state
 * (docs/service-facts.md §8.1: New York 10016 is 8.375 %); the UK and Germany charge VAT at their
 * standard rates, 20 % and 19 %, on everything delivered in the country (PrintDesk's choice, §1.1:
 * the UK's zero rate for some printed matter and the EU's rules for other member states are left out).
 * A shipment out of the market's country carries none of its tax.
 */
import type { MarketId } from '../../shared/models/markets.js';

/** Rates in thousandths of a percent (8375 = 8.375 %). */
const stateRates: Readonly<Record<string, number>> = {
  AL: 9250,
  AK: 1820,
  AZ: 8370,
  AR: 9450,
  CA: 8850,
  CO: 7810,
  CT: 6350,
  DE: 0,
  DC: 6000,
  FL: 7000,
  GA: 7380,
  HI: 4500,
  ID: 6030,
  IL: 8860,
  IN: 7000,
  IA: 6940,
  KS: 8650,
  KY: 6000,
  LA: 9560,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 8040,
  MS: 7060,
  MO: 8390,
  MT: 0,
  NE: 6970,
  NV: 8240,
  NH: 0,
  NJ: 6625,
  NM: 7620,
  NY: 8375,
  NC: 7000,
  ND: 6960,
  OH: 7240,
  OK: 8990,
  OR: 0,
  PA: 6340,
  RI: 7000,
  SC: 7490,
  SD: 6110,
  TN: 9550,
  TX: 8250,
  UT: 7190,
  VT: 6360,
  VA: 5770,
  WA: 10250,
  WV: 6550,
  WI: 5430,
  WY: 5440,
  PR: 11500,
};

/** The denominator of a rate: `tax = amount × rate / TAX_RATE_SCALE`. */
export const TAX_RATE_SCALE = 100_000;

const countryNames: Readonly<Record<MarketId, readonly string[]>> = {
  us: ['US', 'USA', 'UNITED STATES'],
  uk: ['GB', 'UK', 'GBR', 'UNITED KINGDOM', 'GREAT BRITAIN'],
  de: ['DE', 'DEU', 'GERMANY', 'DEUTSCHLAND'],
};

/** VAT of the European markets, in the same thousandths of a percent. */
const vatRates: Readonly<Record<Exclude<MarketId, 'us'>, number>> = { uk: 20_000, de: 19_000 };

/** Whether a country (code or name, any case) is the market's own. */
export function isCountryOf(market: MarketId, country: string): boolean {
  return countryNames[market].includes(country.trim().toUpperCase());
}

export function isUnitedStates(country: string): boolean {
  return isCountryOf('us', country);
}

export function isKnownState(stateOrProvince: string): boolean {
  return Object.hasOwn(stateRates, stateOrProvince.trim().toUpperCase());
}

/** A market's rate for a destination, or undefined for a US state the US table does not know. */
export function taxRateFor(market: MarketId, country: string, stateOrProvince: string): number | undefined {
  if (!isCountryOf(market, country)) return 0;
  if (market === 'us') return stateRates[stateOrProvince.trim().toUpperCase()];
  return vatRates[market];
}
