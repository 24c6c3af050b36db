/**
 * Where the subscription key lives. The app asks one `SecretStore` for it, whichever kind is
 * available here; the store says in words the user knows where that is and whether it lasts.
 */

export type SecretStoreKind = 'keychain' | 'safe-storage' | 'environment' | 'memory';

export interface SecretStore {
  readonly kind: SecretStoreKind;
  /** Human name, e.g. "GNOME Keyring (Secret Service)", "PRINTDESK_KEY environment variable". */
  readonly label: string;
  /** False when a key set here is forgotten when PrintDesk quits. */
  readonly persistent: boolean;
  /** A sentence for the user when this store is a fall-back (why, and what it means). */
  readonly notice?: string;
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  /** True when there was something to delete. */
  delete(account: string): Promise<boolean>;
}

/** The keychain service name every PrintDesk entry is filed under. */
export const keychainService = 'PrintDesk';

/** The account a key is filed under: one per environment (the base URL, or `embedded`). */
export function secretAccountFor(baseUrlOrEnvironment: string): string {
  return baseUrlOrEnvironment.replace(/\/+$/, '');
}

/** The account a manual proxy's password is filed under (never a base URL, so never a key's). */
export const proxyPasswordAccount = 'proxy-password';

/**
 * The account of a data folder's webhook signing secret (docs/hooks.md): one per data folder, named
 * by its instance id; never a base URL, so never a key's.
 */
export function hookSecretAccount(instanceId: string): string {
  return `hook-signing-secret-${instanceId}`;
}

const isHookSecretAccount = (account: string) => account.startsWith('hook-signing-secret-');

/**
 * The account of a key connected to the embedded sandbox of a market (without one, the sandbox's own
 * key is used): each market's sandbox has its own users. The US one keeps the name from before markets.
 */
export function embeddedKeyAccount(market: string): string {
  return market === 'us' ? 'embedded' : `embedded-${market}`;
}

const embeddedKeyAccountPattern = /^embedded(?:-[a-z]+)?$/;

/**
 * `printdesk sync` given `PRINTDESK_KEY`: that key for every service at a base URL, and the rest (a
 * key connected to the embedded sandbox, the proxy password) from `store`, as the app keeps them.
 */
export function withServiceKey(store: SecretStore, key: string): SecretStore {
  const ownAccount = (account: string) =>
    embeddedKeyAccountPattern.test(account) ||
    account === proxyPasswordAccount ||
    isHookSecretAccount(account);
  return {
    kind: store.kind,
    label: store.label,
    persistent: store.persistent,
    ...(store.notice ? { notice: store.notice } : {}),
    get: async (account) => (ownAccount(account) ? store.get(account) : key),
    set: (account, secret) => store.set(account, secret),
    delete: (account) => store.delete(account),
  };
}

/** Keys held only by this process. */
export function memorySecretStore(notice?: string): SecretStore {
  const secrets = new Map<string, string>();
  return {
    kind: 'memory',
    label: 'Memory only (forgotten when PrintDesk quits)',
    persistent: false,
    ...(notice ? { notice } : {}),
    get: async (account) => secrets.get(account) ?? null,
    set: async (account, secret) => {
      secrets.set(account, secret);
    },
    delete: async (account) => secrets.delete(account),
  };
}

/**
 * Headless: the key comes from `PRINTDESK_KEY` and is never written anywhere. A key set during the
 * session (Connect) replaces it until PrintDesk quits.
 */
export function environmentSecretStore(envKey: string, notice?: string): SecretStore {
  const session = new Map<string, string>();
  return {
    kind: 'environment',
    label: 'PRINTDESK_KEY environment variable',
    persistent: false,
    notice:
      notice ??
      'The subscription key is read from PRINTDESK_KEY; nothing will be remembered after PrintDesk quits.',
    // PRINTDESK_KEY is a subscription key, never a proxy password or a hook's signing secret.
    get: async (account) =>
      session.get(account) ??
      (account === proxyPasswordAccount || isHookSecretAccount(account) ? null : envKey),
    set: async (account, secret) => {
      session.set(account, secret);
    },
    delete: async (account) => session.delete(account),
  };
}
