import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrintServiceClient, type PrintServiceClient } from '../../print-service/client.js';
import { addressRequestOf } from '../../shared/models/addresses.js';
import { PaymentMethodType, shippingMethods } from '../../shared/models/enums.js';
import type { OrderRequest } from '../../shared/models/order-requests.js';
import { call } from '../test-support/test-client.js';
import { startTestSandbox, type TestSandbox } from '../test-support/test-sandbox.js';

let sb: TestSandbox;
let client: PrintServiceClient;

beforeAll(async () => {
  sb = await startTestSandbox();
  client = createPrintServiceClient({ baseUrl: sb.url, key: sb.key });
});
afterAll(async () => {
  await client?.close();
  await sb?.close();
});

async function orderWith(reference: string | undefined): Promise<OrderRequest> {
  const documents = await client.storage.findStoreItems({
    Type: 'Document',
    PageInfo: { PageSize: 5, PageNumber: 1 },
  });
  const main = await client.addresses.getUserMainAddress();
  return {
    LineItems: [{ Name: 'Brochure', StoreItemReference: { Id: documents.Items[0]!.Id }, Quantity: 2 }],
    Recipients: [{ Address: addressRequestOf(main), ShippingMethodId: shippingMethods[0].Id }],
    PaymentMethod: { PaymentMethodType: PaymentMethodType.values.CreditLimit, CreditLimit: {} },
    ...(reference === undefined ? {} : { ReferenceNumber: reference }),
  };
}

describe('FindOrders', () => {
  it('finds the orders placed with a reference, and only those', async () => {
    const first = await client.orders.placeOrder(await orderWith('PO-7 PD-abc'));
    await client.orders.placeOrder(await orderWith('PO-8'));
    await client.orders.placeOrder(await orderWith(undefined));

    const found = await client.orders.findOrders('PO-7 PD-abc');
    expect(found.Orders).toEqual([
      expect.objectContaining({
        OrderFriendlyId: first.OrderFriendlyId,
        ReferenceNumber: 'PO-7 PD-abc',
        Total: first.FinancialDetail.Total,
      }),
    ]);
    expect((await client.orders.findOrders('PO-7')).Orders).toEqual([]);
  });

  it('refuses a search without a reference, naming the field', async () => {
    const reply = await call(sb.url, sb.key, 'POST', '/ord/Orders/FindOrders', {});
    expect(reply.status).toBe(400);
    expect(reply.text).toContain('ReferenceNumber');
  });

  it('asks for the subscription key', async () => {
    const other = await call(sb.url, 'not-the-key', 'POST', '/ord/Orders/FindOrders', {
      ReferenceNumber: 'PO-8',
    });
    expect(other.status).toBe(401);
  });
});
