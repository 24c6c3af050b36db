/**
 * Connecting an environment to an account: a key is checked with the user operation before it is
 * stored, so a wrong key is refused with the service's own message and never saved. Also answers
 * "is a key set here, and whose is it" without ever handing the key to the UI.
 */
import { createPrintServiceClient } from '../print-service/client.js';
import type { PrintServiceClientOptions } from '../print-service/client.js';
import { isPrintServiceError } from '../print-service/errors.js';
import { checkKeyShape, normalizeBaseUrl } from '../print-service/http.js';
import type { RESTUser } from '../print-service/models.js';
import { secretAccountFor } from '../secrets/secret-store.js';
import type { SecretStore } from '../secrets/secret-store.js';

export interface AccountUser {
  id: string;
  name: string;
  email: string;
}

export interface ConnectionStatus {
  baseUrl: string;
  keySet: boolean;
  /** Whose key it is; null when no key is set or it could not be checked. */
  user: AccountUser | null;
  keyStorage: { kind: SecretStore['kind']; label: string; persistent: boolean };
  /** A sentence for the user: the stored key was refused, the service could not be reached, the store is a fall-back… */
  notice?: string;
}

export interface AccountConnection {
  /** Checks the key against the service (user operation), then stores it. Throws PrintServiceError (e.g. `auth`) when refused. */
  connect(baseUrl: string, key: string, options?: { signal?: AbortSignal }): Promise<AccountUser>;
  /** Whether a key is set for the base URL, and whose (asks the service once per session, or again with `refresh`). */
  status(baseUrl: string, options?: { refresh?: boolean; signal?: AbortSignal }): Promise<ConnectionStatus>;
  /** Forgets the key of the base URL. */
  signOut(baseUrl: string): Promise<void>;
  /** The stored key, for the core to build its client. Never send it to the renderer. */
  key(baseUrl: string): Promise<string | null>;
}

export type ClientTuning = Omit<PrintServiceClientOptions, 'baseUrl' | 'key'>;

export function userOf(user: RESTUser): AccountUser {
  const name = [user.FirstName, user.LastName].filter((s) => s.trim() !== '').join(' ');
  return { id: user.Id, name: name || user.Email, email: user.Email };
}

export function createAccountConnection(secrets: SecretStore, tuning: ClientTuning = {}): AccountConnection {
  const known = new Map<string, AccountUser>();
  const keyStorage = { kind: secrets.kind, label: secrets.label, persistent: secrets.persistent };

  const whoseKey = async (baseUrl: string, key: string, signal?: AbortSignal): Promise<AccountUser> => {
    const client = createPrintServiceClient({ ...tuning, baseUrl, key });
    try {
      return userOf(await client.account.getUser(signal ? { signal } : {}));
    } finally {
      await client.close();
    }
  };

  return {
    async connect(baseUrl, key, options = {}) {
      const url = normalizeBaseUrl(baseUrl);
      const trimmed = key.trim();
      checkKeyShape(trimmed);
      const user = await whoseKey(url, trimmed, options.signal);
      await secrets.set(secretAccountFor(url), trimmed);
      known.set(url, user);
      return user;
    },
    async status(baseUrl, options = {}) {
      const url = normalizeBaseUrl(baseUrl);
      const base = { baseUrl: url, keyStorage, ...(secrets.notice ? { notice: secrets.notice } : {}) };
      const key = await secrets.get(secretAccountFor(url));
      if (key === null) {
        known.delete(url);
        return { ...base, keySet: false, user: null };
      }
      const cached = known.get(url);
      if (cached && !options.refresh) return { ...base, keySet: true, user: cached };
      try {
        const user = await whoseKey(url, key, options.signal);
        known.set(url, user);
        return { ...base, keySet: true, user };
      } catch (error) {
        if (!isPrintServiceError(error)) throw error;
        known.delete(url);
        const notice =
          error.kind === 'auth'
            ? `The stored key was refused by the print service: ${error.serviceMessage ?? error.message} Connect again with a valid key.`
            : `Could not check the key: ${error.message}`;
        return { ...base, keySet: true, user: null, notice };
      }
    },
    async signOut(baseUrl) {
      const url = normalizeBaseUrl(baseUrl);
      known.delete(url);
      await secrets.delete(secretAccountFor(url));
    },
    key: (baseUrl) => secrets.get(secretAccountFor(normalizeBaseUrl(baseUrl))),
  };
}
