/**
 * The application-layer services the handlers bind the channels to (app/open-app.ts builds them;
 * `App` is one). Handlers stay one line per channel, one file per domain; what a channel does is in
 * the service.
 */
import type { Addresses } from '../../app/addresses/addresses.js';
import type { BandwidthController } from '../../app/bandwidth/controller.js';
import type { DistributionLists } from '../../app/addresses/distribution-lists.js';
import type { Account } from '../../app/connection/account.js';
import type { ProxySettings } from '../../app/connection/proxy-settings.js';
import type { Hooks } from '../../app/hooks/hooks.js';
import type { HotFolders } from '../../app/hot-folders/hot-folders.js';
import type { JobRunner } from '../../app/jobs/job-runner.js';
import type { Documents } from '../../app/library/documents.js';
import type { Library } from '../../app/library/library.js';
import type { Orders } from '../../app/orders/orders.js';
import type { PathGrants } from '../../app/path-grants/path-grants.js';
import type { AppSettings } from '../../app/preferences/app-settings.js';
import type { Preflights } from '../../app/preflight/preflights.js';
import type { Uploads } from '../../app/uploads/uploads.js';
import type { LinkPrinters } from '../../app/printers/link-printers.js';

export interface HandlerContext {
  account: Pick<Account, 'status' | 'connect' | 'signOut' | 'userRecord'>;
  /** The proxy setting (the Account view) and the route new clients take. */
  proxy: Pick<ProxySettings, 'view' | 'change'>;
  settings: Pick<
    AppSettings,
    | 'view'
    | 'setEnvironment'
    | 'setSyncPreferences'
    | 'setUploadPreferences'
    | 'dismissWelcome'
    | 'connectService'
    | 'setLanguage'
    | 'links'
  >;
  /** The local files the window may name: a job's file held in Failed/ is granted when a person opens it. */
  pathGrants: Pick<PathGrants, 'grant'>;
  uploads: Pick<Uploads, 'addPaths' | 'addStream' | 'list' | 'cancel'>;
  /** "Save diagnostics…" (app/logging/diagnostics.ts). */
  saveDiagnostics(): Promise<{ file: string }>;
  /** The order record as CSV, saved where the person chooses (app/jobs/order-record-export.ts). */
  exportOrderRecord(): Promise<{ file: string | null }>;
  library: Library;
  documents: Documents;
  orders: Orders;
  addresses: Addresses;
  distributionLists: DistributionLists;
  hotFolders: HotFolders;
  /** The upload limit in force and the pause of the hot folders. */
  bandwidth: Pick<BandwidthController, 'status' | 'setBandwidth' | 'pause' | 'resume'>;
  /** Event hooks: the whole app's, a test event, the last deliveries, the signing secret. */
  hooks: Pick<Hooks, 'view' | 'setAppHooks' | 'test' | 'secret'>;
  /** The hot folders' printers as they run. */
  printers: Pick<LinkPrinters, 'list'>;
  /** Local files checked before upload, library items' findings. */
  preflight: Preflights;
  /** Hot-folder jobs (document, quote, order), their approvals, the order record and the day's spending. */
  jobs: Pick<
    JobRunner,
    | 'jobs'
    | 'approve'
    | 'discard'
    | 'fixAndGo'
    | 'retry'
    | 'settleOrder'
    | 'placeAgain'
    | 'orderRecordReader'
    | 'spending'
  >;
}
