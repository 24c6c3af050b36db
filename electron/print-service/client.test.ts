import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPrintServiceClient } from './client.js';
import type { PrintServiceClient } from './client.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import {
  FolderLevelOfDetail,
  OrderStatus,
  StoreItemLevelOfDetail,
  WellKnownFolder,
  shippingMethods,
} from '../shared/models/enums.js';
import { storeItemTypes } from '../shared/models/storage.js';
import type { OrderRequest } from '../shared/models/order-requests.js';

const ground = shippingMethods.find((m) => m.Name === 'Ground')!;
import { sampleOrderRequest } from './test-support/sample-order.js';
import { sendJson, startScriptedServer } from './test-support/scripted-servers.js';

const rig = sandboxForFile();

/** Runs a call that must fail and returns its PrintServiceError. */
async function failure(call: Promise<unknown>): Promise<PrintServiceError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`expected a failure, got ${JSON.stringify(outcome.value).slice(0, 200)}`);
  expect(outcome.error).toBeInstanceOf(PrintServiceError);
  return outcome.error as PrintServiceError;
}

/** A rig.client that makes exactly one attempt, so each fault shows as its own error. */
function singleShot(baseUrl = rig.sandbox.url, key = rig.sandbox.key, timeouts = {}): PrintServiceClient {
  return createPrintServiceClient({ baseUrl, key, retries: { retries: 0 }, timeouts });
}

describe('storage operations against the sandbox', () => {
  it('reads the print-file inbox by its well-known role', async () => {
    const inbox = await rig.client.storage.getFolder({
      WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder,
      LevelOfDetail: FolderLevelOfDetail.values.All,
    });
    expect(inbox.Id).toMatch(/^[0-9a-f-]{36}$/);
    expect(inbox.Name).not.toBe('');
    expect(Array.isArray(inbox.SubFolders)).toBe(true);
  });

  it('creates a folder, renames it with UpdateFolder and reads it back with GetFolder', async () => {
    const inbox = await rig.client.storage.getFolder({
      WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder,
    });
    const parentId = inbox.ParentFolderId ?? inbox.Id;
    const name = `Client test ${randomUUID().slice(0, 8)}`;
    const created = await rig.client.storage.createFolder({
      ParentFolderId: parentId,
      Name: name,
      Description: 'made by rig.client.test',
    });
    expect(created.Name).toBe(name);
    expect(created.ParentFolderId).toBe(parentId);

    await expect(
      rig.client.storage.updateFolder({ FolderId: created.Id, Name: `${name} renamed` }),
    ).resolves.toBeUndefined();
    const read = await rig.client.storage.getFolder({
      FolderId: created.Id,
      LevelOfDetail: FolderLevelOfDetail.values.Basic,
    });
    expect(read.Name).toBe(`${name} renamed`);
  });

  it('searches store items page by page and reads one with GetStoreItem', async () => {
    const page = await rig.client.storage.findStoreItems({
      PageInfo: { PageSize: 2, PageNumber: 1 },
      LevelOfDetail: StoreItemLevelOfDetail.values.All,
    });
    expect(page.TotalItemCount).toBeGreaterThan(2);
    expect(page.Items).toHaveLength(2);
    const item = await rig.client.storage.getStoreItem({
      ItemId: page.Items[0]!.Id,
      LevelOfDetail: StoreItemLevelOfDetail.values.All,
    });
    expect(item.Id).toBe(page.Items[0]!.Id);
    expect(item.Name).toBe(page.Items[0]!.Name);
  });

  it('makes a document from a template, stores, updates and renders it', async () => {
    const blank = await rig.client.storage.newDocument(rig.sandbox.documentTemplateIds[0]!);
    expect(blank.Product?.DocumentTemplateId).toBe(rig.sandbox.documentTemplateIds[0]);
    const files = await rig.client.storage.findStoreItems({
      Type: storeItemTypes.printFile,
      PageInfo: { PageSize: 1, PageNumber: 1 },
    });
    const source = files.Items[0]!;
    const document = {
      Name: `Client test document ${randomUUID().slice(0, 8)}`,
      Product: {
        DocumentTemplateId: blank.Product!.DocumentTemplateId!,
        Template: blank.Product!.Template,
        Quantity: 1,
        Content: [{ Source: source.Id, Range: '[1,1]' }],
      },
    };
    const saved = await rig.client.storage.createDocument('Client tests/Documents', document);
    expect(saved.Id).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.Name).toBe(document.Name);

    await expect(
      rig.client.storage.updateDocument({ ...document, Id: saved.Id, Description: 'updated' }),
    ).resolves.toBeUndefined();
    const xml = await rig.client.storage.getDocumentXml({ ...document, Id: saved.Id });
    expect(xml).toContain('<');
  });

  it('deletes a print file and a document: they leave searches, GetStoreItem reports IsDeleted', async () => {
    const folder = `Client tests/Delete ${randomUUID().slice(0, 8)}`;
    const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');
    const uploaded = await rig.client.storage.uploadFile(folder, {
      stream: Readable.from([bytes]),
      size: bytes.length,
      name: 'to delete #1.pdf',
    });
    const file = uploaded.Files[0]!;
    const document = {
      Name: 'Document to delete',
      Product: {
        DocumentTemplateId: rig.sandbox.documentTemplateIds[0]!,
        Content: [{ Source: (await firstPrintFile()).Id, Range: '[1,1]' }],
      },
    };
    const saved = await rig.client.storage.createDocument(folder, document);

    await rig.client.storage.deletePrintFile(folder, file.Name);
    await rig.client.storage.deleteDocument(folder, saved.Id);
    const left = await rig.client.storage.findStoreItems({ SearchString: 'to delete' });
    expect(left.Items.map((i) => i.Id)).not.toContain(file.FileId);
    expect(left.Items.map((i) => i.Id)).not.toContain(saved.Id);
    expect((await rig.client.storage.getStoreItem({ ItemId: saved.Id })).IsDeleted).toBe(true);

    const again = await failure(rig.client.storage.deletePrintFile(folder, file.Name));
    expect(again.kind).toBe('not-found');
    const bad = await failure(rig.client.storage.deletePrintFile(folder, 'a/b.pdf'));
    expect(bad).toMatchObject({ kind: 'invalid-request', requestSent: false });
    const badId = await failure(rig.client.storage.deleteDocument(folder, 'not-a-guid'));
    expect(badId).toMatchObject({ kind: 'invalid-request', requestSent: false });
  });
});

