/**
 * The print preflight in words: the profiles and what each does, the checks' names, and a finding
 * said shortly for the mark on a page ("image under 150 ppi").
 */
import type { CheckId, Finding, Severity } from '../../electron/preflight/findings.js';
import { profiles, type ProfileName } from '../../electron/preflight/profiles.js';

export const profileLabels: Record<ProfileName, string> = {
  standard: 'Standard',
  strict: 'Strict',
  off: 'Off',
};

/** One line per profile, for the select that chooses it. */
export const profileHints: Record<ProfileName, string> = {
  standard:
    'Fonts not embedded, images under 150 ppi and a wrong page size are errors; RGB colour, thin bleed and images under 250 ppi are warnings.',
  strict: 'Stricter: RGB colour, bleed under 3 mm and images under 300 ppi are errors too.',
  off: 'No print checks: only empty, password-protected and damaged files are flagged.',
};

export const severityLabels: Record<Severity, string> = { error: 'Error', warning: 'Warning' };

export const checkTitles: Record<CheckId, string> = {
  'font-not-embedded': 'Font not embedded',
  'image-resolution': 'Image resolution',
  'rgb-color': 'RGB colour',
  'no-bleed': 'Bleed',
  'page-size': 'Page size',
  'mixed-page-sizes': 'Mixed page sizes',
  empty: 'Empty file',
  encrypted: 'Password-protected',
  broken: 'Damaged',
  'not-pdf': 'Not a PDF',
};

/** A finding in a few words, as a page's mark says it: "image under 150 ppi". */
export function findingInShort(finding: Finding, profile: ProfileName): string {
  switch (finding.check) {
    case 'image-resolution': {
      const limits = profiles[profile].imageResolution;
      const below = finding.severity === 'error' ? limits?.errorBelowPpi : limits?.warningBelowPpi;
      return below ? `image under ${below} ppi` : 'image resolution too low';
    }
    case 'font-not-embedded':
      return 'font not embedded';
    case 'rgb-color':
      return 'RGB colour';
    case 'no-bleed':
      return `bleed under ${profiles[profile].minBleedMm} mm`;
    case 'page-size':
      return 'not the product’s page size';
    case 'mixed-page-sizes':
      return 'a size other than most pages';
    default:
      return 'cannot be read';
  }
}

/** "1 error, 2 warnings" (the kinds there are); null when there are none. */
export function countFindings(findings: readonly Finding[]): string | null {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.length - errors;
  const count = (n: number, word: string) => (n ? [`${n} ${word}${n === 1 ? '' : 's'}`] : []);
  return [...count(errors, 'error'), ...count(warnings, 'warning')].join(', ') || null;
}
