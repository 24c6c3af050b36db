/**
 * The print library as the user browses it: the folder tree, the selected folder's store items
 * (searched, filtered, sorted, loaded a page at a time as the table scrolls) and the selected
 * item's details.
 */
import type {
  FolderNode,
  LibrarySearchInput,
  SortKey,
  StoreItemDetails,
  StoreItemSummary,
  StoreItemType,
} from '../../electron/shared/contract/library.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import { Id } from '../../electron/shared/contract/fields.js';
import { WellKnownFolderType } from '../../electron/shared/models/enums.js';
import { getApi } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

export interface LibraryFilters {
  text: string;
  type: StoreItemType | '';
  /** yyyy-mm-dd from <input type="date">, '' for open-ended. */
  createdFrom: string;
  createdTo: string;
  modifiedFrom: string;
  modifiedTo: string;
  /** Search the sub-folders of the selected folder too. */
  includeSubFolders: boolean;
  /** The advanced panel: the service's remaining criteria. */
  name: string;
  description: string;
  referenceData: string;
  /** User ids (GUIDs); anything else is left out of the search until it is one. */
  createdBy: string;
  folderOwnerUserId: string;
  /** 'all' adds the shared document templates to the own library. */
  folderScope: 'own' | 'all';
  offeringCode: string;
}

export interface LibrarySort {
  by: SortKey;
  direction: 'asc' | 'desc';
}

export const emptyFilters: LibraryFilters = {
  text: '',
  type: '',
  createdFrom: '',
  createdTo: '',
  modifiedFrom: '',
  modifiedTo: '',
  includeSubFolders: false,
  name: '',
  description: '',
  referenceData: '',
  createdBy: '',
  folderOwnerUserId: '',
  folderScope: 'own',
  offeringCode: '',
};

/** Whether a user-id criterion can be sent: empty (not used) or a GUID, as the contract's `Id` takes it. */
export const isUserIdUsable = (value: string) => value.trim() === '' || Id.safeParse(value.trim()).success;

export const pageSize = 200;

export type LibraryLayout = 'table' | 'grid';

/**
 * `search` is the first page of a search (the table shows skeleton rows), `more` each next page;
 * `uploaded:<file id>` adds the row of a file just uploaded (its failure only waits for the next search).
 */
type Action =
  | 'tree'
  | 'createFolder'
  | 'renameFolder'
  | 'search'
  | 'more'
  | 'details'
  | `uploaded:${string}`
  | 'deleteItem';

interface LibraryState extends ActionTracking<Action> {
  tree: FolderNode | null;
  expanded: ReadonlySet<string>;
  selectedFolderId: string | null;

  filters: LibraryFilters;
  sort: LibrarySort;
  items: StoreItemSummary[];
  total: number;
  /** Pages loaded so far (1-based count). */
  pagesLoaded: number;
  /** Bumped on every new search so a late answer to an older one is dropped. */
  searchGeneration: number;

  selectedItemId: string | null;
  details: StoreItemDetails | null;
  /** The files as table rows or as a grid of first-page pictures. */
  layout: LibraryLayout;

  setLayout(layout: LibraryLayout): void;
  loadTree(): Promise<void>;
  toggleExpanded(folderId: string): void;
  selectFolder(folderId: string): void;
  createFolder(parentId: string, name: string): Promise<IpcError | null>;
  renameFolder(folderId: string, name: string): Promise<IpcError | null>;
  setFilters(changes: Partial<LibraryFilters>): void;
  clearFilters(): void;
  setSort(by: SortKey): void;
  search(): Promise<void>;
  loadMore(): Promise<void>;
  selectItem(itemId: string | null): Promise<void>;
  /** A file just uploaded: if it landed in the folder on screen, show its row without a new search. */
  showUploadedFile(fileId: string, folderPath: string): Promise<void>;
  /** Deletes a print file or document; its row and details leave the screen. */
  deleteItem(itemId: string): Promise<IpcError | null>;
}

/** The day's start or end in the user's time zone, as an ISO timestamp with offset. */
function dayBound(date: string, end: boolean): string | undefined {
  if (!date) return undefined;
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return undefined;
  const local = end ? new Date(year, month - 1, day, 23, 59, 59, 999) : new Date(year, month - 1, day);
  return local.toISOString();
}

function range(from: string, to: string) {
  const bounds = { from: dayBound(from, false), to: dayBound(to, true) };
  return bounds.from || bounds.to ? bounds : undefined;
}

