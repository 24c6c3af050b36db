// Prints one plain closing line for the whole suite ("N passed, N failed, N skipped") from the
// JSON reports of Vitest and Playwright, so a reader sees both runners' totals together.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestReport, playwrightReport] = process.argv.slice(2);

if (vitestReport && existsSync(vitestReport)) {
  const r = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
} else failed += 1;

if (playwrightReport && existsSync(playwrightReport)) {
  const s = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else failed += 1;

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
