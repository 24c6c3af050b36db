/**
 * The application layer, built in one place: what the desktop app and the headless host (through
 * `core/`) and `printdesk sync` all run on a data folder. The settings and the secret store of that
 * folder, the proxy setting saved there, and so the same client, the file-work pool, the sync
 * engine, the job runner with the app's one address book and distribution lists, and the services
 * the UI calls. Building starts nothing that works on its own: `start()` does (hosts subscribe to
 * events first), `close()` stops everything in order.
 */
import { BandwidthController } from './bandwidth/controller.js';
import type { BandwidthSetting } from '../shared/bandwidth/setting.js';
import { UploadBudget } from '../bandwidth/shared-budget.js';
import type { Emit } from '../shared/contract/channels.js';
import { toIpcError, type IpcError } from '../shared/contract/app-errors.js';
import { FileWorkPool, type FileWork } from '../file-work/pool.js';
import type { SystemProxyResolver } from '../print-service/proxy-policy.js';
import { securePrivateFolder } from '../platform/private-files.js';
import { openSecretStore } from '../secrets/open.js';
import { withServiceKey, type SecretStore } from '../secrets/secret-store.js';
import type { Environment, HookSetting, HotFolderLink } from '../shared/settings/schema.js';
import { openSettings, type SettingsStore } from '../settings/settings.js';
import { createSyncEngine, type SyncEngine } from '../sync/engine.js';
import { createAddressBook, type AddressBook } from './addresses/address-book.js';
import type { Addresses } from './addresses/addresses.js';
import { createDistributionLists, type DistributionLists } from './addresses/distribution-lists.js';
import type { Account } from './connection/account.js';
import {
  connectService,
  refuseKeyInClear,
  requireClient,
  type Service,
} from './connection/connect-service.js';
import type { ProxySettings } from './connection/proxy-settings.js';
import type { SandboxLauncher } from './connection/sandbox-process.js';
import type { ServiceConnection } from './connection/service-connection.js';
import { followClient, followReachability, remoteLibrary } from './hot-folders/engine-remote.js';
import { createFolderBrowser } from './hot-folders/folder-browser.js';
import { createHotFolders, type HotFolders } from './hot-folders/hot-folders.js';
import { systemMountSource } from '../sync/network-share.js';
import { currentPathPlatform } from '../sync/path-rules.js';
import { openAppHooks, type Hooks } from './hooks/hooks.js';
import { followDecisionRequests } from './jobs/decision-requests.js';
import { recipientDirectory } from './jobs/job-recipients.js';
import { JobRunner } from './jobs/job-runner.js';
import { saveOrderRecordCsv, type ChooseSaveFile } from './jobs/order-record-export.js';
import type { Documents } from './library/documents.js';
import type { Library } from './library/library.js';
import { openLibrary } from './library/open-library.js';
import { openOrders } from './open-orders.js';
import { PathGrants } from './path-grants/path-grants.js';
import type { Thumbnails } from './pictures/thumbnails.js';
import type { Uploads } from './uploads/uploads.js';
import {
  logHotFolders,
  openAppLogging,
  rememberingSecrets,
  type AppLog,
  type AppLogging,
} from './logging/app-logging.js';
import { saveDiagnostics, type SavedDiagnostics } from './logging/diagnostics.js';
import { rememberJobOrders } from './orders/job-orders.js';
import type { OrderWatch } from './orders/order-watch.js';
import { quoteProduct, type Orders } from './orders/orders.js';
import type { RecentOrders } from './orders/recent-orders.js';
import { recordHotFolderCopies } from './pictures/hot-folder-copies.js';
import { AppSettings } from './preferences/app-settings.js';
import { preferredOfEnvironment, resolveLocale } from '../shared/settings/locale.js';
import { createPreflights, type Preflights } from './preflight/preflights.js';
import { createProductSizes, type ProductSizes } from './preflight/product-sizes.js';
import { LinkPrinters } from './printers/link-printers.js';
import { markets, type UnitSystem } from '../shared/models/markets.js';