export function searchInput(
  folderId: string | null,
  filters: LibraryFilters,
  sort: LibrarySort,
  page: number,
  isRoot = false,
): LibrarySearchInput {
  const input: LibrarySearchInput = { sort, page, pageSize, includeSubFolders: filters.includeSubFolders };
  // The root ("All files") is the whole library: no folder limit at all.
  if (folderId && !isRoot) input.folderId = folderId;
  const text = filters.text.trim();
  if (text) input.text = text;
  if (filters.type) input.type = filters.type;
  const created = range(filters.createdFrom, filters.createdTo);
  if (created) input.created = created;
  const lastUpdated = range(filters.modifiedFrom, filters.modifiedTo);
  if (lastUpdated) input.lastUpdated = lastUpdated;
  for (const key of ['name', 'description', 'offeringCode'] as const) {
    const value = filters[key].trim();
    if (value) input[key] = value;
  }
  // Reference data matches exactly: sent as typed.
  if (filters.referenceData) input.referenceData = filters.referenceData;
  for (const key of ['createdBy', 'folderOwnerUserId'] as const) {
    const value = filters[key].trim();
    if (value && isUserIdUsable(value)) input[key] = value;
  }
  if (filters.folderScope === 'all') input.folderScope = 'all';
  return input;
}

/**
 * Where uploads go: the open folder, or the print-file inbox (the service's well-known folder for
 * files not yet filed) when the whole library or no folder is open.
 */
export function uploadFolder(tree: FolderNode | null, selectedFolderId: string | null): FolderNode | null {
  const folder = findFolder(tree, selectedFolderId);
  if (folder && folder.path !== '') return folder;
  return findWellKnown(tree, WellKnownFolderType.values.PrintFileInboxFolder);
}

function findWellKnown(node: FolderNode | null, type: number): FolderNode | null {
  if (!node) return null;
  if (node.wellKnownType === type) return node;
  for (const child of node.subFolders) {
    const found = findWellKnown(child, type);
    if (found) return found;
  }
  return null;
}

export function findFolder(node: FolderNode | null, id: string | null): FolderNode | null {
  if (!node || !id) return null;
  if (node.id === id) return node;
  for (const child of node.subFolders) {
    const found = findFolder(child, id);
    if (found) return found;
  }
  return null;
}

/** The ids from the root down to `id`, so a folder picked elsewhere can be revealed. */
export function ancestorsOf(node: FolderNode | null, id: string): string[] {
  if (!node) return [];
  if (node.id === id) return [node.id];
  for (const child of node.subFolders) {
    const path = ancestorsOf(child, id);
    if (path.length) return [node.id, ...path];
  }
  return [];
}

export function hasActiveFilters(filters: LibraryFilters): boolean {
  return (Object.keys(emptyFilters) as (keyof LibraryFilters)[]).some(
    (key) => key !== 'includeSubFolders' && filters[key] !== emptyFilters[key],
  );
}

