import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { createAppIntl } from '../../i18n/intl.js';
import type { AppLocale } from '../../shared/settings/locale.js';
import { findingText } from '../../i18n/finding-text.js';
import type { ProfileName } from '../../shared/preflight/profiles.js';
import { makeDefectPdfs } from '../../preflight/test-support/defect-pdfs.js';
import { paperName } from '../../shared/models/paper-sizes.js';
import { preflight } from './preflight.js';
import { createPreflights } from './preflights.js';
import { pagesToShow } from './print-findings.js';
import { printFile, printFilesManifest, skipWithoutPrintFiles } from '../../../test/print-files.js';
import { writeLetterPdf, writeTestPdf } from '../../../test/sample-pdfs.js';

const fileWork = new FileWorkPool({ size: 2 });
afterAll(() => fileWork.close());

// Ground truth of real-world files: where the corpus is absent, these tests are skipped.
describe.skipIf(skipWithoutPrintFiles)('preflight of the real-world print files', () => {
  for (const entry of printFilesManifest()) {
    it(`${entry.file}: ${entry.broken ? 'says it cannot be read' : `${entry.pages} pages, ${entry.firstPageSizePt} pt`}`, async () => {
      const result = await preflight(printFile(entry.file), fileWork);
      if (entry.broken) {
        // Unreadable, empty, or not a PDF at all whatever its name says: preflight says which.
        expect(result.notes.map((n) => n.note)).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(damaged|encrypted|empty|misnamed)$/)]),
        );
        if (result.type === 'pdf') expect(result).toMatchObject({ pageCount: null, thumbnail: null });
        if (result.size === 0) expect(result.problem).toBe('empty');
        else if (result.type === 'pdf') expect(['damaged', 'encrypted']).toContain(result.problem);
        return;
      }
      const [width, height] = entry.firstPageSizePt.split('x').map(Number);
      expect(result.type).toBe('pdf');
      expect(result.pageCount).toBe(entry.pages);
      expect(result.pageSize?.widthPt).toBeCloseTo(width!, 1);
      expect(result.pageSize?.heightPt).toBeCloseTo(height!, 1);
      expect(result.thumbnail).toMatch(/^data:image\/png;base64,/);
      expect(result.problem).toBeNull();
      expect(result.pageSizes.length).toBeGreaterThanOrEqual(1);
    });
  }
});

describe('preflight of a PDF with pages of several sizes', () => {
  it('flags the mixed sizes by name', async () => {
    // Letter, A4 landscape, A4, Tabloid and a half-letter booklet page.
    const sizes = [
      [612, 792],
      [842, 595],
      [595, 842],
      [792, 1224],
      [396, 612],
    ] as const;
    const pdf = await writeTestPdf(
      'five-sizes-5p.pdf',
      sizes.map(([width, height], i) => ({
        width,
        height,
        texts: [{ x: 36, y: height - 72, size: 24, text: `Page ${i + 1}: ${width} x ${height} pt` }],
      })),
    );
    const result = await preflight(pdf, fileWork);
    expect(result.pageCount).toBe(5);
    expect(result.notes).toContainEqual({ note: 'sizes' });
    // By paper where there is one, portrait: Letter, A4 (both ways), Tabloid, the booklet page.
    expect(result.pageSizes.map((s) => paperName(s.widthPt, s.heightPt))).toEqual([
      'Letter',
      'A4',
      'Tabloid',
      null,
    ]);
    expect(result.pageSizes[3]).toEqual({ widthPt: 396, heightPt: 612 });
    expect(result.problem).toBeNull();
  });
});

describe('preflight before an upload', () => {
  it('reads pages and sizes without drawing a picture', async () => {
    const result = await preflight(await writeLetterPdf(2), fileWork, {
      withThumbnail: false,
    });
    expect(result).toMatchObject({
      pageCount: 2,
      pageSizes: [{ widthPt: 612, heightPt: 792 }],
      problem: null,
      thumbnail: null,
    });
  });
});

describe('paper names', () => {
  it('names standard sizes in either orientation and nothing else', () => {
    expect(paperName(612, 792)).toBe('Letter');
    expect(paperName(842, 595)).toBe('A4');
    expect(paperName(783.5, 657.9)).toBeNull();
  });

  it("names only the papers the market's buyers know: no Letter in a metric market", () => {
    expect(paperName(612, 792, 'metric')).toBeNull();
    expect(paperName(595, 842, 'metric')).toBe('A4');
    expect(paperName(612, 792, 'imperial')).toBe('Letter');
    expect(paperName(595, 842, 'imperial')).toBe('A4');
  });
});

