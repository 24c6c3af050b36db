/** Wire models of the storage service: folders, store items, searches and uploads. */
import { z } from 'zod';
import { FolderAttributes, FolderPermissions, WellKnownFolderType } from './enums.js';
import {
  Guid,
  Timestamp,
  WireGuid,
  WireTimestamp,
  enumOr0,
  flag,
  guidOrNull,
  list,
  opaque,
  text,
  timestampOrNull,
  wireInt,
} from './primitives.js';

export const StorageUserDetails = z.object({
  Id: guidOrNull,
  FirstName: text,
  LastName: text,
  Email: text,
});
export type StorageUserDetails = z.infer<typeof StorageUserDetails>;
const userDetailsOrNull = StorageUserDetails.nullish().transform((v) => v ?? null);

interface StoreFolderShape {
  Id: string;
  ParentFolderId: string | null;
  Name: string;
  Description: string;
  Attributes: number;
  ReferenceData: string;
  Created: string | null;
  OwnerUserDetails: StorageUserDetails | null;
  SubFolders: StoreFolderShape[];
  Permissions: number;
  WellKnownFolderType: number;
}

/** A folder of the library, with its sub-folders (recursive). */
export const StoreFolder: z.ZodType<StoreFolderShape, unknown> = z.lazy(() =>
  z.object({
    Id: WireGuid,
    ParentFolderId: guidOrNull,
    Name: z.string(),
    Description: text,
    Attributes: enumOr0(FolderAttributes),
    ReferenceData: text,
    Created: timestampOrNull,
    OwnerUserDetails: userDetailsOrNull,
    SubFolders: list(StoreFolder),
    Permissions: enumOr0(FolderPermissions),
    WellKnownFolderType: enumOr0(WellKnownFolderType),
  }),
);
export type StoreFolder = StoreFolderShape;

/** `Type` of a store item; other strings are kept as sent. */
export const storeItemTypes = { printFile: 'Printfile', document: 'Document' } as const;

/** A store item: a print file or a document. */
export const StoreItem = z.object({
  Id: WireGuid,
  Folder: StoreFolder.nullish().transform((v) => v ?? null),
  Created: WireTimestamp,
  LastModified: WireTimestamp,
  LastUsed: timestampOrNull,
  Version: wireInt,
  NumberOfTimesUsedInAnOrder: wireInt,
  Name: z.string(),
  Description: text,
  SystemDetails: text,
  ReferenceData: text,
  IsBroken: flag,
  LastModifiedByUserDetails: userDetailsOrNull,
  ItemData: opaque,
  CreatedByUserDetails: userDetailsOrNull,
  ItemDetails: opaque,
  Type: z.string(),
  IsPublishedToAMarketplace: flag,
  IsDeleted: flag,
  GoodsType: guidOrNull,
});
export type StoreItem = z.infer<typeof StoreItem>;

export const StoreItemSearchResult = z.object({
  TotalItemCount: wireInt,
  Items: list(StoreItem),
});
export type StoreItemSearchResult = z.infer<typeof StoreItemSearchResult>;

/** A file entry of an upload result. */
export const FolderFile = z.object({
  Type: text,
  FileId: WireGuid,
  Name: z.string(),
  DateCreated: WireTimestamp,
  IsBroken: flag,
  LastModified: timestampOrNull,
  LastUsed: timestampOrNull,
  PageCount: wireInt,
});
export type FolderFile = z.infer<typeof FolderFile>;

/** The result of an upload: the folder with the newly uploaded file(s) only. */
export const FolderUploadResult = z.object({
  FolderId: WireGuid,
  Name: z.string(),
  Created: timestampOrNull,
  Files: list(FolderFile),
});
export type FolderUploadResult = z.infer<typeof FolderUploadResult>;

const DateRange = z.object({ StartDate: Timestamp.optional(), EndDate: Timestamp.optional() });
const IntegerRange = z.object({ Min: z.int().optional(), Max: z.int().optional() });

export const StoreItemSearchSort = z.object({ Property: z.int(), Direction: z.int() });
export type StoreItemSearchSort = z.infer<typeof StoreItemSearchSort>;

/** The criteria of FindStoreItems (what we send; every field optional). */
export const StoreItemSearchCriteria = z.object({
  SortBy: z.array(StoreItemSearchSort).optional(),
  PageInfo: z.object({ PageSize: z.int().min(1), PageNumber: z.int().min(1) }).optional(),
  SearchString: z.string().optional(),
  Created: DateRange.optional(),
  CreatedBy: Guid.optional(),
  Description: z.string().optional(),
  LastOrdered: DateRange.optional(),
  LastUpdated: DateRange.optional(),
  Name: z.string().optional(),
  Type: z.string().optional(),
  FolderId: Guid.optional(),
  ReferenceData: z.string().optional(),
  LevelOfDetail: z.int().optional(),
  IncludeSubFolders: z.boolean().optional(),
  FolderScope: z.int().optional(),
  OfferingCode: z.string().optional(),
  FolderOwnerUserId: Guid.optional(),
  ItemDetails: z.record(z.string(), z.unknown()).optional(),
  NumberOfTimesUsedInAnOrder: IntegerRange.optional(),
});
export type StoreItemSearchCriteria = z.infer<typeof StoreItemSearchCriteria>;

const NotificationOptions = z.object({ ShouldNotify: z.int() });

export const CreateFolderRequest = z.object({
  ParentFolderId: Guid,
  Name: z.string().min(1),
  Description: z.string().optional(),
  ReferenceData: z.string().optional(),
  NotificationOptions: NotificationOptions.optional(),
  ParentFolderWellKnownType: z.int().optional(),
});
export type CreateFolderRequest = z.infer<typeof CreateFolderRequest>;

/** Address a folder by `FolderId` (WellKnownFolder None) or by role (`WellKnownFolder`). */
export const GetFolderRequest = z.object({
  FolderId: Guid.optional(),
  WellKnownFolder: z.int().optional(),
  LevelOfDetail: z.int().optional(),
});
export type GetFolderRequest = z.infer<typeof GetFolderRequest>;

export const UpdateFolderRequest = z.object({
  FolderId: Guid,
  Name: z.string().min(1).optional(),
  Description: z.string().optional(),
  ReferenceData: z.string().optional(),
  NotificationOptions: NotificationOptions.optional(),
});
export type UpdateFolderRequest = z.infer<typeof UpdateFolderRequest>;

export const GetStoreItemRequest = z.object({ ItemId: Guid, LevelOfDetail: z.int().optional() });
export type GetStoreItemRequest = z.infer<typeof GetStoreItemRequest>;
