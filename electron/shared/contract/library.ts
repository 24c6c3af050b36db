/** Contract shapes of the library: the folder tree and store items (searched and in detail). */
import { z } from 'zod';
import { storeItemTypes } from '../models/storage.js';
import { Finding } from '../preflight/findings.js';
import { ProfileName } from '../preflight/profiles.js';
import { DateRange, Id, Page, PageSize, Timestamp, text } from './fields.js';

// Library: folders and store items

export type FolderNode = {
  id: string;
  name: string;
  /** Full path from the root's children, e.g. "Hot folders/Brochures"; "" for the root. */
  path: string;
  parentId: string | null;
  wellKnownType: number;
  subFolders: FolderNode[];
};
export const FolderNode: z.ZodType<FolderNode> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    name: z.string(),
    path: z.string(),
    parentId: z.string().nullable(),
    wellKnownType: z.int(),
    subFolders: z.array(FolderNode),
  }),
);

export const StoreItemType = z.enum(storeItemTypes);
export type StoreItemType = z.infer<typeof StoreItemType>;

export const StoreItemSummary = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** "Printfile" or "Document" (other values the service may add pass through). */
  type: z.string(),
  folderId: z.string().nullable(),
  description: z.string(),
  pageCount: z.int().nullable(),
  created: Timestamp,
  lastModified: Timestamp,
  lastUsed: Timestamp.nullable(),
  timesOrdered: z.int(),
  version: z.int(),
  isBroken: z.boolean(),
});
export type StoreItemSummary = z.infer<typeof StoreItemSummary>;

export const SortKey = z.enum(['name', 'created', 'lastModified', 'lastUsed', 'timesOrdered']);
export type SortKey = z.infer<typeof SortKey>;

export const LibrarySearchInput = z.strictObject({
  /** Limit to one folder (with or without its sub-folders); whole library when absent. */
  folderId: Id.optional(),
  includeSubFolders: z.boolean().default(false),
  /** Free text matched against name, description and reference data. */
  text: text(256).optional(),
  type: StoreItemType.optional(),
  created: DateRange.optional(),
  lastUpdated: DateRange.optional(),
  lastOrdered: DateRange.optional(),
  timesOrdered: z.strictObject({ min: z.int().min(0).optional(), max: z.int().min(0).optional() }).optional(),
  /** The advanced criteria: substrings of the name or description, reference data exactly. */
  name: text(256).optional(),
  description: text(256).optional(),
  referenceData: text(256).optional(),
  /** The user who created the item / who owns its folder. */
  createdBy: Id.optional(),
  folderOwnerUserId: Id.optional(),
  /** 'all' adds the shared document templates to the own library. */
  folderScope: z.enum(['own', 'all']).optional(),
  /** Items whose product includes this offering (its code, id or name). */
  offeringCode: text(128).optional(),
  sort: z
    .strictObject({ by: SortKey, direction: z.enum(['asc', 'desc']) })
    .default({ by: 'created', direction: 'desc' }),
  page: Page.default(1),
  pageSize: PageSize.default(100),
});
export type LibrarySearchInput = z.input<typeof LibrarySearchInput>;

export const LibrarySearchResult = z.strictObject({
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(StoreItemSummary),
});
export type LibrarySearchResult = z.infer<typeof LibrarySearchResult>;

export const UserRef = z.strictObject({ name: z.string(), email: z.string() }).nullable();

export const StoreItemDetails = StoreItemSummary.extend({
  referenceData: z.string(),
  systemDetails: z.string(),
  folderName: z.string().nullable(),
  createdBy: UserRef,
  lastModifiedBy: UserRef,
  isDeleted: z.boolean(),
  /** The service's ItemDetails, as sent (shape not specified by the service). */
  itemDetails: z.record(z.string(), z.unknown()).nullable(),
});
export type StoreItemDetails = z.infer<typeof StoreItemDetails>;

/** Long sides (pixels) page pictures come in: few sizes, so the cache holds few variants per page. */
export const thumbnailSizes = [160, 320, 640] as const;

/** A picture of one page of a print file or document (a document shows its first section's pages). */
export const ThumbnailRequest = z.strictObject({
  itemId: Id,
  page: z.int().min(1).max(100_000).default(1),
  size: z.union(thumbnailSizes.map((size) => z.literal(size))).default(160),
});

/** A PNG data URL, or null when PrintDesk has no local copy of the item to draw (see library README). */
export const Thumbnail = z.strictObject({ dataUrl: z.string() }).nullable();
export type Thumbnail = z.infer<typeof Thumbnail>;

/**
 * What the print checks find in a library item's local copy (a document: its first section's file),
 * for the marks on its page pictures; or why it was not checked (no local copy, changed since, off).
 */
/**
 * Why a library item's pages carry no marks: PrintDesk has no copy of it (uploaded elsewhere), its
 * file changed or moved since, or the uploads' preflight profile is off. The UI says each in words.
 */
export const NoMarksReason = z.enum(['unknown', 'changed', 'off']);
export type NoMarksReason = z.infer<typeof NoMarksReason>;

export const ItemFindings = z.discriminatedUnion('checked', [
  z.strictObject({ checked: z.literal(true), profile: ProfileName, findings: z.array(Finding) }),
  z.strictObject({ checked: z.literal(false), why: NoMarksReason }),
]);
export type ItemFindings = z.infer<typeof ItemFindings>;
