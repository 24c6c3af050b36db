/**
 * Choosing a hot folder without a system dialog (PrintDesk in a browser): the sub-folders of a
 * folder, within the user's home folder and the mounted network shares only. No files are listed,
 * `..` leads nowhere outside, and a symbolic link is followed only when where it leads is inside
 * one of those places too. A `~` path is the home folder (`expandHome`, also for typed paths).
 */
import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import type { BrowsedFolder, FolderListing } from '../../shared/contract/sync.js';
import { AppError } from '../../shared/contract/app-errors.js';
import {
  isNetworkFsType,
  parseMacMount,
  parseMountinfo,
  parseNetUse,
  type MountSource,
} from '../../sync/network-share.js';
import { pathRules } from '../../sync/path-rules.js';

/** `~` and `~/…` (or `~\\…`) in the home folder; any other path as it is. */
export function expandHome(typed: string, home: string = homedir()): string {
  const trimmed = typed.trim();
  if (trimmed === '~') return home;
  return /^~[\\/]/.test(trimmed) ? path.join(home, trimmed.slice(2)) : trimmed;
}

export interface FolderBrowserOptions {
  /** The user's home folder (default: the system's). */
  home?: string;
  /** The platform's mount listing: where the network shares are. */
  mounts: MountSource;
}

const outside = () =>
  new AppError(
    'invalid-input',
    'PrintDesk can show folders in your home folder and on mounted network shares only.',
  );

export function createFolderBrowser({ home = homedir(), mounts }: FolderBrowserOptions) {
  const rules = pathRules(mounts.platform);

  /** Home, then every mounted network share (by its real path). */
  async function roots(): Promise<BrowsedFolder[]> {
    const listing = await mounts.read().catch(() => '');
    const shares =
      mounts.platform === 'win32'
        ? parseNetUse(listing).map((drive) => `${drive}:\\`)
        : (mounts.platform === 'linux' ? parseMountinfo(listing) : parseMacMount(listing))
            .filter((mount) => isNetworkFsType(mount.type))
            .map((mount) => mount.mountPoint);
    const realHome = await realpath(home).catch(() => home);
    return [
      { name: 'Home folder', path: realHome },
      ...shares
        .filter((share) => !rules.isInside(share, realHome))
        .map((share) => ({ name: `Network share ${share}`, path: share })),
    ];
  }

  /** The starting place a real path lies in, if any. */
  const rootOf = (real: string, places: readonly BrowsedFolder[]) =>
    places.find((place) => rules.isInside(real, place.path));

  /** A sub-folder entry's real path when it is a folder inside a starting place (links followed), else null. */
  async function folderOf(
    parent: string,
    entry: Dirent,
    places: readonly BrowsedFolder[],
  ): Promise<string | null> {
    if (entry.name.startsWith('.')) return null;
    const full = path.join(parent, entry.name);
    if (entry.isDirectory()) return full;
    if (!entry.isSymbolicLink()) return null;
    const target = await realpath(full).catch(() => null);
    if (!target || !rootOf(target, places)) return null;
    const info = await stat(target).catch(() => null);
    return info?.isDirectory() ? full : null;
  }

  return {
    home,

    async list(typed?: string): Promise<FolderListing> {
      const places = await roots();
      if (!typed) return { path: null, parent: null, roots: places, folders: places };
      const real = await realpath(path.resolve(expandHome(typed, home))).catch(() => {
        throw new AppError('invalid-input', `"${typed}" is not a folder on this computer.`);
      });
      const place = rootOf(real, places);
      if (!place) throw outside();
      const entries = await readdir(real, { withFileTypes: true }).catch(() => {
        throw new AppError(
          'invalid-input',
          `PrintDesk cannot open "${typed}": it may need permissions you do not have.`,
        );
      });
      const folders: BrowsedFolder[] = [];
      for (const entry of entries) {
        const folder = await folderOf(real, entry, places);
        if (folder) folders.push({ name: entry.name, path: folder });
      }
      folders.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base', numeric: true }));
      const above = path.dirname(real);
      return {
        path: real,
        parent: rules.samePath(real, place.path) ? null : above,
        roots: places,
        folders,
      };
    },
  };
}

export type FolderBrowser = ReturnType<typeof createFolderBrowser>;
