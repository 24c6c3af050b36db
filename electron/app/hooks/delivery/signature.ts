/**
 * A webhook's signature: `X-PrintDesk-Signature-256: sha256=<hex>`, the HMAC-SHA-256 of the exact
 * body under the data folder's signing secret (signing-secret.ts). A receiver computes the same over
 * the bytes it received and compares in constant time (docs/hooks.md shows how).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-printdesk-signature-256';

export function signatureOf(body: string | Uint8Array, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether `header` is the signature of `body` under `secret` (what a receiver checks). */
export function signatureMatches(
  body: string | Uint8Array,
  secret: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
