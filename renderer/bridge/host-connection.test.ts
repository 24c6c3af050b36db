import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket, WebSocketServer } from 'ws';
import type { WebSocket as ServerSocket } from 'ws';
import { HostConnection } from './host-connection.js';

/** A real WebSocket server on a free loopback port, speaking the host's protocol. */
async function fakeHost(
  onRequest: (message: { id: number; channel: string; input: unknown }, socket: ServerSocket) => void,
) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const sockets: ServerSocket[] = [];
  server.on('connection', (socket) => {
    sockets.push(socket);
    socket.send(JSON.stringify({ hello: { protocol: 1, seq: 0 } }));
    socket.on('message', (data) => onRequest(JSON.parse(String(data)), socket));
  });
  const { port } = server.address() as { port: number };
  return { url: `ws://127.0.0.1:${port}/api/ws?token=t`, server, sockets };
}

// jsdom's WebSocket trips over Node's own Event class here; ws's client is the same browser API.
beforeEach(() => {
  vi.stubGlobal('WebSocket', NodeWebSocket);
});

const open: { close(): void }[] = [];
afterEach(() => {
  for (const item of open.splice(0)) item.close();
  vi.unstubAllGlobals();
});

describe('the headless host connection', () => {
  it('answers each request by its id, even out of order', async () => {
    const host = await fakeHost((message, socket) => {
      const reply = () =>
        socket.send(JSON.stringify({ id: message.id, ok: true, value: { echoed: message.channel } }));
      if (message.channel === 'quotes.order') setTimeout(reply, 50);
      else reply();
    });
    open.push(host.server);
    const connection = new HostConnection({ url: host.url });
    open.push(connection);
    const [slow, fast] = await Promise.all([
      connection.request('quotes.order', {}),
      connection.request('library.tree', {}),
    ]);
    expect(slow).toEqual({ echoed: 'quotes.order' });
    expect(fast).toEqual({ echoed: 'library.tree' });
  });

  it('rejects with the IpcError the host sends', async () => {
    const host = await fakeHost((message, socket) =>
      socket.send(
        JSON.stringify({ id: message.id, ok: false, error: { code: 'auth', message: 'Access denied.' } }),
      ),
    );
    open.push(host.server);
    const connection = new HostConnection({ url: host.url });
    open.push(connection);
    await expect(connection.request('account.connect', { key: 'x' })).rejects.toEqual({
      code: 'auth',
      message: 'Access denied.',
    });
  });

  it('times out a request the host never answers', async () => {
    const host = await fakeHost(() => undefined);
    open.push(host.server);
    const connection = new HostConnection({ url: host.url, requestTimeoutMs: 100 });
    open.push(connection);
    await expect(connection.request('library.tree', {})).rejects.toMatchObject({ code: 'timeout' });
  });

  it('delivers events with their sequence numbers and reports a gap', async () => {
    const host = await fakeHost(() => undefined);
    open.push(host.server);
    const connection = new HostConnection({ url: host.url });
    open.push(connection);
    const seen: number[] = [];
    const gaps: boolean[] = [];
    connection.on('sync.status', (_payload, seq) => seen.push(seq));
    connection.onStateChange((state, gap) => state === 'open' && gaps.push(gap));
    await expect.poll(() => host.sockets.length).toBe(1);
    await expect.poll(() => gaps.length).toBe(1);
    for (const seq of [1, 2, 5])
      host.sockets[0]?.send(JSON.stringify({ event: 'sync.status', seq, payload: {} }));
    await expect.poll(() => seen).toEqual([1, 2, 5]);
    expect(gaps).toEqual([false, true]);
  });

  it('fails requests in flight when the socket drops, then reconnects', async () => {
    const host = await fakeHost((message, socket) => {
      if (message.channel === 'sync.status') socket.terminate();
      else socket.send(JSON.stringify({ id: message.id, ok: true, value: 'back' }));
    });
    open.push(host.server);
    const connection = new HostConnection({ url: host.url });
    open.push(connection);
    await expect(connection.request('sync.status', {})).rejects.toMatchObject({ code: 'network' });
    await expect.poll(() => host.sockets.length, { timeout: 5000 }).toBe(2);
    await expect(connection.request('settings.get', {})).resolves.toBe('back');
  });
});
