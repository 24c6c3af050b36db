/**
 * The real print files with ground truth that tests read (../shared/fixtures/print-files beside the
 * checkout, or PRINTDESK_FIXTURES). They are never copied into the project.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const printFilesDir =
  process.env.PRINTDESK_FIXTURES ?? path.resolve(repoRoot, '..', 'shared', 'fixtures', 'print-files');

if (!existsSync(path.join(printFilesDir, 'manifest.tsv'))) {
  throw new Error(
    `Test print files not found at ${printFilesDir}: put shared/ beside the checkout or set PRINTDESK_FIXTURES.`,
  );
}

/** Absolute path of one fixture print file, e.g. printFile('word-2010-letter-2p.pdf'). */
export const printFile = (name: string): string => path.join(printFilesDir, name);
