/**
 * A real forward proxy for tests: Debian's tinyproxy on loopback, plain forwarding and CONNECT to
 * any port, optionally behind Basic credentials. Its log says which requests it carried. And a stub
 * proxy that never gets through, for the gateway statuses tinyproxy does not send (it says 500).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const tinyproxyPath = '/usr/bin/tinyproxy';

/** Why the proxy tests cannot run here, or undefined; under CI a missing proxy is a failure, not a skip. */
export function tinyproxyMissing(): string | undefined {
  return existsSync(tinyproxyPath)
    ? undefined
    : `${tinyproxyPath} is not installed (apt-get install tinyproxy; scripts/ensure-system.sh does it)`;
}

export interface TestProxy {
  /** `http://127.0.0.1:port` (no credentials). */
  url: string;
  port: number;
  /** The request lines tinyproxy logged so far (e.g. `CONNECT 127.0.0.1:1234 HTTP/1.1`). */
  requests(): Promise<string[]>;
  close(): Promise<void>;
}

/** A loopback port nobody listens on right now (tinyproxy cannot take port 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startTinyproxy(options: { basicAuth?: { user: string; password: string } } = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'printdesk-tinyproxy-'));
  const port = await freePort();
  const log = join(dir, 'tinyproxy.log');
  const config = [
    `Port ${port}`,
    'Listen 127.0.0.1',
    'Allow 127.0.0.1',
    'Timeout 120',
    'MaxClients 50',
    `LogFile "${log}"`,
    'LogLevel Info',
    `PidFile "${join(dir, 'tinyproxy.pid')}"`,
    ...(options.basicAuth ? [`BasicAuth ${options.basicAuth.user} ${options.basicAuth.password}`] : []),
  ];
  const conf = join(dir, 'tinyproxy.conf');
  await writeFile(conf, `${config.join('\n')}\n`);
  const child = spawn(tinyproxyPath, ['-d', '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitForPort(port, child, () => stderr);
  const proxy: TestProxy = {
    url: `http://127.0.0.1:${port}`,
    port,
    async requests() {
      const text = await readFile(log, 'utf8').catch(() => '');
      return [...text.matchAll(/Request \(file descriptor \d+\): (.+)$/gm)].map((m) => m[1]!.trim());
    },
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
  return proxy;
}

async function waitForPort(port: number, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tinyproxy exited (${child.exitCode}): ${stderr()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`tinyproxy did not listen on ${port} within 10 s: ${stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface RefusingProxy {
  /** `http://127.0.0.1:port`. */
  url: string;
  port: number;
  /** The request lines it received (`GET http://…/path HTTP/1.1`, `CONNECT host:port HTTP/1.1`). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A proxy on loopback that answers every forwarded request, and every CONNECT, with `status` and
 * an HTML page of its own, as squid does when it cannot reach the service (502).
 */
export async function startRefusingProxy(status: number): Promise<RefusingProxy> {
  const requests: string[] = [];
  const page = `<html><body><h1>${status}</h1>The proxy could not reach the server.</body></html>`;
  const server = createHttpServer((req, res) => {
    requests.push(`${req.method} ${req.url} HTTP/${req.httpVersion}`);
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'text/html', connection: 'close' });
      res.end(page);
    });
  });
  server.on('connect', (req, socket) => {
    requests.push(`CONNECT ${req.url} HTTP/${req.httpVersion}`);
    socket.on('error', () => {});
    socket.end(
      `HTTP/1.1 ${status} Gateway Error\r\ncontent-type: text/html\r\ncontent-length: ${Buffer.byteLength(page)}\r\nconnection: close\r\n\r\n${page}`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
