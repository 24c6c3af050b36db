/** The print library's folders and store items in the contract's shapes, and a search as the service's criteria. */
import {
  SortDirection,
  SortProperty,
  StoreItemLevelOfDetail,
  FolderScope,
} from '../../shared/models/enums.js';
import { isUnsetTimestamp } from '../../shared/models/primitives.js';
import type { StoreFolder, StoreItem, StoreItemSearchCriteria } from '../../shared/models/storage.js';
import type { ParsedInput } from '../../shared/contract/channels.js';
import type { FolderNode, SortKey, StoreItemSummary } from '../../shared/contract/library.js';

export function toFolderNode(folder: StoreFolder, parentPath: string | null): FolderNode {
  // The root's own name is not part of paths: "Hot folders/Brochures", not "My library/Hot folders/…".
  const path = parentPath === null ? '' : parentPath === '' ? folder.Name : `${parentPath}/${folder.Name}`;
  return {
    id: folder.Id,
    name: folder.Name,
    path,
    parentId: folder.ParentFolderId,
    wellKnownType: folder.WellKnownFolderType,
    subFolders: folder.SubFolders.map((sub) => toFolderNode(sub, path)),
  };
}

export function findNode(root: FolderNode, id: string): FolderNode | undefined {
  if (root.id === id) return root;
  for (const sub of root.subFolders) {
    const found = findNode(sub, id);
    if (found) return found;
  }
  return undefined;
}

const sortProperty: Record<SortKey, number> = {
  name: SortProperty.values.Name,
  created: SortProperty.values.Created,
  lastModified: SortProperty.values.LastModified,
  lastUsed: SortProperty.values.LastUsed,
  timesOrdered: SortProperty.values.NumberOfTimesUsedInAnOrder,
};

const range = (r: { from?: string; to?: string } | undefined) =>
  r ? { ...(r.from ? { StartDate: r.from } : {}), ...(r.to ? { EndDate: r.to } : {}) } : undefined;

export function toCriteria(input: ParsedInput<'library.search'>): StoreItemSearchCriteria {
  const criteria: StoreItemSearchCriteria = {
    SortBy: [
      {
        Property: sortProperty[input.sort.by],
        Direction:
          input.sort.direction === 'asc' ? SortDirection.values.Ascending : SortDirection.values.Descending,
      },
    ],
    PageInfo: { PageSize: input.pageSize, PageNumber: input.page },
    LevelOfDetail: StoreItemLevelOfDetail.values.All,
  };
  if (input.folderId) {
    criteria.FolderId = input.folderId;
    criteria.IncludeSubFolders = input.includeSubFolders;
  }
  if (input.text?.trim()) criteria.SearchString = input.text.trim();
  if (input.type) criteria.Type = input.type;
  const created = range(input.created);
  if (created) criteria.Created = created;
  const updated = range(input.lastUpdated);
  if (updated) criteria.LastUpdated = updated;
  const ordered = range(input.lastOrdered);
  if (ordered) criteria.LastOrdered = ordered;
  if (input.timesOrdered)
    criteria.NumberOfTimesUsedInAnOrder = {
      ...(input.timesOrdered.min !== undefined ? { Min: input.timesOrdered.min } : {}),
      ...(input.timesOrdered.max !== undefined ? { Max: input.timesOrdered.max } : {}),
    };
  if (input.name?.trim()) criteria.Name = input.name.trim();
  if (input.description?.trim()) criteria.Description = input.description.trim();
  if (input.referenceData) criteria.ReferenceData = input.referenceData;
  if (input.createdBy) criteria.CreatedBy = input.createdBy;
  if (input.folderOwnerUserId) criteria.FolderOwnerUserId = input.folderOwnerUserId;
  if (input.folderScope)
    criteria.FolderScope = input.folderScope === 'all' ? FolderScope.values.All : FolderScope.values.Default;
  if (input.offeringCode?.trim()) criteria.OfferingCode = input.offeringCode.trim();
  return criteria;
}

/** The page count, where the service reports one (ItemDetails is not specified; the sandbox sends PageCount). */
function pageCountOf(item: StoreItem): number | null {
  for (const bag of [item.ItemDetails, item.ItemData]) {
    const value = bag?.PageCount ?? bag?.pageCount;
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  }
  return null;
}

export function toSummary(item: StoreItem): StoreItemSummary {
  return {
    id: item.Id,
    name: item.Name,
    type: item.Type,
    folderId: item.Folder?.Id ?? null,
    description: item.Description,
    pageCount: pageCountOf(item),
    created: item.Created,
    lastModified: item.LastModified,
    lastUsed: isUnsetTimestamp(item.LastUsed) ? null : item.LastUsed,
    timesOrdered: item.NumberOfTimesUsedInAnOrder,
    version: item.Version,
    isBroken: item.IsBroken,
  };
}

export const userRef = (user: StoreItem['CreatedByUserDetails']) =>
  user ? { name: `${user.FirstName} ${user.LastName}`.trim(), email: user.Email } : null;
