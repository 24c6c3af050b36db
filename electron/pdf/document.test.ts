import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/sample-pdfs.js';
import { ContentLexer, Op, type Operand } from './content-lexer.js';
import { PdfFile } from './document.js';
import { readFactsOfPages } from './read-facts.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-pdf-reader-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const booklet = samplePdf('annual-report-booklet-12p.pdf');

function open<T>(file: string, use: (pdf: PdfFile) => T): T {
  const pdf = new PdfFile(file);
  try {
    return use(pdf);
  } finally {
    pdf.close();
  }
}

describe('the PDF object reader', () => {
  it('finds a range of pages through the page tree, numbered as in the document', () => {
    open(booklet, (pdf) => {
      expect(pdf.pageCount).toBe(12);
      const pages = pdf.pages(3, 4);
      expect(pages.map((p) => p.number)).toEqual([3, 4]);
      expect(pages[0]!.mediaBox).toEqual([0, 0, 396, 612]);
    });
  });

  it('rebuilds a cross-reference whose offsets are wrong, as other readers do', async () => {
    const whole = await readFile(booklet);
    // Eight bytes after the header shift every object away from where the table says it is.
    const headerEnd = whole.indexOf('\n', whole.indexOf('\n') + 1) + 1;
    const shifted = Buffer.concat([
      whole.subarray(0, headerEnd),
      Buffer.from('%shift!\n'),
      whole.subarray(headerEnd),
    ]);
    const file = path.join(dir, 'shifted.pdf');
    await writeFile(file, shifted);
    const { pageCount, pages } = readFactsOfPages(file, 1, 12);
    expect(pageCount).toBe(12);
    expect(pages.every((p) => p.ok)).toBe(true);
  });

  it('reads the newest version of an object after an incremental update', async () => {
    const whole = await readFile(samplePdf('summer-sale-flyer.pdf'));
    const text = whole.toString('latin1');
    const pageObject = /(\d+) 0 obj\s*<< \/Type \/Page .*?>>\s*endobj/s.exec(text)!;
    const startxref = /startxref\s+(\d+)/.exec(text.slice(text.lastIndexOf('startxref')))![1];
    const size = /\/Size (\d+)/.exec(text)![1];
    const newPage = pageObject[0].replace(
      '/MediaBox [0 0 612 792]',
      '/MediaBox [0 0 612 792] /TrimBox [18 18 594 774]',
    );
    const update = `\n${newPage}\n`;
    const at = whole.length + 1;
    const xrefAt = whole.length + Buffer.byteLength(update, 'latin1');
    const tail =
      `xref\n${pageObject[1]} 1\n${String(at).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${size} /Root 1 0 R /Prev ${startxref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    const file = path.join(dir, 'updated.pdf');
    await writeFile(file, Buffer.concat([whole, Buffer.from(update + tail, 'latin1')]));
    const [first] = readFactsOfPages(file, 1, 1).pages;
    expect(first!.ok && first!.facts.boxes.trim).toEqual({ x0: 18, y0: 18, x1: 594, y1: 774 });
  });

  it('says why a file without pages or catalog cannot be read', async () => {
    const file = path.join(dir, 'no-catalog.pdf');
    await writeFile(
      file,
      '%PDF-1.4\n1 0 obj\n<< /Type /Font >>\nendobj\ntrailer\n<< /Size 2 >>\nstartxref\n0\n%%EOF\n',
    );
    expect(() => new PdfFile(file)).toThrow(/catalog/);
  });
});

describe('the content-stream lexer', () => {
  const operators = (content: string) => {
    const lexer = new ContentLexer(Buffer.from(content, 'latin1'));
    const found: [string, Operand[]][] = [];
    const operands: Operand[] = [];
    for (let op = lexer.next(operands); op !== Op.End; op = lexer.next(operands))
      found.push([lexer.operator, [...operands]]);
    return found;
  };

  it('reads operators with their numbers and names, stepping over strings, arrays and comments', () => {
    expect(
      operators('q 1 0 0 1 -5.5 .25 cm % a comment\n/F1 12 Tf (a (nested) \\) string) Tj [(x) -20 (y)] TJ Q'),
    ).toEqual([
      ['q', []],
      ['cm', [1, 0, 0, 1, -5.5, 0.25]],
      ['Tf', ['F1', 12]],
      ['Tj', [expect.anything()]],
      ['TJ', [expect.anything()]],
      ['Q', []],
    ]);
  });

  it('steps over an inline image, even one whose data holds "EI", and reads on', () => {
    const data = 'xx EI xx\u00ff\u0000';
    const found = operators(`q BI /W 10 /H 1 /CS /RGB /BPC 8 ID ${data.padEnd(30, '.')} EI Q 0 0 1 rg`);
    expect(found.map(([op]) => op)).toEqual(['q', 'BI', 'Q', 'rg']);
    const dict = found[1]![1][0] as Map<string, unknown>;
    expect(dict.get('Width')).toBe(10);
    expect(dict.get('ColorSpace')).toBe('DeviceRGB');
  });
});
