/**
 * The sandbox's limits (issue 26): a request target that is no URL, headers or a body that stop
 * half-way, too many connections, an upload past the limit. A slow upload that keeps going, and
 * the sandbox's own slow answers, are never cut.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { exchange, openSocket, untilClosed } from '../../test/raw-http.js';
import type { ServerLimits } from '../platform/http-hardening.js';
import type { FaultPlan } from './kernel/faults.js';
import { startTestSandbox } from './test-support/test-sandbox.js';
import type { TestSandbox } from './test-support/test-sandbox.js';

const running: TestSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function sandboxWith(limits: Partial<ServerLimits>, faults?: FaultPlan) {
  const sandbox = await startTestSandbox({ limits, seed: false, ...(faults ? { faults } : {}) });
  running.push(sandbox);
  const port = Number(new URL(sandbox.url).port);
  const head = (method: string, path: string, extra = '') =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOcp-Apim-Subscription-Key: ${sandbox.key}\r\n${extra}`;
  return { sandbox, port, head };
}

/** Writes `bytes` and reads everything until the sandbox closes the connection. */
async function answer(port: number, bytes: string | Buffer): Promise<string> {
  const socket = await openSocket(port);
  const closed = untilClosed(socket);
  socket.write(bytes);
  return (await closed).toString('latin1');
}

const boundary = 'limitsboundary';
function multipart(content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

describe('the sandbox keeps going', () => {
  it('answers a request target that is no URL with a 400 naming it', async () => {
    const { port, head } = await sandboxWith({});
    const reply = await answer(port, `${head('GET', '//[')}Connection: close\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(reply).toContain('"ErrorCode":"InvalidRequest"');
    expect(reply).toContain('the request target is not a valid path');
  });

  it('cuts a connection whose headers stop half-way', { timeout: 20_000 }, async () => {
    const { port } = await sandboxWith({ headersTimeoutMs: 300 });
    const socket = await openSocket(port);
    const closed = untilClosed(socket);
    socket.write(`GET /usr/AccountService/user HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
    expect((await closed).toString()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts an upload whose body stops, with no request timeout', { timeout: 20_000 }, async () => {
    const { port, head } = await sandboxWith({ idleTimeoutMs: 300 });
    const socket = await openSocket(port);
    const closed = untilClosed(socket);
    socket.write(
      `${head('POST', '/dir/StorageService/Stalled')}Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: 100000\r\n\r\n--${boundary}\r\n`,
    );
    await closed;
    expect(socket.destroyed).toBe(true);
  });

  it('lets a slow upload that keeps sending go on past the idle timeout', { timeout: 60_000 }, async () => {
    const { port, head } = await sandboxWith({ idleTimeoutMs: 1500 });
    const body = multipart(Buffer.from('%PDF-1.4\n' + 'x'.repeat(8000) + '\n%%EOF\n'));
    const socket = await openSocket(port);
    const closed = untilClosed(socket);
    socket.write(
      `${head('POST', '/dir/StorageService/Slow')}Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    );
    // 80 slices 50 ms apart: four seconds in all, well past the idle timeout, never idle for long.
    const slice = Math.ceil(body.length / 80);
    for (let at = 0; at < body.length; at += slice) {
      socket.write(body.subarray(at, at + slice));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const reply = (await closed).toString();
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toContain('"Name":"Slow"');
  });

  it('does not count its own slow answer as the client being idle', { timeout: 30_000 }, async () => {
    const { port, head } = await sandboxWith(
      { idleTimeoutMs: 300 },
      { rate: 1, kinds: ['delay'], delayMs: 1500, routes: ['GetUser'] },
    );
    const reply = await exchange(port, `${head('GET', '/usr/AccountService/user')}\r\n`, 20_000);
    expect(reply.status).toBe(200);
  });

  it(
    'closes connections past the cap, and takes new ones once others close',
    { timeout: 30_000 },
    async () => {
      const { port, head } = await sandboxWith({ maxConnections: 2 });
      const user = `${head('GET', '/usr/AccountService/user')}\r\n`;
      // Two connections that stay open (keep-alive) after being answered.
      const held = await Promise.all([openSocket(port), openSocket(port)]);
      for (const socket of held) {
        const answered = new Promise((resolve) => socket.once('data', resolve));
        socket.write(user);
        await answered;
      }
      const third = await exchange(port, user, 20_000);
      expect(third).toMatchObject({ status: null, closedByServer: true });
      for (const socket of held) socket.destroy();
      // The sandbox counts a connection gone once it sees it close: ask until it does.
      for (;;) {
        const again = await exchange(port, user, 20_000);
        if (again.status !== null) {
          expect(again.status).toBe(200);
          break;
        }
      }
    },
  );

  it('refuses an upload past the limit with a 413, declared or streamed', { timeout: 30_000 }, async () => {
    const { port, head } = await sandboxWith({ maxUploadBytes: 4096 });
    const upload = (extra: string) =>
      `${head('POST', '/dir/StorageService/Big')}Content-Type: multipart/form-data; boundary=${boundary}\r\n${extra}`;
    const big = multipart(Buffer.alloc(10_000, 'x'));

    // Declared: refused before a byte of the body is read.
    const declared = await answer(port, `${upload(`Content-Length: ${big.length}\r\n`)}\r\n`);
    expect(declared).toMatch(/^HTTP\/1\.1 413 /);
    expect(declared).toContain('"ErrorCode":"RequestTooLarge"');
    expect(declared).toContain(
      "larger than this sandbox's upload limit of 4096 bytes (printdesk sandbox --max-upload-mb)",
    );

    // Without a length: refused as it streams past the limit.
    const chunked = Buffer.concat([
      Buffer.from(
        `${upload('Transfer-Encoding: chunked\r\nConnection: close\r\n')}\r\n${big.length.toString(16)}\r\n`,
      ),
      big,
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const streamed = await answer(port, chunked);
    expect(streamed).toMatch(/^HTTP\/1\.1 413 /);
    expect(streamed).toContain('"ErrorCode":"RequestTooLarge"');

    // Under the limit: stored.
    const small = multipart(Buffer.from('%PDF-1.4\n%%EOF\n'));
    const stored = await answer(
      port,
      Buffer.concat([
        Buffer.from(`${upload(`Content-Length: ${small.length}\r\nConnection: close\r\n`)}\r\n`),
        small,
      ]),
    );
    expect(stored).toMatch(/^HTTP\/1\.1 200 /);
  });
});
