/**
 * The user's address book: CreateAddress and GetUserMainAddress. One address per user carries
 * `IsUserMainAddress`; creating another main address moves the flag, and the first address a user
 * creates becomes the main one.
 */
import { randomUUID } from 'node:crypto';
import { notFound } from '../kernel/errors.js';
import { optionalBool, optionalString } from '../kernel/fields.js';
import type { Reply, Route } from '../kernel/routes.js';
import type { StateReader, StoredRecord, Transaction } from '../kernel/state.js';
import { XML_NS } from '../kernel/xml.js';
import { readEmail, readPostalFields } from './postal-address.js';
import type { RecipientAddress } from './postal-address.js';

export const ADDRESSES = 'addresses';

/** A RESTAddress as the wire carries it. */
export interface RestAddress {
  readonly Id: string;
  readonly Prefix: string;
  readonly FirstName: string;
  readonly LastName: string;
  readonly CareOf: string;
  readonly CompanyName: string;
  readonly Street: string;
  readonly ApartmentOrSuite: string;
  readonly City: string;
  readonly StateOrProvince: string;
  readonly PostalCode: string;
  readonly Country: string;
  readonly Email: string;
  readonly TelephoneNumber: string;
  readonly TelephoneNumber2: string;
  readonly IsResidential: boolean;
  readonly CountryCode: string;
  readonly IsUserMainAddress: boolean;
}

export interface AddressRecord extends StoredRecord {
  readonly userId: string;
  readonly created: string;
  readonly address: RestAddress;
}

type Body = Readonly<Record<string, unknown>>;

/** Reads a CreateAddress body; the id is always assigned here. */
export function readRestAddress(body: Body): Omit<RestAddress, 'Id'> {
  const postal = readPostalFields(body, '');
  const text = (name: string): string => optionalString(body, name) ?? '';
  return {
    Prefix: text('Prefix'),
    FirstName: text('FirstName'),
    LastName: text('LastName'),
    CareOf: postal.CareOf,
    CompanyName: text('CompanyName'),
    Street: postal.Street,
    ApartmentOrSuite: postal.ApartmentOrSuite,
    City: postal.City,
    StateOrProvince: postal.StateOrProvince,
    PostalCode: postal.PostalCode,
    Country: postal.Country,
    Email: readEmail(body, ''),
    TelephoneNumber: text('TelephoneNumber'),
    TelephoneNumber2: text('TelephoneNumber2'),
    IsResidential: postal.IsResidential,
    CountryCode: postal.Country.length === 2 ? postal.Country : text('CountryCode').toUpperCase(),
    IsUserMainAddress: optionalBool(body, 'IsUserMainAddress') ?? false,
  };
}

export function userAddresses(state: StateReader, userId: string): AddressRecord[] {
  return state.filter<AddressRecord>(ADDRESSES, (record) => record.userId === userId);
}

export function mainAddress(state: StateReader, userId: string): AddressRecord | undefined {
  return state.find<AddressRecord>(
    ADDRESSES,
    (record) => record.userId === userId && record.address.IsUserMainAddress,
  );
}

/** Stores a new address for the user, moving the main flag to it when it asks for it (or is the first). */
export function addAddress(
  tx: Transaction,
  userId: string,
  fields: Omit<RestAddress, 'Id'>,
  now: Date,
): AddressRecord {
  const existing = userAddresses(tx, userId);
  const isMain = fields.IsUserMainAddress || !existing.some((record) => record.address.IsUserMainAddress);
  if (isMain) {
    for (const record of existing) {
      if (record.address.IsUserMainAddress) {
        tx.put<AddressRecord>(ADDRESSES, {
          ...record,
          address: { ...record.address, IsUserMainAddress: false },
        });
      }
    }
  }
  const id = randomUUID();
  // Keys in the spec's order: the XML form writes elements in key order.
  const address: RestAddress = {
    Id: id,
    Prefix: fields.Prefix,
    FirstName: fields.FirstName,
    LastName: fields.LastName,
    CareOf: fields.CareOf,
    CompanyName: fields.CompanyName,
    Street: fields.Street,
    ApartmentOrSuite: fields.ApartmentOrSuite,
    City: fields.City,
    StateOrProvince: fields.StateOrProvince,
    PostalCode: fields.PostalCode,
    Country: fields.Country,
    Email: fields.Email,
    TelephoneNumber: fields.TelephoneNumber,
    TelephoneNumber2: fields.TelephoneNumber2,
    IsResidential: fields.IsResidential,
    CountryCode: fields.CountryCode,
    IsUserMainAddress: isMain,
  };
  return tx.put<AddressRecord>(ADDRESSES, { id, userId, created: now.toISOString(), address });
}

/** A saved address as the recipient address of an order. */
export function recipientAddressOf(saved: RestAddress): RecipientAddress {
  return {
    FirstName: saved.FirstName,
    LastName: saved.LastName,
    Street: saved.Street,
    ApartmentOrSuite: saved.ApartmentOrSuite,
    CareOf: saved.CareOf,
    City: saved.City,
    StateOrProvince: saved.StateOrProvince,
    Country: saved.Country,
    PostalCode: saved.PostalCode,
    TelephoneNumber: saved.TelephoneNumber,
    Email: saved.Email,
    CompanyName: saved.CompanyName,
    Name: '',
    IsResidential: saved.IsResidential,
  };
}

function addressReply(address: RestAddress): Reply {
  return { body: address, xml: { root: 'RESTAddress', ns: XML_NS.account } };
}

export const addressRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/add/AddressService/CreateAddress',
    operation: 'CreateAddress',
    async handler(ctx) {
      const fields = readRestAddress(await ctx.json());
      const record = await ctx.state.transact((tx) => addAddress(tx, ctx.user.id, fields, ctx.now()));
      return addressReply(record.address);
    },
  },
  {
    method: 'GET',
    pattern: '/add/AddressService/GetUserMainAddress',
    operation: 'GetUserMainAddress',
    handler(ctx) {
      const record = mainAddress(ctx.state, ctx.user.id);
      if (!record) throw notFound('main address of user', ctx.user.id);
      return addressReply(record.address);
    },
  },
];
