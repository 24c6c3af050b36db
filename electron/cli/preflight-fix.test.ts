/**
 * `printdesk preflight --fix … --out DIR [--json]` as issue 36 spells it, run as a process on PDFs
 * with one defect each: the fixed copies in DIR under their own names, the originals untouched, the
 * `--json` lines with "output" and "fixed" and the fixed copies' findings, Poppler's view of the
 * copies, and the exit code.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDefectPdfs } from '../preflight/test-support/defect-pdfs.js';
import { pdffonts, pdfinfoPages } from '../preflight/test-support/poppler.js';
import { PreflightLine } from './preflight.js';

const cli = ['--import', 'tsx', 'electron/cli/main.ts', 'preflight'];

function preflight(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, [...cli, ...args], { timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
const size = (b: { x0: number; y0: number; x1: number; y1: number }) => [b.x1 - b.x0, b.y1 - b.y0];

let dir: string;
let pdfs: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-preflight-fix-cli-'));
  pdfs = path.join(dir, 'in');
  await makeDefectPdfs(pdfs);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('printdesk preflight --fix', () => {
  it('writes each fixed copy to --out under its own name, says what it fixed, and exits 1 while a file keeps an error', async () => {
    const names = ['wrong-size.pdf', 'font-not-embedded.pdf', 'clean.pdf', 'image-100ppi.pdf'];
    const files = names.map((n) => path.join(pdfs, n));
    const before = await Promise.all(files.map(sha256));
    const out = path.join(dir, 'out');
    const { code, stdout, stderr } = await preflight([
      '--fix',
      'page-size,bleed,fonts',
      '--trim',
      '8.5x11in',
      '--out',
      out,
      '--json',
      ...files,
    ]);
    expect(stderr).toBe('');
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => PreflightLine.parse(JSON.parse(line)));
    const short = lines.map((l) => ({
      file: path.basename(l.file),
      output: l.output,
      fixed: l.fixed,
      findings: l.findings.map((f) => `${f.check} ${f.severity}`),
    }));
    expect(short).toEqual([
      {
        file: 'wrong-size.pdf',
        output: path.join(out, 'wrong-size.pdf'),
        fixed: ['page-size', 'no-bleed'],
        findings: [],
      },
      {
        file: 'font-not-embedded.pdf',
        output: path.join(out, 'font-not-embedded.pdf'),
        fixed: ['font-not-embedded'],
        findings: [],
      },
      // Nothing to fix: no "output", and no copy.
      { file: 'clean.pdf', output: undefined, fixed: [], findings: [] },
      // No fix for a low resolution: the error stays, and the exit code says so.
      { file: 'image-100ppi.pdf', output: undefined, fixed: [], findings: ['image-resolution error'] },
    ]);
    expect(lines[3]).not.toHaveProperty('output');
    // The finding left is said in English, as every --json line says it.
    expect(lines[3]!.findings[0]!.message).toMatch(
      /^Page 1 has an image at 100 ppi, under the \d+ ppi minimum/,
    );
    expect(code).toBe(1);
    expect((await readdir(out)).sort()).toEqual(['font-not-embedded.pdf', 'wrong-size.pdf']);
    expect(await Promise.all(files.map(sha256))).toEqual(before);

    // Poppler: the A4 page is on Letter (the trim within 1 mm) with 0.125 in of bleed on every side…
    const [page] = pdfinfoPages(path.join(out, 'wrong-size.pdf'), 1);
    const [w, h] = size(page!.trim);
    expect(Math.abs(w! - 612)).toBeLessThan(72 / 25.4);
    expect(Math.abs(h! - 792)).toBeLessThan(72 / 25.4);
    expect(page!.bleed.x0).toBeCloseTo(page!.trim.x0 - 9, 2);
    expect(page!.bleed.y1).toBeCloseTo(page!.trim.y1 + 9, 2);
    expect(page!.media).toEqual(page!.bleed);
    // …and every font of the copy is embedded, Helvetica under its own name.
    const fonts = pdffonts(path.join(out, 'font-not-embedded.pdf'));
    expect(fonts.find((f) => f.name === 'Helvetica')).toMatchObject({ embedded: true });
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
  }, 180_000);

  it('prints what changed above the copy’s report, and exits 0 once the fixes leave no error', async () => {
    const out = path.join(dir, 'out-text');
    const file = path.join(pdfs, 'font-not-embedded.pdf');
    const { code, stdout } = await preflight(['--fix', 'fonts', '--out', out, file]);
    expect(stdout).toContain(`Fixed copy: ${path.join(out, 'font-not-embedded.pdf')}`);
    expect(stdout).toMatch(/The font Helvetica was embedded as TeX ?Gyre ?Heros/);
    expect(stdout).toContain('1 page; no problems found');
    expect(code).toBe(0);
  }, 120_000);

  it.each([
    [['--fix', 'colour', '--out', 'x', 'a.pdf'], '--fix lists page-size, bleed and fonts, got "colour"'],
    [['--fix', 'bleed', 'a.pdf'], '--fix needs --out DIR'],
    [['--out', 'x', 'a.pdf'], '--fit and --out go with --fix'],
  ])('refuses %j with a usage error (exit 2)', async (args, message) => {
    const { code, stderr } = await preflight(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});
