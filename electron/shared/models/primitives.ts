/**
 * Building blocks of the wire models (one file per service group beside this one; each schema has
 * the spec's PascalCase name of the interface (docs/service-facts.md §0)). Environment-neutral (zod only):
 * the client parses every response through these, the sandbox checks its own responses against
 * them and writes XML from the enum maps, and the renderer imports them (types and values).
 *
 * Two flavours where they differ:
 * - request schemas (`…Request`, `OrderRequest`, …) are exact: what PrintDesk sends (JSON, enums as ints);
 * - response schemas are liberal where the real service is (docs/service-facts.md §3): enums as names or
 *   ints, timestamps with or without a zone or as WCF `/Date(ms±zone)/`, `null` for absent
 *   objects, strings and lists, money as a number or a numeric string. They normalize to one
 *   output shape: enums -> ints, timestamps -> ISO strings, money -> numbers, absent text -> '',
 *   absent lists -> [], absent objects -> null.
 */
import { z } from 'zod';
import type { WireEnum } from './wire-enum.js';

/** A GUID as the service may write it: with or without hyphens, any case. */
const guidPattern = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** A GUID we send: 8-4-4-4-12 hex. */
export const Guid = z.guid();

/** The most copies of anything one order line, document, quote or hot-folder job may ask for. */
export const maxCopies = 1_000_000;
const copiesRule = `Enter a whole number of copies from 1 to ${maxCopies.toLocaleString('en-US')}.`;
/** A number of copies the user asks for; the message is the one forms show. */
export const Copies = z.int({ error: copiesRule }).min(1, copiesRule).max(maxCopies, copiesRule);

/** A GUID we accept: with or without hyphens, any case -> lower-case 8-4-4-4-12. */
export const WireGuid = z
  .string()
  .regex(guidPattern, 'expected a GUID')
  .transform((v) => {
    const hex = v.replace(/-/g, '').toLowerCase();
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  });
export const guidOrNull = WireGuid.nullish().transform((v) => v ?? null);

const isoPattern = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;
const wcfDatePattern = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;

/**
 * Converts a wire timestamp to an ISO 8601 string: ISO values are kept as sent (a zone-less one
 * stays zone-less: the service's local time, docs/service-facts.md §3.3); WCF `/Date(ms±zone)/` (ms are
 * UTC epoch milliseconds, the zone only says where it was local) becomes a UTC `…Z` string.
 * Returns undefined for anything else.
 */
export function normalizeTimestamp(value: string): string | undefined {
  const wcf = wcfDatePattern.exec(value);
  if (wcf) {
    const date = new Date(Number(wcf[1]));
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  }
  return isoPattern.test(value) ? value.replace(' ', 'T') : undefined;
}

/** The service's "never" (`0001-01-01T00:00:00`, e.g. LastUsed of a file never ordered). */
export function isUnsetTimestamp(
  value: string | null | undefined,
): value is null | undefined | `0001-01-01${string}` {
  return value == null || value.startsWith('0001-01-01');
}

/** A timestamp we accept -> ISO string. */
export const WireTimestamp = z.string().transform((v, ctx) => {
  const iso = normalizeTimestamp(v);
  if (iso === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a timestamp, got "${v.slice(0, 40)}"` });
    return z.NEVER;
  }
  return iso;
});
export const timestampOrNull = WireTimestamp.nullish().transform((v) => v ?? null);

/** A timestamp we send: ISO 8601 with Z or an offset. */
export const Timestamp = z.iso.datetime({ offset: true });

/**
 * Money we accept: a number or a numeric string (.NET decimal) -> number. No reply names a currency:
 * every amount is in the currency of the service's market (markets.ts, docs/service-facts.md §3.1).
 */
export const WireMoney = z
  .union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/, 'expected a decimal number')])
  .nullish()
  .transform((v) => (v == null ? 0 : Number(v)));

/** An int we accept: a number or a numeric string; absent -> 0. */
export const wireInt = z
  .union([z.int(), z.string().regex(/^-?\d+$/, 'expected an integer')])
  .nullish()
  .transform((v) => (v == null ? 0 : Number(v)));
export const wireIntOrNull = z
  .union([z.int(), z.string().regex(/^-?\d+$/, 'expected an integer')])
  .nullish()
  .transform((v) => (v == null ? null : Number(v)));
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
export const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .nullish()
  .transform((v) => v === true || v === 'true');
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);
}
export const enumOr0 = <N extends string>(e: WireEnum<N>) => e.wire.nullish().transform((v) => v ?? 0);
/** An object whose inner structure the spec does not show (ItemData, ItemDetails, CreditLimit…). */
export const opaque = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((v) => v ?? null);
