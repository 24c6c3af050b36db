/**
 * The real-world print files with ground truth (page counts, sizes, broken and empty files) that some
 * tests read. They are not part of the repository: set PRINTDESK_FIXTURES to their folder (without
 * it, the place where the build machines keep them is tried). See docs/testing.md.
 *
 * A test file that imports printFile, printFilesDir, printFilesManifest or hasPrintFiles from here needs
 * the corpus. Where it is absent, vitest.config.ts and playwright.config.ts leave the file out, unless it
 * also imports `skipWithoutPrintFiles` and skips just the tests that need the corpus; each runner says so
 * in one line. Under CI=true they fail instead.
 * Tests that need "some PDF" use test/sample-pdfs.ts, which every checkout has.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const printFilesDir =
  process.env.PRINTDESK_FIXTURES ?? path.resolve(repoRoot, '..', 'shared', 'fixtures', 'print-files');

/** The corpus is there when its manifest is. */
export const hasPrintFiles = existsSync(path.join(printFilesDir, 'manifest.tsv'));

/** For `it.skipIf(skipWithoutPrintFiles)` / `describe.skipIf(…)`: the tests of a file that need the corpus. */
export const skipWithoutPrintFiles = !hasPrintFiles;

/** Absolute path of one fixture print file, e.g. printFile('word-2010-letter-2p.pdf'). */
export function printFile(name: string): string {
  if (!hasPrintFiles)
    throw new Error(`The print files are not at ${printFilesDir}: set PRINTDESK_FIXTURES to their folder.`);
  return path.join(printFilesDir, name);
}

/** What the corpus's manifest says of one of its files. */
export interface PrintFileTruth {
  file: string;
  pages: number;
  broken: boolean;
  /** "612x792", or "-" for a file with no pages. */
  firstPageSizePt: string;
}

/** The corpus's ground truth, one entry a file; none where the corpus is absent. */
export function printFilesManifest(): PrintFileTruth[] {
  if (!hasPrintFiles) return [];
  return readFileSync(path.join(printFilesDir, 'manifest.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [file, pages, broken, size] = line.split('\t');
      return { file: file!, pages: Number(pages), broken: broken === 'true', firstPageSizePt: size! };
    });
}

/** The test files that need the corpus: wholly, or only in the tests they skip themselves. */
export interface TestFilesNeedingPrintFiles {
  whole: string[];
  someTests: string[];
}

/** What a test file imports from this module to read the corpus (its own test imports none of them). */
const corpusReaders = ['printFile', 'printFilesDir', 'printFilesManifest', 'hasPrintFiles'];

/** The names a source file imports from this module. */
function importedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][^'"]*\/print-files\.js['"]/g))
    for (const specifier of list!.split(',')) names.add(specifier.trim().split(/\s+as\s+/)[0]!);
  return names;
}

/** The test files under `folders` (relative to `root`) whose source imports this module. */
export function testFilesNeedingPrintFiles(
  folders: readonly string[],
  suffix: RegExp,
  root = repoRoot,
): TestFilesNeedingPrintFiles {
  const found: TestFilesNeedingPrintFiles = { whole: [], someTests: [] };
  const visit = (dir: string): void => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') visit(rel);
      } else if (suffix.test(entry.name)) {
        const imported = importedNames(readFileSync(path.join(root, rel), 'utf8'));
        if (!corpusReaders.some((name) => imported.has(name))) continue;
        (imported.has('skipWithoutPrintFiles') ? found.someTests : found.whole).push(rel);
      }
    }
  };
  for (const folder of folders) visit(folder);
  return found;
}

/** The one line a runner says when the corpus is absent, e.g. "vitest: 2 test files need print files …". */
export function printFilesNotice(runner: string, files: TestFilesNeedingPrintFiles, dir: string): string {
  const count = (n: number) => `${n} test file${n === 1 ? '' : 's'}`;
  const skipped = [
    files.whole.length > 0 &&
      `${count(files.whole.length)} need${files.whole.length === 1 ? 's' : ''} print files and ${files.whole.length === 1 ? 'is' : 'are'} skipped`,
    files.someTests.length > 0 &&
      `${count(files.someTests.length)} skip${files.someTests.length === 1 ? 's' : ''} the tests that need print files`,
  ].filter(Boolean);
  return `${runner}: ${skipped.join('; ')}: ${absenceReason(dir)}.`;
}

function absenceReason(dir: string): string {
  return `the real-world print files are not at ${dir} (set PRINTDESK_FIXTURES)`;
}

export interface PrintFilesCheck {
  present: boolean;
  dir: string;
  ci: boolean;
  root?: string;
  say: (line: string) => void;
}

/**
 * What a test runner leaves out for want of the corpus: nothing when it is there; otherwise the files
 * that wholly need it, after one line saying what is skipped. Under CI=true its absence is an error,
 * as a missing keychain is.
 */
export function excludedForWantOfPrintFiles(
  runner: string,
  folders: readonly string[],
  suffix: RegExp,
  check: PrintFilesCheck = {
    present: hasPrintFiles,
    dir: printFilesDir,
    ci: process.env.CI === 'true',
    // Playwright loads its config again in every worker: only the main process speaks.
    say: (line) => {
      if (!process.env.TEST_WORKER_INDEX) console.warn(line);
    },
  },
): string[] {
  if (check.present) return [];
  if (check.ci) throw new Error(`CI needs the print-file corpus: ${absenceReason(check.dir)}.`);
  const files = testFilesNeedingPrintFiles(folders, suffix, check.root);
  if (files.whole.length + files.someTests.length > 0) check.say(printFilesNotice(runner, files, check.dir));
  return files.whole;
}
