/**
 * The closed set of error codes that can cross the IPC boundary, and the error value itself.
 * Environment-neutral (zod only): the router produces these, the renderer maps each code to a sentence.
 */
import { z } from 'zod';
import { printServiceErrorKinds } from '../print-service/errors.js';

/**
 * The print-service client's kinds (what the service or the network did wrong) followed by the
 * boundary's own codes (what the caller or the app did wrong).
 */
export const IpcErrorCode = z.enum([
  ...printServiceErrorKinds,
  // From the boundary and the core.
  'invalid-input',
  'unknown-channel',
  'not-connected',
  'conflict',
  'unavailable',
  'internal',
]);
export type IpcErrorCode = z.infer<typeof IpcErrorCode>;

export const IpcError = z.strictObject({
  code: IpcErrorCode,
  /** A human sentence the UI may show as is. Never holds the subscription key. */
  message: z.string(),
  /** Machine-readable extras: the invalid fields, the service's error code, a retry delay… */
  details: z.record(z.string(), z.unknown()).optional(),
});
export type IpcError = z.infer<typeof IpcError>;

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
