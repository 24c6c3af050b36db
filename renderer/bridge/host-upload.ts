/**
 * Sending one file's bytes from the browser to the headless host's upload endpoint
 * (electron/headless/README.md), streamed from disk by the browser. XMLHttpRequest rather than
 * fetch: it reports upload progress and aborts cleanly, which fetch cannot do for a request body.
 */
import type { UploadEntry } from '../../electron/shared/contract/uploads.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';

export interface BrowserUpload {
  /** The local view of this upload (id "local-…") until the host announces its own entry. */
  entry: UploadEntry;
  /** The host's upload id, once known (from its `upload.changed` event or its answer). */
  serverId?: string;
  abort(): void;
}

export interface BrowserUploadHooks {
  onChange(upload: BrowserUpload): void;
  /** The request ended: the host's final entry when it gave one, else null. */
  onEnd(upload: BrowserUpload, hostEntry: UploadEntry | null): void;
}

/** The host answers `{ ok, value?: UploadEntry, error? }`. */
interface HostAnswer {
  ok?: boolean;
  value?: UploadEntry;
  error?: IpcError;
}

let nextLocalId = 1;

function readAnswer(body: string): HostAnswer {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as HostAnswer) : {};
  } catch {
    return {};
  }
}

function failure(status: number, answer: HostAnswer, body: string): IpcError {
  if (answer.error && typeof answer.error.code === 'string') return answer.error;
  if (status === 401) {
    return {
      code: 'invalid-request',
      message: 'PrintDesk refused the upload: open the page again from the link the host printed.',
    };
  }
  return {
    code: status >= 500 ? 'server' : 'invalid-request',
    message: body.trim() || `The upload was refused (HTTP ${status}).`,
  };
}

export function sendToHost(
  file: File,
  folderPath: string,
  endpoint: URL,
  token: string,
  hooks: BrowserUploadHooks,
): BrowserUpload {
  const xhr = new XMLHttpRequest();
  const upload: BrowserUpload = {
    entry: {
      id: `local-${nextLocalId++}`,
      name: file.name,
      folderPath,
      size: file.size,
      sent: 0,
      state: 'uploading',
      startedAt: new Date().toISOString(),
    },
    abort: () => xhr.abort(),
  };
  const update = (changes: Partial<UploadEntry>) => {
    upload.entry = { ...upload.entry, ...changes };
    hooks.onChange(upload);
  };
  const end = (hostEntry: UploadEntry | null, changes: Partial<UploadEntry>) => {
    update({ ...changes, finishedAt: new Date().toISOString() });
    hooks.onEnd(upload, hostEntry);
  };

  const url = new URL(endpoint);
  url.searchParams.set('folderPath', folderPath);
  url.searchParams.set('name', file.name);
  xhr.open('POST', url);
  xhr.setRequestHeader('Content-Type', 'application/octet-stream');
  if (token) xhr.setRequestHeader('x-printdesk-token', token);
  xhr.upload.addEventListener('progress', (event) => {
    // All bytes handed over is not "done": the service may still be checking the file.
    update(event.loaded >= file.size ? { sent: file.size, state: 'processing' } : { sent: event.loaded });
  });
  xhr.addEventListener('load', () => {
    const answer = readAnswer(xhr.responseText);
    const hostEntry = answer.value && typeof answer.value.id === 'string' ? answer.value : null;
    if (hostEntry) upload.serverId ??= hostEntry.id;
    if (xhr.status >= 200 && xhr.status < 300 && answer.ok) {
      end(hostEntry, {
        state: 'done',
        sent: file.size,
        ...(hostEntry?.result ? { result: hostEntry.result } : {}),
      });
    } else {
      end(hostEntry, {
        state: hostEntry?.state === 'cancelled' ? 'cancelled' : 'failed',
        error: failure(xhr.status, answer, xhr.responseText),
      });
    }
  });
  xhr.addEventListener('error', () =>
    end(null, {
      state: 'failed',
      error: { code: 'network', message: 'The connection to PrintDesk was lost during the upload.' },
    }),
  );
  xhr.addEventListener('abort', () => end(null, { state: 'cancelled' }));
  xhr.send(file);
  hooks.onChange(upload);
  return upload;
}
