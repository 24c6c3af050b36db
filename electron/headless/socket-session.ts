/**
 * The WebSocket at `/api/ws`: the handshake (refused with an HTTP status when the guard says no),
 * then one session per browser tab: a hello, requests answered through the router, and the core's
 * events pushed to every session.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { EventName } from '../shared/contract/channels.js';
import type { IpcError } from '../shared/contract/app-errors.js';
import type { Router } from '../ipc/router.js';
import type { Guard } from './guard.js';
import { refuseUpgrade } from './replies.js';

export const wsPath = '/api/ws';
/** One request message is small; files go through the upload endpoint. */
const maxMessageBytes = 1024 * 1024;
/** Events for a browser that does not read are dropped past this, rather than growing without bound. */
const maxBufferedBytes = 16 * 1024 * 1024;

export interface SessionCore {
  router: Router;
  on(listener: (event: EventName, payload: unknown, seq: number) => void): () => void;
  lastSeq(): number;
  toError(error: unknown): IpcError;
}

export interface SocketSessions {
  /** The server's `upgrade` handler; never throws, whatever the request holds. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every session with 1001 (going away). */
  close(): void;
}

export function socketSessions(
  core: SessionCore,
  guard: Guard,
  log: (message: string) => void,
): SocketSessions {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxMessageBytes });
  const clients = new Set<WebSocket>();
  const stopEvents = core.on((event, payload, seq) => {
    const message = JSON.stringify({ event, seq, payload });
    for (const ws of clients) if (ws.bufferedAmount < maxBufferedBytes) ws.send(message);
  });

  const serve = (ws: WebSocket) => {
    clients.add(ws);
    ws.on('close', () => clients.delete(ws));
    ws.on('error', () => ws.terminate());
    ws.send(JSON.stringify({ hello: { protocol: 1, seq: core.lastSeq() } }));
    ws.on('message', (data, isBinary) => {
      let id: unknown = null;
      const reply = (body: Record<string, unknown>) => {
        if (ws.readyState !== ws.OPEN) return;
        let text: string;
        try {
          text = JSON.stringify({ id, ...body });
        } catch (error) {
          text = JSON.stringify({ id, ok: false, error: core.toError(error) });
        }
        ws.send(text);
      };
      let message: unknown;
      try {
        if (isBinary) throw new Error('binary');
        message = JSON.parse(data.toString());
      } catch {
        return reply({
          ok: false,
          error: { code: 'invalid-input', message: 'A request must be one JSON text message.' },
        });
      }
      const m = message as { id?: unknown; channel?: unknown; input?: unknown } | null;
      id = typeof m?.id === 'string' || typeof m?.id === 'number' ? m.id : null;
      if (id === null || typeof m?.channel !== 'string')
        return reply({
          ok: false,
          error: {
            code: 'invalid-input',
            message: 'A request is {"id": string|number, "channel": string, "input": object}.',
          },
        });
      void core.router
        .invoke(m.channel, m.input)
        .then((result) => reply({ ...result }))
        .catch((error: unknown) => reply({ ok: false, error: core.toError(error) }));
    });
  };

  return {
    upgrade(request, socket, head) {
      // The socket is ours from here: a client that resets it must not raise an unhandled error.
      socket.on('error', () => socket.destroy());
      try {
        const admission = guard.admit(request);
        if (!admission.admitted)
          return refuseUpgrade(socket, admission.refusal.status, admission.refusal.message);
        if (admission.url.pathname !== wsPath) return refuseUpgrade(socket, 404, 'Not found.');
        sockets.handleUpgrade(request, socket, head, serve);
      } catch (error) {
        log(`[host] WebSocket handshake failed: ${error instanceof Error ? error.message : String(error)}`);
        refuseUpgrade(socket, 500, 'PrintDesk could not take this connection.');
      }
    },
    close() {
      stopEvents();
      for (const ws of clients) ws.close(1001, 'PrintDesk is shutting down');
      sockets.close();
    },
  };
}
