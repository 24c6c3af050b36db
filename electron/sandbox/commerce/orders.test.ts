import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTAddress } from '../../shared/models/addresses.js';
import { DocumentFolderResult } from '../../shared/models/documents.js';
import { shippingMethods } from '../../shared/models/enums.js';
import { OrderHistoryEntry, OrderReceipt } from '../../shared/models/order-history.js';
import { ItemQuote, OrderQuote, ShippingOptions } from '../../shared/models/quotes.js';
import { ServiceErrorBody } from '../../shared/models/service-errors.js';
import { FolderUploadResult, StoreItem, StoreItemSearchResult } from '../../shared/models/storage.js';
import { StoreItemReferenceOrder, TemplateOrder } from '../../shared/models/template-orders.js';
import { call, parseXml, seededDocumentId, upload } from '../test-support/test-client.js';
import type { CallResult } from '../test-support/test-client.js';
import { startSandbox } from '../index.js';
import { startTestSandbox } from '../test-support/test-sandbox.js';
import type { TestSandbox } from '../test-support/test-sandbox.js';
import { commerceLists, xmlRoot, xmlToWire } from './test-support/xml-to-json.js';
import { samplePdf, truncatedPdf } from '../../../test/sample-pdfs.js';

const PRESENTATION = '3f473099-3165-4775-a583-8cf178afa74a';
const GROUND = 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db';
const ESL_ORDER_NS = 'http://schemas.mimeo.com/EnterpriseServices/2008/09/OrderService';
/** A Wednesday, 10:00 Central daylight time. */
const NOW = new Date('2026-06-10T15:00:00Z');

let sb: TestSandbox;
let tenPageDocumentId: string;
let brochureId: string;

const api = (method: string, path: string, body?: unknown, accept?: 'json' | 'xml'): Promise<CallResult> =>
  call(sb.url, sb.key, method, path, body, accept ? { accept } : {});

function newYork(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    FirstName: 'Dana',
    LastName: 'Whitfield',
    Street: '460 Park Ave S.',
    City: 'New York',
    StateOrProvince: 'NY',
    PostalCode: '10016',
    Country: 'US',
    IsResidential: false,
    ...overrides,
  };
}

function orderRequest(itemId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    LineItems: [{ Name: 'Deck', StoreItemReference: { Id: itemId }, Quantity: 1 }],
    Recipients: [{ Address: newYork(), ShippingMethodId: GROUND }],
    PaymentMethod: { PaymentMethodType: 1 },
    Options: { AdditionalProcessingHours: 24 },
    ...overrides,
  };
}

function xmlBody(
  res: CallResult,
  root: string,
): { ns: unknown; wire: unknown; raw: Record<string, unknown> } {
  expect(res.status, res.text).toBe(200);
  const { ns, body } = xmlRoot(parseXml(res.text), root);
  return { ns, wire: xmlToWire(body, commerceLists), raw: body };
}

function expectError(res: CallResult, status: number, field: string): void {
  expect(res.status, res.text).toBe(status);
  expect(ServiceErrorBody.parse(res.json).Message).toContain(field);
}

beforeAll(async () => {
  sb = await startTestSandbox({ now: () => NOW });
  const file = FolderUploadResult.parse(
    (await upload(sb.url, sb.key, 'Quotes', { path: samplePdf('annual-report-booklet-12p.pdf') })).json,
  ).Files[0]!;
  const created = await api('POST', '/dir/StorageService/Document?filePath=Quotes', {
    Name: 'Ten Page',
    Product: {
      DocumentTemplateId: PRESENTATION,
      Quantity: 1,
      Content: [{ Source: file.FileId, Range: '[1,10]' }],
    },
  });
  tenPageDocumentId = DocumentFolderResult.parse(created.json).Documents[0]!.FileId;
  brochureId = await seededDocumentId(sb.url, sb.key, 'Spring Open House Brochure');
});

afterAll(async () => {
  await sb?.close();
});

