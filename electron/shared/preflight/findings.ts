/**
 * The preflight's findings: the checks, their severities, one finding's shape and a file's result.
 * A finding carries what was found as ids and numbers (the font's name, the lowest ppi, the sizes in
 * points), never a sentence: each place that shows it words it in its own language and units
 * (finding-text.ts). Environment-neutral (zod only): the IPC contract and the renderer import these
 * as they are.
 */
import { z } from 'zod';
import { TrimSize } from './profiles.js';

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

/** A page's trim size in PostScript points (1/72 in). */
export const PageSizePt = z.strictObject({ widthPt: z.number().positive(), heightPt: z.number().positive() });
export type PageSizePt = z.infer<typeof PageSizePt>;

const common = {
  severity: Severity,
  /** The pages it concerns, ascending; empty for what concerns the whole file. */
  pages: z.array(z.int().positive()),
};

/** What an RGB finding saw: images, paint (text and graphics), or both; `image` is one image on one page. */
export const RgbSeen = z.enum(['both', 'image', 'images', 'paint']);

export const Finding = z.discriminatedUnion('check', [
  z.strictObject({ check: z.literal('font-not-embedded'), ...common, font: z.string() }),
  z.strictObject({
    check: z.literal('image-resolution'),
    ...common,
    /** The lowest effective resolution among the pages' images, rounded. */
    lowestPpi: z.int().nonnegative(),
    /** The profile's threshold the images fell under (the error's minimum or the warning's recommendation). */
    limitPpi: z.number().positive(),
  }),
  z.strictObject({ check: z.literal('rgb-color'), ...common, seen: RgbSeen }),
  z.strictObject({
    check: z.literal('no-bleed'),
    ...common,
    /** The narrowest bleed found, to a tenth of a millimetre: 0 is none at all. */
    leastMm: z.number().nonnegative(),
    minBleedMm: z.number().positive(),
  }),
  z.strictObject({ check: z.literal('page-size'), ...common, size: PageSizePt, product: TrimSize }),
  z.strictObject({
    check: z.literal('mixed-page-sizes'),
    ...common,
    /** Every size with its pages, the most common first. */
    sizes: z.array(z.strictObject({ size: PageSizePt, pages: z.array(z.int().positive()) })).min(2),
  }),
  /** Pages that cannot be read (`pages`), or the whole file damaged (no pages): pdf.js's words on why. */
  z.strictObject({ check: z.literal('broken'), ...common, detail: z.string() }),
  z.strictObject({ check: z.literal('empty'), ...common }),
  z.strictObject({ check: z.literal('encrypted'), ...common }),
  z.strictObject({ check: z.literal('not-pdf'), ...common }),
]);
export type Finding = z.infer<typeof Finding>;

/** One file's preflight: what `printdesk preflight --json` prints as a line, before its findings are worded. */
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

/** A fixed copy's name, in the library too (hot folders and uploads by hand): `flyer.pdf` → `flyer.fixed.pdf`. */
export function fixedName(relPath: string): string {
  const name = relPath.slice(relPath.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return `${stem}.fixed${ext || '.pdf'}`;
}

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
