/**
 * Builds `window.printdesk`, the only thing the preload exposes, from the IPC contract: one function
 * per request channel and `on(event, cb)`, plus `pathForFile` for dropped files. It knows nothing of
 * Electron (the preload passes the transport in), so it is tested in plain Node.
 *
 * Every function takes exactly one argument and ignores any other (GitHub Desktop's
 * main-process-proxy), so a caller cannot smuggle extra values across the boundary.
 *
 * The path `pathForFile` gives for a dropped (or picked) file is also a grant: it goes to main
 * with the next request, before it, so main lets the UI name that file (app/path-grants/). A page
 * cannot make one up: only a File the person dropped or picked has a path.
 */
import { eventNames, isEventName, requestChannels } from '../shared/contract/channels.js';
import type { EventName, EventPayload, PrintDeskApi } from '../shared/contract/channels.js';
import { IpcErrorCode } from '../shared/contract/app-errors.js';
import type { IpcError } from '../shared/contract/app-errors.js';

/** The two IPC channel names between the preload and main: one for requests, one for events. */
export const ipcChannels = {
  request: 'printdesk:request',
  event: 'printdesk:event',
} as const;

/** What `window.printdesk` is inside Electron. */
export type DesktopApi = PrintDeskApi & {
  /** The local path of a file dropped on (or picked in) the window, for `uploads.add`. */
  pathForFile(file: File): string;
};

export interface BridgeTransport {
  /** Sends one request with the paths granted since the last one; resolves to the router's `IpcResult`. */
  invoke(channel: string, input: unknown, grants: readonly string[]): Promise<unknown>;
  /** Receives every event envelope `{ event, seq, payload }` main sends; returns an unsubscribe. */
  subscribe(listener: (envelope: unknown) => void): () => void;
  pathForFile(file: File): string;
  /** Where a throwing event listener is reported (it must not stop the others). */
  reportListenerError?: (error: unknown) => void;
}

type Envelope = { event: EventName; seq: number; payload: unknown };

function isEnvelope(value: unknown): value is Envelope {
  const v = value as Partial<Envelope> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.event === 'string' &&
    isEventName(v.event) &&
    typeof v.seq === 'number'
  );
}

/**
 * A plain `{ code, message, details? }` object rather than an Error: Electron's contextBridge copies
 * only the message of an Error, and the renderer needs the code.
 */
function failure(result: unknown): IpcError {
  const r = result as { ok?: unknown; error?: Partial<IpcError> } | null;
  const code = IpcErrorCode.safeParse(r?.error?.code);
  if (r && r.ok === false && r.error && code.success && typeof r.error.message === 'string') {
    return {
      code: code.data,
      message: r.error.message,
      ...(r.error.details ? { details: r.error.details } : {}),
    };
  }
  return { code: 'internal', message: 'PrintDesk received a malformed reply from its core.' };
}

async function request(
  transport: BridgeTransport,
  channel: string,
  input: unknown,
  grants: readonly string[],
): Promise<unknown> {
  let result: { ok?: unknown; value?: unknown } | null;
  try {
    result = (await transport.invoke(channel, input, grants)) as typeof result;
  } catch (error) {
    // IPC itself failed (an input that cannot be cloned, a sender main refused): still a plain IpcError.
    const reason = error instanceof Error ? error.message : String(error);
    throw { code: 'internal', message: `PrintDesk could not reach its core: ${reason}` } satisfies IpcError;
  }
  if (result && result.ok === true) return result.value;
  throw failure(result);
}

/** Builds the object the preload exposes as `window.printdesk`. */
export function createDesktopApi(transport: BridgeTransport): DesktopApi {
  const listeners = new Map<EventName, Set<(payload: unknown, seq: number) => void>>();
  let unsubscribe: (() => void) | null = null;

  const dispatch = (envelope: unknown): void => {
    if (!isEnvelope(envelope)) return;
    for (const listener of [...(listeners.get(envelope.event) ?? [])]) {
      try {
        listener(envelope.payload, envelope.seq);
      } catch (error) {
        (transport.reportListenerError ?? console.error)(error);
      }
    }
  };

  function on<E extends EventName>(
    event: E,
    listener: (payload: EventPayload<E>, seq: number) => void,
  ): () => void {
    if (typeof event !== 'string' || !isEventName(event)) {
      throw new TypeError(`printdesk.on: unknown event "${String(event)}" (known: ${eventNames.join(', ')})`);
    }
    if (typeof listener !== 'function') throw new TypeError('printdesk.on: the listener must be a function');
    const set = listeners.get(event) ?? new Set();
    listeners.set(event, set);
    // A fresh wrapper per call, so subscribing the same function twice needs two unsubscribes.
    const entry = (payload: unknown, seq: number): void => listener(payload as EventPayload<E>, seq);
    set.add(entry);
    unsubscribe ??= transport.subscribe(dispatch);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      set.delete(entry);
      if (set.size === 0) listeners.delete(event);
      if (listeners.size === 0 && unsubscribe) {
        unsubscribe();
        unsubscribe = null;
      }
    };
  }

  /** Paths of dropped or picked files not yet sent to main. */
  const granted: string[] = [];
  const api: Record<string, unknown> = {};
  for (const channel of requestChannels) {
    api[channel] = (input: unknown) => request(transport, channel, input, granted.splice(0));
  }
  api.on = on;
  api.pathForFile = (file: File) => {
    const path = transport.pathForFile(file);
    if (path) granted.push(path);
    return path;
  };
  return api as DesktopApi;
}
