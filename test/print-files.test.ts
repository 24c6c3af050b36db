import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excludedForWantOfPrintFiles } from './print-files.js';
import type { PrintFilesCheck } from './print-files.js';

let root: string;
const absent = '/nowhere/print-files';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'printdesk-print-files-'));
  await mkdir(path.join(root, 'suite', 'deeper'), { recursive: true });
  // Written from parts, so that the scan of this repository does not take these lines for this file's own.
  const from = (names: string, module: string) => `import {${names}} from '${module}';\n`;
  const files: Record<string, string> = {
    'suite/whole.test.ts': from(' printFile ', '../test/print-files.js'),
    'suite/deeper/some.test.ts': from(
      '\n  printFile as corpusFile,\n  skipWithoutPrintFiles,\n',
      '../../test/print-files.js',
    ),
    // Imports from the module, but reads no corpus file (as this test does).
    'suite/about.test.ts': from(' excludedForWantOfPrintFiles ', '../test/print-files.js'),
    'suite/plain.test.ts': from(' samplePdf ', '../test/sample-pdfs.js'),
    'suite/helper.ts': from(' printFile ', '../test/print-files.js'),
  };
  for (const [file, source] of Object.entries(files)) await writeFile(path.join(root, file), source);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

function check(overrides: Partial<PrintFilesCheck>): { check: PrintFilesCheck; said: string[] } {
  const said: string[] = [];
  return {
    check: { present: false, dir: absent, ci: false, root, say: (line) => said.push(line), ...overrides },
    said,
  };
}

describe('a test runner without the print-file corpus', () => {
  it('leaves out the files that wholly need it and says so in one line, counting both kinds', () => {
    const { check: options, said } = check({});
    expect(excludedForWantOfPrintFiles('vitest', ['suite'], /\.test\.ts$/, options)).toEqual([
      'suite/whole.test.ts',
    ]);
    expect(said).toEqual([
      `vitest: 1 test file needs print files and is skipped; 1 test file skips the tests that need print files: the real-world print files are not at ${absent} (set PRINTDESK_FIXTURES).`,
    ]);
  });

  it('says nothing where no test needs the corpus', () => {
    const { check: options, said } = check({});
    expect(excludedForWantOfPrintFiles('playwright', ['suite'], /\.spec\.ts$/, options)).toEqual([]);
    expect(said).toEqual([]);
  });

  it('fails under CI=true instead of skipping', () => {
    const { check: options, said } = check({ ci: true });
    expect(() => excludedForWantOfPrintFiles('vitest', ['suite'], /\.test\.ts$/, options)).toThrow(
      `CI needs the print-file corpus: the real-world print files are not at ${absent} (set PRINTDESK_FIXTURES).`,
    );
    expect(said).toEqual([]);
  });

  it('leaves out nothing and says nothing where the corpus is present, under CI or not', () => {
    for (const ci of [false, true]) {
      const { check: options, said } = check({ present: true, ci });
      expect(excludedForWantOfPrintFiles('vitest', ['suite'], /\.test\.ts$/, options)).toEqual([]);
      expect(said).toEqual([]);
    }
  });
});

describe("vitest's configuration", () => {
  // What `npm test` meets on a clean clone: the configuration loaded with the corpus pointed nowhere.
  const load = (env: NodeJS.ProcessEnv) => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "await import('./vitest.config.ts')"],
      {
        env: { ...env, PRINTDESK_FIXTURES: absent },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    return { status: result.status, stderr: result.stderr.trim(), error: result.error };
  };

  it('says in one line what it skips where the corpus is absent', () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.CI;
    const loaded = load(env);
    expect(loaded.error).toBeUndefined();
    expect(loaded.status, loaded.stderr).toBe(0);
    expect(loaded.stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^vitest: \d+ test files? .*print files.*: the real-world print files are not at \/nowhere\/print-files \(set PRINTDESK_FIXTURES\)\.$/,
      ),
    ]);
  });

  it('fails to load under CI=true where the corpus is absent', () => {
    const loaded = load({ ...process.env, CI: 'true' });
    expect(loaded.error).toBeUndefined();
    expect(loaded.status).not.toBe(0);
    expect(loaded.stderr).toContain(
      'CI needs the print-file corpus: the real-world print files are not at /nowhere/print-files (set PRINTDESK_FIXTURES).',
    );
  });
});
