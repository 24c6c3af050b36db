/**
 * When two local paths name the same folder, or one lies inside the other, by the rules of the
 * platform's file system: Windows compares case-insensitively and takes `\` and `/`, drive letters
 * and UNC shares (`\\server\share`); macOS's default volumes are case-insensitive and store names
 * in either Unicode normalization (`Café` typed as NFC or NFD is one folder); Linux compares bytes.
 * Pure: the platform is a parameter, so every rule is tested under path.win32 and path.posix.
 */
import path from 'node:path';

/** Folders the engine itself writes into, at the root of every hot folder. */
export const uploadedFolder = 'Uploaded';
export const failedFolder = 'Failed';
/** Where a job keeps the original of a file the preflight fixed (it went on with the fixed copy). */
export const originalsFolder = 'Originals';

export type PathPlatform = 'win32' | 'darwin' | 'linux';

export interface PathRules {
  readonly platform: PathPlatform;
  /** Both paths name the same file or folder. */
  samePath(a: string, b: string): boolean;
  /** `child` is `parent` or lies anywhere below it. */
  isInside(child: string, parent: string): boolean;
  /** One of the two is inside the other: as hot folders, they would upload the same files twice. */
  overlaps(a: string, b: string): boolean;
  /**
   * A path relative to a hot folder (either separator) lies in its `Uploaded/`, `Failed/` or
   * `Originals/` folder, where files go after upload: never uploaded again.
   */
  isInsideProcessedFolder(relPath: string): boolean;
}

/** The platforms PrintDesk runs on; any other Unix compares like Linux. */
export function currentPathPlatform(): PathPlatform {
  return process.platform === 'win32' || process.platform === 'darwin' ? process.platform : 'linux';
}

export function pathRules(platform: PathPlatform = currentPathPlatform()): PathRules {
  const api = platform === 'win32' ? path.win32 : path.posix;
  const caseInsensitive = platform !== 'linux';
  const fold = (name: string) => {
    const normalized = platform === 'darwin' ? name.normalize('NFC') : name;
    return caseInsensitive ? normalized.toLowerCase() : normalized;
  };
  /** The comparable form of an absolute path: resolved, no trailing separator except at a root. */
  const key = (p: string) => {
    const resolved = api.resolve(p);
    const root = api.parse(resolved).root;
    const trimmed = resolved.length > root.length ? resolved.replace(/[\\/]+$/, '') : resolved;
    return fold(trimmed);
  };
  const isInside = (child: string, parent: string) => {
    const c = key(child);
    const p = key(parent);
    if (c === p) return true;
    return c.startsWith(p.endsWith(api.sep) ? p : p + api.sep);
  };
  const processed = new Set([fold(uploadedFolder), fold(failedFolder), fold(originalsFolder)]);
  return {
    platform,
    samePath: (a, b) => key(a) === key(b),
    isInside,
    overlaps: (a, b) => isInside(a, b) || isInside(b, a),
    isInsideProcessedFolder(relPath) {
      const top = relPath
        .split(platform === 'win32' ? /[\\/]/ : '/')
        .find((part) => part !== '' && part !== '.');
      return top !== undefined && processed.has(fold(top));
    },
  };
}
