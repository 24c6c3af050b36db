/**
 * The whole order form on the sandbox: payment by credit limit, corporate account or purchasing card,
 * the order reference, ship-from and packing-slip memo kept in the history, and an order to 500
 * recipients quoted per recipient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderHistoryEntry, OrderReceipt } from '../../print-service/models/order-history.js';
import { OrderQuote } from '../../print-service/models/quotes.js';
import { ServiceErrorBody } from '../../print-service/models/service-errors.js';
import { StoreItemSearchResult } from '../../print-service/models/storage.js';
import { call } from '../test-client.js';
import type { CallResult } from '../test-client.js';
import { startTestSandbox } from '../testing.js';
import type { TestSandbox } from '../testing.js';

const GROUND = 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db';
const ACCOUNT = '6d0f1c2e-4b7a-4f3e-9c21-0a5b7e9d1f34';

let sb: TestSandbox;
let brochureId: string;

const api = (method: string, path: string, body?: unknown): Promise<CallResult> =>
  call(sb.url, sb.key, method, path, body);

const recipient = (n: number) => ({
  Address: {
    FirstName: `Reader${n}`,
    LastName: 'Branch',
    Street: `${n} Main St`,
    City: 'Springfield',
    StateOrProvince: n % 2 ? 'IL' : 'WA',
    PostalCode: String(60000 + n),
    Country: 'US',
    IsResidential: true,
  },
  ShippingMethodId: GROUND,
});

function orderRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    LineItems: [{ Name: 'Brochure', StoreItemReference: { Id: brochureId }, Quantity: 2 }],
    Recipients: [recipient(1)],
    PaymentMethod: { PaymentMethodType: 1, CreditLimit: {} },
    ...overrides,
  };
}

async function placeAndRead(request: Record<string, unknown>) {
  const res = await api('POST', '/ord/Orders/PlaceOrder', request);
  expect(res.status, res.text).toBe(200);
  const receipt = OrderReceipt.parse(res.json);
  return OrderHistoryEntry.parse(
    (await api('GET', `/ord/Orders/${receipt.OrderFriendlyId}/GetOrderHistory`)).json,
  );
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: () => new Date('2026-06-10T15:00:00Z') });
  const documents = StoreItemSearchResult.parse(
    (
      await api('POST', '/dir/StorageService/FindStoreItems', {
        Type: 'Document',
        PageInfo: { PageSize: 50, PageNumber: 1 },
      })
    ).json,
  );
  brochureId = documents.Items.find((item) => item.Name === 'Spring Open House Brochure')!.Id;
});

afterAll(async () => {
  await sb?.close();
});

describe('the order form', () => {
  it('keeps the reference, ship-from and packing-slip memo in the order history', async () => {
    const history = await placeAndRead(
      orderRequest({
        ReferenceNumber: 'PO-7731',
        ShipFromInfo: { FirstName: 'Print', LastName: 'Room', CompanyName: 'Acme', Email: 'print@acme.test' },
        PackagingSlip: { SalutationType: 0, Memo: 'Thank you for your order' },
        SpecialInstructionCodes: ['SHRINKWRAP'],
      }),
    );
    expect(history.Order.ReferenceData).toBe('PO-7731');
    expect(history.Order.ShipFromInfo).toMatchObject({ CompanyName: 'Acme', Email: 'print@acme.test' });
    expect(history.Order.PackagingSlip).toMatchObject({ Memo: 'Thank you for your order' });
    expect(history.Order.PaymentMethod).toMatchObject({ PaymentMethodType: 1 });
  });

  it('takes a corporate account and a purchasing card, keeping only the card’s last four digits', async () => {
    const corporate = await placeAndRead(
      orderRequest({ PaymentMethod: { PaymentMethodType: 2, CorporateAccount: { Id: ACCOUNT } } }),
    );
    expect(corporate.Order.PaymentMethod).toMatchObject({
      PaymentMethodType: 2,
      CorporateAccount: { Id: ACCOUNT },
    });
    const card = await placeAndRead(
      orderRequest({
        PaymentMethod: {
          PaymentMethodType: 3,
          UserPCardPaymentMethod: {
            UserPCardId: null,
            Name: 'Dana Whitfield',
            Number: '4111 1111 1111 1111',
            ExpirationDate: '2028-09-30T00:00:00.000Z',
            BillingPostalCode: '10016',
          },
        },
      }),
    );
    expect(card.Order.PaymentMethod).toMatchObject({
      PaymentMethodType: 3,
      UserPCardPaymentMethod: {
        Name: 'Dana Whitfield',
        Number: '************1111',
        BillingPostalCode: '10016',
      },
    });
    expect(JSON.stringify(card)).not.toContain('4111111111111111');
  });

  it('takes a card number of any length: no fact says the service checks its form (docs/sandbox-refusals.md)', async () => {
    const card = await placeAndRead(
      orderRequest({
        PaymentMethod: {
          PaymentMethodType: 3,
          UserPCardPaymentMethod: {
            Name: 'X',
            Number: '12',
            ExpirationDate: '2028-01-31',
            BillingPostalCode: '1',
          },
        },
      }),
    );
    expect(card.Order.PaymentMethod).toMatchObject({ UserPCardPaymentMethod: { Number: '************12' } });
  });

  it('refuses a payment method with its sub-object missing or malformed, naming the field', async () => {
    const refusal = async (PaymentMethod: unknown) => {
      const res = await api('POST', '/ord/Orders/PlaceOrder', orderRequest({ PaymentMethod }));
      expect(res.status, res.text).toBe(400);
      return ServiceErrorBody.parse(res.json).Message;
    };
    expect(await refusal({ PaymentMethodType: 2 })).toContain('PaymentMethod.CorporateAccount');
    expect(
      await refusal({
        PaymentMethodType: 3,
        UserPCardPaymentMethod: {
          Name: 'X',
          Number: ' ',
          ExpirationDate: '2028-01-31',
          BillingPostalCode: '1',
        },
      }),
    ).toContain('PaymentMethod.UserPCardPaymentMethod.Number');
    expect(await refusal({ PaymentMethodType: 9 })).toContain('PaymentMethod.PaymentMethodType');
  });

  it('quotes 500 recipients, each with its delivery, and places the order to all of them', async () => {
    const Recipients = Array.from({ length: 500 }, (_, i) => recipient(i + 1));
    const res = await api('POST', '/ord/Orders/GetQuote', orderRequest({ Recipients }));
    expect(res.status, res.text).toBe(200);
    const quote = OrderQuote.parse(res.json);
    expect(quote.RecipientDetails).toHaveLength(500);
    const delivery = quote.RecipientDetails.reduce((sum, r) => sum + r.DeliveryCharge, 0);
    expect(quote.FinancialDetail.DeliverySubtotal).toBeCloseTo(delivery, 2);
    const history = await placeAndRead(orderRequest({ Recipients }));
    expect(history.Order.Recipients).toHaveLength(500);
    expect(history.Order.Recipients[499]?.Address).toMatchObject({ FirstName: 'Reader500' });
  });
});
