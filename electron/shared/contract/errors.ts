/**
 * The closed set of error codes that can cross the IPC boundary, and the error value itself: the
 * contract's own shapes (a failed upload carries one). `../errors.ts` adds what is done with them.
 */
import { z } from 'zod';
import { printServiceErrorKinds } from '../models/print-service-error.js';

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
  /** A local path the person did not pick or drop (electron/app/path-grants/). */
  'not-granted',
  /** The key would travel in clear (plain http:// to another computer) and the user has not confirmed it. */
  'insecure-http',
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
