import { describe, expect, it } from 'vitest';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { channels, requestChannels } from '../shared/contract/channels.js';
import type { Input, RequestChannel } from '../shared/contract/channels.js';
import { AppError } from '../shared/contract/app-errors.js';
import { createRouter } from './router.js';
import type { Handlers } from './router.js';

const uuid = '3f473099-3165-4775-a583-8cf178afa74a';
const address = {
  FirstName: 'Ada',
  LastName: 'Lovelace',
  Street: '460 Park Ave S.',
  City: 'New York',
  StateOrProvince: 'NY',
  PostalCode: '10016',
  Country: 'US',
};
const draft: Input<'quotes.order'> = {
  lines: [{ storeItemId: uuid, quantity: 10 }],
  recipient: { kind: 'new', address },
  shippingMethodId: 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db',
};
const document = {
  Name: 'Brochure',
  Product: { Content: [{ Source: uuid, Range: '[1,2]' }], DocumentTemplateId: uuid },
};

/** A well-formed input for every channel (valid for the contract; not meaningful to a service). */
const sampleInputs: { [C in RequestChannel]: Input<C> } = {
  'account.status': {},
  'account.connect': { key: 'a-subscription-key' },
  'account.connectService': {
    baseUrl: 'https://connect.sandbox.mimeo.com/2012/02',
    key: 'a-subscription-key',
  },
  'account.signOut': {},
  'account.proxy': {
    change: { setting: { mode: 'manual', url: 'http://proxy.lan:3128', username: 'printroom' } },
  },
  'account.user': {},
  'account.saveDiagnostics': {},
  'settings.get': {},
  'settings.setEnvironment': {
    environment: { kind: 'custom', baseUrl: 'https://connect.sandbox.mimeo.com/2012/02' },
  },
  'settings.setSyncPreferences': { concurrency: 4 },
  'settings.setUploadPreferences': { preflightProfile: 'strict' },
  'settings.dismissWelcome': {},
  'settings.setLanguage': { language: 'de' },
  'library.tree': {},
  'library.createFolder': { parentId: uuid, name: 'Brochures' },
  'library.renameFolder': { folderId: uuid, name: 'Flyers' },
  'library.search': { text: 'brochure', page: 1, pageSize: 50 },
  'library.item': { itemId: uuid },
  'library.deleteItem': { itemId: uuid },
  'library.thumbnail': { itemId: uuid, page: 2, size: 320 },
  'library.findings': { itemId: uuid },
  'uploads.add': { folderPath: 'Inbox', paths: ['/tmp/brochure.pdf'] },
  'uploads.addFixed': { folderPath: 'Inbox', path: '/tmp/brochure.pdf', name: 'brochure.pdf' },
  'uploads.list': {},
  'uploads.cancel': { uploadId: 'u-1' },
  'sync.status': {},
  'sync.links': {},
  'sync.addLink': { localPath: '/tmp/hot', remotePath: 'Hot folders/Brochures' },
  'sync.editLink': { id: uuid, changes: { afterUpload: 'move' } },
  'sync.removeLink': { id: uuid },
  'sync.pause': {},
  'sync.resume': { linkId: uuid },
  'sync.retry': { fileKey: 'brochure.pdf' },
  'sync.activity': { states: ['failed'] },
  'sync.exportCsv': { linkId: uuid },
  'bandwidth.status': {},
  'printers.list': {},
  'bandwidth.set': { setting: { kind: 'limit', bytesPerSecond: 2 * 1024 * 1024 } },
  'bandwidth.pause': { request: { kind: 'for', minutes: 60 } },
  'bandwidth.resume': {},
  'hooks.status': {},
  'hooks.set': { hooks: { url: 'https://hooks.example.com/printdesk', command: 'logger -t printdesk' } },
  'hooks.test': { linkId: uuid },
  'hooks.secret': {},
  'jobs.list': {},
  'jobs.approve': { id: `${uuid}:brochure.pdf@${uuid}` },
  'jobs.discard': { id: `${uuid}:brochure.pdf@${uuid}` },
  'jobs.fixAndGo': { id: `${uuid}:brochure.pdf@${uuid}` },
  'jobs.fixPreview': { id: `${uuid}:brochure.pdf@${uuid}`, from: 5 },
  'jobs.retry': { id: `${uuid}:brochure.pdf@${uuid}` },
  'jobs.heldFile': { id: `${uuid}:brochure.pdf@${uuid}` },
  'jobs.settleOrder': { id: `${uuid}:brochure.pdf@${uuid}`, orderFriendlyId: '00-0054-00071-36703' },
  'jobs.placeAgain': { id: `${uuid}:brochure.pdf@${uuid}` },
  'jobs.orderRecord': { page: 1, pageSize: 50 },
  'jobs.exportOrderRecord': {},
  'jobs.spending': {},
  'sync.preflight': { path: '/tmp/brochure.pdf' },
  'sync.fixPreview': { path: '/tmp/brochure.pdf', from: 1 },
  'sync.browseFolders': { path: '~/Print' },
  'sync.pickFolder': {},
  'documents.templates': {},
  'documents.new': { templateId: uuid },
  'documents.save': { folderPath: 'Documents', document },
  'documents.update': { document: { ...document, Id: uuid } },
  'documents.open': { itemId: uuid },
  'documents.xml': { document },
  'quotes.newOrderTemplate': {},
  'quotes.newProductTemplate': { documentTemplateId: uuid },
  'quotes.delivery': draft,
  'quotes.order': draft,
  'quotes.item': { documentTemplateId: uuid, quantity: 25 },
  'orders.history': { friendlyId: '00-0054-00071-36703' },
  'orders.recent': {},
  'orders.place': draft,
  'orders.reorder': { friendlyId: '00-0054-00071-36703' },
  'orders.status': { friendlyId: '00-0054-00071-36703' },
  'orders.tracking': { friendlyId: '00-0054-00071-36703' },
  'addresses.main': {},
  'addresses.list': {},
  'addresses.create': { address },
  'lists.list': {},
  'lists.get': { listId: uuid },
  'lists.save': { name: 'Branch offices', recipients: [address] },
  'lists.delete': { listId: uuid },
  'lists.previewImport': { csv: 'FirstName,LastName\nAda,Lovelace', mapping: { FirstName: 'FirstName' } },
};

