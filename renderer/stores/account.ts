/**
 * The account and settings as the main process has them: environment, whether a key is set and
 * whose it is, the user's record, where the key is kept, sync preferences, the main address.
 * Snapshot on load, then `account.changed` / `settings.changed` events.
 */
import type {
  AccountStatus,
  ProxyInput,
  ProxyView,
  SettingsView,
  UserRecord,
} from '../../electron/shared/contract/account.js';
import type { AddressInput } from '../../electron/shared/contract/orders.js';
import type {
  Environment,
  SyncPreferences,
  UploadPreferences,
} from '../../electron/shared/settings/schema.js';
import type { RESTAddress } from '../../electron/shared/models/addresses.js';
import { defaultMarketId, markets } from '../../electron/shared/models/markets.js';
import type { Market, MarketId } from '../../electron/shared/models/markets.js';
import { getApi } from '../bridge/api.js';
import { appIntl } from '../format/intl.js';
import { setServiceCurrency } from '../format/orders.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { useReferenceData } from './reference-data.js';
import { createStore } from './resettable.js';

type Action =
  | 'load'
  | 'settings'
  | 'connect'
  | 'connectService'
  | 'welcome'
  | 'signOut'
  | 'environment'
  | 'preferences'
  | 'user'
  | 'address'
  | 'createAddress'
  | 'proxy'
  | 'diagnostics';

interface AccountState extends ActionTracking<Action> {
  status: AccountStatus | null;
  settings: SettingsView | null;
  /** The signed-in user's whole record, once asked for. */
  user: UserRecord | null;
  mainAddress: RESTAddress | null;
  /** True once the main address has been asked for (null then means "none"). */
  mainAddressLoaded: boolean;
  /** The proxy setting, once asked for (the password itself never comes here). */
  proxy: ProxyView | null;
  /** Where the last support bundle was saved ("Save diagnostics…"). */
  diagnosticsFile: string | null;
  load(): Promise<void>;
  /** The settings alone, for a view that needs them before the app's first snapshot. */
  loadSettings(): Promise<void>;
  /** `allowInsecureHttp`: the user confirmed sending the key to a plain http:// address of another computer. */
  connect(key: string, allowInsecureHttp?: boolean): Promise<boolean>;
  saveDiagnostics(): Promise<boolean>;
  /** The "Connect your account" flow is open (the shell draws it over any view). */
  connectFlowOpen: boolean;
  openConnectFlow(): void;
  closeConnectFlow(): void;
  /**
   * Checks the key against the service at `baseUrl`, then switches to it (nothing changes on a
   * refusal). `allowInsecureHttp`: the user confirmed a plain http:// address of another computer.
   */
  connectService(
    baseUrl: string,
    key: string,
    allowInsecureHttp?: boolean,
    market?: MarketId,
  ): Promise<boolean>;
  /** Closes the first-run welcome for good (remembered in the settings). */
  dismissWelcome(): Promise<void>;
  signOut(): Promise<void>;
  setEnvironment(environment: Environment): Promise<boolean>;
  setSyncPreferences(changes: Partial<SyncPreferences>): Promise<void>;
  setUploadPreferences(changes: Partial<UploadPreferences>): Promise<void>;
  /** Asks for the user's record afresh (shown as loading until it arrives). */
  loadUser(): Promise<void>;
  loadMainAddress(): Promise<void>;
  createAddress(address: AddressInput, makeMain: boolean): Promise<boolean>;
  loadProxy(): Promise<void>;
  setProxy(change: NonNullable<ProxyInput['change']>): Promise<boolean>;
  applyStatus(status: AccountStatus): void;
  applySettings(settings: SettingsView): void;
}

