/**
 * The preflight's findings: the checks, their severities, one finding's shape and a file's result
 * (the `printdesk preflight --json` line). Environment-neutral (zod only): the IPC contract and the
 * renderer import these as they are.
 */
import { z } from 'zod';

export const CheckId = z.enum([
  'font-not-embedded',
  'image-resolution',
  'rgb-color',
  'no-bleed',
  'page-size',
  'mixed-page-sizes',
  'empty',
  'encrypted',
  'broken',
  'not-pdf',
]);
export type CheckId = z.infer<typeof CheckId>;

export const Severity = z.enum(['error', 'warning']);
export type Severity = z.infer<typeof Severity>;

export const Finding = z.strictObject({
  check: CheckId,
  severity: Severity,
  /** The pages it concerns, ascending; empty for what concerns the whole file. */
  pages: z.array(z.int().positive()),
  /** A sentence a print buyer understands. */
  message: z.string().min(1),
});
export type Finding = z.infer<typeof Finding>;

/** One file's preflight: what `printdesk preflight --json` prints as a line. */
export const FilePreflight = z.strictObject({
  /** The path as it was given. */
  file: z.string(),
  pages: z.int().nonnegative(),
  findings: z.array(Finding),
  /** Set when the file could not be read at all (missing, a folder, no permission): nothing was checked. */
  error: z.string().optional(),
});
export type FilePreflight = z.infer<typeof FilePreflight>;

/** The fixes a preflight can make on a copy (docs/preflight.md, "Fixes"). */
export const FixId = z.enum(['page-size', 'bleed', 'fonts']);
export type FixId = z.infer<typeof FixId>;

/** How `page-size` puts a page of other proportions on the product: whole with white margins, or cropped to fill. */
export const FitMode = z.enum(['fit', 'fill']);
export type FitMode = z.infer<typeof FitMode>;

/** The check each fix answers. */
export const fixedCheck: Readonly<Record<FixId, CheckId>> = {
  'page-size': 'page-size',
  bleed: 'no-bleed',
  fonts: 'font-not-embedded',
};

/**
 * A file's preflight with fixes (`printdesk preflight --fix … --json`): the findings are the fixed
 * copy's, `output` is where it was written (absent: nothing was fixed), `fixed` the checks whose
 * fix changed it.
 */
export const FixedPreflight = FilePreflight.extend({
  output: z.string().optional(),
  fixed: z.array(CheckId),
});
export type FixedPreflight = z.infer<typeof FixedPreflight>;

export const hasErrors = (findings: readonly Finding[]): boolean =>
  findings.some((f) => f.severity === 'error');

/** Pages listed compactly: [1, 2, 3, 4, 7] → "1–4, 7". */
export function formatPages(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j === i ? `${sorted[i]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}
