/** Folders and store items of the print library. */
import {
  FolderLevelOfDetail,
  FolderScope,
  SortDirection,
  SortProperty,
  StoreItemLevelOfDetail,
} from '../../print-service/models/enums.js';
import { isUnsetTimestamp } from '../../print-service/models/primitives.js';
import type { StoreFolder, StoreItem, StoreItemSearchCriteria } from '../../print-service/models/storage.js';
import type { ParsedInput } from '../contract.js';
import type { FolderNode, SortKey, StoreItemDetails, StoreItemSummary } from '../contract/library.js';
import { storeItemTypes } from '../../print-service/models/storage.js';
import { AppError } from '../errors.js';
import type { Handlers } from '../router.js';
import type { CoreContext } from './context.js';

type LibraryHandlers = Pick<
  Handlers,
  | 'library.tree'
  | 'library.createFolder'
  | 'library.renameFolder'
  | 'library.search'
  | 'library.item'
  | 'library.deleteItem'
  | 'library.thumbnail'
>;

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

const userRef = (user: StoreItem['CreatedByUserDetails']) =>
  user ? { name: `${user.FirstName} ${user.LastName}`.trim(), email: user.Email } : null;

export function libraryHandlers(ctx: CoreContext): LibraryHandlers {
  const tree = async (): Promise<FolderNode> => {
    const root = await ctx.client().storage.getFolder({ LevelOfDetail: FolderLevelOfDetail.values.All });
    return toFolderNode(root, null);
  };
  return {
    'library.tree': tree,

    async 'library.createFolder'({ parentId, name }) {
      const created = await ctx.client().storage.createFolder({ ParentFolderId: parentId, Name: name });
      // The reply does not say where the folder sits: place it in the tree for its path.
      const node = findNode(await tree(), created.Id);
      if (!node)
        throw new AppError(
          'invalid-response',
          `The folder "${name}" was created but is not in the library tree.`,
        );
      return node;
    },

    async 'library.renameFolder'({ folderId, name }) {
      await ctx.client().storage.updateFolder({ FolderId: folderId, Name: name });
      return { ok: true };
    },

    async 'library.search'(input) {
      const result = await ctx.client().storage.findStoreItems(toCriteria(input));
      return {
        total: result.TotalItemCount,
        page: input.page,
        pageSize: input.pageSize,
        items: result.Items.map(toSummary),
      };
    },

    async 'library.item'({ itemId }): Promise<StoreItemDetails> {
      const item = await ctx
        .client()
        .storage.getStoreItem({ ItemId: itemId, LevelOfDetail: StoreItemLevelOfDetail.values.All });
      return {
        ...toSummary(item),
        referenceData: item.ReferenceData,
        systemDetails: item.SystemDetails,
        folderName: item.Folder?.Name ?? null,
        createdBy: userRef(item.CreatedByUserDetails),
        lastModifiedBy: userRef(item.LastModifiedByUserDetails),
        isDeleted: item.IsDeleted,
        itemDetails: item.ItemDetails,
      };
    },

    async 'library.deleteItem'({ itemId }) {
      const storage = ctx.client().storage;
      const item = await storage.getStoreItem({
        ItemId: itemId,
        LevelOfDetail: StoreItemLevelOfDetail.values.IncludeFolder,
      });
      // The service deletes by folder path: find the item's folder in the user's own tree.
      const folder = item.Folder ? findNode(await tree(), item.Folder.Id) : undefined;
      if (!folder || folder.path === '')
        throw new AppError(
          'conflict',
          `"${item.Name}" is not in a folder of your library, so it cannot be deleted.`,
        );
      if (item.Type === storeItemTypes.document) await storage.deleteDocument(folder.path, item.Id);
      else await storage.deletePrintFile(folder.path, item.Name);
      return { ok: true };
    },

    async 'library.thumbnail'({ itemId, page, size }) {
      const dataUrl = await ctx.thumbnails.picture(itemId, page, size);
      return dataUrl ? { dataUrl } : null;
    },
  };
}
