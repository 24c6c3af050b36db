import { describe, expect, it } from 'vitest';
import { pathRules } from './path-rules.js';
import { printFileFilter } from './print-file-filter.js';

const windows = pathRules('win32');
const mac = pathRules('darwin');
const linux = pathRules('linux');
const nfc = '/Users/dana/Caf\u00e9';
const nfd = '/Users/dana/Cafe\u0301';

describe('Windows (path.win32)', () => {
  it('compares case-insensitively, with either separator', () => {
    expect(windows.samePath('C:\\Jobs', 'c:\\jobs\\')).toBe(true);
    expect(windows.samePath('C:/Jobs/In', 'c:\\JOBS\\in')).toBe(true);
    expect(windows.isInside('c:\\jobs\\In', 'C:\\Jobs')).toBe(true);
    expect(windows.overlaps('C:\\Jobs', 'c:\\jobs\\In')).toBe(true);
    expect(windows.overlaps('c:\\jobs\\In', 'C:\\Jobs')).toBe(true);
  });

  it('keeps drives, siblings and look-alike names apart', () => {
    expect(windows.overlaps('C:\\Jobs', 'D:\\Jobs')).toBe(false);
    expect(windows.overlaps('C:\\Jobs', 'C:\\Jobs2')).toBe(false);
    expect(windows.isInside('C:\\', 'C:\\Jobs')).toBe(false);
    expect(windows.isInside('C:\\Jobs', 'C:\\')).toBe(true);
  });

  it('understands UNC shares', () => {
    expect(windows.isInside('\\\\server\\share\\Jobs\\In', '\\\\SERVER\\Share\\jobs')).toBe(true);
    expect(windows.samePath('//server/share/Jobs', '\\\\server\\share\\Jobs')).toBe(true);
    expect(windows.overlaps('\\\\server\\share\\Jobs', '\\\\server\\other\\Jobs')).toBe(false);
  });

  it('finds Uploaded\\, Failed\\ and Originals\\ whatever the case or separator', () => {
    expect(windows.isInsideProcessedFolder('Uploaded\\a.pdf')).toBe(true);
    expect(windows.isInsideProcessedFolder('uploaded/sub/a.pdf')).toBe(true);
    expect(windows.isInsideProcessedFolder('FAILED\\a.pdf')).toBe(true);
    expect(windows.isInsideProcessedFolder('originals\\a.pdf')).toBe(true);
    expect(windows.isInsideProcessedFolder('Brochures\\Uploaded\\a.pdf')).toBe(false);
    expect(windows.isInsideProcessedFolder('Uploaded-old\\a.pdf')).toBe(false);
  });
});

describe('macOS (path.posix, case-insensitive, either normalization)', () => {
  it('treats case and NFC/NFD spellings of a name as one folder', () => {
    expect(mac.samePath(nfc, nfd)).toBe(true);
    expect(mac.isInside(`${nfd}/In`, nfc.toUpperCase())).toBe(true);
    expect(mac.overlaps('/Users/dana/Jobs', '/users/dana/jobs/In')).toBe(true);
    expect(mac.isInsideProcessedFolder('uploaded/a.pdf')).toBe(true);
  });

  it('does not take a backslash for a separator', () => {
    expect(mac.isInside('/Jobs\\In', '/Jobs')).toBe(false);
    expect(mac.isInsideProcessedFolder('Uploaded\\a.pdf')).toBe(false);
  });
});

describe('Linux (path.posix, byte for byte)', () => {
  it('is case- and normalization-sensitive', () => {
    expect(linux.samePath('/srv/Jobs', '/srv/jobs')).toBe(false);
    expect(linux.overlaps('/srv/Jobs', '/srv/jobs/In')).toBe(false);
    expect(linux.samePath(nfc, nfd)).toBe(false);
    expect(linux.isInsideProcessedFolder('uploaded/a.pdf')).toBe(false);
    expect(linux.isInsideProcessedFolder('./Uploaded/a.pdf')).toBe(true);
  });

  it('still sees nesting, trailing slashes and dot segments', () => {
    expect(linux.overlaps('/srv/jobs/', '/srv/jobs/in/../in/x')).toBe(true);
    expect(linux.overlaps('/srv/jobs', '/srv/jobs-old')).toBe(false);
    expect(linux.isInside('/srv/jobs', '/')).toBe(true);
  });
});

describe('the print-file filter follows the platform', () => {
  it('skips Uploaded\\ and Failed\\ of a Windows hot folder, whatever their case', () => {
    const filter = printFileFilter('C:\\Jobs', ['pdf'], true, 'win32');
    expect(filter.ignoresPath('c:\\jobs\\uploaded\\a.pdf', true)).toBe(true);
    expect(filter.ignoresPath('C:\\Jobs\\FAILED', false)).toBe(true);
    expect(filter.ignoresPath('c:\\JOBS\\Brochures\\a.pdf', true)).toBe(false);
    expect(filter.ignoresPath('C:\\Other\\a.pdf', true)).toBe(true);
  });

  it('keeps a linux hot folder byte for byte', () => {
    const filter = printFileFilter('/srv/jobs', ['pdf'], true, 'linux');
    expect(filter.ignoresPath('/srv/jobs/uploaded/a.pdf', true)).toBe(false);
    expect(filter.ignoresPath('/srv/jobs/Uploaded/a.pdf', true)).toBe(true);
  });
});
