import { describe, expect, it } from 'vitest';
import { takeDrop } from './dropped-files.js';

/** A folder entry as Chromium gives it, with its children in batches of two (readEntries pages). */
function folder(name: string, children: object[]) {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader() {
      const left = [...children];
      return { readEntries: (done: (batch: object[]) => void) => done(left.splice(0, 2)) };
    },
  };
}

function file(name: string) {
  const content = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  return { isFile: true, isDirectory: false, name, file: (done: (file: File) => void) => done(content) };
}

function transfer(entries: object[], files: File[] = []): DataTransfer {
  return {
    items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })),
    files,
  } as unknown as DataTransfer;
}

describe('what a drop holds', () => {
  it('reads folders through, each file with the folders it sits in', async () => {
    const dropped = await takeDrop(
      transfer([
        folder('Spring', [
          file('cover.pdf'),
          folder('Flyers', [file('a.pdf'), file('b.pdf'), file('c.pdf')]),
          file('back.pdf'),
        ]),
        file('loose.pdf'),
      ]),
    )();
    expect(dropped.map(({ file, dir }) => `${dir}|${file.name}`).sort()).toEqual(
      [
        '|loose.pdf',
        'Spring/Flyers|a.pdf',
        'Spring/Flyers|b.pdf',
        'Spring/Flyers|c.pdf',
        'Spring|back.pdf',
        'Spring|cover.pdf',
      ].sort(),
    );
  });

  it('takes the plain file list where there are no entries', async () => {
    const loose = new File(['x'], 'x.pdf');
    const plain = {
      items: [{ kind: 'file', webkitGetAsEntry: () => null }],
      files: [loose],
    } as unknown as DataTransfer;
    expect(await takeDrop(plain)()).toEqual([{ file: loose, dir: '' }]);
  });
});
