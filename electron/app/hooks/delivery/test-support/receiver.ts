/**
 * A webhook receiver for tests: a real HTTP server on loopback that keeps every POST it takes (its
 * body, its headers) and counts each event id. It can be down (not listening) and come back on the
 * same port, and answer a status of the test's choosing.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HookEvent } from '../../../../shared/contract/hooks.js';

export interface Received {
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
  /** Checked against the contract's shape: a receiver can rely on it. */
  readonly event: HookEvent;
}

export class TestReceiver {
  readonly received: Received[] = [];
  /** What it answers (default 204). */
  status = 204;
  private server: Server | undefined;

  private constructor(readonly port: number) {}

  /** A receiver with a port of its own; down until `up()`. */
  static async reserve(): Promise<TestReceiver> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return new TestReceiver(port);
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async up(): Promise<void> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (this.status >= 200 && this.status < 300)
          this.received.push({ body, headers: req.headers, event: HookEvent.parse(JSON.parse(body)) });
        res.writeHead(this.status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** How many times each event id was taken. */
  counts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { event } of this.received) counts.set(event.id, (counts.get(event.id) ?? 0) + 1);
    return counts;
  }

  ofType(type: string): Received[] {
    return this.received.filter((r) => r.event.type === type);
  }
}
