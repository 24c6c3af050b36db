/**
 * A preflight as plain text for a person: what `printdesk preflight` prints without --json, and what
 * a failed hot-folder job leaves beside the file (`Failed/<name>.preflight.txt`). Environment-neutral.
 */
import { formatPages, type FilePreflight } from './findings.js';
import type { ProfileName } from './profiles.js';

/** `header`: lines on what the file was judged against (the product's size, or why it was not checked). */
export function preflightReportText(
  result: FilePreflight,
  profile: ProfileName,
  header: readonly string[] = [],
): string {
  const lines = [`Preflight of ${result.file} (${profile} profile)`, ...header.map((line) => `  ${line}`)];
  if (result.error !== undefined) {
    lines.push(`  Not checked: ${result.error}`);
    return `${lines.join('\n')}\n`;
  }
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const warnings = result.findings.length - errors;
  const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  lines.push(
    `  ${count(result.pages, 'page')}; ${result.findings.length === 0 ? 'no problems found' : `${count(errors, 'error')}, ${count(warnings, 'warning')}`}`,
  );
  for (const finding of result.findings) {
    const where =
      finding.pages.length > 0
        ? ` (page${finding.pages.length === 1 ? '' : 's'} ${formatPages(finding.pages)})`
        : '';
    lines.push(`  ${finding.severity.toUpperCase()} ${finding.check}${where}`, `    ${finding.message}`);
  }
  return `${lines.join('\n')}\n`;
}
