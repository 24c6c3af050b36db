/**
 * The print preflight in words, in the app's language and the market's units: the profiles and what
 * each does, the checks' names, a finding's sentence, a finding said shortly for the mark on a page
 * ("image under 150 ppi"), and the notes of the check before an upload.
 */
import type { MessageId } from '../../electron/i18n/catalogue.js';
import { shortSizeText } from '../../electron/i18n/sizes.js';
import type { Preflight, PreflightNote } from '../../electron/shared/contract/sync.js';
import { findingText, type LengthUnit } from '../../electron/i18n/finding-text.js';
import type { CheckId, Finding, PageSizePt, Severity } from '../../electron/shared/preflight/findings.js';
import { profiles, type ProfileName } from '../../electron/shared/preflight/profiles.js';
import type { UnitSystem } from '../../electron/shared/models/markets.js';
import { appIntl } from './intl.js';

/** A table of words whose values are read in the app's language each time they are looked up. */
function inAppLanguage<Key extends string>(ids: Record<Key, MessageId>): Readonly<Record<Key, string>> {
  const table = {} as Record<Key, string>;
  for (const key of Object.keys(ids) as Key[])
    Object.defineProperty(table, key, {
      enumerable: true,
      get: () => appIntl().formatMessage({ id: ids[key] }),
    });
  return table;
}

export const profileLabels = inAppLanguage<ProfileName>({
  standard: 'format.profile.standard',
  strict: 'format.profile.strict',
  off: 'format.profile.off',
});

/** One line per profile, for the select that chooses it. */
export const profileHints = inAppLanguage<ProfileName>({
  standard: 'format.profileHint.standard',
  strict: 'format.profileHint.strict',
  off: 'format.profileHint.off',
});

export const severityLabels = inAppLanguage<Severity>({
  error: 'format.severity.error',
  warning: 'format.severity.warning',
});

export const checkTitles = inAppLanguage<CheckId>({
  'font-not-embedded': 'format.check.fontNotEmbedded',
  'image-resolution': 'format.check.imageResolution',
  'rgb-color': 'format.check.rgbColor',
  'no-bleed': 'format.check.noBleed',
  'page-size': 'format.check.pageSize',
  'mixed-page-sizes': 'format.check.mixedPageSizes',
  empty: 'format.check.empty',
  encrypted: 'format.check.encrypted',
  broken: 'format.check.broken',
  'not-pdf': 'format.check.notPdf',
});

/** A finding in a few words, as a page's mark says it: "image under 150 ppi". */
export function findingInShort(finding: Finding, profile: ProfileName): string {
  const say = appIntl().formatMessage;
  switch (finding.check) {
    case 'image-resolution': {
      const limits = profiles[profile].imageResolution;
      const below = finding.severity === 'error' ? limits?.errorBelowPpi : limits?.warningBelowPpi;
      return below
        ? say({ id: 'format.short.imageUnder' }, { ppi: below })
        : say({ id: 'format.short.imageLow' });
    }
    case 'font-not-embedded':
      return say({ id: 'format.short.font' });
    case 'rgb-color':
      return say({ id: 'format.short.rgb' });
    case 'no-bleed':
      return say({ id: 'format.short.bleed' }, { mm: profiles[profile].minBleedMm });
    case 'page-size':
      return say({ id: 'format.short.pageSize' });
    case 'mixed-page-sizes':
      return say({ id: 'format.short.mixed' });
    default:
      return say({ id: 'format.short.unreadable' });
  }
}

/** "1 error, 2 warnings" (the kinds there are); null when there are none. */
export function countFindings(findings: readonly Finding[]): string | null {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  if (errors + warnings === 0) return null;
  return appIntl().formatMessage({ id: 'format.findingsCount' }, { errors, warnings });
}

const lengthUnits: Readonly<Record<UnitSystem, LengthUnit>> = { metric: 'mm', imperial: 'in' };

/** A finding's sentence, its sizes in the market's units. */
export const findingSentence = (finding: Finding, units: UnitSystem): string =>
  findingText(appIntl(), finding, lengthUnits[units]);

/** A page size in a few words: the paper the market names it by, else its measure in the market's units. */
export const pageSizeName = (size: PageSizePt, units: UnitSystem): string =>
  shortSizeText(appIntl(), { width: size.widthPt, height: size.heightPt, unit: 'pt' }, units);

/** "A4, 216 × 356 mm" (a list of sizes, the first four, then "…"). */
function sizesList(sizes: readonly PageSizePt[], units: UnitSystem): string {
  const names = sizes.slice(0, 4).map((size) => pageSizeName(size, units));
  return appIntl().formatList(sizes.length > 4 ? [...names, '…'] : names, { type: 'unit' });
}

/** One note of the check before an upload, in a sentence. */
export function preflightNoteText(
  note: PreflightNote,
  preflight: Pick<Preflight, 'pageSizes'>,
  units: UnitSystem,
): string {
  const say = appIntl().formatMessage;
  switch (note.note) {
    case 'empty':
      return say({ id: 'preflight.file.empty' });
    case 'encrypted':
      return say({ id: 'preflight.note.encrypted' });
    case 'damaged':
      return say({ id: 'preflight.note.damaged' }, { detail: note.detail });
    case 'sizes':
      return say(
        { id: 'preflight.note.sizes' },
        { count: preflight.pageSizes.length, sizes: sizesList(preflight.pageSizes, units) },
      );
    case 'checksFailed':
      return say({ id: 'preflight.note.checksFailed' }, { detail: note.detail });
    case 'noThumbnail':
      return say({ id: 'preflight.note.noThumbnail' }, { detail: note.detail });
    case 'misnamed':
      return say(
        { id: 'preflight.note.misnamed' },
        { named: note.named.toUpperCase(), actual: note.actual.toUpperCase() },
      );
    case 'image':
      return say({ id: 'preflight.note.image' });
    case 'imageTooLarge':
      return say({ id: 'preflight.note.imageTooLarge' });
    case 'notPdfPrintFile':
      return say({ id: 'preflight.note.notPdfPrintFile' });
    case 'unrecognised':
      return say({ id: 'preflight.note.unrecognised' });
  }
}
