/** How the service would ship an order to the account's main address now: GetShippingOptions, as the service gives it. */
import type { PrintServiceClient } from '../../../print-service/client.js';
import { addressRequestOf } from '../../../shared/models/addresses.js';
import { PaymentMethodType, shippingMethods } from '../../../shared/models/enums.js';

export async function shippingNow(client: PrintServiceClient) {
  const found = await client.storage.findStoreItems({
    Type: 'Printfile',
    PageInfo: { PageSize: 1, PageNumber: 1 },
  });
  const main = await client.addresses.getUserMainAddress();
  return client.orders.getShippingOptions({
    LineItems: [{ Name: 'probe', StoreItemReference: { Id: found.Items[0]!.Id }, Quantity: 1 }],
    Recipients: [{ Address: addressRequestOf(main), ShippingMethodId: shippingMethods[0].Id }],
    PaymentMethod: { PaymentMethodType: PaymentMethodType.values.CreditLimit, CreditLimit: {} },
  });
}

/** The day (YYYY-MM-DD) a shipping method delivers by, as the service's options give it now. */
export async function arrivalBy(client: PrintServiceClient, method: string): Promise<string> {
  const options = (await shippingNow(client)).AvailableDeliveryOptionsPerRecipient[0]!.DeliveryOptionQuotes;
  return options.find((o) => o.ShippingMethodDetail.Name === method)!.DeliveryCommitmentDate!.slice(0, 10);
}
