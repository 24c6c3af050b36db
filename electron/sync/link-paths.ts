/** How a hot-folder file is named: its journal key, its path on disk, and the remote folder it goes to. */
import path from 'node:path';
import type { HotFolderLink } from '../shared/settings/schema.js';

/**
 * `<linkId>:<path relative to the link folder, "/"-separated>`.
 *
 * Joined, not concatenated: `${linkId}:${relPath}` is a rope, which V8 flattens into a new string
 * the first time it is sliced or searched. A key lives as long as its file is watched, and those
 * copies, made one by one through a settle, landed in the holes of every page of the old
 * generation and kept the pages from being given back: they were 86,656 of the 93,557 objects a
 * settle of 100,000 files left alive (docs/performance.md, "The settled RSS"). A joined string is
 * flat from the start.
 */
export function fileKey(linkId: string, relPath: string): string {
  return [linkId, relPath].join(':');
}

export function splitKey(key: string): [linkId: string, relPath: string] {
  const i = key.indexOf(':');
  return [key.slice(0, i), key.slice(i + 1)];
}

/** The relative path a file key (`<linkId>:<relPath>`) names, if it is of that link. */
export function relPathOfKey(key: string, linkId: string): string | undefined {
  return isOfLink(key, linkId) ? key.slice(linkId.length + 1) : undefined;
}

/** Whether `key` is `<linkId>:<relPath>` (checked without building one), so the path need not be kept beside it. */
export function keyNames(key: string, linkId: string, relPath: unknown): boolean {
  return (
    typeof relPath === 'string' &&
    key.length === linkId.length + 1 + relPath.length &&
    isOfLink(key, linkId) &&
    key.endsWith(relPath)
  );
}

function isOfLink(key: string, linkId: string): boolean {
  return key.charCodeAt(linkId.length) === 58 /* ':' */ && key.startsWith(linkId);
}

export function absPath(link: HotFolderLink, relPath: string): string {
  return path.join(link.localPath, ...relPath.split('/'));
}

/** The remote folder a file goes to: the link's folder plus the file's mirrored sub-folders. */
export function remoteFolderOf(link: HotFolderLink, relPath: string): string {
  const base = link.remotePath.replace(/\/+$/, '');
  const dir = path.posix.dirname(relPath);
  return dir === '.' ? base : `${base}/${dir}`;
}
