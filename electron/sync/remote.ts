/**
 * The narrow view of the print library the sync engine needs: send a file into a folder, and
 * find what a folder received since a moment (to settle an upload whose outcome is unknown), and
 * probe whether the service answers at all (after an outage).
 * `print-library.ts` implements it over the print-service client; the engine knows nothing else.
 */
import type { RecordKey } from '../print-service/record-key.js';
import { printServiceErrorKinds, type PrintServiceErrorKind } from '../shared/models/print-service-error.js';
import { isPermissionDenied, permissionDenied } from './unreadable.js';

/** A remote folder path's folder names: trimmed, without the empty ones extra slashes make. */
export function folderSegments(folderPath: string): string[] {
  return folderPath
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** One key per folder of the library, however a path spells it: the library matches folder names ignoring case. */
export function libraryFolderKey(folderPath: string): string {
  return folderSegments(folderPath).join('/').toLowerCase();
}

export interface UploadedFile {
  readonly fileId: string;
  /** Name the library gave the file (a repeated name comes back as `name (1)`). */
  readonly name: string;
  readonly isBroken: boolean;
  readonly pageCount?: number;
  /** Epoch ms, when the library reports it. */
  readonly createdAt?: number;
}

export interface UploadOptions {
  readonly signal: AbortSignal;
  /** Bytes handed to the socket so far; 100 % is only real once the response has arrived. */
  readonly onProgress?: (sent: number, total: number) => void;
}

export interface RemoteLibrary {
  /** Streams the local file into the remote folder (created on the fly), resolves to the stored file. */
  upload(remoteFolder: string, localPath: string, options: UploadOptions): Promise<UploadedFile>;
  /**
   * Print files of the remote folder named `name` or `name (N)` and created at or after `since`
   * (epoch ms). An absent folder holds nothing.
   */
  findUploaded(remoteFolder: string, name: string, since: number): Promise<UploadedFile[]>;
  /** One cheap read of the library, to learn whether the service is back after an outage. */
  probe(signal: AbortSignal): Promise<void>;
  /** The account's key for the records of a hot folder with this remote folder (share-seal.ts). */
  recordKey(scope: string): RecordKey;
}

/** The client's kinds, plus a local file-system failure. */
export type FailureKind = PrintServiceErrorKind | 'local';

/** What the engine needs to know about a failed call, whatever threw it. */
export interface Failure {
  readonly kind: FailureKind;
  readonly retryable: boolean;
  /** The request may have reached the service: look before sending again. */
  readonly requestSent: boolean;
  /** The file may not be read (permission denied): it fails until its permissions change. */
  readonly unreadable?: true;
  readonly retryAfterMs?: number;
  readonly message: string;
}

const serviceKinds = new Set<FailureKind>(printServiceErrorKinds);
/** A file locked for a moment (Windows reports a sharing violation as EBUSY), or no descriptor free. */
const transientLocalCodes = new Set(['EBUSY', 'EAGAIN', 'EMFILE', 'ENFILE']);
const unreadableFile: Failure = {
  kind: 'local',
  retryable: false,
  requestSent: false,
  unreadable: true,
  message: permissionDenied,
};

/** Reads a `PrintServiceError` (by shape, so the port stays independent of the client), an abort, or a file-system error. */
export function describeFailure(error: unknown): Failure {
  const e = (error ?? {}) as {
    kind?: unknown;
    retryable?: unknown;
    requestSent?: unknown;
    retryAfterMs?: unknown;
    serviceMessage?: unknown;
    message?: unknown;
    name?: unknown;
    code?: unknown;
    causeCode?: unknown;
  };
  const message = typeof e.message === 'string' && e.message !== '' ? e.message : String(error);
  if (typeof e.kind === 'string' && serviceKinds.has(e.kind as FailureKind)) {
    if (e.kind === 'invalid-request' && e.requestSent === false && isPermissionDenied(error))
      return unreadableFile;
    if (
      e.kind === 'invalid-request' &&
      e.requestSent === false &&
      transientLocalCodes.has(String(e.causeCode))
    ) {
      // The client could not open the file (locked by the program writing it): a local, passing problem.
      return { kind: 'local', retryable: true, requestSent: false, message };
    }
    const kind = e.kind as FailureKind;
    return {
      kind,
      // A reply we could not read may follow a stored upload: worth a look-up and another try, not a refusal.
      retryable: e.retryable === true || kind === 'invalid-response',
      requestSent: e.requestSent !== false,
      retryAfterMs: typeof e.retryAfterMs === 'number' ? e.retryAfterMs : undefined,
      message: typeof e.serviceMessage === 'string' && e.serviceMessage !== '' ? e.serviceMessage : message,
    };
  }
  if (e.name === 'AbortError')
    return { kind: 'cancelled', retryable: false, requestSent: true, message: 'Cancelled.' };
  if (typeof e.code === 'string' && /^E[A-Z]+$/.test(e.code) && 'syscall' in (error as object)) {
    if (isPermissionDenied(error)) return unreadableFile;
    return { kind: 'local', retryable: transientLocalCodes.has(e.code), requestSent: false, message };
  }
  // Unknown: assume the worst on both counts (it may have been sent; trying again may help).
  return { kind: 'network', retryable: true, requestSent: true, message };
}
