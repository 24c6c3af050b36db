/**
 * The sandbox, programmatically: `startSandbox` opens (or creates and seeds) a data folder and
 * serves the print-service emulator on loopback. Used by the app's embedded environment, the CLI,
 * every test and every benchmark.
 */
import type { AddressInfo } from 'node:net';
import type { Currency, MarketId } from '../shared/models/markets.js';
import { resolveLimits } from '../platform/http-hardening.js';
import type { ServerLimits } from '../platform/http-hardening.js';
import { marketRules } from './market/market-rules.js';
import { commerceRoutes } from './commerce/routes.js';
import { FaultInjector } from './kernel/faults.js';
import type { FaultPlan } from './kernel/faults.js';
import { bindFolderMarket } from './kernel/folder-market.js';
import { createUserFolders, prepareSampleFiles, seedLibrary } from './seed.js';
import { createSandboxServer, defaultSandboxLimits } from './server.js';
import { StateStore } from './kernel/state.js';
import type { StoredRecord } from './kernel/state.js';
import { documentTemplateIds, ensureTemplateLibrary } from './storage/library.js';
import { storageRoutes } from './storage/routes.js';
import { USERS, newUser } from './kernel/users.js';
import type { NewUserOptions, SandboxUser } from './kernel/users.js';

export type { FaultKind, FaultPlan } from './kernel/faults.js';
export { faultKinds, parseFaultPlan } from './kernel/faults.js';
export { defaultSandboxLimits } from './server.js';

export interface StartSandboxOptions {
  /** Folder holding the state and the stored files; created when missing, seeded on first use. */
  dataDir: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** The primary user's subscription key: kept from an earlier start when omitted, random on first start. */
  key?: string;
  faults?: FaultPlan;
  /**
   * The market the sandbox emulates (catalog, currency, shipping, tax, business calendar). A data
   * folder keeps the market of its first start; another one is refused. Default: the folder's, else the US.
   */
  market?: MarketId;
  /** Seed the primary user's library on first start (default true). */
  seed?: boolean;
  /** The sandbox's clock (tests pin it); default the real time. */
  now?: () => Date;
  /**
   * How many times faster than real time placed orders move from Submitted to Processing to Shipped
   * (default 1; 3600 makes an hour of order time pass every second, for demos and tests).
   */
  orderClock?: number;
  /**
   * Operations answered as a service without them answers (404, no such operation): `['FindOrders']`
   * behaves as the real service, which has no order look-up by reference (docs/service-facts.md §4.2).
   */
  without?: readonly string[];
  /**
   * Timeouts, the connection cap and the upload limit (`defaultSandboxLimits` for what is not given;
   * no upload limit unless set).
   */
  limits?: Partial<ServerLimits>;
}

export interface AddUserOptions extends NewUserOptions {
  /** Give the new user the sample library too (default false: an empty root and inbox). */
  seed?: boolean;
}

export interface RunningSandbox {
  /** Base URL, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /** The primary user's subscription key. */
  key: string;
  documentTemplateIds: string[];
  /** The market it emulates, and the currency every amount it sends is in. */
  market: MarketId;
  currency: Currency;
  /** Friendly ids of the primary user's orders (seeded ones at start). */
  orderFriendlyIds: string[];
  addUser(opts?: AddUserOptions): Promise<{ key: string; userId: string }>;
  setFaults(plan: FaultPlan | null): void;
  close(): Promise<void>;
}

interface OrderLike extends StoredRecord {
  readonly userId?: string;
  readonly friendlyId?: string;
}

export async function startSandbox(opts: StartSandboxOptions): Promise<RunningSandbox> {
  const limits = resolveLimits(defaultSandboxLimits, opts.limits);
  const now = opts.now ?? (() => new Date());
  const state = await StateStore.open(opts.dataDir);
  try {
    const market = await bindFolderMarket(state, opts.dataDir, opts.market);
    const rules = marketRules(market);
    await state.transact((tx) => ensureTemplateLibrary(tx, rules.catalog, now()));
    const addUser = async (userOpts: AddUserOptions, primary: boolean): Promise<SandboxUser> => {
      const samples = userOpts.seed ? await prepareSampleFiles(opts.dataDir) : [];
      return state.transact((tx) => {
        if (userOpts.key !== undefined && tx.find<SandboxUser>(USERS, (u) => u.key === userOpts.key)) {
          throw new Error('addUser: that key already belongs to a user');
        }
        const user = tx.put(USERS, newUser(userOpts, primary, now()));
        createUserFolders(tx, user.id, now());
        if (userOpts.seed) seedLibrary(tx, user, samples, market, now());
        return user;
      });
    };
    let primary = state.find<SandboxUser>(USERS, (u) => u.primary);
    if (!primary) {
      primary = await addUser(
        { seed: opts.seed ?? true, ...(opts.key === undefined ? {} : { key: opts.key }) },
        true,
      );
    } else if (opts.key !== undefined && opts.key !== primary.key) {
      const { key } = opts;
      const current = primary;
      primary = await state.transact((tx) => {
        if (tx.find<SandboxUser>(USERS, (u) => u.key === key))
          throw new Error('startSandbox: that key already belongs to another user');
        return tx.put<SandboxUser>(USERS, { ...current, key });
      });
    }
    const faults = new FaultInjector(opts.faults ?? null);
    const server = createSandboxServer({
      state,
      dataDir: opts.dataDir,
      market,
      routes: [...storageRoutes, ...commerceRoutes({ factor: opts.orderClock ?? 1 })].filter(
        (route) => !opts.without?.some((op) => op.toLowerCase() === route.operation.toLowerCase()),
      ),
      faults,
      now,
      limits,
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address() as AddressInfo;
    const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    const primaryId = primary.id;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${host}:${address.port}`,
      key: primary.key,
      documentTemplateIds: documentTemplateIds(rules.catalog),
      market,
      currency: rules.market.currency,
      orderFriendlyIds: state
        .filter<OrderLike>('orders', (o) => o.userId === primaryId && typeof o.friendlyId === 'string')
        .map((o) => o.friendlyId!),
      async addUser(userOpts: AddUserOptions = {}) {
        const user = await addUser(userOpts, false);
        return { key: user.key, userId: user.id };
      },
      setFaults(plan) {
        faults.set(plan);
      },
      close() {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
            // Requests still in flight (a stalled upload) must not keep the sandbox alive.
            setTimeout(() => server.closeAllConnections(), 2000).unref();
          });
          await state.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await state.close();
    throw error;
  }
}
