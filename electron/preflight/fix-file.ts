/**
 * A file's preflight with fixes: checked, the fixes its findings call for made on a copy (on the
 * file-work pool: electron/pdf/fix/), and the copy judged again by the same checks. The original is
 * only read. What each fix changed, or why it could not, is said in sentences for a person.
 *
 * A fix runs only where its check found something: `page-size` on the pages of another size than the
 * product's (so only with the product's size known), `bleed` on the pages short of bleed and on those
 * just resized, `fonts` when a font is left out.
 */
import type { FileWorkPool } from '../file-work/pool.js';
import { englishIntl, type TextIntl } from '../i18n/intl.js';
import type { FixOutcome, FixPlan } from '../pdf/fix/fix-pdf.js';
import { describeSize, type LengthUnit } from '../i18n/finding-text.js';
import {
  fixedCheck,
  formatPages,
  type CheckId,
  type FilePreflight,
  type FitMode,
  type FixedPreflight,
  type FixId,
} from '../shared/preflight/findings.js';
import { preflightFile, type PreflightOptions, type PreflightWork } from './preflight-file.js';

export type FixWork = PreflightWork & Pick<FileWorkPool, 'fixPdf'>;

export interface FixOptions extends PreflightOptions {
  /** The fixes allowed (each runs only where its check found something). */
  readonly fixes: readonly FixId[];
  readonly fit: FitMode;
  /** Where the fixed copy is written (a file that is not the original). */
  readonly output: string;
  /** The unit the sentences give the product's size in (default the product's own). */
  readonly unit?: LengthUnit;
}

export interface FileFixes {
  /** The original's preflight. */
  readonly before: FilePreflight;
  /** The fixed copy's findings with where it is and what was fixed; the original's when nothing was. */
  readonly result: FixedPreflight;
  /** What changed and what could not be, in sentences (empty: nothing called for a fix). */
  readonly changes: string[];
}

/** The checks that say a file is not a PDF a fix can open. */
const unfixable = new Set<CheckId>(['empty', 'not-pdf', 'encrypted', 'broken']);

export async function fixFile(file: string, work: FixWork, options: FixOptions): Promise<FileFixes> {
  const intl = options.intl ?? englishIntl;
  const before = await preflightFile(file, work, options);
  const unchanged = (changes: string[] = []): FileFixes => ({
    before,
    result: { ...before, fixed: [] },
    changes,
  });
  if (before.error !== undefined || before.findings.some((f) => unfixable.has(f.check))) return unchanged();
  const plan = planOf(before, options);
  if (!plan) return unchanged();
  let outcome: FixOutcome;
  try {
    outcome = await work.fixPdf(file, options.output, plan, options.signal);
  } catch (error) {
    options.signal?.throwIfAborted();
    const detail = error instanceof Error ? error.message : String(error);
    return unchanged([intl.formatMessage({ id: 'preflight.fix.failed' }, { detail })]);
  }
  const changes = changesText(outcome, options, intl);
  if (!outcome.written) return unchanged(changes);
  const after = await preflightFile(options.output, work, options);
  const fixed: CheckId[] = [];
  if (outcome.pageSize?.pages.length) fixed.push(fixedCheck['page-size']);
  if (outcome.bleed?.pages.length) fixed.push(fixedCheck.bleed);
  if (outcome.fonts?.embedded.length) fixed.push(fixedCheck.fonts);
  return { before, result: { ...after, file: before.file, output: options.output, fixed }, changes };
}

/** The fixes the findings call for, or null when none does. */
function planOf(before: FilePreflight, options: FixOptions): FixPlan | null {
  const pagesOf = (check: CheckId) =>
    [...new Set(before.findings.filter((f) => f.check === check).flatMap((f) => f.pages))].sort(
      (a, b) => a - b,
    );
  const allowed = new Set(options.fixes);
  const plan: { -readonly [K in keyof FixPlan]: FixPlan[K] } = {};
  const resize = pagesOf('page-size');
  if (allowed.has('page-size') && options.trim && resize.length > 0)
    plan.pageSize = { pages: resize, trim: options.trim, mode: options.fit };
  const bleed = pagesOf('no-bleed');
  if (allowed.has('bleed') && (bleed.length > 0 || plan.pageSize)) plan.bleed = { pages: bleed };
  if (allowed.has('fonts') && before.findings.some((f) => f.check === 'font-not-embedded')) plan.fonts = true;
  return Object.keys(plan).length > 0 ? plan : null;
}

function changesText(outcome: FixOutcome, options: FixOptions, intl: TextIntl): string[] {
  const say = intl.formatMessage;
  const pages = (list: readonly number[]) => ({ count: list.length, pages: formatPages(list) });
  if (outcome.refused) return [say({ id: 'preflight.fix.protected' })];
  const lines: string[] = [];
  const resized = outcome.pageSize?.pages ?? [];
  if (resized.length > 0 && options.trim) {
    const product = describeSize(intl, options.trim, options.unit ?? options.trim.unit);
    lines.push(say({ id: 'preflight.fix.pageSize' }, { ...pages(resized), product, mode: options.fit }));
    const turned = outcome.pageSize!.turned;
    if (turned.length > 0) lines.push(say({ id: 'preflight.fix.pageSizeTurned' }, pages(turned)));
  }
  if (outcome.bleed?.pages.length) lines.push(say({ id: 'preflight.fix.bleed' }, pages(outcome.bleed.pages)));
  for (const { font, substitute } of outcome.fonts?.embedded ?? [])
    lines.push(say({ id: 'preflight.fix.font' }, { font, substitute }));
  for (const { font, reason } of outcome.fonts?.notEmbedded ?? [])
    lines.push(say({ id: 'preflight.fix.fontLeft' }, { font, reason }));
  return lines;
}
