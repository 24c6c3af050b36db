import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openKeychain } from './keychain.js';

/**
 * Talks to a real Secret Service. `npm test` runs it inside a D-Bus session with an unlocked
 * gnome-keyring and sets PRINTDESK_REQUIRE_KEYCHAIN=1: there, a keychain that does not work fails
 * the test. Outside such a session (no D-Bus and no requirement) it is skipped, saying why.
 */
const required = process.env.PRINTDESK_REQUIRE_KEYCHAIN === '1';
const hasSessionBus = Boolean(process.env.DBUS_SESSION_BUS_ADDRESS) || process.platform !== 'linux';
const skipReason =
  'no D-Bus session and PRINTDESK_REQUIRE_KEYCHAIN is not set: run inside dbus-run-session with gnome-keyring unlocked';

describe.skipIf(!required && !hasSessionBus)(
  `the OS keychain${!required && !hasSessionBus ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    it('stores, reads, replaces and deletes a key for real', async () => {
      const opening = await openKeychain();
      if (!opening.ok) throw new Error(`the keychain does not work here: ${opening.reason}`);
      const store = opening.store;
      expect(store.kind).toBe('keychain');
      expect(store.persistent).toBe(true);
      const account = `https://printdesk-test.invalid/${randomUUID()}`;
      try {
        expect(await store.get(account)).toBeNull();
        await store.set(account, 'first-key');
        expect(await store.get(account)).toBe('first-key');
        await store.set(account, 'second-key');
        expect(await store.get(account)).toBe('second-key');
        expect(await store.delete(account)).toBe(true);
        expect(await store.get(account)).toBeNull();
        expect(await store.delete(account)).toBe(false);
      } finally {
        await store.delete(account).catch(() => undefined);
      }
    });
  },
);
