/** FindStoreItems (every criterion of the spec) and GetStoreItem. */
import { FolderScope, SortDirection, SortProperty } from '../../shared/models/enums.js';
import { storeItemTypes } from '../../shared/models/storage.js';
import { marketRules } from '../market/market-rules.js';
import { invalidField, notFound } from '../kernel/errors.js';
import {
  optionalArray,
  optionalBool,
  optionalGuid,
  optionalInt,
  optionalObject,
  optionalString,
  optionalTimestamp,
  requiredGuid,
} from '../kernel/fields.js';
import type { RequestContext, Route } from '../kernel/routes.js';
import type { StateReader } from '../kernel/state.js';
import { XML_NS } from '../kernel/xml.js';
import { childIndex, itemWire } from './present.js';
import { ITEMS, storedItem, visibleFolder } from '../kernel/records.js';
import type { FolderRecord, ItemRecord } from '../kernel/records.js';

export const MAX_PAGE_SIZE = 1000;
const DEFAULT_PAGE_SIZE = 20;

type Body = Readonly<Record<string, unknown>>;
type Filter = (item: ItemRecord) => boolean;

function levelOfDetail(body: Body): number {
  return optionalInt(body, 'LevelOfDetail', '', { min: 0, max: 2147483647 }) ?? 0;
}

function dateRange(body: Body, name: string, pick: (item: ItemRecord) => string | null): Filter | undefined {
  const range = optionalObject(body, name);
  if (!range) return undefined;
  const start = optionalTimestamp(range, 'StartDate', name);
  const end = optionalTimestamp(range, 'EndDate', name);
  if (start === undefined && end === undefined) return undefined;
  return (item) => {
    const value = pick(item);
    if (value === null) return false;
    const ms = Date.parse(value);
    return (start === undefined || ms >= start) && (end === undefined || ms <= end);
  };
}

function contains(body: Body, name: string, pick: (item: ItemRecord) => string): Filter | undefined {
  const wanted = optionalString(body, name);
  if (wanted === undefined || wanted === '') return undefined;
  const lower = wanted.toLowerCase();
  return (item) => pick(item).toLowerCase().includes(lower);
}

const sortKeys: Record<number, (item: ItemRecord) => string | number> = {
  [SortProperty.values.Name]: (i) => i.name.toLowerCase(),
  [SortProperty.values.Created]: (i) => i.created,
  [SortProperty.values.LastModified]: (i) => i.lastModified,
  [SortProperty.values.LastUsed]: (i) => i.lastUsed ?? '',
  [SortProperty.values.NumberOfTimesUsedInAnOrder]: (i) => i.timesUsed,
};

