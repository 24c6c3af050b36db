/** Contract shapes of hot folders (sync links) and their activity. */
import { z } from 'zod';
import {
  AfterUpload,
  HookSetting,
  JobPreset,
  LinkFixes,
  LinkPrinter,
  PrintFileType,
  WatchMode,
  defaultLinkFixes,
} from '../settings/schema.js';
import { Finding, PageSizePt } from '../preflight/findings.js';
import { ProfileName } from '../preflight/profiles.js';
import { FileState } from '../sync/status.js';
import { FolderPath, Id, Page, PageSize, RemotePath, Timestamp, text } from './fields.js';

// The sync shapes are the engine's own, defined once beside it; the contract carries them as they are.
export { FileState, LinkState, LinkStatus, LinkWatch, PollReason, SyncStatus } from '../sync/status.js';

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
  states: z.array(FileState).max(FileState.options.length).optional(),
  text: text(256).optional(),
  page: Page.default(1),
  pageSize: PageSize.default(100),
});
export type ActivityQuery = z.input<typeof ActivityQuery>;

/** A link's fields as the user sets them. */
const linkFields = {
  localPath: FolderPath,
  remotePath: RemotePath,
  types: z.array(PrintFileType).min(1, 'Tick at least one file type.').max(5),
  includeSubfolders: z.boolean(),
  afterUpload: AfterUpload,
  paused: z.boolean(),
  watchMode: WatchMode,
  /** What is done with each uploaded file (absent: upload only). */
  job: JobPreset,
  /** How strictly a job's file is checked before its document is made. */
  preflightProfile: ProfileName,
  /** The fixes a job's file gets on a copy before it goes on (bleed and fonts on by default). */
  fixes: LinkFixes,
  /** Also as a printer: on or off, and (once chosen) its port and name. */
  printer: LinkPrinter,
  /** This hot folder's own event hooks (docs/hooks.md): an address, a command, or both. */
  hooks: HookSetting,
};

export const NewLink = z.strictObject({
  ...linkFields,
  types: linkFields.types.default(['pdf']),
  includeSubfolders: linkFields.includeSubfolders.default(false),
  afterUpload: linkFields.afterUpload.default('keep'),
  paused: linkFields.paused.default(false),
  watchMode: linkFields.watchMode.default('auto'),
  job: linkFields.job.optional(),
  preflightProfile: linkFields.preflightProfile.default('standard'),
  fixes: linkFields.fixes.default(defaultLinkFixes),
  printer: linkFields.printer.optional(),
  hooks: linkFields.hooks.optional(),
});
export type NewLink = z.input<typeof NewLink>;

/** An edit: the fields it names change, the others keep their value (no defaults, unlike NewLink). */
export const LinkChanges = z.strictObject(linkFields).partial();
export type LinkChanges = z.infer<typeof LinkChanges>;

/**
 * What stops a file before upload: 'empty' (nothing to print: PrintDesk never sends it, as hot folders
 * do not), 'encrypted' and 'damaged' PDFs (the service takes them and marks them broken), and
 * 'unrecognised' content (not a print file PrintDesk knows; the service decides).
 */
export const PreflightProblem = z.enum(['empty', 'encrypted', 'damaged', 'unrecognised']);
export type PreflightProblem = z.infer<typeof PreflightProblem>;

/** Whether the user may send a file with this problem anyway. */
export const canUploadAnyway = (problem: PreflightProblem) => problem !== 'empty';

export const PagePicture = z.strictObject({ page: z.int().positive(), dataUrl: z.string() });
export type PagePicture = z.infer<typeof PagePicture>;

/**
 * Something the check before an upload could not determine, or the person should know, as an id and
 * its values: the window words it in its language (renderer/format/preflight.ts). `detail` is the
 * reader's own words on a failure (pdf.js, the canvas).
 */
export const PreflightNote = z.discriminatedUnion('note', [
  z.strictObject({ note: z.literal('empty') }),
  z.strictObject({ note: z.literal('encrypted') }),
  z.strictObject({ note: z.literal('damaged'), detail: z.string() }),
  /** The pages come in more than one size (`pageSizes` lists them). */
  z.strictObject({ note: z.literal('sizes') }),
  z.strictObject({ note: z.literal('checksFailed'), detail: z.string() }),
  z.strictObject({ note: z.literal('noThumbnail'), detail: z.string() }),
  /** The name's extension says one type, the content is another. */
  z.strictObject({ note: z.literal('misnamed'), named: PrintFileType, actual: PrintFileType }),
  z.strictObject({ note: z.literal('image') }),
  z.strictObject({ note: z.literal('imageTooLarge') }),
  z.strictObject({ note: z.literal('notPdfPrintFile') }),
  z.strictObject({ note: z.literal('unrecognised') }),
]);
export type PreflightNote = z.infer<typeof PreflightNote>;

export const Preflight = z.strictObject({
  path: z.string(),
  name: z.string(),
  size: z.number(),
  /** The file type we recognised from its first bytes, or null. */
  type: PrintFileType.nullable(),
  pageCount: z.int().nullable(),
  /** First page size in PostScript points (1/72 in): the window names its paper and writes it in the market's units. */
  pageSize: PageSizePt.nullable(),
  /** The page sizes the file uses (portrait: width the shorter side), in order of first use: more than one is "mixed sizes". */
  pageSizes: z.array(PageSizePt),
  /** Why the file should not go as it is, or null. */
  problem: PreflightProblem.nullable(),
  /** A PNG data URL of the first page, or null when it could not be rendered here (see notes). */
  thumbnail: z.string().nullable(),
  /** What could not be determined, and why. */
  notes: z.array(PreflightNote),
  /** The profile the print checks ran with: a file sent by hand, the Account's (uploads.preflightProfile). */
  profile: ProfileName,
  /**
   * What the print checks found, errors first (docs/preflight.md): PDFs that open only (a file that
   * does not has its `problem`), none with the `off` profile. The page size is not checked: a file
   * sent by hand is not yet a product.
   */
  findings: z.array(Finding),
  /** Small pictures (PNG data URLs) of the pages the findings concern, when asked for: a few at most. */
  pagePictures: z.array(PagePicture),
});
export type Preflight = z.infer<typeof Preflight>;

/** A folder the folder browser offers: a starting place (home, a mounted share) or a sub-folder. */
export const BrowsedFolder = z.strictObject({ name: z.string(), path: z.string() });
export type BrowsedFolder = z.infer<typeof BrowsedFolder>;

/**
 * One folder's sub-folders, for choosing a hot folder in a browser (no files, nothing outside the
 * home folder and the mounted network shares). `path` null: the starting places themselves.
 */
export const FolderListing = z.strictObject({
  path: z.string().nullable(),
  /** The folder above, while it is still within the same starting place. */
  parent: z.string().nullable(),
  roots: z.array(BrowsedFolder),
  folders: z.array(BrowsedFolder),
});
export type FolderListing = z.infer<typeof FolderListing>;
