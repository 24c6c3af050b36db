/**
 * Addresses as each country writes them: the locality line ("10117 Berlin" in Germany, "Springfield,
 * IL 62704" in the US, the town then the postcode on a line of its own in the UK), the country by its
 * name in the app's language ("Deutschland", not "DE"), as a block of lines (a card) or one line (a
 * choice in a list: who, then where).
 */
import type { Address } from '../../electron/shared/models/addresses.js';
import { appIntl } from './intl.js';

/** The parts of an address the block and the line read (a saved address, an order's recipient, a request's). */
export type PostalAddress = Partial<
  Pick<
    Address,
    | 'FirstName'
    | 'LastName'
    | 'CompanyName'
    | 'CareOf'
    | 'Street'
    | 'ApartmentOrSuite'
    | 'City'
    | 'StateOrProvince'
    | 'PostalCode'
    | 'Country'
  >
> & { readonly CountryCode?: string };

/** Countries whose addresses put the postcode before the town ("10117 Berlin", "75001 Paris"). */
const postcodeFirst = new Set([
  'DE',
  'AT',
  'CH',
  'LI',
  'FR',
  'BE',
  'NL',
  'LU',
  'IT',
  'ES',
  'PT',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'PL',
  'CZ',
  'SK',
  'HU',
  'SI',
  'HR',
  'GR',
]);

/** Country names people and services write instead of a code. */
const namedCountries: Readonly<Record<string, string>> = {
  GERMANY: 'DE',
  DEUTSCHLAND: 'DE',
  'UNITED KINGDOM': 'GB',
  'GREAT BRITAIN': 'GB',
  UK: 'GB',
  ENGLAND: 'GB',
  SCOTLAND: 'GB',
  WALES: 'GB',
  'UNITED STATES': 'US',
  'UNITED STATES OF AMERICA': 'US',
  USA: 'US',
  AUSTRIA: 'AT',
  ÖSTERREICH: 'AT',
  SWITZERLAND: 'CH',
  SCHWEIZ: 'CH',
};

/** The address's country as an ISO 3166 code, where it can be told ("DE", "Germany", "UK" → GB); else null. */
export function countryCode(address: Pick<PostalAddress, 'Country' | 'CountryCode'>): string | null {
  for (const given of [address.Country, address.CountryCode]) {
    const value = (given ?? '').trim().toUpperCase();
    if (!value) continue;
    if (namedCountries[value]) return namedCountries[value];
    if (/^[A-Z]{2}$/.test(value)) return value;
  }
  return null;
}

/** The country's name in the app's language; the address's own words where it names no known country. */
function countryName(address: PostalAddress): string {
  const code = countryCode(address);
  if (!code) return address.Country ?? '';
  const name = new Intl.DisplayNames([appIntl().locale], { type: 'region', fallback: 'none' }).of(code);
  return name ?? address.Country ?? '';
}

/** The lines that have words, no empty ones. */
const present = (lines: ReadonlyArray<string | undefined>): string[] =>
  lines.filter((line): line is string => Boolean(line));

/** The town and postcode as the country writes them: one line, or two in the UK (the postcode alone). */
export function localityLines(address: PostalAddress): string[] {
  const { City: city, StateOrProvince: state, PostalCode: postcode } = address;
  const code = countryCode(address);
  if (code && postcodeFirst.has(code)) return [[postcode, city].filter(Boolean).join(' ')].filter(Boolean);
  if (code === 'GB') return present([city, postcode]);
  // The US way (and the default): "Springfield, IL 62704".
  const region = [state, postcode].filter(Boolean).join(' ');
  return [[city, region].filter(Boolean).join(', ')].filter(Boolean);
}

/** Who the address is for: the person's name, else the company's. */
const addresseeOf = (address: PostalAddress) =>
  [address.FirstName, address.LastName].filter(Boolean).join(' ') || address.CompanyName || '';

/**
 * The whole address, a line each, as an envelope reads: who, company, c/o, street, locality, country.
 * `addressee: false` leaves out the person (a list that names them already).
 */
export function addressBlock(address: PostalAddress, { addressee = true } = {}): string[] {
  const person = [address.FirstName, address.LastName].filter(Boolean).join(' ');
  return present([
    addressee ? person : '',
    address.CompanyName,
    address.CareOf && appIntl().formatMessage({ id: 'account.address.careOf' }, { name: address.CareOf }),
    address.Street,
    address.ApartmentOrSuite,
    ...localityLines(address),
    countryName(address),
  ]);
}

/** Where the address is, in one line: street, then the locality the country's way. */
export function placeLine(address: PostalAddress): string {
  return [address.Street, ...localityLines(address)].filter(Boolean).join(', ');
}

/** How a saved address reads in one line (a choice in a list): who, then where. */
export function addressLine(address: PostalAddress): string {
  const name = addresseeOf(address);
  const place = placeLine(address);
  return name ? `${name} — ${place}` : place;
}
