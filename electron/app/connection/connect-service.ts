/**
 * The connection to the print service of the environment in use, as the app and `printdesk sync`
 * both make it: the proxy setting saved in the data folder decides the route, the environment's
 * key (stored, given, or the embedded sandbox's own) the client.
 */
import type { UploadBudget } from '../../bandwidth/shared-budget.js';
import type { Emit } from '../../shared/contract/channels.js';
import type { IpcError } from '../../shared/contract/app-errors.js';
import type { SystemProxyResolver } from '../../print-service/proxy-policy.js';
import type { SecretStore } from '../../secrets/secret-store.js';
import { sendsKeyInClear, type Environment } from '../../shared/settings/schema.js';
import type { SettingsStore } from '../../settings/settings.js';
import { defaultSandboxDir } from '../../platform/app-paths.js';
import { Account } from './account.js';
import { createProxySettings, type ProxySettings } from './proxy-settings.js';
import { forkedSandboxLauncher, type SandboxLauncher } from './sandbox-process.js';
import { ServiceConnection } from './service-connection.js';

export interface ServiceOptions {
  dataDir: string;
  settings: SettingsStore;
  secrets: SecretStore;
  /** The environment to use instead of the saved one (not saved). */
  environment?: Environment;
  /** Makes the embedded sandbox's process (default: a forked Node child). */
  sandboxLauncher?: SandboxLauncher;
  /** Desktop: the system proxy (PAC included); without it `system` means HTTP_PROXY & co. */
  resolveSystemProxy?: SystemProxyResolver;
  log: (message: string, error?: unknown) => void;
  emit: Emit;
  toError: (error: unknown) => IpcError;
  /** The app's upload budget, which every client of the connection paces its uploads by. */
  uploadBudget: UploadBudget;
  /** Every key a client is made with (the log keeps it out of its lines). */
  onKey?: (key: string) => void;
}

export interface Service {
  proxy: ProxySettings;
  connection: ServiceConnection;
  account: Account;
  /** The environment in use. */
  environment(): Environment;
}

/** Opens the environment in use and connects with its key; the account says how that went. */
export async function connectService(options: ServiceOptions): Promise<Service> {
  const { settings, secrets, log, emit } = options;
  const environment = () => options.environment ?? settings.get().environment;
  const proxy = createProxySettings({
    settings,
    secrets,
    ...(options.resolveSystemProxy ? { resolveSystem: options.resolveSystemProxy } : {}),
    reconnect: () => account.applyEnvironment(),
    log,
  });
  const connection = new ServiceConnection({
    sandboxDir: (market) => defaultSandboxDir(options.dataDir, market),
    launcher: options.sandboxLauncher ?? forkedSandboxLauncher,
    log,
    announce: (message, level) => {
      log(`[app] ${message}`);
      emit('notice', { level, message, code: 'sandbox' });
      emit('account.changed', account.current());
    },
    routeFor: (baseUrl) => proxy.routeFor(baseUrl),
    uploadBudget: options.uploadBudget,
    ...(options.onKey ? { onKey: options.onKey } : {}),
  });
  const account = new Account({ connection, secrets, environment, emit, toError: options.toError });
  await account.applyEnvironment();
  return { proxy, connection, account, environment };
}

/** Why the environment in use has no client: no key for it, or it cannot be used at all. */
export class NoServiceError extends Error {
  override readonly name = 'NoServiceError';
  constructor(
    readonly reason: 'no-key' | 'unavailable' | 'insecure-http',
    /** The service's base URL ('' when the embedded sandbox did not start). */
    readonly baseUrl: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `printdesk sync` without --allow-insecure-http: a plain http:// address that is not this
 * computer would carry the key in clear, so nothing is sent to it.
 */
export function refuseKeyInClear(environment: Environment): void {
  if (environment.kind !== 'custom' || !sendsKeyInClear(environment.baseUrl)) return;
  throw new NoServiceError(
    'insecure-http',
    environment.baseUrl,
    `${environment.baseUrl} is plain http:// to another computer: the subscription key would travel unencrypted. Use https://`,
  );
}

/** Throws NoServiceError unless the service has a client in use. */
export function requireClient(service: Service): void {
  const { connection, account } = service;
  if (connection.client) return;
  if (connection.unavailable)
    throw new NoServiceError('unavailable', connection.baseUrl, connection.unavailable);
  throw new NoServiceError(
    'no-key',
    connection.baseUrl,
    account.current().notice ?? `No subscription key for ${connection.baseUrl}.`,
  );
}
