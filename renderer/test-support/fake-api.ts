/**
 * A stand-in for the IPC boundary in component tests: a `PrintDeskApi` whose channels reply with
 * what each test gives, and `emit()` to push events as the main process would. Channels a test
 * did not give reject with 'unknown-channel', so a forgotten call fails loudly.
 */
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type {
  EventName,
  EventPayload,
  Input,
  Output,
  PrintDeskApi,
  RequestChannel,
} from '../../electron/ipc/contract.js';
import { setApi } from '../api.js';

export type Handlers = { [C in RequestChannel]?: (input: Input<C>) => Output<C> | Promise<Output<C>> };

export interface FakeApi {
  api: PrintDeskApi;
  /** The spy behind each channel a test called. */
  calls: Partial<Record<RequestChannel, Mock>>;
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Replaces (or adds) channel handlers mid-test. */
  handle(handlers: Handlers): void;
}

export function fakeApi(initial: Handlers = {}): FakeApi {
  const handlers: Handlers = { ...initial };
  const calls: Partial<Record<RequestChannel, Mock>> = {};
  const listeners = new Map<EventName, Set<(payload: unknown, seq: number) => void>>();
  let seq = 0;

  const api = new Proxy({} as PrintDeskApi, {
    get(_target, property) {
      if (property === 'on') {
        return (event: EventName, listener: (payload: unknown, seq: number) => void) => {
          let set = listeners.get(event);
          if (!set) listeners.set(event, (set = new Set()));
          set.add(listener);
          return () => set.delete(listener);
        };
      }
      if (typeof property !== 'string' || !property.includes('.')) return undefined;
      const channel = property as RequestChannel;
      calls[channel] ??= vi.fn(async (input: unknown) => {
        const handler = handlers[channel] as ((input: unknown) => unknown) | undefined;
        if (!handler)
          throw { code: 'unknown-channel', message: `The fake api has no handler for ${channel}.` };
        return handler(input);
      });
      return calls[channel];
    },
  });

  setApi(api);
  return {
    api,
    calls,
    emit(event, payload) {
      seq++;
      for (const listener of listeners.get(event) ?? []) listener(payload, seq);
    },
    handle(more) {
      Object.assign(handlers, more);
    },
  };
}
