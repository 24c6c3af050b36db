/** Field schemas the contract's shapes are built from: every string input is bounded so a huge payload is refused early. */
import { z } from 'zod';

/** A bounded string: every string input has an upper bound so a huge payload is refused early. */
export const text = (max: number) => z.string().max(max);
export const nonEmpty = (max: number) => z.string().trim().min(1).max(max);
/** A GUID as the print service writes them (8-4-4-4-12 hex; no RFC 4122 version check: service ids need not have one). */
export const Id = z.guid();
/** A remote folder path: segments separated by "/", e.g. "Hot folders/Brochures". */
export const RemotePath = nonEmpty(1024);
/** An absolute local path (the core checks it exists). */
export const LocalPath = nonEmpty(4096).regex(
  /^(?:\/|[A-Za-z]:[\\/]|\\\\)/,
  'must be an absolute path (e.g. /home/me/Print or C:\\Print)',
);
export const Timestamp = z.string().max(64);
export const Empty = z.strictObject({});
export const Ok = z.strictObject({ ok: z.literal(true) });
export const Page = z.int().min(1).max(100_000);
export const PageSize = z.int().min(1).max(500);
export const DateRange = z.strictObject({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
