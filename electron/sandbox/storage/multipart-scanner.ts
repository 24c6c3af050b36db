/**
 * A streaming multipart/form-data reader (RFC 7578 over RFC 2046) for the upload route: it finds
 * each part's headers and hands its content on as slices of the chunks it was given, never copied
 * and never held, so memory stays flat for any size. The delimiter is found with `Buffer.indexOf`
 * (native): busboy's search, in JavaScript, was the sandbox's largest own CPU cost per upload
 * (docs/performance.md, "sandbox-ingest and upload").
 */

/** Where a part's headers say it comes from: a file part has a file name (or is octet-stream). */
export interface PartInfo {
  readonly fieldName: string | undefined;
  /** The client's file name as sent (`filename*` wins over `filename`), path and all. */
  readonly fileName: string | undefined;
  readonly isFile: boolean;
}

export interface MultipartSink {
  partStart(part: PartInfo): void;
  /** A slice of a chunk given to `push`; valid as long as that chunk is. */
  partData(bytes: Buffer): void;
  partEnd(): void;
}

export class MalformedMultipart extends Error {}

/** The boundary of a `multipart/form-data` Content-Type, quoted or not. */
export function multipartBoundary(contentType: string): string {
  const match = /;\s*boundary\s*=\s*(?:"((?:[^"\\]|\\.){1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  const boundary = match?.[1]?.replace(/\\(.)/g, '$1') ?? match?.[2];
  if (!boundary) throw new MalformedMultipart('the multipart boundary is missing');
  return boundary;
}

const CR = 0x0d;
const MAX_HEADER_BYTES = 16 * 1024;
const TRANSPORT_PADDING = /^[ \t]*$/;

type State = 'preamble' | 'delimiter' | 'headers' | 'content' | 'closed';

/**
 * Feed it the body with `push` and call `end` when the body ends. The first delimiter may open the
 * body or follow a preamble; a body cut off after a part's delimiter (no closing `--`) is not
 * closed, and `end` says so rather than throwing: the caller decides whether the parts it got are whole.
 */
export class MultipartScanner {
  private readonly delimiter: Buffer;
  private state: State = 'preamble';
  /** Bytes of the last chunk that could not be decided yet (a partial delimiter or header line). */
  private pending: Buffer;
  private headerLines: string[] = [];
  private headerBytes = 0;

  constructor(
    boundary: string,
    private readonly sink: MultipartSink,
  ) {
    this.delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1');
    // The first delimiter needs no CRLF before it: pretend there was one.
    this.pending = Buffer.from('\r\n', 'latin1');
  }

  /** Scans one chunk of the body; throws `MalformedMultipart` for a body no form could be. */
  push(chunk: Buffer): void {
    const buf = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    let at = 0;
    this.pending = EMPTY;
    while (at < buf.length && this.state !== 'closed') {
      const next = this.step(buf, at);
      if (next === undefined) {
        this.pending = buf.subarray(at);
        if (this.state === 'headers' && this.headerBytes + this.pending.length > MAX_HEADER_BYTES)
          throw new MalformedMultipart('a part header is too large');
        return;
      }
      at = next;
    }
  }

  /** The body ended: true when the closing delimiter was seen. */
  end(): boolean {
    return this.state === 'closed';
  }

  /** Consumes from `at` in the current state; undefined when it needs more bytes to decide. */
  private step(buf: Buffer, at: number): number | undefined {
    switch (this.state) {
      case 'preamble': {
        const found = buf.indexOf(this.delimiter, at);
        if (found >= 0) {
          this.state = 'delimiter';
          return found + this.delimiter.length;
        }
        const keep = this.partialDelimiterAt(buf, at);
        return keep === at ? undefined : keep;
      }
      case 'content': {
        const found = buf.indexOf(this.delimiter, at);
        const end = found >= 0 ? found : this.partialDelimiterAt(buf, at);
        if (end > at) this.sink.partData(buf.subarray(at, end));
        if (found < 0) return end === at ? undefined : end;
        this.sink.partEnd();
        this.state = 'delimiter';
        return found + this.delimiter.length;
      }
      case 'delimiter':
        return this.afterDelimiter(buf, at);
      case 'headers':
        return this.headerLine(buf, at);
      case 'closed':
        return buf.length; // the epilogue is ignored
    }
  }

