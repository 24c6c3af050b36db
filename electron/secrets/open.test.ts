import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSecretStore } from './open.js';
import { openSafeStorage } from './safe-storage.js';
import type { SafeStorageAdapter } from './safe-storage.js';

/** A reversible stand-in for Electron's safeStorage (Electron cannot run in these tests). */
function reversingAdapter(backend?: string): SafeStorageAdapter {
  return {
    isEncryptionAvailable: () => true,
    encryptString: (text) => Buffer.from(`sealed:${[...text].reverse().join('')}`),
    decryptString: (sealed) => [...sealed.toString().replace(/^sealed:/, '')].reverse().join(''),
    ...(backend ? { backend } : {}),
  };
}

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-secrets-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('openSecretStore without a keychain', () => {
  it('uses Electron safeStorage next, keeping only ciphertext on disk', async () => {
    const store = await openSecretStore({
      keychain: false,
      safeStorage: { adapter: reversingAdapter('gnome_libsecret'), dataDir },
      env: {},
    });
    expect(store.kind).toBe('safe-storage');
    expect(store.persistent).toBe(true);
    await store.set('https://a.example', 'key-one');
    await store.set('https://b.example', 'key-two');
    expect(await store.get('https://a.example')).toBe('key-one');
    const file = await readFile(join(dataDir, 'secrets.json'), 'utf8');
    expect(file).not.toContain('key-one');
    expect(await store.delete('https://a.example')).toBe(true);
    expect(await store.get('https://a.example')).toBeNull();
    expect(await store.get('https://b.example')).toBe('key-two');
  });

  it('treats safeStorage with the basic_text backend as no keychain', async () => {
    expect(openSafeStorage(reversingAdapter('basic_text'), dataDir)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('basic_text'),
    });
    const store = await openSecretStore({
      keychain: false,
      safeStorage: { adapter: reversingAdapter('basic_text'), dataDir },
      env: {},
    });
    expect(store.kind).toBe('memory');
    expect(store.notice).toContain('basic_text');
  });

  it('reads PRINTDESK_KEY headless and says nothing will be remembered', async () => {
    const store = await openSecretStore({ keychain: false, env: { PRINTDESK_KEY: ' env-key ' } });
    expect(store.kind).toBe('environment');
    expect(store.persistent).toBe(false);
    expect(store.notice).toMatch(/nothing will be remembered/);
    expect(await store.get('https://any.example')).toBe('env-key');
    await store.set('https://any.example', 'session-key');
    expect(await store.get('https://any.example')).toBe('session-key');
  });

  it('falls back to memory last, saying the key will be forgotten', async () => {
    const store = await openSecretStore({ keychain: false, env: {} });
    expect(store.kind).toBe('memory');
    expect(store.notice).toMatch(/forgotten/);
    await store.set('x', 'y');
    expect(await store.get('x')).toBe('y');
  });
});
