/**
 * What the sandbox has stored, read from its data folder rather than asked over HTTP: the ground
 * truth a test counts against (every order placed, whatever its reference). The snapshot first,
 * then every journal line over it, as the sandbox itself replays them (whole records by id, so a
 * line read twice changes nothing; a torn last line is skipped).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

type Change = [collection: string, id: string, record: { id: string } | null];

export async function storedRecords<T extends { id: string }>(
  dataDir: string,
  collection: string,
): Promise<T[]> {
  const records = new Map<string, T>();
  const snapshot = await readFile(path.join(dataDir, 'state.json'), 'utf8').catch(() => undefined);
  if (snapshot) {
    const parsed = JSON.parse(snapshot) as { collections: Record<string, T[]> };
    for (const record of parsed.collections[collection] ?? []) records.set(record.id, record);
  }
  const journal = await readFile(path.join(dataDir, 'journal.jsonl'), 'utf8').catch(() => '');
  for (const line of journal.split('\n')) {
    if (line.trim() === '') continue;
    let changes: Change[];
    try {
      changes = JSON.parse(line) as Change[];
    } catch {
      continue;
    }
    for (const [name, id, record] of changes) {
      if (name !== collection) continue;
      if (record) records.set(id, record as T);
      else records.delete(id);
    }
  }
  return [...records.values()];
}

/** A placed order as the sandbox stores it: whose, and the store items (documents) its lines are of. */
export interface StoredOrder {
  readonly id: string;
  readonly userId: string;
  readonly friendlyId: string;
  readonly history: {
    readonly Order: {
      readonly ReferenceData: string;
      readonly LineItems: readonly {
        readonly Name: string;
        readonly DefaultRecipientQuantity: number;
        readonly ItemData: { readonly StoreItemId: string };
      }[];
      readonly Recipients: readonly {
        readonly ShippingDetails: { readonly ShippingMethodId: string; readonly ShippingMethodName: string };
      }[];
    };
    /** The receipt: the quote the order was placed at (its dates are the day it was placed). */
    readonly Receipt: {
      readonly RecipientDetails: readonly { readonly ExpectedDeliveryDate: string }[];
    };
  };
}

/** Every order the sandbox has stored, seeded ones included. */
export function storedOrders(dataDir: string): Promise<StoredOrder[]> {
  return storedRecords<StoredOrder>(dataDir, 'orders');
}

/**
 * The orders the sandbox stored with a line of any of `documents`, and the documents each one
 * orders, by name: a test counts "one order per file", or "one order of these five", against it.
 */
export async function ordersOfDocuments(
  dataDir: string,
  documents: readonly { readonly Id: string; readonly Name: string }[],
): Promise<{ friendlyId: string; documents: string[] }[]> {
  const nameOf = new Map(documents.map((d) => [d.Id.toLowerCase(), d.Name]));
  return (await storedOrders(dataDir))
    .map((order) => ({
      friendlyId: order.friendlyId,
      documents: order.history.Order.LineItems.map((l) => nameOf.get(l.ItemData.StoreItemId.toLowerCase()))
        .filter((name): name is string => name !== undefined)
        .sort(),
    }))
    .filter((order) => order.documents.length > 0);
}