  /** After a delimiter: `--` closes the body, else optional padding and CRLF open a part. */
  private afterDelimiter(buf: Buffer, at: number): number | undefined {
    if (buf.length - at < 2) return undefined;
    if (buf[at] === 0x2d && buf[at + 1] === 0x2d) {
      this.state = 'closed';
      return buf.length;
    }
    const eol = buf.indexOf('\r\n', at, 'latin1');
    if (eol < 0) {
      if (buf.length - at > 256) throw new MalformedMultipart('a delimiter line does not end');
      return undefined;
    }
    if (!TRANSPORT_PADDING.test(buf.toString('latin1', at, eol)))
      throw new MalformedMultipart('a delimiter is followed by text');
    this.state = 'headers';
    this.headerLines = [];
    this.headerBytes = 0;
    return eol + 2;
  }

  private headerLine(buf: Buffer, at: number): number | undefined {
    const eol = buf.indexOf('\r\n', at, 'latin1');
    if (eol < 0) return undefined;
    this.headerBytes += eol + 2 - at;
    if (this.headerBytes > MAX_HEADER_BYTES) throw new MalformedMultipart('a part header is too large');
    // Header values are UTF-8 as browsers and curl send them (busboy's defParamCharset utf8).
    const line = buf.toString('utf8', at, eol);
    if (line !== '') {
      const last = this.headerLines.length - 1;
      if (/^[ \t]/.test(line) && last >= 0) this.headerLines[last] += ` ${line.trim()}`;
      else if (/^[^\s:]+:/.test(line)) this.headerLines.push(line);
      else throw new MalformedMultipart('a part header line has no name');
      return eol + 2;
    }
    this.state = 'content';
    this.sink.partStart(partInfo(this.headerLines));
    return eol + 2;
  }

  /**
   * Where the bytes from `at` stop being surely content: the start of a delimiter cut by the chunk's
   * end, else the end. The delimiter holds one CR, its first byte, so only the last CR can start one.
   */
  private partialDelimiterAt(buf: Buffer, at: number): number {
    const from = Math.max(at, buf.length - this.delimiter.length + 1);
    const cr = buf.lastIndexOf(CR, buf.length - 1);
    if (cr < from) return buf.length;
    const tail = buf.subarray(cr);
    return tail.equals(this.delimiter.subarray(0, tail.length)) ? cr : buf.length;
  }
}

const EMPTY = Buffer.alloc(0);

function partInfo(lines: readonly string[]): PartInfo {
  const header = (name: string) =>
    lines
      .find((l) => l.slice(0, l.indexOf(':')).trim().toLowerCase() === name)
      ?.replace(/^[^:]*:/, '')
      .trim();
  const disposition = parseDisposition(header('content-disposition') ?? '');
  const type = (header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const fileName = disposition.params.get('filename*') ?? disposition.params.get('filename');
  return {
    fieldName: disposition.params.get('name'),
    fileName,
    isFile:
      disposition.type === 'form-data' && (fileName !== undefined || type === 'application/octet-stream'),
  };
}

/** `form-data; name="file"; filename="a.pdf"; filename*=UTF-8''%E2%82%AC.pdf` */
export function parseDisposition(value: string): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  const type = /^\s*([^;\s]*)/.exec(value)![1]!.toLowerCase();
  const param = /;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let match = param.exec(value); match; match = param.exec(value)) {
    const name = match[1]!.toLowerCase();
    // `\\` and `\"` are escapes; any other backslash (a Windows path sent unescaped) stays.
    const raw = match[2] !== undefined ? match[2].replace(/\\([\\"])/g, '$1') : match[3]!.trim();
    const decoded = name.endsWith('*') ? extendedValue(raw) : raw;
    if (decoded !== undefined && !params.has(name)) params.set(name, decoded);
  }
  return { type, params };
}

/** RFC 5987 `charset'language'percent-encoded`; undefined when it is not one we can read. */
function extendedValue(raw: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(raw);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoding = charset === 'utf-8' ? 'utf8' : charset === 'iso-8859-1' ? 'latin1' : undefined;
  if (!encoding) return undefined;
  const bytes = Buffer.from(
    match[2]!.replace(/%([0-9a-f]{2})|[^%]/gi, (all, hex: string | undefined) =>
      hex !== undefined ? String.fromCharCode(parseInt(hex, 16)) : all,
    ),
    'latin1',
  );
  return bytes.toString(encoding);
}
