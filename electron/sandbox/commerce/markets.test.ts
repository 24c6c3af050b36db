/**
 * The sandbox in each market, over real HTTP: prices in the market's currency from its own price
 * tables, VAT as the tax of UK and German deliveries, local shipping names, metric sizes, the
 * market's business calendar, and a data folder that keeps its market.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTAddress } from '../../shared/models/addresses.js';
import { StoreItemLevelOfDetail } from '../../shared/models/enums.js';
import { DocumentFolderResult } from '../../shared/models/documents.js';
import { OrderHistoryEntry } from '../../shared/models/order-history.js';
import { ItemQuote, OrderQuote, ShippingOptions } from '../../shared/models/quotes.js';
import { FolderUploadResult, StoreItem } from '../../shared/models/storage.js';
import type { MarketId } from '../../shared/models/markets.js';
import { startSandbox } from '../index.js';
import { call, upload } from '../test-support/test-client.js';
import { startTestSandbox } from '../test-support/test-sandbox.js';
import type { TestSandbox } from '../test-support/test-sandbox.js';
import { samplePdf } from '../../../test/sample-pdfs.js';

const PRESENTATION = '3f473099-3165-4775-a583-8cf178afa74a';
/** The standard method's id, the same in every market. */
const STANDARD = 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db';
/** A Wednesday: 16:00 in London, 17:00 in Berlin. */
const NOW = new Date('2026-06-10T15:00:00Z');

const round4 = (value: number): number => Math.round(value * 10_000) / 10_000;

interface MarketSandbox {
  sandbox: TestSandbox;
  /** A 10-page presentation booklet. */
  documentId: string;
  main: RESTAddress;
}

async function marketSandbox(market: MarketId, now = NOW): Promise<MarketSandbox> {
  const sandbox = await startTestSandbox({ market, now: () => now });
  const file = FolderUploadResult.parse(
    (
      await upload(sandbox.url, sandbox.key, 'Quotes', {
        path: samplePdf('annual-report-booklet-12p.pdf'),
      })
    ).json,
  ).Files[0]!;
  const created = await call(
    sandbox.url,
    sandbox.key,
    'POST',
    '/dir/StorageService/Document?filePath=Quotes',
    {
      Name: 'Ten Page',
      Product: {
        DocumentTemplateId: PRESENTATION,
        Quantity: 1,
        Content: [{ Source: file.FileId, Range: '[1,10]' }],
      },
    },
  );
  const main = RESTAddress.parse(
    (await call(sandbox.url, sandbox.key, 'GET', '/add/AddressService/GetUserMainAddress')).json,
  );
  return { sandbox, documentId: DocumentFolderResult.parse(created.json).Documents[0]!.FileId, main };
}

function quoteRequest(
  { documentId, main }: MarketSandbox,
  address: Record<string, unknown> = { ...main },
): Record<string, unknown> {
  return {
    LineItems: [{ Name: 'Deck', StoreItemReference: { Id: documentId }, Quantity: 1 }],
    Recipients: [{ Address: address, ShippingMethodId: STANDARD }],
    PaymentMethod: { PaymentMethodType: 1 },
  };
}

async function quote(market: MarketSandbox, address?: Record<string, unknown>): Promise<OrderQuote> {
  const { url, key } = market.sandbox;
  const res = await call(url, key, 'POST', '/ord/Orders/GetQuote', quoteRequest(market, address));
  expect(res.status, res.text).toBe(200);
  return OrderQuote.parse(res.json);
}

