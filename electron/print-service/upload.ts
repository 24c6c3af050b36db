/**
 * Uploading a print file: `multipart/form-data` built by hand around a file stream, so memory stays
 * flat whatever the file size, with byte progress and cancellation mid-body. Never retried here:
 * a POST that failed after its body was sent may have succeeded (check `requestSent`).
 */
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { PrintServiceError } from './errors.js';
import { encodeFolderPath } from './folder-path.js';
import { parseReply } from './http.js';
import type { RawCall, ServiceConnection, Timeouts } from './http.js';
import { FolderUploadResult, servicePaths } from './models.js';

export type UploadSource = { path: string } | { stream: Readable; size: number; name: string };

export interface UploadOptions {
  signal?: AbortSignal;
  /** Bytes of the file handed to the connection so far, and the file's size; at least every 256 KiB. */
  onProgress?: (sent: number, total: number) => void;
  /** The name the file gets in the library (default: the file's own name). */
  fileName?: string;
}

const operation = 'UploadFile';
/** Also the size of each read from a file: one read, one socket write, one progress report. */
const progressStep = 256 * 1024;
/** The service may check a large PDF before it answers: allow it more than an ordinary call. */
const uploadTimeouts: Partial<Timeouts> = { headersMs: 300_000, bodyMs: 120_000 };

export async function uploadFile(
  service: ServiceConnection,
  remoteFolderPath: string,
  source: UploadSource,
  options: UploadOptions = {},
): Promise<FolderUploadResult> {
  // An empty path uploads into the print-file inbox.
  const folder = encodeFolderPath(operation, remoteFolderPath, true);
  if (options.signal?.aborted)
    throw new PrintServiceError({
      kind: 'cancelled',
      operation,
      requestSent: false,
      message: `${operation} was cancelled.`,
    });
  const file = await openSource(source);
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
    const body = multipartBody(
      head,
      file.chunks,
      tail,
      file.size,
      () => (started = true),
      options.onProgress,
    );
    const reply = await sendOrExplain(
      service,
      {
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
      options.signal,
    );
    return parseReply(operation, { kind: 'json', schema: FolderUploadResult }, reply);
  } finally {
    await file.close();
  }
}

/**
 * A service that refuses an upload early (a wrong key) answers and closes the connection while
 * the body is still being sent, so the client sees a broken pipe instead of the answer. After a
 * broken connection, one quick read (the user operation) tells a refused key apart from a real
 * network fault: a refused key must stop the queue, not be retried forever.
 */
async function sendOrExplain(service: ServiceConnection, raw: RawCall, signal: AbortSignal | undefined) {
  try {
    return await service.send(raw, signal ? { signal } : {});
  } catch (error) {
    if (!(error instanceof PrintServiceError) || error.kind !== 'network' || signal?.aborted) throw error;
    const probe = await service
      .call(
        {
          operation: 'GetUser',
          method: 'GET',
          path: servicePaths.user,
          expect: { kind: 'none' },
          idempotent: false,
        },
        signal ? { signal } : {},
      )
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    if (probe instanceof PrintServiceError && probe.kind === 'auth') {
      const { kind, status, serviceCode, serviceMessage, message } = probe;
      throw new PrintServiceError({
        kind,
        operation,
        message,
        requestSent: false,
        ...(status === undefined ? {} : { status }),
        ...(serviceCode === undefined ? {} : { serviceCode }),
        ...(serviceMessage === undefined ? {} : { serviceMessage }),
      });
    }
    throw error;
  }
}

interface OpenedSource {
  chunks: AsyncIterable<Buffer>;
  size: number;
  name: string;
  close: () => Promise<void>;
}

async function openSource(source: UploadSource): Promise<OpenedSource> {
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
      close: async () => void stream.destroy(),
    };
  }
  let handle;
  try {
    handle = await open(source.path, 'r');
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
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    throw new PrintServiceError({
      kind: 'invalid-request',
      operation,
      requestSent: false,
      fields: ['path'],
      message: `"${source.path}" is not a file.`,
    });
  }
  const fd = handle;
  return {
    chunks: fileChunks(fd),
    size: stat.size,
    name: basename(source.path),
    // Waits for a read still in flight, so no read ever lands on a closed (or reused) descriptor.
    close: () => fd.close().catch(() => undefined),
  };
}

/**
 * A file's bytes in order, until the end of the file (so a file that grew or shrank since its size
 * was taken shows up as a size mismatch), read into two buffers that take turns: one is read ahead
 * while the connection sends the other. Reusing two buffers, instead of a fresh one per read, keeps
 * a gigabyte upload from allocating a gigabyte: no garbage collection, no page faults.
 *
 * A chunk's buffer is refilled once the consumer asks for the chunk after it, so the consumer must
 * be done with a chunk by then. undici is: after writing a chunk at or above the socket's
 * high-water mark (16 KiB, 64 KiB from Node 22; the chunks here are 256 KiB) it waits for
 * 'drain', i.e. for the socket to have written every byte, before it asks for more. The upload
 * tests check the bytes that arrive at a slow server, where writes do complete late.
 */
async function* fileChunks(handle: FileHandle): AsyncGenerator<Buffer> {
  const buffers = [Buffer.allocUnsafeSlow(progressStep), Buffer.allocUnsafeSlow(progressStep)] as const;
  let position = 0;
  let turn: 0 | 1 = 0;
  const readInto = (buffer: Buffer) => {
    const reading = handle.read(buffer, 0, buffer.length, position);
    reading.catch(() => undefined); // awaited below; never an unhandled rejection if abandoned
    return reading;
  };
  let next: ReturnType<typeof readInto> | undefined = readInto(buffers[turn]);
  try {
    while (next) {
      const { bytesRead } = await next;
      next = undefined;
      if (bytesRead === 0) return;
      const chunk = buffers[turn].subarray(0, bytesRead);
      position += bytesRead;
      turn = turn === 0 ? 1 : 0;
      next = readInto(buffers[turn]);
      yield chunk;
    }
  } finally {
    await next?.catch(() => undefined);
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

async function* multipartBody(
  head: Buffer,
  file: AsyncIterable<Buffer>,
  tail: Buffer,
  size: number,
  onStart: () => void,
  onProgress: UploadOptions['onProgress'],
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
      // Hand the chunk over in slices so progress is reported at least every 256 KiB.
      for (let at = 0; at < chunk.length; at += progressStep) {
        const slice = chunk.subarray(at, Math.min(chunk.length, at + progressStep));
        yield slice;
        sent += slice.length;
        if (sent - reported >= progressStep || sent === size) report();
      }
    }
  } catch (error) {
    if (error instanceof PrintServiceError) throw error;
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
