// fs-native-extensions ships no types: the part of its API (index.js, v1.5) that file-lock.ts uses.
declare module 'fs-native-extensions' {
  /**
   * An exclusive lock on `length` bytes of the open file `fd` from `offset` (0: to the end), held by
   * that open file: true when granted, false when another open file holds it. Linux: an open file
   * description lock (fcntl F_OFD_SETLK); macOS: flock (always the whole file); Windows: LockFileEx.
   */
  export function tryLock(fd: number, offset?: number, length?: number): boolean;
  export function unlock(fd: number, offset?: number, length?: number): void;
}
