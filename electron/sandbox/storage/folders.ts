/** Folder operations: CreateFolder, GetFolder, UpdateFolder, and folder paths for uploads and documents. */
import { randomUUID } from 'node:crypto';
import { FolderLevelOfDetail, WellKnownFolder, WellKnownFolderType } from '../../shared/models/enums.js';
import { SandboxError, invalidField, notFound } from '../kernel/errors.js';
import {
  optionalGuid,
  optionalInt,
  optionalObject,
  optionalString,
  requiredGuid,
  requiredString,
} from '../kernel/fields.js';
import type { Route } from '../kernel/routes.js';
import type { StateReader, Transaction } from '../kernel/state.js';
import { XML_NS } from '../kernel/xml.js';
import { folderWire } from './present.js';
import { FOLDERS, visibleFolder } from '../kernel/records.js';
import type { FolderRecord } from '../kernel/records.js';

const folderXml = { root: 'StoreFolder', ns: XML_NS.eslStorage };

/** The folder of a well-known type: the user's own, or (templates) the shared library. */
export function wellKnownFolder(state: StateReader, userId: string, type: number): FolderRecord {
  const shared = type === WellKnownFolderType.values.DocumentTemplatesFolder;
  const folder = state.find<FolderRecord>(
    FOLDERS,
    (f) => f.wellKnown === type && f.userId === (shared ? null : userId),
  );
  if (!folder)
    throw new SandboxError(
      500,
      'InternalServerError',
      `the ${WellKnownFolderType.nameOf(type)} folder is missing`,
    );
  return folder;
}

export function newFolder(
  userId: string | null,
  parentId: string | null,
  name: string,
  now: Date,
  wellKnown = 0,
): FolderRecord {
  return {
    id: randomUUID(),
    userId,
    parentId,
    name,
    description: '',
    referenceData: '',
    created: now.toISOString(),
    wellKnown,
  };
}

/** Checks one folder or file name: non-empty, no path separators or control characters, not `.`/`..`. */
export function checkName(field: string, name: string): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidField(field, 'must not be empty');
  if (trimmed.length > 255)
    throw invalidField(field, `must be at most 255 characters, got ${trimmed.length}`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f/\\]/.test(trimmed))
    throw invalidField(field, `"${trimmed.slice(0, 60)}" must not contain / or \\ or control characters`);
  if (trimmed === '.' || trimmed === '..') throw invalidField(field, `"${trimmed}" is not a folder name`);
  return trimmed;
}

function childNamed(state: StateReader, parentId: string, name: string): FolderRecord | undefined {
  const wanted = name.toLowerCase();
  return state.find<FolderRecord>(FOLDERS, (f) => f.parentId === parentId && f.name.toLowerCase() === wanted);
}

/**
 * The folder at `path` (segments separated by `/`) under the user's root, creating the missing
 * ones. Names match case-insensitively, as the service's do. An empty path is the print-file inbox.
 */
export function ensureFolderPath(
  tx: Transaction,
  userId: string,
  path: string,
  field: string,
  now: Date,
): FolderRecord {
  const segments = path.split('/').filter((s) => s.trim() !== '');
  if (segments.length === 0)
    return wellKnownFolder(tx, userId, WellKnownFolderType.values.PrintFileInboxFolder);
  let folder = wellKnownFolder(tx, userId, WellKnownFolderType.values.PersonalStorageRootFolder);
  for (const segment of segments) {
    const name = checkName(field, segment);
    folder = childNamed(tx, folder.id, name) ?? tx.put(FOLDERS, newFolder(userId, folder.id, name, now));
  }
  return folder;
}

/** The existing folder at `segments` below the user's root (names match case-insensitively), or undefined. */
export function folderAtPath(
  state: StateReader,
  userId: string,
  segments: readonly string[],
): FolderRecord | undefined {
  let folder: FolderRecord | undefined = wellKnownFolder(
    state,
    userId,
    WellKnownFolderType.values.PersonalStorageRootFolder,
  );
  for (const segment of segments) {
    folder = childNamed(state, folder.id, segment.trim());
    if (!folder) return undefined;
  }
  return folder;
}

function ownFolder(state: StateReader, userId: string, id: string, field: string): FolderRecord {
  const folder = visibleFolder(state, userId, id);
  if (!folder) throw notFound('folder', id);
  if (folder.userId === null)
    throw new SandboxError(403, 'Forbidden', `${field}: the document template library is read-only`);
  return folder;
}

const levelDepth: Record<number, number> = {
  [FolderLevelOfDetail.values.Basic]: 0,
  [FolderLevelOfDetail.values.IncludeSubFolders]: 1,
  [FolderLevelOfDetail.values.All]: Number.POSITIVE_INFINITY,
};

