/**
 * A stand-in for the IPC boundary in component tests: a `PrintDeskApi` whose channels reply with
 * what each test gives, and `emit()` to push events as the main process would. Channels a test
 * did not give reject with 'unknown-channel', so a forgotten call fails loudly.
 *
 * Like the router, it checks every call's input and every reply against the contract's schemas:
 * a call the router would refuse is refused the same way, and fails the test (test-setup.ts)
 * even when the renderer swallows the error. Every emitted event is checked against the contract's
 * `events` too: a payload the core could never send fails the test where it is emitted.
 */
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { z } from 'zod';
import { channels, events } from '../../electron/shared/contract/channels.js';
import type {
  EventName,
  EventPayload,
  Input,
  Output,
  PrintDeskApi,
  RequestChannel,
} from '../../electron/shared/contract/channels.js';
import { setApi } from '../bridge/api.js';

const contractBreaches: string[] = [];

/** What broke the contract since the last call, cleared. */
export function takeContractBreaches(): string[] {
  return contractBreaches.splice(0);
}

function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(input)'}: ${issue.message}`)
    .join('; ');
}

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
        const contract = channels[channel];
        const parsedInput = contract.input.safeParse(input);
        if (!parsedInput.success) {
          const message = `${channel}: ${issuesText(parsedInput.error)}`;
          contractBreaches.push(`the renderer sent input the router refuses: ${message}`);
          throw { code: 'invalid-input', message };
        }
        const reply = contract.output.safeParse(await handler(input));
        if (!reply.success) {
          contractBreaches.push(
            `the test's reply to ${channel} breaks the contract: ${issuesText(reply.error)}`,
          );
          throw { code: 'internal', message: `PrintDesk produced an unexpected answer to ${channel}.` };
        }
        return reply.data;
      });
      return calls[channel];
    },
  });

  setApi(api);
  return {
    api,
    calls,
    emit(event, payload) {
      const checked = events[event].safeParse(payload);
      if (!checked.success) {
        const breach = `the test emitted a ${event} event the core never sends: ${issuesText(checked.error)}`;
        contractBreaches.push(breach);
        throw new Error(breach);
      }
      seq++;
      for (const listener of listeners.get(event) ?? []) listener(checked.data, seq);
    },
    handle(more) {
      Object.assign(handlers, more);
    },
  };
}

/**
 * Puts the api in place as Electron's preload gives it: with `pathForFile`, here a file's name under
 * a home folder.
 */
export function installDesktopApi(api: PrintDeskApi): void {
  setApi(
    new Proxy(api, {
      get: (target, property) =>
        property === 'pathForFile'
          ? (file: File) => `/home/avery/${file.name}`
          : Reflect.get(target, property),
    }),
  );
}
