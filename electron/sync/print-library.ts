/**
 * The sync engine's `RemoteLibrary` over the print-service client: uploads stream through
 * `storage.uploadFile`, and "what did this folder receive since then?" is answered by resolving the
 * folder path (cached from upload replies) and searching it with FindStoreItems; the probe after
 * an outage reads the root folder without its sub-folders.
 */
import type { PrintServiceClient } from '../print-service/client.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { FolderLevelOfDetail } from '../shared/models/enums.js';
import type { StoreFolder } from '../shared/models/storage.js';
import { folderSegments, libraryFolderKey, type RemoteLibrary, type UploadedFile } from './remote.js';

const pageSize = 1000;

export function printLibrary(client: PrintServiceClient): RemoteLibrary {
  // Keyed by the library's own rule: one entry per folder however a path spells it.
  const folderIds = new Map<string, string>();

  async function resolveFolder(folderPath: string, signal?: AbortSignal): Promise<string | undefined> {
    const key = libraryFolderKey(folderPath);
    const cached = folderIds.get(key);
    if (cached) return cached;
    let folder: StoreFolder = await client.storage.getFolder(
      { LevelOfDetail: FolderLevelOfDetail.values.IncludeSubFolders },
      { signal },
    );
    for (const name of folderSegments(folderPath)) {
      const child = folder.SubFolders.find((f) => f.Name.toLowerCase() === name.toLowerCase());
      if (!child) return undefined;
      folder = await client.storage.getFolder(
        { FolderId: child.Id, LevelOfDetail: FolderLevelOfDetail.values.IncludeSubFolders },
        { signal },
      );
    }
    folderIds.set(key, folder.Id);
    return folder.Id;
  }

  return {
    async upload(remoteFolder, localPath, options) {
      const reply = await client.storage.uploadFile(remoteFolder, { path: localPath }, options);
      const file = reply.Files[0];
      if (!file) {
        throw new PrintServiceError({
          kind: 'invalid-response',
          operation: 'UploadFile',
          requestSent: true,
          message: 'The print service answered the upload without the stored file.',
        });
      }
      folderIds.set(libraryFolderKey(remoteFolder), reply.FolderId);
      return {
        fileId: file.FileId,
        name: file.Name,
        isBroken: file.IsBroken,
        pageCount: file.PageCount,
        createdAt: Date.parse(file.DateCreated),
      };
    },

    recordKey: (scope) => client.recordKey(scope),

    async probe(signal) {
      // One request per probe: the engine spaces the probes itself.
      await client.storage.getFolder(
        { LevelOfDetail: FolderLevelOfDetail.values.Basic },
        { signal, once: true },
      );
    },

    async findUploaded(remoteFolder, name, since) {
      const folderId = await resolveFolder(remoteFolder);
      if (!folderId) return [];
      const wanted = name.toLowerCase();
      const found: UploadedFile[] = [];
      for (let page = 1; ; page++) {
        const result = await client.storage.findStoreItems({
          FolderId: folderId,
          Name: name,
          Created: { StartDate: new Date(Math.max(0, since)).toISOString() },
          PageInfo: { PageSize: pageSize, PageNumber: page },
        });
        for (const item of result.Items) {
          const lower = item.Name.toLowerCase();
          const createdAt = Date.parse(item.Created);
          if (createdAt < since || item.IsDeleted) continue;
          if (
            lower !== wanted &&
            !(lower.startsWith(`${wanted} (`) && /^ \(\d+\)$/.test(lower.slice(wanted.length)))
          )
            continue;
          found.push({ fileId: item.Id, name: item.Name, isBroken: item.IsBroken, createdAt });
        }
        if (page * pageSize >= result.TotalItemCount || result.Items.length === 0) break;
      }
      return found;
    },
  };
}