describe('GetQuote', () => {
  it('reproduces the worked example of docs/service-facts.md §8.1 exactly (JSON)', async () => {
    const res = await api('POST', '/ord/Orders/GetQuote', orderRequest(tenPageDocumentId));
    expect(res.status, res.text).toBe(200);
    expect(res.text).toContain('"NonDeliverySubtotal":19.65,');
    const quote = OrderQuote.parse(res.json);
    const [line] = quote.LineItemDetails;
    expect(line?.Price).toBe(14.65);
    expect(line?.OfferingDetails.BindingAndCovers.map((d) => [d.OfferingName, d.Quantity, d.Price])).toEqual([
      ['Matte', 1, 0.65],
      ['Black Vinyl', 1, 0.5],
      ['Comb (Black)', 1, 3.5],
    ]);
    expect(line?.OfferingDetails.PrintOptions.map((d) => [d.OfferingName, d.Quantity, d.Price])).toEqual([
      ['White Paper (28 lb Premium)', 10, 0.01],
      ['Color Printing', 10, 0.99],
    ]);
    const money = quote.FinancialDetail;
    expect(money.NonDeliverySubtotal).toBe(19.65);
    expect(money.DeliverySubtotal).toBe(8.5117);
    expect(money.Subtotal).toBe(28.1617);
    expect(money.TaxSubtotal).toBe(Math.round(28.1617 * 0.08375 * 10_000) / 10_000);
    expect(money.Total).toBe(Math.round((money.Subtotal + money.TaxSubtotal) * 10_000) / 10_000);
    expect(quote.OfferingDetails).toEqual([
      expect.objectContaining({
        OfferingId: 'cca32f91-68d0-43f8-b6d5-1659a60ccbe3',
        Price: 5,
        PricingLevel: 1,
        Quantity: 1,
      }),
    ]);
    expect(quote).toMatchObject({
      CutoffDate: '2026-06-11T02:00:00Z',
      EarliestPossibleShipDate: '2026-06-12T04:59:59Z',
      EarliestExpectedDeliveryDate: '2026-06-12T00:00:00',
      TotalEstimatedPackageCount: 1,
    });
    expect(quote.RecipientDetails[0]).toMatchObject({
      ExpectedShipDate: '2026-06-15T22:59:59Z',
      ExpectedDeliveryDate: '2026-06-18T23:59:00',
      DeliveryCharge: 8.5117,
      Tax: money.TaxSubtotal,
    });
  });

  it('answers in XML with the OrderQuote root, its namespace, grouped offering details and enum names', async () => {
    const { ns, wire, raw } = xmlBody(
      await api('POST', '/ord/Orders/GetQuote', orderRequest(tenPageDocumentId), 'xml'),
      'OrderQuote',
    );
    expect(ns).toBe(ESL_ORDER_NS);
    const quote = OrderQuote.parse(wire);
    expect(quote.LineItemDetails[0]?.Price).toBe(14.65);
    expect(quote.FinancialDetail.NonDeliverySubtotal).toBe(19.65);
    expect(quote.OfferingDetails[0]?.PricingLevel).toBe(1);
    const line = (raw.LineItemDetails as Record<string, Record<string, unknown>>).LineItemQuoteDetail!;
    const groups = (line.OfferingDetails as Record<string, Array<Record<string, unknown>>>)
      .ItemOfferingDetailGroup!;
    expect(groups.map((group) => group.Group)).toEqual(['PrintOptions', 'BindingAndCovers']);
    expect(
      (raw.OfferingDetails as Record<string, Record<string, unknown>>).OrderOfferingQuoteDetail?.PricingLevel,
    ).toBe('Order');
  });

  it('applies discount codes in DiscountDetails and the financial detail', async () => {
    const quote = OrderQuote.parse(
      (
        await api(
          'POST',
          '/ord/Orders/GetQuote',
          orderRequest(tenPageDocumentId, { DiscountCodes: ['WELCOME10', 'FREESHIP'] }),
        )
      ).json,
    );
    expect(quote.DiscountDetails).toEqual([
      expect.objectContaining({
        DiscountCode: 'WELCOME10',
        NonDeliveryDiscountSubtotal: 1.965,
        DeliveryDiscountSubtotal: 0,
      }),
      expect.objectContaining({
        DiscountCode: 'FREESHIP',
        NonDeliveryDiscountSubtotal: 0,
        DeliveryDiscountSubtotal: 8.5117,
      }),
    ]);
    expect(quote.FinancialDetail).toMatchObject({
      NonDeliveryDiscountSubtotal: 1.965,
      DeliveryDiscountSubtotal: 8.5117,
      DiscountSubtotal: 10.4767,
      Subtotal: 17.685,
    });
  });

  it('prices a print file ordered on its own as the standard presentation booklet', async () => {
    const file = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Quotes', { path: samplePdf('business-cards-dana-whitfield.pdf') })).json,
    ).Files[0]!;
    const quote = OrderQuote.parse(
      (await api('POST', '/ord/Orders/GetQuote', orderRequest(file.FileId))).json,
    );
    const line = quote.LineItemDetails[0]!;
    expect(line.OfferingDetails.PrintOptions.map((d) => d.Quantity)).toEqual([2, 2]);
    expect(line.Price).toBe(6.65);
  });

  it('ships to a saved address given by AddressId', async () => {
    const main = RESTAddress.parse((await api('GET', '/add/AddressService/GetUserMainAddress')).json);
    const body = orderRequest(tenPageDocumentId, {
      Recipients: [{ AddressId: main.Id, ShippingMethodId: GROUND }],
    });
    const quote = OrderQuote.parse((await api('POST', '/ord/Orders/GetQuote', body)).json);
    expect(quote.FinancialDetail.TaxSubtotal).toBe(
      Math.round(quote.FinancialDetail.Subtotal * 0.08375 * 10_000) / 10_000,
    );
    const unknown = orderRequest(tenPageDocumentId, {
      Recipients: [{ AddressId: tenPageDocumentId, ShippingMethodId: GROUND }],
    });
    expectError(await api('POST', '/ord/Orders/GetQuote', unknown), 404, 'Recipients[0].AddressId');
  });

  it('quotes a broken print file: no fact says the service refuses one (docs/sandbox-refusals.md)', async () => {
    const broken = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Quotes', { bytes: truncatedPdf(), name: 'truncated.pdf' })).json,
    ).Files[0]!;
    expect(broken.IsBroken).toBe(true);
    const res = await api('POST', '/ord/Orders/GetQuote', orderRequest(broken.FileId));
    expect(res.status, res.text).toBe(200);
    expect(OrderQuote.parse(res.json).LineItemDetails).toHaveLength(1);
  });

  it('shows the price breaks when the same order is quoted at more copies', async () => {
    const unitPrice = async (quantity: number): Promise<number> => {
      const body = orderRequest(tenPageDocumentId, {
        LineItems: [{ Name: 'Deck', StoreItemReference: { Id: tenPageDocumentId }, Quantity: quantity }],
      });
      const line = OrderQuote.parse((await api('POST', '/ord/Orders/GetQuote', body)).json)
        .LineItemDetails[0]!;
      expect(line.Quantity).toBe(quantity);
      return line.Price / quantity;
    };
    expect(await unitPrice(10)).toBeLessThan(await unitPrice(9));
    expect(await unitPrice(50)).toBeLessThan(await unitPrice(10));
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const missing = '6da47f37-c472-4aac-952d-1b34a43f0139';
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [orderRequest(missing), 404, 'LineItems[0].StoreItemReference.Id'],
      [
        orderRequest(tenPageDocumentId, {
          LineItems: [{ StoreItemReference: { Id: tenPageDocumentId }, Quantity: 0 }],
        }),
        400,
        'LineItems[0].Quantity',
      ],
      [
        orderRequest(tenPageDocumentId, {
          LineItems: [{ StoreItemReference: { Id: tenPageDocumentId }, Quantity: 'two' }],
        }),
        400,
        'LineItems[0].Quantity',
      ],
      [orderRequest(tenPageDocumentId, { LineItems: [] }), 400, 'LineItems'],
      [
        orderRequest(tenPageDocumentId, {
          Recipients: [{ Address: newYork({ City: '' }), ShippingMethodId: GROUND }],
        }),
        400,
        'Recipients[0].Address.City',
      ],
      [
        orderRequest(tenPageDocumentId, {
          Recipients: [{ Address: newYork({ PostalCode: ' ' }), ShippingMethodId: GROUND }],
        }),
        400,
        'Recipients[0].Address.PostalCode',
      ],
      [
        orderRequest(tenPageDocumentId, { Recipients: [{ Address: newYork() }] }),
        400,
        'Recipients[0].ShippingMethodId',
      ],
      [
        orderRequest(tenPageDocumentId, { Recipients: [{ Address: newYork(), ShippingMethodId: missing }] }),
        400,
        'Recipients[0].ShippingMethodId',
      ],
      [orderRequest(tenPageDocumentId, { DiscountCodes: ['NOPE'] }), 400, 'DiscountCodes[0]'],
      [
        orderRequest(tenPageDocumentId, { Options: { AdditionalProcessingHours: -1 } }),
        400,
        'Options.AdditionalProcessingHours',
      ],
      [orderRequest(PRESENTATION), 400, 'document template'],
    ];
    for (const [body, status, field] of cases)
      expectError(await api('POST', '/ord/Orders/GetQuote', body), status, field);
  });
});

