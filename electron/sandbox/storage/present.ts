/** Turns stored folders and items into the spec's wire shapes (JSON field names; XML names come from xml-names.ts). */
import { FolderAttributes, FolderPermissions, StoreItemLevelOfDetail } from '../../shared/models/enums.js';
import type { StateReader } from '../kernel/state.js';
import { USERS } from '../kernel/users.js';
import type { SandboxUser } from '../kernel/users.js';
import { FOLDERS } from '../kernel/records.js';
import type { FolderRecord, ItemRecord, ProductRecord } from '../kernel/records.js';

/** GoodsType of print files and of documents (stable, invented: the spec shows only that it is a GUID). */
export const GOODS_TYPE = {
  Printfile: '6f2d3b1a-8c4e-4f7a-9b2d-1e5c7a9f3b80',
  Document: 'a1c9e7b5-3d2f-4e8a-b6c4-9f0e2d7a5c31',
} as const;

/** The "never" timestamp of the service's XML (docs/service-facts.md §3.3): LastUsed of a file never ordered. */
export const NEVER = '0001-01-01T00:00:00';

const lod = StoreItemLevelOfDetail.values;

export function userDetails(state: StateReader, userId: string | null): Record<string, unknown> | null {
  const user = userId ? state.get<SandboxUser>(USERS, userId) : undefined;
  return user ? { Id: user.id, FirstName: user.firstName, LastName: user.lastName, Email: user.email } : null;
}

/** Children of every folder, built once per reply. */
export function childIndex(state: StateReader): Map<string, FolderRecord[]> {
  const index = new Map<string, FolderRecord[]>();
  for (const folder of state.all<FolderRecord>(FOLDERS)) {
    if (!folder.parentId) continue;
    const siblings = index.get(folder.parentId) ?? [];
    siblings.push(folder);
    index.set(folder.parentId, siblings);
  }
  for (const siblings of index.values()) siblings.sort((a, b) => a.name.localeCompare(b.name));
  return index;
}

/**
 * A StoreFolder. `depth` levels of sub-folders are filled (0: none); sub-folders carry no owner,
 * as in the service's replies.
 */
export function folderWire(
  state: StateReader,
  folder: FolderRecord,
  depth: number,
  withOwner = true,
  children: Map<string, FolderRecord[]> = depth > 0 ? childIndex(state) : new Map(),
): Record<string, unknown> {
  return {
    Id: folder.id,
    ParentFolderId: folder.parentId,
    Name: folder.name,
    Description: folder.description,
    Attributes: folder.userId ? FolderAttributes.values.CanBeShared : FolderAttributes.values.None,
    ReferenceData: folder.referenceData,
    Created: folder.created,
    OwnerUserDetails: withOwner ? userDetails(state, folder.userId) : null,
    SubFolders:
      depth > 0
        ? (children.get(folder.id) ?? []).map((child) => folderWire(state, child, depth - 1, false, children))
        : [],
    // The shared template library is read-only: 1 = read (the one bit of Full everyone has).
    Permissions: folder.userId ? FolderPermissions.values.Full : 1,
    WellKnownFolderType: folder.wellKnown,
  };
}

export function productWire(product: ProductRecord): Record<string, unknown> {
  return {
    Content: product.sections.map((s) => ({ Id: s.id, Source: s.source, Range: s.range })),
    Template: product.template,
    ApplicationId: product.applicationId,
    DocumentTemplateId: product.templateId,
    Quantity: product.quantity,
    DocumentTemplateName: product.templateName,
  };
}

/** A StoreItem with the parts `levelOfDetail` (StoreItem LevelOfDetail flags, docs/service-facts.md §7) asks for. */
export function itemWire(
  state: StateReader,
  item: ItemRecord,
  levelOfDetail: number,
): Record<string, unknown> {
  const has = (flag: number) => (levelOfDetail & flag) === flag;
  const folder = has(lod.IncludeFolder) ? state.get<FolderRecord>(FOLDERS, item.folderId) : undefined;
  return {
    Id: item.id,
    Folder: folder ? folderWire(state, folder, 0) : null,
    Created: item.created,
    LastModified: item.lastModified,
    LastUsed: item.lastUsed,
    Version: item.version,
    NumberOfTimesUsedInAnOrder: item.timesUsed,
    Name: item.name,
    Description: has(lod.IncludeDescription) ? item.description : '',
    SystemDetails: has(lod.IncludeSystemDetails) ? item.systemDetails : '',
    ReferenceData: item.referenceData,
    IsBroken: item.isBroken,
    LastModifiedByUserDetails: has(lod.IncludeLastModifiedByUserDetails)
      ? userDetails(state, item.lastModifiedBy)
      : null,
    ItemData: has(lod.IncludeItemData) ? itemData(item) : null,
    CreatedByUserDetails: has(lod.IncludeCreatedByUserDetails) ? userDetails(state, item.createdBy) : null,
    ItemDetails: has(lod.IncludeItemDetails) ? itemDetails(item) : null,
    Type: item.type,
    IsPublishedToAMarketplace: false,
    IsDeleted: item.deleted !== undefined,
    GoodsType: GOODS_TYPE[item.type],
  };
}

function itemData(item: ItemRecord): Record<string, unknown> {
  if (item.product)
    return { Product: productWire(item.product), ...(item.maxPages ? { MaxPageCount: item.maxPages } : {}) };
  return { FileSize: item.size, ContentType: 'application/pdf' };
}

function itemDetails(item: ItemRecord): Record<string, unknown> {
  return {
    StoreItemId: item.id,
    StoreItemVersion: item.version,
    PageCount: item.pageCount,
    SheetCount: item.pageCount,
    ColorImpressionCount: item.pageCount,
    BlackAndWhiteImpressionCount: 0,
    TabCount: 0,
    SlipSheetCount: 0,
    PrintColor: 0,
    Plex: 0,
  };
}
