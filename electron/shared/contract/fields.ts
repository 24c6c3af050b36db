/** Field schemas the contract's shapes are built from: every string input is bounded so a huge payload is refused early. */
import { z } from 'zod';
import { parseIsoDate } from '../models/wall-clock.js';

/** A bounded string: every string input has an upper bound so a huge payload is refused early. */
export const text = (max: number) => z.string().max(max);
export const nonEmpty = (max: number) => z.string().trim().min(1).max(max);
/** A GUID as the print service writes them (8-4-4-4-12 hex; no RFC 4122 version check: service ids need not have one). */
export const Id = z.guid();
/**
 * A remote folder path: segments separated by "/", none empty, e.g. "Hot folders/Brochures". The
 * messages are the ones forms show: the renderer checks its fields with these very schemas.
 */
export const RemotePath = z
  .string()
  .trim()
  .min(1, 'Enter a library folder (e.g. Hot folders/Brochures).')
  .max(1024)
  .refine(
    (path) => path.split('/').every((segment) => segment.trim() !== ''),
    'Separate folder names with single "/" and leave no name empty (e.g. Hot folders/Brochures).',
  );
/** A library folder's name, as created or renamed; "/" and "\\" are kept for paths. Messages as the folder dialog shows them. */
export const FolderName = z
  .string()
  .trim()
  .min(1, 'Enter a folder name.')
  .max(255, 'A folder name can be at most 255 characters.')
  .regex(/^[^/\\]*$/, 'A folder name cannot contain / or \\.');
/** An absolute local path, Windows or POSIX (the core checks it exists). */
export const LocalPath = z
  .string()
  .trim()
  .min(1, 'Enter a folder on this computer.')
  .max(4096)
  .regex(
    /^(?:\/|[A-Za-z]:[\\/]|\\\\)/,
    'Enter a full path, starting at the top of the disk (e.g. /home/me/Print or C:\\Print).',
  );
/**
 * A hot folder as typed: a full path, or one in the home folder (`~`, `~/Print`), which the core
 * expands; the core checks it is a folder.
 */
export const FolderPath = z
  .string()
  .trim()
  .min(1, 'Enter a folder on this computer.')
  .max(4096)
  .regex(
    /^(?:~(?:[\\/]|$)|\/|[A-Za-z]:[\\/]|\\\\)/,
    'Enter a full path, starting at the top of the disk or at your home folder (e.g. /home/me/Print, ~/Print or C:\\Print).',
  );
export const Timestamp = z.string().max(64);
/**
 * A calendar date as `YYYY-MM-DD` (a need-by date: the buyer's calendar day, compared with the day
 * the service says an order arrives on its own calendar).
 */
export const IsoDate = z
  .string()
  .max(10)
  .refine((text) => parseIsoDate(text) !== null, 'Enter a date as YYYY-MM-DD, such as 2026-01-15.');
export const Empty = z.strictObject({});

type Changes<S extends z.ZodRawShape> = z.ZodObject<
  { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer T> ? T : S[K]> },
  z.core.$strict
>;

/**
 * A change to a settings object: every field optional, and absent ones absent. Not `.partial()`:
 * zod 4 fills a default in even where the field is optional, so a change to one preference would put
 * every other back to its default.
 */
export function changesOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): Changes<S> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.strictObject(shape) as unknown as Changes<S>;
}
export const Ok = z.strictObject({ ok: z.literal(true) });
/** A table offered as a CSV file download: its suggested file name and its text. */
export const CsvExport = z.strictObject({ fileName: z.string(), csv: z.string() });
/** A file written where the person chose in the system's save dialog (null: they cancelled). */
export const SavedFile = z.strictObject({ file: z.string().nullable() });
export const Page = z.int().min(1).max(100_000);
export const PageSize = z.int().min(1).max(500);
export const DateRange = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