export { NoServiceError } from './connection/connect-service.js';

type Log = (message: string, error?: unknown) => void;

export interface AppOptions {
  /** Settings, sync journal, jobs, embedded sandbox… (Electron: userData; headless and CLI: --data-dir). */
  dataDir: string;
  /** Which host `settings.get` names (default headless). */
  platform?: 'electron' | 'headless';
  /** A ready store (the desktop's falls back on safeStorage; tests pass memorySecretStore()); else open.ts's chain. */
  secretStore?: SecretStore;
  /** `printdesk sync`'s PRINTDESK_KEY: the key of every service at a base URL, ahead of the stored one. */
  serviceKey?: string;
  /** `printdesk sync --base-url`: this environment instead of the saved one (not saved). */
  environment?: Environment;
  /** Fail with NoServiceError, before anything else opens, when the environment has no client. */
  requireService?: boolean;
  /** Fail with NoServiceError before any key is sent to a plain http:// address that is not this computer. */
  refuseInsecureHttp?: boolean;
  /** Where unexpected failures and warnings go besides the log file (never the key). */
  log?: Log;
  /** The contract's events of the services (account, settings, uploads, notices, shipped orders). */
  emit?: Emit;
  sandboxLauncher?: SandboxLauncher;
  resolveSystemProxy?: SystemProxyResolver;
  /** Preflight, hashing and page pictures (default: a FileWorkPool of its own). The app closes it. */
  fileWork?: FileWork;
  /** The hot folders: the saved links unless given; the saved concurrency unless given; engine timings. */
  hotFolders?: {
    links?: readonly HotFolderLink[];
    concurrency?: number;
    stabilityMs?: number;
    reconcileMs?: number;
  };
  /** false: no job runner (`printdesk sync` without --action leaves the jobs journal alone). */
  jobs?: boolean;
  /** The name other workstations on a shared hot folder show for this one's jobs (default the host name). */
  workstationName?: string;
  /** `printdesk sync --bwlimit`: this run's upload limit instead of the saved one (not saved). */
  bwlimit?: BandwidthSetting;
  /** `printdesk sync --hook/--hook-command`: this run's whole-app event hooks instead of the saved ones. */
  hooks?: HookSetting;
  /** The order watch: how often it asks (default two minutes); `placedOnly`: only the orders placed from here. */
  orderWatch?: { intervalMs?: number; placedOnly?: boolean };
  /** The system's folder dialog (the desktop app's); headless, the UI browses folders instead. */
  chooseFolder?: () => Promise<string | null>;
  /** The system's save dialog (the desktop app's); headless, the browser downloads instead. */
  chooseSaveFile?: ChooseSaveFile;
  /**
   * The system's preferred languages, which the setting `system` follows (the desktop's
   * `app.getPreferredSystemLanguages()`); default the POSIX locale variables (headless, CLI).
   */
  systemLanguages?: () => readonly string[];
}

