/**
 * The connection to the print service of the current environment: its base URL, its market, the
 * client in use (with whichever key the account chose) and, for the embedded environment, the
 * sandbox it runs on (in the market chosen for it, on that market's data folder).
 */
import type { UploadBudget } from '../../bandwidth/shared-budget.js';
import { createPrintServiceClient } from '../../print-service/client.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import { directRoute } from '../../print-service/proxy-route.js';
import type { ProxyRoute } from '../../print-service/proxy-route.js';
import type { MarketId } from '../../shared/models/markets.js';
import { defaultMarketId } from '../../shared/models/markets.js';
import { environmentMarket } from '../../shared/settings/schema.js';
import type { Environment, MarketSource } from '../../shared/settings/schema.js';
import { EmbeddedSandbox } from './embedded-sandbox.js';
import type { SandboxLauncher } from './sandbox-process.js';

export interface ServiceConnectionOptions {
  /** The embedded sandbox's data folder of a market. */
  sandboxDir: (market: MarketId) => string;
  /** Makes the embedded sandbox's process. */
  launcher: SandboxLauncher;
  log: (message: string, error?: unknown) => void;
  /** What the user should hear about the embedded sandbox (it was restarted, or given up). */
  announce: (message: string, level: 'warning' | 'error') => void;
  /** The way (direct or a proxy) to a base URL, decided whenever the connection opens. */
  routeFor: (baseUrl: string) => Promise<ProxyRoute>;
  /** The app's upload budget: every client made here paces its uploads by it. */
  uploadBudget?: UploadBudget;
  /** Every key a client is made with. */
  onKey?: (key: string) => void;
}

export type ClientListener = (client: PrintServiceClient | null) => void;

export class ServiceConnection {
  readonly #options: ServiceConnectionOptions;
  readonly #clientListeners = new Set<ClientListener>();
  #client: PrintServiceClient | null = null;
  #baseUrl = '';
  #market: { id: MarketId; from: MarketSource } = { id: defaultMarketId, from: 'setting' };
  #route: ProxyRoute = directRoute;
  #sandbox: EmbeddedSandbox | null = null;
  #unavailable: string | null = null;
  /** The key each client of ours was made with, to remake it when the sandbox's URL changes. */
  readonly #keys = new WeakMap<PrintServiceClient, string>();
  /** Replaced clients still closing. */
  readonly #retiring = new Set<Promise<void>>();

  constructor(options: ServiceConnectionOptions) {
    this.#options = options;
  }

  get client(): PrintServiceClient | null {
    return this.#client;
  }

  get baseUrl(): string {
    return this.#baseUrl;
  }

  /** The market of the service in use (what its amounts, sizes and dates are in), and how it was decided. */
  get market(): { id: MarketId; from: MarketSource } {
    return this.#market;
  }

  /** Why the current environment cannot be used at all (the embedded sandbox did not start). */
  get unavailable(): string | null {
    return this.#unavailable;
  }

  /** The embedded sandbox's own key, while it runs. */
  get sandboxKey(): string | null {
    return this.#sandbox?.key ?? null;
  }

  /** Friendly ids of the embedded sandbox's seeded orders (none for a custom service). */
  sandboxOrderIds(): string[] {
    return this.#sandbox?.orderFriendlyIds ?? [];
  }

  /** Called with every change of client (null: disconnected); returns an unsubscribe. */
  onClientChange(listener: ClientListener): () => void {
    this.#clientListeners.add(listener);
    return () => this.#clientListeners.delete(listener);
  }

  /** A client of the current base URL; not in use until passed to `use`. */
  clientFor(key: string): PrintServiceClient {
    this.#options.onKey?.(key);
    const { uploadBudget } = this.#options;
    const client = createPrintServiceClient({
      baseUrl: this.#baseUrl,
      key,
      proxy: this.#route,
      ...(uploadBudget ? { uploadBudget } : {}),
    });
    this.#keys.set(client, key);
    return client;
  }

