/**
 * The composition root shared by the Electron main process and the headless host: builds settings,
 * secrets, the connection to the print service of the chosen environment (starting the embedded
 * sandbox when that is the choice), the account, the sync engine and the uploads service, and binds
 * them to the IPC router. Imports nothing from Electron: what only Electron has
 * (the key store that falls back on safeStorage, the utilityProcess launcher) is passed in.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { BandwidthController } from './bandwidth/controller.js';
import { UploadBudget } from './bandwidth/shared-budget.js';
import { bandwidthHandlers } from './ipc/handlers/bandwidth.js';
import { PrintServiceError } from './print-service/errors.js';
import { openSecretStore } from './secrets/open.js';
import type { SecretStore } from './secrets/secret-store.js';
import type { Settings, WindowBounds } from './settings/schema.js';
import { openSettings } from './settings/settings.js';
import { createSyncEngine } from './sync/engine.js';
import { JobRunner } from './jobs/job-runner.js';
import { jobRow } from './jobs/job-record.js';
import { jobHandlers } from './ipc/handlers/jobs.js';
import type { RemoteLibrary, SyncEngine } from './sync/engine.js';
import { printLibrary } from './sync/print-library.js';
import type { IpcError } from './ipc/errors.js';
import { accountHandlers } from './ipc/handlers/account.js';
import { commerceHandlers } from './ipc/handlers/commerce.js';
import { distributionListHandlers } from './ipc/handlers/distribution-lists.js';
import type { CoreContext } from './ipc/handlers/context.js';
import { libraryHandlers } from './ipc/handlers/library.js';
import { syncHandlers } from './ipc/handlers/sync.js';
import { createRouter, toIpcError } from './ipc/router.js';
import type { Handlers, Router } from './ipc/router.js';
import { createAddressBook } from './ipc/services/address-book.js';
import { createDistributionLists } from './ipc/services/distribution-lists.js';
import { FileWorkPool, type FileWork } from './file-work/pool.js';
import { createOrderWatch } from './ipc/services/order-watch.js';
import { createRecentOrders } from './ipc/services/recent-orders.js';
import { createLocalCopies } from './ipc/services/local-copies.js';
import { ThumbnailCache } from './ipc/services/thumbnail-cache.js';
import { createThumbnails } from './ipc/services/thumbnails.js';
import { createUploads } from './ipc/services/uploads.js';
import type { Uploads } from './ipc/services/uploads.js';
import { Account } from './core/account.js';
import { CoreSettings } from './core/core-settings.js';
import { ServiceConnection } from './core/connection.js';
import { EventBus } from './core/event-bus.js';
import type { CoreListener } from './core/event-bus.js';
import { forkedSandboxLauncher } from './core/sandbox-process.js';
import type { SandboxLauncher } from './core/sandbox-process.js';
import { forwardSyncEvents } from './core/sync-events.js';
import { recordHotFolderCopies } from './core/hot-folder-copies.js';

export type { CoreListener } from './core/event-bus.js';
export type { SandboxLauncher } from './core/sandbox-process.js';
import { createProxySettings } from './ipc/services/proxy-settings.js';
import type { SystemProxyResolver } from './print-service/proxy-policy.js';

export interface CoreOptions {
  /** Settings, sync journal, embedded sandbox… (Electron: userData; headless: --data-dir). */
  dataDir: string;
  platform: 'electron' | 'headless';
  /**
   * A ready store (the app opens it with Electron's safeStorage as a fall-back; tests pass
   * memorySecretStore()); otherwise the chain of electron/secrets/open.ts without safeStorage.
   */
  secretStore?: SecretStore;
  /** Where unexpected failures are logged (never the key). */
  log?: (message: string, error?: unknown) => void;
  /** Makes the embedded sandbox's process: Electron's utilityProcess in the app; default a forked Node child. */
  sandboxLauncher?: SandboxLauncher;
  /** Desktop: the system proxy (PAC included); without it the proxy comes from HTTP_PROXY & co. */
  resolveSystemProxy?: SystemProxyResolver;
  /** Preflight and hashing (default: a FileWorkPool of its own). The core closes it. */
  fileWork?: FileWork;
  /** Sync engine timings (tests shorten them). */
  syncTiming?: { stabilityMs?: number; reconcileMs?: number };
}