export interface App<Jobs extends JobRunner | null = JobRunner> {
  readonly dataDir: string;
  /** The rotating log in `<dataDir>/logs/`: every upload, job step, order, refusal and error. */
  readonly appLog: AppLog;
  readonly settingsStore: SettingsStore;
  /** The settings as the UI changes them (followed by the engine, the jobs, the account). */
  readonly settings: AppSettings;
  readonly secrets: SecretStore;
  readonly proxy: ProxySettings;
  readonly connection: ServiceConnection;
  readonly account: Account;
  readonly fileWork: FileWork;
  readonly sync: SyncEngine;
  /** The upload limit in force (the saved one or `bwlimit`) and the pause of the hot folders. */
  readonly bandwidth: BandwidthController;
  /** The hot folders' printers ("Also as a printer"): started by `start()`, following the links. */
  readonly printers: LinkPrinters;
  readonly jobs: Jobs;
  readonly addressBook: AddressBook;
  readonly distributionLists: DistributionLists;
  readonly recentOrders: RecentOrders;
  /** Built, not started: the desktop and the headless host follow orders; the daemon its own, for its hooks. */
  readonly orderWatch: OrderWatch;
  /** Event hooks (docs/hooks.md): the events journaled and delivered, the Hooks section's calls. */
  readonly hooks: Hooks;
  readonly thumbnails: Thumbnails;
  readonly uploads: Uploads;
  /** The local files the person picked or dropped: the only ones the UI's channels may have read. */
  readonly pathGrants: PathGrants;
  /** What the UI's channels call (ipc/handlers/). */
  readonly hotFolders: HotFolders;
  /** Files checked before upload, and against a template's product (the hot-folder jobs' gate). */
  readonly preflight: Preflights;
  readonly library: Library;
  readonly documents: Documents;
  readonly addresses: Addresses;
  readonly orders: Orders;
  /** Maps any error to what crosses the IPC boundary. */
  toError(error: unknown): IpcError;
  /** "Save diagnostics…": the logs, the settings without secrets, versions and journal statistics in one file. */
  saveDiagnostics(file?: string): Promise<SavedDiagnostics>;
  /** The order record as CSV, streamed to where the person chose in the save dialog. */
  exportOrderRecord(): Promise<{ file: string | null }>;
  /** Takes the engine's uploads into jobs (catching up on missed ones), then starts the engine. */
  start(): Promise<void>;
  /** Stops uploads, jobs and the engine (journals flushed), the threads, the client and the sandbox. */
  close(): Promise<void>;
}

export async function openApp(options: AppOptions & { jobs?: true }): Promise<App>;
export async function openApp(options: AppOptions & { jobs: boolean }): Promise<App<JobRunner | null>>;
export async function openApp(options: AppOptions): Promise<App<JobRunner | null>> {
  const { dataDir } = options;
  const hostLog = options.log ?? ((message: string, error?: unknown) => console.error(message, error ?? ''));
  await securePrivateFolder(dataDir);
  const logging = await openAppLogging(dataDir, hostLog, options.serviceKey ? [options.serviceKey] : []);
  try {
    return await openLogged(options, logging);
  } catch (error) {
    logging.appLog.error('app.open', error);
    await logging.appLog.close();
    throw error;
  }
}

async function openLogged(options: AppOptions, logging: AppLogging): Promise<App<JobRunner | null>> {
  const { dataDir } = options;
  const { log } = logging;
  const emit = options.emit ?? (() => {});
  const toError = (error: unknown) => toIpcError(error, log, 'app');
  const opened = await openSettings(dataDir);
  if (opened.warning) log(opened.warning);
  const settingsStore = opened.store;
  if (options.refuseInsecureHttp) refuseKeyInClear(options.environment ?? settingsStore.get().environment);
  const secrets = rememberingSecrets(await openSecrets(options), logging.remember);
  // One budget for every upload of the app, whichever client and thread sends it.
  const uploadBudget = UploadBudget.create();
  const service = await connectService({
    ...options,
    settings: settingsStore,
    secrets,
    log,
    emit,
    toError,
    uploadBudget,
    onKey: logging.remember,
  });
  try {
    if (options.requireService) requireClient(service);
    return await openServices({
      ...options,
      log,
      emit,
      toError,
      settingsStore,
      secrets,
      service,
      uploadBudget,
      logging,
    });
  } catch (error) {
    await service.connection.close();
    throw error;
  }
}

async function openSecrets(options: AppOptions): Promise<SecretStore> {
  if (options.secretStore) return options.secretStore;
  if (options.serviceKey === undefined) return openSecretStore();
  // The given key is the services' key: the store must not answer with it for the embedded sandbox.
  return withServiceKey(await openSecretStore({ env: {} }), options.serviceKey);
}