async function firstPrintFile() {
  const files = await rig.client.storage.findStoreItems({
    Type: storeItemTypes.printFile,
    PageInfo: { PageSize: 1, PageNumber: 1 },
  });
  return files.Items[0]!;
}

function orderFor(quantity: number): Promise<OrderRequest> {
  return sampleOrderRequest(rig.client, {
    quantity,
    shippingMethodId: ground.Id,
    options: { AdditionalProcessingHours: 24 },
  });
}

describe('order, address and account operations against the sandbox', () => {
  it('reads the calling user', async () => {
    const user = await rig.client.account.getUser();
    expect(user.Id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.Email).toContain('@');
  });

  it('reads the main address and creates another one', async () => {
    const main = await rig.client.addresses.getUserMainAddress();
    expect(main.IsUserMainAddress).toBe(true);
    const created = await rig.client.addresses.createAddress({
      FirstName: 'Sam',
      LastName: 'Okafor',
      Street: '10226 Signal Hill RD',
      City: 'Austin',
      StateOrProvince: 'TX',
      PostalCode: '78737',
      Country: 'US',
      IsResidential: true,
    });
    expect(created.Id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.City).toBe('Austin');
  });

  it('gives the empty order templates', async () => {
    const order = await rig.client.orders.newStoreItemReferenceOrder();
    expect(order.LineItems.length).toBeGreaterThan(0);
    const product = await rig.client.orders.newProduct('custom', rig.sandbox.documentTemplateIds[0]!);
    expect(product.Product).not.toBeNull();
  });

  it('quotes one product from a document template', async () => {
    const product = await rig.client.orders.newProduct('custom', rig.sandbox.documentTemplateIds[0]!);
    const quote = await rig.client.orders.getItemQuote({
      Product: { ApplicationId: product.Product!.ApplicationId!, Quantity: 10 },
    });
    expect(quote.PricingDetails.Price).toBeGreaterThan(0);
    const details = Object.values(quote.OfferingDetails).flat();
    expect(details.length).toBeGreaterThan(0);
  });

  it('lists shipping options, quotes the order, places it and reads its history', async () => {
    const request = await orderFor(2);
    const options = await rig.client.orders.getShippingOptions(request);
    const quotes = options.AvailableDeliveryOptionsPerRecipient[0]!.DeliveryOptionQuotes;
    expect(quotes.map((q) => q.ShippingMethodDetail.Name)).toContain('Ground');

    const quote = await rig.client.orders.getQuote(request);
    expect(quote.FinancialDetail.Total).toBeGreaterThan(0);
    expect(quote.LineItemDetails).toHaveLength(1);

    const receipt = await rig.client.orders.placeOrder(request);
    expect(receipt.OrderFriendlyId).toMatch(/^\d{2}-\d{4}-\d{5}-\d{5}$/);
    expect(receipt.Status).toBe(OrderStatus.values.Submitted);

    const history = await rig.client.orders.getOrderHistory(receipt.OrderFriendlyId);
    expect(history.Order.FriendlyId).toBe(receipt.OrderFriendlyId);
    expect(history.Receipt?.FinancialDetail.Total).toBeCloseTo(receipt.FinancialDetail.Total, 3);
  });

  it('reads the history of a seeded order and refuses an unknown one as not-found', async () => {
    const history = await rig.client.orders.getOrderHistory(rig.sandbox.orderFriendlyIds[0]!);
    expect(history.Order.FriendlyId).toBe(rig.sandbox.orderFriendlyIds[0]);
    const error = await failure(rig.client.orders.getOrderHistory('00-0000-00000-00000'));
    expect(error.kind).toBe('not-found');
  });
});

