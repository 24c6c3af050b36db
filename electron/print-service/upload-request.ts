/**
 * An upload's request: `multipart/form-data` built by hand around a file or stream, so memory stays
 * flat whatever the file size, with byte progress. Free of the wire models (and zod): the upload
 * thread (file-upload-thread.ts) builds and sends it.
 *
 * Files are read synchronously, so a file's request is only ever sent from the upload thread,
 * never from the main thread. There one thread reads and sends, as curl does, and the bytes just
 * read are still in that core's cache when the socket copies them. Asynchronous reads hand every
 * chunk from a pool thread to the main thread: about a tenth of the throughput on two cores
 * (measured with bench/upload.ts).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadBudget } from '../bandwidth/shared-budget.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { encodeFolderPath } from './folder-path.js';
import { servicePaths } from '../shared/models/service-paths.js';
import { cancelledError } from './transport.js';
import type { Exchange, Timeouts } from './transport.js';

export type UploadSource = { path: string } | { stream: Readable; size: number; name: string };

export interface UploadOptions {
  signal?: AbortSignal;
  /** Bytes of the file handed to the connection so far, and the file's size; at least every 256 KiB. */
  onProgress?: (sent: number, total: number) => void;
  /** The name the file gets in the library (default: the file's own name). */
  fileName?: string;
}

export const uploadOperation = 'UploadFile';
const operation = uploadOperation;
/** Also the size of each read from a file: one read, one socket write, one progress report. */
const progressStep = 256 * 1024;
/** What one read takes from the file and one write hands to the connection: eight progress steps. */
const readSize = 8 * progressStep;
/** The service may check a large PDF before it answers: allow it more than an ordinary call. */
const uploadTimeouts: Partial<Timeouts> = { headersMs: 300_000, bodyMs: 120_000 };

/** How the request's bytes go: paced by the app's upload budget (none: as fast as the connection takes them). */
export interface UploadPacing {
  budget?: UploadBudget;
  /** Ends a wait for the budget when the upload is cancelled. */
  signal?: AbortSignal;
}

export interface UploadRequest {
  exchange: Exchange;
  /** Closes the file (or stream); call it once the exchange is over, however it ended. */
  close(): void;
}