interface Opened extends AppOptions {
  log: Log;
  emit: Emit;
  toError: (error: unknown) => IpcError;
  settingsStore: SettingsStore;
  secrets: SecretStore;
  service: Service;
  uploadBudget: UploadBudget;
  logging: AppLogging;
}

/** What is open so far, closed in reverse order if a later part cannot open. */
type Closers = Array<() => Promise<void>>;

async function openServices(o: Opened): Promise<App<JobRunner | null>> {
  const closers: Closers = [];
  try {
    return await openParts(o, closers);
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => {});
    throw error;
  }
}

async function openParts(o: Opened, closers: Closers): Promise<App<JobRunner | null>> {
  const { account, connection } = o.service;
  const stops: Array<() => void> = [];
  const { appLog } = o.logging;
  closers.push(() => appLog.close());
  const fileWork = o.fileWork ?? new FileWorkPool();
  closers.push(() => fileWork.close());
  const sync = await openEngine(o, fileWork);
  closers.push(() => sync.stop());
  const bandwidth = new BandwidthController({
    budget: o.uploadBudget,
    store: o.settingsStore,
    sync,
    ...(o.bwlimit ? { override: o.bwlimit } : {}),
    onStatus: (status) => o.emit('bandwidth.changed', status),
    log: o.log,
  });
  stops.push(() => bandwidth.close());
  const productSizes = openProductSizes(o, () => markets[connection.market.id].units);
  stops.push(followClient(sync, connection, () => account.refusal()));
  stops.push(followReachability(sync, account));

  const addressBook = createAddressBook(o.dataDir);
  const distributionLists = createDistributionLists(o.dataDir);
  const jobs =
    o.jobs === false
      ? null
      : await JobRunner.open({
          dataDir: o.dataDir,
          client: () => account.client(),
          links: o.hotFolders?.links ?? o.settingsStore.get().links,
          recipients: recipientDirectory(addressBook, distributionLists),
          currency: () => markets[connection.market.id].currency,
          market: () => connection.market.id,
          // Built below with the app's other preflights; a job runs only once the app has started.
          preflight: (file, templateId, profile, signal) =>
            app.preflight.preflightForTemplate(file, templateId, profile, signal),
          fix: (file, templateId, profile, choice, output, signal) =>
            app.preflight.fixForTemplate(file, templateId, profile, choice, output, signal),
          ...(o.workstationName ? { workstationName: o.workstationName } : {}),
          reportSetAside: (report) => sync.reportSetAside(report),
        });
  stops.push(logHotFolders(appLog, sync, jobs));
  const hooks = await openAppHooks(o);
  closers.push(() => hooks.close());
  const orders = openOrders({ ...o, appLog: o.logging.appLog, addressBook, distributionLists, hooks, jobs });
  if (jobs) stops.push(rememberJobOrders(jobs, orders.recentOrders, o.log));
  const pathGrants = new PathGrants();
  const library = openLibrary({
    dataDir: o.dataDir,
    client: () => account.client(),
    scope: () => account.scope(),
    concurrency: () => o.settingsStore.get().sync.concurrency,
    fileWork,
    grants: pathGrants,
    emit: o.emit,
    toError: o.toError,
    log: o.log,
  });
  stops.push(recordHotFolderCopies(sync, () => o.settingsStore.get().links, library.thumbnails, o.log));
  const printers = new LinkPrinters({
    dataDir: o.dataDir,
    sync,
    jobs,
    market: () => connection.market.id,
    onChange: (list) => o.emit('printers.changed', { printers: list }),
    log: o.log,
  });
  const settings = new AppSettings({
    store: o.settingsStore,
    dataDir: o.dataDir,
    platform: o.platform ?? 'headless',
    sync,
    jobs,
    printers,
    applyEnvironment: () => account.applyEnvironment(),
    account,
    emit: o.emit,
  });
  const hotFolders = createHotFolders({
    settings,
    sync,
    bandwidth,
    folders: createFolderBrowser({ mounts: systemMountSource(currentPathPlatform()) }),
    ...(o.chooseFolder ? { chooseFolder: o.chooseFolder } : {}),
  });

  let closing: Promise<void> | null = null;
  const app: App<JobRunner | null> = {
    dataDir: o.dataDir,
    appLog,
    settingsStore: o.settingsStore,
    settings,
    secrets: o.secrets,
    proxy: o.service.proxy,
    connection,
    account,
    fileWork,
    sync,
    bandwidth,
    printers,
    jobs,
    hooks,
    addressBook,
    distributionLists,
    ...orders,
    ...library,
    pathGrants,
    hotFolders,
    preflight: createPreflights({
      fileWork,
      productSizes,
      thumbnails: library.thumbnails,
      uploadProfile: () => settings.uploadPreferences().preflightProfile,
      units: () => markets[connection.market.id].units,
      locale: () =>
        resolveLocale(
          o.settingsStore.get().language,
          o.systemLanguages?.() ?? preferredOfEnvironment(process.env),
        ),
      // A file the person picked or dropped, or a print file the engine found in a linked folder.
      mayRead: (path) => {
        if (!hotFolders.holdsFile(path)) pathGrants.check(path);
      },
    }),
    toError: o.toError,
    saveDiagnostics: (file) =>
      saveDiagnostics({ dataDir: o.dataDir, secrets: o.logging.secrets(), app, ...(file ? { file } : {}) }),
    exportOrderRecord: () => saveOrderRecordCsv(jobs?.orderRecordReader, o.chooseSaveFile),
    async start() {
      if (jobs) stops.push(jobs.attach(sync), followDecisionRequests(o.dataDir, jobs, o.log));
      const currency = () => markets[connection.market.id].currency;
      hooks.follow({ engine: sync, jobs, currency, refusal: () => account.refusal(), log: o.log });
      // Before the engine: a pause still in force holds the hot folders from the first moment.
      bandwidth.start();
      await sync.start();
      // After the engine: a job printed at once is a file the engine is there to take.
      await printers.follow(o.hotFolders?.links ?? o.settingsStore.get().links);
    },
    close() {
      closing ??= (async () => {
        for (const stop of stops) stop();
        await printers.close();
        await orders.orderWatch.stop();
        await library.uploads.close();
        await jobs?.close();
        await sync.stop();
        await hooks.close();
        await fileWork.close();
        await connection.close();
        await appLog.close();
      })();
      return closing;
    },
  };
  appLog.info('PrintDesk opened', {
    platform: o.platform ?? 'headless',
    environment: account.current().environment.kind,
  });
  return app;
}

/** The hot-folder engine on the saved links (or the daemon's), uploading with the client in use. */
function openEngine(o: Opened, fileWork: FileWork): Promise<SyncEngine> {
  const saved = o.settingsStore.get();
  const { links, concurrency, stabilityMs, reconcileMs } = o.hotFolders ?? {};
  return createSyncEngine({
    dataDir: o.dataDir,
    fileWork,
    remote: remoteLibrary(o.service.connection.client, () => o.service.account.refusal()),
    links: links ?? saved.links,
    concurrency: concurrency ?? saved.sync.concurrency,
    history: o.logging.history,
    ...(stabilityMs !== undefined ? { stabilityMs } : {}),
    ...(reconcileMs !== undefined ? { reconcileMs } : {}),
  });
}

/** Each template's product size, from its item quote (remembered): what a file made into its document is checked against. */
function openProductSizes(o: Opened, units: () => UnitSystem): ProductSizes {
  const orders = () => o.service.account.client().orders;
  return createProductSizes({
    dataDir: o.dataDir,
    units,
    itemQuote: (documentTemplateId) =>
      quoteProduct(orders(), { template: 'custom', documentTemplateId, quantity: 1 }),
  });
}
