/**
 * The renderer's one way to the core: `getApi()` gives the typed `PrintDeskApi` of the IPC contract,
 * from the preload in Electron (`window.printdesk`) or over the headless host's WebSocket in a
 * browser. Nothing else in the renderer knows which of the two it runs in.
 */
import type {
  EventName,
  EventPayload,
  PrintDeskApi,
  RequestChannel,
} from '../../electron/shared/contract/channels.js';
import type { Preflight } from '../../electron/shared/contract/sync.js';
import type { UploadEntry } from '../../electron/shared/contract/uploads.js';
import { HostConnection } from './host-connection.js';
import type { ConnectionState } from './host-connection.js';
import { sendToHost } from './host-upload.js';
import type { BrowserUpload, BrowserUploadHooks } from './host-upload.js';

export type { BrowserUpload, BrowserUploadHooks } from './host-upload.js';

/** What the Electron preload adds beside the contract's channels. */
export interface DesktopBridge extends PrintDeskApi {
  /** The local path of a file dropped or picked in the window (Electron's webUtils.getPathForFile). */
  pathForFile?(file: File): string;
}

declare global {
  interface Window {
    printdesk?: DesktopBridge;
  }
}

let api: PrintDeskApi | null = null;
let connection: HostConnection | null = null;

/** The page's token from the headless host (`/?token=…`), required on the socket and the upload endpoint. */
export function hostToken(): string {
  return new URLSearchParams(window.location.search).get('token') ?? '';
}

function hostApi(): PrintDeskApi {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = `${scheme}//${window.location.host}/api/ws?token=${encodeURIComponent(hostToken())}`;
  connection = new HostConnection({
    url,
    requestTimeoutMs: 60_000,
    slowChannels: {
      'quotes.order': 120_000,
      'quotes.delivery': 120_000,
      'orders.place': 120_000,
      'uploads.add': 120_000,
    },
  });
  const host = connection;
  return new Proxy({} as PrintDeskApi, {
    get(_target, property) {
      if (property === 'on') {
        return <E extends EventName>(event: E, listener: (payload: EventPayload<E>, seq: number) => void) =>
          host.on(event, listener as (payload: unknown, seq: number) => void);
      }
      // Only "domain.action" names are channels; anything else (e.g. `then` when awaited) is absent.
      if (typeof property !== 'string' || !property.includes('.')) return undefined;
      return (input: unknown) => host.request(property as RequestChannel, input);
    },
  });
}

export function getApi(): PrintDeskApi {
  api ??= window.printdesk ?? hostApi();
  return api;
}

/** Puts a stand-in api in place (component tests, the library-render benchmark's page). */
export function setApi(replacement: PrintDeskApi): void {
  connection?.close();
  connection = null;
  api = replacement;
}

/**
 * Told when the link to the core drops or comes back. `gap` means events may have been missed,
 * so snapshots should be reloaded. In Electron the link never drops.
 */
export function onConnectionChange(listener: (state: ConnectionState, gap: boolean) => void): () => void {
  getApi();
  return connection ? connection.onStateChange(listener) : () => undefined;
}

/**
 * Sends files the user dropped or picked to a library folder. In Electron the main process reads
 * them from disk by path; in a browser their bytes stream to the host, one request per file.
 * Returns the uploads the core has already taken (Electron) and those still being sent (browser).
 */
export async function uploadFiles(
  files: readonly File[],
  folderPath: string,
  hooks: BrowserUploadHooks,
): Promise<{ started: UploadEntry[]; sending: BrowserUpload[] }> {
  const bridge = getApi() as DesktopBridge;
  if (typeof bridge.pathForFile === 'function') {
    const paths = files.map((file) => bridge.pathForFile?.(file) ?? '');
    const missing = files.filter((_, index) => !paths[index]);
    if (missing.length > 0) {
      throw {
        code: 'invalid-input',
        message: `${missing.map((file) => file.name).join(', ')} cannot be read from disk (drop files from a folder, not from another app).`,
      };
    }
    const { uploads } = await bridge['uploads.add']({ folderPath, paths });
    return { started: uploads, sending: [] };
  }
  const endpoint = new URL('/api/upload', window.location.origin);
  return {
    started: [],
    sending: files.map((file) => sendToHost(file, folderPath, endpoint, hostToken(), hooks)),
  };
}

/** Where the headless host streams the order record as CSV (electron/headless/export-downloads.ts). */
const orderRecordCsvPath = '/api/export/hot-folder-orders.csv';

/**
 * Saves the order record as CSV where the person chooses, never holding it here: in Electron the main
 * process asks with the system's save dialog and streams it to the file (the file, or null when the
 * person cancelled); in a browser the host streams it as a download the browser saves ('download').
 */
export async function saveOrderRecordCsv(): Promise<string | null | 'download'> {
  const bridge = getApi() as DesktopBridge;
  if (typeof bridge.pathForFile === 'function') return (await bridge['jobs.exportOrderRecord']({})).file;
  const url = new URL(orderRecordCsvPath, window.location.origin);
  url.searchParams.set('token', hostToken());
  const anchor = document.createElement('a');
  anchor.href = url.toString();
  anchor.download = '';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  return 'download';
}

/** The file's bytes to a host endpoint; its answer's value, or its error thrown. */
export async function sendBytes<T>(endpoint: string, file: File, query: Record<string, string>): Promise<T> {
  const url = new URL(endpoint, window.location.origin);
  for (const [key, value] of Object.entries({ name: file.name, ...query })) url.searchParams.set(key, value);
  const token = hostToken();
  const response = await fetch(url, {
    method: 'POST',
    body: file,
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { 'x-printdesk-token': token } : {}),
    },
  });
  const answer = (await response.json()) as { ok?: boolean; value?: T; error?: unknown };
  if (!answer.ok || answer.value === undefined)
    throw answer.error ?? { code: 'internal', message: `The host answered ${response.status}.` };
  return answer.value;
}

/**
 * Checks a file before it is sent (pages, sizes, what would stop it, the print checks' findings with
 * pictures of the pages they concern): in Electron by its path, in a browser by streaming its bytes
 * to the host's preflight endpoint. Null when it cannot be checked here (the upload then goes
 * unchecked; the service still checks it).
 */
export async function preflightFile(file: File): Promise<Preflight | null> {
  const bridge = getApi() as DesktopBridge;
  try {
    if (typeof bridge.pathForFile === 'function') {
      const path = bridge.pathForFile(file);
      return path
        ? await bridge['sync.preflight']({ path, withThumbnail: false, withPagePictures: true })
        : null;
    }
    return await sendBytes<Preflight>('/api/preflight', file, {});
  } catch {
    return null;
  }
}
