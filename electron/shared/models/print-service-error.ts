/**
 * The one error every print-service call throws. It carries what a caller needs to decide what to
 * do next (kind, retryable, requestSent) and a sentence a user can act on, and nothing secret:
 * no headers, no key, no raw cause object (those can hold request options).
 */

/** What went wrong, in the closed set every layer above shares (the IPC codes and the sync engine start from it). */
export const printServiceErrorKinds = [
  'auth',
  'not-found',
  'invalid-request',
  'rate-limited',
  'server',
  'network',
  'timeout',
  'invalid-response',
  /** A forward proxy refused the request or could not be reached (its message names the proxy). */
  'proxy',
  /** The caller's AbortSignal fired; never retried. */
  'cancelled',
] as const;
export type PrintServiceErrorKind = (typeof printServiceErrorKinds)[number];

export interface PrintServiceErrorInit {
  kind: PrintServiceErrorKind;
  /** The operation, as the spec names it (e.g. `GetFolder`, `UploadFile`). */
  operation: string;
  message: string;
  retryable?: boolean;
  status?: number;
  serviceCode?: string;
  serviceMessage?: string;
  retryAfterMs?: number;
  requestSent?: boolean;
  /** For invalid-response / invalid-request: the offending fields, dotted paths. */
  fields?: string[];
  /** A short technical cause (e.g. `ECONNREFUSED`, `UND_ERR_HEADERS_TIMEOUT`), never an object. */
  causeCode?: string;
}

const retryableByDefault: Record<PrintServiceErrorKind, boolean> = {
  auth: false,
  'not-found': false,
  'invalid-request': false,
  'rate-limited': true,
  server: true,
  network: true,
  timeout: true,
  'invalid-response': false,
  // A refused password is not retryable; the proxy-route module says so per case.
  proxy: false,
  cancelled: false,
};

export class PrintServiceError extends Error {
  override readonly name = 'PrintServiceError';
  readonly kind: PrintServiceErrorKind;
  readonly operation: string;
  /** Whether the same call may succeed if made again later (the sync engine's retry decision). */
  readonly retryable: boolean;
  readonly status?: number;
  /** The service's `ErrorCode`, when it sent one. */
  readonly serviceCode?: string;
  /** The service's `Message`, when it sent one. */
  readonly serviceMessage?: string;
  /** How long the service asked us to wait (`Retry-After`). */
  readonly retryAfterMs?: number;
  /**
   * True when the service may have acted on the request (the connection was up and the body may
   * have arrived, and no answer said it was refused): a non-idempotent call (an upload, PlaceOrder)
   * must be checked against the service before it is sent again. False when it certainly was not
   * acted on (could not connect, or the service refused it with 4xx/429). Undefined when unknown.
   */
  readonly requestSent?: boolean;
  readonly fields?: string[];
  readonly causeCode?: string;

  constructor(init: PrintServiceErrorInit) {
    super(init.message);
    this.kind = init.kind;
    this.operation = init.operation;
    this.retryable = init.retryable ?? retryableByDefault[init.kind];
    if (init.status !== undefined) this.status = init.status;
    if (init.serviceCode !== undefined) this.serviceCode = init.serviceCode;
    if (init.serviceMessage !== undefined) this.serviceMessage = init.serviceMessage;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.requestSent !== undefined) this.requestSent = init.requestSent;
    if (init.fields !== undefined) this.fields = init.fields;
    if (init.causeCode !== undefined) this.causeCode = init.causeCode;
  }

  /** What rebuilds this error elsewhere (the upload thread sends its errors to the main thread this way). */
  toInit(): PrintServiceErrorInit {
    const init: PrintServiceErrorInit = {
      kind: this.kind,
      operation: this.operation,
      message: this.message,
      retryable: this.retryable,
    };
    if (this.status !== undefined) init.status = this.status;
    if (this.serviceCode !== undefined) init.serviceCode = this.serviceCode;
    if (this.serviceMessage !== undefined) init.serviceMessage = this.serviceMessage;
    if (this.retryAfterMs !== undefined) init.retryAfterMs = this.retryAfterMs;
    if (this.requestSent !== undefined) init.requestSent = this.requestSent;
    if (this.fields !== undefined) init.fields = this.fields;
    if (this.causeCode !== undefined) init.causeCode = this.causeCode;
    return init;
  }

  toJSON(): Record<string, unknown> {
    return { name: this.name, ...this.toInit() };
  }
}
