/**
 * What follows a request's attributes: the document of a Print-Job or Send-Document, streamed to the
 * spool folder (decompressed when the client compressed it) without being held in memory, or read
 * and dropped when the request is refused. A document counts only when the request ended whole: a
 * client that goes away mid-document leaves nothing behind.
 */
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { privateFileMode } from '../platform/private-files.js';
import { createGunzip, createInflate, createInflateRaw } from 'node:zlib';

export type Compression = 'none' | 'gzip' | 'deflate';

/** The document's bytes could not be read as the client said they were compressed. */
export class CompressionError extends Error {
  override readonly name = 'CompressionError';
}

export class RequestBody {
  private first: Buffer | null;
  private readonly rest: AsyncIterator<Buffer>;
  private looked = false;

  constructor(
    leftover: Buffer,
    private readonly request: IncomingMessage,
  ) {
    this.first = leftover.length > 0 ? leftover : null;
    this.rest = (request as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  /** Whether any document bytes follow the attributes. */
  async hasData(): Promise<boolean> {
    if (this.first) return true;
    if (this.looked) return false;
    this.looked = true;
    const next = await this.rest.next();
    if (next.done) return false;
    this.first = next.value;
    return true;
  }

  /** Writes the document to `file`; resolves to its size once the request has ended whole. */
  async spoolTo(file: string, compression: Compression): Promise<number> {
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const source = Readable.from(this.chunks());
    try {
      const sink = createWriteStream(file, { flags: 'wx', mode: privateFileMode });
      if (compression === 'none') await pipeline(source, counter, sink);
      else await pipeline(source, await decompressor(compression, source), counter, sink);
      if (!this.request.complete) throw new Error('the request ended before its document did');
      return size;
    } catch (error) {
      await rm(file, { force: true });
      if (compression !== 'none' && (error as NodeJS.ErrnoException).code?.startsWith('Z_'))
        throw new CompressionError(`The ${compression} data could not be read.`);
      throw error;
    }
  }

  /** Reads the rest of the request and drops it (a refused document), so the connection can go on. */
  async discard(): Promise<void> {
    this.first = null;
    try {
      while (!(await this.rest.next()).done);
    } catch {
      // The client went away: nothing to keep.
    }
  }

  private async *chunks(): AsyncGenerator<Buffer> {
    if (this.first) yield this.first;
    this.first = null;
    for (let next = await this.rest.next(); !next.done; next = await this.rest.next()) yield next.value;
  }
}

/**
 * CUPS writes `deflate` as a zlib stream, other clients as raw DEFLATE (RFC 1951): the first two
 * bytes tell which (a zlib header is a multiple of 31 with compression method 8).
 */
async function decompressor(compression: Exclude<Compression, 'none'>, source: Readable): Promise<Transform> {
  if (compression === 'gzip') return createGunzip();
  const head = await new Promise<Buffer | null>((resolve) => {
    const onReadable = () => {
      const chunk = source.read(2) as Buffer | null;
      if (chunk || source.readableEnded) {
        source.off('readable', onReadable);
        if (chunk) source.unshift(chunk);
        resolve(chunk);
      }
    };
    source.on('readable', onReadable);
    onReadable();
  });
  const zlibHeader = head !== null && (head[0]! & 0x0f) === 8 && ((head[0]! << 8) | head[1]!) % 31 === 0;
  return zlibHeader ? createInflate() : createInflateRaw();
}