  /** A client of another base URL (by the proxy route it would take), to check a key before switching to it. */
  async trialClient(baseUrl: string, key: string): Promise<PrintServiceClient> {
    const base = baseUrl.replace(/\/+$/, '');
    return createPrintServiceClient({ baseUrl: base, key, proxy: await this.#options.routeFor(base) });
  }

  /**
   * Puts a client in use (null: none) and closes the one it replaces in the background: its
   * requests may finish, and one the old service holds unanswered must not hold up the switch.
   */
  use(next: PrintServiceClient | null): void {
    const previous = this.#client;
    this.#client = next;
    for (const listener of this.#clientListeners) listener(next);
    if (!previous || previous === next) return;
    const closing = previous.close().catch(() => {});
    this.#retiring.add(closing);
    void closing.finally(() => this.#retiring.delete(closing));
  }

  /**
   * Disconnects, then points at `environment`: starts the embedded sandbox in its market (kept when
   * already running in it, restarted in another market's data folder when the market changed) or
   * stops it for a custom service. Resolves to why the environment is unavailable, if it is.
   */
  async open(environment: Environment): Promise<string | null> {
    this.use(null);
    this.#unavailable = null;
    this.#market = environmentMarket(environment);
    if (environment.kind === 'custom') {
      await this.#stopSandbox();
      this.#baseUrl = environment.baseUrl.replace(/\/+$/, '');
      return this.#takeRoute();
    }
    try {
      if (this.#sandbox && this.#sandbox.market !== environment.market) await this.#stopSandbox();
      this.#sandbox ??= await this.#startSandbox(environment.market);
      this.#baseUrl = this.#sandbox.url;
      return await this.#takeRoute();
    } catch (error) {
      // The app still opens (settings, switching to a custom service); every service call says why.
      this.#options.log('[core] the embedded sandbox could not start', error);
      this.#baseUrl = '';
      this.#unavailable = `The embedded sandbox could not start (${error instanceof Error ? error.message : String(error)}). Choose a custom print service in Account, or restart PrintDesk.`;
      return this.#unavailable;
    }
  }

  /** Decides the route to the base URL; an unusable proxy setting makes the environment unavailable. */
  async #takeRoute(): Promise<string | null> {
    try {
      this.#route = await this.#options.routeFor(this.#baseUrl);
      return null;
    } catch (error) {
      this.#route = directRoute;
      this.#unavailable = `The proxy setting cannot be used: ${error instanceof Error ? error.message : String(error)}`;
      return this.#unavailable;
    }
  }

  /** Closes the client and stops the embedded sandbox. */
  async close(): Promise<void> {
    this.use(null);
    await Promise.all(this.#retiring);
    await this.#stopSandbox();
  }

  #startSandbox(market: MarketId): Promise<EmbeddedSandbox> {
    const { launcher, sandboxDir, log, announce } = this.#options;
    return EmbeddedSandbox.start({
      launcher,
      dataDir: sandboxDir(market),
      market,
      log,
      onRestarted: (sandbox, message) => {
        if (this.#sandbox === sandbox) this.#restarted(sandbox, message);
      },
      onLost: (sandbox, message) => {
        if (this.#sandbox !== sandbox) return;
        // Choosing the embedded environment again starts a fresh one.
        this.#sandbox = null;
        void sandbox.close();
        this.#unavailable = message;
        this.use(null);
        announce(message, 'error');
      },
    });
  }

  /** Follows a restarted sandbox to its new port, keeping the key in use. */
  #restarted(sandbox: EmbeddedSandbox, message: string): void {
    this.#options.announce(message, 'warning');
    if (sandbox.url !== this.#baseUrl) {
      this.#baseUrl = sandbox.url;
      const key = this.#client && this.#keys.get(this.#client);
      if (key) this.use(this.clientFor(key));
    }
  }

  async #stopSandbox(): Promise<void> {
    const stopping = this.#sandbox;
    this.#sandbox = null;
    await stopping?.close();
  }
}
