/**
 * The account on the current environment: which key is in use (stored, or the embedded sandbox's
 * own), the user behind it, and the one notice the Account view shows.
 */
import type { AccountStatus, AccountUser, KeyStorage, UserRecord } from '../../shared/contract/account.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { IpcError } from '../../shared/contract/app-errors.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import { embeddedKeyAccount, secretAccountFor } from '../../secrets/secret-store.js';
import type { SecretStore } from '../../secrets/secret-store.js';
import { sendsKeyInClear, type Environment } from '../../shared/settings/schema.js';
import type { ServiceConnection } from './service-connection.js';
import type { Emit } from '../../shared/contract/channels.js';

/** The keychain entry of an environment's key. */
export function accountName(environment: Environment): string {
  return environment.kind === 'embedded'
    ? embeddedKeyAccount(environment.market)
    : secretAccountFor(environment.baseUrl);
}

const toUser = (u: { Id: string; FirstName: string; LastName: string; Email: string }): AccountUser => ({
  id: u.Id,
  name: `${u.FirstName} ${u.LastName}`.trim() || u.Email,
  email: u.Email,
});

/** The user confirmed sending the key to a plain http:// address of another computer. */
export interface InClear {
  allowInsecureHttp?: boolean;
}

/** Nothing goes to a plain http:// address that is not this computer unless the user confirmed it. */
function refuseInClear(baseUrl: string, allowInsecureHttp: boolean): void {
  if (allowInsecureHttp || !sendsKeyInClear(baseUrl)) return;
  throw new AppError(
    'insecure-http',
    `${baseUrl} is plain http:// to another computer: the key would travel unencrypted, readable on the way. Confirm to send it anyway, or use an https:// address.`,
    { baseUrl },
  );
}

export interface AccountOptions {
  connection: ServiceConnection;
  secrets: SecretStore;
  /** The environment chosen in the settings. */
  environment: () => Environment;
  emit: Emit;
  toError: (error: unknown) => IpcError;
}

export class Account {
  readonly #o: AccountOptions;
  #user: AccountUser | null = null;
  #notice: string | undefined;
  #usingSandboxKey = false;
  /** The service's refusal of the key it disconnected, while no other key is in use. */
  #refusal: unknown = null;
  /** The check of the key in use, while it runs. */
  #verifying: Promise<void> = Promise.resolve();
  /** Signing out of the embedded sandbox lasts until restart (its own key would otherwise come back). */
  #signedOutOfEmbedded = false;
  /** Told when the check of the key in use could not reach the service (the engine then probes it). */
  readonly #unreachableListeners = new Set<(error: unknown) => void>();
  /** The last check's failure to reach the service, until a check gets through. */
  #unreachable: unknown = null;

  constructor(options: AccountOptions) {
    this.#o = options;
  }

  /** Whose data this is: keys the per-account caches (recent orders). */
  scope(): string {
    return `${accountName(this.#o.environment())}|${this.#user?.id ?? ''}`;
  }

