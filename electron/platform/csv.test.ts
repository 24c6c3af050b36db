import { describe, expect, it } from 'vitest';
import { csvText } from './csv.js';

const cell = (value: string) => csvText([[value]]).slice(0, -2);

describe('csvText', () => {
  it('writes rows with CRLF line ends, quoting what RFC 4180 asks', () => {
    expect(
      csvText([
        ['File', 'Total'],
        ['card, "A".pdf', '410.50'],
      ]),
    ).toBe('File,Total\r\n"card, ""A"".pdf",410.50\r\n');
    expect(cell('two\nlines')).toBe('"two\nlines"');
    expect(cell('plain text.pdf')).toBe('plain text.pdf');
  });

  it('defuses a cell that starts a formula', () => {
    for (const value of ['=cmd|"/c calc"!A1', '+1', '-1+2', '@SUM(A1)', '\tx'])
      expect(cell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('defuses a formula after leading spaces, and full-width formula signs', () => {
    expect(cell(' =1+1')).toBe("' =1+1");
    expect(cell('\u3000=1+1')).toBe("'\u3000=1+1");
    expect(cell('＝HYPERLINK("http://x")')).toBe('"\'＝HYPERLINK(""http://x"")"');
    for (const value of ['＋1', '－1', '＠SUM(A1)']) expect(cell(value)).toBe(`'${value}`);
  });

  it('quotes a cell holding a ; so that Excel set to ; separators does not split it', () => {
    expect(cell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvText([['Dana; Lee', 'x']])).toBe('"Dana; Lee",x\r\n');
  });
});
