/**
 * The composition root shared by the Electron main process and the headless host: builds settings,
 * secrets, the print-service client of the chosen environment (starting the embedded sandbox when
 * that is the choice), the sync engine and the uploads service, and binds them to the IPC router.
 * Imports nothing from Electron: what only Electron has (safeStorage) is passed in.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createPrintServiceClient } from './print-service/client.js';
import type { PrintServiceClient } from './print-service/client.js';
import { PrintServiceError } from './print-service/errors.js';
import { startSandbox } from './sandbox/index.js';
import type { RunningSandbox } from './sandbox/index.js';
import { openSecretStore } from './secrets/open.js';
import type { SafeStorageAdapter } from './secrets/safe-storage.js';
import { secretAccountFor } from './secrets/secret-store.js';
import type { SecretStore } from './secrets/secret-store.js';
import type { Environment, HotFolderLink, Settings, WindowBounds } from './settings/schema.js';
import { openSettings } from './settings/settings.js';
import { createSyncEngine } from './sync/engine.js';
import type { RemoteLibrary, SyncEngine } from './sync/engine.js';
import { printLibrary } from './sync/print-library.js';
import { events as eventSchemas } from './ipc/contract.js';
import type { EventName, EventPayload } from './ipc/contract.js';
import type { AccountStatus, AccountUser, KeyStorage, SettingsView } from './ipc/contract/account.js';
import { AppError } from './ipc/errors.js';
import type { IpcError } from './ipc/errors.js';
import { accountHandlers } from './ipc/handlers/account.js';
import { commerceHandlers } from './ipc/handlers/commerce.js';
import type { CoreContext } from './ipc/handlers/context.js';
import { libraryHandlers } from './ipc/handlers/library.js';
import { syncHandlers, toActivityEntry, toLinkStatuses, toSyncStatus } from './ipc/handlers/sync.js';
import { createRouter, toIpcError } from './ipc/router.js';
import type { Handlers, Router } from './ipc/router.js';
import { createAddressBook } from './ipc/services/address-book.js';
import { createRecentOrders } from './ipc/services/recent-orders.js';
import { createUploads } from './ipc/services/uploads.js';
import type { Uploads } from './ipc/services/uploads.js';

export interface CoreOptions {
  /** Settings, sync journal, embedded sandbox… (Electron: userData; headless: --data-dir). */
  dataDir: string;
  platform: 'electron' | 'headless';
  /** A ready store (tests: memorySecretStore()); otherwise the chain of electron/secrets/open.ts. */
  secretStore?: SecretStore;
  /** Inside Electron: safeStorage, used when no OS keychain answers. */
  safeStorage?: SafeStorageAdapter;
  /** Where unexpected failures are logged (never the key). */
  log?: (message: string, error?: unknown) => void;
  /** Sync engine timings (tests shorten them). */
  syncTiming?: { stabilityMs?: number; reconcileMs?: number };
}

export type CoreListener = (event: EventName, payload: unknown, seq: number) => void;

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

const embeddedAccount = 'embedded';

/** Fails every call with the 'auth' kind, so the engine waits (paused, one notice) until a key is connected. */
function disconnectedLibrary(): RemoteLibrary {
  const fail = (): never => {
    throw new PrintServiceError({
      kind: 'auth',
      operation: 'UploadFile',
      message: 'No subscription key is connected: connect one in Account to sync hot folders.',
    });
  };
  return { upload: async () => fail(), findUploaded: async () => fail() };
}

