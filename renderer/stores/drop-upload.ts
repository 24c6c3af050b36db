/**
 * Files sent by hand (dropped anywhere on the window, or picked in the Library): a dropped folder's
 * print files go with their sub-folders as library folders, what is not a print file is left out
 * (and said), and a name already in its library folder is not renamed behind the user's back: they
 * choose, file by file, to replace the one there or keep both. Then each folder's files go through
 * the check before upload (upload-check.ts).
 */
import type { FolderNode } from '../../electron/shared/contract/library.js';
import { PrintFileType, printFileExtensions } from '../../electron/shared/settings/schema.js';
import { getApi } from '../bridge/api.js';
import type { DroppedFile } from '../components/dropped-files.js';
import { describeError, toIpcError } from '../components/error-text.js';
import { appIntl } from '../format/intl.js';
import { showToast } from '../components/toasts.js';
import { uploadFolder, useLibrary } from './library.js';
import { createStore } from './resettable.js';
import { useUploadCheck } from './upload-check.js';

/** A file whose name is taken in the library folder it goes to. */
export interface NameTaken {
  file: File;
  folderPath: string;
  /** The store item there now. */
  existingId: string;
  choice: 'replace' | 'keep-both' | 'skip';
}

interface Batch {
  /** Library folder path → the files going there (those whose name is free). */
  groups: Map<string, File[]>;
  taken: NameTaken[];
}

interface DropUploadState {
  /** Files whose name is taken, waiting for the user's choice. */
  asking: NameTaken[] | null;
  /** The drop they are part of: the files whose name is free wait with them. */
  waiting: Batch | null;
  /** Print files left out of the last drop for not being print files. */
  leftOut: number;
  /** Sorts out and sends what was dropped into the library folder at `targetPath`. */
  send(dropped: readonly DroppedFile[], targetPath: string): Promise<void>;
  choose(index: number, choice: NameTaken['choice']): void;
  /** The same choice for every file still asked about. */
  chooseAll(choice: NameTaken['choice']): void;
  confirm(): Promise<void>;
  cancel(): void;
}

const printExtensions = new Set(PrintFileType.options.flatMap((type) => printFileExtensions[type]));

export function isPrintFileName(name: string): boolean {
  if (name.startsWith('.') || name.startsWith('~$')) return false;
  const dot = name.lastIndexOf('.');
  return dot > 0 && printExtensions.has(name.slice(dot).toLowerCase());
}

/** The library folder a dropped file goes to: the target, then the folders it sat in. */
export function folderFor(targetPath: string, dir: string): string {
  return dir ? `${targetPath}/${dir}` : targetPath;
}

function findByPath(node: FolderNode, path: string): FolderNode | null {
  if (node.path === path) return node;
  for (const child of node.subFolders) {
    const found = findByPath(child, path);
    if (found) return found;
  }
  return null;
}

/** The print files already in each library folder that exists, by name. */
async function namesIn(folderPaths: readonly string[]): Promise<Map<string, Map<string, string>>> {
  const api = getApi();
  const tree = await api['library.tree']({});
  const names = new Map<string, Map<string, string>>();
  for (const folderPath of folderPaths) {
    const folder = findByPath(tree, folderPath);
    if (!folder) continue;
    const { items } = await api['library.search']({ folderId: folder.id, type: 'Printfile', pageSize: 500 });
    names.set(folderPath, new Map(items.map((item) => [item.name, item.id])));
  }
  return names;
}

/** A drop that could not go ahead, said until dismissed. */
function tell(what: string, error: unknown): void {
  const { headline } = describeError(toIpcError(error));
  showToast('error', [what, headline].join(' '));
}

function sendGroups(groups: Map<string, File[]>): void {
  for (const [folderPath, files] of groups)
    if (files.length > 0) void useUploadCheck.getState().check(files, folderPath);
}

export const useDropUpload = createStore<DropUploadState>((set, get) => ({
  asking: null,
  waiting: null,
  leftOut: 0,

  async send(dropped, targetPath) {
    const printFiles = dropped.filter((entry) => isPrintFileName(entry.file.name));
    set({ leftOut: dropped.length - printFiles.length });
    if (printFiles.length === 0) return;
    const groups = new Map<string, File[]>();
    for (const { file, dir } of printFiles) {
      const folderPath = folderFor(targetPath, dir);
      groups.set(folderPath, [...(groups.get(folderPath) ?? []), file]);
    }
    let existing: Map<string, Map<string, string>>;
    try {
      existing = await namesIn([...groups.keys()]);
    } catch (error) {
      tell(appIntl().formatMessage({ id: 'shell.drop.foldersUnreadable' }), error);
      return;
    }
    const taken: NameTaken[] = [];
    for (const [folderPath, files] of groups) {
      const names = existing.get(folderPath);
      const free = files.filter((file) => {
        const existingId = names?.get(file.name);
        if (existingId) taken.push({ file, folderPath, existingId, choice: 'keep-both' });
        return !existingId;
      });
      groups.set(folderPath, free);
    }
    if (taken.length === 0) {
      sendGroups(groups);
      return;
    }
    // A drop still waiting for an answer goes as it stands: the newest one asks.
    if (get().asking) await get().confirm();
    set({ asking: taken, waiting: { groups, taken } });
  },

  choose(index, choice) {
    const asking = get().asking;
    if (!asking?.[index]) return;
    set({ asking: asking.map((entry, at) => (at === index ? { ...entry, choice } : entry)) });
  },

  chooseAll(choice) {
    set({ asking: get().asking?.map((entry) => ({ ...entry, choice })) ?? null });
  },

  async confirm() {
    const { asking, waiting: batch } = get();
    set({ asking: null, waiting: null });
    if (!asking || !batch) return;
    const groups = new Map(batch.groups);
    for (const entry of asking) {
      if (entry.choice === 'skip') continue;
      if (entry.choice === 'replace') {
        // The one there goes first, so the new one takes its name (the service renames a second one).
        try {
          await getApi()['library.deleteItem']({ itemId: entry.existingId });
        } catch (error) {
          tell(appIntl().formatMessage({ id: 'shell.drop.notReplaced' }, { name: entry.file.name }), error);
          continue;
        }
      }
      groups.set(entry.folderPath, [...(groups.get(entry.folderPath) ?? []), entry.file]);
    }
    sendGroups(groups);
  },

  cancel() {
    set({ asking: null, waiting: null });
  },
}));

/**
 * Where a drop goes: the open Library folder while the Library is on screen, else the print-file
 * inbox (the library's folders are fetched first when no view has needed them yet).
 */
export async function dropTarget(onLibrary: boolean): Promise<FolderNode | null> {
  if (!useLibrary.getState().tree) await useLibrary.getState().loadTree();
  const { tree, selectedFolderId } = useLibrary.getState();
  return uploadFolder(tree, onLibrary ? selectedFolderId : null);
}
