/**
 * The real-world print files with ground truth (page counts, sizes, broken and empty files) that some
 * tests read. They are not part of the repository: set PRINTDESK_FIXTURES to their folder, or keep a
 * `shared/fixtures/print-files` folder beside the checkout. See docs/testing.md.
 *
 * Test files that import this module need the corpus. Where it is absent, vitest.config.ts and
 * playwright.config.ts leave those files out and say so in one line; under CI=true they fail instead.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const printFilesDir =
  process.env.PRINTDESK_FIXTURES ?? path.resolve(repoRoot, '..', 'shared', 'fixtures', 'print-files');

/** The corpus is there when its manifest is. */
export const hasPrintFiles = existsSync(path.join(printFilesDir, 'manifest.tsv'));

/** Absolute path of one fixture print file, e.g. printFile('word-2010-letter-2p.pdf'). */
export function printFile(name: string): string {
  if (!hasPrintFiles)
    throw new Error(`The print files are not at ${printFilesDir}: set PRINTDESK_FIXTURES to their folder.`);
  return path.join(printFilesDir, name);
}

/** The test files under `folders` (relative to the repository) whose source imports this module. */
export function testFilesNeedingPrintFiles(folders: readonly string[], suffix: RegExp): string[] {
  const found: string[] = [];
  const visit = (dir: string): void => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(rel);
      } else if (
        suffix.test(entry.name) &&
        /print-files\.js['"]/.test(readFileSync(path.join(repoRoot, rel), 'utf8'))
      ) {
        found.push(rel);
      }
    }
  };
  for (const folder of folders) visit(folder);
  return found;
}

/**
 * What a test runner leaves out for want of the corpus: nothing when it is there; the files that need
 * it otherwise, after one line saying so. Under CI=true its absence is an error, as a missing keychain is.
 */
export function excludedForWantOfPrintFiles(
  runner: string,
  folders: readonly string[],
  suffix: RegExp,
): string[] {
  if (hasPrintFiles) return [];
  const why = `the real-world print files are not at ${printFilesDir} (set PRINTDESK_FIXTURES)`;
  if (process.env.CI === 'true') throw new Error(`CI needs the print-file corpus: ${why}.`);
  const files = testFilesNeedingPrintFiles(folders, suffix);
  // Playwright loads its config again in every worker: only the main process speaks.
  if (!process.env.TEST_WORKER_INDEX)
    console.warn(`${runner}: ${files.length} test files need print files and are skipped: ${why}.`);
  return files;
}
