/**
 * What may reach a log line or a support bundle. Two layers: `toLoggable` turns any value into plain
 * JSON with the known secret fields blanked (key, password, authorization, cookies, tokens), the
 * credentials of every URL and the secret parameters of every query string removed, and errors spelled
 * out with their causes; `SecretScrubber` then removes, from the finished line, every occurrence of
 * a secret registered at run time (the key in use, the proxy password), wherever it hid.
 */

export const redacted = '[redacted]';

/** Field names whose values are secrets, compared without case, `-` or `_` (`X-Api-Key`, `proxy_password`). */
const secretFieldNames = new Set([
  'key',
  'apikey',
  'xapikey',
  'subscriptionkey',
  'ocpapimsubscriptionkey',
  'secret',
  'clientsecret',
  'password',
  'passwd',
  'passphrase',
  'proxypassword',
  'token',
  'accesstoken',
  'refreshtoken',
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'credentials',
]);

export function isSecretField(name: string): boolean {
  return secretFieldNames.has(name.toLowerCase().replace(/[-_]/g, ''));
}

/**
 * `scheme://user:password@host` (or a lone token as the user): the whole user part goes, up to the
 * last `@` before the host (a password may hold an `@` of its own: `http://bob:p@ss@proxy`).
 */
const urlCredentials = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#"'<>]+@/gi;
/** `?key=…`, `&password=…` and the like, in URLs and form bodies. */
const secretParameter =
  /([?&;](?:key|api[-_]?key|subscription[-_]?key|token|access[-_]?token|password|passwd|secret)=)[^&#\s"'<>]*/gi;
/** `Authorization: Basic …`, `Proxy-Authorization: Bearer …`, `Ocp-Apim-Subscription-Key: …` quoted in a message. */
const secretHeader =
  /\b((?:proxy-)?authorization|ocp-apim-subscription-key|x-api-key)(\s*[:=]\s*)(?:(?:basic|bearer|digest|negotiate)\s+)?[^\s,;"'\\]+/gi;
/** `"name": "value"` written as JSON inside text, its quotes escaped once more when the JSON sits in a JSON string. */
const jsonStringField = /"([\w-]{1,64})"(\s*:\s*)"((?:[^"\\]|\\.)*)"/g;
const escapedJsonStringField = /\\"([\w-]{1,64})\\"(\s*:\s*)\\"(.*?)\\"/g;

/** Removes credentials that have a recognisable shape from free text (messages, stacks, URLs). */
export function redactText(text: string): string {
  return text
    .replace(urlCredentials, `$1${redacted}@`)
    .replace(secretParameter, `$1${redacted}`)
    .replace(jsonStringField, (whole, name: string, colon: string) =>
      isSecretField(name) ? `"${name}"${colon}"${redacted}"` : whole,
    )
    .replace(escapedJsonStringField, (whole, name: string, colon: string) =>
      isSecretField(name) ? `\\"${name}\\"${colon}\\"${redacted}\\"` : whole,
    )
    .replace(secretHeader, `$1$2${redacted}`);
}

const maxDepth = 8;
const maxItems = 200;
const maxStringLength = 16_384;

type Loggable = null | boolean | number | string | Loggable[] | { [key: string]: Loggable };

function shortened(text: string): string {
  return text.length > maxStringLength
    ? `${text.slice(0, maxStringLength)}… (${text.length} characters)`
    : text;
}

/**
 * A JSON-safe copy of `value` with secrets removed. Errors keep their name, message, code, stack,
 * own fields and their chain of causes (and an AggregateError its errors); cycles, depth and size
 * are bounded so that a strange value can never stop a line from being written.
 */
