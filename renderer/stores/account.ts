/**
 * The account and settings as the main process has them: environment, whether a key is set and
 * whose it is, where the key is kept, sync preferences, the main address. Snapshot on load, then
 * `account.changed` / `settings.changed` events.
 */
import type {
  AccountStatus,
  ProxyInput,
  ProxyView,
  SettingsView,
} from '../../electron/ipc/contract/account.js';
import type { AddressInput } from '../../electron/ipc/contract/orders.js';
import type { IpcError } from '../../electron/ipc/errors.js';
import type { Environment, SyncPreferences } from '../../electron/settings/schema.js';
import type { RESTAddress } from '../../electron/print-service/models/addresses.js';
import { getApi } from '../bridge/api.js';
import { toIpcError } from '../components/error-text.js';
import { createStore } from './resettable.js';

/** One action's progress: idle, running, or finished with an error. */
export interface ActionState {
  busy: boolean;
  error: IpcError | null;
}

const idle: ActionState = { busy: false, error: null };

type ActionName =
  'load' | 'connect' | 'signOut' | 'environment' | 'preferences' | 'address' | 'createAddress' | 'proxy';

interface AccountState {
  status: AccountStatus | null;
  settings: SettingsView | null;
  mainAddress: RESTAddress | null;
  /** True once the main address has been asked for (null then means "none"). */
  mainAddressLoaded: boolean;
  /** The proxy setting, once asked for (the password itself never comes here). */
  proxy: ProxyView | null;
  actions: Record<ActionName, ActionState>;
  load(): Promise<void>;
  connect(key: string): Promise<boolean>;
  signOut(): Promise<void>;
  setEnvironment(environment: Environment): Promise<boolean>;
  setSyncPreferences(changes: Partial<SyncPreferences>): Promise<void>;
  loadMainAddress(): Promise<void>;
  createAddress(address: AddressInput, makeMain: boolean): Promise<boolean>;
  loadProxy(): Promise<void>;
  setProxy(change: NonNullable<ProxyInput['change']>): Promise<boolean>;
  applyStatus(status: AccountStatus): void;
  applySettings(settings: SettingsView): void;
}

export const useAccount = createStore<AccountState>((set, get) => {
  /** Runs one action, keeping its busy flag and error in the store; returns whether it worked. */
  async function run(name: ActionName, work: () => Promise<void>): Promise<boolean> {
    set((state) => ({ actions: { ...state.actions, [name]: { busy: true, error: null } } }));
    try {
      await work();
      set((state) => ({ actions: { ...state.actions, [name]: idle } }));
      return true;
    } catch (error) {
      set((state) => ({ actions: { ...state.actions, [name]: { busy: false, error: toIpcError(error) } } }));
      return false;
    }
  }

  return {
    status: null,
    settings: null,
    mainAddress: null,
    mainAddressLoaded: false,
    proxy: null,
    actions: {
      load: idle,
      connect: idle,
      signOut: idle,
      environment: idle,
      preferences: idle,
      address: idle,
      createAddress: idle,
      proxy: idle,
    },

    async load() {
      await run('load', async () => {
        const api = getApi();
        const [status, settings] = await Promise.all([api['account.status']({}), api['settings.get']({})]);
        set({ status, settings });
      });
    },

    async connect(key) {
      return run('connect', async () => {
        const status = await getApi()['account.connect']({ key });
        set({ status, mainAddress: null, mainAddressLoaded: false });
      });
    },

    async signOut() {
      await run('signOut', async () => {
        const status = await getApi()['account.signOut']({});
        set({ status, mainAddress: null, mainAddressLoaded: false });
      });
    },

    async setEnvironment(environment) {
      return run('environment', async () => {
        const settings = await getApi()['settings.setEnvironment']({ environment });
        set({ settings, mainAddress: null, mainAddressLoaded: false });
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

    async loadMainAddress() {
      await run('address', async () => {
        set({ mainAddress: await getApi()['addresses.main']({}), mainAddressLoaded: true });
      });
    },

    async createAddress(address, makeMain) {
      return run('createAddress', async () => {
        const created = await getApi()['addresses.create']({ address, makeMain });
        if (makeMain || !get().mainAddress) set({ mainAddress: created, mainAddressLoaded: true });
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

export const selectSignedInName = (state: { status: AccountStatus | null }): string | null => {
  const user = state.status?.user;
  if (!state.status?.connected || !user) return null;
  return user.name || user.email;
};

export const environmentLabel = (environment: Environment | undefined): string => {
  if (!environment || environment.kind === 'embedded') return 'Embedded sandbox';
  try {
    return new URL(environment.baseUrl).host;
  } catch {
    return environment.baseUrl;
  }
};
