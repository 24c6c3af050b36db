import { describe, expect, it } from 'vitest';
import {
  MalformedMultipart,
  MultipartScanner,
  multipartBoundary,
  parseDisposition,
} from './multipart-scanner.js';
import type { PartInfo } from './multipart-scanner.js';

interface Part {
  info: PartInfo;
  content: string;
  ended: boolean;
}

/** Scans `body` cut into the given chunks; what the sink saw, and whether the body was closed. */
function scan(boundary: string, chunks: readonly Buffer[]): { parts: Part[]; closed: boolean } {
  const parts: Part[] = [];
  const scanner = new MultipartScanner(boundary, {
    partStart: (info) => parts.push({ info, content: '', ended: false }),
    partData: (bytes) => {
      parts.at(-1)!.content += bytes.toString('latin1');
    },
    partEnd: () => {
      parts.at(-1)!.ended = true;
    },
  });
  for (const chunk of chunks) scanner.push(chunk);
  return { parts, closed: scanner.end() };
}

const whole = (body: string) => [Buffer.from(body, 'latin1')];

/** Every way to cut `body` in two, and byte by byte. */
function everyCut(body: string): Buffer[][] {
  const bytes = Buffer.from(body, 'latin1');
  const cuts: Buffer[][] = [];
  for (let at = 0; at <= bytes.length; at++) cuts.push([bytes.subarray(0, at), bytes.subarray(at)]);
  cuts.push([...bytes].map((b) => Buffer.from([b])));
  return cuts;
}

const form = [
  'preamble to ignore\r\n',
  '--xyz\r\n',
  'Content-Disposition: form-data; name="note"\r\n',
  '\r\n',
  'hello\r\n',
  '--xyz  \r\n', // transport padding
  'Content-Disposition: form-data; name="file"; filename="C:\\\\jobs\\\\fly\\"er\\".pdf"\r\n',
  'Content-Type: application/pdf\r\n',
  '\r\n',
  '%PDF-1.4\r\n--xy\r\n-- not a delimiter\r\n\r\r\n--xyZ-and-more',
  '\r\n--xyz--\r\n',
  'epilogue --xyz\r\n',
].join('');

