/**
 * Reading a postal address from a request: the recipient `Address` of an order and the body of
 * CreateAddress share the same required fields and checks, so both name a bad field the same way.
 */
import { invalidField } from '../kernel/errors.js';
import { optionalBool, optionalString, requiredString } from '../kernel/fields.js';
import { isKnownState, isUnitedStates } from '../market/tax.js';

type Body = Readonly<Record<string, unknown>>;

/** The recipient address of an order, as the wire carries it. */
export interface RecipientAddress {
  readonly FirstName: string;
  readonly LastName: string;
  readonly Street: string;
  readonly ApartmentOrSuite: string;
  readonly CareOf: string;
  readonly City: string;
  readonly StateOrProvince: string;
  readonly Country: string;
  readonly PostalCode: string;
  readonly TelephoneNumber: string;
  readonly Email: string;
  readonly CompanyName: string;
  readonly Name: string;
  readonly IsResidential: boolean;
}

export interface PostalFields {
  readonly Street: string;
  readonly ApartmentOrSuite: string;
  readonly CareOf: string;
  readonly City: string;
  readonly StateOrProvince: string;
  readonly PostalCode: string;
  readonly Country: string;
  readonly IsResidential: boolean;
}

function label(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

/**
 * Street, city, postal code and country are required; a US address also needs a known state (its
 * tax rate, §8.1). The form of a ZIP code or an e-mail address is not checked: no fact says the
 * service refuses one (docs/sandbox-refusals.md).
 */
export function readPostalFields(body: Body, prefix: string): PostalFields {
  const street = requiredString(body, 'Street', prefix).trim();
  const city = requiredString(body, 'City', prefix).trim();
  const postalCode = requiredString(body, 'PostalCode', prefix).trim();
  const country = requiredString(body, 'Country', prefix).trim();
  const state = (optionalString(body, 'StateOrProvince', prefix) ?? '').trim();
  if (isUnitedStates(country)) {
    if (state === '') {
      throw invalidField(
        label(prefix, 'StateOrProvince'),
        'is required for a US address (a two-letter state code)',
      );
    }
    if (!isKnownState(state)) {
      throw invalidField(label(prefix, 'StateOrProvince'), `unknown US state '${state}'`);
    }
  }
  return {
    Street: street,
    ApartmentOrSuite: optionalString(body, 'ApartmentOrSuite', prefix) ?? '',
    CareOf: optionalString(body, 'CareOf', prefix) ?? '',
    City: city,
    StateOrProvince: isUnitedStates(country) ? state.toUpperCase() : state,
    PostalCode: postalCode,
    Country: country.length === 2 ? country.toUpperCase() : country,
    IsResidential: optionalBool(body, 'IsResidential', prefix) ?? false,
  };
}

export function readEmail(body: Body, prefix: string): string {
  return (optionalString(body, 'Email', prefix) ?? '').trim();
}

export function readRecipientAddress(body: Body, prefix: string): RecipientAddress {
  const postal = readPostalFields(body, prefix);
  return {
    FirstName: optionalString(body, 'FirstName', prefix) ?? '',
    LastName: optionalString(body, 'LastName', prefix) ?? '',
    Street: postal.Street,
    ApartmentOrSuite: postal.ApartmentOrSuite,
    CareOf: postal.CareOf,
    City: postal.City,
    StateOrProvince: postal.StateOrProvince,
    Country: postal.Country,
    PostalCode: postal.PostalCode,
    TelephoneNumber: optionalString(body, 'TelephoneNumber', prefix) ?? '',
    Email: readEmail(body, prefix),
    CompanyName: optionalString(body, 'CompanyName', prefix) ?? '',
    Name: optionalString(body, 'Name', prefix) ?? '',
    IsResidential: postal.IsResidential,
  };
}
