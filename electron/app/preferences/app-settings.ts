/**
 * The settings as the UI changes them: each change is written, then followed by what depends on it
 * (the sync engine and the hot-folder jobs take new links and a new concurrency, the account a new
 * environment) and announced (`sync.links` when the links changed, then `settings.changed`).
 */
import type { AccountStatus, SettingsView } from '../../shared/contract/account.js';
import type { Account, InClear } from '../connection/account.js';
import type { Language } from '../../shared/settings/locale.js';
import { AppError } from '../../shared/contract/app-errors.js';
import { marketOfBaseUrl, type MarketId } from '../../shared/models/markets.js';
import { toLinkStatuses } from '../hot-folders/link-status.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type {
  Environment,
  HotFolderLink,
  Settings,
  SyncPreferences,
  UploadPreferences,
} from '../../shared/settings/schema.js';
import type { SettingsStore } from '../../settings/settings.js';
import type { SyncEngine } from '../../sync/engine.js';
import type { LinkPrinters } from '../printers/link-printers.js';
import type { Emit } from '../../shared/contract/channels.js';

export interface AppSettingsOptions {
  store: SettingsStore;
  dataDir: string;
  platform: SettingsView['platform'];
  sync: Pick<SyncEngine, 'setLinks' | 'setConcurrency' | 'links'>;
  /** null where no job runner runs. */
  jobs: Pick<JobRunner, 'setLinks'> | null;
  /** The hot folders' printers ("Also as a printer"), which follow the links too. */
  printers?: Pick<LinkPrinters, 'follow'>;
  /** Connects to the environment the settings now name (Account.applyEnvironment). */
  applyEnvironment: () => Promise<void>;
  /** Checks a key against a service, and connects one on the service in use. */
  account: Pick<Account, 'check' | 'connect'>;
  emit: Emit;
}

export class AppSettings {
  readonly #o: AppSettingsOptions;

  constructor(options: AppSettingsOptions) {
    this.#o = options;
  }

  view(): SettingsView {
    const { environment, sync, uploads, welcomeDismissed, language } = this.#o.store.get();
    return {
      environment,
      sync,
      uploads,
      language,
      dataDir: this.#o.dataDir,
      platform: this.#o.platform,
      welcomeDismissed,
    };
  }

  async dismissWelcome(): Promise<SettingsView> {
    await this.#update((s) => ({ ...s, welcomeDismissed: true }));
    return this.view();
  }

  async setEnvironment(environment: Environment): Promise<SettingsView> {
    await this.#update((s) => ({ ...s, environment }));
    await this.#o.applyEnvironment();
    return this.view();
  }

  /**
   * Connects to a custom print service: the key is checked against it first, so a wrong address
   * or key leaves the service in use as it was; then the environment is switched and the key kept.
   * Its market is the one its host names, else the one the person chose (`market`): never guessed,
   * since every amount from then on is in its currency.
   */
  async connectService(
    baseUrl: string,
    key: string,
    inClear: InClear = {},
    chosen?: MarketId,
  ): Promise<AccountStatus> {
    const market = marketOfBaseUrl(baseUrl) ?? chosen;
    if (!market)
      throw new AppError(
        'invalid-input',
        'Choose the market this print service sells in: its address does not say, and every price is in its currency.',
        { field: 'market' },
      );
    await this.#o.account.check(baseUrl, key, inClear);
    await this.setEnvironment({ kind: 'custom', baseUrl, market });
    return this.#o.account.connect(key, inClear);
  }

  async setSyncPreferences(changes: Partial<SyncPreferences>): Promise<SettingsView> {
    await this.#update((s) => ({ ...s, sync: { ...s.sync, ...changes } }));
    return this.view();
  }

  async setUploadPreferences(changes: Partial<UploadPreferences>): Promise<SettingsView> {
    await this.#update((s) => ({ ...s, uploads: { ...s.uploads, ...changes } }));
    return this.view();
  }

  async setLanguage(language: Language): Promise<SettingsView> {
    await this.#update((s) => ({ ...s, language }));
    return this.view();
  }

  /** Files sent by hand are checked with this. */
  uploadPreferences(): UploadPreferences {
    return this.#o.store.get().uploads;
  }

  links(): readonly HotFolderLink[] {
    return this.#o.store.get().links;
  }

  async setLinks(update: (links: readonly HotFolderLink[]) => HotFolderLink[]): Promise<void> {
    await this.#update((s) => ({ ...s, links: update(s.links) }));
  }

  async #update(mutate: (settings: Settings) => Settings): Promise<void> {
    const { store, sync, jobs, emit } = this.#o;
    const before = store.get();
    const after = await store.update(mutate);
    if (JSON.stringify(after.links) !== JSON.stringify(before.links)) {
      await sync.setLinks(after.links);
      await jobs?.setLinks(after.links);
      await this.#o.printers?.follow(after.links);
      emit('sync.links', { links: toLinkStatuses(after.links, sync.links()) });
    }
    if (after.sync.concurrency !== before.sync.concurrency) sync.setConcurrency(after.sync.concurrency);
    emit('settings.changed', this.view());
  }
}