export const folderRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/dir/StorageService/CreateFolder',
    operation: 'CreateFolder',
    async handler(ctx) {
      const body = await ctx.json();
      const name = checkName('Name', requiredString(body, 'Name'));
      const parentId = optionalGuid(body, 'ParentFolderId');
      const parentType = optionalInt(body, 'ParentFolderWellKnownType');
      const description = optionalString(body, 'Description') ?? '';
      const referenceData = optionalString(body, 'ReferenceData') ?? '';
      const notification = optionalObject(body, 'NotificationOptions');
      if (notification) optionalInt(notification, 'ShouldNotify', 'NotificationOptions');
      const created = await ctx.state.transact((tx) => {
        let parent: FolderRecord;
        if (parentId) parent = ownFolder(tx, ctx.user.id, parentId, 'ParentFolderId');
        else if (parentType === undefined || parentType === WellKnownFolderType.values.None) {
          parent = wellKnownFolder(tx, ctx.user.id, WellKnownFolderType.values.PersonalStorageRootFolder);
        } else if (
          parentType === WellKnownFolderType.values.PersonalStorageRootFolder ||
          parentType === WellKnownFolderType.values.PrintFileInboxFolder
        ) {
          parent = wellKnownFolder(tx, ctx.user.id, parentType);
        } else {
          throw invalidField(
            'ParentFolderWellKnownType',
            `${parentType} is not a folder new folders can go in (1 root, 2 print-file inbox)`,
          );
        }
        if (childNamed(tx, parent.id, name)) {
          throw new SandboxError(
            409,
            'FolderAlreadyExists',
            `Name: a folder named "${name}" already exists in "${parent.name}"`,
          );
        }
        return tx.put(FOLDERS, {
          ...newFolder(ctx.user.id, parent.id, name, ctx.now()),
          description,
          referenceData,
        });
      });
      return { body: folderWire(ctx.state, created, 0), xml: folderXml };
    },
  },
  {
    method: 'POST',
    pattern: '/dir/StorageService/GetFolder',
    operation: 'GetFolder',
    async handler(ctx) {
      const body = await ctx.json();
      const folderId = optionalGuid(body, 'FolderId');
      const wellKnown = optionalInt(body, 'WellKnownFolder') ?? WellKnownFolder.values.None;
      const level = optionalInt(body, 'LevelOfDetail') ?? FolderLevelOfDetail.values.Basic;
      const depth = levelDepth[level];
      if (depth === undefined)
        throw invalidField(
          'LevelOfDetail',
          `${level} is not one of 0 (Basic), 1 (IncludeSubFolders), 2 (All)`,
        );
      let folder: FolderRecord | undefined;
      if (folderId) {
        folder = visibleFolder(ctx.state, ctx.user.id, folderId);
        if (!folder) throw notFound('folder', folderId);
      } else if (wellKnown === WellKnownFolder.values.None) {
        folder = wellKnownFolder(
          ctx.state,
          ctx.user.id,
          WellKnownFolderType.values.PersonalStorageRootFolder,
        );
      } else if (wellKnown === WellKnownFolder.values.PrintFileInboxFolder) {
        folder = wellKnownFolder(ctx.state, ctx.user.id, WellKnownFolderType.values.PrintFileInboxFolder);
      } else if (wellKnown === WellKnownFolder.values.DocumentTemplatesFolder) {
        folder = wellKnownFolder(ctx.state, ctx.user.id, WellKnownFolderType.values.DocumentTemplatesFolder);
      } else {
        throw invalidField(
          'WellKnownFolder',
          `${wellKnown} is not one of 0 (None: use FolderId), 1 (PrintFileInboxFolder), 2 (DocumentTemplatesFolder)`,
        );
      }
      return { body: folderWire(ctx.state, folder, depth), xml: folderXml };
    },
  },
  {
    method: 'POST',
    pattern: '/dir/StorageService/UpdateFolder',
    operation: 'UpdateFolder',
    async handler(ctx) {
      const body = await ctx.json();
      const folderId = requiredGuid(body, 'FolderId');
      const rawName = optionalString(body, 'Name');
      const name = rawName === undefined ? undefined : checkName('Name', rawName);
      const description = optionalString(body, 'Description');
      const referenceData = optionalString(body, 'ReferenceData');
      const notification = optionalObject(body, 'NotificationOptions');
      if (notification) optionalInt(notification, 'ShouldNotify', 'NotificationOptions');
      await ctx.state.transact((tx) => {
        const folder = ownFolder(tx, ctx.user.id, folderId, 'FolderId');
        if (
          name !== undefined &&
          folder.parentId &&
          name.toLowerCase() !== folder.name.toLowerCase() &&
          childNamed(tx, folder.parentId, name)
        ) {
          throw new SandboxError(
            409,
            'FolderAlreadyExists',
            `Name: a folder named "${name}" already exists beside this one`,
          );
        }
        tx.put<FolderRecord>(FOLDERS, {
          ...folder,
          name: name ?? folder.name,
          description: description ?? folder.description,
          referenceData: referenceData ?? folder.referenceData,
        });
      });
      return { status: 204 };
    },
  },
];
