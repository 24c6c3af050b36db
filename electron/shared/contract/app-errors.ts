/**
 * The errors that cross the IPC boundary: their codes and shape (defined in `contract/errors.ts`, and
 * re-exported here where the UI has always imported them), what the core throws on purpose
 * (`AppError`) and how anything thrown becomes one (`toIpcError`).
 * Environment-neutral (zod only): the router produces these, the renderer maps each code to a sentence.
 */
import { PrintServiceError } from '../models/print-service-error.js';
import { IpcErrorCode } from './errors.js';
import type { IpcError } from './errors.js';

export { IpcError, IpcErrorCode } from './errors.js';

/** The outcome of one request: what the router, the preload and the WebSocket all carry. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** Codes worth a "Try again" button: the same call may well succeed a moment later. */
export const retryableCodes: ReadonlySet<IpcErrorCode> = new Set([
  'rate-limited',
  'server',
  'network',
  'timeout',
]);

/**
 * An error the core throws on purpose with a code of the boundary (e.g. 'not-connected', 'conflict').
 * The router passes its code and message through unchanged.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: IpcErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

const codes = new Set<string>(IpcErrorCode.options);

/** Maps anything a handler threw to an IpcError the UI can show; unexpected errors say nothing internal. */
export function toIpcError(
  error: unknown,
  log: (message: string, error?: unknown) => void,
  channel: string,
): IpcError {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) };
  }
  if (error instanceof PrintServiceError) {
    const details: Record<string, unknown> = { operation: error.operation, retryable: error.retryable };
    if (error.status !== undefined) details.status = error.status;
    if (error.serviceCode !== undefined) details.serviceCode = error.serviceCode;
    if (error.serviceMessage !== undefined) details.serviceMessage = error.serviceMessage;
    if (error.retryAfterMs !== undefined) details.retryAfterMs = error.retryAfterMs;
    if (error.fields !== undefined)
      details.fields = error.fields.map((path) => ({ path, message: 'invalid' }));
    return {
      code: codes.has(error.kind) ? (error.kind as IpcErrorCode) : 'internal',
      message: error.message,
      details,
    };
  }
  log(`[ipc] ${channel} failed unexpectedly`, error);
  return {
    code: 'internal',
    message: 'Something went wrong inside PrintDesk. The details were written to the log.',
  };
}
