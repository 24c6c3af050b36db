import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceErrorBody } from '../shared/models/service-errors.js';
import { FolderUploadResult, StoreFolder, StoreItemSearchResult } from '../shared/models/storage.js';
import { call, upload } from './test-support/test-client.js';
import { startTestSandbox } from './test-support/test-sandbox.js';
import type { TestSandbox } from './test-support/test-sandbox.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('authentication', () => {
  it('answers a missing key with 401 and a PascalCase error body', async () => {
    const res = await call(sb.url, sb.key, 'POST', '/dir/StorageService/GetFolder', {}, { key: null });
    expect(res.status).toBe(401);
    expect(ServiceErrorBody.parse(res.json).ErrorCode).toBe('MissingSubscriptionKey');
  });

  it('answers an unknown key with 401 as JSON even when XML is asked for, without echoing the key', async () => {
    const res = await call(sb.url, sb.key, 'GET', '/usr/AccountService/user', undefined, {
      key: 'not-the-key-1234',
      accept: 'xml',
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(ServiceErrorBody.parse(res.json).ErrorCode).toBe('InvalidSubscriptionKey');
    expect(res.text).not.toContain('not-the-key-1234');
  });
});

describe('users', () => {
  it('keeps each user to its own folders and items', async () => {
    const other = await sb.addUser({ firstName: 'Lee', lastName: 'Park' });
    const mine = StoreItemSearchResult.parse(
      (await call(sb.url, sb.key, 'POST', '/dir/StorageService/FindStoreItems', {})).json,
    );
    expect(mine.TotalItemCount).toBeGreaterThan(0);
    const theirs = StoreItemSearchResult.parse(
      (await call(sb.url, other.key, 'POST', '/dir/StorageService/FindStoreItems', {})).json,
    );
    expect(theirs.TotalItemCount).toBe(0);
    const itemId = mine.Items[0]!.Id;
    expect(
      (await call(sb.url, other.key, 'POST', '/dir/StorageService/GetStoreItem', { ItemId: itemId })).status,
    ).toBe(404);
    const myRoot = StoreFolder.parse(
      (await call(sb.url, sb.key, 'POST', '/dir/StorageService/GetFolder', {})).json,
    );
    expect(
      (await call(sb.url, other.key, 'POST', '/dir/StorageService/GetFolder', { FolderId: myRoot.Id }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(sb.url, other.key, 'POST', '/dir/StorageService/CreateFolder', {
          ParentFolderId: myRoot.Id,
          Name: 'x',
        })
      ).status,
    ).toBe(404);
    const theirRoot = StoreFolder.parse(
      (await call(sb.url, other.key, 'POST', '/dir/StorageService/GetFolder', {})).json,
    );
    expect(theirRoot.Id).not.toBe(myRoot.Id);
    expect(theirRoot.OwnerUserDetails?.FirstName).toBe('Lee');
    await upload(sb.url, other.key, 'Private', { bytes: new Uint8Array([1, 2, 3]), name: 'notes.pdf' });
    const after = StoreItemSearchResult.parse(
      (await call(sb.url, sb.key, 'POST', '/dir/StorageService/FindStoreItems', { Name: 'notes' })).json,
    );
    expect(after.TotalItemCount).toBe(0);
  });
});

describe('requests the service cannot take', () => {
  it('names the problem with malformed JSON, an empty body, a non-object body and an XML body', async () => {
    const cases: [string, string | undefined, number, string][] = [
      ['{"FolderId": ', 'application/json', 400, 'malformed JSON'],
      ['', 'application/json', 400, 'empty body'],
      ['[1,2]', 'application/json', 400, 'an array'],
      ['<GetFolderRequest/>', 'application/xml', 415, 'JSON'],
    ];
    for (const [raw, contentType, status, text] of cases) {
      const res = await call(sb.url, sb.key, 'POST', '/dir/StorageService/GetFolder', undefined, {
        raw,
        ...(contentType ? { contentType } : {}),
      });
      expect(res.status, raw).toBe(status);
      expect(ServiceErrorBody.parse(res.json).Message).toContain(text);
    }
  });

  it('answers unknown paths with 404 and a wrong method with 405', async () => {
    expect((await call(sb.url, sb.key, 'GET', '/dir/NoSuchService/Thing')).status).toBe(404);
    const wrong = await call(sb.url, sb.key, 'GET', '/dir/StorageService/FindStoreItems');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('POST');
  });

  it('matches paths case-insensitively and tolerates doubled slashes', async () => {
    expect((await call(sb.url, sb.key, 'POST', '/DIR/storageservice//getfolder', {})).status).toBe(200);
  });

  it('survives garbage: a bad percent-encoding, a huge name, a broken multipart body', async () => {
    expect(
      (
        await call(sb.url, sb.key, 'POST', '/dir/StorageService/%E0%A4%A', undefined, {
          raw: 'x',
          contentType: 'text/plain',
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(sb.url, sb.key, 'POST', '/dir/StorageService/CreateFolder', { Name: 'x'.repeat(5000) }))
        .status,
    ).toBe(400);
    const res = await call(sb.url, sb.key, 'POST', '/dir/StorageService/Broken', undefined, {
      raw: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      contentType: 'multipart/form-data; boundary=abc',
    });
    expect(res.status).toBe(400);
    expect((await call(sb.url, sb.key, 'POST', '/dir/StorageService/GetFolder', {})).status).toBe(200);
  });

  it('takes an upload whose closing boundary lacks its final "--", as the service did (facts §5)', async () => {
    const res = await call(sb.url, sb.key, 'POST', '/dir/StorageService/Lenient', undefined, {
      raw: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc\r\n--abc\r\n',
      contentType: 'multipart/form-data; boundary=abc',
    });
    expect(res.status, res.text).toBe(200);
    expect(FolderUploadResult.parse(res.json).Files[0]).toMatchObject({ Name: 'a.pdf', IsBroken: true });
  });

  it('closes the connection instead of draining when it refuses an upload before reading it', async () => {
    const url = new URL(`${sb.url}/dir/StorageService/${encodeURIComponent('a\\b')}`);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: { 'Ocp-Apim-Subscription-Key': sb.key, 'Content-Type': 'multipart/form-data; boundary=x' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write('--x\r\n'); // the body never ends: the reply must come anyway
    });
    expect(status).toBe(400);
  });
});
