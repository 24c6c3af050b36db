/** What a remote folder really holds, read back from the service (tests compare it with what was sent). */
import type { PrintServiceClient } from '../../print-service/client.js';
import { FolderLevelOfDetail } from '../../shared/models/enums.js';
import type { StoreItem } from '../../shared/models/storage.js';

/** Every store item of the remote folder at `folderPath` (empty when the folder does not exist). */
export async function listRemoteFolder(client: PrintServiceClient, folderPath: string): Promise<StoreItem[]> {
  let folder = await client.storage.getFolder({
    LevelOfDetail: FolderLevelOfDetail.values.IncludeSubFolders,
  });
  for (const name of folderPath.split('/').filter((s) => s !== '')) {
    const child = folder.SubFolders.find((f) => f.Name.toLowerCase() === name.toLowerCase());
    if (!child) return [];
    folder = await client.storage.getFolder({
      FolderId: child.Id,
      LevelOfDetail: FolderLevelOfDetail.values.IncludeSubFolders,
    });
  }
  const items: StoreItem[] = [];
  for (let page = 1; ; page++) {
    const result = await client.storage.findStoreItems({
      FolderId: folder.Id,
      PageInfo: { PageSize: 1000, PageNumber: page },
    });
    items.push(...result.Items);
    if (items.length >= result.TotalItemCount || result.Items.length === 0) return items;
  }
}
