/** Contract shapes of hot folders (sync links) and their activity. */
import { z } from 'zod';
import { AfterUpload, HotFolderLink, PrintFileType } from '../../settings/schema.js';
import { Id, LocalPath, Page, PageSize, RemotePath, Timestamp, text } from './fields.js';

export const SyncState = z.enum(['idle', 'syncing', 'paused', 'error', 'offline']);
export type SyncState = z.infer<typeof SyncState>;

export const SyncStatus = z.strictObject({
  state: SyncState,
  queued: z.int(),
  uploading: z.int(),
  uploaded: z.int(),
  failed: z.int(),
  skipped: z.int(),
  /** Bytes of the files queued or uploading, and bytes of them sent so far. */
  bytesTotal: z.number(),
  bytesSent: z.number(),
  /** A sentence needing the user's attention (e.g. "The print service refused the key: sync paused"). */
  notice: z.string().optional(),
});
export type SyncStatus = z.infer<typeof SyncStatus>;

/** A link's state: 'syncing' is a watched link with files queued or uploading. */
export const LinkState = z.enum(['starting', 'watching', 'syncing', 'paused', 'offline', 'error']);
export type LinkState = z.infer<typeof LinkState>;

export const FileState = z.enum(['queued', 'uploading', 'uploaded', 'failed', 'skipped']);
export type FileState = z.infer<typeof FileState>;

export const LinkStatus = z.strictObject({
  link: HotFolderLink,
  state: LinkState,
  /** True when native file events failed and the folder is polled (slower to notice files). */
  polling: z.boolean(),
  counts: z.strictObject({
    queued: z.int(),
    uploading: z.int(),
    uploaded: z.int(),
    failed: z.int(),
    skipped: z.int(),
  }),
});
export type LinkStatus = z.infer<typeof LinkStatus>;

export const ActivityEntry = z.strictObject({
  /** Order of the record in the history (newest has the highest). */
  seq: z.int(),
  /** Stable key of the file (`<linkId>:<relative path>`): used by sync.retry. */
  fileKey: z.string(),
  linkId: z.string(),
  /** Path relative to the linked folder, "/"-separated. */
  path: z.string(),
  name: z.string(),
  remoteFolder: z.string(),
  state: FileState,
  size: z.number(),
  attempts: z.int(),
  /** When the file reached this state. */
  at: Timestamp,
  remoteFileId: z.string().optional(),
  /** Why (failed, skipped and retried files). */
  message: z.string().optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;

export const ActivityQuery = z.strictObject({
  linkId: Id.optional(),
  states: z.array(FileState).max(5).optional(),
  text: text(256).optional(),
  page: Page.default(1),
  pageSize: PageSize.default(100),
});
export type ActivityQuery = z.input<typeof ActivityQuery>;

export const NewLink = z.strictObject({
  localPath: LocalPath,
  remotePath: RemotePath,
  types: z.array(PrintFileType).min(1).max(5).default(['pdf']),
  includeSubfolders: z.boolean().default(false),
  afterUpload: AfterUpload.default('keep'),
  paused: z.boolean().default(false),
});
export type NewLink = z.input<typeof NewLink>;

export const Preflight = z.strictObject({
  path: z.string(),
  name: z.string(),
  size: z.number(),
  /** The file type we recognised from its first bytes, or null. */
  type: PrintFileType.nullable(),
  pageCount: z.int().nullable(),
  /** First page size in PostScript points (1/72 in) and a paper name when it is a standard one. */
  pageSize: z
    .strictObject({ widthPt: z.number(), heightPt: z.number(), name: z.string().nullable() })
    .nullable(),
  /** A PNG data URL of the first page, or null when it could not be rendered here (see notes). */
  thumbnail: z.string().nullable(),
  /** What could not be determined, and why. */
  notes: z.array(z.string()),
});
export type Preflight = z.infer<typeof Preflight>;