describe('the print checks before an upload by hand', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'printdesk-upload-checks-'));
    await makeDefectPdfs(dir);
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The app's check of a local file, with the Account's profile as `profile` says. */
  const checker = (profile: ProfileName) =>
    createPreflights({
      fileWork,
      uploadProfile: () => profile,
      locale: () => 'en',
      units: () => 'imperial',
      mayRead: () => {},
      productSizes: { get: () => Promise.reject(new Error('a file sent by hand has no product')) },
      thumbnails: { localFile: () => Promise.reject(new Error('no library item here')) },
    });

  it('lists each finding with its pages, and draws the pages they concern', async () => {
    const result = await checker('standard').localFile({
      path: join(dir, 'font-and-image-100ppi.pdf'),
      withThumbnail: false,
      withPagePictures: true,
    });
    expect(result).toMatchObject({ pageCount: 2, problem: null, profile: 'standard', thumbnail: null });
    expect(result.findings.map((f) => [f.check, f.severity, f.pages])).toEqual([
      ['font-not-embedded', 'error', [1]],
      ['image-resolution', 'error', [2]],
    ]);
    expect(result.pagePictures.map((p) => p.page)).toEqual([1, 2]);
    for (const picture of result.pagePictures) expect(picture.dataUrl).toMatch(/^data:image\/png;base64,/);
  });

  it('carries what it found as ids and numbers, which each language words', async () => {
    const { findings } = await checker('standard').localFile({
      path: join(dir, 'font-and-image-100ppi.pdf'),
      withThumbnail: false,
      withPagePictures: false,
    });
    expect(findings).toEqual([
      { check: 'font-not-embedded', severity: 'error', pages: [1], font: expect.any(String) },
      {
        check: 'image-resolution',
        severity: 'error',
        pages: [2],
        lowestPpi: expect.any(Number),
        limitPpi: 150,
      },
    ]);
    const say = (locale: AppLocale) => findings.map((f) => findingText(createAppIntl(locale), f));
    expect(say('en')).toEqual([
      expect.stringMatching(
        /^Page 1 uses the font \S+, which is not in the file: the printer will substitute another\.$/,
      ),
      expect.stringMatching(
        /^Page 2 has an image at \d+ ppi, under the 150 ppi minimum: it will print blurred or blocky\.$/,
      ),
    ]);
    expect(say('de')).toEqual([
      expect.stringMatching(/^Seite 1 verwendet die Schrift \S+, die nicht in der Datei eingebettet ist: /),
      expect.stringMatching(/^Seite 2 enthält ein Bild mit \d+ ppi, unter dem Minimum von 150 ppi: /),
    ]);
  });

  it('draws no pictures unless asked, and none where nothing was found', async () => {
    const quiet = await checker('standard').localFile({
      path: join(dir, 'font-and-image-100ppi.pdf'),
      withThumbnail: false,
      withPagePictures: false,
    });
    expect(quiet.findings).toHaveLength(2);
    expect(quiet.pagePictures).toEqual([]);
    const clean = await checker('strict').localFile({
      path: join(dir, 'clean.pdf'),
      withThumbnail: false,
      withPagePictures: true,
    });
    expect(clean).toMatchObject({ profile: 'strict', findings: [], pagePictures: [] });
  });

  it('judges with the profile in use, and never checks the page size (no product yet)', async () => {
    const input = { withThumbnail: false, withPagePictures: false };
    const strict = await checker('strict').localFile({ ...input, path: join(dir, 'image-200ppi.pdf') });
    expect(strict.findings.map((f) => `${f.check} ${f.severity}`)).toEqual(['image-resolution error']);
    const size = await checker('strict').localFile({ ...input, path: join(dir, 'landscape-783x658.pdf') });
    expect(size.findings).toEqual([]);
  });

  it('with the off profile, only says what stops a file, as before the print checks', async () => {
    const input = { withThumbnail: false, withPagePictures: true };
    const off = await checker('off').localFile({ ...input, path: join(dir, 'font-and-image-100ppi.pdf') });
    expect(off).toMatchObject({ profile: 'off', problem: null, findings: [], pagePictures: [] });
    const locked = await checker('off').localFile({ ...input, path: join(dir, 'encrypted.pdf') });
    expect(locked).toMatchObject({ problem: 'encrypted', findings: [] });
  });

  it('leaves a file pdf.js cannot open to its problem, without findings', async () => {
    const result = await checker('standard').localFile({
      path: join(dir, 'encrypted.pdf'),
      withThumbnail: false,
      withPagePictures: true,
    });
    expect(result).toMatchObject({ problem: 'encrypted', findings: [], pagePictures: [] });
  });
});

describe('the pages worth a picture', () => {
  const finding = (severity: 'error' | 'warning', pages: number[]) =>
    ({ check: 'no-bleed', severity, pages, leastMm: 0, minBleedMm: 3 }) as const;
  it('takes the first few pages of each finding, at most eight in all, in page order', () => {
    expect(pagesToShow([finding('error', [9, 10, 11, 12]), finding('warning', [1, 2])])).toEqual([
      1, 2, 9, 10, 11,
    ]);
    const many = Array.from({ length: 5 }, (_, i) => finding('warning', [i * 10 + 1, i * 10 + 2]));
    expect(pagesToShow(many)).toHaveLength(8);
    expect(pagesToShow([finding('error', [])])).toEqual([]);
  });
});
