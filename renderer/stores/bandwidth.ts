/**
 * The upload bandwidth (docs/bandwidth.md): the limit in force, the measured rate and the pause of
 * the hot folders, as `bandwidth.status` has them and `bandwidth.changed` moves them on. The status
 * bar, the Hot folders view and the Account card each `follow()` while on screen; the first to
 * follow has the status read afresh (no event is heard while nobody follows).
 */
import type {
  BandwidthSetting,
  BandwidthStatus,
  PauseRequest,
} from '../../electron/shared/contract/bandwidth.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import { getApi, onConnectionChange } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';
import { sharedFollowing } from './shared-following.js';

type Action = 'load' | 'set' | 'pause' | 'resume';

interface BandwidthState extends ActionTracking<Action> {
  /** Null until `bandwidth.status` (or an event) has answered. */
  status: BandwidthStatus | null;
  /** Counts the newer statuses taken (events, answers to changes): a snapshot asked for before one of them is dropped. */
  updates: number;
  load(): Promise<void>;
  /** Loads the status and follows its changes while anyone follows; returns the unfollow. */
  follow(): () => void;
  /** A status newer than any snapshot still on its way (an event, the answer to a change). */
  apply(status: BandwidthStatus): void;
  /** Saves the app's limit; it is in force at once. Resolves to the failure, or null. */
  setBandwidth(setting: BandwidthSetting): Promise<IpcError | null>;
  pause(request: PauseRequest): Promise<IpcError | null>;
  resume(): Promise<IpcError | null>;
}

export const useBandwidth = createStore<BandwidthState>((set, get) => {
  const run = actionRunner<Action>(set);

  /** Runs a change whose answer is the status after it (newer than every event before it). */
  const change = (action: Exclude<Action, 'load'>, call: () => Promise<BandwidthStatus>) =>
    run.failure(action, async () => {
      get().apply(await call());
    });

  return {
    status: null,
    updates: 0,
    busy: {},
    errors: {},

    async load() {
      const updatesBefore = get().updates;
      await run('load', async (current) => {
        const status = await getApi()['bandwidth.status']({});
        if (current() && get().updates === updatesBefore) set({ status });
      });
    },

    follow: sharedFollowing(() => {
      const offChanged = getApi().on('bandwidth.changed', (status) => get().apply(status));
      const offConnection = onConnectionChange((state, gap) => {
        if (state === 'open' && gap) void get().load();
      });
      void get().load();
      return () => {
        offChanged();
        offConnection();
      };
    }),

    apply(status) {
      set({ status, updates: get().updates + 1 });
    },

    setBandwidth(setting) {
      return change('set', () => getApi()['bandwidth.set']({ setting }));
    },

    pause(request) {
      return change('pause', () => getApi()['bandwidth.pause']({ request }));
    },

    resume() {
      return change('resume', () => getApi()['bandwidth.resume']({}));
    },
  };
});
