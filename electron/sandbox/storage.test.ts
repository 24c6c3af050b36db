import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Document, DocumentFolderResult } from '../shared/models/documents.js';
import { StoreItemLevelOfDetail, WellKnownFolder, WellKnownFolderType } from '../shared/models/enums.js';
import {
  FolderUploadResult,
  StoreFolder,
  StoreItem,
  StoreItemSearchResult,
} from '../shared/models/storage.js';
import { call, parseXml, upload } from './test-support/test-client.js';
import { startTestSandbox } from './test-support/test-sandbox.js';
import type { TestSandbox } from './test-support/test-sandbox.js';
import { samplePdf, truncatedPdf } from '../../test/sample-pdfs.js';

const storage = '/dir/StorageService';
let sb: TestSandbox;
const api = (method: string, path: string, body?: unknown, accept?: 'json' | 'xml') =>
  call(sb.url, sb.key, method, `${storage}/${path}`, body, accept ? { accept } : {});

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('GetFolder', () => {
  it('returns the root with its whole tree for LevelOfDetail All (JSON, StoreFolder schema)', async () => {
    const res = await api('POST', 'GetFolder', { LevelOfDetail: 2 });
    expect(res.status).toBe(200);
    const root = StoreFolder.parse(res.json);
    expect(root.WellKnownFolderType).toBe(WellKnownFolderType.values.PersonalStorageRootFolder);
    expect(root.OwnerUserDetails?.FirstName).toBe('Dana');
    const marketing = root.SubFolders.find((f) => f.Name === 'Marketing');
    expect(marketing?.SubFolders.map((f) => f.Name)).toEqual(['Brochures', 'Flyers']);
    expect(marketing?.OwnerUserDetails).toBeNull();
  });

  it('limits depth to direct children for IncludeSubFolders and to none for Basic', async () => {
    const one = StoreFolder.parse((await api('POST', 'GetFolder', { LevelOfDetail: 1 })).json);
    expect(one.SubFolders.length).toBeGreaterThan(0);
    expect(one.SubFolders.every((f) => f.SubFolders.length === 0)).toBe(true);
    const basic = StoreFolder.parse((await api('POST', 'GetFolder', { LevelOfDetail: 0 })).json);
    expect(basic.SubFolders).toEqual([]);
  });

  it('finds the print-file inbox and the template library by WellKnownFolder', async () => {
    const inbox = StoreFolder.parse(
      (await api('POST', 'GetFolder', { WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder })).json,
    );
    expect(inbox.WellKnownFolderType).toBe(WellKnownFolderType.values.PrintFileInboxFolder);
    const library = StoreFolder.parse(
      (await api('POST', 'GetFolder', { WellKnownFolder: WellKnownFolder.values.DocumentTemplatesFolder }))
        .json,
    );
    expect(library.WellKnownFolderType).toBe(WellKnownFolderType.values.DocumentTemplatesFolder);
  });

  it('answers in XML with the spec names, the storage namespace and enum names', async () => {
    const res = await api('POST', 'GetFolder', { LevelOfDetail: 1 }, 'xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const doc = parseXml(res.text).StoreFolder as Record<string, unknown>;
    expect(doc['@xmlns']).toBe('http://schemas.mimeo.com/EnterpriseServices/2008/09/StorageService');
    expect(doc.Attributes).toBe('CanBeShared');
    expect(doc.Permissions).toBe('Full');
    expect(doc.WellKnownFolderType).toBe('PersonalStorageRootFolder');
    expect((doc.StorageUserDetails as Record<string, unknown>).FirstName).toBe('Dana');
    expect((doc.StoreFolders as Record<string, unknown>).StoreFolder).toBeDefined();
  });

  it('refuses an unknown LevelOfDetail and an unknown folder, naming them', async () => {
    const bad = await api('POST', 'GetFolder', { LevelOfDetail: 9 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      ErrorCode: 'InvalidRequest',
      Message: expect.stringContaining('LevelOfDetail'),
    });
    const missing = await api('POST', 'GetFolder', { FolderId: '0b33e3d1-74b0-4e21-a5e1-5b878d28e837' });
    expect(missing.status).toBe(404);
  });
});

describe('CreateFolder and UpdateFolder', () => {
  it('creates a folder under the root, renames it with 204, and shows the change', async () => {
    const created = await api('POST', 'CreateFolder', {
      Name: 'Trade Show 2026',
      Description: 'Booth graphics',
      ReferenceData: 'ts-26',
    });
    expect(created.status).toBe(200);
    const folder = StoreFolder.parse(created.json);
    expect(folder).toMatchObject({
      Name: 'Trade Show 2026',
      Description: 'Booth graphics',
      ReferenceData: 'ts-26',
      WellKnownFolderType: 0,
    });
    const updated = await api('POST', 'UpdateFolder', { FolderId: folder.Id, Name: 'Trade Show 2027' });
    expect(updated.status).toBe(204);
    expect(updated.text).toBe('');
    const updatedXml = await api(
      'POST',
      'UpdateFolder',
      { FolderId: folder.Id, Description: 'Booth graphics' },
      'xml',
    );
    expect([updatedXml.status, updatedXml.text]).toEqual([204, '']);
    const read = StoreFolder.parse((await api('POST', 'GetFolder', { FolderId: folder.Id })).json);
    expect(read).toMatchObject({ Name: 'Trade Show 2027', Description: 'Booth graphics' });
  });

  it('creates a sub-folder in XML and refuses a duplicate name with 409', async () => {
    const parent = StoreFolder.parse((await api('POST', 'CreateFolder', { Name: 'Clients' })).json);
    const xml = await api('POST', 'CreateFolder', { ParentFolderId: parent.Id, Name: 'Acme' }, 'xml');
    expect(xml.status).toBe(200);
    expect((parseXml(xml.text).StoreFolder as Record<string, unknown>).ParentFolderId).toBe(parent.Id);
    const again = await api('POST', 'CreateFolder', { ParentFolderId: parent.Id, Name: 'acme' });
    expect(again.status).toBe(409);
  });

  it('refuses a missing name, a name with a slash and changes to the template library', async () => {
    expect((await api('POST', 'CreateFolder', {})).json).toMatchObject({
      Message: expect.stringContaining('Name'),
    });
    expect((await api('POST', 'CreateFolder', { Name: 'a/b' })).status).toBe(400);
    const library = StoreFolder.parse((await api('POST', 'GetFolder', { WellKnownFolder: 2 })).json);
    expect((await api('POST', 'CreateFolder', { ParentFolderId: library.Id, Name: 'Mine' })).status).toBe(
      403,
    );
    expect((await api('POST', 'UpdateFolder', { FolderId: library.Id, Name: 'Mine' })).status).toBe(403);
  });
});

describe('GetStoreItem', () => {
  it('honours LevelOfDetail flags (docs/service-facts.md §7)', async () => {
    const search = StoreItemSearchResult.parse(
      (await api('POST', 'FindStoreItems', { Name: 'summer-sale-flyer.pdf' })).json,
    );
    const id = search.Items[0]!.Id;
    const plain = StoreItem.parse((await api('POST', 'GetStoreItem', { ItemId: id, LevelOfDetail: 0 })).json);
    expect(plain).toMatchObject({
      Folder: null,
      ItemDetails: null,
      ItemData: null,
      CreatedByUserDetails: null,
      Description: '',
      Type: 'Printfile',
    });
    const lod = StoreItemLevelOfDetail.values;
    const rich = StoreItem.parse(
      (
        await api('POST', 'GetStoreItem', {
          ItemId: id,
          LevelOfDetail: lod.IncludeItemDetails | lod.IncludeFolder | lod.IncludeDescription,
        })
      ).json,
    );
    expect(rich.Folder?.Name).toBe('Flyers');
    expect(rich.ItemDetails).toMatchObject({ PageCount: 1 });
    expect(rich.Description).toContain('Sample print file');
    expect(rich.CreatedByUserDetails).toBeNull();
    const all = StoreItem.parse(
      (await api('POST', 'GetStoreItem', { ItemId: id, LevelOfDetail: lod.All })).json,
    );
    expect(all.CreatedByUserDetails?.LastName).toBe('Whitfield');
    expect(all.LastModifiedByUserDetails?.LastName).toBe('Whitfield');
    expect(all.ItemData).toMatchObject({ ContentType: 'application/pdf' });
  });

  it('answers in XML as StoreItem with the item details', async () => {
    const search = StoreItemSearchResult.parse(
      (await api('POST', 'FindStoreItems', { Name: 'brochure' })).json,
    );
    const res = await api('POST', 'GetStoreItem', { ItemId: search.Items[0]!.Id, LevelOfDetail: 2 }, 'xml');
    const item = parseXml(res.text).StoreItem as Record<string, unknown>;
    expect(item.Id).toBe(search.Items[0]!.Id);
    expect((item.ItemDetails as Record<string, unknown>).PageCount).toBe('4');
  });

  it('accepts a hyphen-less GUID and refuses an unknown or malformed one', async () => {
    const search = StoreItemSearchResult.parse(
      (await api('POST', 'FindStoreItems', { Name: 'booklet' })).json,
    );
    const id = search.Items.find((i) => i.Type === 'Printfile')!.Id;
    expect((await api('POST', 'GetStoreItem', { ItemId: id.replace(/-/g, '').toUpperCase() })).status).toBe(
      200,
    );
    expect(
      (await api('POST', 'GetStoreItem', { ItemId: 'a7eedc04-2c0a-4c37-83f9-e6e270c5621d' })).status,
    ).toBe(404);
    const bad = await api('POST', 'GetStoreItem', { ItemId: 42 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ Message: expect.stringContaining('ItemId') });
  });
});

describe('upload', () => {
  it('stores a PDF in a new multi-level folder and returns the Folder upload result (JSON)', async () => {
    const res = await upload(sb.url, sb.key, 'Hot folders/Brochures/2026', {
      path: samplePdf('spring-open-house-brochure.pdf'),
    });
    expect(res.status).toBe(200);
    const result = FolderUploadResult.parse(res.json);
    expect(result.Name).toBe('2026');
    expect(result.Files).toHaveLength(1);
    expect(result.Files[0]).toMatchObject({
      Type: 'Printfile',
      Name: 'spring-open-house-brochure.pdf',
      PageCount: 4,
      IsBroken: false,
      LastUsed: '0001-01-01T00:00:00',
    });
    const root = StoreFolder.parse((await api('POST', 'GetFolder', { LevelOfDetail: 2 })).json);
    const hot = root.SubFolders.find((f) => f.Name === 'Hot folders');
    expect(hot?.SubFolders[0]?.SubFolders[0]?.Id).toBe(result.FolderId);
  });

  it('answers in XML as Folder in the MimeoConnect storage namespace', async () => {
    const res = await upload(
      sb.url,
      sb.key,
      'XML uploads',
      { path: samplePdf('summer-sale-flyer.pdf') },
      { accept: 'xml' },
    );
    const folder = parseXml(res.text).Folder as Record<string, unknown>;
    expect(folder['@xmlns']).toBe('http://schemas.mimeo.com/MimeoConnect/2012/02/StorageService');
    expect(((folder.Files as Record<string, unknown>).File as Record<string, unknown>).PageCount).toBe('1');
  });

  it('takes the first file part whatever its name, strips client directories, and numbers repeated names', async () => {
    const file = { path: samplePdf('business-cards-dana-whitfield.pdf') };
    const names: string[] = [];
    for (const [field, fileName] of [
      ['files', 'C:\\play\\upload\\letter.pdf'],
      ['0', '/home/dana/letter.pdf'],
      ['file', 'letter.pdf'],
    ] as const) {
      const res = await upload(sb.url, sb.key, 'Letters', file, { field, fileName });
      names.push(FolderUploadResult.parse(res.json).Files[0]!.Name);
    }
    expect(names).toEqual(['letter.pdf', 'letter.pdf (1)', 'letter.pdf (2)']);
  });

  it('puts a file posted without a folder into the print-file inbox', async () => {
    const res = await call(sb.url, sb.key, 'POST', `${storage}/`, undefined, {
      raw: formWith(samplePdf('summer-sale-flyer.pdf')),
    });
    const inbox = StoreFolder.parse((await api('POST', 'GetFolder', { WellKnownFolder: 1 })).json);
    expect(FolderUploadResult.parse(res.json).FolderId).toBe(inbox.Id);
  });

  it('refuses a body that is not multipart or has no file part', async () => {
    const json = await call(sb.url, sb.key, 'POST', `${storage}/Letters`, { a: 1 });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('note', 'no file here');
    const empty = await call(sb.url, sb.key, 'POST', `${storage}/Letters`, undefined, { raw: form });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ Message: expect.stringContaining('no file part') });
  });
});