export interface Core {
  router: Router;
  /** Every event of the core, with its sequence number; returns an unsubscribe. */
  on(listener: CoreListener): () => void;
  /** The sequence number of the last event sent (0 before any). */
  lastSeq(): number;
  /** The hot-folder engine (tray and menus read its status and pause/resume it). */
  sync: SyncEngine;
  uploads: Uploads;
  /** Maps any error to what crosses the boundary. */
  toError(error: unknown): IpcError;
  /** The settings as they are now (e.g. window bounds at start-up). */
  settings(): Settings;
  /** Remembers the main window's size and position. */
  setWindowBounds(bounds: WindowBounds): Promise<void>;
  /** Stops uploads and the engine (journal flushed), closes the client and the embedded sandbox. */
  close(): Promise<void>;
}

/** Fails every call with the 'auth' kind, so the engine waits (paused, one notice) until a key is connected. */
function disconnectedLibrary(): RemoteLibrary {
  const fail = (): never => {
    throw new PrintServiceError({
      kind: 'auth',
      operation: 'UploadFile',
      message: 'No subscription key is connected: connect one in Account to sync hot folders.',
    });
  };
  return { upload: async () => fail(), findUploaded: async () => fail(), probe: async () => fail() };
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const { dataDir, platform } = options;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  await mkdir(dataDir, { recursive: true });

  const bus = new EventBus(log);
  const { emit } = bus;
  const toError = (error: unknown) => toIpcError(error, log, 'core');

  const opened = await openSettings(dataDir);
  const settingsStore = opened.store;
  if (opened.warning) log(`[core] ${opened.warning}`);
  const secrets = options.secretStore ?? (await openSecretStore());
  const proxy = createProxySettings({
    settings: settingsStore,
    secrets,
    ...(options.resolveSystemProxy ? { resolveSystem: options.resolveSystemProxy } : {}),
    reconnect: () => account.applyEnvironment(),
    log,
  });

  // One budget for every upload of the app, whichever client and thread sends it.
  const uploadBudget = UploadBudget.create();
  const connection = new ServiceConnection({
    uploadBudget,
    sandboxDir: join(dataDir, 'sandbox'),
    launcher: options.sandboxLauncher ?? forkedSandboxLauncher,
    log,
    announce: (message, level) => {
      log(`[core] ${message}`);
      emit('notice', { level, message, code: 'sandbox' });
      emit('account.changed', account.current());
    },
    routeFor: (baseUrl) => proxy.routeFor(baseUrl),
  });
  const account = new Account({
    connection,
    secrets,
    environment: () => settingsStore.get().environment,
    emit,
    toError,
  });
  await account.applyEnvironment();

  const initial = settingsStore.get();
  const fileWork = options.fileWork ?? new FileWorkPool();
  const sync = await createSyncEngine({
    dataDir,
    fileWork,
    remote: connection.client ? printLibrary(connection.client) : disconnectedLibrary(),
    links: initial.links,
    concurrency: initial.sync.concurrency,
    ...options.syncTiming,
  });
  const stopForwarding = [
    connection.onClientChange((client) => {
      sync.setRemote(client ? printLibrary(client) : disconnectedLibrary());
      if (client) sync.resume();
    }),
    forwardSyncEvents(sync, emit, () => settingsStore.get().links),
  ];
  const recentOrders = createRecentOrders(dataDir, {
    known: () => connection.sandboxOrderIds(),
    describe: async (friendlyId, signal) => {
      const { Receipt } = await account.client().orders.getOrderHistory(friendlyId, { signal });
      return Receipt && { submitted: Receipt.Submitted, total: Receipt.FinancialDetail.Total };
    },
  });
  const jobs = await JobRunner.open({ dataDir, client: () => account.client(), links: initial.links });
  stopForwarding.push(
    jobs.attach(sync),
    jobs.on('job', ({ job, step }) => {
      emit('jobs.changed', jobRow(job));
      // A job's order is the app's own order: it is listed and followed in the Orders view.
      if (step === 'ordered' && job.orderFriendlyId && job.quote) {
        void recentOrders
          .add({
            friendlyId: job.orderFriendlyId,
            submitted: new Date(job.updatedAt).toISOString(),
            total: job.quote.total,
            source: 'placed',
          })
          .catch((error: unknown) => log('[core] could not remember a hot-folder order', error));
      }
    }),
  );
  const bandwidth = new BandwidthController({
    budget: uploadBudget,
    store: settingsStore,
    sync,
    onStatus: (status) => emit('bandwidth.changed', status),
    log,
  });
  // Before the engine starts: a pause still in force holds the hot folders from the first moment.
  bandwidth.start();
  await sync.start();

  const settings = new CoreSettings({
    store: settingsStore,
    dataDir,
    platform,
    sync,
    jobs,
    applyEnvironment: () => account.applyEnvironment(),
    emit,
  });

  const thumbnails = createThumbnails({
    copies: createLocalCopies(dataDir),
    cache: new ThumbnailCache(join(dataDir, 'thumbnails', 'pages')),
    fileWork,
  });
  stopForwarding.push(recordHotFolderCopies(sync, () => settingsStore.get().links, thumbnails, log));
  const uploads = createUploads({
    port: () => account.client().storage,
    concurrency: () => settingsStore.get().sync.concurrency,
    onChange: (entry) => emit('upload.changed', entry),
    onUploaded: (fileId, path) =>
      void thumbnails
        .recordUpload(fileId, [path])
        .catch((error: unknown) => log('[core] could not remember a local copy for its picture', error)),
    toError,
  });

  const ctx: CoreContext = {
    dataDir,
    platform,
    client: () => account.client(),
    accountScope: () => account.scope(),
    account: {
      status: () => account.status(),
      connect: (key) => account.connect(key),
      signOut: () => account.signOut(),
    },
    settings,
    proxy,
    uploads,
    fileWork,
    thumbnails,
    sync,
    bandwidth,
    jobs,
    recentOrders,
    addressBook: createAddressBook(dataDir),
    distributionLists: createDistributionLists(dataDir),
    emit,
    toError,
  };

  const handlers: Handlers = {
    ...accountHandlers(ctx),
    ...libraryHandlers(ctx),
    ...syncHandlers(ctx),
    ...commerceHandlers(ctx),
    ...distributionListHandlers(ctx),
    ...jobHandlers(ctx),
    ...bandwidthHandlers(ctx),
  };
  const router = createRouter(handlers, { log });

  const orderWatch = createOrderWatch({
    dataDir,
    orders: () => ctx.recentOrders.list(),
    statusOf: (friendlyId, signal) => ctx.client().orders.getOrderStatus(friendlyId, { signal }),
    onShipped: (friendlyId) => emit('orders.shipped', { friendlyId }),
    log,
  });
  orderWatch.start();

  let closing: Promise<void> | null = null;
  return {
    router,
    on: (listener: CoreListener) => bus.on(listener),
    lastSeq: () => bus.lastSeq(),
    sync,
    uploads,
    toError,
    settings: () => settingsStore.get(),
    async setWindowBounds(bounds) {
      await settingsStore.update((s) => ({ ...s, window: bounds }));
    },
    close() {
      closing ??= (async () => {
        for (const stop of stopForwarding) stop();
        bandwidth.close();
        await orderWatch.stop();
        await uploads.close();
        await jobs.close();
        await sync.stop();
        await fileWork.close();
        await connection.close();
        bus.clear();
      })();
      return closing;
    },
  };
}