/** Handlers that record what reached them and answer nothing valid. */
function spyHandlers() {
  const calls: Array<{ channel: string; input: unknown }> = [];
  const handlers = new Proxy({} as Handlers, {
    get: (_target, channel: string) => (input: unknown) => {
      calls.push({ channel, input });
      return undefined;
    },
  });
  return { handlers, calls };
}

/** Path to the first string leaf of a value, if any. */
function firstStringPath(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === 'string') return path;
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const found = firstStringPath(child, [...path, Array.isArray(value) ? Number(key) : key]);
      if (found) return found;
    }
  }
  return null;
}

function withLeaf(value: unknown, path: Array<string | number>, leaf: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = leaf;
  return copy;
}

describe('the router refuses malformed input before any handler runs', () => {
  for (const channel of requestChannels) {
    describe(channel, () => {
      const valid = sampleInputs[channel] as Record<string, unknown>;

      it('accepts its sample input', async () => {
        const { handlers, calls } = spyHandlers();
        await createRouter(handlers, { log: () => {} }).invoke(channel, valid);
        expect(calls).toHaveLength(1);
      });

      const malformed: Array<[string, unknown]> = [
        ['a wrong type (a string)', 'not an object'],
        ['a wrong type (an array)', [valid]],
        ['an extra field', { ...valid, unexpected: true }],
        ['a __proto__ key', Object.assign(JSON.parse('{"__proto__": {"polluted": true}}'), valid)],
        ['a constructor key', { ...valid, constructor: { prototype: { polluted: true } } }],
        ['a nested prototype key', { ...valid, nested: JSON.parse('{"a": {"prototype": 1}}') }],
      ];
      const stringPath = firstStringPath(valid);
      if (stringPath) {
        malformed.push(['a huge string', withLeaf(valid, stringPath, 'x'.repeat(1_000_000))]);
        malformed.push(['a number where a string belongs', withLeaf(valid, stringPath, 42)]);
      }
      // The first field whose absence the contract refuses (inputs made only of optional fields have none).
      const required = Object.keys(valid).find((key) => {
        const rest = { ...valid };
        delete rest[key];
        return !channels[channel].input.safeParse(rest).success;
      });
      if (required) {
        const rest = { ...valid };
        delete rest[required];
        malformed.push([`a missing field (${required})`, rest]);
      }

      for (const [what, input] of malformed) {
        it(`refuses ${what}`, async () => {
          const { handlers, calls } = spyHandlers();
          const result = await createRouter(handlers, { log: () => {} }).invoke(channel, input);
          expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
          expect(calls).toHaveLength(0);
        });
      }
    });
  }
});

