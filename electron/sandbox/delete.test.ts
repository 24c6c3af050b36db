import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderUploadResult, StoreItem, StoreItemSearchResult } from '../shared/models/storage.js';
import { FolderScope } from '../shared/models/enums.js';
import { marketRules } from './market/market-rules.js';
import { call, upload } from './test-support/test-client.js';
import { startTestSandbox } from './test-support/test-sandbox.js';
import type { TestSandbox } from './test-support/test-sandbox.js';
import { samplePdf } from '../../test/sample-pdfs.js';

const fixture = samplePdf('summer-sale-flyer.pdf');
const documentTemplates = marketRules('us').catalog.templates;
let sb: TestSandbox;
const api = (method: string, path: string, body?: unknown) =>
  call(sb.url, sb.key, method, `/dir/StorageService/${path}`, body);

async function find(criteria: Record<string, unknown>) {
  const res = await api('POST', 'FindStoreItems', { PageInfo: { PageSize: 1000 }, ...criteria });
  expect(res.status, res.text).toBe(200);
  return StoreItemSearchResult.parse(res.json);
}

async function uploadInto(folder: string, name: string): Promise<string> {
  const res = await upload(sb.url, sb.key, folder, { path: fixture }, { fileName: name });
  expect(res.status, res.text).toBe(200);
  return FolderUploadResult.parse(res.json).Files[0]!.FileId;
}

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('DELETE a print file: {folder path}/{file name}', () => {
  it('removes it from searches, frees its name and leaves GetStoreItem reporting IsDeleted', async () => {
    const id = await uploadInto('Proofs/Week 12', 'Cover Proof.pdf');
    const res = await api('DELETE', 'Proofs/Week%2012/cover%20proof.pdf');
    expect(res.status, res.text).toBe(204);

    expect((await find({ Name: 'Cover Proof' })).TotalItemCount).toBe(0);
    const item = StoreItem.parse((await api('POST', 'GetStoreItem', { ItemId: id })).json);
    expect(item.IsDeleted).toBe(true);
    // The name is free again: a new upload is not renamed "(1)".
    await uploadInto('Proofs/Week 12', 'Cover Proof.pdf');
    expect((await find({ Name: 'Cover Proof' })).Items.map((i) => i.Name)).toEqual(['Cover Proof.pdf']);
  });

  it('deletes from the print-file inbox by its path', async () => {
    await upload(sb.url, sb.key, '', { path: fixture }, { fileName: 'dropped.pdf' });
    expect((await find({ Name: 'dropped.pdf' })).TotalItemCount).toBe(1);
    expect((await api('DELETE', 'Print%20File%20Inbox/dropped.pdf')).status).toBe(204);
    expect((await find({ Name: 'dropped.pdf' })).TotalItemCount).toBe(0);
  });

  it('answers 404 for an unknown file or folder, and again for a file already deleted', async () => {
    await uploadInto('Once', 'once.pdf');
    expect((await api('DELETE', 'Once/once.pdf')).status).toBe(204);
    const again = await api('DELETE', 'Once/once.pdf');
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ ErrorCode: 'NotFound' });
    expect((await api('DELETE', 'No Such Folder/once.pdf')).status).toBe(404);
  });

  it('needs a folder path and a file name (400 naming the path)', async () => {
    const res = await api('DELETE', 'lonely.pdf');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ ErrorCode: 'InvalidRequest' });
    expect(JSON.stringify(res.json)).toContain('path');
  });
});

describe('DELETE a document: Document/{folder path}/{document id}', () => {
  it('removes it from searches; documents cannot be made from a deleted print file', async () => {
    const [doc] = (await find({ Name: 'Summer Sale Flyer', Type: 'Document' })).Items;
    expect(doc).toBeDefined();
    expect((await api('DELETE', `Document/Documents/${doc!.Id.toUpperCase()}`)).status).toBe(204);
    expect((await find({ Name: 'Summer Sale Flyer', Type: 'Document' })).TotalItemCount).toBe(0);
    expect((await api('DELETE', `Document/Documents/${doc!.Id}`)).status).toBe(404);

    const fileId = await uploadInto('Sources', 'source.pdf');
    expect((await api('DELETE', 'Sources/source.pdf')).status).toBe(204);
    const template = documentTemplates[0]!;
    const created = await call(sb.url, sb.key, 'POST', '/dir/StorageService/Document?filePath=Docs', {
      Name: 'From a deleted file',
      Product: { DocumentTemplateId: template.id, Content: [{ Source: fileId, Range: '[1,1]' }] },
    });
    expect(created.status).toBe(404);
  });

  it('refuses a document id that is not a GUID', async () => {
    const res = await api('DELETE', 'Document/Documents/not-a-guid');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('documentId');
  });
});

describe('FindStoreItems: FolderScope and OfferingCode', () => {
  it('FolderScope All searches the shared template library alongside the own library', async () => {
    const own = await find({ Type: 'Document' });
    const all = await find({ Type: 'Document', FolderScope: FolderScope.values.All });
    const templateNames = documentTemplates.map((t) => t.name);
    expect(own.Items.map((i) => i.Name)).not.toContain(templateNames[0]);
    expect(all.Items.map((i) => i.Name)).toEqual(expect.arrayContaining([...templateNames]));
    expect(all.TotalItemCount).toBe(own.TotalItemCount + templateNames.length);
    expect((await api('POST', 'FindStoreItems', { FolderScope: 7 })).status).toBe(400);
  });

  it('OfferingCode keeps the documents whose template offers it (by name or id); print files never match', async () => {
    const code = 'Gloss Text (100 lb)';
    const offering = documentTemplates.flatMap((t) => t.offerings).find((o) => o.name === code)!;
    const templates = documentTemplates.filter((t) => t.offerings.some((o) => o.id === offering.id));
    const byName = await find({ OfferingCode: code.toUpperCase(), FolderScope: FolderScope.values.All });
    expect(byName.Items.length).toBeGreaterThan(0);
    expect(byName.Items.every((i) => i.Type === 'Document')).toBe(true);
    expect(byName.Items.map((i) => i.Name)).toEqual(expect.arrayContaining(templates.map((t) => t.name)));
    const byId = await find({ OfferingCode: offering.id, FolderScope: FolderScope.values.All });
    expect(byId.Items.map((i) => i.Id).sort()).toEqual(byName.Items.map((i) => i.Id).sort());
    expect((await find({ OfferingCode: 'No such offering' })).TotalItemCount).toBe(0);
  });
});
