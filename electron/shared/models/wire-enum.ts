/**
 * The service's enumerations: ints in JSON, names in XML. Environment-neutral (zod only).
 */
import { z } from 'zod';

/** A name <-> number enumeration as the service uses it: ints in JSON, names in XML. */
export interface WireEnum<N extends string> {
  readonly values: Readonly<Record<N, number>>;
  /** Flags enums write combinations as space-separated names in XML (.NET `[Flags]` serialization). */
  readonly flags: boolean;
  /** The XML name for a number (flags: space-separated member names); the number itself when unknown. */
  nameOf(value: number): string;
  /** The number for an XML name (flags: names separated by spaces or commas); undefined when unknown. */
  valueOf(name: string): number | undefined;
  /** Liberal response schema: an int, a numeric string or a known name -> the int. */
  readonly wire: z.ZodType<number, unknown>;
}

export function wireEnum<const V extends Record<string, number>>(
  label: string,
  values: V,
  flags = false,
): WireEnum<Extract<keyof V, string>> {
  const entries = Object.entries(values);
  const byValue = new Map(entries.map(([n, v]) => [v, n]));
  const byName = new Map(entries.map(([n, v]) => [n.toLowerCase(), v]));
  const nameOf = (value: number): string => {
    const exact = byValue.get(value);
    if (exact !== undefined) return exact;
    if (!flags || value <= 0) return String(value);
    const parts = entries.filter(([, v]) => v > 0 && (value & v) === v && v !== 2147483647).map(([n]) => n);
    return parts.length > 0 ? parts.join(' ') : String(value);
  };
  const valueOf = (name: string): number | undefined => {
    const trimmed = name.trim();
    if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
    const single = byName.get(trimmed.toLowerCase());
    if (single !== undefined || !flags) return single;
    let sum = 0;
    for (const part of trimmed.split(/[\s,]+/)) {
      const v = byName.get(part.toLowerCase());
      if (v === undefined) return undefined;
      sum |= v;
    }
    return sum;
  };
  const wire = z.union([z.int(), z.string()]).transform((v, ctx) => {
    if (typeof v === 'number') return v;
    const n = valueOf(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message: `unknown ${label} "${v}"` });
      return z.NEVER;
    }
    return n;
  });
  return { values, flags, nameOf, valueOf, wire };
}