export const useAccount = createStore<AccountState>((set, get) => {
  const run = actionRunner<Action>(set);
  /** Another account, or none: what was read of the old one no longer holds. */
  const accountChanged = { user: null, mainAddress: null, mainAddressLoaded: false };

  return {
    status: null,
    settings: null,
    user: null,
    mainAddress: null,
    mainAddressLoaded: false,
    proxy: null,
    connectFlowOpen: false,
    diagnosticsFile: null,
    busy: {},
    errors: {},

    async load() {
      await run('load', async () => {
        const api = getApi();
        const [status, settings] = await Promise.all([api['account.status']({}), api['settings.get']({})]);
        set({ status, settings });
      });
    },

    async loadSettings() {
      await run('settings', async () => {
        set({ settings: await getApi()['settings.get']({}) });
      });
    },

    async connect(key, allowInsecureHttp = false) {
      return run('connect', async () => {
        const status = await getApi()['account.connect']({
          key,
          ...(allowInsecureHttp ? { allowInsecureHttp } : {}),
        });
        set({ status, ...accountChanged });
      });
    },

    openConnectFlow() {
      set({ connectFlowOpen: true, errors: { ...get().errors, connectService: undefined } });
    },

    closeConnectFlow() {
      set({ connectFlowOpen: false });
    },

    async connectService(baseUrl, key, allowInsecureHttp = false, market) {
      return run('connectService', async () => {
        const status = await getApi()['account.connectService']({
          baseUrl,
          key,
          ...(allowInsecureHttp ? { allowInsecureHttp } : {}),
          ...(market ? { market } : {}),
        });
        set({ status, ...accountChanged });
        set({ settings: await getApi()['settings.get']({}) });
      });
    },

    async saveDiagnostics() {
      set({ diagnosticsFile: null });
      return run('diagnostics', async () => {
        const { file } = await getApi()['account.saveDiagnostics']({});
        set({ diagnosticsFile: file });
      });
    },

    async dismissWelcome() {
      const before = get().settings;
      // Closed at once; the settings' answer follows (a failure only means it shows again next time).
      if (before) set({ settings: { ...before, welcomeDismissed: true } });
      await run('welcome', async () => {
        set({ settings: await getApi()['settings.dismissWelcome']({}) });
      });
    },

    async signOut() {
      await run('signOut', async () => {
        const status = await getApi()['account.signOut']({});
        set({ status, ...accountChanged });
      });
    },

    async setEnvironment(environment) {
      return run('environment', async () => {
        const settings = await getApi()['settings.setEnvironment']({ environment });
        set({ settings, ...accountChanged });
        set({ status: await getApi()['account.status']({}) });
      });
    },

    async setSyncPreferences(changes) {
      const before = get().settings;
      // Show the choice at once; the main process's answer (or the old value on failure) follows.
      if (before) set({ settings: { ...before, sync: { ...before.sync, ...changes } } });
      const ok = await run('preferences', async () => {
        set({ settings: await getApi()['settings.setSyncPreferences'](changes) });
      });
      if (!ok && before) set({ settings: before });
    },

    async setUploadPreferences(changes) {
      const before = get().settings;
      if (before) set({ settings: { ...before, uploads: { ...before.uploads, ...changes } } });
      const ok = await run('preferences', async () => {
        set({ settings: await getApi()['settings.setUploadPreferences'](changes) });
      });
      if (!ok && before) set({ settings: before });
    },

    async loadUser() {
      set({ user: null });
      await run('user', async (current) => {
        const user = await getApi()['account.user']({});
        if (current()) set({ user });
      });
    },

    async loadMainAddress() {
      await run('address', async () => {
        set({ mainAddress: await getApi()['addresses.main']({}), mainAddressLoaded: true });
      });
    },

    async createAddress(address, makeMain) {
      return run('createAddress', async () => {
        const created = await getApi()['addresses.create']({ address, makeMain });
        if (makeMain || !get().mainAddress) set({ mainAddress: created, mainAddressLoaded: true });
        // The saved addresses other views choose from have one more.
        void useReferenceData.getState().changed('addresses');
      });
    },

    async loadProxy() {
      await run('proxy', async () => {
        set({ proxy: await getApi()['account.proxy']({}) });
      });
    },

    async setProxy(change) {
      return run('proxy', async () => {
        set({ proxy: await getApi()['account.proxy']({ change }) });
        // The core reconnected through the new route: its status says whether that worked.
        set({ status: await getApi()['account.status']({}) });
      });
    },

    applyStatus(status) {
      set({ status });
    },

    applySettings(settings) {
      set({ settings });
    },
  };
});

/** Every amount on screen is in the currency of the service's market, as the core decided it. */
useAccount.subscribe((state) => setServiceCurrency(selectMarket(state).currency));

/**
 * The market of the service in use (its currency, units, paper and time zone), from the account
 * status; the US until the status arrives.
 */
export function selectMarket(state: { status: AccountStatus | null }): Market {
  return markets[state.status?.market ?? defaultMarketId];
}

export const selectSignedInName = (state: { status: AccountStatus | null }): string | null => {
  const user = state.status?.user;
  if (!state.status?.connected || !user) return null;
  return user.name || user.email;
};

export const environmentLabel = (environment: Environment | undefined): string => {
  if (!environment || environment.kind === 'embedded')
    return appIntl().formatMessage({ id: 'account.environmentLabel.embedded' });
  try {
    return new URL(environment.baseUrl).host;
  } catch {
    return environment.baseUrl;
  }
};
