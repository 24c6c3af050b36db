/**
 * What the handlers reach in the core. The core (electron/core.ts) builds it; handlers stay small
 * and testable, one file per domain.
 */
import type { BandwidthController } from '../../bandwidth/controller.js';
import type { FileWork } from '../../file-work/pool.js';
import type { PrintServiceClient } from '../../print-service/client.js';
import type { SyncEngine } from '../../sync/engine.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { EventName, EventPayload } from '../contract.js';
import type { AccountStatus, SettingsView } from '../contract/account.js';
import type { IpcError } from '../errors.js';
import type { Environment, HotFolderLink, SyncPreferences } from '../../settings/schema.js';
import type { Thumbnails } from '../services/thumbnails.js';
import type { Uploads } from '../services/uploads.js';
import type { RecentOrders } from '../services/recent-orders.js';
import type { AddressBook } from '../services/address-book.js';
import type { DistributionLists } from '../services/distribution-lists.js';
import type { ProxySettings } from '../services/proxy-settings.js';

export interface CoreContext {
  readonly dataDir: string;
  readonly platform: 'electron' | 'headless';
  /** The client of the current environment; throws AppError('not-connected') without a key. */
  client(): PrintServiceClient;
  /** Identifies the account in use (environment + user) for what is remembered per account. */
  accountScope(): string;
  account: {
    /** Waits for the check of the key in use, if one is running. */
    status(): Promise<AccountStatus>;
    connect(key: string): Promise<AccountStatus>;
    signOut(): Promise<AccountStatus>;
  };
  settings: {
    view(): SettingsView;
    setEnvironment(environment: Environment): Promise<SettingsView>;
    setSyncPreferences(changes: Partial<SyncPreferences>): Promise<SettingsView>;
    links(): readonly HotFolderLink[];
    /** Replaces the links (the sync engine follows). */
    setLinks(update: (links: readonly HotFolderLink[]) => HotFolderLink[]): Promise<void>;
  };
  /** The proxy setting (the Account view) and the route new clients take. */
  proxy: ProxySettings;
  uploads: Uploads;
  /** Threads for the heavy reads of local files (preflight, hashing). */
  fileWork: FileWork;
  /** Page pictures of library items, from the local copies PrintDesk uploaded. */
  thumbnails: Thumbnails;
  sync: SyncEngine;
  /** The upload limit in force and the pause of the hot folders. */
  bandwidth: BandwidthController;
  /** Hot-folder jobs (document, quote, order) and their approvals. */
  jobs: JobRunner;
  recentOrders: RecentOrders;
  addressBook: AddressBook;
  distributionLists: DistributionLists;
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  toError(error: unknown): IpcError;
}
