/**
 * Records on a shared hot folder are sealed: every claim, marker and ledger entry PrintDesk writes
 * under `<folder>/.printdesk/` carries an HMAC-SHA-256 under the account's record key for the
 * folder (print-service/record-key.ts: HKDF of the subscription key and the link's remote folder).
 * The MAC covers where the record sits (its path under `.printdesk/`) and its body, so a record
 * cannot be forged, changed, or copied to another job's or another day's place by anyone without
 * the key. The envelope names the key by its id: a record under a key this workstation does not
 * have (the account's other key, a key since changed) is told apart from a forged one.
 *
 *   {"printdesk":1,"key":"<key id>","mac":"<hex>","body":{…}}
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import type { RecordKey } from '../print-service/record-key.js';
import { libraryFolderKey } from './remote.js';

/** The scope a link's records are keyed by: its remote folder as the library compares folders, in NFC. */
export function recordScope(remotePath: string): string {
  return libraryFolderKey(remotePath.normalize('NFC'));
}

/** A record this workstation can check, checked: what else it can be. */
export type Unsealed<T> =
  | { readonly kind: 'ok'; readonly body: T }
  /** Created and not written yet (an exclusive create in progress, or one whose creator died). */
  | { readonly kind: 'empty' }
  /** Sealed under a key this workstation has not: it cannot be checked, so nothing in it counts. */
  | { readonly kind: 'foreign'; readonly keyId: string }
  /** Not a record of ours, or changed since it was sealed, or not of its schema: set it aside. */
  | { readonly kind: 'bad'; readonly reason: string };

/** Why a record that does not parse is bad (it may also be one being written this instant). */
export const notJson = 'it is not JSON';

/** The record's text: `body` sealed for `place` (its path under `.printdesk/`, with `/`). */
export function sealRecord(key: RecordKey, place: string, body: unknown): string {
  const plain = JSON.parse(JSON.stringify(body)) as unknown;
  return JSON.stringify({ printdesk: 1, key: key.id, mac: macOf(key, place, plain), body: plain });
}

export function unsealRecord<T>(
  text: string,
  key: RecordKey,
  place: string,
  schema: z.ZodType<T>,
): Unsealed<T> {
  if (text.trim() === '') return { kind: 'empty' };
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return { kind: 'bad', reason: notJson };
  }
  const e = envelope as { printdesk?: unknown; key?: unknown; mac?: unknown; body?: unknown } | null;
  if (
    !e ||
    typeof e !== 'object' ||
    e.printdesk !== 1 ||
    typeof e.key !== 'string' ||
    typeof e.mac !== 'string'
  )
    return { kind: 'bad', reason: 'it is not sealed by PrintDesk' };
  if (e.key !== key.id) return { kind: 'foreign', keyId: e.key };
  const expected = Buffer.from(macOf(key, place, e.body), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(e.mac) ? e.mac : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { kind: 'bad', reason: 'its seal does not match its content' };
  const parsed = schema.safeParse(e.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { kind: 'bad', reason: `field "${issue.path.join('.') || '(the record)'}": ${issue.message}` };
  }
  return { kind: 'ok', body: parsed.data };
}

function macOf(key: RecordKey, place: string, body: unknown): string {
  return createHmac('sha256', key.secret)
    .update(`printdesk record v1\n${place}\n${canonical(body)}`)
    .digest('hex');
}

/** JSON with every object's keys sorted: the same value gives the same text, however it was built. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
