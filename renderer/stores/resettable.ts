/**
 * zustand's `create`, remembering each store's first state so component tests can start every
 * test from a clean slate (`resetStores()` runs after each test in renderer/test-setup.ts).
 */
import { create } from 'zustand';
import type { StateCreator, StoreApi, UseBoundStore } from 'zustand';

const resets = new Set<() => void>();

export function createStore<T>(initializer: StateCreator<T, [], []>): UseBoundStore<StoreApi<T>> {
  const store = create<T>()(initializer);
  const initial = store.getState();
  resets.add(() => store.setState(initial, true));
  return store;
}

export function resetStores(): void {
  for (const reset of resets) reset();
}
