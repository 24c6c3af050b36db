/**
 * Who a job's quote and order ship to, resolved once per job into addresses: the account's main
 * address, an address given in full, a saved address, or every row of a distribution list. The job
 * keeps what was resolved, so its quote, its order and any retry after a crash go to the same rows
 * even if the list is edited in between.
 */
import type { PrintServiceClient } from '../../print-service/client.js';
import { addressRequestOf, type AddressRequest } from '../../shared/models/addresses.js';
import type { AddressBook } from '../addresses/address-book.js';
import type { DistributionLists } from '../addresses/distribution-lists.js';
import type { JobRecipient } from '../../shared/settings/schema.js';
import { JobRefusal } from './step-context.js';

/** One recipient of a job's order. */
export interface JobAddress {
  readonly address: AddressRequest;
  /** The saved address it came from, when the service knows it by id. */
  readonly addressId?: string;
}

/** Where saved addresses and distribution lists are looked up (the app's data folder). */
export interface RecipientDirectory {
  savedAddress(addressId: string): Promise<JobAddress | undefined>;
  listRecipients(listId: string): Promise<readonly AddressRequest[] | undefined>;
}

/** A recipient that names something no longer there: the job fails with this, never retried blindly. */
export class UnknownRecipientError extends JobRefusal {}

/** The directory over the app's own address book and distribution lists (the ones the Account and Orders views edit). */
export function recipientDirectory(
  book: Pick<AddressBook, 'byId'>,
  lists: Pick<DistributionLists, 'list' | 'get'>,
): RecipientDirectory {
  return {
    async savedAddress(addressId) {
      const found = await book.byId(addressId);
      return found ? { address: addressRequestOf(found), addressId: found.Id } : undefined;
    },
    async listRecipients(listId) {
      const found = (await lists.list()).find((l) => l.id.toLowerCase() === listId.toLowerCase());
      return found ? (await lists.get(found.id)).recipients : undefined;
    },
  };
}

export async function resolveRecipients(
  client: PrintServiceClient,
  directory: RecipientDirectory,
  recipient: JobRecipient,
  signal: AbortSignal,
): Promise<JobAddress[]> {
  switch (recipient.kind) {
    case 'address':
      return [
        { address: recipient.address, ...(recipient.addressId ? { addressId: recipient.addressId } : {}) },
      ];
    case 'main':
      return [{ address: addressRequestOf(await client.addresses.getUserMainAddress({ signal })) }];
    case 'saved': {
      const saved = await directory.savedAddress(recipient.addressId);
      if (saved) return [saved];
      // The main address is saved on the service itself, not necessarily in the app's address book.
      const main = await client.addresses.getUserMainAddress({ signal });
      if (main.Id.toLowerCase() === recipient.addressId.toLowerCase())
        return [{ address: addressRequestOf(main), addressId: main.Id }];
      throw new UnknownRecipientError(
        `Recipient: no saved address has the id ${recipient.addressId}; choose another recipient for the hot folder or its job ticket.`,
      );
    }
    case 'list': {
      const rows = await directory.listRecipients(recipient.listId);
      if (!rows || rows.length === 0)
        throw new UnknownRecipientError(
          `Recipient: the distribution list ${recipient.listId} ${rows ? 'has no rows' : 'no longer exists'}; choose another recipient for the hot folder or its job ticket.`,
        );
      return rows.map((address) => ({ address }));
    }
  }
}
