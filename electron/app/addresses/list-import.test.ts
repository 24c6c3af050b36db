import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { guessMapping, previewImport } from './list-import.js';

const header = 'First Name,Last Name,Company,Street,City,State,ZIP,Country,Phone,Email';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF', () => {
    const rows = parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,2,3');
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, cells: ['1', '2', '3'] },
    ]);
  });

  it('reads text pasted from a spreadsheet (tab-separated) and drops a byte-order mark', () => {
    expect(parseCsv('\uFEFFName\tCity\nAda\tLondon\n')).toEqual([
      { line: 1, cells: ['Name', 'City'] },
      { line: 2, cells: ['Ada', 'London'] },
    ]);
  });
});

describe('previewImport', () => {
  it('guesses the mapping from common headers', () => {
    expect(guessMapping(header.split(','))).toEqual({
      FirstName: 'First Name',
      LastName: 'Last Name',
      CompanyName: 'Company',
      Street: 'Street',
      City: 'City',
      StateOrProvince: 'State',
      PostalCode: 'ZIP',
      Country: 'Country',
      TelephoneNumber: 'Phone',
      Email: 'Email',
    });
  });

  it('keeps the valid rows and names the row and field of each error', () => {
    const csv = [
      header,
      'Ada,Lovelace,,"12 St James\'s Sq",London,,SW1Y 4JH,gb,,ada@example.com',
      'Grace,Hopper,Navy,1 Main St,Arlington,VA,,US,,',
      'Alan,Turing,,2 Hill Rd,Wilmslow,,SK9,UK1,,not-an-email',
    ].join('\n');
    const preview = previewImport(csv);
    expect(preview.rowCount).toBe(3);
    expect(preview.recipients).toEqual([
      expect.objectContaining({ FirstName: 'Ada', Street: "12 St James's Sq", Country: 'GB' }),
    ]);
    expect(preview.errors).toEqual([
      { row: 3, field: 'PostalCode', message: 'Row 3: PostalCode: Enter the postal code.' },
      {
        row: 4,
        field: 'Country',
        message: 'Row 4: Country: Enter the two-letter country code (e.g. US, GB, DE).',
      },
      {
        row: 4,
        field: 'Email',
        message: 'Row 4: Email: Enter an e-mail address like name@example.com, or leave it empty.',
      },
    ]);
  });

  it('takes a mapping the user chose, and says which required field has no column', () => {
    const csv = 'who,surname,addr,town,code,land,home\nAda,Lovelace,1 Main St,Springfield,12345,US,yes';
    const chosen = {
      FirstName: 'who',
      LastName: 'surname',
      Street: 'addr',
      City: 'town',
      PostalCode: 'code',
    };
    expect(previewImport(csv, chosen).errors).toEqual([
      { row: 1, field: 'Country', message: 'Row 1: Country: choose the column it comes from.' },
    ]);
    const preview = previewImport(csv, { ...chosen, Country: 'land', IsResidential: 'home' });
    expect(preview.errors).toEqual([]);
    expect(preview.recipients[0]).toMatchObject({ City: 'Springfield', IsResidential: true, Email: '' });
    expect(previewImport(csv, { ...chosen, Country: 'nation' }).errors[0]?.message).toBe(
      'Row 1: Country: there is no column "nation".',
    );
  });
});
