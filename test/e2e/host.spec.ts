/**
 * The headless host seen from a real browser: the page opens with its token, its own origin talks
 * to the core over the WebSocket and streams uploads, and a page of another origin gets nothing.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from '@playwright/test';
import { writeLetterPdf } from '../sample-pdfs.js';

const root = resolve(import.meta.dirname, '../..');

let child: ChildProcess;
let dataDir: string;
let url: URL;
let token: string;
let foreign: Server;
let foreignOrigin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-host-e2e-'));
  child = spawn(
    join(root, 'node_modules/.bin/tsx'),
    [join(root, 'electron/cli/main.ts'), 'serve', '--port', '0', '--json', '--data-dir', dataDir],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const first = await new Promise<string>((done, fail) => {
    createInterface({ input: child.stdout! }).once('line', done);
    child.once('exit', (code) => fail(new Error(`printdesk serve exited with ${code}`)));
  });
  child.stdout!.resume();
  url = new URL((JSON.parse(first) as { url: string }).url);
  token = url.searchParams.get('token')!;
  // Another site on this machine: it knows the port and even the token, but not our origin.
  foreign = createServer((_req, res) => res.end('<!doctype html><title>elsewhere</title>'));
  await new Promise<void>((done) => foreign.listen(0, '127.0.0.1', done));
  foreignOrigin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  foreign?.close();
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('the page opens with its token, under a strict CSP, and not without it', async ({ page, browser }) => {
  const response = await page.goto(url.href);
  // 200 with the built renderer; 503 with the "run npm run build" page when dist/renderer is missing.
  expect([200, 503]).toContain(response!.status());
  expect(response!.headers()['content-security-policy']).toContain("default-src 'none'");
  // A browser that never had the token (no cookie either).
  const stranger = await browser.newContext();
  try {
    const refused = await (await stranger.newPage()).goto(new URL('/', url).href);
    expect(refused!.status()).toBe(401);
  } finally {
    await stranger.close();
  }
});

test('the page’s own origin makes requests and receives events over the WebSocket', async ({ page }) => {
  await page.goto(url.href);
  const outcome = await page.evaluate(
    async ({ host, token }) => {
      const ws = new WebSocket(`ws://${host}/api/ws?token=${token}`);
      const messages: Array<Record<string, unknown>> = [];
      const next = (match: (m: Record<string, unknown>) => boolean) =>
        new Promise<Record<string, unknown>>((done) => {
          const found = messages.find(match);
          if (found) return done(found);
          ws.addEventListener('message', function listen(e) {
            const m = JSON.parse(String(e.data)) as Record<string, unknown>;
            if (match(m)) {
              ws.removeEventListener('message', listen);
              done(m);
            }
          });
        });
      ws.addEventListener('message', (e) =>
        messages.push(JSON.parse(String(e.data)) as Record<string, unknown>),
      );
      await new Promise((done) => ws.addEventListener('open', done));
      ws.send(JSON.stringify({ id: 1, channel: 'account.status', input: {} }));
      const status = await next((m) => m.id === 1);
      ws.send(
        JSON.stringify({ id: 2, channel: 'settings.setSyncPreferences', input: { notifications: false } }),
      );
      const event = await next((m) => m.event === 'settings.changed');
      ws.close();
      return { status, event };
    },
    { host: url.host, token },
  );
  expect(outcome.status).toMatchObject({ id: 1, ok: true, value: { environment: { kind: 'embedded' } } });
  expect(outcome.event).toMatchObject({
    seq: expect.any(Number),
    payload: { sync: { notifications: false } },
  });
});

test('the browser streams a file’s bytes into the library', async ({ page }) => {
  await page.goto(url.href);
  const bytes = [...(await readFile(await writeLetterPdf(2)))];
  const reply = await page.evaluate(
    async ({ token, bytes }) => {
      const body = new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });
      const res = await fetch(
        `/api/upload?folderPath=${encodeURIComponent('Browser uploads')}&name=letter.pdf`,
        {
          method: 'POST',
          headers: { 'x-printdesk-token': token },
          body,
        },
      );
      return { status: res.status, body: (await res.json()) as unknown };
    },
    { token, bytes },
  );
  expect(reply).toMatchObject({
    status: 200,
    body: { ok: true, value: { state: 'done', result: { name: 'letter.pdf', pageCount: 2 } } },
  });
});

test('a page of another origin cannot use the host, even knowing the token', async ({ page }) => {
  await page.goto(foreignOrigin);
  const outcome = await page.evaluate(
    async ({ port, token }) => {
      const socket = await new Promise<string>((done) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${token}`);
        ws.addEventListener('open', () => done('open'));
        ws.addEventListener('error', () => done('refused'));
      });
      const upload = await fetch(
        `http://127.0.0.1:${port}/api/upload?folderPath=X&name=x.pdf&token=${token}`,
        {
          method: 'POST',
          mode: 'no-cors',
          body: 'x',
        },
      ).then(
        (res) => res.type,
        () => 'refused',
      );
      return { socket, upload };
    },
    { port: Number(url.port), token },
  );
  expect(outcome.socket).toBe('refused');
  // A no-cors reply is opaque to the page; what matters is the host refused it (checked below).
  expect(['opaque', 'refused']).toContain(outcome.upload);
  await page.goto(url.href);
  const found = await page.evaluate(
    async ({ host, token }) => {
      const ws = new WebSocket(`ws://${host}/api/ws?token=${token}`);
      await new Promise((done) => ws.addEventListener('open', done));
      ws.send(JSON.stringify({ id: 1, channel: 'library.search', input: { text: 'x.pdf' } }));
      const reply = await new Promise<{ value?: { items: Array<{ name: string }> } }>((done) =>
        ws.addEventListener('message', (e) => {
          const m = JSON.parse(String(e.data)) as { id?: number };
          if (m.id === 1) done(m as never);
        }),
      );
      ws.close();
      return reply.value?.items.map((i) => i.name) ?? [];
    },
    { host: url.host, token },
  );
  expect(found).not.toContain('x.pdf');
});