describe('errors from the sandbox', () => {
  it('refuses a wrong key as auth, with the service message and without the key', async () => {
    const wrongKey = 'f'.repeat(32);
    const wrong = singleShot(rig.sandbox.url, wrongKey);
    const error = await failure(wrong.storage.findStoreItems({}));
    await wrong.close();
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.retryable).toBe(false);
    expect(error.serviceCode).toBeTruthy();
    expect(error.serviceMessage).toBeTruthy();
    expect(error.message).toContain(error.serviceMessage!.replace(/[.\s]+$/, ''));
    expect(error.message).not.toContain(wrongKey);
  });

  it('reports an unknown store item as not-found', async () => {
    const error = await failure(rig.client.storage.getStoreItem({ ItemId: randomUUID() }));
    expect(error.kind).toBe('not-found');
    expect(error.status).toBe(404);
    expect(error.operation).toBe('GetStoreItem');
  });

  it('reports a request the service refuses as invalid-request with its ErrorCode', async () => {
    const inbox = await rig.client.storage.getFolder({
      WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder,
    });
    const error = await failure(rig.client.storage.createFolder({ ParentFolderId: inbox.Id, Name: 'a/b' }));
    expect(error.kind).toBe('invalid-request');
    expect(error.status).toBe(400);
    expect(error.serviceCode).toBeTruthy();
    expect(error.retryable).toBe(false);
  });

  it('refuses a malformed request before sending it, naming the field', async () => {
    const error = await failure(rig.client.storage.getStoreItem({ ItemId: 'not-a-guid' }));
    expect(error.kind).toBe('invalid-request');
    expect(error.requestSent).toBe(false);
    expect(error.fields).toEqual(['ItemId']);
    expect(error.message).toContain('ItemId');
  });

  it.each([
    ['500', 'server', 500],
    ['503', 'server', 503],
    ['429', 'rate-limited', 429],
  ] as const)('maps an injected %s to %s', async (fault, kind, status) => {
    rig.sandbox.setFaults({ rate: 1, kinds: [fault], routes: ['FindStoreItems'] });
    const once = singleShot();
    try {
      const error = await failure(once.storage.findStoreItems({}));
      expect(error.kind).toBe(kind);
      expect(error.status).toBe(status);
      expect(error.retryable).toBe(true);
      if (fault === '429') expect(error.retryAfterMs).toBe(1000);
    } finally {
      rig.sandbox.setFaults(null);
      await once.close();
    }
  });

  it('maps a connection dropped by the service to network, flagged as possibly sent', async () => {
    rig.sandbox.setFaults({ rate: 1, kinds: ['reset-before'], routes: ['FindStoreItems'] });
    const once = singleShot();
    try {
      const error = await failure(once.storage.findStoreItems({}));
      expect(error.kind).toBe('network');
      expect(error.retryable).toBe(true);
      expect(error.requestSent).toBe(true);
    } finally {
      rig.sandbox.setFaults(null);
      await once.close();
    }
  });

  it('maps a slow answer to timeout', async () => {
    rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['FindStoreItems'], delayMs: 3000 });
    const impatient = singleShot(rig.sandbox.url, rig.sandbox.key, { headersMs: 300 });
    try {
      const error = await failure(impatient.storage.findStoreItems({}));
      expect(error.kind).toBe('timeout');
      expect(error.retryable).toBe(true);
    } finally {
      rig.sandbox.setFaults(null);
      await impatient.close();
    }
  });

  it('retries an idempotent read through injected faults until it succeeds', async () => {
    // Seeded plan: the same sequence of faults on every run; half of the attempts fail.
    rig.sandbox.setFaults({ rate: 0.5, kinds: ['503'], routes: ['FindStoreItems'], seed: 7 });
    const patient = createPrintServiceClient({
      baseUrl: rig.sandbox.url,
      key: rig.sandbox.key,
      retries: { retries: 6, baseDelayMs: 1, maxDelayMs: 5 },
    });
    try {
      for (let i = 0; i < 5; i++) {
        const page = await patient.storage.findStoreItems({ PageInfo: { PageSize: 1, PageNumber: 1 } });
        expect(page.Items).toHaveLength(1);
      }
    } finally {
      rig.sandbox.setFaults(null);
      await patient.close();
    }
  });

  it('cancels a call when its signal fires', async () => {
    rig.sandbox.setFaults({ rate: 1, kinds: ['delay'], routes: ['GetFolder'], delayMs: 5000 });
    try {
      const controller = new AbortController();
      const call = rig.client.storage.getFolder(
        { WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder },
        { signal: controller.signal },
      );
      setImmediate(() => controller.abort());
      const error = await failure(call);
      expect(error.kind).toBe('cancelled');
      expect(error.retryable).toBe(false);
    } finally {
      rig.sandbox.setFaults(null);
    }
  });
});

