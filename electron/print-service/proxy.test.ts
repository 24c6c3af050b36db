/**
 * Calls and uploads through a real forward proxy (tinyproxy on loopback) to the sandbox: the
 * environment variables, the manual setting, CONNECT, credentials, and a proxy that is not there;
 * and through a stub proxy that answers 502 to everything, CONNECT included.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestSandbox } from '../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { createPrintServiceClient } from './client.js';
import type { PrintServiceClient } from './client.js';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { WellKnownFolder } from '../shared/models/enums.js';
import { proxyRouteFor } from './proxy-policy.js';
import type { ProxyRoute } from './proxy-route.js';
import { freePort, startRefusingProxy, startTinyproxy, tinyproxyMissing } from './test-support/proxies.js';
import type { TestProxy } from './test-support/proxies.js';

const missing = tinyproxyMissing();
if (missing && process.env.CI !== 'true') console.warn(`proxy tests skipped: ${missing}`);
const sample = join(import.meta.dirname, '../../assets/print-files/summer-sale-flyer.pdf');

describe.skipIf(missing !== undefined && process.env.CI !== 'true')('through a forward proxy', () => {
  let sandbox: TestSandbox;
  let open: TestProxy;
  let guarded: TestProxy;
  /** A file the socket buffers cannot swallow: a proxy that refuses it breaks the upload mid-body. */
  let large: string;
  let scratch: string;
  const clients: PrintServiceClient[] = [];

  beforeAll(async () => {
    if (missing) throw new Error(`CI=true and ${missing}`);
    sandbox = await startTestSandbox({ seed: false });
    open = await startTinyproxy();
    guarded = await startTinyproxy({ basicAuth: { user: 'printroom', password: 's3cret' } });
    scratch = await mkdtemp(join(tmpdir(), 'printdesk-proxy-'));
    large = join(scratch, 'large.pdf');
    await writeFile(large, Buffer.alloc(24 << 20, 0x25));
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([open?.close(), guarded?.close(), sandbox?.close()]);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  afterEach(() => vi.unstubAllEnvs());

  const clientVia = (proxy?: ProxyRoute) => {
    const client = createPrintServiceClient({
      baseUrl: sandbox.url,
      key: sandbox.key,
      retries: { retries: 0 },
      ...(proxy ? { proxy } : {}),
    });
    clients.push(client);
    return client;
  };
  const sandboxHost = () => new URL(sandbox.url).host;
  const carried = async (proxy: TestProxy) =>
    (await proxy.requests()).filter((line) => line.includes(sandboxHost()));
  const inbox = { WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder };
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => expect.unreachable('the call should have failed'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(PrintServiceError);
        return error as PrintServiceError;
      },
    );

  it('sends API calls and file uploads through HTTP_PROXY, forwarded as plain HTTP', async () => {
    vi.stubEnv('HTTP_PROXY', open.url);
    vi.stubEnv('NO_PROXY', '');
    const before = (await carried(open)).length;
    const client = clientVia();
    const folder = await client.storage.getFolder(inbox);
    expect(folder.Name).toBeTruthy();
    const uploaded = await client.storage.uploadFile('Proxy/Env', { path: sample });
    expect(uploaded.Files).toHaveLength(1);
    const lines = (await carried(open)).slice(before);
    // An absolute-URI request line is a forwarded request: both threads went through the proxy.
    const origin = sandbox.url.replace(/\/+$/, '');
    expect(lines).toEqual([
      `POST ${origin}/dir/StorageService/GetFolder HTTP/1.1`,
      `POST ${origin}/dir/StorageService/Proxy/Env HTTP/1.1`,
    ]);
  });

  it('runs `printdesk sync` through HTTP_PROXY', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'printdesk-proxy-cli-'));
    try {
      await mkdir(join(dir, 'hot'));
      await copyFile(sample, join(dir, 'hot', 'flyer.pdf'));
      const before = (await carried(open)).length;
      const args = ['sync', join(dir, 'hot'), '--to', 'Proxy/Cli', '--base-url', sandbox.url];
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          'electron/cli/main.ts',
          ...args,
          '--data-dir',
          join(dir, 'data'),
          '--once',
          '--stability-ms',
          '100',
        ],
        {
          cwd: resolve(import.meta.dirname, '../..'),
          env: { ...process.env, PRINTDESK_KEY: sandbox.key, HTTP_PROXY: open.url, NO_PROXY: '' },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((done) => child.once('exit', done));
      expect(code, stderr).toBe(0);
      const lines = (await carried(open)).slice(before);
      expect(lines).toContain(
        `POST ${sandbox.url.replace(/\/+$/, '')}/dir/StorageService/Proxy/Cli HTTP/1.1`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('goes direct for a host listed in no_proxy', async () => {
    vi.stubEnv('http_proxy', open.url);
    vi.stubEnv('no_proxy', 'localhost, 127.0.0.1');
    const before = (await carried(open)).length;
    const client = clientVia();
    await client.storage.getFolder(inbox);
    await client.storage.uploadFile('Proxy/Bypass', { path: sample });
    expect((await carried(open)).length).toBe(before);
  });

  it('uses the manual proxy of the settings, with its user and password', async () => {
    const route = await proxyRouteFor(sandbox.url, {
      setting: { mode: 'manual', url: guarded.url, username: 'printroom' },
      password: 's3cret',
    });
    const before = (await carried(guarded)).length;
    const client = clientVia(route);
    await client.storage.getFolder(inbox);
    await client.storage.uploadFile('Proxy/Manual', { path: sample });
    expect((await carried(guarded)).length).toBeGreaterThanOrEqual(before + 2);
  });

  it('tunnels with CONNECT through a proxy that wants no credentials', async () => {
    const before = (await carried(open)).length;
    const client = clientVia({ kind: 'proxy', url: open.url, tunnel: true });
    await client.storage.getFolder(inbox);
    const uploaded = await client.storage.uploadFile('Proxy/Open tunnel', { path: sample });
    expect(uploaded.Files).toHaveLength(1);
    const lines = (await carried(open)).slice(before);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.every((l) => l.startsWith(`CONNECT ${sandboxHost()}`))).toBe(true);
  });

  it('tunnels with CONNECT, credentials taken from the proxy URL', async () => {
    const url = new URL(guarded.url);
    url.username = 'printroom';
    url.password = 's3cret';
    const direct = await proxyRouteFor(sandbox.url, {
      setting: { mode: 'system' },
      env: { HTTP_PROXY: url.href },
    });
    expect(direct).toMatchObject({ credentials: { username: 'printroom', password: 's3cret' } });
    // The sandbox speaks http; an https service is tunnelled the same way.
    const route = { ...direct, tunnel: true } as ProxyRoute;
    const before = (await carried(guarded)).length;
    const client = clientVia(route);
    await client.storage.getFolder(inbox);
    await client.storage.uploadFile('Proxy/Tunnel', { path: sample });
    const lines = (await carried(guarded)).slice(before);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.every((l) => l.startsWith(`CONNECT ${sandboxHost()}`))).toBe(true);
  });

  for (const tunnel of [false, true]) {
    it(`names the proxy when it refuses the password (${tunnel ? 'CONNECT' : 'forwarded'})`, async () => {
      const client = clientVia({
        kind: 'proxy',
        url: guarded.url,
        credentials: { username: 'printroom', password: 'wrong' },
        tunnel,
      });
      const error = await failure(client.storage.getFolder(inbox));
      // tinyproxy answers a wrong password with 401, and no password at all with 407.
      expect(error).toMatchObject({ kind: 'proxy', status: 401, retryable: false, requestSent: false });
      expect(error.message).toBe(
        `The proxy 127.0.0.1:${guarded.port} refused the request (401 Unauthorized): check the proxy user and password.`,
      );
      for (const path of [sample, large]) {
        const upload = await failure(client.storage.uploadFile('Proxy/Refused', { path }));
        expect(upload).toMatchObject({ kind: 'proxy', status: 401, requestSent: false, retryable: false });
      }
    });
  }

  for (const tunnel of [false, true]) {
    it(`asks for the proxy's user and password when it wants them (407, ${tunnel ? 'CONNECT' : 'forwarded'})`, async () => {
      const client = clientVia({ kind: 'proxy', url: guarded.url, tunnel });
      const error = await failure(client.storage.getFolder(inbox));
      expect(error).toMatchObject({ kind: 'proxy', status: 407, retryable: false, requestSent: false });
      expect(error.message).toBe(
        `The proxy 127.0.0.1:${guarded.port} refused the request (407 Proxy Authentication Required): the proxy needs a user and password: enter them in Account (Proxy).`,
      );
    });
  }

  it('names the proxy when it cannot reach the service', async () => {
    const closedPort = await freePort();
    const client = createPrintServiceClient({
      baseUrl: `http://127.0.0.1:${closedPort}`,
      key: sandbox.key,
      retries: { retries: 0 },
      proxy: { kind: 'proxy', url: open.url, tunnel: false },
    });
    clients.push(client);
    const error = await failure(client.storage.getFolder(inbox));
    // tinyproxy says 500 "Unable to connect"; squid would say 502 or 503.
    expect(error).toMatchObject({ kind: 'proxy', status: 500, retryable: true });
    expect(error.message).toBe(
      `The proxy 127.0.0.1:${open.port} refused the request (500 Internal Server Error): it could not reach the print service. Check the proxy, or try again later.`,
    );
  });

  it('names the proxy when nothing listens on its port', async () => {
    const port = await freePort();
    vi.stubEnv('HTTP_PROXY', `http://127.0.0.1:${port}`);
    vi.stubEnv('NO_PROXY', '');
    const client = clientVia();
    const error = await failure(client.storage.getFolder(inbox));
    expect(error).toMatchObject({ kind: 'proxy', causeCode: 'ECONNREFUSED', requestSent: false });
    expect(error.message).toBe(
      `Cannot reach the proxy 127.0.0.1:${port} (ECONNREFUSED). Check the proxy settings in Account, or your network.`,
    );
    const upload = await failure(client.storage.uploadFile('Proxy/Unreachable', { path: sample }));
    expect(upload.message).toContain(`the proxy 127.0.0.1:${port}`);
  });
});

