/**
 * The headless host outlives malformed requests (issue 26): a request target that is no URL, in a
 * request or a WebSocket handshake, with no token; headers or a body that stop half-way; too many
 * connections; an upload past the limit.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exchange, openSocket, untilClosed } from '../../test/raw-http.js';
import type { ServerLimits } from '../platform/http-hardening.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { startHeadlessHost } from './host.js';
import type { RunningHost } from './host.js';
import { startHeadless } from './start.js';
import type { Headless } from './start.js';

let headless: Headless;
let dir: string;
const extraHosts: RunningHost[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-host-limits-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>PrintDesk</title>');
  headless = await startHeadless({
    dataDir: join(dir, 'data'),
    port: 0,
    rendererDir: dir,
    secretStore: memorySecretStore(),
  });
});

afterEach(async () => {
  await Promise.all(extraHosts.splice(0).map((h) => h.close()));
});

afterAll(async () => {
  await headless?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Another host on the same core, with these limits. */
async function hostWith(limits: Partial<ServerLimits>) {
  const host = await startHeadlessHost({ core: headless.core, rendererDir: dir, limits });
  extraHosts.push(host);
  const head = (method: string, path: string, extra = '') =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\nx-printdesk-token: ${host.token}\r\n${extra}`;
  return { host, port: host.port, head };
}

/** Writes `bytes` and reads everything until the host closes the connection. */
async function answer(port: number, bytes: string): Promise<string> {
  const socket = await openSocket(port);
  const closed = untilClosed(socket);
  socket.write(bytes);
  return (await closed).toString('latin1');
}

const page = (port: number, token: string) =>
  exchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-printdesk-token: ${token}\r\n\r\n`, 20_000);

describe('the headless host keeps going', () => {
  it('answers a request target that is no URL, without a token, with a 400', async () => {
    const { port, token } = headless.host;
    const reply = await answer(
      port,
      `GET //[ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain('the request target is not a valid path');
    expect((await page(port, token)).status).toBe(200);
  });

  it('refuses a WebSocket handshake to such a target with a 400 and closes it', async () => {
    const { port, token } = headless.host;
    const reply = await answer(
      port,
      `GET //[ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(reply).toContain('the request target is not a valid path');
    expect((await page(port, token)).status).toBe(200);
  });

  it('cuts a connection whose headers stop half-way', { timeout: 20_000 }, async () => {
    const { port } = await hostWith({ headersTimeoutMs: 300 });
    const socket = await openSocket(port);
    const closed = untilClosed(socket);
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    expect((await closed).toString()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts an upload whose body stops', { timeout: 20_000 }, async () => {
    const { port, head } = await hostWith({ idleTimeoutMs: 300 });
    const socket = await openSocket(port);
    const closed = untilClosed(socket);
    socket.write(
      `${head('POST', '/api/upload?folderPath=Stalled&name=a.pdf')}Content-Length: 100000\r\n\r\n%PDF-1.4`,
    );
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it('cuts a client that stops reading its answer', { timeout: 60_000 }, async () => {
    const size = 64 * 1024 * 1024;
    await writeFile(join(dir, 'large.bin'), Buffer.alloc(size));
    const { port, host } = await hostWith({ idleTimeoutMs: 300, maxConnections: 1 });
    const reader = await openSocket(port);
    reader.pause();
    reader.write(
      `GET /large.bin HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-printdesk-token: ${host.token}\r\n\r\n`,
    );
    // The only connection allowed is the reader's until the host cuts it: ask until another is taken.
    for (;;) {
      const other = await page(port, host.token);
      if (other.status !== null) {
        expect(other.status).toBe(200);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const received = await untilClosed(reader.resume());
    expect(received.length).toBeLessThan(size);
  });

  it('lets a slow upload that keeps sending go on past the idle timeout', { timeout: 60_000 }, async () => {
    const { port, head } = await hostWith({ idleTimeoutMs: 1500 });
    const body = Buffer.from('%PDF-1.4\n' + 'x'.repeat(8000) + '\n%%EOF\n');
    const socket = await openSocket(port);
    const closed = untilClosed(socket);
    socket.write(
      `${head('POST', '/api/upload?folderPath=Slow&name=slow.pdf')}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // 80 slices 50 ms apart: four seconds in all, well past the idle timeout, never idle for long.
    const slice = Math.ceil(body.length / 80);
    for (let at = 0; at < body.length; at += slice) {
      socket.write(body.subarray(at, at + slice));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const reply = (await closed).toString();
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('"ok":true');
  });

  it(
    'closes connections past the cap, and takes new ones once others close',
    { timeout: 30_000 },
    async () => {
      const { port, host } = await hostWith({ maxConnections: 2 });
      const held = await Promise.all([openSocket(port), openSocket(port)]);
      for (const socket of held) {
        const answered = new Promise((resolve) => socket.once('data', resolve));
        socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nx-printdesk-token: ${host.token}\r\n\r\n`);
        await answered;
      }
      expect(await page(port, host.token)).toMatchObject({ status: null, closedByServer: true });
      for (const socket of held) socket.destroy();
      // The host counts a connection gone once it sees it close: ask until it does.
      for (;;) {
        const again = await page(port, host.token);
        if (again.status !== null) {
          expect(again.status).toBe(200);
          break;
        }
      }
    },
  );

  it('refuses an upload or a preflight past the limit with a 413 saying so', async () => {
    const { port, head } = await hostWith({ maxUploadBytes: 1024 * 1024 });
    const tooBig = `Content-Length: ${2 * 1024 * 1024}\r\n\r\n`;
    for (const path of ['/api/upload?folderPath=Big&name=big.pdf', '/api/preflight?name=big.pdf']) {
      const reply = await answer(port, `${head('POST', path)}${tooBig}`);
      expect(reply).toMatch(/^HTTP\/1\.1 413 /);
      expect(reply).toContain(
        "big.pdf is 2097152 bytes, more than this PrintDesk's upload limit of 1 MiB (printdesk serve --max-upload-mb).",
      );
    }
  });
});
