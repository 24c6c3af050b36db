import type { IpcError } from '../../electron/shared/contract/app-errors.js';
import { toIpcError } from '../components/error-text.js';

/**
 * Per named action of a store: whether it is running, and the error of its last run. An action name
 * may carry a key (`decide:<job id>`) where one action runs for several things at once.
 */
export interface ActionTracking<A extends string> {
  busy: Partial<Record<A, boolean>>;
  errors: Partial<Record<A, IpcError>>;
}

type Update<A extends string> = (state: ActionTracking<A>) => Partial<ActionTracking<A>>;

/**
 * An action's work. `current()` turns false once a newer run of the same action has started, or once
 * the run's answer is no longer wanted: work whose answer would overwrite a newer one checks it
 * before keeping anything.
 */
export type ActionWork = (current: () => boolean) => Promise<void>;

/** Whether a run's answer is still wanted (the item it reads still selected, its search still the last). */
export type Wanted = () => boolean;

export interface ActionRunner<A extends string> {
  /** Runs the work as `action`; resolves to whether it worked. */
  (action: A, work: ActionWork, wanted?: Wanted): Promise<boolean>;
  /** The same, resolving to this run's error (null when it worked): for forms that show it in place. */
  failure(action: A, work: ActionWork, wanted?: Wanted): Promise<IpcError | null>;
}

/**
 * The one way a store runs an action: flags it busy, clears its last error, keeps the new one. A run
 * started while another of the same action is under way supersedes it: the older run's end no
 * longer touches the flag or the error, so the newest run alone says whether the action is busy.
 * The failure of a run whose answer is no longer wanted is not kept either.
 */
export function actionRunner<A extends string>(set: (update: Update<A>) => void): ActionRunner<A> {
  const newest = new Map<A, number>();
  let runs = 0;

  async function failure(action: A, work: ActionWork, wanted: Wanted = () => true): Promise<IpcError | null> {
    const run = ++runs;
    newest.set(action, run);
    const isNewest = () => newest.get(action) === run;
    const current = () => isNewest() && wanted();
    set((state) => ({
      busy: { ...state.busy, [action]: true },
      errors: { ...state.errors, [action]: undefined },
    }));
    let error: IpcError | null = null;
    try {
      await work(current);
    } catch (caught) {
      error = toIpcError(caught);
    }
    if (isNewest()) {
      const kept = wanted() ? error : null;
      newest.delete(action);
      set((state) => ({
        busy: { ...state.busy, [action]: false },
        errors: { ...state.errors, [action]: kept ?? undefined },
      }));
    }
    return error;
  }

  const run = async (action: A, work: ActionWork, wanted?: Wanted) =>
    (await failure(action, work, wanted)) === null;
  return Object.assign(run, { failure });
}
