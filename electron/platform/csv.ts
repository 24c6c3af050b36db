/** CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, formulas defused. */

/** Rows (the header first) as CSV text. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * What a spreadsheet may read as the start of a formula: `=`, `+`, `-`, `@` or their full-width forms
 * (`＝＋－＠`, which Excel takes for them), after any spaces (which it skips); or a tab or a line
 * break first.
 */
const formulaStart = /^(?:\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|[\t\r\n])/;

/**
 * What must be quoted: RFC 4180's quote, comma and line breaks, and a `;` or a tab, the separators of
 * Excel set to `;` (many European locales) or of a paste: unquoted, the cell would split there, and
 * what follows could start a formula of its own.
 */
const needsQuotes = /[",;\t\r\n]/;

/** Quotes a CSV field, and defuses spreadsheet formulas (a file named `=cmd|…` must stay text). */
function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
