/**
 * The cookie the page sets for its assets (issue 33): a browser sends a cookie of 127.0.0.1 to every
 * port there, so it is named for its host's port (two hosts keep their own) and holds a page key that
 * opens the page's files only, never the token nor anything of the API.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startHeadlessHost, type HostCore, type RunningHost } from './host.js';

/**
 * Nothing these tests send gets past the guard to the core: a core with no router, no uploads and
 * no events, which fails any request that reaches it.
 */
const noCore = { on: () => () => {} } as unknown as HostCore;

let dir: string;
let hosts: RunningHost[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-page-cookie-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(join(rendererDir, 'assets'), { recursive: true });
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>PrintDesk</title>');
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log("app")');
  hosts = await Promise.all(
    [0, 1].map(() => startHeadlessHost({ core: noCore, rendererDir, log: () => {} })),
  );
});

afterAll(async () => {
  await Promise.all((hosts ?? []).map((h) => h.close()));
  await rm(dir, { recursive: true, force: true });
});

/** The status and Set-Cookie of one request to `host`. */
function get(
  host: RunningHost,
  path: string,
  options: { method?: string; cookie?: string } = {},
): Promise<{ status: number; setCookie: string }> {
  return new Promise((resolve, reject) => {
    const { port } = host;
    const headers: Record<string, string | number> = { host: `127.0.0.1:${port}` };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.method === 'POST') headers['content-length'] = 1;
    const req = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, setCookie: String(res.headers['set-cookie'] ?? '') }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.method === 'POST' ? 'x' : undefined);
  });
}

/** The cookie (`name=value`) a host's page sets. */
async function pageCookie(host: RunningHost): Promise<string> {
  const page = await get(host, `/?token=${host.token}`);
  expect(page.status).toBe(200);
  return page.setCookie.split(';')[0]!;
}

describe('the page cookie', () => {
  it('is named for its host’s port, so two hosts on one computer keep their own', async () => {
    const [a, b] = hosts as [RunningHost, RunningHost];
    const cookieA = await pageCookie(a);
    const cookieB = await pageCookie(b);
    expect(cookieA.split('=')[0]).toBe(`printdesk_page_${a.port}`);
    expect(cookieB.split('=')[0]).toBe(`printdesk_page_${b.port}`);
    // A browser sends both cookies to both hosts: each opens its own page's files with its own.
    const both = `${cookieA}; ${cookieB}`;
    expect((await get(a, '/assets/app.js', { cookie: both })).status).toBe(200);
    expect((await get(b, '/assets/app.js', { cookie: both })).status).toBe(200);
    expect((await get(a, '/assets/app.js', { cookie: cookieB })).status).toBe(401);
  });

  it('never holds the token, and opens nothing of the API', async () => {
    const host = hosts[0]!;
    const cookie = await pageCookie(host);
    expect(cookie).not.toContain(host.token);
    expect((await get(host, '/library', { cookie })).status).toBe(200);
    expect(
      (await get(host, '/api/upload?folderPath=Hot&name=a.pdf', { method: 'POST', cookie })).status,
    ).toBe(401);
    const handshake = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api/ws`, { headers: { cookie } });
      ws.once('open', () => {
        ws.close();
        resolve('open');
      });
      ws.once('unexpected-response', (_req, res) => resolve(`HTTP ${res.statusCode}`));
      ws.once('error', (error) => resolve(error.message));
    });
    expect(handshake).toBe('HTTP 401');
  });
});