  /** The status as it is now; `status()` waits for the check of the key first. */
  current(): AccountStatus {
    return {
      environment: this.#o.environment(),
      baseUrl: this.#o.connection.baseUrl,
      market: this.#o.connection.market.id,
      marketFrom: this.#o.connection.market.from,
      connected: this.#o.connection.client !== null,
      keyStorage: this.#keyStorage(),
      keyStore: this.#keyStore(),
      user: this.#user,
      ...(this.#notice ? { notice: this.#notice } : {}),
    };
  }

  async status(): Promise<AccountStatus> {
    await this.#verifying;
    return this.current();
  }

  /** Why the last check of the key could not reach the service (null: it did, or none failed so). */
  unreachable(): unknown {
    return this.#unreachable;
  }

  /** Called with each failure of a check of the key to reach the service; returns the unsubscribe. */
  onUnreachable(listener: (error: unknown) => void): () => void {
    this.#unreachableListeners.add(listener);
    return () => this.#unreachableListeners.delete(listener);
  }

  /** Why the service refused the key this account then stopped using (null: it did not). */
  refusal(): unknown {
    return this.#refusal;
  }

  /** The client in use, or the error that says why there is none. */
  client(): PrintServiceClient {
    const { connection } = this.#o;
    if (connection.unavailable) throw new AppError('unavailable', connection.unavailable);
    if (!connection.client)
      throw new AppError(
        'not-connected',
        this.#notice ??
          'No subscription key is connected: connect one in Account (your key is in your print-service profile).',
      );
    return connection.client;
  }

  /** The service's record of the user behind the key in use (never its password). */
  async userRecord(): Promise<UserRecord> {
    const { Password: _password, ...user } = await this.client().account.getUser();
    return user;
  }

  /** (Re)connects to the configured environment with its stored key (or the embedded sandbox's own). */
  async applyEnvironment(): Promise<void> {
    const { connection, secrets, emit } = this.#o;
    const environment = this.#o.environment();
    this.#user = null;
    this.#notice = undefined;
    this.#refusal = null;
    this.#unreachable = null;
    this.#verifying = Promise.resolve();
    const unavailable = await connection.open(environment);
    if (unavailable) {
      this.#notice = unavailable;
      emit('account.changed', this.current());
      return;
    }
    const stored = await secrets.get(accountName(environment)).catch((error: unknown) => {
      this.#notice = `The stored key could not be read (${secrets.label}): ${error instanceof Error ? error.message : String(error)}`;
      return null;
    });
    const useSandboxKey = !stored && environment.kind === 'embedded' && !this.#signedOutOfEmbedded;
    const key = stored ?? (useSandboxKey ? connection.sandboxKey : null);
    this.#usingSandboxKey = useSandboxKey;
    if (key) {
      // Used at once; whose key it is (and whether it is still valid) is learnt in the background, so a
      // slow or unreachable service never holds up the window. account.status waits for the answer.
      const candidate = connection.clientFor(key);
      connection.use(candidate);
      this.#verifying = this.#verify(candidate);
    }
    emit('account.changed', this.current());
  }

  /**
   * Checks a key by reading the user behind it, stores it and uses it; refusals carry the service's
   * message. Nothing is sent to a plain http:// address that is not this computer unless the user
   * confirmed it (the key would travel unencrypted).
   */
  async connect(rawKey: string, { allowInsecureHttp = false }: InClear = {}): Promise<AccountStatus> {
    const { connection, secrets, emit } = this.#o;
    if (connection.unavailable) throw new AppError('unavailable', connection.unavailable);
    refuseInClear(connection.baseUrl, allowInsecureHttp);
    const key = rawKey.trim();
    const candidate = connection.clientFor(key);
    let user: AccountUser;
    try {
      user = toUser(await candidate.account.getUser());
    } catch (error) {
      await candidate.close().catch(() => {});
      throw error;
    }
    await secrets.set(accountName(this.#o.environment()), key);
    this.#signedOutOfEmbedded = false;
    this.#usingSandboxKey = false;
    this.#refusal = null;
    this.#user = user;
    this.#notice = undefined;
    connection.use(candidate);
    const status = this.current();
    emit('account.changed', status);
    return status;
  }

  /**
   * Checks a key against a service other than the one in use, without switching to it: the user
   * behind the key, or the service's refusal (a wrong address, an unreachable host, a refused key).
   */
  async check(
    baseUrl: string,
    rawKey: string,
    { allowInsecureHttp = false }: InClear = {},
  ): Promise<AccountUser> {
    refuseInClear(baseUrl, allowInsecureHttp);
    const candidate = await this.#o.connection.trialClient(baseUrl, rawKey.trim());
    try {
      return toUser(await candidate.account.getUser());
    } finally {
      await candidate.close().catch(() => {});
    }
  }

  async signOut(): Promise<AccountStatus> {
    const environment = this.#o.environment();
    await this.#o.secrets.delete(accountName(environment));
    if (environment.kind === 'embedded') this.#signedOutOfEmbedded = true;
    this.#user = null;
    this.#usingSandboxKey = false;
    this.#notice = undefined;
    this.#refusal = null;
    this.#o.connection.use(null);
    // An environment-variable store still answers with PRINTDESK_KEY: signing out means not using it now.
    const status = this.current();
    this.#o.emit('account.changed', status);
    return status;
  }

  #keyStore(): AccountStatus['keyStore'] {
    const { secrets } = this.#o;
    return {
      kind: secrets.kind,
      label: secrets.label,
      persistent: secrets.persistent,
      ...(secrets.notice ? { fallbackReason: secrets.notice } : {}),
    };
  }

  #keyStorage(): KeyStorage | null {
    if (!this.#o.connection.client) return null;
    if (this.#usingSandboxKey)
      return { kind: 'embedded', label: 'Embedded sandbox (its own generated key)', persistent: true };
    const { secrets } = this.#o;
    return { kind: secrets.kind, label: secrets.label, persistent: secrets.persistent };
  }

  async #verify(candidate: PrintServiceClient): Promise<void> {
    const { connection, emit } = this.#o;
    try {
      const found = await candidate.account.getUser();
      if (connection.client !== candidate) return;
      this.#user = toUser(found);
      this.#unreachable = null;
    } catch (error) {
      if (connection.client !== candidate) return;
      const e = this.#o.toError(error);
      if (e.code !== 'auth') {
        this.#unreachable = error;
        for (const listener of this.#unreachableListeners) listener(error);
      }
      this.#notice =
        e.code === 'auth'
          ? `The print service refused the stored key: ${e.message} Connect a new one in Account.`
          : `Could not reach the print service: ${e.message}`;
      // A service that is only unreachable keeps the key: calls will say why they fail.
      if (e.code === 'auth') {
        this.#refusal = error;
        connection.use(null);
      }
    }
    emit('account.changed', this.current());
  }
}