/** Checks the folder path and file name, opens the source and builds the request around it. */
export function openUploadRequest(
  remoteFolderPath: string,
  source: UploadSource,
  options: Pick<UploadOptions, 'fileName' | 'onProgress'> & UploadPacing,
): UploadRequest {
  // An empty path uploads into the print-file inbox.
  const folder = encodeFolderPath(operation, remoteFolderPath, true);
  const file = openSource(source);
  try {
    const name = checkFileName(options.fileName ?? file.name);
    // As long as RFC 2046 allows (70): multipart parsers search the body for the boundary with
    // Boyer-Moore-Horspool, which skips ahead by about the boundary's length at each step.
    const boundary = `----PrintDesk-${randomBytes(28).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="file"; filename="${quoteHeaderValue(name)}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    let started = false;
    const body = multipartBody(head, file.chunks, tail, file.size, () => (started = true), options);
    return {
      exchange: {
        operation,
        method: 'POST',
        path: servicePaths.uploadPrefix + folder,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + file.size + tail.length),
        },
        body,
        bodyStarted: () => started,
        timeouts: uploadTimeouts,
      },
      close: file.close,
    };
  } catch (error) {
    file.close();
    throw error;
  }
}

interface OpenedSource {
  chunks: Iterable<Buffer> | AsyncIterable<Buffer>;
  size: number;
  name: string;
  close: () => void;
}

function openSource(source: UploadSource): OpenedSource {
  if ('stream' in source) {
    if (!Number.isSafeInteger(source.size) || source.size < 0) {
      throw new PrintServiceError({
        kind: 'invalid-request',
        operation,
        requestSent: false,
        fields: ['size'],
        message: `${operation}: the stream size must be a whole number of bytes.`,
      });
    }
    const { stream } = source;
    return {
      chunks: stream,
      size: source.size,
      name: source.name,
      close: () => void stream.destroy(),
    };
  }
  let fd: number;
  try {
    fd = openSync(source.path, 'r');
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'error';
    throw new PrintServiceError({
      kind: 'invalid-request',
      operation,
      requestSent: false,
      fields: ['path'],
      causeCode: code,
      message: `Cannot read "${source.path}" (${code}).`,
    });
  }
  const stat = fstatSync(fd);
  if (!stat.isFile()) {
    closeSync(fd);
    throw new PrintServiceError({
      kind: 'invalid-request',
      operation,
      requestSent: false,
      fields: ['path'],
      message: `"${source.path}" is not a file.`,
    });
  }
  return {
    chunks: fileChunks(fd),
    size: stat.size,
    name: basename(source.path),
    close: () => closeSync(fd),
  };
}

/**
 * A file's bytes in order, until the end of the file (so a file that grew or shrank since its size
 * was taken shows up as a size mismatch), read into two buffers that take turns. Reusing two
 * buffers, instead of a fresh one per read, keeps a gigabyte upload from allocating a gigabyte:
 * no garbage collection, no page faults.
 *
 * A chunk's buffer is refilled once the consumer has asked for the chunk after next, so the
 * consumer must be done with a chunk by then. undici is, with a chunk to spare: after writing a
 * chunk at or above the socket's high-water mark (16 KiB, 64 KiB from Node 22; the chunks here
 * are 2 MiB) it waits for 'drain', i.e. for the socket to have written every byte, before it
 * asks for more. The upload tests check the bytes that arrive at a slow server, where writes do
 * complete late.
 */
function* fileChunks(fd: number): Generator<Buffer> {
  const buffers = [Buffer.allocUnsafeSlow(readSize), Buffer.allocUnsafeSlow(readSize)] as const;
  let position = 0;
  for (let turn = 0; ; turn ^= 1) {
    const buffer = buffers[turn]!;
    const bytesRead = readSync(fd, buffer, 0, buffer.length, position);
    if (bytesRead === 0) return;
    position += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

function checkFileName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || /[\\/\p{Cc}]/u.test(trimmed) || trimmed.length > 255) {
    throw new PrintServiceError({
      kind: 'invalid-request',
      operation,
      requestSent: false,
      fields: ['fileName'],
      message: `"${name}" cannot be a file name in the library (empty, too long, or with a slash or control character).`,
    });
  }
  return trimmed;
}

/** Multipart parameter quoting as browsers do it (WHATWG HTML): `"`, CR and LF percent-encoded; UTF-8 kept. */
function quoteHeaderValue(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * The body: head, the file's bytes, tail. Under a limit each chunk goes in slices, each sent on its
 * turn in the app's budget (bandwidth/shared-budget.ts); unlimited, a chunk goes whole. Every slice
 * is counted in the budget, which is where the measured upload rate comes from.
 */
async function* multipartBody(
  head: Buffer,
  file: Iterable<Buffer> | AsyncIterable<Buffer>,
  tail: Buffer,
  size: number,
  onStart: () => void,
  { onProgress, budget, signal }: Pick<UploadOptions, 'onProgress'> & UploadPacing,
): AsyncGenerator<Buffer> {
  onStart();
  yield head;
  let sent = 0;
  let reported = 0;
  const report = () => {
    reported = sent;
    try {
      onProgress?.(sent, size);
    } catch {
      // A failing progress listener must not break the upload.
    }
  };
  try {
    for await (const chunk of file) {
      if (sent + chunk.length > size) throw changedWhileSending();
      for (let offset = 0; offset < chunk.length;) {
        const slice = budget?.sliceSize();
        const piece =
          slice === undefined || (offset === 0 && slice >= chunk.length)
            ? chunk.subarray(offset)
            : chunk.subarray(offset, offset + slice);
        const turn = budget?.take(piece.length, signal);
        if (turn) await turn;
        yield piece;
        budget?.count(piece.length);
        offset += piece.length;
        // Every 256 KiB step the piece crossed is reported, in order, once the connection has it.
        const end = sent + piece.length;
        while (end - reported >= progressStep) {
          sent = reported + progressStep;
          report();
        }
        sent = end;
        if (sent === size && reported !== size) report();
      }
    }
  } catch (error) {
    if (error instanceof PrintServiceError) throw error;
    if (signal?.aborted) throw cancelledError(operation, true);
    // A local read failure is not the network's fault: say so, or the queue would blame the service.
    const code = (error as { code?: string }).code ?? (error as Error).message;
    throw new PrintServiceError({
      kind: 'invalid-request',
      operation,
      requestSent: true,
      retryable: true,
      causeCode: String(code).slice(0, 60),
      message: `${operation} stopped: reading the local file failed (${String(code).slice(0, 60)}).`,
    });
  }
  if (sent !== size) throw changedWhileSending();
  if (reported !== sent || size === 0) report();
  yield tail;
}

function changedWhileSending(): PrintServiceError {
  return new PrintServiceError({
    kind: 'invalid-request',
    operation,
    requestSent: true,
    retryable: true,
    message: `${operation} stopped: the file changed size while it was being sent. It can be sent again once it stops changing.`,
  });
}