describe('the UK sandbox', () => {
  let uk: MarketSandbox;
  beforeAll(async () => {
    uk = await marketSandbox('uk');
  });
  afterAll(async () => {
    await uk?.sandbox.close();
  });

  it('says it serves the UK in pounds', () => {
    expect([uk.sandbox.market, uk.sandbox.currency]).toEqual(['uk', 'GBP']);
  });

  it('seeds a main address in London', () => {
    expect(uk.main).toMatchObject({ City: 'London', Country: 'GB', PostalCode: 'EC1R 0DP' });
  });

  it('quotes in pounds from its own price list, with 20 % VAT as the tax of a British delivery', async () => {
    const quoted = await quote(uk);
    const [line] = quoted.LineItemDetails;
    expect(line?.Price).toBe(11.75);
    expect(line?.OfferingDetails.PrintOptions.map((d) => [d.OfferingName, d.Quantity, d.Price])).toEqual([
      ['White Paper (100 gsm Premium)', 10, 0.01],
      ['Colour Printing', 10, 0.79],
    ]);
    expect(quoted.OfferingDetails[0]).toMatchObject({ Price: 4 });
    const money = quoted.FinancialDetail;
    expect(money.NonDeliverySubtotal).toBe(15.75);
    // 6.50 a parcel and 0.40 a kilogram: ten A4 pages and the covers weigh 0.222 kg.
    expect(money.DeliverySubtotal).toBe(6.5888);
    expect(money.Subtotal).toBe(22.3388);
    expect(money.TaxSubtotal).toBe(round4(22.3388 * 0.2));
    expect(quoted.RecipientDetails[0]?.Tax).toBe(money.TaxSubtotal);
    expect(money.Total).toBe(round4(money.Subtotal + money.TaxSubtotal));
  });

  it('charges no VAT on a delivery out of the UK', async () => {
    const quoted = await quote(uk, {
      FirstName: 'Dana',
      LastName: 'Whitfield',
      Street: '460 Park Ave S.',
      City: 'New York',
      StateOrProvince: 'NY',
      PostalCode: '10016',
      Country: 'US',
    });
    expect(quoted.FinancialDetail.TaxSubtotal).toBe(0);
  });

  it('offers its own shipping methods, dated on London time', async () => {
    const res = await call(
      uk.sandbox.url,
      uk.sandbox.key,
      'POST',
      '/ord/Orders/GetShippingOptions',
      quoteRequest(uk),
    );
    const options = ShippingOptions.parse(res.json);
    const offered = options.AvailableDeliveryOptionsPerRecipient[0]!.DeliveryOptionQuotes;
    expect(offered.map((option) => option.ShippingMethodDetail.Name)).toEqual([
      'Standard Delivery',
      'Two Working Days',
      'Next Working Day',
      'Next Working Day by 12:00',
      'Next Working Day by 09:00',
    ]);
    expect(offered[0]?.ShippingMethodDetail.Id).toBe(STANDARD);
    // Thursday 23:59:59 in London (BST, UTC+1).
    expect(options.ShipDate).toBe('2026-06-11T22:59:59Z');
    const quoted = await quote(uk);
    expect(quoted.CutoffDate).toBe('2026-06-10T20:00:00Z');
  });

  it('measures its A4 presentation in millimetres and kilograms', async () => {
    const res = await call(uk.sandbox.url, uk.sandbox.key, 'POST', '/ord/Orders/GetItemQuote/Template', {
      Product: { ApplicationId: PRESENTATION, Quantity: 1 },
    });
    expect(ItemQuote.parse(res.json).Measurements).toMatchObject({ Width: 210, Length: 297, Weight: 0.222 });
    const template = StoreItem.parse(
      (
        await call(uk.sandbox.url, uk.sandbox.key, 'POST', '/dir/StorageService/GetStoreItem', {
          ItemId: PRESENTATION,
          LevelOfDetail: StoreItemLevelOfDetail.values.IncludeDescription,
        })
      ).json,
    );
    expect(template.Description).toContain('A4');
    expect(template.Description).toContain('100 gsm');
  });

  it('has seeded orders priced in its own list', async () => {
    const [first] = uk.sandbox.orderFriendlyIds;
    const res = await call(uk.sandbox.url, uk.sandbox.key, 'GET', `/ord/Orders/${first}/GetOrderHistory`);
    const history = OrderHistoryEntry.parse(res.json);
    expect(history.Order.Recipients[0]?.Address?.Country).toBe('GB');
    expect(history.Order.Recipients[0]?.ShippingDetails?.ShippingMethodName).toBe('Standard Delivery');
    expect(history.Receipt?.FinancialDetail.TaxSubtotal).toBeGreaterThan(0);
  });
});

describe('the German sandbox', () => {
  let de: MarketSandbox;
  beforeAll(async () => {
    de = await marketSandbox('de');
  });
  afterAll(async () => {
    await de?.sandbox.close();
  });

  it('quotes in euros with 19 % VAT, German names and Berlin time', async () => {
    expect([de.sandbox.market, de.sandbox.currency]).toEqual(['de', 'EUR']);
    expect(de.main).toMatchObject({ City: 'Berlin', Country: 'DE' });
    const quoted = await quote(de);
    const [line] = quoted.LineItemDetails;
    expect(line?.Price).toBe(13.25);
    expect(line?.OfferingDetails.PrintOptions.map((d) => d.OfferingName)).toEqual([
      'Premium-Weiß 100 g/m²',
      'Farbdruck',
    ]);
    const money = quoted.FinancialDetail;
    expect(money.NonDeliverySubtotal).toBe(17.75);
    expect(money.DeliverySubtotal).toBe(5.9666);
    expect(money.TaxSubtotal).toBe(round4(money.Subtotal * 0.19));
    // 21:00 in Berlin (CEST, UTC+2).
    expect(quoted.CutoffDate).toBe('2026-06-10T19:00:00Z');
  });

  it('ships nothing on Good Friday or Easter Monday', async () => {
    // Thursday before Easter 2026, 10:00 in Berlin: the next business day is Tuesday.
    const easter = await marketSandbox('de', new Date('2026-04-02T08:00:00Z'));
    try {
      const quoted = await quote(easter);
      expect(quoted.CutoffDate).toBe('2026-04-02T19:00:00Z');
      expect(quoted.EarliestPossibleShipDate).toBe('2026-04-07T21:59:59Z');
    } finally {
      await easter.sandbox.close();
    }
  });
});

describe('a sandbox data folder', () => {
  it('keeps the market it was first started in and refuses another, naming both', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-market-folder-'));
    try {
      const first = await startSandbox({ dataDir, market: 'uk', seed: false });
      await first.close();
      const again = await startSandbox({ dataDir, seed: false });
      expect([again.market, again.currency]).toEqual(['uk', 'GBP']);
      await again.close();
      await expect(startSandbox({ dataDir, market: 'de', seed: false })).rejects.toThrow(
        /serves the United Kingdom market \(--market uk\), not Germany/,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
