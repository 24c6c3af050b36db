import { afterAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { paperName, preflight } from './preflight.js';
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
        expect(result.notes.join(' ')).toMatch(
          /cannot be read|is empty|The name says PDF but the content is PNG/,
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
    expect(result.notes.join(' ')).toMatch(/The pages come in \d+ sizes/);
    expect(result.pageSizes.length).toBeGreaterThan(1);
    expect(result.problem).toBeNull();
  });
});

describe('preflight before an upload', () => {
  it('reads pages and sizes without drawing a picture', async () => {
    const result = await preflight(await writeLetterPdf(2), fileWork, {
      withThumbnail: false,
    });
    expect(result).toMatchObject({ pageCount: 2, pageSizes: ['Letter'], problem: null, thumbnail: null });
  });
});

describe('paper names', () => {
  it('names standard sizes in either orientation and nothing else', () => {
    expect(paperName(612, 792)).toBe('Letter');
    expect(paperName(842, 595)).toBe('A4');
    expect(paperName(783.5, 657.9)).toBeNull();
  });
});
