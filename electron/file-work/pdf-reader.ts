/**
 * The PDF reader moved to electron/pdf/pdf-reader.ts. This type stays here only for
 * ipc/services/preflight.ts, which another branch is moving into the application layer: once that
 * file imports electron/pdf/pdf-reader.ts itself, delete this one.
 */
export type { PageSize } from '../pdf/pdf-reader.js';