describe('MultipartScanner', () => {
  it('finds each part and its content wherever the chunks are cut', () => {
    const expected = {
      closed: true,
      parts: [
        { info: { fieldName: 'note', fileName: undefined, isFile: false }, content: 'hello', ended: true },
        {
          info: { fieldName: 'file', fileName: 'C:\\jobs\\fly"er".pdf', isFile: true },
          content: '%PDF-1.4\r\n--xy\r\n-- not a delimiter\r\n\r\r\n--xyZ-and-more',
          ended: true,
        },
      ],
    };
    for (const chunks of everyCut(form)) expect(scan('xyz', chunks)).toEqual(expected);
  });

  it('takes a body that opens with its delimiter and parts with no headers', () => {
    expect(scan('b', whole('--b\r\n\r\nraw\r\n--b--'))).toEqual({
      closed: true,
      parts: [
        { info: { fieldName: undefined, fileName: undefined, isFile: false }, content: 'raw', ended: true },
      ],
    });
  });

  it('names a file part by its filename* when it has one (RFC 5987)', () => {
    const body = `--q\r\nContent-Disposition: form-data; name="f"; filename="menu.pdf"; filename*=UTF-8''%E2%82%AC.pdf\r\n\r\nx\r\n--q--`;
    expect(scan('q', whole(body)).parts[0]!.info.fileName).toBe('€.pdf');
  });

  it('says a body cut off after a delimiter without its final "--" is not closed, the part before it whole', () => {
    for (const tail of ['', '\r\n', '-']) {
      const { parts, closed } = scan(
        'abc',
        whole(
          `--abc\r\nContent-Disposition: form-data; name="f"; filename="a.pdf"\r\n\r\n%PDF\r\n--abc${tail}`,
        ),
      );
      expect(closed).toBe(false);
      expect(parts).toMatchObject([{ content: '%PDF', ended: true }]);
    }
  });

  it('leaves a part cut off in its content unended', () => {
    const { parts, closed } = scan(
      'abc',
      whole('--abc\r\nContent-Disposition: form-data; filename="a"\r\n\r\n%PDF\r\n--ab'),
    );
    expect(closed).toBe(false);
    expect(parts).toMatchObject([{ content: '%PDF', ended: false }]);
  });

  it('counts an octet-stream part without a file name as a file, and a part without form-data as none', () => {
    const body =
      '--q\r\ncontent-disposition: form-data; name="blob"\r\ncontent-type: Application/Octet-Stream\r\n\r\nx\r\n' +
      '--q\r\nContent-Disposition: attachment; filename="a.pdf"\r\n\r\ny\r\n--q--';
    expect(scan('q', whole(body)).parts.map((p) => p.info.isFile)).toEqual([true, false]);
  });

  it('joins folded header lines', () => {
    const body =
      '--q\r\nContent-Disposition: form-data;\r\n\tname="a";\r\n filename="b.pdf"\r\n\r\nx\r\n--q--';
    expect(scan('q', whole(body)).parts[0]!.info).toEqual({
      fieldName: 'a',
      fileName: 'b.pdf',
      isFile: true,
    });
  });

  it.each([
    ['text after a delimiter', '--q garbage\r\n\r\nx\r\n--q--'],
    ['a header line without a name', '--q\r\nno colon here\r\n\r\nx\r\n--q--'],
    ['a header too large', `--q\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\nx\r\n--q--`],
  ])('refuses %s', (_what, body) => {
    for (const chunks of [whole(body), everyCut(body).at(-1)!])
      expect(() => scan('q', chunks)).toThrow(MalformedMultipart);
  });

  it('keeps no more than a delimiter of content back, however large the part', () => {
    const boundary = '----------------------------5f2a9c0e1d3b';
    let handedOn = 0;
    let largestHeld = 0;
    const scanner = new MultipartScanner(boundary, {
      partStart: () => undefined,
      partData: (bytes) => {
        handedOn += bytes.length;
      },
      partEnd: () => undefined,
    });
    scanner.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f"; filename="big.pdf"\r\n\r\n`),
    );
    const chunk = Buffer.alloc(65_536, 0x41);
    chunk.write('\r\n--', chunk.length - 4, 'latin1'); // every chunk ends in what could start a delimiter
    for (let i = 1; i <= 256; i++) {
      scanner.push(chunk);
      largestHeld = Math.max(largestHeld, i * chunk.length - handedOn);
    }
    scanner.push(Buffer.from(`\r\n--${boundary}--\r\n`));
    expect(largestHeld).toBeLessThanOrEqual(4);
    expect(handedOn).toBe(256 * chunk.length);
    expect(scanner.end()).toBe(true);
  });
});

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; charset=utf-8; boundary="a b:c"', 'a b:c'],
    ['Multipart/Form-Data;BOUNDARY=----x123', '----x123'],
  ])('%s', (type, boundary) => expect(multipartBoundary(type)).toBe(boundary));

  it('refuses a Content-Type without one', () => {
    expect(() => multipartBoundary('multipart/form-data')).toThrow(MalformedMultipart);
  });
});

describe('parseDisposition', () => {
  it('reads quoted, escaped, bare and RFC 5987 values; filename* is its own parameter', () => {
    const { type, params } = parseDisposition(
      `form-data; name=file; filename="a \\"b\\".pdf"; filename*=UTF-8''%E2%82%AC%20menu.pdf`,
    );
    expect(type).toBe('form-data');
    expect(Object.fromEntries(params)).toEqual({
      name: 'file',
      filename: 'a "b".pdf',
      'filename*': '€ menu.pdf',
    });
  });

  it('keeps a backslash that escapes nothing, as in a Windows path sent unescaped', () => {
    expect(parseDisposition('form-data; filename="C:\\play\\up\\\\x.pdf"').params.get('filename')).toBe(
      'C:\\play\\up\\x.pdf',
    );
  });

  it('reads an ISO-8859-1 extended value and skips one in a charset it cannot read', () => {
    expect(parseDisposition(`form-data; filename*=iso-8859-1'fr'caf%E9.pdf`).params.get('filename*')).toBe(
      'café.pdf',
    );
    expect(parseDisposition(`form-data; filename*=koi8-r''%C1.pdf`).params.has('filename*')).toBe(false);
  });
});
