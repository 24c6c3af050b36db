/**
 * A preflight as plain text for a person: what `printdesk preflight` prints without --json, and what
 * a failed hot-folder job leaves beside the file (`Failed/<name>.preflight.txt`), in `intl`'s
 * language (English by default), its findings worded by finding-text.ts. Environment-neutral.
 */
import { englishIntl, type TextIntl } from './intl.js';
import { findingText, type LengthUnit } from './finding-text.js';
import { formatPages, type FilePreflight } from '../shared/preflight/findings.js';
import type { ProfileName } from '../shared/preflight/profiles.js';

/**
 * `header`: lines on what the file was judged against (the product's size, or why it was not
 * checked); `unit`: the buyer's unit for the sizes the findings name (the market's).
 */
export function preflightReportText(
  result: FilePreflight,
  profile: ProfileName,
  header: readonly string[] = [],
  intl: TextIntl = englishIntl,
  unit?: LengthUnit,
): string {
  const say = intl.formatMessage;
  const lines = [
    say({ id: 'format.preflightReport.title' }, { file: result.file, profile }),
    ...header.map((line) => `  ${line}`),
  ];
  if (result.error !== undefined) {
    lines.push(`  ${say({ id: 'format.preflightReport.notChecked' }, { error: result.error })}`);
    return `${lines.join('\n')}\n`;
  }
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const warnings = result.findings.length - errors;
  lines.push(
    `  ${say({ id: 'format.preflightReport.counts' }, { pages: result.pages, findings: result.findings.length, errors, warnings })}`,
  );
  for (const finding of result.findings) {
    const where =
      finding.pages.length > 0
        ? say(
            { id: 'format.preflightReport.pages' },
            { count: finding.pages.length, pages: formatPages(finding.pages) },
          )
        : '';
    lines.push(
      `  ${say({ id: 'format.preflightReport.finding' }, { severity: finding.severity, check: finding.check, where })}`,
      `    ${findingText(intl, finding, unit)}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