export function toLoggable(value: unknown): Loggable {
  return walk(value, 0, new WeakSet());
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): Loggable {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return shortened(redactText(value));
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'symbol') return value.toString();
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (value instanceof URL) return redactText(value.href);
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  const object = value as object;
  if (seen.has(object)) return '[circular]';
  if (depth >= maxDepth) return '[too deep]';
  seen.add(object);
  try {
    if (value instanceof Error) return errorFields(value, depth, seen);
    if (value instanceof Map)
      return fields(
        [...value.entries()].map(([k, v]) => [String(k), v]),
        depth,
        seen,
      );
    if (Array.isArray(value) || value instanceof Set) {
      const items = [...value];
      const out = items.slice(0, maxItems).map((item) => walk(item, depth + 1, seen));
      if (items.length > maxItems) out.push(`… ${items.length - maxItems} more`);
      return out;
    }
    return fields(Object.entries(object), depth, seen);
  } finally {
    seen.delete(object);
  }
}

function fields(
  entries: [string, unknown][],
  depth: number,
  seen: WeakSet<object>,
): { [key: string]: Loggable } {
  const out: { [key: string]: Loggable } = {};
  for (const [key, item] of entries.slice(0, maxItems)) {
    if (item === undefined) continue;
    out[key] = isSecretField(key) ? redacted : walk(item, depth + 1, seen);
  }
  if (entries.length > maxItems) out['…'] = `${entries.length - maxItems} more fields`;
  return out;
}

function errorFields(error: Error, depth: number, seen: WeakSet<object>): { [key: string]: Loggable } {
  const out: { [key: string]: Loggable } = {
    type: error.name,
    message: walk(error.message, depth + 1, seen),
  };
  // Own fields (code, status, details…) as they are, less what is printed above.
  const own = Object.entries(error).filter(
    ([key]) => !['name', 'message', 'stack', 'cause', 'errors'].includes(key),
  );
  Object.assign(out, fields(own, depth, seen));
  if (error.stack) out.stack = walk(error.stack, depth + 1, seen);
  if (error.cause !== undefined) out.cause = walk(error.cause, depth + 1, seen);
  if (error instanceof AggregateError) out.errors = walk(error.errors, depth + 1, seen);
  return out;
}

/** Secrets shorter than this are not scrubbed from text (a 3-letter secret would blank every such word). */
export const minimumScrubbedLength = 4;

/**
 * The secrets in use, removed from finished text wherever they appear: as they are, JSON-escaped and
 * percent-encoded. In a JSON line only string literals are touched, so the line stays valid JSON.
 */
export class SecretScrubber {
  readonly #variants = new Set<string>();
  #pattern: RegExp | null = null;

  /** Remembers a secret for the rest of the run (a replaced key keeps being scrubbed). */
  add(secret: string): void {
    if (secret.length < minimumScrubbedLength) return;
    const before = this.#variants.size;
    for (const variant of [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)])
      this.#variants.add(variant);
    if (this.#variants.size === before) return;
    // Longest first, so that a secret containing another is removed whole.
    const alternatives = [...this.#variants]
      .sort((a, b) => b.length - a.length)
      .map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.#pattern = new RegExp(alternatives.join('|'), 'g');
  }

  /** Free text with every registered secret removed. */
  scrub(text: string): string {
    return this.#pattern ? text.replace(this.#pattern, redacted) : text;
  }

  /**
   * JSON text (a log line, a pretty-printed file) with every registered secret removed, and still
   * JSON: inside string literals the secret becomes `[redacted]`, a number holding it becomes the
   * string "[redacted]". Text that is not JSON (a line torn by a crash) is scrubbed all the same.
   */
  scrubJson(text: string): string {
    const pattern = this.#pattern;
    if (!pattern) return text;
    const parts = text.split(/("(?:[^"\\\n]|\\.)*")/);
    const scrubbed = parts
      .map((part, index) =>
        index % 2 === 1
          ? this.scrub(part)
          : part.replace(/-?\d[\d.eE+-]*/g, (number) =>
              this.scrub(number) === number ? number : `"${redacted}"`,
            ),
      )
      .join('');
    // Whatever the split could not pair (an unterminated string) is caught here.
    return this.scrub(scrubbed);
  }
}
