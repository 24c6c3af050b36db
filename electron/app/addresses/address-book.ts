/**
 * Addresses created from this app, per account (environment and user). The service can read only the main address, so
 * the others are remembered here to offer them again as recipients.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { RESTAddress } from '../../shared/models/addresses.js';
import { jsonFile } from '../../platform/json-file.js';

export interface AddressBook {
  list(scope: string): Promise<RESTAddress[]>;
  add(scope: string, address: RESTAddress): Promise<void>;
  /** The address with this id under any account (ids are GUIDs): how a hot-folder job finds a saved recipient. */
  byId(addressId: string): Promise<RESTAddress | undefined>;
}

const Book = z.record(z.string(), z.array(RESTAddress));

export function createAddressBook(dataDir: string): AddressBook {
  const file = jsonFile(join(dataDir, 'address-book.json'), Book, () => ({}));
  // Keyed by a digest: the file need not spell out which services the user has accounts with.
  const keyOf = (scope: string) => createHash('sha256').update(scope).digest('hex').slice(0, 16);
  return {
    async list(scope) {
      return (await file.read())[keyOf(scope)] ?? [];
    },
    async add(scope, address) {
      const book = await file.read();
      const key = keyOf(scope);
      const others = (book[key] ?? []).filter((a) => a.Id !== address.Id);
      const demoted = address.IsUserMainAddress
        ? others.map((a) => ({ ...a, IsUserMainAddress: false }))
        : others;
      book[key] = [...demoted, address];
      await file.write(book);
    },
    async byId(addressId) {
      const wanted = addressId.toLowerCase();
      return Object.values(await file.read())
        .flat()
        .find((a) => a.Id.toLowerCase() === wanted);
    },
  };
}
