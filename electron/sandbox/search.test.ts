import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SortDirection, SortProperty } from '../shared/models/enums.js';
import { FolderUploadResult, StoreFolder, StoreItemSearchResult } from '../shared/models/storage.js';
import { startSandbox } from './index.js';
import type { RunningSandbox } from './index.js';
import { StateStore } from './kernel/state.js';
import { ITEMS, recordItemUse } from './kernel/records.js';
import type { ItemRecord } from './kernel/records.js';
import { call, parseXml, upload } from './test-support/test-client.js';
import { samplePdf } from '../../test/sample-pdfs.js';

const fixture = samplePdf('summer-sale-flyer.pdf');
let dataDir: string;
let sb: RunningSandbox;
let clock = new Date('2026-03-02T09:00:00Z');
const ids: Record<string, string> = {};

async function find(criteria: Record<string, unknown>): Promise<{ names: string[]; total: number }> {
  const res = await call(sb.url, sb.key, 'POST', '/dir/StorageService/FindStoreItems', criteria);
  expect(res.status, res.text).toBe(200);
  const result = StoreItemSearchResult.parse(res.json);
  return { names: result.Items.map((i) => i.Name), total: result.TotalItemCount };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-search-'));
  sb = await startSandbox({ dataDir, seed: false, now: () => clock });
  const files: [string, string, string][] = [
    ['Clients/Acme', 'acme-catalog.pdf', '2026-03-02T09:00:00Z'],
    ['Clients/Acme/Archive', 'acme-catalog-2025.pdf', '2026-03-05T09:00:00Z'],
    ['Clients/Globex', 'globex-menu.pdf', '2026-03-10T09:00:00Z'],
    ['Clients', 'price-list.pdf', '2026-03-20T09:00:00Z'],
  ];
  for (const [folder, name, at] of files) {
    clock = new Date(at);
    const res = await upload(sb.url, sb.key, folder, { path: fixture }, { fileName: name });
    ids[name] = FolderUploadResult.parse(res.json).Files[0]!.FileId;
  }
  await sb.close();
  // Order history is the commerce side's: mark usage directly in the stored state, as PlaceOrder does.
  const state = await StateStore.open(dataDir);
  await state.transact((tx) => {
    recordItemUse(tx, ids['acme-catalog.pdf']!, new Date('2026-04-01T12:00:00Z'));
    recordItemUse(tx, ids['acme-catalog.pdf']!, new Date('2026-04-03T12:00:00Z'));
    recordItemUse(tx, ids['globex-menu.pdf']!, new Date('2026-04-02T12:00:00Z'));
    const item = tx.get<ItemRecord>(ITEMS, ids['globex-menu.pdf']!)!;
    tx.put<ItemRecord>(ITEMS, {
      ...item,
      description: 'Lunch menu, spring edition',
      referenceData: 'job-4411',
    });
  });
  await state.close();
  sb = await startSandbox({ dataDir, now: () => clock });
});

