/**
 * The whole order form on the sandbox: payment by credit limit, corporate account or purchasing card,
 * the order reference, ship-from, packing-slip memo, special-instruction codes and options kept in
 * the history (JSON and XML), and an order to 500 recipients quoted per recipient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderHistoryEntry, OrderReceipt } from '../../shared/models/order-history.js';
import { OrderQuote } from '../../shared/models/quotes.js';
import { ServiceErrorBody } from '../../shared/models/service-errors.js';
import { call, parseXml, seededDocumentId } from '../test-support/test-client.js';
import type { CallResult } from '../test-support/test-client.js';
import { startTestSandbox } from '../test-support/test-sandbox.js';
import type { TestSandbox } from '../test-support/test-sandbox.js';
import { commerceLists, xmlRoot, xmlToWire } from './test-support/xml-to-json.js';

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
  brochureId = await seededDocumentId(sb.url, sb.key, 'Spring Open House Brochure');
});

afterAll(async () => {
  await sb?.close();
});

/** Every field of the form besides items, recipients and payment, as PrintDesk sends it. */
const wholeForm = {
  ReferenceNumber: 'PO-7731',
  ShipFromInfo: {
    FirstName: 'Print',
    LastName: 'Room',
    CompanyName: 'Acme',
    Email: 'print@acme.test',
    TelephoneNumber: '+1 212 555 0100',
  },
  PackagingSlip: { SalutationType: 0, Memo: 'Thank you for your order' },
  // The sample codes of docs/service-facts.md §9, one twice and a blank as the blank template has.
  SpecialInstructionCodes: ['ESI-O-0002', ' ESI-O-1202 ', 'ESI-O-0002', ''],
  Options: {
    AdditionalProcessingHours: 24,
    TaxExemptStatusEnabled: true,
    RecipientNotificationOptions: {
      ShouldNotifyRecipients: true,
      SendShippingAlerts: true,
      BlindCopyOwnerOnShipmentNotification: false,
      IncludeSenderContactInformation: true,
    },
  },
};

function expectWholeForm(history: OrderHistoryEntry): void {
  const order = history.Order;
  expect(order.ReferenceData).toBe('PO-7731');
  expect(order.ShipFromInfo).toEqual(wholeForm.ShipFromInfo);
  expect(order.PackagingSlip).toEqual({ SalutationType: 0, Memo: 'Thank you for your order' });
  expect(order.SpecialInstructionCodes).toEqual([{ Code: 'ESI-O-0002' }, { Code: 'ESI-O-1202' }]);
  expect(order.Options).toMatchObject(wholeForm.Options);
  expect(order.TaxExemptStatusEnabled).toBe(true);
  expect(order.AdditionalProcessingHoursGranted).toBe(24);
  expect(order.PaymentMethod).toMatchObject({ PaymentMethodType: 1 });
}

describe('the order form', () => {
  it('keeps every field of the form in the order history, in JSON and in XML', async () => {
    const history = await placeAndRead(orderRequest(wholeForm));
    expectWholeForm(history);
    const res = await call(
      sb.url,
      sb.key,
      'GET',
      `/ord/Orders/${history.Order.FriendlyId}/GetOrderHistory`,
      undefined,
      { accept: 'xml' },
    );
    expect(res.status, res.text).toBe(200);
    const { body } = xmlRoot(parseXml(res.text), 'OrderHistoryEntry');
    expect(body.Order).toMatchObject({
      SpecialInstructionCodes: {
        SpecialInstructionCode: [{ Code: 'ESI-O-0002' }, { Code: 'ESI-O-1202' }],
      },
    });
    expectWholeForm(OrderHistoryEntry.parse(xmlToWire(body, commerceLists)));
  });

  it('keeps no codes and the account as sender when the form gives neither', async () => {
    const history = await placeAndRead(orderRequest());
    expect(history.Order.SpecialInstructionCodes).toEqual([]);
    expect(history.Order.ReferenceData).toBe('');
    expect(history.Order.ShipFromInfo?.Email).toContain('@');
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
