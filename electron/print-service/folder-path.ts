/**
 * Remote folder paths ("Hot folders/Brochures"): the service addresses folders by a multi-level
 * path whose segments travel percent-encoded, one by one, so a name may hold spaces, `#`, `?` or `%`.
 */
import { PrintServiceError } from '../shared/models/print-service-error.js';

const maxSegment = 255;

/**
 * Splits a folder path into its names; refuses `.`/`..` and control-character names, and an empty
 * path unless `allowEmpty` (an upload with no folder lands in the print-file inbox).
 */
export function folderPathSegments(operation: string, path: string, allowEmpty = false): string[] {
  const segments = path
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const bad = (why: string) =>
    new PrintServiceError({
      kind: 'invalid-request',
      operation,
      requestSent: false,
      fields: ['folderPath'],
      message: `The folder path "${path}" ${why}.`,
    });
  if (segments.length === 0 && !allowEmpty) throw bad('is empty');
  for (const s of segments) {
    if (s === '.' || s === '..') throw bad('may not contain "." or ".." folders');
    if (/[\p{Cc}\\]/u.test(s)) throw bad('contains a backslash or a control character');
    if (s.length > maxSegment) throw bad(`has a folder name longer than ${maxSegment} characters`);
  }
  return segments;
}

/** The path as URL path segments, each percent-encoded. */
export function encodeFolderPath(operation: string, path: string, allowEmpty = false): string {
  return folderPathSegments(operation, path, allowEmpty).map(encodeURIComponent).join('/');
}