describe('GetShippingOptions', () => {
  it('lists the methods with their stable ids, commitments and charges (JSON)', async () => {
    const options = ShippingOptions.parse(
      (await api('POST', '/ord/Orders/GetShippingOptions', orderRequest(tenPageDocumentId))).json,
    );
    expect(options.ShipDate).toBe('2026-06-12T04:59:59Z');
    expect(options.AdditionalProcessingHoursAllowed).toBe(24);
    const quotes = options.AvailableDeliveryOptionsPerRecipient[0]!.DeliveryOptionQuotes;
    // A Thursday ship date: every method but the Friday-only Saturday service.
    expect(quotes.map((q) => q.ShippingMethodDetail)).toEqual(shippingMethods.slice(0, 6));
    expect(quotes[0]).toMatchObject({
      DeliveryCommitmentDate: '2026-06-18T23:59:00',
      DeliveryCharge: 8.5117,
    });
  });

  it('answers in XML as OrderAvailableDeliveryOptions', async () => {
    const { ns, wire, raw } = xmlBody(
      await api('POST', '/ord/Orders/GetShippingOptions', orderRequest(tenPageDocumentId), 'xml'),
      'OrderAvailableDeliveryOptions',
    );
    expect(ns).toBe(ESL_ORDER_NS);
    expect(
      ShippingOptions.parse(wire).AvailableDeliveryOptionsPerRecipient[0]?.DeliveryOptionQuotes,
    ).toHaveLength(6);
    expect(
      (raw.AvailableDeliveryOptionsPerRecipient as Record<string, unknown>).RecipientAvailableDeliveryOptions,
    ).toBeDefined();
  });

  it('needs no shipping method yet but still checks the address', async () => {
    expect(
      (
        await api(
          'POST',
          '/ord/Orders/GetShippingOptions',
          orderRequest(tenPageDocumentId, { Recipients: [{ Address: newYork() }] }),
        )
      ).status,
    ).toBe(200);
    expectError(
      await api(
        'POST',
        '/ord/Orders/GetShippingOptions',
        orderRequest(tenPageDocumentId, { Recipients: [{ Address: newYork({ Street: null }) }] }),
      ),
      400,
      'Recipients[0].Address.Street',
    );
  });
});

