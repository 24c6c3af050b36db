/**
 * A past order made ready to order again (Orders › Reorder): its lines found again in the library,
 * its recipients' addresses in full, its shipping method and options. Nothing is sent to the
 * service but reads; the draft is quoted again before it is placed.
 *
 * The order history names each line but gives no documented store-item reference
 * (docs/service-facts.md §4.2): a line is found by the store item id its `ItemData` carries where
 * the service gives one (the sandbox does), else by its name among the library's documents (§10:
 * "a document's id can also be found by name"), else it is reported missing.
 */
import { AddressInput } from '../../shared/contract/orders.js';
import type { Reorder } from '../../shared/contract/orders.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import { addressRequestOf } from '../../shared/models/addresses.js';
import { emptyGuid } from '../../shared/models/enums.js';
import { lineStoreItemId, type HistoryOrder } from '../../shared/models/order-history.js';

type HistoryLine = HistoryOrder['LineItems'][number];

/** The line's store item, if the library still has it (not deleted, not broken). */
async function findLine(client: PrintServiceClient, line: HistoryLine): Promise<string | null> {
  const id = lineStoreItemId(line);
  if (id) {
    try {
      const item = await client.storage.getStoreItem({ ItemId: id });
      if (!item.IsBroken && !item.IsDeleted) return item.Id;
    } catch (error) {
      // Deleted since: look for it by name instead.
      if (!(error instanceof PrintServiceError && error.kind === 'not-found')) throw error;
    }
  }
  if (!line.Name.trim()) return null;
  const found = await client.storage.findStoreItems({
    Name: line.Name,
    PageInfo: { PageSize: 20, PageNumber: 1 },
  });
  const named = found.Items.find(
    (item) =>
      !item.IsBroken && !item.IsDeleted && item.Name.trim().toLowerCase() === line.Name.trim().toLowerCase(),
  );
  return named?.Id ?? null;
}

/** A recipient's address as the order form takes it, or null when the history's is incomplete. */
function recipientOf(recipient: HistoryOrder['Recipients'][number]): Reorder['recipients'][number] | null {
  const address = recipient.Address;
  if (!address) return null;
  const parsed = AddressInput.safeParse(addressRequestOf(address));
  return parsed.success ? parsed.data : null;
}

export async function reorderOf(client: PrintServiceClient, friendlyId: string): Promise<Reorder> {
  const { Order: order } = await client.orders.getOrderHistory(friendlyId);
  const lines: Reorder['lines'] = [];
  const missing: string[] = [];
  for (const line of order.LineItems) {
    const storeItemId = await findLine(client, line);
    if (storeItemId)
      lines.push({ storeItemId, name: line.Name, quantity: Math.max(1, line.DefaultRecipientQuantity) });
    else missing.push(line.Name || 'An unnamed item');
  }
  const method = order.Recipients[0]?.ShippingDetails?.ShippingMethodId;
  return {
    friendlyId: order.FriendlyId || friendlyId,
    lines,
    missing,
    recipients: order.Recipients.map(recipientOf).filter((address) => address !== null),
    shippingMethodId: method && method !== emptyGuid ? method : null,
    additionalProcessingHours: order.Options?.AdditionalProcessingHours ?? 0,
    taxExempt: order.TaxExemptStatusEnabled || (order.Options?.TaxExemptStatusEnabled ?? false),
    specialInstructionCodes: order.SpecialInstructionCodes.map((entry) => entry.Code).filter(Boolean),
    packingSlipMemo: order.PackagingSlip?.Memo ?? '',
  };
}