export async function createCore(options: CoreOptions): Promise<Core> {
  const { dataDir, platform } = options;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  await mkdir(dataDir, { recursive: true });

  // Events: one sequence for the whole core, payloads checked against the contract before they leave.
  const listeners = new Set<CoreListener>();
  let seq = 0;
  const emit = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    const checked = eventSchemas[event].safeParse(payload);
    if (!checked.success) {
      log(
        `[core] event ${event} breaks the contract and was not sent: ${checked.error.issues[0]?.message ?? ''}`,
      );
      return;
    }
    seq += 1;
    for (const listener of listeners) {
      try {
        listener(event, checked.data, seq);
      } catch (error) {
        log(`[core] a listener of ${event} failed`, error);
      }
    }
  };
  const toError = (error: unknown) => toIpcError(error, log, 'core');

  const opened = await openSettings(dataDir);
  const settingsStore = opened.store;
  if (opened.warning) log(`[core] ${opened.warning}`);
  const secrets =
    options.secretStore ??
    (await openSecretStore(
      options.safeStorage ? { safeStorage: { adapter: options.safeStorage, dataDir } } : {},
    ));

  // The connection to the print service of the current environment.
  let sandbox: RunningSandbox | null = null;
  let baseUrl = '';
  let client: PrintServiceClient | null = null;
  let user: AccountUser | null = null;
  let usingSandboxKey = false;
  let notice: string | undefined;
  /** The check of the key in use, while it runs. */
  let verifying: Promise<void> = Promise.resolve();
  /** Why the current environment cannot be used at all (the embedded sandbox did not start). */
  let unavailable: string | null = null;
  /** Signing out of the embedded sandbox lasts until restart (its own key would otherwise come back). */
  let signedOutOfEmbedded = false;

  const accountName = (environment: Environment) =>
    environment.kind === 'embedded' ? embeddedAccount : secretAccountFor(environment.baseUrl);

  const keyStorage = (): KeyStorage | null => {
    if (!client) return null;
    if (usingSandboxKey)
      return { kind: 'embedded', label: 'Embedded sandbox (its own generated key)', persistent: true };
    return { kind: secrets.kind, label: secrets.label, persistent: secrets.persistent };
  };

  const accountStatus = (): AccountStatus => ({
    environment: settingsStore.get().environment,
    baseUrl,
    connected: client !== null,
    keyStorage: keyStorage(),
    user,
    ...(notice ? { notice } : {}),
  });

  const toUser = (u: { Id: string; FirstName: string; LastName: string; Email: string }): AccountUser => ({
    id: u.Id,
    name: `${u.FirstName} ${u.LastName}`.trim() || u.Email,
    email: u.Email,
  });

  let engine: SyncEngine | null = null;
  const useClient = async (next: PrintServiceClient | null) => {
    const previous = client;
    client = next;
    engine?.setRemote(next ? printLibrary(next) : disconnectedLibrary());
    if (next) engine?.resume();
    if (previous && previous !== next) await previous.close().catch(() => {});
  };

  /** Checks a key by reading the user behind it; the service's own message comes back on refusal. */
  const openClient = async (key: string): Promise<{ client: PrintServiceClient; user: AccountUser }> => {
    const candidate = createPrintServiceClient({ baseUrl, key });
    try {
      return { client: candidate, user: toUser(await candidate.account.getUser()) };
    } catch (error) {
      await candidate.close().catch(() => {});
      throw error;
    }
  };

  /** (Re)connects to the configured environment: starts or stops the sandbox, picks the stored key. */
  const applyEnvironment = async () => {
    const environment = settingsStore.get().environment;
    user = null;
    notice = undefined;
    verifying = Promise.resolve();
    await useClient(null);
    unavailable = null;
    if (environment.kind === 'embedded') {
      try {
        sandbox ??= await startSandbox({ dataDir: join(dataDir, 'sandbox'), port: 0 });
        baseUrl = sandbox.url;
      } catch (error) {
        // The app still opens (settings, switching to a custom service); every service call says why.
        log('[core] the embedded sandbox could not start', error);
        baseUrl = '';
        unavailable = `The embedded sandbox could not start (${error instanceof Error ? error.message : String(error)}). Choose a custom print service in Account, or restart PrintDesk.`;
        notice = unavailable;
        emit('account.changed', accountStatus());
        return;
      }
    } else {
      if (sandbox) {
        const stopping = sandbox;
        sandbox = null;
        await stopping.close();
      }
      baseUrl = environment.baseUrl.replace(/\/+$/, '');
    }
    const stored = await secrets.get(accountName(environment)).catch((error: unknown) => {
      notice = `The stored key could not be read (${secrets.label}): ${error instanceof Error ? error.message : String(error)}`;
      return null;
    });
    const useSandboxKey = !stored && environment.kind === 'embedded' && !signedOutOfEmbedded;
    const key = stored ?? (useSandboxKey && sandbox ? sandbox.key : null);
    usingSandboxKey = useSandboxKey;
    if (key) {
      // Used at once; whose key it is (and whether it is still valid) is learnt in the background, so a
      // slow or unreachable service never holds up the window. account.status waits for the answer.
      const candidate = createPrintServiceClient({ baseUrl, key });
      await useClient(candidate);
      verifying = candidate.account.getUser().then(
        (found) => {
          if (client !== candidate) return;
          user = toUser(found);
          emit('account.changed', accountStatus());
        },
        async (error: unknown) => {
          if (client !== candidate) return;
          const e = toError(error);
          notice =
            e.code === 'auth'
              ? `The print service refused the stored key: ${e.message} Connect a new one in Account.`
              : `Could not reach the print service: ${e.message}`;
          // A service that is only unreachable keeps the key: calls will say why they fail.
          if (e.code === 'auth') await useClient(null);
          emit('account.changed', accountStatus());
        },
      );
    }
    if (!client && !notice && secrets.notice) notice = secrets.notice;
    emit('account.changed', accountStatus());
  };

  const settingsView = (): SettingsView => {
    const current = settingsStore.get();
    return { environment: current.environment, sync: current.sync, dataDir, platform };
  };

  const updateSettings = async (mutate: (settings: Settings) => Settings) => {
    const before = settingsStore.get();
    const after = await settingsStore.update(mutate);
    if (JSON.stringify(after.links) !== JSON.stringify(before.links)) {
      await engine?.setLinks(after.links);
      emit('sync.links', { links: toLinkStatuses(after.links, engine?.links() ?? []) });
    }
    if (after.sync.concurrency !== before.sync.concurrency) engine?.setConcurrency(after.sync.concurrency);
    emit('settings.changed', settingsView());
    return after;
  };

  await applyEnvironment();

  const initial = settingsStore.get();
  engine = await createSyncEngine({
    dataDir,
    remote: client ? printLibrary(client) : disconnectedLibrary(),
    links: initial.links,
    concurrency: initial.sync.concurrency,
    ...options.syncTiming,
  });
  const sync = engine;

  // Engine events → contract events. Link counts move with every file event: sent at most 4 times a second.
  let linksTimer: NodeJS.Timeout | null = null;
  const emitLinks = () => {
    linksTimer ??= setTimeout(() => {
      linksTimer = null;
      emit('sync.links', { links: toLinkStatuses(settingsStore.get().links, sync.links()) });
    }, 250);
  };
  const unsubscribe = [
    sync.on('status', (status) => emit('sync.status', toSyncStatus(status))),
    sync.on('progress', () => emit('sync.status', toSyncStatus(sync.status()))),
    sync.on('file', ({ entry, record, message }) => {
      emit(
        'sync.file',
        toActivityEntry(
          record ?? {
            // An unchanged sighting is not history: it has no record, so no place in its order.
            seq: 0,
            at: entry.updatedAt,
            key: entry.key,
            linkId: entry.linkId,
            relPath: entry.relPath,
            remoteFolder: entry.remoteFolder,
            state: entry.state,
            size: entry.size,
            attempts: entry.attempts,
            ...(entry.fileId ? { fileId: entry.fileId } : {}),
            ...((message ?? entry.lastError) ? { message: message ?? entry.lastError } : {}),
          },
        ),
      );
      emitLinks();
    }),
    sync.on('notice', (n) =>
      emit('notice', { level: n.kind === 'auth' ? 'error' : 'warning', message: n.message, code: n.kind }),
    ),
  ];
  await sync.start();

  const uploads = createUploads({
    port: () => requireClient().storage,
    concurrency: () => settingsStore.get().sync.concurrency,
    onChange: (entry) => emit('upload.changed', entry),
    toError,
  });

  const requireClient = (): PrintServiceClient => {
    if (unavailable) throw new AppError('unavailable', unavailable);
    if (!client)
      throw new AppError(
        'not-connected',
        notice ??
          'No subscription key is connected: connect one in Account (your key is in your print-service profile).',
      );
    return client;
  };

  const ctx: CoreContext = {
    dataDir,
    platform,
    client: requireClient,
    accountScope: () => `${accountName(settingsStore.get().environment)}|${user?.id ?? ''}`,
    account: {
      async status() {
        await verifying;
        return accountStatus();
      },
      async connect(key) {
        if (unavailable) throw new AppError('unavailable', unavailable);
        const environment = settingsStore.get().environment;
        const opened = await openClient(key.trim());
        await secrets.set(accountName(environment), key.trim());
        signedOutOfEmbedded = false;
        usingSandboxKey = false;
        user = opened.user;
        notice = secrets.persistent ? undefined : secrets.notice;
        await useClient(opened.client);
        const status = accountStatus();
        emit('account.changed', status);
        return status;
      },
      async signOut() {
        const environment = settingsStore.get().environment;
        await secrets.delete(accountName(environment));
        if (environment.kind === 'embedded') signedOutOfEmbedded = true;
        user = null;
        usingSandboxKey = false;
        notice = undefined;
        await useClient(null);
        // An environment-variable store still answers with PRINTDESK_KEY: signing out means not using it now.
        const status = accountStatus();
        emit('account.changed', status);
        return status;
      },
    },
    settings: {
      view: settingsView,
      async setEnvironment(environment) {
        await updateSettings((s) => ({ ...s, environment }));
        await applyEnvironment();
        return settingsView();
      },
      async setSyncPreferences(changes) {
        await updateSettings((s) => ({ ...s, sync: { ...s.sync, ...changes } }));
        return settingsView();
      },
      links: () => settingsStore.get().links,
      async setLinks(update: (links: readonly HotFolderLink[]) => HotFolderLink[]) {
        await updateSettings((s) => ({ ...s, links: update(s.links) }));
      },
    },
    uploads,
    sync,
    recentOrders: createRecentOrders(dataDir, () => sandbox?.orderFriendlyIds ?? []),
    addressBook: createAddressBook(dataDir),
    emit,
    toError,
  };

  const handlers: Handlers = {
    ...accountHandlers(ctx),
    ...libraryHandlers(ctx),
    ...syncHandlers(ctx),
    ...commerceHandlers(ctx),
  };
  const router = createRouter(handlers, { log });

  let closing: Promise<void> | null = null;
  return {
    router,
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lastSeq: () => seq,
    sync,
    uploads,
    toError,
    settings: () => settingsStore.get(),
    async setWindowBounds(bounds) {
      await settingsStore.update((s) => ({ ...s, window: bounds }));
    },
    close() {
      closing ??= (async () => {
        if (linksTimer) clearTimeout(linksTimer);
        for (const off of unsubscribe) off();
        await uploads.close();
        await sync.stop();
        await client?.close().catch(() => {});
        client = null;
        await sandbox?.close();
        sandbox = null;
        listeners.clear();
      })();
      return closing;
    },
  };
}
