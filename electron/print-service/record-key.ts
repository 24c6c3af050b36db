/**
 * A key for the records this account writes where others can write too: a shared hot folder's
 * `.printdesk` (claims, markers, the daily ledger). Derived with HKDF-SHA-256 from the subscription
 * key and a scope (the hot folder's remote folder), so every workstation of the account that uses
 * the same key derives the same one, nobody without the key can, and the subscription key itself
 * never leaves the client. Its id names it in a record without revealing it: a record written under
 * another key (the account's other key, a key since changed) is told apart from a forged one.
 */
import { createHmac, hkdfSync } from 'node:crypto';

export interface RecordKey {
  /** Names the key in a record (16 hex digits of an HMAC under it): public. */
  readonly id: string;
  /** The HMAC-SHA-256 key (32 bytes). */
  readonly secret: Buffer;
}

const salt = 'PrintDesk shared hot-folder records v1';

export function deriveRecordKey(subscriptionKey: string, scope: string): RecordKey {
  const secret = Buffer.from(hkdfSync('sha256', subscriptionKey, salt, scope, 32));
  const id = createHmac('sha256', secret).update('record key id').digest('hex').slice(0, 16);
  return { id, secret };
}
