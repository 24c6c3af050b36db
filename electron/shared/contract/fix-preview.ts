/**
 * Pictures of a file's pages before and after the preflight's fixes, for a person about to let them
 * run ("Fix and go on", "Fix and upload"; docs/preflight.md, "Fixes"): the fixes are made on a
 * temporary copy, the same fixes the job or the upload will make, and a few pages at a time are drawn.
 */
import { z } from 'zod';
import { LocalPath, RemotePath, nonEmpty } from './fields.js';

/** Pages drawn per answer: the dialog shows these side by side, and asks for the next ones. */
export const fixPreviewPages = 4;

/** One page: its picture as it is, and as the fixed copy has it (null: it could not be drawn here). */
export const FixPreviewPage = z.strictObject({
  page: z.int().positive(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type FixPreviewPage = z.infer<typeof FixPreviewPage>;

export const FixPreview = z.strictObject({
  /** The file's name, as the pictures' names say it. */
  name: z.string(),
  pageCount: z.int().nonnegative(),
  /** The pages drawn: `fixPreviewPages` from the page asked for (fewer at the end). */
  pages: z.array(FixPreviewPage),
  /** What the fixes change, or why they could not, in sentences in the app's language. */
  changes: z.array(z.string()),
  /** Whether the fixes changed anything: false, the pictures' `after` are the original's. */
  fixed: z.boolean(),
  /** The errors the fixed copy still has, in sentences (empty: the job or the upload can go on). */
  errorsLeft: z.array(z.string()),
});
export type FixPreview = z.infer<typeof FixPreview>;

/** The first page to draw (1-based); past the last page the answer has no pages. */
const FromPage = z.int().positive().max(1_000_000).default(1);

export const JobFixPreviewInput = z.strictObject({ id: nonEmpty(8192), from: FromPage });

/** A local file before it is sent by hand ("Fix and upload"): its pages before and after the bleed and fonts fixes. */
export const FileFixPreviewInput = z.strictObject({ path: LocalPath, from: FromPage });

/**
 * "Fix and upload": the local file fixed and its copy uploaded to `folderPath` as `<name>.fixed.pdf`;
 * `name` is the file's own name where its path does not say it (a browser's bytes the host holds).
 */
export const FixedUploadInput = z.strictObject({
  folderPath: RemotePath,
  path: LocalPath,
  name: nonEmpty(255)
    // eslint-disable-next-line no-control-regex -- exactly what is being refused
    .regex(/^[^\\/\u0000-\u001f\u007f]+$/, 'A file name has no folder part and no control characters.')
    .optional(),
});
