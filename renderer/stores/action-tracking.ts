import type { IpcError } from '../../electron/ipc/errors.js';
import { toIpcError } from '../components/error-text.js';

/** Per named action of a store: whether it is running, and the error of its last run. */
export interface ActionTracking<A extends string> {
  busy: Partial<Record<A, boolean>>;
  errors: Partial<Record<A, IpcError>>;
}

type Update<A extends string> = (state: ActionTracking<A>) => Partial<ActionTracking<A>>;

/** The one way a store runs an action: flags it busy, clears its last error, keeps the new one; resolves to whether it worked. */
export function actionRunner<A extends string>(set: (update: Update<A>) => void) {
  return async function run(action: A, work: () => Promise<void>): Promise<boolean> {
    set((state) => ({
      busy: { ...state.busy, [action]: true },
      errors: { ...state.errors, [action]: undefined },
    }));
    try {
      await work();
      set((state) => ({ busy: { ...state.busy, [action]: false } }));
      return true;
    } catch (error) {
      set((state) => ({
        busy: { ...state.busy, [action]: false },
        errors: { ...state.errors, [action]: toIpcError(error) },
      }));
      return false;
    }
  };
}
