/**
 * The endpoints a browser streams a file's bytes to: `POST /api/upload` (into the core's uploads,
 * answered when the upload ends), `POST /api/preflight` (checked from a temp file, see
 * stream-preflight.ts), and for "Fix and upload" `POST /api/fix-preview` (its pages before and after
 * the fixes) and `POST /api/upload-fixed` (the fixed copy uploaded). Each refuses a body past the
 * upload limit before reading a byte of it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describeBytes } from '../platform/http-hardening.js';
import type { FixPreview } from '../shared/contract/fix-preview.js';
import type { IpcError } from '../shared/contract/app-errors.js';
import type { Router } from '../ipc/router.js';
import type { PathGrants } from '../app/path-grants/path-grants.js';
import type { Uploads } from '../app/uploads/uploads.js';
import { sendJson } from './replies.js';
import { maxPreflightBytes, preflightStream, withStreamedFile } from './stream-preflight.js';

export { preflightPath } from './stream-preflight.js';

export const uploadPath = '/api/upload';
/** "Fix and upload" from a browser: the pictures before and after, and the fixed copy's upload. */
export const fixPreviewPath = '/api/fix-preview';
export const uploadFixedPath = '/api/upload-fixed';

export interface UploadCore {
  router: Router;
  uploads: Pick<Uploads, 'addStream'>;
  /** The host grants the temp file it checks for a browser, and only while it checks it. */
  pathGrants: Pick<PathGrants, 'grant' | 'revoke'>;
  toError(error: unknown): IpcError;
}

export type Endpoint = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;

/** The file name a browser gives, without any folder part. */
function fileName(url: URL): string {
  return (url.searchParams.get('name') ?? '').split(/[\\/]/).pop() ?? '';
}

/** The declared body size, or null without a usable Content-Length (a chunked body). */
function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  const length = Number(header);
  return header !== undefined && Number.isSafeInteger(length) && length >= 0 ? length : null;
}

/**
 * A small body sent with a mistake is drained, so the browser reads the answer on a live connection;
 * one past the limit is not read at all (the connection then closes).
 */
function refuse(response: ServerResponse, status: number, message: string): void {
  if (status !== 413) response.req.resume();
  sendJson(response, status, { ok: false, error: { code: 'invalid-input', message } });
}

function tooLargeMessage(name: string, size: number, limit: number): string {
  return `${name} is ${size} bytes, more than this PrintDesk's upload limit of ${describeBytes(limit)} (printdesk serve --max-upload-mb).`;
}

export function browserUploads(
  core: UploadCore,
  maxUploadBytes: number | null,
): Record<'upload' | 'preflight' | 'fixPreview' | 'uploadFixed', Endpoint> {
  const upload: Endpoint = async (request, response, url) => {
    if (request.method !== 'POST') return refuse(response, 405, 'Use POST to upload.');
    const folderPath = url.searchParams.get('folderPath') ?? '';
    const name = fileName(url);
    if (!folderPath.trim() || folderPath.length > 1024)
      return refuse(response, 400, 'folderPath is required (at most 1024 characters).');
    if (!name.trim() || name.length > 255)
      return refuse(response, 400, 'name is required (at most 255 characters).');
    // eslint-disable-next-line no-control-regex -- exactly what is being refused
    if (/[\u0000-\u001f\u007f]/.test(folderPath + name))
      return refuse(response, 400, 'folderPath and name cannot hold control characters.');
    const length = declaredLength(request);
    if (length === null)
      return refuse(response, 411, 'Content-Length is required: send the file bytes as the body.');
    if (maxUploadBytes !== null && length > maxUploadBytes)
      return refuse(response, 413, tooLargeMessage(name, length, maxUploadBytes));
    let entry;
    try {
      entry = await core.uploads.addStream(folderPath, { stream: request, size: length, name });
    } catch (error) {
      request.resume();
      return sendJson(response, 200, { ok: false, error: core.toError(error) });
    }
    if (!request.complete) request.resume();
    if (entry.state === 'done') return sendJson(response, 200, { ok: true, value: entry });
    return sendJson(response, 200, {
      ok: false,
      error: entry.error ?? { code: 'cancelled', message: `The upload of ${name} was cancelled.` },
      value: entry,
    });
  };

  /** The name of a file whose bytes are to be checked here, or null once refused (the request's mistake said). */
  const checkable = (request: IncomingMessage, response: ServerResponse, url: URL): string | null => {
    const name = fileName(url);
    const fail = (status: number, message: string) => (refuse(response, status, message), null);
    if (request.method !== 'POST') return fail(405, 'Use POST to preflight a file.');
    if (!name.trim() || name.length > 255) return fail(400, 'name is required (at most 255 characters).');
    const length = declaredLength(request);
    if (length === null) return fail(411, 'Content-Length is required: send the file bytes as the body.');
    if (maxUploadBytes !== null && length > maxUploadBytes)
      return fail(413, tooLargeMessage(name, length, maxUploadBytes));
    if (length > maxPreflightBytes) return fail(413, `${name} is too large to check here.`);
    return name;
  };

  const preflight: Endpoint = async (request, response, url) => {
    const name = checkable(request, response, url);
    if (name !== null) sendJson(response, 200, await preflightStream(core, request, name));
  };

  /** "Fix and upload"'s pictures: the bytes fixed on a copy and drawn (`sync.fixPreview`), `from` the page asked. */
  const fixPreview: Endpoint = async (request, response, url) => {
    const name = checkable(request, response, url);
    if (name === null) return;
    const from = Number(url.searchParams.get('from') ?? '1');
    const answer = await withStreamedFile(core, request, name, async (path) => {
      const result = await core.router.invoke('sync.fixPreview', { path, from });
      return result.ok ? { ok: true, value: { ...(result.value as FixPreview), name } } : result;
    });
    sendJson(response, 200, answer);
  };

  /** "Fix and upload": the bytes fixed on a copy, uploaded as `<name>.fixed.pdf` (`uploads.addFixed`); answered when it ends. */
  const uploadFixed: Endpoint = async (request, response, url) => {
    const name = checkable(request, response, url);
    if (name === null) return;
    const folderPath = url.searchParams.get('folderPath') ?? '';
    const answer = await withStreamedFile(core, request, name, (path) =>
      core.router.invoke('uploads.addFixed', { folderPath, path, name }),
    );
    sendJson(response, 200, answer);
  };

  return { upload, preflight, fixPreview, uploadFixed };
}
