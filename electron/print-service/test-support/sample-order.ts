/** A small order for tests against the sandbox: the first seeded document, to the user's main address. */
import type { PrintServiceClient } from '../client.js';
import { addressRequestOf } from '../../shared/models/addresses.js';
import { PaymentMethodType } from '../../shared/models/enums.js';
import type { OrderRequest } from '../../shared/models/order-requests.js';
import { storeItemTypes } from '../../shared/models/storage.js';

export async function sampleOrderRequest(
  client: PrintServiceClient,
  {
    quantity,
    shippingMethodId,
    options,
  }: { quantity: number; shippingMethodId: string; options?: OrderRequest['Options'] },
): Promise<OrderRequest> {
  const documents = await client.storage.findStoreItems({
    Type: storeItemTypes.document,
    PageInfo: { PageSize: 1, PageNumber: 1 },
  });
  const document = documents.Items[0]!;
  const main = await client.addresses.getUserMainAddress();
  return {
    LineItems: [{ Name: document.Name, StoreItemReference: { Id: document.Id }, Quantity: quantity }],
    Recipients: [{ Address: addressRequestOf(main), ShippingMethodId: shippingMethodId }],
    PaymentMethod: { PaymentMethodType: PaymentMethodType.values.CreditLimit },
    ...(options ? { Options: options } : {}),
  };
}
