/**
 * Event hooks (docs/hooks.md): the whole app's hooks and the last deliveries (`hooks.status`), kept
 * up to date by `hooks.delivery` while the Hooks section is on screen; saving the whole app's hooks,
 * sending a test event and showing the signing secret. Each hot folder's own hooks are saved with
 * its link (the hot-folders store).
 */
import type { HookDeliveryRow, HooksView } from '../../electron/shared/contract/hooks.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import type { HookSetting } from '../../electron/shared/settings/schema.js';
import { getApi, onConnectionChange } from '../bridge/api.js';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';
import { sharedFollowing } from './shared-following.js';

type Action = 'load' | 'save' | 'test' | 'secret';

interface HooksState extends ActionTracking<Action> {
  /** Null until `hooks.status` answered. */
  view: HooksView | null;
  /** The answers of the last test event. */
  tested: HookDeliveryRow[] | null;
  /** Shown once asked for; forgotten when the section goes. */
  secret: string | null;
  load(): Promise<void>;
  /** Loads and follows the deliveries while the section is on screen; returns the unfollow. */
  follow(): () => void;
  save(hooks: HookSetting): Promise<IpcError | null>;
  test(linkId?: string): Promise<void>;
  showSecret(): Promise<void>;
  hideSecret(): void;
}

/** The rows with this one put in its place (or first, when new). */
function withRow(rows: readonly HookDeliveryRow[], row: HookDeliveryRow): HookDeliveryRow[] {
  const same = (r: HookDeliveryRow) =>
    r.eventId === row.eventId && r.target.kind === row.target.kind && r.target.address === row.target.address;
  return rows.some(same) ? rows.map((r) => (same(r) ? row : r)) : [row, ...rows];
}

export const useHooks = createStore<HooksState>((set, get) => {
  const run = actionRunner<Action>(set);
  // A test event goes to the hooks as saved: one sent while a save is still on its way would go to
  // the old ones (or to none, with "No hook is set up"), so it waits for the save to end first.
  let saving: Promise<unknown> = Promise.resolve();
  return {
    view: null,
    tested: null,
    secret: null,
    busy: {},
    errors: {},

    async load() {
      await run('load', async (current) => {
        const view = await getApi()['hooks.status']({});
        if (current()) set({ view });
      });
    },

    follow: sharedFollowing(() => {
      const offDelivery = getApi().on('hooks.delivery', (row) => {
        const view = get().view;
        if (view) set({ view: { ...view, deliveries: withRow(view.deliveries, row) } });
      });
      const offConnection = onConnectionChange((state, gap) => {
        if (state === 'open' && gap) void get().load();
      });
      void get().load();
      return () => {
        offDelivery();
        offConnection();
        set({ secret: null });
      };
    }),

    save(hooks) {
      const saved = run.failure('save', async () => {
        set({ view: await getApi()['hooks.set']({ hooks }) });
      });
      saving = saved;
      return saved;
    },

    async test(linkId) {
      await run('test', async (current) => {
        await saving;
        const { deliveries } = await getApi()['hooks.test'](linkId ? { linkId } : {});
        if (current()) set({ tested: deliveries });
      });
    },

    async showSecret() {
      await run('secret', async (current) => {
        const { secret } = await getApi()['hooks.secret']({});
        if (current()) set({ secret });
      });
    },

    hideSecret() {
      set({ secret: null });
    },
  };
});