afterAll(async () => {
  await sb.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('FindStoreItems', () => {
  it('finds everything of the user with TotalItemCount, sorted by Created ascending by default', async () => {
    expect(await find({})).toEqual({
      names: ['acme-catalog.pdf', 'acme-catalog-2025.pdf', 'globex-menu.pdf', 'price-list.pdf'],
      total: 4,
    });
  });

  it('matches SearchString against name, description and reference data', async () => {
    expect((await find({ SearchString: 'ACME' })).names).toEqual([
      'acme-catalog.pdf',
      'acme-catalog-2025.pdf',
    ]);
    expect((await find({ SearchString: 'spring' })).names).toEqual(['globex-menu.pdf']);
    expect((await find({ SearchString: 'job-44' })).names).toEqual(['globex-menu.pdf']);
  });

  it('filters by Name, Description, ReferenceData (exact) and Type', async () => {
    expect((await find({ Name: 'catalog' })).total).toBe(2);
    expect((await find({ Description: 'lunch' })).names).toEqual(['globex-menu.pdf']);
    expect((await find({ ReferenceData: 'job-4411' })).names).toEqual(['globex-menu.pdf']);
    expect((await find({ ReferenceData: 'job' })).total).toBe(0);
    expect((await find({ Type: 'printfile' })).total).toBe(4);
    expect((await find({ Type: 'Document' })).total).toBe(0);
  });

  it('limits to a folder, with or without its sub-folders', async () => {
    const root = StoreFolder.parse(
      (await call(sb.url, sb.key, 'POST', '/dir/StorageService/GetFolder', { LevelOfDetail: 2 })).json,
    );
    const clients = root.SubFolders.find((f) => f.Name === 'Clients')!;
    const acme = clients.SubFolders.find((f) => f.Name === 'Acme')!;
    expect((await find({ FolderId: clients.Id })).names).toEqual(['price-list.pdf']);
    expect((await find({ FolderId: acme.Id, IncludeSubFolders: true })).names).toEqual([
      'acme-catalog.pdf',
      'acme-catalog-2025.pdf',
    ]);
    expect((await find({ FolderId: clients.Id, IncludeSubFolders: true })).total).toBe(4);
  });

  it('filters by created, updated and ordered date ranges, offsets included', async () => {
    expect(
      (await find({ Created: { StartDate: '2026-03-05T04:00:00-05:00', EndDate: '2026-03-10T09:00:00Z' } }))
        .names,
    ).toEqual(['acme-catalog-2025.pdf', 'globex-menu.pdf']);
    expect((await find({ LastUpdated: { StartDate: '2026-03-15T00:00:00+01:00' } })).names).toEqual([
      'price-list.pdf',
    ]);
    expect((await find({ LastOrdered: { StartDate: '2026-04-02T00:00:00Z' } })).names).toEqual([
      'acme-catalog.pdf',
      'globex-menu.pdf',
    ]);
    expect((await find({ LastOrdered: { EndDate: '2026-04-02T13:00:00+0100' } })).names).toEqual([
      'globex-menu.pdf',
    ]);
  });

  it('filters by times used, created-by and folder owner', async () => {
    expect((await find({ NumberOfTimesUsedInAnOrder: { Min: 1 } })).names).toEqual([
      'acme-catalog.pdf',
      'globex-menu.pdf',
    ]);
    expect((await find({ NumberOfTimesUsedInAnOrder: { Min: 2, Max: 2 } })).names).toEqual([
      'acme-catalog.pdf',
    ]);
    expect((await find({ NumberOfTimesUsedInAnOrder: { Max: 0 } })).total).toBe(2);
    const user = (await call(sb.url, sb.key, 'POST', '/dir/StorageService/GetFolder', {})).json as {
      OwnerUserDetails: { Id: string };
    };
    expect((await find({ CreatedBy: user.OwnerUserDetails.Id })).total).toBe(4);
    expect((await find({ CreatedBy: '0b33e3d1-74b0-4e21-a5e1-5b878d28e837' })).total).toBe(0);
    expect((await find({ FolderOwnerUserId: '0b33e3d1-74b0-4e21-a5e1-5b878d28e837' })).total).toBe(0);
  });

  it('sorts by several keys in either direction and pages the result', async () => {
    const byUse = await find({
      SortBy: [
        {
          Property: SortProperty.values.NumberOfTimesUsedInAnOrder,
          Direction: SortDirection.values.Descending,
        },
        { Property: SortProperty.values.Name, Direction: SortDirection.values.Ascending },
      ],
    });
    expect(byUse.names).toEqual([
      'acme-catalog.pdf',
      'globex-menu.pdf',
      'acme-catalog-2025.pdf',
      'price-list.pdf',
    ]);
    const page2 = await find({
      SortBy: [{ Property: SortProperty.values.Name, Direction: 0 }],
      PageInfo: { PageSize: 3, PageNumber: 2 },
    });
    expect(page2).toEqual({ names: ['price-list.pdf'], total: 4 });
  });

  it('answers in XML as StoreItemSearchResponse with StoreItems', async () => {
    const res = await call(
      sb.url,
      sb.key,
      'POST',
      '/dir/StorageService/FindStoreItems',
      { Name: 'price' },
      { accept: 'xml' },
    );
    const xml = parseXml(res.text).StoreItemSearchResponse as Record<string, unknown>;
    expect(xml.TotalItemCount).toBe('1');
    expect(((xml.StoreItems as Record<string, unknown>).StoreItem as Record<string, unknown>).Name).toBe(
      'price-list.pdf',
    );
  });

  it('takes an empty range (an end before its start, a Max under its Min) as matching nothing', async () => {
    // No fact says the service refuses them (docs/sandbox-refusals.md); they used to be 400s.
    expect(
      await find({ LastUpdated: { StartDate: '2026-03-02T00:00:00Z', EndDate: '2026-03-01T00:00:00Z' } }),
    ).toEqual({ names: [], total: 0 });
    expect(await find({ NumberOfTimesUsedInAnOrder: { Min: 3, Max: 1 } })).toEqual({ names: [], total: 0 });
  });

  it('refuses bad criteria with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ PageInfo: { PageSize: 0 } }, 'PageInfo.PageSize'],
      [{ PageInfo: { PageSize: 5, PageNumber: 'two' } }, 'PageInfo.PageNumber'],
      [{ Created: { StartDate: 'last tuesday' } }, 'Created.StartDate'],
      [{ SortBy: [{ Property: 99, Direction: 0 }] }, 'SortBy[0].Property'],
      [{ SortBy: [{ Property: 0, Direction: 5 }] }, 'SortBy[0].Direction'],
      [{ Type: 'Spreadsheet' }, 'Type'],
      [{ FolderId: 'not-a-guid' }, 'FolderId'],
      [{ IncludeSubFolders: 'yes' }, 'IncludeSubFolders'],
    ];
    for (const [criteria, field] of cases) {
      const res = await call(sb.url, sb.key, 'POST', '/dir/StorageService/FindStoreItems', criteria);
      expect(res.status, JSON.stringify(criteria)).toBe(400);
      expect((res.json as { Message: string }).Message).toContain(field);
    }
  });
});
