/**
 * The service's markets: the vendor runs the US, the UK and Germany from separate hosts
 * (docs/service-facts.md §1.1), each pricing in its own currency, keeping its own business hours and
 * selling its own regional catalogue. One table, imported by the client's app layer, the sandbox and
 * the renderer; which market a connection is in is decided once, in the app layer, from its base URL
 * (or the Account choice where the URL does not say), and sent to the renderer with the account status.
 */
import { z } from 'zod';

export const MarketId = z.enum(['us', 'uk', 'de']);
export type MarketId = z.infer<typeof MarketId>;

/** ISO 4217 codes of the markets' currencies. */
export const Currency = z.enum(['USD', 'GBP', 'EUR']);
export type Currency = z.infer<typeof Currency>;

/** How the market's catalogue measures: inches and pounds, or millimetres and kilograms. */
export type UnitSystem = 'imperial' | 'metric';

export interface Market {
  readonly id: MarketId;
  /** The market's name as the Account view offers it. */
  readonly name: string;
  /** ISO 3166 code of the home country, whose tax the market charges. */
  readonly country: 'US' | 'GB' | 'DE';
  /** Every amount the market's service sends is in this currency (no reply names one). */
  readonly currency: Currency;
  /**
   * IANA zone of the service's business calendar (cutoffs, ship dates, its zone-less timestamps).
   * US Central is inferred from the service's own dates; Europe/London and Europe/Berlin are PrintDesk's
   * choice (docs/service-facts.md §1.1).
   */
  readonly timeZone: string;
  readonly units: UnitSystem;
  /** The paper size the regional catalogue is built on. */
  readonly paper: 'Letter' | 'A4';
  /** The vendor's registrable domain for the market: the service's hosts are it or below it. */
  readonly domain: string;
}

export const markets: Readonly<Record<MarketId, Market>> = {
  us: {
    id: 'us',
    name: 'United States',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/Chicago',
    units: 'imperial',
    paper: 'Letter',
    domain: 'mimeo.com',
  },
  uk: {
    id: 'uk',
    name: 'United Kingdom',
    country: 'GB',
    currency: 'GBP',
    timeZone: 'Europe/London',
    units: 'metric',
    paper: 'A4',
    domain: 'mimeo.co.uk',
  },
  de: {
    id: 'de',
    name: 'Germany',
    country: 'DE',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    units: 'metric',
    paper: 'A4',
    domain: 'mimeo.de',
  },
};

/** The market a service is in when nothing says otherwise (every setting written before markets). */
export const defaultMarketId: MarketId = 'us';

const hostPattern = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/:?#]*)/i;

/**
 * The market a base URL's host belongs to: `connect.mimeo.co.uk` and every other host under
 * `mimeo.co.uk` is the UK, under `mimeo.de` Germany, under `mimeo.com` the US; null for any other
 * host (a custom URL whose market the user chooses).
 */
export function marketOfBaseUrl(baseUrl: string): MarketId | null {
  const host = hostPattern.exec(baseUrl.trim())?.[1]?.toLowerCase().replace(/\.$/, '');
  if (!host) return null;
  const found = Object.values(markets).find(
    (market) => host === market.domain || host.endsWith(`.${market.domain}`),
  );
  return found?.id ?? null;
}
