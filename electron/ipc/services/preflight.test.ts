import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { paperName, preflight } from './preflight.js';
import { printFilesDir as fixtures } from '../../../test/print-files.js';

const manifest = readFileSync(join(fixtures, 'manifest.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [file, pages, broken, size] = line.split('\t');
    return { file: file!, pages: Number(pages), broken: broken === 'true', size: size! };
  });

const fileWork = new FileWorkPool({ size: 2 });
afterAll(() => fileWork.close());

describe('preflight of the fixture print files', () => {
  for (const entry of manifest) {
    it(`${entry.file}: ${entry.broken ? 'says it cannot be read' : `${entry.pages} pages, ${entry.size} pt`}`, async () => {
      const result = await preflight(join(fixtures, entry.file), fileWork);
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
      const [width, height] = entry.size.split('x').map(Number);
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
    const result = await preflight(join(fixtures, 'ghostscript-five-sizes-5p.pdf'), fileWork);
    expect(result.pageCount).toBe(5);
    expect(result.notes.join(' ')).toMatch(/The pages come in \d+ sizes/);
    expect(result.pageSizes.length).toBeGreaterThan(1);
    expect(result.problem).toBeNull();
  });
});

describe('preflight before an upload', () => {
  it('reads pages and sizes without drawing a picture', async () => {
    const result = await preflight(join(fixtures, 'word-2010-letter-2p.pdf'), fileWork, {
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