describe('the rig.client on its own', () => {
  it('reports a refused connection as network, certainly not sent', async () => {
    const closed = await startScriptedServer(() => undefined);
    await closed.close();
    const nowhere = singleShot(closed.url);
    const error = await failure(nowhere.account.getUser());
    await nowhere.close();
    expect(error.kind).toBe('network');
    expect(error.requestSent).toBe(false);
    expect(error.causeCode).toBe('ECONNREFUSED');
  });

  it('retries reads with backoff, honouring Retry-After, but never a PlaceOrder', async () => {
    const server = await startScriptedServer((n, req, res) => {
      if (n < 2)
        return sendJson(
          res,
          503,
          { ErrorCode: 'ServiceUnavailable', Message: 'busy' },
          { 'retry-after': '0' },
        );
      if (req.url?.includes('PlaceOrder'))
        return sendJson(res, 503, { ErrorCode: 'ServiceUnavailable', Message: 'busy' });
      sendJson(res, 200, { TotalItemCount: 0, Items: [] });
    });
    const retrying = createPrintServiceClient({
      baseUrl: server.url,
      key: 'k1',
      retries: { retries: 3, baseDelayMs: 1 },
    });
    try {
      await expect(retrying.storage.findStoreItems({})).resolves.toEqual({ TotalItemCount: 0, Items: [] });
      expect(server.requests).toHaveLength(3);

      const order = {
        LineItems: [{ Name: 'x', StoreItemReference: { Id: randomUUID() }, Quantity: 1 }],
        Recipients: [
          {
            Address: {
              Street: '1 Main St',
              City: 'Austin',
              StateOrProvince: 'TX',
              Country: 'US',
              PostalCode: '78737',
              IsResidential: true,
            },
            ShippingMethodId: randomUUID(),
          },
        ],
        PaymentMethod: { PaymentMethodType: 1 },
      };
      const error = await failure(retrying.orders.placeOrder(order));
      expect(error.kind).toBe('server');
      expect(error.requestSent).toBe(true);
      expect(server.requests).toHaveLength(4);
    } finally {
      await retrying.close();
      await server.close();
    }
  });

  it('hands a Retry-After longer than it will wait back to the caller instead of retrying', async () => {
    const server = await startScriptedServer((_n, _req, res) =>
      sendJson(res, 429, { ErrorCode: 'TooManyRequests', Message: 'slow down' }, { 'retry-after': '120' }),
    );
    const patient = createPrintServiceClient({ baseUrl: server.url, key: 'k1', retries: { retries: 3 } });
    try {
      const error = await failure(patient.storage.findStoreItems({}));
      expect(error.kind).toBe('rate-limited');
      expect(error.retryAfterMs).toBe(120_000);
      expect(error.requestSent).toBe(false);
      expect(error.message).toContain('120 s');
      expect(server.requests).toHaveLength(1);
    } finally {
      await patient.close();
      await server.close();
    }
  });

  it('turns a reply of the wrong shape into invalid-response naming the field', async () => {
    const server = await startScriptedServer((_n, _req, res) =>
      sendJson(res, 200, { Id: 'nope', Name: 'Inbox', SubFolders: [] }),
    );
    const strict = singleShot(server.url, 'k1');
    try {
      const error = await failure(strict.storage.getFolder({ WellKnownFolder: 1 }));
      expect(error.kind).toBe('invalid-response');
      expect(error.fields).toEqual(['Id']);
      expect(error.message).toContain('field Id');
      expect(error.retryable).toBe(false);
    } finally {
      await strict.close();
      await server.close();
    }
  });

  it('names a nested field of a wrong reply', async () => {
    const server = await startScriptedServer((_n, _req, res) =>
      sendJson(res, 200, {
        TotalItemCount: 1,
        Items: [
          {
            Id: randomUUID(),
            Name: 'a.pdf',
            Type: 'Printfile',
            Created: 'yesterday',
            LastModified: '2026-01-01T00:00:00Z',
          },
        ],
      }),
    );
    const strict = singleShot(server.url, 'k1');
    try {
      const error = await failure(strict.storage.findStoreItems({}));
      expect(error.kind).toBe('invalid-response');
      expect(error.fields).toEqual(['Items.0.Created']);
    } finally {
      await strict.close();
      await server.close();
    }
  });

  it('refuses a reply that is not JSON, or empty', async () => {
    const server = await startScriptedServer((n, _req, res) => {
      if (n === 0) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body>Welcome</body></html>');
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end();
      }
    });
    const strict = singleShot(server.url, 'k1');
    try {
      expect((await failure(strict.account.getUser())).message).toContain('expected JSON, got text/html');
      expect((await failure(strict.account.getUser())).message).toContain('empty');
    } finally {
      await strict.close();
      await server.close();
    }
  });

  it('reads a WCF HTML error page and a 400 server fault as server errors', async () => {
    const server = await startScriptedServer((n, _req, res) => {
      if (n === 0) {
        res.writeHead(500, { 'content-type': 'text/html' });
        res.end(
          '\uFEFF<html><head><title>Request Error</title></head><body><p>The server encountered an error processing the request.</p></body></html>',
        );
      } else {
        sendJson(res, 400, {
          ErrorCode: 'UnexpectedServerErrorOccurred',
          Message: 'An unexpected error occurred. It has been logged.',
        });
      }
    });
    const once = singleShot(server.url, 'k1');
    try {
      const page = await failure(once.account.getUser());
      expect(page.kind).toBe('server');
      expect(page.serviceMessage).toBe('The server encountered an error processing the request.');
      const fault = await failure(once.account.getUser());
      expect(fault.kind).toBe('server');
      expect(fault.serviceCode).toBe('UnexpectedServerErrorOccurred');
    } finally {
      await once.close();
      await server.close();
    }
  });

  it('sends the key only in its header, and never shows it in errors or in the client', async () => {
    const key = `secret-${randomUUID()}`;
    const server = await startScriptedServer((_n, req, res) =>
      sendJson(res, 401, {
        ErrorCode: 'InvalidSubscriptionKey',
        Message: `key ${String(req.headers['ocp-apim-subscription-key'])} is unknown`,
      }),
    );
    const leaky = singleShot(server.url, key);
    try {
      const error = await failure(leaky.account.getUser());
      expect(server.requests[0]!.headers['ocp-apim-subscription-key']).toBe(key);
      expect(server.requests[0]!.path).not.toContain(key);
      for (const view of [
        error.message,
        error.stack ?? '',
        JSON.stringify(error),
        inspect(error, { depth: 10, showHidden: true }),
        inspect(leaky, { depth: 10, showHidden: true }),
      ]) {
        expect(view).not.toContain(key);
      }
    } finally {
      await leaky.close();
      await server.close();
    }
  });

  it('refuses an unusable base URL or key up front', () => {
    expect(() => createPrintServiceClient({ baseUrl: 'ftp://example.com', key: 'k' })).toThrow(
      /http:\/\/ or https:\/\//,
    );
    expect(() => createPrintServiceClient({ baseUrl: 'https://user:pw@example.com', key: 'k' })).toThrow(
      /user name or password/,
    );
    expect(() => createPrintServiceClient({ baseUrl: 'https://example.com', key: 'two words' })).toThrow(
      PrintServiceError,
    );
  });
});
