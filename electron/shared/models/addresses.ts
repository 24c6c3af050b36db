/** Wire models of addresses: recipients of an order and the user's address book. */
import { z } from 'zod';
import { Guid, WireGuid, flag, text } from './primitives.js';

/** A recipient address inside an order (response form). */
export const Address = z.object({
  FirstName: text,
  LastName: text,
  Street: text,
  ApartmentOrSuite: text,
  CareOf: text,
  City: text,
  StateOrProvince: text,
  Country: text,
  PostalCode: text,
  TelephoneNumber: text,
  Email: text,
  CompanyName: text,
  Name: text,
  IsResidential: flag,
});
export type Address = z.infer<typeof Address>;

/** A recipient address as we send it. */
export const AddressRequest = z.object({
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  Street: z.string(),
  ApartmentOrSuite: z.string().optional(),
  CareOf: z.string().optional(),
  City: z.string(),
  StateOrProvince: z.string(),
  Country: z.string(),
  PostalCode: z.string(),
  TelephoneNumber: z.string().optional(),
  Email: z.string().optional(),
  CompanyName: z.string().optional(),
  Name: z.string().optional(),
  IsResidential: z.boolean(),
});
export type AddressRequest = z.infer<typeof AddressRequest>;

/** An address of the user's address book (response form). */
export const RESTAddress = z.object({
  Id: WireGuid,
  Prefix: text,
  FirstName: text,
  LastName: text,
  CareOf: text,
  CompanyName: text,
  Street: text,
  ApartmentOrSuite: text,
  City: text,
  StateOrProvince: text,
  PostalCode: text,
  Country: text,
  Email: text,
  TelephoneNumber: text,
  TelephoneNumber2: text,
  IsResidential: flag,
  CountryCode: text,
  IsUserMainAddress: flag,
});
export type RESTAddress = z.infer<typeof RESTAddress>;

/**
 * An address the service gave (a saved one, or an order's recipient's) as a recipient's address in
 * an order request; a saved address may name its country by code only.
 */
export function addressRequestOf(
  address: Omit<Address, 'Name'> & { readonly CountryCode?: string },
): AddressRequest {
  return {
    FirstName: address.FirstName,
    LastName: address.LastName,
    CompanyName: address.CompanyName,
    CareOf: address.CareOf,
    Street: address.Street,
    ApartmentOrSuite: address.ApartmentOrSuite,
    City: address.City,
    StateOrProvince: address.StateOrProvince,
    PostalCode: address.PostalCode,
    Country: address.Country || (address.CountryCode ?? ''),
    TelephoneNumber: address.TelephoneNumber,
    Email: address.Email,
    IsResidential: address.IsResidential,
  };
}

/** A CreateAddress body: the address without its (server-assigned) id. */
export const CreateAddressRequest = z.object({
  Id: Guid.optional(),
  Prefix: z.string().optional(),
  FirstName: z.string().optional(),
  LastName: z.string().optional(),
  CareOf: z.string().optional(),
  CompanyName: z.string().optional(),
  Street: z.string().min(1),
  ApartmentOrSuite: z.string().optional(),
  City: z.string().min(1),
  StateOrProvince: z.string().optional(),
  PostalCode: z.string().min(1),
  Country: z.string().min(1),
  Email: z.string().optional(),
  TelephoneNumber: z.string().optional(),
  TelephoneNumber2: z.string().optional(),
  IsResidential: z.boolean().optional(),
  CountryCode: z.string().optional(),
  IsUserMainAddress: z.boolean().optional(),
});
export type CreateAddressRequest = z.infer<typeof CreateAddressRequest>;
