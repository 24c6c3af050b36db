import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../file-work/pool.js';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import { startTinyproxy, tinyproxyMissing } from '../print-service/test-support/proxies.js';
import { startSandbox, type RunningSandbox } from '../sandbox/index.js';
import { HotFolderLink } from '../shared/settings/schema.js';
import { createSyncEngine, fileKey, type SyncEngine } from './engine.js';
import { printLibrary } from './print-library.js';
import { maxRetryAfterMs } from './service-probe.js';
import { listRemoteFolder } from './test-support/remote-folder.js';
import { waitFor } from './test-support/wait-for.js';

const goodPdf = path.join(import.meta.dirname, '../../assets/print-files/summer-sale-flyer.pdf');
const proxyMissing = tinyproxyMissing();
if (proxyMissing && process.env.CI !== 'true') console.warn(`proxy test skipped: ${proxyMissing}`);

/** A print service that is down: its port takes connections and drops each after a moment. */
class DeadPort {
  connections = 0;
  open = 0;
  mostOpen = 0;
  private readonly server: net.Server;

  constructor(readonly port: number) {
    this.server = net.createServer((socket) => {
      this.connections++;
      this.mostOpen = Math.max(this.mostOpen, ++this.open);
      socket.on('close', () => this.open--);
      socket.on('error', () => {});
      // Held open a moment, so overlapping requests would show in `mostOpen`.
      setTimeout(() => socket.destroy(), 100);
    });
  }

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A service that accepts every connection, reads the requests and never answers (a hung server). */
class SilentPort {
  /** Request lines received: the client may open a connection ahead of a request, so those are not counted. */
  requests = 0;
  private readonly sockets = new Set<net.Socket>();
  private readonly server: net.Server;

  constructor(readonly port: number) {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {});
      socket.on('data', (chunk: Buffer) => {
        this.requests += chunk.toString('latin1').match(/^[A-Z]+ \S+ HTTP\/1\.1\r$/gm)?.length ?? 0;
      });
    });
  }

  listen(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The service's address answering every request itself (a 503 with Retry-After, a 400 it means). */
function answering(
  port: number,
  status: number,
  headers: Record<string, string>,
  body: object,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

function closed(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

let dir: string;
let sandboxDir: string;
let sandbox: RunningSandbox | undefined;
let port: number;
let key: string;
let client: PrintServiceClient;
const engines: SyncEngine[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-outage-'));
  sandboxDir = path.join(dir, 'sandbox');
  sandbox = await startSandbox({ dataDir: sandboxDir, port: 0, seed: false });
  port = Number(new URL(sandbox.url).port);
  key = sandbox.key;
  client = createPrintServiceClient({ baseUrl: sandbox.url, key });
});
const fileWork = new FileWorkPool({ size: 2 });
afterAll(() => fileWork.close());

afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.stop()));
  await client.close();
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The sandbox goes away; its port is free for a stand-in. */
async function stopService(): Promise<void> {
  await sandbox?.close();
  sandbox = undefined;
}

/** The same sandbox (data, key) comes back on the same port. */
async function startService(): Promise<void> {
  sandbox = await startSandbox({ dataDir: sandboxDir, port, key, seed: false });
}

async function engineWith(
  folder: string,
  l: HotFolderLink,
  remote = printLibrary(client),
): Promise<SyncEngine> {
  await mkdir(folder, { recursive: true });
  const engine = await createSyncEngine({
    dataDir: path.join(dir, 'data'),
    remote,
    fileWork,
    links: [l],
    stabilityMs: 200,
    probeBaseMs: 200,
    probeMaxMs: 800,
  });
  engines.push(engine);
  await engine.start();
  return engine;
}

/** The service goes away and a dead port drops every connection: the next upload takes the engine offline. */
async function goOffline(): Promise<DeadPort> {
  await stopService();
  const dead = new DeadPort(port);
  await dead.listen();
  return dead;
}

const backTomorrow = { ErrorCode: 'ServiceUnavailable', Message: 'Back tomorrow.' };
const aDay = { 'retry-after': String(24 * 3600) };

function link(folder: string): HotFolderLink {
  return HotFolderLink.parse({ id: randomUUID(), localPath: folder, remotePath: `Outage/${randomUUID()}` });
}

