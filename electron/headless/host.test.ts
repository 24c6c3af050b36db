import { readFile, readdir, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { memorySecretStore } from '../secrets/secret-store.js';
import { startHeadless } from './start.js';
import type { Headless } from './start.js';
import { samplePdf } from '../../test/sample-pdfs.js';
import { orderRecordCsv } from '../app/jobs/order-record.js';
import { sampleOrder, writeOrderLines } from '../app/jobs/test-support/order-lines.js';
import { FileWorkPool } from '../file-work/pool.js';
import type { Preflight } from '../shared/contract/sync.js';
import { preflightFile } from '../preflight/preflight-file.js';
import { profiles } from '../shared/preflight/profiles.js';

const brochurePdf = samplePdf('spring-open-house-brochure.pdf');

let headless: Headless;
let dataDir: string;
let rendererDir: string;

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function http(
  path: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: headless.host.port,
        path,
        method: options.method ?? 'GET',
        headers: { host: `127.0.0.1:${headless.host.port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const token = () => headless.host.token;

type Message = Record<string, unknown>;

/**
 * Opens a socket collecting every message from the first (the hello can arrive with the handshake);
 * rejects with the handshake's HTTP status when refused.
 */
function socket(
  query: string,
  headers: Record<string, string> = {},
): Promise<{ ws: WebSocket; received: Message[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${headless.host.port}/api/ws${query}`, { headers });
    const received: Message[] = [];
    ws.on('message', (data) => received.push(JSON.parse(data.toString()) as Message));
    ws.once('open', () => resolve({ ws, received }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The refusals the core's log (in the data folder) holds so far, and its whole text. */
async function readLog(): Promise<{ text: string; refusals: Array<{ what: string; reason: string }> }> {
  const folder = join(dataDir, 'data', 'logs');
  const names = await readdir(folder);
  const text = (await Promise.all(names.map((name) => readFile(join(folder, name), 'utf8')))).join('');
  const refusals = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { event: string; what: string; reason: string })
    .filter((line) => line.event === 'refusal')
    .map(({ what, reason }) => ({ what, reason }));
  return { text, refusals };
}

async function until<T>(find: () => T | undefined): Promise<T> {
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-host-'));
  rendererDir = join(dataDir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(
    join(rendererDir, 'index.html'),
    '<!doctype html><title>PrintDesk</title><div id="root"></div>',
  );
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("app")');
  headless = await startHeadless({
    dataDir: join(dataDir, 'data'),
    port: 0,
    rendererDir,
    secretStore: memorySecretStore(),
  });
});

afterAll(async () => {
  await headless?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the headless host', () => {
  it('listens on loopback only', async () => {
    expect(headless.host.address).toBe('127.0.0.1');
    expect(headless.host.url).toBe(`http://127.0.0.1:${headless.host.port}/?token=${token()}`);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (!external) return; // no other interface on this machine: nothing else could reach it anyway
    const reached = await new Promise<boolean>((resolve) => {
      const probe = connect(headless.host.port, external.address);
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    expect(reached).toBe(false);
  });

  it('refuses the page without its token, and logs the refusal', async () => {
    expect((await http('/')).status).toBe(401);
    expect((await http('/?token=wrong')).status).toBe(401);
    expect((await http('/assets/app.js')).status).toBe(401);
    const log = await readLog();
    expect(log.refusals).toContainEqual({
      what: 'GET /assets/app.js',
      reason: expect.stringMatching(/^401 Refused/),
    });
    expect(log.text).not.toContain('token=wrong');
  });

  it('serves the page with its token, a strict CSP and a cookie for the assets', async () => {
    const page = await http(`/?token=${token()}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    expect(String(page.headers['set-cookie'])).toContain('HttpOnly');
    const asset = await http('/assets/app.js', { headers: { cookie } });
    expect(asset).toMatchObject({ status: 200, body: 'console.log("app")' });
    expect(asset.headers['content-type']).toContain('text/javascript');
  });

  it('refuses a foreign Host (DNS rebinding) even with the token', async () => {
    const reply = await http(`/?token=${token()}`, {
      headers: { host: `attacker.example:${headless.host.port}` },
    });
    expect(reply.status).toBe(421);
  });

  it('refuses a foreign Origin even with the token', async () => {
    const reply = await http(`/api/upload?token=${token()}`, {
      method: 'POST',
      headers: { origin: 'http://attacker.example', 'content-length': 1 },
      body: Buffer.from('x'),
    });
    expect(reply.status).toBe(403);
  });

  it('does not serve files outside the renderer', async () => {
    await writeFile(join(dataDir, 'secret.txt'), 'not for the browser');
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
    ]) {
      const reply = await http(`${path}?token=${token()}`);
      expect(reply.body).not.toContain('not for the browser');
    }
  });

  it('refuses a WebSocket without the token, or from a foreign Origin or Host', async () => {
    await expect(socket('')).rejects.toThrow('HTTP 401');
    await expect(socket(`?token=${token()}`, { origin: 'http://attacker.example' })).rejects.toThrow(
      'HTTP 403',
    );
    await expect(socket(`?token=${token()}`, { host: 'attacker.example' })).rejects.toThrow('HTTP 421');
  });

  it('answers requests and pushes events over one WebSocket', async () => {
    const { ws, received } = await socket(`?token=${token()}`, { origin: headless.host.origin });
    try {
      // The core announced its account at start: the hello says how far the events have got.
      const hello = await until(() => received.find((m) => 'hello' in m));
      expect(hello).toMatchObject({ hello: { protocol: 1, seq: expect.any(Number) } });
      expect((hello.hello as { seq: number }).seq).toBeGreaterThan(0);
      ws.send(JSON.stringify({ id: 'a', channel: 'account.status', input: {} }));
      const status = await until(() => received.find((m) => m.id === 'a'));
      expect(status).toMatchObject({
        ok: true,
        value: { environment: { kind: 'embedded' }, connected: true },
      });

      ws.send(JSON.stringify({ id: 7, channel: 'settings.setSyncPreferences', input: { concurrency: 5 } }));
      const event = await until(() => received.find((m) => m.event === 'settings.changed'));
      expect(event).toMatchObject({ seq: expect.any(Number), payload: { sync: { concurrency: 5 } } });
      expect(await until(() => received.find((m) => m.id === 7))).toMatchObject({ ok: true });

      ws.send(JSON.stringify({ id: 'b', channel: 'library.search', input: { pageSize: 100_000 } }));
      expect(await until(() => received.find((m) => m.id === 'b'))).toMatchObject({
        ok: false,
        error: { code: 'invalid-input' },
      });
      ws.send('not json');
      expect(await until(() => received.find((m) => m.id === null))).toMatchObject({
        ok: false,
        error: { code: 'invalid-input' },
      });
    } finally {
      ws.close();
    }
  });

  it('lets a browser name no local path: uploads.add and sync.preflight of a path are refused, and logged', async () => {
    const { ws, received } = await socket(`?token=${token()}`, { origin: headless.host.origin });
    try {
      ws.send(
        JSON.stringify({
          id: 'u',
          channel: 'uploads.add',
          input: { folderPath: 'Inbox', paths: ['/etc/passwd'] },
        }),
      );
      ws.send(JSON.stringify({ id: 'p', channel: 'sync.preflight', input: { path: '/etc/passwd' } }));
      for (const id of ['u', 'p'])
        expect(await until(() => received.find((m) => m.id === id))).toMatchObject({
          ok: false,
          error: { code: 'not-granted', details: { path: '/etc/passwd' } },
        });
    } finally {
      ws.close();
    }
    const { refusals } = await readLog();
    for (const what of ['uploads.add', 'sync.preflight'])
      expect(refusals).toContainEqual({
        what,
        reason: expect.stringContaining('PrintDesk reads only files you picked or dropped'),
      });
  });

  it('streams an upload into the library and reports it over the socket', async () => {
    const { ws, received } = await socket(`?token=${token()}`);
    try {
      const bytes = await readFile(brochurePdf);
      const reply = await http(
        `/api/upload?folderPath=${encodeURIComponent('Browser uploads')}&name=brochure.pdf`,
        {
          method: 'POST',
          headers: {
            'x-printdesk-token': token(),
            'content-length': bytes.length,
            'content-type': 'application/pdf',
          },
          body: bytes,
        },
      );
      expect(reply.status).toBe(200);
      const body = JSON.parse(reply.body) as {
        ok: boolean;
        value: { id: string; state: string; result: unknown };
      };
      expect(body).toMatchObject({
        ok: true,
        value: {
          state: 'done',
          size: bytes.length,
          result: { name: 'brochure.pdf', pageCount: 4, isBroken: false },
        },
      });
      const done = await until(() =>
        received.find(
          (m) => m.event === 'upload.changed' && (m.payload as { state: string }).state === 'done',
        ),
      );
      expect(done).toMatchObject({ payload: { id: body.value.id } });
    } finally {
      ws.close();
    }
  });

  it('refuses an upload without a folder, a name or a length, or with control characters', async () => {
    const headers = { 'x-printdesk-token': token() };
    const injected = await http(`/api/upload?folderPath=A&name=${encodeURIComponent('a.pdf\r\nX-Evil: 1')}`, {
      method: 'POST',
      headers,
      body: Buffer.from('x'),
    });
    expect(injected.status).toBe(400);
    expect(
      (await http('/api/upload?name=a.pdf', { method: 'POST', headers, body: Buffer.from('x') })).status,
    ).toBe(400);
    expect(
      (await http('/api/upload?folderPath=A', { method: 'POST', headers, body: Buffer.from('x') })).status,
    ).toBe(400);
    const chunked = await http('/api/upload?folderPath=A&name=a.pdf', {
      method: 'POST',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      body: Buffer.from('x'),
    });
    expect(chunked.status).toBe(411);
  });

  it('streams the order record as a CSV download, with its token only', async () => {
    await writeOrderLines(join(dataDir, 'data'), 1_500);
    const path = '/api/export/hot-folder-orders.csv';
    expect((await http(path)).status).toBe(401);
    const reply = await http(`${path}?token=${token()}`);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="printdesk-hot-folder-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.body).toBe(orderRecordCsv(Array.from({ length: 1_500 }, (_, n) => sampleOrder(n))));
    expect((await http(`${path}?token=${token()}`, { method: 'POST' })).status).toBe(405);
  });

  it('preflights a file the browser streams, then forgets it', async () => {
    const headers = { 'x-printdesk-token': token() };
    // Large enough that its first 1 KiB and last 2 KiB leave out objects (the damaged file below).
    const bytes = await readFile(samplePdf('annual-report-booklet-12p.pdf'));
    const checked = await http(`/api/preflight?name=${encodeURIComponent('booklet.pdf')}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': bytes.length },
      body: bytes,
    });
    expect(checked.status).toBe(200);
    expect(JSON.parse(checked.body)).toMatchObject({
      ok: true,
      value: {
        path: '',
        name: 'booklet.pdf',
        type: 'pdf',
        pageCount: 12,
        pageSizes: [{ widthPt: 396, heightPt: 612 }],
        problem: null,
        thumbnail: null,
        profile: 'standard',
      },
    });
    // The same findings as the file on disk gets, with pictures of the pages they concern.
    const value = (JSON.parse(checked.body) as { value: Preflight }).value;
    const pool = new FileWorkPool({ size: 1 });
    const onDisk = await preflightFile(samplePdf('annual-report-booklet-12p.pdf'), pool, {
      profile: profiles.standard,
      trim: null,
    });
    await pool.close();
    expect(value.findings).toEqual(onDisk.findings);
    expect(value.findings.length).toBeGreaterThan(0);
    expect(value.pagePictures.map((p) => p.page)).toEqual([1, 2, 3]);
    // Header and trailer without the objects between: a damaged PDF, said so before a byte goes out.
    const damaged = Buffer.concat([bytes.subarray(0, 1024), bytes.subarray(bytes.length - 2048)]);
    const broken = await http('/api/preflight?name=broken.pdf', {
      method: 'POST',
      headers: { ...headers, 'content-length': damaged.length },
      body: damaged,
    });
    expect(JSON.parse(broken.body)).toMatchObject({
      ok: true,
      value: { name: 'broken.pdf', problem: 'damaged' },
    });
    const empty = await http('/api/preflight?name=empty.pdf', {
      method: 'POST',
      headers: { ...headers, 'content-length': 0 },
      body: Buffer.alloc(0),
    });
    expect(JSON.parse(empty.body)).toMatchObject({ ok: true, value: { problem: 'empty' } });
    expect((await http('/api/preflight', { method: 'POST', headers, body: Buffer.from('x') })).status).toBe(
      400,
    );
  });
});
