/**
 * The account's addresses: its main address on the service, and the others created from this app
 * (the service can read back only the main one, so the address book remembers the rest).
 */
import type { PrintServiceClient } from '../../print-service/client.js';
import type { RESTAddress } from '../../shared/models/addresses.js';
import type { ParsedInput } from '../../shared/contract/channels.js';
import type { AddressInput } from '../../shared/contract/orders.js';
import type { AddressBook } from './address-book.js';

export interface AddressesOptions {
  /** The client in use; throws AppError('not-connected') without one. */
  client: () => PrintServiceClient;
  addressBook: AddressBook;
  /** Whose addresses these are (environment and user): the address book keeps each account's apart. */
  scope: () => string;
}

export type Addresses = ReturnType<typeof createAddresses>;

export function createAddresses({ client, addressBook, scope }: AddressesOptions) {
  /** The user's main address, or null when the service has none (a 404). */
  const main = async (): Promise<RESTAddress | null> => {
    try {
      return await client().addresses.getUserMainAddress();
    } catch (error) {
      if ((error as { kind?: string }).kind === 'not-found') return null;
      throw error;
    }
  };
  return {
    main,

    /** The main address first, then the ones saved from this app. */
    async list(): Promise<RESTAddress[]> {
      const [first, saved] = await Promise.all([main(), addressBook.list(scope())]);
      const others = saved.filter((a) => a.Id !== first?.Id).map((a) => ({ ...a, IsUserMainAddress: false }));
      return first ? [first, ...others] : others;
    },

    /** A saved address (or the main one) by its id; undefined when it is no longer known. */
    async find(addressId: string): Promise<RESTAddress | undefined> {
      const saved = (await addressBook.list(scope())).find((a) => a.Id === addressId);
      if (saved) return saved;
      const first = await main();
      return first?.Id === addressId ? first : undefined;
    },

    async create({ address, makeMain }: ParsedInput<'addresses.create'>): Promise<RESTAddress> {
      const created = await client().addresses.createAddress({
        ...(address satisfies AddressInput),
        IsUserMainAddress: makeMain,
      });
      await addressBook.add(scope(), created);
      return created;
    },
  };
}
