/** CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, formulas defused. */

/** Rows (the header first) as CSV text. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Quotes a CSV field, and defuses spreadsheet formulas (a file named `=cmd|…` must stay text). */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