describe('PlaceOrder and GetOrderHistory', () => {
  it('places an order, counts the store item as used, and finds the order in its history (JSON)', async () => {
    const before = StoreItem.parse(
      (await api('POST', '/dir/StorageService/GetStoreItem', { ItemId: brochureId })).json,
    );
    const res = await api(
      'POST',
      '/ord/Orders/PlaceOrder',
      orderRequest(brochureId, { DiscountCodes: ['WELCOME10'] }),
    );
    expect(res.status, res.text).toBe(200);
    const receipt = OrderReceipt.parse(res.json);
    expect(receipt.OrderFriendlyId).toMatch(/^00-\d{4}-\d{5}-\d{5}$/);
    expect(receipt.LineItemDetails[0]?.LineItemFriendlyId).toMatch(
      new RegExp(`^01-${receipt.OrderFriendlyId.slice(3, 7)}-\\d{5}-\\d{5}$`),
    );
    expect(receipt).toMatchObject({ Status: 1, Submitted: NOW.toISOString() });
    const after = StoreItem.parse(
      (await api('POST', '/dir/StorageService/GetStoreItem', { ItemId: brochureId })).json,
    );
    expect(after.NumberOfTimesUsedInAnOrder).toBe(before.NumberOfTimesUsedInAnOrder + 1);
    expect(after.LastUsed).toBe(NOW.toISOString());

    const history = OrderHistoryEntry.parse(
      (await api('GET', `/ord/Orders/${receipt.OrderFriendlyId}/GetOrderHistory`)).json,
    );
    expect(history.Order).toMatchObject({
      FriendlyId: receipt.OrderFriendlyId,
      Id: receipt.OrderId,
      Status: 1,
      Name: receipt.OrderFriendlyId,
    });
    expect(history.Order.LineItems[0]).toMatchObject({ Name: 'Deck', DefaultRecipientQuantity: 1 });
    expect(history.Order.Recipients[0]?.ShippingDetails).toMatchObject({
      ShippingMethodId: GROUND,
      ShippingMethodName: 'Ground',
    });
    expect(history.Order.Discounts.map((d) => d.Code)).toEqual(['WELCOME10']);
    expect(history.Receipt?.FinancialDetail).toEqual(receipt.FinancialDetail);
  });

  it('answers both in XML: OrderReceipt and OrderHistoryEntry with their namespaces and status names', async () => {
    const placed = xmlBody(
      await api('POST', '/ord/Orders/PlaceOrder', orderRequest(tenPageDocumentId), 'xml'),
      'OrderReceipt',
    );
    expect(placed.ns).toBe(ESL_ORDER_NS);
    expect(placed.raw.Status).toBe('Submitted');
    const receipt = OrderReceipt.parse(placed.wire);
    expect(receipt.LineItemDetails[0]?.Price).toBe(14.65);
    const history = xmlBody(
      await api('GET', `/ord/Orders/${receipt.OrderFriendlyId}/GetOrderHistory`, undefined, 'xml'),
      'OrderHistoryEntry',
    );
    expect(history.ns).toBe('http://schemas.mimeo.com/EnterpriseServices/2008/09/OrderHistoryService');
    const entry = OrderHistoryEntry.parse(history.wire);
    expect(entry.Order.FriendlyId).toBe(receipt.OrderFriendlyId);
    expect(entry.Receipt?.FinancialDetail.Total).toBe(receipt.FinancialDetail.Total);
  });

  it('places concurrent orders with distinct friendly ids and counts every use', async () => {
    const before = StoreItem.parse(
      (await api('POST', '/dir/StorageService/GetStoreItem', { ItemId: tenPageDocumentId })).json,
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, () => api('POST', '/ord/Orders/PlaceOrder', orderRequest(tenPageDocumentId))),
    );
    const ids = results.map((res) => OrderReceipt.parse(res.json).OrderFriendlyId);
    expect(new Set(ids).size).toBe(6);
    const after = StoreItem.parse(
      (await api('POST', '/dir/StorageService/GetStoreItem', { ItemId: tenPageDocumentId })).json,
    );
    expect(after.NumberOfTimesUsedInAnOrder).toBe(before.NumberOfTimesUsedInAnOrder + 6);
  });

  it('has the seeded orders in history, each valid against the wire model', async () => {
    expect(sb.orderFriendlyIds.length).toBeGreaterThanOrEqual(3);
    for (const friendlyId of sb.orderFriendlyIds) {
      const entry = OrderHistoryEntry.parse(
        (await api('GET', `/ord/Orders/${friendlyId}/GetOrderHistory`)).json,
      );
      expect(entry.Order.FriendlyId).toBe(friendlyId);
      expect(entry.Order.LineItems.length).toBeGreaterThan(0);
      expect(Date.parse(entry.Order.Created ?? '')).toBeLessThan(NOW.getTime());
    }
  });

  it('requires a payment method to place an order', async () => {
    expectError(
      await api(
        'POST',
        '/ord/Orders/PlaceOrder',
        orderRequest(tenPageDocumentId, { PaymentMethod: undefined }),
      ),
      400,
      'PaymentMethod.PaymentMethodType',
    );
  });

  it('refuses a malformed friendly id and does not find an unknown one or another user’s', async () => {
    expectError(await api('GET', '/ord/Orders/12345/GetOrderHistory'), 400, 'orderFriendlyId');
    expect((await api('GET', '/ord/Orders/00-0000-00000-00000/GetOrderHistory')).status).toBe(404);
    const other = await sb.addUser();
    const res = await call(sb.url, other.key, 'GET', `/ord/Orders/${sb.orderFriendlyIds[0]}/GetOrderHistory`);
    expect(res.status).toBe(404);
  });
});

