/**
 * Inside Electron without a usable keychain module: keys encrypted with Electron's `safeStorage`
 * in a file of the app's data folder. electron/desktop/ passes an adapter, so nothing here
 * imports Electron.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../platform/durable-files.js';
import type { SecretStore } from './secret-store.js';

/** What electron/desktop/ passes in: Electron's `safeStorage`, plus its Linux backend name. */
export interface SafeStorageAdapter {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** `safeStorage.getSelectedStorageBackend()` on Linux; `basic_text` means a hard-coded key, i.e. no keychain. */
  backend?: string;
}

export type SafeStorageOpening = { ok: true; store: SecretStore } | { ok: false; reason: string };

export const safeStorageFileName = 'secrets.json';

/** Opens the encrypted file store, or says why it cannot protect a key here. */
export function openSafeStorage(adapter: SafeStorageAdapter, dataDir: string): SafeStorageOpening {
  if (!adapter.isEncryptionAvailable())
    return { ok: false, reason: 'encryption by the operating system is not available' };
  if (adapter.backend === 'basic_text') {
    return { ok: false, reason: 'no keychain is running, so encryption would use a fixed key (basic_text)' };
  }
  const file = join(dataDir, safeStorageFileName);
  let queue: Promise<unknown> = Promise.resolve();
  const serialized = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const load = async (): Promise<Record<string, string>> => {
    try {
      const value: unknown = JSON.parse(await readFile(file, 'utf8'));
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? (value as Record<string, string>)
        : {};
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return {};
      throw new Error(`The encrypted key file ${file} cannot be read; connect again to replace it.`);
    }
  };
  const save = (entries: Record<string, string>) =>
    writeFileAtomic(file, JSON.stringify(entries, null, 2), 0o600);
  const label = adapter.backend
    ? `Electron safeStorage (${adapter.backend})`
    : 'Electron safeStorage (encrypted file)';
  return {
    ok: true,
    store: {
      kind: 'safe-storage',
      label,
      persistent: true,
      get: async (account) => {
        const sealed = (await load())[account];
        if (sealed === undefined) return null;
        try {
          return adapter.decryptString(Buffer.from(sealed, 'base64'));
        } catch {
          throw new Error(`The stored key for ${account} cannot be decrypted any more; connect again.`);
        }
      },
      set: (account, secret) =>
        serialized(async () => {
          const entries = await load();
          entries[account] = adapter.encryptString(secret).toString('base64');
          await save(entries);
        }),
      delete: (account) =>
        serialized(async () => {
          const entries = await load();
          if (!(account in entries)) return false;
          delete entries[account];
          await save(entries);
          return true;
        }),
    },
  };
}