describe('sync engine through an outage', () => {
  it('fails nothing while the service is down, probes one at a time, and uploads everything once when it is back', async () => {
    const folder = path.join(dir, 'hot');
    const l = link(folder);
    const engine = await engineWith(folder, l);
    await stopService();
    const dead = new DeadPort(port);
    await dead.listen();
    const count = 12;
    for (let i = 0; i < count; i++) await copyFile(goodPdf, path.join(folder, `job-${i}.pdf`));

    await waitFor(() => engine.status().state === 'offline', 30_000, 'the engine to go offline');
    // The uploads that were already running when the outage began have met it; from now on, only probes.
    await waitFor(() => dead.open === 0, 10_000, 'the first attempts to end');
    dead.mostOpen = 0;
    const before = dead.connections;
    await waitFor(() => dead.connections >= before + 4, 30_000, 'a few probes');
    const status = engine.status();
    expect(status).toMatchObject({ state: 'offline', failed: 0, uploaded: 0 });
    expect(status.queued).toBe(count);
    expect(status.nextTryAt).toBeGreaterThan(Date.now() - 5000);
    expect(status.notice?.kind).toBe('service');
    expect(dead.mostOpen).toBe(1);

    await dead.close();
    await startService();
    await waitFor(() => engine.status().uploaded === count, 60_000, 'every file uploaded');
    await engine.idle();
    expect(engine.status()).toMatchObject({ state: 'idle', failed: 0 });
    expect(engine.status().nextTryAt).toBeUndefined();
    const names = (await listRemoteFolder(client, l.remotePath)).map((i) => i.Name).sort();
    expect(names).toEqual(Array.from({ length: count }, (_, i) => `job-${i}.pdf`).sort());
  });

  it('gives each probe its own deadline: a service that accepts and hangs is probed again and again, and seen when it returns', async () => {
    const folder = path.join(dir, 'hot');
    const l = link(folder);
    const engine = await engineWith(folder, l);
    const dead = await goOffline();
    const count = 3;
    for (let i = 0; i < count; i++) await copyFile(goodPdf, path.join(folder, `card-${i}.pdf`));
    await waitFor(() => engine.status().state === 'offline', 30_000, 'the engine to go offline');
    await dead.close();
    const silent = new SilentPort(port);
    await silent.listen();
    try {
      // The client alone would wait 60 s for the first probe's answer: one request in all that time.
      await waitFor(
        () => silent.requests >= 3,
        45_000,
        'three probes to the hung service',
        () => ({ requests: silent.requests, status: engine.status() }),
      );
      expect(engine.status()).toMatchObject({ state: 'offline', failed: 0, uploaded: 0, queued: count });
    } finally {
      await silent.close();
    }
    await startService();
    await waitFor(
      () => engine.status().uploaded === count,
      60_000,
      'every file uploaded',
      () => engine.status(),
    );
    expect(engine.status().failed).toBe(0);
    expect((await listRemoteFolder(client, l.remotePath)).map((i) => i.Name).sort()).toEqual(
      Array.from({ length: count }, (_, i) => `card-${i}.pdf`),
    );
  });

  it('waits at most 5 min for a Retry-After of a day, from a probe and from an upload', async () => {
    const folder = path.join(dir, 'hot');
    const engine = await engineWith(folder, link(folder));
    const dead = await goOffline();
    await copyFile(goodPdf, path.join(folder, 'banner.pdf'));
    await waitFor(() => engine.status().state === 'offline', 30_000, 'the engine to go offline');
    await dead.close();
    // The next probe meets it; the probes were under a second apart until then.
    const busy = await answering(port, 503, aDay, backTomorrow);
    try {
      await waitFor(
        () => engine.status().nextTryAt! - Date.now() > 60_000,
        30_000,
        'the Retry-After to be waited out',
        () => engine.status(),
      );
      const wait = engine.status().nextTryAt! - Date.now();
      expect(wait).toBeLessThanOrEqual(maxRetryAfterMs);
      expect(wait).toBeGreaterThan(maxRetryAfterMs - 60_000);
      await engine.stop();

      // An upload that meets it first takes an engine offline with the same cap.
      const other = path.join(dir, 'other');
      const second = await engineWith(other, link(other));
      await copyFile(goodPdf, path.join(other, 'banner.pdf'));
      await waitFor(() => second.status().state === 'offline', 30_000, 'the second engine to go offline');
      const secondWait = second.status().nextTryAt! - Date.now();
      expect(secondWait).toBeLessThanOrEqual(maxRetryAfterMs);
      expect(secondWait).toBeGreaterThan(maxRetryAfterMs - 60_000);
    } finally {
      await closed(busy);
    }
  });

  it("waits out a 503's Retry-After before the next try", async () => {
    const folder = path.join(dir, 'hot');
    const l = link(folder);
    const engine = await engineWith(folder, l);
    await stopService();
    const busy = await answering(
      port,
      503,
      { 'retry-after': '20' },
      {
        ErrorCode: 'ServiceUnavailable',
        Message: 'Down for maintenance.',
      },
    );
    await copyFile(goodPdf, path.join(folder, 'poster.pdf'));
    await waitFor(() => engine.status().state === 'offline', 30_000, 'the engine to go offline');
    const { nextTryAt, notice } = engine.status();
    // The probes would be under a second apart; the service asked for 20 s.
    expect(nextTryAt! - notice!.at).toBeGreaterThan(15_000);
    expect(engine.file(fileKey(l.id, 'poster.pdf'))?.state).toBe('queued');
    await closed(busy);
  });

  it('still fails a file at once, with the reason, when the service means its 400', async () => {
    const folder = path.join(dir, 'hot');
    const l = link(folder);
    const engine = await engineWith(folder, l);
    await stopService();
    const refusing = await answering(
      port,
      400,
      {},
      {
        ErrorCode: 'InvalidRequest',
        Message: 'The file name is not allowed.',
      },
    );
    await copyFile(goodPdf, path.join(folder, 'menu.pdf'));
    const refusal = /refused the file: The file name is not allowed/;
    await waitFor(
      () => engine.activity({ state: 'failed' }).items.some((r) => refusal.test(r.message ?? '')),
      30_000,
      'the refusal in the activity',
    );
    expect(engine.file(fileKey(l.id, 'menu.pdf'))).toMatchObject({ state: 'failed', attempts: 1 });
    expect(engine.status().failed).toBe(1);
    expect(engine.status().state).not.toBe('offline');
    await closed(refusing);
  });

  it.skipIf(proxyMissing !== undefined && process.env.CI !== 'true')(
    'pauses everything with one notice when the proxy refuses its password, and goes on once it is fixed',
    async () => {
      const auth = { user: 'printer', password: 'right' };
      const proxy = await startTinyproxy({ basicAuth: auth });
      const route = (password: string) =>
        ({
          kind: 'proxy',
          url: proxy.url,
          credentials: { username: auth.user, password },
          tunnel: false,
        }) as const;
      const wrong = createPrintServiceClient({ baseUrl: sandbox!.url, key, proxy: route('wrong') });
      const right = createPrintServiceClient({ baseUrl: sandbox!.url, key, proxy: route('right') });
      try {
        const folder = path.join(dir, 'hot');
        const l = link(folder);
        const engine = await engineWith(folder, l, printLibrary(wrong));
        const notices: string[] = [];
        engine.on('notice', (n) => notices.push(n.kind));
        for (let i = 0; i < 3; i++) await copyFile(goodPdf, path.join(folder, `proof-${i}.pdf`));
        await waitFor(
          () => engine.status().state === 'error' && engine.status().queued === 3,
          30_000,
          'every link held',
        );
        expect(notices.filter((k) => k === 'proxy')).toHaveLength(1);
        expect(engine.status()).toMatchObject({ failed: 0, notice: { kind: 'proxy' } });
        expect(engine.status().notice?.message).toMatch(/proxy/);

        engine.setRemote(printLibrary(right));
        await waitFor(() => engine.status().uploaded === 3, 30_000, 'every file uploaded');
        expect(engine.status().notice).toBeUndefined();
      } finally {
        await wrong.close();
        await right.close();
        await proxy.close();
      }
    },
  );
});
