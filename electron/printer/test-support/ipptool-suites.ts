/**
 * CUPS' conformance suites (ipp-1.1.test, ipp-2.0.test, ipp-everywhere.test from cups-ipp-utils)
 * run with ipptool against a printer, from a folder of their own holding every document the suites
 * name: ipptool stops a suite at the first FILE it cannot read, even in a test it would skip.
 * The PDFs are made here (A4 and Letter), the JPEGs by Debian's Python imaging library, and each PWG
 * raster sample is a small real PWG raster document at the resolution and type its path names.
 * PostScript samples are empty: the printer does not take PostScript, so the suites skip them.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { writeTestPdf } from '../../../test/sample-pdfs.js';
import { encodePwgRaster, type RasterType } from './pwg-encoder.js';

const run = promisify(execFile);
const suitesDir = '/usr/share/cups/ipptool';
export const suites = ['ipp-1.1.test', 'ipp-2.0.test', 'ipp-everywhere.test'] as const;
const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

export interface SuiteResult {
  readonly exitCode: number;
  readonly output: string;
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

/** Copies the suites into `dir` with every document they name. */
export async function prepareSuites(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const named = new Set<string>();
  for (const suite of suites) {
    await copyFile(path.join(suitesDir, suite), path.join(dir, suite));
    const text = await readFile(path.join(suitesDir, suite), 'utf8');
    for (const match of text.matchAll(/^\s*FILE\s+(\S+)/gm))
      if (!match[1]!.startsWith('$')) named.add(match[1]!);
  }
  const a4 = await writeTestPdf('ipptool-a4.pdf', [
    { width: 595, height: 842, texts: [{ x: 72, y: 760, size: 24, text: 'A4 test document' }] },
  ]);
  const letter = await writeTestPdf('ipptool-letter.pdf', [
    { width: 612, height: 792, texts: [{ x: 72, y: 700, size: 24, text: 'US Letter test document' }] },
  ]);
  for (const file of named) {
    const target = path.join(dir, file);
    await mkdir(path.dirname(target), { recursive: true });
    if (file.endsWith('.pwg')) await writeFile(target, pwgSample(file));
    else if (file === 'document-a4.pdf') await copyFile(a4, target);
    else if (file.endsWith('.pdf')) await copyFile(letter, target);
    else if (file.endsWith('.ps')) await writeFile(target, '');
  }
  await run(
    python,
    [
      '-c',
      `from PIL import Image
Image.new('RGB', (600, 400), (200, 40, 40)).save('color.jpg', dpi=(150, 150))
Image.new('L', (600, 400), 128).save('gray.jpg', dpi=(150, 150))`,
    ],
    { cwd: dir },
  );
  return letter;
}

/** `pwg-raster-samples-300dpi/srgb-8/…-srgb-8-300dpi.pwg`: a 1 × 1 inch page of that resolution and type. */
function pwgSample(file: string): Buffer {
  const [, dpi, type] = /samples-(\d+)dpi\/([a-z]+-\d+)\//.exec(file) ?? [];
  const resolution = Number(dpi ?? 300);
  return encodePwgRaster([
    {
      dpi: resolution,
      widthPx: resolution,
      heightPx: resolution,
      type: (type ?? 'srgb-8').replace('-', '_') as RasterType,
    },
  ]);
}

/** Runs one suite: `ipptool -tf <pdf> <uri> <suite>` in `dir`. */
export async function runSuite(dir: string, uri: string, suite: string, pdf: string): Promise<SuiteResult> {
  const outcome = await run('ipptool', ['-tf', pdf, uri, suite], { cwd: dir, maxBuffer: 64 << 20 }).then(
    ({ stdout, stderr }) => ({ exitCode: 0, output: `${stdout}${stderr}` }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      exitCode: typeof error.code === 'number' ? error.code : -1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
  const lines = outcome.output.split('\n');
  const count = (verdict: string) => lines.filter((l) => l.trimEnd().endsWith(`[${verdict}]`)).length;
  return { ...outcome, passed: count('PASS'), failed: count('FAIL'), skipped: count('SKIP') };
}
