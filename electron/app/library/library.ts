/** Folders and store items of the print library, and the page pictures of its items. */
import type { PrintServiceClient } from '../../print-service/client.js';
import { FolderLevelOfDetail, StoreItemLevelOfDetail } from '../../shared/models/enums.js';
import { storeItemTypes } from '../../shared/models/storage.js';
import type { Output, ParsedInput } from '../../shared/contract/channels.js';
import type { FolderNode, StoreItemDetails } from '../../shared/contract/library.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { Thumbnails } from '../pictures/thumbnails.js';
import { findNode, toCriteria, toFolderNode, toSummary, userRef } from './library-shapes.js';

export interface LibraryOptions {
  /** The client in use; throws AppError('not-connected') without one. */
  client: () => PrintServiceClient;
  thumbnails: Pick<Thumbnails, 'picture'>;
}

export type Library = ReturnType<typeof createLibrary>;

export function createLibrary({ client, thumbnails }: LibraryOptions) {
  const tree = async (): Promise<FolderNode> => {
    const root = await client().storage.getFolder({ LevelOfDetail: FolderLevelOfDetail.values.All });
    return toFolderNode(root, null);
  };
  return {
    tree,

    async createFolder({ parentId, name }: ParsedInput<'library.createFolder'>): Promise<FolderNode> {
      const created = await client().storage.createFolder({ ParentFolderId: parentId, Name: name });
      // The reply does not say where the folder sits: place it in the tree for its path.
      const node = findNode(await tree(), created.Id);
      if (!node)
        throw new AppError(
          'invalid-response',
          `The folder "${name}" was created but is not in the library tree.`,
        );
      return node;
    },

    async renameFolder({ folderId, name }: ParsedInput<'library.renameFolder'>): Promise<void> {
      await client().storage.updateFolder({ FolderId: folderId, Name: name });
    },

    async search(input: ParsedInput<'library.search'>): Promise<Output<'library.search'>> {
      const result = await client().storage.findStoreItems(toCriteria(input));
      return {
        total: result.TotalItemCount,
        page: input.page,
        pageSize: input.pageSize,
        items: result.Items.map(toSummary),
      };
    },

    async item(itemId: string): Promise<StoreItemDetails> {
      const item = await client().storage.getStoreItem({
        ItemId: itemId,
        LevelOfDetail: StoreItemLevelOfDetail.values.All,
      });
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

    async deleteItem(itemId: string): Promise<void> {
      const storage = client().storage;
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
    },

    /** A PNG data URL of the item's page, or null when PrintDesk has no local copy to draw it from. */
    picture: ({ itemId, page, size }: ParsedInput<'library.thumbnail'>) =>
      thumbnails.picture(itemId, page, size),
  };
}
