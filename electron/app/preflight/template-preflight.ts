/**
 * The preflight of a file about to become a document of a template: the print checks with a
 * profile, the page size judged against the template's product (product-sizes.ts). What a hot-folder
 * job's gate calls before it makes the document; with fixes, the fixes its findings call for made on
 * a copy (preflight/fix-file.ts) and the copy judged again against the same product.
 */
import type { FileWork } from '../../file-work/pool.js';
import { createAppIntl, englishIntl, type TextIntl } from '../../i18n/intl.js';
import { sourceLocale, type AppLocale } from '../../shared/settings/locale.js';
import { sizeText } from '../../i18n/sizes.js';
import { findingText, type LengthUnit } from '../../i18n/finding-text.js';
import type {
  FilePreflight,
  Finding,
  FitMode,
  FixId,
  FixedPreflight,
} from '../../shared/preflight/findings.js';
import { fixFile } from '../../preflight/fix-file.js';
import { preflightFile } from '../../preflight/preflight-file.js';
import { profiles, type ProfileName, type TrimSize } from '../../shared/preflight/profiles.js';
import { preflightReportText } from '../../i18n/report-text.js';
import type { UnitSystem } from '../../shared/models/markets.js';
import type { ProductSizes } from './product-sizes.js';

export interface TemplatePreflight {
  /** The file's pages and findings, as `printdesk preflight --json` gives them. */
  readonly result: FilePreflight;
  readonly profile: ProfileName;
  /** The product's trim size the pages were checked against; null: the page size was not checked. */
  readonly trim: TrimSize | null;
  /** What the findings were judged against, in sentences: the product's size, or why it was not checked. */
  readonly header: readonly string[];
  /** The whole as text for a person (a failed job's `<name>.preflight.txt`). */
  readonly report: string;
  /** A finding's sentence in the report's language and units (what the job keeps of it). */
  readonly say: (finding: Finding) => string;
}

export type PreflightForTemplate = (
  path: string,
  templateId: string,
  profile: ProfileName,
  signal?: AbortSignal,
) => Promise<TemplatePreflight>;

/** The fixes asked for, and how a page of other proportions goes on the product. */
export interface FixChoice {
  readonly fixes: readonly FixId[];
  readonly fit: FitMode;
}

export interface TemplateFix {
  /** The original's preflight. */
  readonly before: TemplatePreflight;
  /** The fixed copy's (its result says where it is and what was fixed); null when nothing was fixed. */
  readonly after: (TemplatePreflight & { readonly result: FixedPreflight }) | null;
  /** What changed, and what could not be, in sentences (empty: nothing called for a fix). */
  readonly changes: readonly string[];
}

/** `path` checked against the template's product, and fixed as `choice` allows into `output` (never `path`). */
export type FixForTemplate = (
  path: string,
  templateId: string,
  profile: ProfileName,
  choice: FixChoice,
  output: string,
  signal?: AbortSignal,
) => Promise<TemplateFix>;

/** Lines on what a file was judged against. */
function templateHeader(
  profile: ProfileName,
  trim: TrimSize | null,
  intl: TextIntl = englishIntl,
  units?: UnitSystem,
): string[] {
  const say = intl.formatMessage;
  if (profile === 'off') return [say({ id: 'preflight.header.off' })];
  if (!trim) return [say({ id: 'preflight.header.noProduct' })];
  const size = sizeText(
    intl,
    { width: trim.widthPt, height: trim.heightPt, unit: 'pt' },
    units ?? (trim.unit === 'mm' ? 'metric' : 'imperial'),
  );
  return [say({ id: 'preflight.header.checked' }, { size })];
}

interface TemplateDeps {
  fileWork: FileWork;
  productSizes: ProductSizes;
  /** The app's language now, for the findings' sentences (default English). */
  locale?: () => AppLocale;
  /** How the connected market measures, for the sizes the findings name (default the product's unit). */
  units?: () => UnitSystem;
}

/** What a check against the template's product needs: the product's size, the language and the units. */
async function judging(deps: TemplateDeps, templateId: string, profile: ProfileName) {
  // With no checks to run the product's size is not needed: the service is not asked.
  const trim = profile === 'off' ? null : (await deps.productSizes.get(templateId)).trim;
  const intl = createAppIntl(deps.locale?.() ?? sourceLocale);
  const units = deps.units?.();
  const unit: LengthUnit | undefined = units && (units === 'metric' ? 'mm' : 'in');
  const header = templateHeader(profile, trim, intl, units);
  const judged = <R extends FilePreflight>(result: R) => ({
    result,
    profile,
    trim,
    header,
    report: preflightReportText(result, profile, header, intl, unit),
    say: (finding: Finding) => findingText(intl, finding, unit),
  });
  return { trim, intl, unit, judged };
}

export function templatePreflight(deps: TemplateDeps): PreflightForTemplate {
  return async (path, templateId, profile, signal) => {
    const { trim, intl, judged } = await judging(deps, templateId, profile);
    const result = await preflightFile(path, deps.fileWork, {
      profile: profiles[profile],
      trim,
      intl,
      ...(signal ? { signal } : {}),
    });
    return judged(result);
  };
}

export function templateFix(deps: TemplateDeps): FixForTemplate {
  return async (path, templateId, profile, choice, output, signal) => {
    const { trim, intl, unit, judged } = await judging(deps, templateId, profile);
    const fixed = await fixFile(path, deps.fileWork, {
      profile: profiles[profile],
      trim,
      intl,
      ...(unit ? { unit } : {}),
      fixes: choice.fixes,
      fit: choice.fit,
      output,
      ...(signal ? { signal } : {}),
    });
    return {
      before: judged(fixed.before),
      after: fixed.result.output === undefined ? null : judged(fixed.result),
      changes: fixed.changes,
    };
  };
}
