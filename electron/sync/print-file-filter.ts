/**
 * Which paths of a hot folder are print files to upload, and which are temporary, hidden or ours.
 * chokidar ≥ 4 (the polling watcher) has no globs, so this is a plain function every watcher calls.
 */
import path from 'node:path';
import { printFileExtensions } from '../shared/settings/schema.js';
import type { PrintFileType } from '../shared/settings/schema.js';
import { pathRules } from './path-rules.js';
import type { PathPlatform } from './path-rules.js';

export { failedFolder, originalsFolder, uploadedFolder } from './path-rules.js';

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
  return types.some((t) => printFileExtensions[t].includes(ext));
}

export interface PrintFileFilter {
  /** True for a path (absolute) the watcher and the listing must skip entirely. */
  ignoresPath(absPath: string, isFile: boolean | undefined): boolean;
}

export function printFileFilter(
  root: string,
  types: readonly PrintFileType[],
  includeSubfolders: boolean,
  platform?: PathPlatform,
): PrintFileFilter {
  const rules = pathRules(platform);
  const api = rules.platform === 'win32' ? path.win32 : path.posix;
  return {
    ignoresPath(absPath, isFile) {
      if (!rules.isInside(absPath, root)) return true;
      if (rules.samePath(absPath, root)) return false;
      const rel = api.relative(root, absPath);
      // A path that matches the root only by case or normalization (macOS) cannot be cut relative to it.
      if (rel.startsWith('..') || api.isAbsolute(rel)) return true;
      if (rules.isInsideProcessedFolder(rel)) return true;
      const parts = rel.split(api.sep);
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
