/**
 * The preflight of a file about to become a document of a template: the print checks with a
 * profile, the page size judged against the template's product (product-sizes.ts). What a hot-folder
 * job's gate calls before it makes the document.
 */
import type { FileWork } from '../../file-work/pool.js';
import { createAppIntl, englishIntl, type TextIntl } from '../../i18n/intl.js';
import { sourceLocale, type AppLocale } from '../../i18n/locale.js';
import { sizeText } from '../../i18n/sizes.js';
import { findingText } from '../../preflight/finding-text.js';
import type { FilePreflight, Finding } from '../../preflight/findings.js';
import { preflightFile } from '../../preflight/preflight-file.js';
import { profiles, type ProfileName, type TrimSize } from '../../preflight/profiles.js';
import { preflightReportText } from '../../preflight/report-text.js';
import type { UnitSystem } from '../../print-service/models/markets.js';
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

export function templatePreflight(deps: {
  fileWork: FileWork;
  productSizes: ProductSizes;
  /** The app's language now, for the findings' sentences (default English). */
  locale?: () => AppLocale;
  /** How the connected market measures, for the sizes the findings name (default the product's unit). */
  units?: () => UnitSystem;
}): PreflightForTemplate {
  return async (path, templateId, profile, signal) => {
    // With no checks to run the product's size is not needed: the service is not asked.
    const trim = profile === 'off' ? null : (await deps.productSizes.get(templateId)).trim;
    const intl = createAppIntl(deps.locale?.() ?? sourceLocale);
    const units = deps.units?.();
    const unit = units && (units === 'metric' ? 'mm' : 'in');
    const result = await preflightFile(path, deps.fileWork, {
      profile: profiles[profile],
      trim,
      intl,
      ...(signal ? { signal } : {}),
    });
    const header = templateHeader(profile, trim, intl, units);
    return {
      result,
      profile,
      trim,
      header,
      report: preflightReportText(result, profile, header, intl, unit),
      say: (finding) => findingText(intl, finding, unit),
    };
  };
}
