/**
 * A benchmark's view of a running `printdesk serve`: contract calls over its WebSocket (with their
 * round-trip times) and, when the host runs with PRINTDESK_LOOP_STATS=1, its event-loop delay.
 * Wire protocol: electron/headless/README.md.
 */
import { once } from 'node:events';
import { openAsBlob } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import type { LoopStats } from '../../electron/headless/loop-stats.js';

interface Reply {
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { code: string; message: string };
}

export interface HostClient {
  /** Calls a contract channel; rejects with the host's error message when the call failed. */
  call<T = unknown>(channel: string, input?: unknown): Promise<T>;
  /**
   * Preflights a local file as a browser window does one the person picked or dropped: its bytes go
   * to `POST /api/preflight`, and the host grants only its own copy of them, while it checks it
   * (electron/app/path-grants/). A path sent over the socket is refused, as a page's would be.
   */
  preflight<T = unknown>(file: string): Promise<T>;
  /** The host's event-loop delay since the last reading, then starts a new measurement. */
  loopStats(): Promise<LoopStats>;
  close(): Promise<void>;
}

/** Connects to the host at `url` (the `{"url": …}` line of `printdesk serve --json`). */
export async function connectHost(url: string): Promise<HostClient> {
  const page = new URL(url);
  const token = page.searchParams.get('token')!;
  const socket = new WebSocket(`ws://${page.host}/api/ws?token=${encodeURIComponent(token)}`);
  const pending = new Map<number, (reply: Reply) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Partial<Reply>;
    if (typeof message.id !== 'number') return; // hello and events
    pending.get(message.id)?.(message as Reply);
    pending.delete(message.id);
  });
  await once(socket, 'open');
  let nextId = 1;
  return {
    call<T>(channel: string, input: unknown = {}) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, (reply) =>
          reply.ok
            ? resolve(reply.value as T)
            : reject(new Error(`${channel}: ${reply.error?.message ?? 'failed'}`)),
        );
        socket.send(JSON.stringify({ id, channel, input }));
      });
    },
    async preflight<T>(file: string) {
      const url = new URL('/api/preflight', page.origin);
      url.searchParams.set('name', path.basename(file));
      const response = await fetch(url, {
        method: 'POST',
        body: await openAsBlob(file),
        headers: { 'content-type': 'application/octet-stream', 'x-printdesk-token': token },
      });
      const reply = (await response.json()) as Omit<Reply, 'id'>;
      if (!reply.ok)
        throw new Error(`preflight of ${file}: ${reply.error?.message ?? `HTTP ${response.status}`}`);
      return reply.value as T;
    },
    async loopStats() {
      const response = await fetch(`${page.origin}/api/loop-stats?reset=1`, {
        headers: { 'x-printdesk-token': token },
      });
      if (!response.ok)
        throw new Error(`loop stats: HTTP ${response.status} (is PRINTDESK_LOOP_STATS=1 set?)`);
      return (await response.json()) as LoopStats;
    },
    async close() {
      socket.close();
      await once(socket, 'close');
    },
  };
}

/**
 * Times a cheap call again and again (one at a time, `gapMs` apart) until stopped: what a window
 * feels when it asks the core for anything while the core works.
 */
export function pingWhile(host: HostClient, gapMs = 20): { stop: () => Promise<number[]> } {
  const rtts: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      await host.call('settings.get');
      rtts.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, gapMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return rtts;
    },
  };
}
