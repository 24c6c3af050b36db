/**
 * Electron's safeStorage as the secrets module's adapter (the fallback when no OS keychain answers).
 * On Linux without a secret store safeStorage silently encrypts with a hard-coded key: the backend
 * name ('basic_text') travels with the adapter so the secrets module treats that as no keychain.
 */
import { safeStorage } from 'electron';
import type { SafeStorageAdapter } from '../secrets/safe-storage.js';

/** Call after app 'ready'. */
export function electronSafeStorage(platform: NodeJS.Platform = process.platform): SafeStorageAdapter {
  const adapter: SafeStorageAdapter = {
    isEncryptionAvailable: () => safeStorage.isEncryptionAvailable(),
    encryptString: (plainText) => safeStorage.encryptString(plainText),
    decryptString: (encrypted) => safeStorage.decryptString(encrypted),
  };
  // Read when asked, not now: Linux settles on a backend only once encryption is first initialised.
  if (platform === 'linux') {
    Object.defineProperty(adapter, 'backend', {
      enumerable: true,
      get: () => safeStorage.getSelectedStorageBackend(),
    });
  }
  return adapter;
}