describe('the router', () => {
  it('refuses an unknown channel without calling anything', async () => {
    const { handlers, calls } = spyHandlers();
    const result = await createRouter(handlers).invoke('account.stealKey', {});
    expect(result).toEqual({
      ok: false,
      error: { code: 'unknown-channel', message: expect.stringContaining('account.stealKey') },
    });
    expect(calls).toHaveLength(0);
  });

  it('refuses channels named after Object.prototype members', async () => {
    const { handlers, calls } = spyHandlers();
    for (const name of ['toString', '__proto__', 'constructor', 'hasOwnProperty'])
      expect(await createRouter(handlers).invoke(name, {})).toMatchObject({
        ok: false,
        error: { code: 'unknown-channel' },
      });
    expect(calls).toHaveLength(0);
  });

  it('names the bad field in the error', async () => {
    const { handlers } = spyHandlers();
    const result = await createRouter(handlers).invoke('library.search', { pageSize: 100_000 });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        message: expect.stringContaining('pageSize'),
        details: { fields: [{ path: 'pageSize' }] },
      },
    });
  });

  it('refuses a relative local path', async () => {
    const { handlers, calls } = spyHandlers();
    const result = await createRouter(handlers).invoke('sync.preflight', { path: '../secrets/key.pdf' });
    expect(result).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('Enter a full path') },
    });
    expect(calls).toHaveLength(0);
  });

  it('hands the handler its input with the defaults filled in', async () => {
    const { handlers, calls } = spyHandlers();
    await createRouter(handlers, { log: () => {} }).invoke('library.search', { text: 'flyer' });
    expect(calls[0]?.input).toEqual({
      text: 'flyer',
      includeSubFolders: false,
      sort: { by: 'created', direction: 'desc' },
      page: 1,
      pageSize: 100,
    });
  });

  it('turns an output that breaks the contract into an internal error and logs it', async () => {
    const logged: string[] = [];
    const { handlers } = spyHandlers();
    const result = await createRouter(handlers, { log: (m) => logged.push(m) }).invoke('sync.status', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logged.join('\n')).toContain('sync.status');
  });

  it('passes a valid output through', async () => {
    const router = createRouter({
      ...spyHandlers().handlers,
      'library.renameFolder': () => ({ ok: true as const }),
    });
    expect(await router.invoke('library.renameFolder', { folderId: uuid, name: 'Flyers' })).toEqual({
      ok: true,
      value: { ok: true },
    });
  });

  it('maps a PrintServiceError to its kind with the service details', async () => {
    const router = createRouter({
      ...spyHandlers().handlers,
      'orders.history': () => {
        throw new PrintServiceError({
          kind: 'not-found',
          operation: 'GetOrderHistory',
          message: 'No order 00-0054-00071-36703.',
          status: 404,
          serviceCode: 'OrderNotFound',
        });
      },
    });
    expect(await router.invoke('orders.history', { friendlyId: '00-0054-00071-36703' })).toEqual({
      ok: false,
      error: {
        code: 'not-found',
        message: 'No order 00-0054-00071-36703.',
        details: {
          operation: 'GetOrderHistory',
          retryable: false,
          status: 404,
          serviceCode: 'OrderNotFound',
        },
      },
    });
  });

  it('passes an AppError code through', async () => {
    const router = createRouter({
      ...spyHandlers().handlers,
      'library.tree': () => {
        throw new AppError('not-connected', 'Connect a subscription key first.');
      },
    });
    expect(await router.invoke('library.tree', {})).toEqual({
      ok: false,
      error: { code: 'not-connected', message: 'Connect a subscription key first.' },
    });
  });

  it('hides an unexpected error behind a safe message and logs it', async () => {
    const logged: unknown[] = [];
    const router = createRouter(
      {
        ...spyHandlers().handlers,
        'library.tree': () => {
          throw new Error('ENOENT /home/someone/secret-path');
        },
      },
      { log: (_m, e) => logged.push(e) },
    );
    const result = await router.invoke('library.tree', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret-path');
    expect(logged).toHaveLength(1);
  });
});
