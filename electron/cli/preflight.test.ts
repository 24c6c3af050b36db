import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngNamedPdf, samplePdf, truncatedPdf } from '../../test/sample-pdfs.js';
import { defectPdfs, makeDefectPdfs, type DefectPdf } from '../preflight/test-support/defect-pdfs.js';
import { PreflightLine } from './preflight.js';

const cli = ['--import', 'tsx', 'electron/cli/main.ts', 'preflight'];

function preflight(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) =>
    execFile(process.execPath, [...cli, ...args], { timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    ),
  );
}

/** Each line parsed with the findings schema: the JSON lines are the contract. */
function lines(stdout: string): PreflightLine[] {
  return stdout
    .trim()
    .split('\n')
    .map((line) => PreflightLine.parse(JSON.parse(line)));
}

/** A file's findings in short: "check severity pages". */
const short = (result: PreflightLine) =>
  result.findings.map((f) => `${f.check} ${f.severity} ${f.pages.join(',')}`);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-preflight-cli-'));
  await makeDefectPdfs(dir);
  await writeFile(path.join(dir, 'empty.pdf'), '');
  await writeFile(path.join(dir, 'picture.pdf'), pngNamedPdf());
  await writeFile(path.join(dir, 'truncated.pdf'), truncatedPdf());
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// What each PDF with one defect must get on a Letter product, and nothing else.
const standard: Record<DefectPdf, string[]> = {
  'clean.pdf': [],
  'font-not-embedded.pdf': ['font-not-embedded error 1'],
  'image-100ppi.pdf': ['image-resolution error 1'],
  'image-200ppi.pdf': ['image-resolution warning 1'],
  'image-300ppi.pdf': [],
  'rgb-image.pdf': ['rgb-color warning 1'],
  'rgb-vector.pdf': ['rgb-color warning 1'],
  'no-bleed.pdf': ['no-bleed warning 1'],
  'bleed-2mm.pdf': ['no-bleed warning 1'],
  'bleed-3mm.pdf': [],
  'wrong-size.pdf': ['page-size error 1'],
  'mixed-sizes.pdf': ['page-size error 2', 'mixed-page-sizes warning 2'],
  'landscape-783x658.pdf': ['page-size error 1'],
  'font-and-image-100ppi.pdf': ['font-not-embedded error 1', 'image-resolution error 2'],
  'rotated-page-image.pdf': ['image-resolution error 1'],
  'turned-image.pdf': ['image-resolution error 1'],
  'form-image.pdf': ['image-resolution error 1'],
  'inline-image.pdf': ['image-resolution error 1'],
  'form-field-font.pdf': ['font-not-embedded error 1'],
  'encrypted.pdf': ['encrypted error '],
  'owner-password-font-not-embedded.pdf': ['font-not-embedded error 1'],
  'owner-password-rc4-40.pdf': ['font-not-embedded error 1'],
  'owner-password-aes128.pdf': ['font-not-embedded error 1'],
  'owner-password-aes256-object-streams.pdf': ['font-not-embedded error 1'],
  'encrypted-aes256.pdf': ['encrypted error '],
};

describe('printdesk preflight', () => {
  it('finds the one defect of each test PDF, one JSON line per file in the order given, and exits 1', async () => {
    const files = defectPdfs.map((f) => path.join(dir, f));
    const { code, stdout, stderr } = await preflight(['--json', '--trim', '8.5x11in', ...files]);
    expect(stderr).toBe('');
    const results = lines(stdout);
    expect(results.map((r) => r.file)).toEqual(files);
    expect(Object.fromEntries(results.map((r) => [path.basename(r.file), short(r)]))).toEqual(standard);
    expect(results.find((r) => r.file.endsWith('mixed-sizes.pdf'))!.pages).toBe(2);
    expect(code).toBe(1);
  });

  it('says in sentences what is wrong and on which pages', async () => {
    const { stdout } = await preflight([
      '--json',
      path.join(dir, 'font-not-embedded.pdf'),
      path.join(dir, 'bleed-2mm.pdf'),
      path.join(dir, 'image-100ppi.pdf'),
    ]);
    expect(lines(stdout).map((r) => r.findings[0]!.message)).toEqual([
      'Page 1 uses the font Helvetica, which is not in the file: the printer will substitute another.',
      'Page 1 has only 2 mm of bleed on some side: artwork that reaches the edge needs 3 mm (0.125 in) beyond the trim on every side, or a white edge may show after cutting.',
      'Page 1 has an image at 100 ppi, under the 150 ppi minimum: it will print blurred or blocky.',
    ]);
  });

  it('is stricter with --profile strict: RGB, bleed and images under 300 ppi are errors', async () => {
    const names = ['rgb-vector.pdf', 'no-bleed.pdf', 'image-200ppi.pdf', 'image-300ppi.pdf'];
    const { code, stdout } = await preflight([
      '--json',
      '--profile',
      'strict',
      ...names.map((n) => path.join(dir, n)),
    ]);
    expect(lines(stdout).map(short)).toEqual([
      ['rgb-color error 1'],
      ['no-bleed error 1'],
      ['image-resolution error 1'],
      [],
    ]);
    expect(code).toBe(1);
  });

  it('exits 0 when no file has an error (warnings only), and checks the page size only with --trim', async () => {
    const a4 = path.join(dir, 'wrong-size.pdf');
    expect((await preflight(['--json', a4])).code).toBe(0);
    expect(lines((await preflight(['--json', '--trim', '210x297mm', a4])).stdout).map(short)).toEqual([[]]);
    const warned = await preflight(['--json', path.join(dir, 'rgb-image.pdf')]);
    expect(warned.code).toBe(0);
    expect(lines(warned.stdout).map(short)).toEqual([['rgb-color warning 1']]);
  });

  it('reports empty, non-PDF and damaged files, and a missing file, and still checks the others', async () => {
    const names = ['empty.pdf', 'picture.pdf', 'truncated.pdf', 'missing.pdf', 'clean.pdf'];
    const { code, stdout, stderr } = await preflight(['--json', ...names.map((n) => path.join(dir, n))]);
    const results = lines(stdout);
    expect(results.map(short)).toEqual([['empty error '], ['not-pdf error '], ['broken error '], [], []]);
    expect(results[3]!.error).toBe('There is no such file.');
    expect(results[4]!.error).toBeUndefined();
    expect(stderr).toContain(`printdesk preflight: ${path.join(dir, 'missing.pdf')}: There is no such file.`);
    expect(code).toBe(1);
  });

  it('prints a readable report without --json', async () => {
    const { code, stdout } = await preflight([samplePdf('summer-sale-flyer.pdf')]);
    expect(stdout).toContain('(standard profile)');
    expect(stdout).toContain('1 page; 2 errors, 2 warnings');
    expect(stdout).toContain(
      '  ERROR font-not-embedded (page 1)\n    Page 1 uses the font Helvetica-Bold, which is not in the file',
    );
    expect(code).toBe(1);
  });

  it.each([
    [['--profile', 'lenient', 'a.pdf'], '--profile is standard or strict, got "lenient"'],
    [['--trim', 'A4', 'a.pdf'], '--trim is a size such as 8.5x11in or 210x297mm, got "A4"'],
    [['--json'], 'name at least one file to check'],
    [['--colour', 'a.pdf'], "Unknown option '--colour'"],
  ])('refuses %j with a usage error (exit 2)', async (args, message) => {
    const { code, stderr } = await preflight(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });
});