describe('documents', () => {
  const templateId = '3f473099-3165-4775-a583-8cf178afa74a';

  it('lists the document templates in the template library with FindStoreItems', async () => {
    const library = StoreFolder.parse((await api('POST', 'GetFolder', { WellKnownFolder: 2 })).json);
    const found = StoreItemSearchResult.parse(
      (
        await api('POST', 'FindStoreItems', {
          FolderId: library.Id,
          PageInfo: { PageSize: 50, PageNumber: 1 },
        })
      ).json,
    );
    expect(found.Items.map((i) => i.Id).sort()).toEqual([...sb.documentTemplateIds].sort());
    expect(found.Items.every((i) => i.Type === 'Document')).toBe(true);
  });

  it('gives a blank document for a template with NewDocument (JSON and XML)', async () => {
    const res = await api('GET', `NewDocument/${templateId}`);
    const doc = Document.parse(res.json);
    expect(doc.Product).toMatchObject({
      DocumentTemplateId: templateId,
      DocumentTemplateName: '05.01.01-Presentation',
      Template: 'Custom',
      Quantity: 0,
    });
    expect(doc.Product?.Content[0]?.Range).toBe('[1,300]');
    const xml = parseXml((await api('GET', `newdocument/${templateId}`, undefined, 'xml')).text)
      .Document as Record<string, unknown>;
    expect(xml['@xmlns']).toBe('http://schemas.mimeo.com/MimeoConnect/2012/02/Orders');
    expect(
      ((xml.Product as Record<string, unknown>).Content as Record<string, unknown>).DocumentSection,
    ).toBeDefined();
    expect((await api('GET', 'NewDocument/not-a-template')).status).toBe(400);
    expect((await api('GET', 'NewDocument/6da47f37-c472-4aac-952d-1b34a43f0139')).status).toBe(404);
  });

  it('creates, updates (Version + 1) and renders a document', async () => {
    const file = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Decks', { path: samplePdf('annual-report-booklet-12p.pdf') })).json,
    ).Files[0]!;
    const body = {
      Name: 'Quarterly Deck',
      Description: 'Q3',
      ReferenceData: 'deck-q3',
      Product: {
        DocumentTemplateId: templateId,
        Quantity: 1,
        Content: [{ Source: file.FileId, Range: `[1,${file.PageCount}]` }],
      },
    };
    const created = await api('POST', 'Document?filePath=Decks/Documents', body);
    expect(created.status).toBe(200);
    const result = DocumentFolderResult.parse(created.json);
    expect(result.Name).toBe('Documents');
    const id = result.Documents[0]!.FileId;
    const before = StoreItem.parse(
      (await api('POST', 'GetStoreItem', { ItemId: id, LevelOfDetail: 2 })).json,
    );
    expect(before).toMatchObject({ Type: 'Document', Version: 1, Name: 'Quarterly Deck' });
    expect(before.ItemDetails).toMatchObject({ PageCount: 12 });
    const update = await api('PUT', 'Document', {
      ...body,
      Id: id,
      Product: { ...body.Product, Content: [{ Source: file.FileId, Range: '[2,10]' }] },
    });
    expect(update.status).toBe(200);
    expect(update.json).toEqual({});
    const after = StoreItem.parse((await api('POST', 'GetStoreItem', { ItemId: id, LevelOfDetail: 2 })).json);
    expect(after.Version).toBe(2);
    expect(after.ItemDetails).toMatchObject({ PageCount: 9 });
    const createdXml = parseXml((await api('POST', 'Document?filePath=Decks/Documents', body, 'xml')).text)
      .Folder as Record<string, unknown>;
    expect(createdXml['@xmlns']).toBe('http://schemas.mimeo.com/MimeoConnect/2012/02/StorageService');
    expect(
      ((createdXml.Documents as Record<string, unknown>).DocumentFile as Record<string, unknown>).Name,
    ).toBe('Quarterly Deck (1)');
    const xmlUpdate = await api('PUT', 'Document', { ...body, Id: id }, 'xml');
    expect(Object.keys(parseXml(xmlUpdate.text))).toContain('RESTStorageItem');
    const dom = await api('POST', 'Document/GetDocumentXml', body);
    expect(dom.json).toEqual(expect.stringContaining('<PageCount>12</PageCount>'));
    const domXml = parseXml((await api('POST', 'Document/GetDocumentXml', body, 'xml')).text)
      .Document as Record<string, unknown>;
    expect(domXml['@xmlns']).toBe('http://schemas.mimeo.com/dom/3.0/Document.xsd');
  });

  it('checks sections: the Range form, the print file id and the template limit', async () => {
    const file = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Decks', { path: samplePdf('business-cards-dana-whitfield.pdf') })).json,
    ).Files[0]!;
    const doc = (content: unknown[], template = templateId) => ({
      Name: 'Letter',
      Product: { DocumentTemplateId: template, Content: content },
    });
    const cases: [unknown[], number, string][] = [
      [[{ Source: file.FileId, Range: '1-2' }], 400, 'Product.Content[0].Range'],
      [[{ Source: file.FileId, Range: '[2,1]' }], 400, 'Product.Content[0].Range'],
      [
        [{ Source: '6da47f37-c472-4aac-952d-1b34a43f0139', Range: '[1,1]' }],
        404,
        'Product.Content[0].Source',
      ],
      [[], 400, 'Product.Content'],
    ];
    for (const [content, status, text] of cases) {
      const res = await api('POST', 'Document?filePath=Decks', doc(content));
      expect(res.status, JSON.stringify(content)).toBe(status);
      expect((res.json as { Message: string }).Message).toContain(text);
    }
    const poster = '1530cf13-953c-4152-9304-a81cdd7be49b';
    const tooMany = await api(
      'POST',
      'Document?filePath=Decks',
      doc([{ Source: file.FileId, Range: '[1,2]' }], poster),
    );
    expect(tooMany.status).toBe(400);
    expect(
      (await api('PUT', 'Document', { ...doc([{ Source: file.FileId, Range: '[1,2]' }]), Id: file.FileId }))
        .status,
    ).toBe(404);
  });

  it('takes what no fact says the service refuses: a broken print file, a range past the last page', async () => {
    const broken = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Decks', { bytes: truncatedPdf(), name: 'truncated.pdf' })).json,
    ).Files[0]!;
    expect(broken.IsBroken).toBe(true);
    const letter = FolderUploadResult.parse(
      (await upload(sb.url, sb.key, 'Decks', { path: samplePdf('business-cards-dana-whitfield.pdf') })).json,
    ).Files[0]!;
    const res = await api('POST', 'Document?filePath=Decks', {
      Name: 'Letter with a broken cover',
      Product: {
        DocumentTemplateId: templateId,
        Content: [
          { Source: broken.FileId, Range: '[1,1]' },
          { Source: letter.FileId, Range: '[1,3]' },
        ],
      },
    });
    expect(res.status, res.text).toBe(200);
    const saved = DocumentFolderResult.parse(res.json);
    const item = StoreItem.parse(
      (
        await api('POST', 'GetStoreItem', {
          ItemId: saved.Documents[0]!.FileId,
          LevelOfDetail: StoreItemLevelOfDetail.values.IncludeSystemDetails,
        })
      ).json,
    );
    expect(item.Name).toBe('Letter with a broken cover');
    expect(item.SystemDetails).toContain('4 pages');
  });
});

function formWith(path: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)]), 'inbox.pdf');
  return form;
}
