/**
 * Turning an error that crossed the boundary into what the user reads: one sentence per code,
 * the service's own message beside it (a wrong key shows exactly what the service said).
 */
import { IpcError, retryableCodes } from '../../electron/ipc/errors.js';
import type { IpcErrorCode } from '../../electron/ipc/errors.js';

const sentences: Record<IpcErrorCode, string> = {
  auth: 'The print service did not accept the subscription key.',
  'not-found': 'That item no longer exists on the print service.',
  'invalid-request': 'The print service refused the request.',
  'rate-limited': 'The print service is busy right now. Wait a moment and try again.',
  server: 'The print service had a problem. Try again in a moment.',
  network: 'The print service cannot be reached. Check the connection and try again.',
  timeout: 'The print service took too long to answer. Try again.',
  'invalid-response': 'The print service sent an answer PrintDesk does not understand.',
  proxy: 'The proxy refused the request or cannot be reached. Check the proxy settings in Account.',
  'invalid-input': 'Some of the details entered are not valid.',
  'unknown-channel': 'This version of PrintDesk does not support that action.',
  'not-connected': 'Connect an account first: open Account and enter a subscription key.',
  cancelled: 'Cancelled.',
  conflict: 'Someone changed this in the meantime. Reload and try again.',
  unavailable: 'That is not available in this environment.',
  'not-granted': 'PrintDesk reads only the files you pick or drop. Pick or drop the file again.',
  'insecure-http': 'This address is plain http:// to another computer: the key would travel unencrypted.',
  internal: 'Something went wrong inside PrintDesk.',
};

/** Any thrown value as an IpcError, so stores keep one error shape. */
export function toIpcError(value: unknown): IpcError {
  const error = IpcError.safeParse(value);
  if (error.success) return error.data;
  const message = value instanceof Error ? value.message : String(value);
  return { code: 'internal', message };
}

export interface ErrorText {
  /** The sentence for the code. */
  headline: string;
  /** What the service or core said, when it adds something to the headline. */
  detail?: string;
  retryable: boolean;
}

export function describeError(error: IpcError): ErrorText {
  const headline = sentences[error.code] ?? sentences.internal;
  const message = error.message.trim();
  const detail = message && message !== headline ? message : undefined;
  return { headline, detail, retryable: retryableCodes.has(error.code) };
}
