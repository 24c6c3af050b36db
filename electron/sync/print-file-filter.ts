/**
 * Which paths of a hot folder are print files to upload, and which are temporary, hidden or ours.
 * chokidar ≥ 4 has no globs, so this is a plain function it calls for every path.
 */
import path from 'node:path';
import type { PrintFileType } from '../settings/schema.js';

const extensionsByType: Record<PrintFileType, readonly string[]> = {
  pdf: ['.pdf'],
  postscript: ['.ps', '.eps'],
  tiff: ['.tif', '.tiff'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
};

/** Folders the engine itself writes into, at the root of every hot folder. */
export const uploadedFolder = 'Uploaded';
export const failedFolder = 'Failed';

/** Office lock files, browser downloads in progress, editors' temp files, dotfiles (`.DS_Store` too). */
export function isTemporaryName(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    name.startsWith('.') ||
    name.startsWith('~$') ||
    lower.endsWith('.tmp') ||
    lower.endsWith('.part') ||
    lower.endsWith('.crdownload')
  );
}

export function acceptsType(types: readonly PrintFileType[], name: string): boolean {
  const ext = path.extname(name).toLowerCase();
  return types.some((t) => extensionsByType[t].includes(ext));
}

export interface PrintFileFilter {
  /** True for a path (absolute) the watcher and the listing must skip entirely. */
  ignoresPath(absPath: string, isFile: boolean | undefined): boolean;
}

export function printFileFilter(
  root: string,
  types: readonly PrintFileType[],
  includeSubfolders: boolean,
): PrintFileFilter {
  return {
    ignoresPath(absPath, isFile) {
      const rel = path.relative(root, absPath);
      if (rel === '') return false;
      if (rel.startsWith('..') || path.isAbsolute(rel)) return true;
      const parts = rel.split(path.sep);
      if (parts[0] === uploadedFolder || parts[0] === failedFolder) return true;
      if (parts.some(isTemporaryName)) return true;
      // A directory: only the root is watched unless sub-folders are mirrored.
      if (isFile === false) return !includeSubfolders;
      if (!includeSubfolders && parts.length > 1) return true;
      // chokidar sometimes asks without stats: a "2024.05" folder must not be mistaken for a file.
      if (isFile === undefined) return false;
      return !acceptsType(types, absPath);
    },
  };
}