describe('order templates and item quotes', () => {
  it('gives a blank store-item-reference order addressed to the main address (JSON and XML)', async () => {
    const order = StoreItemReferenceOrder.parse(
      (await api('GET', '/ord/Orders/NewStoreItemReferenceOrder')).json,
    );
    expect(order.LineItems[0]).toMatchObject({
      Quantity: 1,
      StoreItemReference: { Id: '00000000-0000-0000-0000-000000000001' },
    });
    expect(order.Recipients[0]?.Address).toMatchObject({ Street: '460 Park Ave S.', PostalCode: '10016' });
    expect(order.Recipients[0]?.ShippingMethodId).toBe(GROUND);
    expect(order.SpecialInstructionCodes).toEqual([{ Code: '' }]);
    const xml = xmlBody(
      await api('GET', '/ord/orders/newstoreitemreferenceorder', undefined, 'xml'),
      'RESTStoreItemReferenceOrder',
    );
    expect(xml.ns).toBe('http://schemas.mimeo.com/MimeoConnect/2012/02/Orders');
    const fromXml = StoreItemReferenceOrder.parse(xml.wire);
    expect(fromXml.PaymentMethod?.PaymentMethodType).toBe(1);
    expect(fromXml.SpecialInstructionCodes).toEqual([{ Code: '' }]);
  });

  it('gives a product order template for a document template, and refuses unknown ones', async () => {
    const order = TemplateOrder.parse(
      (await api('GET', `/ord/Orders/NewProduct/Custom/${PRESENTATION}`)).json,
    );
    expect(order.Product).toEqual({ ApplicationId: PRESENTATION, Quantity: 1 });
    const xml = xmlBody(
      await api('GET', `/ord/Orders/NewProduct/custom/${PRESENTATION}`, undefined, 'xml'),
      'RESTTemplateOrder',
    );
    expect(TemplateOrder.parse(xml.wire).Product?.ApplicationId).toBe(PRESENTATION);
    expectError(await api('GET', `/ord/Orders/NewProduct/Poster/${PRESENTATION}`), 400, 'template');
    expectError(
      await api('GET', '/ord/Orders/NewProduct/Custom/6da47f37-c472-4aac-952d-1b34a43f0139'),
      404,
      '6da47f37',
    );
    expectError(await api('GET', '/ord/Orders/NewProduct/Custom/not-a-guid'), 400, 'documentTemplateId');
  });

  it('quotes the template’s standard product: the presentation’s 10 pages cost 14.65 (JSON and XML)', async () => {
    const quote = ItemQuote.parse(
      (
        await api('POST', '/ord/Orders/GetItemQuote/Template', {
          Product: { ApplicationId: PRESENTATION, Quantity: 1 },
        })
      ).json,
    );
    expect(quote.PricingDetails).toMatchObject({ Price: 14.65, ListPrice: 14.65 });
    expect(quote.OfferingDetails.BindingAndCovers).toHaveLength(3);
    expect(quote.Measurements).toMatchObject({ Length: 11, Width: 8.5, Weight: 0.49 });
    const xml = xmlBody(
      await api(
        'POST',
        '/ord/Orders/GetItemQuote/Template',
        { Product: { ApplicationId: PRESENTATION, Quantity: 1 } },
        'xml',
      ),
      'ItemQuote',
    );
    expect(ItemQuote.parse(xml.wire).PricingDetails.Price).toBe(14.65);
  });

  it('quotes given sections or one of the caller’s documents, at quantity price breaks', async () => {
    const file = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Quotes', { path: samplePdf('annual-report-booklet-12p.pdf') })).json,
    ).Files[0]!;
    const sections = {
      ApplicationId: PRESENTATION,
      Quantity: 10,
      Content: [
        { Source: file.FileId, Range: '[1,5]' },
        { Source: file.FileId, Range: '[1,5]' },
      ],
    };
    const combined = ItemQuote.parse(
      (await api('POST', '/ord/Orders/GetItemQuote/Template', { Product: sections })).json,
    );
    expect(combined.OfferingDetails.Other.map((d) => d.OfferingName)).toEqual(['Print File Combination']);
    expect(combined.PricingDetails.Price).toBeLessThan(combined.PricingDetails.ListPrice);
    const document = ItemQuote.parse(
      (
        await api('POST', '/ord/Orders/GetItemQuote/Template', {
          Product: { ApplicationId: tenPageDocumentId, Quantity: 1 },
        })
      ).json,
    );
    expect(document.PricingDetails.Price).toBe(14.65);
  });

  it('quotes sections of a broken print file and ranges past the last page as written (docs/sandbox-refusals.md)', async () => {
    const broken = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Quotes', { bytes: truncatedPdf(), name: 'truncated.pdf' })).json,
    ).Files[0]!;
    const res = await api('POST', '/ord/Orders/GetItemQuote/Template', {
      Product: {
        ApplicationId: PRESENTATION,
        Quantity: 1,
        Content: [{ Source: broken.FileId, Range: '[1,10]' }],
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(ItemQuote.parse(res.json).PricingDetails.Price).toBe(14.65);
  });

  it('refuses a bad item quote request, naming the field', async () => {
    const quote = (product: unknown) =>
      api('POST', '/ord/Orders/GetItemQuote/Template', { Product: product });
    expectError(await quote({ ApplicationId: PRESENTATION, Quantity: 0 }), 400, 'Product.Quantity');
    expectError(await quote({ Quantity: 1 }), 400, 'Product.ApplicationId');
    expectError(
      await quote({ ApplicationId: '6da47f37-c472-4aac-952d-1b34a43f0139', Quantity: 1 }),
      404,
      'Product.ApplicationId',
    );
    expectError(
      await quote({
        ApplicationId: PRESENTATION,
        Quantity: 1,
        Content: [{ Source: tenPageDocumentId, Range: '[1,2]' }],
      }),
      404,
      'Product.Content[0].Source',
    );
    expectError(await api('POST', '/ord/Orders/GetItemQuote/Template', {}), 400, 'Product');
  });
});

describe('restart', () => {
  it('keeps placed orders and addresses in the data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-commerce-'));
    try {
      const first = await startSandbox({ dataDir, now: () => NOW });
      const documents = StoreItemSearchResult.parse(
        (await call(first.url, first.key, 'POST', '/dir/StorageService/FindStoreItems', { Type: 'Document' }))
          .json,
      );
      const placed = await call(
        first.url,
        first.key,
        'POST',
        '/ord/Orders/PlaceOrder',
        orderRequest(documents.Items[0]!.Id),
      );
      const friendlyId = OrderReceipt.parse(placed.json).OrderFriendlyId;
      await first.close();
      const second = await startSandbox({ dataDir, now: () => NOW });
      try {
        expect(second.orderFriendlyIds).toContain(friendlyId);
        const history = await call(
          second.url,
          second.key,
          'GET',
          `/ord/Orders/${friendlyId}/GetOrderHistory`,
        );
        expect(OrderHistoryEntry.parse(history.json).Order.FriendlyId).toBe(friendlyId);
        expect(
          (await call(second.url, second.key, 'GET', '/add/AddressService/GetUserMainAddress')).status,
        ).toBe(200);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('fault injection by operation name', () => {
  it('fails only the named commerce operation', async () => {
    sb.setFaults({ rate: 1, kinds: ['503'], routes: ['GetQuote'], seed: 1 });
    try {
      expect((await api('POST', '/ord/Orders/GetQuote', orderRequest(tenPageDocumentId))).status).toBe(503);
      expect(
        (await api('POST', '/ord/Orders/GetShippingOptions', orderRequest(tenPageDocumentId))).status,
      ).toBe(200);
    } finally {
      sb.setFaults(null);
    }
  });
});