export const useLibrary = createStore<LibraryState>((set, get) => {
  const run = actionRunner<Action>(set);

  /** Whether the search of `generation` is still the last one (a page or a row for an older one is dropped). */
  const searchIsCurrent = (generation: number) => () => get().searchGeneration === generation;

  return {
    tree: null,
    expanded: new Set<string>(),
    selectedFolderId: null,
    filters: emptyFilters,
    sort: { by: 'created', direction: 'desc' },
    items: [],
    total: 0,
    pagesLoaded: 0,
    searchGeneration: 0,
    selectedItemId: null,
    details: null,
    layout: 'table',
    busy: {},
    errors: {},

    setLayout(layout) {
      set({ layout });
    },

    async loadTree() {
      await run('tree', async () => {
        const tree = await getApi()['library.tree']({});
        const { selectedFolderId, expanded } = get();
        const stillThere = findFolder(tree, selectedFolderId);
        set({ tree, expanded: expanded.size ? expanded : new Set([tree.id]) });
        if (!stillThere) get().selectFolder(tree.id);
      });
    },

    toggleExpanded(folderId) {
      const expanded = new Set(get().expanded);
      if (expanded.has(folderId)) expanded.delete(folderId);
      else expanded.add(folderId);
      set({ expanded });
    },

    selectFolder(folderId) {
      const expanded = new Set(get().expanded);
      for (const id of ancestorsOf(get().tree, folderId).slice(0, -1)) expanded.add(id);
      set((state) => ({
        selectedFolderId: folderId,
        expanded,
        selectedItemId: null,
        details: null,
        errors: { ...state.errors, details: undefined },
      }));
      void get().search();
    },

    createFolder(parentId, name) {
      return run.failure('createFolder', async () => {
        const folder = await getApi()['library.createFolder']({ parentId, name });
        await get().loadTree();
        const expanded = new Set(get().expanded).add(parentId);
        set({ expanded });
        get().selectFolder(folder.id);
      });
    },

    renameFolder(folderId, name) {
      return run.failure('renameFolder', async () => {
        await getApi()['library.renameFolder']({ folderId, name });
        await get().loadTree();
      });
    },

    setFilters(changes) {
      set({ filters: { ...get().filters, ...changes } });
      void get().search();
    },

    clearFilters() {
      set({ filters: emptyFilters });
      void get().search();
    },

    setSort(by) {
      const { sort } = get();
      const direction =
        sort.by === by ? (sort.direction === 'asc' ? 'desc' : 'asc') : by === 'name' ? 'asc' : 'desc';
      set({ sort: { by, direction } });
      void get().search();
    },

    async search() {
      const generation = get().searchGeneration + 1;
      const { selectedFolderId, filters, sort } = get();
      // A page still loading for the last search is of no use to this one, nor its failure.
      set((state) => ({
        searchGeneration: generation,
        busy: { ...state.busy, more: false },
        errors: { ...state.errors, more: undefined },
      }));
      const ok = await run(
        'search',
        async (current) => {
          const result = await getApi()['library.search'](
            searchInput(selectedFolderId, filters, sort, 1, get().tree?.id === selectedFolderId),
          );
          if (current()) set({ items: result.items, total: result.total, pagesLoaded: 1 });
        },
        searchIsCurrent(generation),
      );
      if (!ok && searchIsCurrent(generation)()) set({ items: [], total: 0, pagesLoaded: 0 });
    },

    async loadMore() {
      const { items, total, busy, pagesLoaded, searchGeneration: generation } = get();
      if (busy.more || busy.search || items.length >= total) return;
      const { selectedFolderId, filters, sort } = get();
      await run(
        'more',
        async (current) => {
          const result = await getApi()['library.search'](
            searchInput(
              selectedFolderId,
              filters,
              sort,
              pagesLoaded + 1,
              get().tree?.id === selectedFolderId,
            ),
          );
          if (!current()) return;
          const known = new Set(get().items.map((item) => item.id));
          set({
            items: [...get().items, ...result.items.filter((item) => !known.has(item.id))],
            total: result.total,
            pagesLoaded: pagesLoaded + 1,
          });
        },
        searchIsCurrent(generation),
      );
    },

    async selectItem(itemId) {
      set({ selectedItemId: itemId, details: null });
      if (!itemId) {
        set((state) => ({ errors: { ...state.errors, details: undefined } }));
        return;
      }
      await run(
        'details',
        async (current) => {
          const details = await getApi()['library.item']({ itemId });
          if (current()) set({ details });
        },
        () => get().selectedItemId === itemId,
      );
    },

    async showUploadedFile(fileId, folderPath) {
      const folder = findFolder(get().tree, get().selectedFolderId);
      // "All files" (the root, path "") shows every folder's files.
      const onScreen = folder !== null && (folder.path === '' || folder.path === folderPath);
      if (!onScreen || get().items.some((item) => item.id === fileId)) return;
      const generation = get().searchGeneration;
      await run(
        `uploaded:${fileId}`,
        async (current) => {
          const details = await getApi()['library.item']({ itemId: fileId });
          if (!current() || get().items.some((item) => item.id === fileId)) return;
          const summary: StoreItemSummary = {
            id: details.id,
            name: details.name,
            type: details.type,
            folderId: details.folderId,
            description: details.description,
            pageCount: details.pageCount,
            created: details.created,
            lastModified: details.lastModified,
            lastUsed: details.lastUsed,
            timesOrdered: details.timesOrdered,
            version: details.version,
            isBroken: details.isBroken,
          };
          set({ items: [summary, ...get().items], total: get().total + 1 });
        },
        searchIsCurrent(generation),
      );
    },

    async deleteItem(itemId) {
      const failure = await run.failure('deleteItem', async () => {
        await getApi()['library.deleteItem']({ itemId });
      });
      if (failure) return failure;
      const { items, total, selectedItemId } = get();
      if (items.some((item) => item.id === itemId))
        set({ items: items.filter((item) => item.id !== itemId), total: Math.max(0, total - 1) });
      if (selectedItemId === itemId)
        set((state) => ({
          selectedItemId: null,
          details: null,
          errors: { ...state.errors, details: undefined },
        }));
      return null;
    },
  };
});

export const selectSelectedFolder = (state: Pick<LibraryState, 'tree' | 'selectedFolderId'>) =>
  findFolder(state.tree, state.selectedFolderId);
