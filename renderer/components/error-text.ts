/**
 * Turning an error that crossed the boundary into what the user reads: one sentence per code,
 * the service's own message beside it (a wrong key shows exactly what the service said).
 */
import { IpcError, retryableCodes } from '../../electron/shared/contract/app-errors.js';
import type { IpcErrorCode } from '../../electron/shared/contract/app-errors.js';
import type { MessageId } from '../../electron/i18n/catalogue.js';
import { appIntl } from '../format/intl.js';

/** Each code's sentence, from the catalogue in the app's language. */
const sentences: Record<IpcErrorCode, MessageId> = {
  auth: 'shell.error.auth',
  'not-found': 'shell.error.notFound',
  'invalid-request': 'shell.error.invalidRequest',
  'rate-limited': 'shell.error.rateLimited',
  server: 'shell.error.server',
  network: 'shell.error.network',
  timeout: 'shell.error.timeout',
  'invalid-response': 'shell.error.invalidResponse',
  proxy: 'shell.error.proxy',
  'invalid-input': 'shell.error.invalidInput',
  'unknown-channel': 'shell.error.unknownChannel',
  'not-connected': 'shell.error.notConnected',
  cancelled: 'shell.error.cancelled',
  conflict: 'shell.error.conflict',
  unavailable: 'shell.error.unavailable',
  'not-granted': 'shell.error.notGranted',
  'insecure-http': 'shell.error.insecureHttp',
  internal: 'shell.error.internal',
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
  const headline = appIntl().formatMessage({ id: sentences[error.code] ?? sentences.internal });
  const message = error.message.trim();
  const detail = message && message !== headline ? message : undefined;
  return { headline, detail, retryable: retryableCodes.has(error.code) };
}
