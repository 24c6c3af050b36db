/**
 * How folders and store items are kept in the state store. Ids are the wire ids; a record with
 * `userId: null` belongs to the shared template library every user can read.
 */
import type { storeItemTypes } from '../../shared/models/storage.js';
import type { StateReader, StoredRecord, Transaction } from './state.js';

export const FOLDERS = 'folders';
export const ITEMS = 'items';

export interface FolderRecord extends StoredRecord {
  readonly userId: string | null;
  readonly parentId: string | null;
  readonly name: string;
  readonly description: string;
  readonly referenceData: string;
  readonly created: string;
  /** WellKnownFolderType number (0 for an ordinary folder). */
  readonly wellKnown: number;
}

export interface SectionRecord {
  readonly id: string;
  readonly source: string;
  readonly range: string;
}

export interface ProductRecord {
  readonly templateId: string;
  readonly templateName: string;
  readonly template: string;
  readonly applicationId: string;
  readonly quantity: number;
  readonly sections: readonly SectionRecord[];
}

export type ItemType = (typeof storeItemTypes)[keyof typeof storeItemTypes];

export interface ItemRecord extends StoredRecord {
  readonly userId: string | null;
  readonly folderId: string;
  readonly type: ItemType;
  readonly name: string;
  readonly description: string;
  readonly referenceData: string;
  readonly systemDetails: string;
  readonly created: string;
  readonly lastModified: string;
  /** When it was last used in an order; null when never. */
  readonly lastUsed: string | null;
  readonly version: number;
  readonly timesUsed: number;
  readonly isBroken: boolean;
  readonly pageCount: number;
  readonly size: number;
  readonly createdBy: string | null;
  readonly lastModifiedBy: string | null;
  /** Print files: the content's path under the data folder's `files/`. */
  readonly file?: string;
  /** Documents and document templates: what they are made of. */
  readonly product?: ProductRecord;
  /** Document templates: the largest page range a section may ask for. */
  readonly maxPages?: number;
  /**
   * When it was deleted. A deleted item is kept (orders name it) but leaves listings and searches,
   * cannot be used again, and GetStoreItem reports it with IsDeleted.
   */
  readonly deleted?: string;
}

/** A store item the user may read (its own, or a shared template), deleted ones included, or undefined. */
export function storedItem(state: StateReader, userId: string, id: string): ItemRecord | undefined {
  const item = state.get<ItemRecord>(ITEMS, id.toLowerCase());
  return item && (item.userId === userId || item.userId === null) ? item : undefined;
}

/** A store item the user may read and use (not deleted), or undefined. */
export function visibleItem(state: StateReader, userId: string, id: string): ItemRecord | undefined {
  const item = storedItem(state, userId, id);
  return item?.deleted === undefined ? item : undefined;
}

/** A folder the user may read (its own, or the shared template library), or undefined. */
export function visibleFolder(state: StateReader, userId: string, id: string): FolderRecord | undefined {
  const folder = state.get<FolderRecord>(FOLDERS, id.toLowerCase());
  return folder && (folder.userId === userId || folder.userId === null) ? folder : undefined;
}

/** Marks a store item as used in an order (PlaceOrder): NumberOfTimesUsedInAnOrder + 1, LastUsed = when. */
export function recordItemUse(tx: Transaction, itemId: string, when: Date): void {
  const item = tx.get<ItemRecord>(ITEMS, itemId.toLowerCase());
  if (!item) return;
  tx.put<ItemRecord>(ITEMS, { ...item, timesUsed: item.timesUsed + 1, lastUsed: when.toISOString() });
}