describe('through a proxy that cannot reach the service (502)', () => {
  // No service behind it: the proxy answers before anything could be forwarded.
  const baseUrl = 'http://print.example.test';

  for (const tunnel of [false, true]) {
    it(`names the proxy, not the service (${tunnel ? 'CONNECT refused' : 'forwarded'})`, async () => {
      const proxy = await startRefusingProxy(502);
      const client = createPrintServiceClient({
        baseUrl,
        key: 'a-test-key',
        retries: { retries: 0 },
        proxy: { kind: 'proxy', url: proxy.url, tunnel },
      });
      try {
        const expected = {
          kind: 'proxy',
          status: 502,
          retryable: true,
          requestSent: false,
          message: `The proxy 127.0.0.1:${proxy.port} refused the request (502 Bad Gateway): it could not reach the print service. Check the proxy, or try again later.`,
        };
        const call = await client.storage
          .getFolder({ WellKnownFolder: WellKnownFolder.values.PrintFileInboxFolder })
          .catch((e: unknown) => e);
        expect(call).toBeInstanceOf(PrintServiceError);
        expect(call).toMatchObject(expected);
        const upload = await client.storage
          .uploadFile('Proxy/Gateway', { path: sample })
          .catch((e: unknown) => e);
        expect(upload).toMatchObject(expected);
        const asked = tunnel ? 'CONNECT print.example.test:80 ' : `POST ${baseUrl}/`;
        expect(proxy.requests.length).toBeGreaterThanOrEqual(2);
        expect(proxy.requests.every((line) => line.startsWith(asked))).toBe(true);
      } finally {
        await client.close();
        await proxy.close();
      }
    });
  }
});
