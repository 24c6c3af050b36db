/**
 * The print preflight in words, in the app's language: the profiles and what each does, the checks'
 * names, and a finding said shortly for the mark on a page ("image under 150 ppi").
 */
import type { MessageId } from '../../electron/i18n/catalogue.js';
import type { CheckId, Finding, Severity } from '../../electron/preflight/findings.js';
import { profiles, type ProfileName } from '../../electron/preflight/profiles.js';
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
