/**
 * Picks where keys live: the OS keychain; inside Electron, safeStorage-encrypted file; headless,
 * the `PRINTDESK_KEY` variable (read-only, nothing remembered); else memory. The chosen store's
 * `notice` says why a fall-back was taken.
 */
import { keyFromEnvironment } from './environment-key.js';
import { openKeychain } from './keychain.js';
import { openSafeStorage } from './safe-storage.js';
import type { SafeStorageAdapter } from './safe-storage.js';
import { environmentSecretStore, memorySecretStore } from './secret-store.js';
import type { SecretStore } from './secret-store.js';

export interface OpenSecretStoreOptions {
  /** Inside Electron: Electron's safeStorage, and the data folder for its encrypted file. */
  safeStorage?: { adapter: SafeStorageAdapter; dataDir: string };
  /** Defaults to process.env (for PRINTDESK_KEY or PRINTDESK_KEY_FILE). */
  env?: NodeJS.ProcessEnv;
  /** false skips the OS keychain (e.g. a print-room daemon that must only use PRINTDESK_KEY). */
  keychain?: boolean;
}

export async function openSecretStore(options: OpenSecretStoreOptions = {}): Promise<SecretStore> {
  const env = options.env ?? process.env;
  const reasons: string[] = [];
  if (options.keychain !== false) {
    const keychain = await openKeychain();
    if (keychain.ok) return keychain.store;
    reasons.push(`OS keychain: ${keychain.reason}`);
  }
  if (options.safeStorage) {
    const safe = openSafeStorage(options.safeStorage.adapter, options.safeStorage.dataDir);
    if (safe.ok) {
      return {
        ...safe.store,
        notice: `No OS keychain (${reasons.join('; ')}); the key is kept encrypted by Electron safeStorage.`,
      };
    }
    reasons.push(`safeStorage: ${safe.reason}`);
  }
  const why = reasons.length > 0 ? ` (${reasons.join('; ')})` : '';
  const envKey = keyFromEnvironment(env);
  if (envKey) {
    return environmentSecretStore(
      envKey,
      `No keychain is available${why}. The key is read from PRINTDESK_KEY; nothing will be remembered after PrintDesk quits.`,
    );
  }
  return memorySecretStore(
    `No keychain is available${why}. The key is kept in memory only and will be forgotten when PrintDesk quits; set PRINTDESK_KEY to provide it at start.`,
  );
}
