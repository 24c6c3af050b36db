/**
 * The order client against the sandbox over real HTTP: every field of the order form PrintDesk sends
 * comes back, as the service keeps it, in the order's history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { createPrintServiceClient } from './client.js';
import type { PrintServiceClient } from './client.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { PaymentMethodType, SalutationType, shippingMethods } from '../shared/models/enums.js';
import type { OrderRequest } from '../shared/models/order-requests.js';
import { sampleOrderRequest } from './test-support/sample-order.js';

const ground = shippingMethods.find((method) => method.Name === 'Ground')!;
const corporateAccountId = '6d0f1c2e-4b7a-4f3e-9c21-0a5b7e9d1f34';

let sandbox: TestSandbox;
let client: PrintServiceClient;
let sample: OrderRequest;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
  sample = await sampleOrderRequest(client, { quantity: 3, shippingMethodId: ground.Id });
});

afterAll(async () => {
  await client?.close();
  await sandbox?.close();
});

async function placeAndRead(request: OrderRequest) {
  const receipt = await client.orders.placeOrder(request);
  return client.orders.getOrderHistory(receipt.OrderFriendlyId);
}

describe('the whole order form through the client', () => {
  it('finds each field it sent in the order history', async () => {
    const shipFrom = {
      FirstName: 'Print',
      LastName: 'Room',
      CompanyName: 'Acme',
      Email: 'print@acme.test',
      TelephoneNumber: '+1 212 555 0100',
    };
    const notifications = {
      ShouldNotifyRecipients: true,
      SendShippingAlerts: false,
      BlindCopyOwnerOnShipmentNotification: true,
      IncludeSenderContactInformation: true,
    };
    const { Order: order } = await placeAndRead({
      ...sample,
      ReferenceNumber: 'PO-8812',
      SpecialInstructionCodes: ['ESI-O-0002', 'ESI-O-1202'],
      ShipFromInfo: shipFrom,
      Options: {
        AdditionalProcessingHours: 120,
        TaxExemptStatusEnabled: true,
        RecipientNotificationOptions: notifications,
      },
      PackagingSlip: { SalutationType: SalutationType.values.None, Memo: 'Professor Smith' },
      PaymentMethod: {
        PaymentMethodType: PaymentMethodType.values.CorporateAccount,
        CorporateAccount: { Id: corporateAccountId },
      },
    });
    expect(order.ReferenceData).toBe('PO-8812');
    expect(order.SpecialInstructionCodes).toEqual([{ Code: 'ESI-O-0002' }, { Code: 'ESI-O-1202' }]);
    expect(order.ShipFromInfo).toEqual(shipFrom);
    expect(order.Options).toMatchObject({
      AdditionalProcessingHours: 120,
      TaxExemptStatusEnabled: true,
      RecipientNotificationOptions: notifications,
    });
    expect(order.AdditionalProcessingHoursGranted).toBe(120);
    expect(order.PackagingSlip).toEqual({ SalutationType: 0, Memo: 'Professor Smith' });
    expect(order.PaymentMethod).toMatchObject({
      PaymentMethodType: PaymentMethodType.values.CorporateAccount,
      CorporateAccount: { Id: corporateAccountId },
    });
  });

  it('keeps a purchasing card by its name and last four digits only', async () => {
    const { Order: order } = await placeAndRead({
      ...sample,
      PaymentMethod: {
        PaymentMethodType: PaymentMethodType.values.UserPCard,
        UserPCardPaymentMethod: {
          UserPCardId: null,
          Name: 'Dana Whitfield',
          Number: '4111111111111111',
          ExpirationDate: '2030-09-30T00:00:00.000Z',
          BillingPostalCode: '10016',
        },
      },
    });
    expect(order.PaymentMethod?.UserPCardPaymentMethod).toMatchObject({
      Name: 'Dana Whitfield',
      Number: '************1111',
    });
  });

  it('is refused, naming the field, when a corporate account has no Id', async () => {
    const outcome = await client.orders
      .placeOrder({
        ...sample,
        PaymentMethod: { PaymentMethodType: PaymentMethodType.values.CorporateAccount },
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(outcome).toBeInstanceOf(PrintServiceError);
    expect((outcome as PrintServiceError).message).toContain('PaymentMethod.CorporateAccount');
  });
});
