import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTUser } from '../../shared/models/account.js';
import { RESTAddress } from '../../shared/models/addresses.js';
import { ServiceErrorBody } from '../../shared/models/service-errors.js';
import { call, parseXml } from '../test-support/test-client.js';
import type { CallResult } from '../test-support/test-client.js';
import { startTestSandbox } from '../test-support/test-sandbox.js';
import type { TestSandbox } from '../test-support/test-sandbox.js';
import { xmlRoot, xmlToWire } from './test-support/xml-to-json.js';

const ACCOUNT_NS = 'http://schemas.mimeo.com/MimeoConnect/2012/02/AccountService';
const noLists = new Set<string>();

let sb: TestSandbox;
/** A second, unseeded user whose address book starts empty. */
let fresh: { key: string; userId: string };

const as = (
  key: string,
  method: string,
  path: string,
  body?: unknown,
  accept?: 'json' | 'xml',
): Promise<CallResult> => call(sb.url, key, method, path, body, accept ? { accept } : {});

function office(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    FirstName: 'Sam',
    LastName: 'Okafor',
    CompanyName: 'Okafor Design',
    Street: '1501 4th Ave',
    ApartmentOrSuite: 'Suite 900',
    City: 'Seattle',
    StateOrProvince: 'WA',
    PostalCode: '98101',
    Country: 'US',
    TelephoneNumber: '206-555-0100',
    IsResidential: false,
    ...overrides,
  };
}

beforeAll(async () => {
  sb = await startTestSandbox();
  fresh = await sb.addUser({ firstName: 'Sam', lastName: 'Okafor' });
});

afterAll(async () => {
  await sb?.close();
});

describe('GET /usr/AccountService/user', () => {
  it('returns the calling user as RESTUser without a password (JSON)', async () => {
    const res = await as(sb.key, 'GET', '/usr/AccountService/user');
    expect(res.status).toBe(200);
    const user = RESTUser.parse(res.json);
    expect(user).toMatchObject({ FirstName: 'Dana', LastName: 'Whitfield', Enabled: true, Password: '' });
    expect(res.text).not.toContain(sb.key);
    expect(RESTUser.parse((await as(fresh.key, 'GET', '/usr/AccountService/user')).json).Id).toBe(
      fresh.userId,
    );
  });

  it('answers in XML as RESTUser in the AccountService namespace', async () => {
    const res = await as(sb.key, 'GET', '/usr/accountservice/USER', undefined, 'xml');
    const { ns, body } = xmlRoot(parseXml(res.text), 'RESTUser');
    expect(ns).toBe(ACCOUNT_NS);
    expect(RESTUser.parse(xmlToWire(body, noLists)).Email).toBe('dana.whitfield@northwind-print.example');
  });
});

describe('addresses', () => {
  it('has the seeded main address (JSON and XML)', async () => {
    const main = RESTAddress.parse((await as(sb.key, 'GET', '/add/AddressService/GetUserMainAddress')).json);
    expect(main).toMatchObject({
      Street: '460 Park Ave S.',
      City: 'New York',
      StateOrProvince: 'NY',
      PostalCode: '10016',
      IsUserMainAddress: true,
    });
    const res = await as(sb.key, 'GET', '/add/AddressService/GetUserMainAddress', undefined, 'xml');
    const { ns, body } = xmlRoot(parseXml(res.text), 'RESTAddress');
    expect(ns).toBe(ACCOUNT_NS);
    expect(
      Object.keys(body)
        .filter((k) => !k.startsWith('@'))
        .slice(0, 4),
    ).toEqual(['Id', 'Prefix', 'FirstName', 'LastName']);
    expect(RESTAddress.parse(xmlToWire(body, noLists))).toEqual(main);
  });

  it('has no main address for a user without addresses', async () => {
    const res = await as(fresh.key, 'GET', '/add/AddressService/GetUserMainAddress');
    expect(res.status).toBe(404);
    expect(ServiceErrorBody.parse(res.json).ErrorCode).toBe('NotFound');
  });

  it('makes the first address the main one and moves the flag to a later main address', async () => {
    const first = RESTAddress.parse(
      (await as(fresh.key, 'POST', '/add/AddressService/CreateAddress', office())).json,
    );
    expect(first.IsUserMainAddress).toBe(true);
    const second = RESTAddress.parse(
      (
        await as(
          fresh.key,
          'POST',
          '/add/AddressService/CreateAddress',
          office({
            Street: '10226 Signal Hill RD',
            City: 'Austin',
            StateOrProvince: 'TX',
            PostalCode: '78737',
          }),
        )
      ).json,
    );
    expect(second.IsUserMainAddress).toBe(false);
    expect(
      RESTAddress.parse((await as(fresh.key, 'GET', '/add/AddressService/GetUserMainAddress')).json).Id,
    ).toBe(first.Id);
    const third = RESTAddress.parse(
      (
        await as(
          fresh.key,
          'POST',
          '/add/AddressService/CreateAddress',
          office({ Street: '1 Main St', IsUserMainAddress: true }),
        )
      ).json,
    );
    expect(third.IsUserMainAddress).toBe(true);
    expect(
      RESTAddress.parse((await as(fresh.key, 'GET', '/add/AddressService/GetUserMainAddress')).json).Id,
    ).toBe(third.Id);
    const main = RESTAddress.parse((await as(sb.key, 'GET', '/add/AddressService/GetUserMainAddress')).json);
    expect(main.Street).toBe('460 Park Ave S.');
  });

  it('creates an address in XML and assigns its own id', async () => {
    const res = await as(
      fresh.key,
      'POST',
      '/add/AddressService/CreateAddress',
      office({
        Id: '6da47f37-c472-4aac-952d-1b34a43f0139',
        Country: 'ca',
        StateOrProvince: 'ON',
        PostalCode: 'M5V 2T6',
      }),
      'xml',
    );
    expect(res.status, res.text).toBe(200);
    const address = RESTAddress.parse(xmlToWire(xmlRoot(parseXml(res.text), 'RESTAddress').body, noLists));
    expect(address.Id).not.toBe('6da47f37-c472-4aac-952d-1b34a43f0139');
    expect(address).toMatchObject({ Country: 'CA', CountryCode: 'CA', IsUserMainAddress: false });
  });

  it('takes a ZIP code and an e-mail address of any form: no fact says the service checks them (docs/sandbox-refusals.md)', async () => {
    const res = await as(
      fresh.key,
      'POST',
      '/add/AddressService/CreateAddress',
      office({ PostalCode: '9810', Email: 'front desk' }),
    );
    expect(res.status, res.text).toBe(200);
    expect(RESTAddress.parse(res.json)).toMatchObject({ PostalCode: '9810', Email: 'front desk' });
  });

  it('refuses a missing or malformed required field, naming it', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [office({ Street: undefined }), 'Street'],
      [office({ City: '  ' }), 'City'],
      [office({ PostalCode: undefined }), 'PostalCode'],
      [office({ Country: undefined }), 'Country'],
      [office({ StateOrProvince: undefined }), 'StateOrProvince'],
      [office({ StateOrProvince: 'XX' }), 'StateOrProvince'],
      [office({ IsResidential: 'yes' }), 'IsResidential'],
      [office({ IsUserMainAddress: 1 }), 'IsUserMainAddress'],
    ];
    for (const [body, field] of cases) {
      const res = await as(fresh.key, 'POST', '/add/AddressService/CreateAddress', body);
      expect(res.status, field).toBe(400);
      expect(ServiceErrorBody.parse(res.json).Message.startsWith(`${field}:`), res.text).toBe(true);
    }
  });
});
