/**
 * The browser side of the headless host's WebSocket (electron/headless/README.md):
 * requests `{id, channel, input}` answered by `{id, ok, value | error}`, and pushed events
 * `{event, seq, payload}`. Reconnects with back-off; a request waiting on a dropped socket fails
 * with a 'network' error rather than hanging, and one the host never answers times out.
 */
import type { RequestChannel } from '../../electron/shared/contract/channels.js';
import type { IpcError } from '../../electron/shared/contract/app-errors.js';

type Listener = (payload: unknown, seq: number) => void;

interface Pending {
  resolve(value: unknown): void;
  reject(error: IpcError): void;
  timer: ReturnType<typeof setTimeout>;
}

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface HostConnectionOptions {
  url: string;
  /** How long one request may take before it fails with 'timeout'. */
  requestTimeoutMs?: number;
  /** Some channels legitimately take longer (quotes, uploads of many paths). */
  slowChannels?: Partial<Record<RequestChannel, number>>;
}

const reconnectDelays = [250, 500, 1000, 2000, 4000];

export class HostConnection {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private readonly outbox: string[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly stateListeners = new Set<(state: ConnectionState, gap: boolean) => void>();
  private lastSeq: number | null = null;
  private attempts = 0;
  private closedByUs = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: HostConnectionOptions) {
    this.open();
  }

  request(channel: RequestChannel, input: unknown): Promise<unknown> {
    const id = this.nextId++;
    const timeoutMs = this.options.slowChannels?.[channel] ?? this.options.requestTimeoutMs ?? 60_000;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject({
          code: 'timeout',
          message: `PrintDesk did not answer "${channel}" within ${Math.round(timeoutMs / 1000)} s.`,
        });
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      this.send(JSON.stringify({ id, channel, input: input ?? {} }));
    });
  }

  on(event: string, listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /**
   * Told when the socket opens or closes. `gap` is true when events may have been missed (a
   * reconnect, or a hole in the sequence numbers): stores then reload their snapshot.
   */
  onStateChange(listener: (state: ConnectionState, gap: boolean) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  close(): void {
    this.closedByUs = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.socket?.close();
    this.failPending('The connection to PrintDesk was closed.');
  }

  private open(): void {
    this.emitState('connecting', false);
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      const reconnected = this.attempts > 0;
      this.attempts = 0;
      for (const message of this.outbox.splice(0)) socket.send(message);
      this.emitState('open', reconnected);
    });
    socket.addEventListener('message', (message) => this.receive(message.data));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failPending('The connection to PrintDesk was lost. Reconnecting…');
      this.emitState('closed', false);
      if (!this.closedByUs) this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    const delay = reconnectDelays[Math.min(this.attempts, reconnectDelays.length - 1)] ?? 4000;
    this.attempts++;
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private send(message: string): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(message);
    else this.outbox.push(message);
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let message: {
      hello?: { protocol: number; seq: number };
      id?: number | null;
      ok?: boolean;
      value?: unknown;
      error?: IpcError;
      event?: string;
      seq?: number;
      payload?: unknown;
    };
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message.hello) {
      // After a reconnect, events the host sent while we were away mean the snapshots are stale.
      const missed = this.lastSeq !== null && message.hello.seq !== this.lastSeq;
      this.lastSeq = message.hello.seq;
      if (missed) this.emitState('open', true);
      return;
    }
    if (typeof message.id === 'number') {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      clearTimeout(pending.timer);
      if (message.ok) pending.resolve(message.value);
      else
        pending.reject(
          message.error ?? { code: 'internal', message: 'PrintDesk answered without a result.' },
        );
      return;
    }
    if (typeof message.event === 'string' && typeof message.seq === 'number') {
      const gap = this.lastSeq !== null && message.seq !== this.lastSeq + 1;
      this.lastSeq = message.seq;
      if (gap) this.emitState('open', true);
      for (const listener of this.listeners.get(message.event) ?? []) listener(message.payload, message.seq);
    }
  }

  private failPending(sentence: string): void {
    // A request that failed must not run later behind the user's back.
    this.outbox.length = 0;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject({ code: 'network', message: sentence });
      this.pending.delete(id);
    }
  }

  private emitState(state: ConnectionState, gap: boolean): void {
    for (const listener of this.stateListeners) listener(state, gap);
  }
}
