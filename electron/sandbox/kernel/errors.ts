import { describeBytes } from '../../platform/http-hardening.js';

/**
 * The one error type of the sandbox. Handlers throw it; the server turns it into the real service's
 * error body `{"ErrorCode": "...", "Message": "..."}` with a PascalCase code (docs/service-facts.md §6).
 */
export class SandboxError extends Error {
  override readonly name = 'SandboxError';
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** 400 for a request field that is missing, of the wrong type or out of range; the message names the field. */
export function invalidField(field: string, problem: string): SandboxError {
  return new SandboxError(400, 'InvalidRequest', `${field}: ${problem}`);
}

/** 404 for an id the calling user cannot see (another user's ids are indistinguishable from unknown ones). */
export function notFound(what: string, id: string): SandboxError {
  return new SandboxError(404, 'NotFound', `${what} ${id} was not found`);
}

/** 413 for a body past the upload limit (`printdesk sandbox --max-upload-mb`), declared or counted as it streams. */
export function tooLarge(limit: number): SandboxError {
  return new SandboxError(
    413,
    'RequestTooLarge',
    `body: larger than this sandbox's upload limit of ${describeBytes(limit)} (printdesk sandbox --max-upload-mb)`,
  );
}