/** Sorts by the criteria of `SortBy`; each key is computed once per item, not once per comparison. */
function sorter(body: Body): (items: ItemRecord[]) => ItemRecord[] {
  const criteria = (optionalArray(body, 'SortBy') ?? []).map((entry, i) => {
    const field = `SortBy[${i}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
      throw invalidField(field, 'expected an object {Property, Direction}');
    const property = optionalInt(entry as Body, 'Property', field) ?? SortProperty.values.Created;
    const direction = optionalInt(entry as Body, 'Direction', field) ?? SortDirection.values.Ascending;
    const key = sortKeys[property];
    if (!key)
      throw invalidField(
        `${field}.Property`,
        `${property} is not one of ${describeEnum(SortProperty.values)}`,
      );
    if (direction !== SortDirection.values.Ascending && direction !== SortDirection.values.Descending) {
      throw invalidField(
        `${field}.Direction`,
        `${direction} is not one of ${describeEnum(SortDirection.values)}`,
      );
    }
    return { key, sign: direction === SortDirection.values.Descending ? -1 : 1 };
  });
  if (criteria.length === 0) criteria.push({ key: sortKeys[SortProperty.values.Created]!, sign: 1 });
  return (items) => {
    const decorated = items.map((item) => ({ item, keys: criteria.map(({ key }) => key(item)) }));
    decorated.sort((a, b) => {
      for (let i = 0; i < criteria.length; i++) {
        const x = a.keys[i]!;
        const y = b.keys[i]!;
        if (x < y) return -criteria[i]!.sign;
        if (x > y) return criteria[i]!.sign;
      }
      return a.item.id < b.item.id ? -1 : a.item.id > b.item.id ? 1 : 0;
    });
    return decorated.map((d) => d.item);
  };
}

function describeEnum(values: Readonly<Record<string, number>>): string {
  return Object.entries(values)
    .map(([name, n]) => `${n} (${name})`)
    .join(', ');
}

/** The ids of a folder and, when asked, every folder below it. */
function folderScope(state: StateReader, root: FolderRecord, withSubFolders: boolean): Set<string> {
  const ids = new Set([root.id]);
  if (!withSubFolders) return ids;
  const children = childIndex(state);
  const pending = [root.id];
  while (pending.length > 0) {
    for (const child of children.get(pending.pop()!) ?? []) {
      ids.add(child.id);
      pending.push(child.id);
    }
  }
  return ids;
}

function folderScopeOf(body: Body): number {
  const scope = optionalInt(body, 'FolderScope') ?? FolderScope.values.Default;
  if (!Object.values(FolderScope.values).includes(scope))
    throw invalidField('FolderScope', `${scope} is not one of ${describeEnum(FolderScope.values)}`);
  return scope;
}

/**
 * OfferingCode: items whose document template includes an offering with that id or name
 * (case-insensitive). Print files carry no offerings, so they never match.
 */
function offeringCode(ctx: RequestContext, body: Body): Filter | undefined {
  const code = optionalString(body, 'OfferingCode')?.trim().toLowerCase();
  if (!code) return undefined;
  const templates = new Set(
    marketRules(ctx.market)
      .catalog.templates.filter((t) =>
        t.offerings.some((o) => o.id === code || o.name.toLowerCase() === code),
      )
      .map((t) => t.id),
  );
  return (item) => item.product !== undefined && templates.has(item.product.templateId);
}

function findStoreItems(ctx: RequestContext, body: Body): Record<string, unknown> {
  const filters: Filter[] = [];
  const userId = ctx.user.id;
  const folderId = optionalGuid(body, 'FolderId');
  const includeSubFolders = optionalBool(body, 'IncludeSubFolders') ?? false;
  let searchesLibrary = false;
  if (folderId) {
    const folder = visibleFolder(ctx.state, userId, folderId);
    if (!folder) throw notFound('folder', folderId);
    searchesLibrary = folder.userId === null;
    const folderIds = folderScope(ctx.state, folder, includeSubFolders);
    filters.push((item) => folderIds.has(item.folderId));
  }
  // The shared template library is searched by its FolderId, or alongside the user's own with FolderScope All.
  const owners = new Set<string | null>(searchesLibrary ? [null] : [userId]);
  if (folderScopeOf(body) === FolderScope.values.All) owners.add(null).add(userId);
  filters.unshift((item) => item.deleted === undefined && owners.has(item.userId));

  const search = optionalString(body, 'SearchString');
  if (search) {
    const lower = search.toLowerCase();
    filters.push((i) =>
      [i.name, i.description, i.referenceData].some((text) => text.toLowerCase().includes(lower)),
    );
  }
  for (const filter of [
    contains(body, 'Name', (i) => i.name),
    contains(body, 'Description', (i) => i.description),
    dateRange(body, 'Created', (i) => i.created),
    dateRange(body, 'LastUpdated', (i) => i.lastModified),
    dateRange(body, 'LastOrdered', (i) => i.lastUsed),
  ]) {
    if (filter) filters.push(filter);
  }
  const referenceData = optionalString(body, 'ReferenceData');
  if (referenceData) filters.push((i) => i.referenceData === referenceData);
  const type = optionalString(body, 'Type');
  if (type) {
    const known = Object.values(storeItemTypes);
    const wanted = known.find((t) => t.toLowerCase() === type.toLowerCase());
    if (!wanted) throw invalidField('Type', `"${type.slice(0, 40)}" is not one of ${known.join(', ')}`);
    filters.push((i) => i.type === wanted);
  }
  const createdBy = optionalGuid(body, 'CreatedBy');
  if (createdBy) filters.push((i) => i.createdBy === createdBy);
  const owner = optionalGuid(body, 'FolderOwnerUserId');
  if (owner && owner !== userId) filters.push(() => false);
  const used = optionalObject(body, 'NumberOfTimesUsedInAnOrder');
  if (used) {
    const min = optionalInt(used, 'Min', 'NumberOfTimesUsedInAnOrder', { min: 0 });
    const max = optionalInt(used, 'Max', 'NumberOfTimesUsedInAnOrder', { min: 0 });
    filters.push(
      (i) => (min === undefined || i.timesUsed >= min) && (max === undefined || i.timesUsed <= max),
    );
  }
  const offering = offeringCode(ctx, body);
  if (offering) filters.push(offering);
  optionalObject(body, 'ItemDetails');
  const lod = levelOfDetail(body);
  const sort = sorter(body);
  const page = optionalObject(body, 'PageInfo') ?? {};
  const pageSize =
    optionalInt(page, 'PageSize', 'PageInfo', { min: 1, max: MAX_PAGE_SIZE }) ?? DEFAULT_PAGE_SIZE;
  const pageNumber = optionalInt(page, 'PageNumber', 'PageInfo', { min: 1 }) ?? 1;

  const matches = sort(ctx.state.filter<ItemRecord>(ITEMS, (item) => filters.every((f) => f(item))));
  const start = (pageNumber - 1) * pageSize;
  return {
    TotalItemCount: matches.length,
    Items: matches.slice(start, start + pageSize).map((item) => itemWire(ctx.state, item, lod)),
  };
}

export const searchRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/dir/StorageService/FindStoreItems',
    operation: 'FindStoreItems',
    async handler(ctx) {
      const body = await ctx.json();
      return {
        body: findStoreItems(ctx, body),
        xml: { root: 'StoreItemSearchResponse', ns: XML_NS.eslStorage },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/dir/StorageService/GetStoreItem',
    operation: 'GetStoreItem',
    async handler(ctx) {
      const body = await ctx.json();
      const itemId = requiredGuid(body, 'ItemId');
      const lod = levelOfDetail(body);
      const item = storedItem(ctx.state, ctx.user.id, itemId);
      if (!item) throw notFound('store item', itemId);
      return { body: itemWire(ctx.state, item, lod), xml: { root: 'StoreItem', ns: XML_NS.eslStorage } };
    },
  },
];
