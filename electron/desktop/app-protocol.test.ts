import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appIndexUrl, appOrigin } from './app-origin.js';
import {
  appSchemePrivileges,
  createAppProtocolHandler,
  mimeTypeOf,
  registerAppScheme,
  resolveAppPath,
  serveApp,
} from './app-protocol.js';
import { contentSecurityPolicy } from './content-policy.js';

/** A built renderer on disk, with a secret beside it (not under it) that no URL may reach. */
let base: string;
let root: string;
const secret = 'the settings beside the renderer folder';

beforeAll(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'printdesk-app-protocol-'));
  root = path.join(base, 'dist', 'renderer');
  await mkdir(path.join(root, 'assets', 'fonts'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>PrintDesk</title>');
  await writeFile(path.join(root, 'assets', 'index-abc.js'), 'console.log("hi")');
  await writeFile(path.join(root, 'assets', 'index-abc.css'), 'body{}');
  await writeFile(path.join(root, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'assets', 'fonts', 'inter.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  await writeFile(path.join(root, 'assets', 'a file.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(root, 'assets', 'data.bin'), 'opaque');
  await writeFile(path.join(base, 'dist', 'secret.json'), secret);
  await writeFile(path.join(base, 'secret.json'), secret);
  await symlink(path.join(base, 'secret.json'), path.join(root, 'assets', 'linked.json'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('resolveAppPath', () => {
  it('maps our origin to files under the root, the bare origin to index.html', () => {
    expect(resolveAppPath(root, appIndexUrl)).toEqual({ ok: true, file: path.join(root, 'index.html') });
    expect(resolveAppPath(root, `${appOrigin}/`)).toEqual({ ok: true, file: path.join(root, 'index.html') });
    expect(resolveAppPath(root, appOrigin)).toEqual({ ok: true, file: path.join(root, 'index.html') });
    expect(resolveAppPath(root, `${appOrigin}/assets/index-abc.js?v=1#x`)).toEqual({
      ok: true,
      file: path.join(root, 'assets', 'index-abc.js'),
    });
    expect(resolveAppPath(root, `${appOrigin}/assets/a%20file.png`)).toEqual({
      ok: true,
      file: path.join(root, 'assets', 'a file.png'),
    });
  });

  it('never leaves the root, however the dots and separators are spelled', () => {
    const attempts = [
      '/../secret.json',
      '/../../secret.json',
      '/%2e%2e/secret.json',
      '/%2E%2E/%2e%2E/secret.json',
      '/.%2e/secret.json',
      '/assets/..%2f..%2fsecret.json',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.json',
      '/..%5c..%5csecret.json',
      '/assets\\..\\..\\secret.json',
      '/%2fetc%2fpasswd',
      '/C%3A%5CWindows%5Cwin.ini',
      '/index.html%00.png',
    ];
    for (const attempt of attempts) {
      const resolved = resolveAppPath(root, `${appOrigin}${attempt}`);
      if (resolved.ok) {
        // The URL parser folded the dots away: what is left must still lie inside the root.
        expect(path.relative(root, resolved.file), attempt).not.toMatch(/^\.\.|^\//);
      } else {
        expect(resolved.status, attempt).toBeGreaterThanOrEqual(400);
      }
    }
    expect(resolveAppPath(root, `${appOrigin}/assets/..%2f..%2fsecret.json`)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(resolveAppPath(root, `${appOrigin}/..%5csecret.json`)).toMatchObject({ ok: false, status: 403 });
  });

  it('refuses other hosts and schemes, malformed encodings, folders and empty segments', () => {
    expect(resolveAppPath(root, 'app://elsewhere/index.html')).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppPath(root, 'file:///etc/passwd')).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppPath(root, 'https://printdesk/index.html')).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppPath(root, 'not a url')).toMatchObject({ ok: false, status: 400 });
    expect(resolveAppPath(root, `${appOrigin}/assets/%E0%A4%A`)).toMatchObject({ ok: false, status: 400 });
    expect(resolveAppPath(root, `${appOrigin}/assets/`)).toMatchObject({ ok: false, status: 404 });
    expect(resolveAppPath(root, `${appOrigin}/assets//index-abc.js`)).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});

describe('mimeTypeOf', () => {
  it("gives the bundle's types, and octet-stream for anything unknown", () => {
    expect(mimeTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeOf('assets/index-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeOf('assets/INDEX.CSS')).toBe('text/css; charset=utf-8');
    expect(mimeTypeOf('logo.svg')).toBe('image/svg+xml');
    expect(mimeTypeOf('inter.woff2')).toBe('font/woff2');
    expect(mimeTypeOf('pdf.wasm')).toBe('application/wasm');
    expect(mimeTypeOf('data.bin')).toBe('application/octet-stream');
    expect(mimeTypeOf('Makefile')).toBe('application/octet-stream');
  });
});

describe('the app:// handler', () => {
  const logged: string[] = [];
  const handle = (url: string, method = 'GET') =>
    createAppProtocolHandler(root, (m) => logged.push(m))(new Request(url, { method }));

  it('serves index.html and the assets with their types, the CSP and nosniff', async () => {
    const page = await handle(appIndexUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('<title>PrintDesk</title>');

    const script = await handle(`${appOrigin}/assets/index-abc.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log("hi")');
    const font = await handle(`${appOrigin}/assets/fonts/inter.woff2`);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(new Uint8Array(await font.arrayBuffer())).toEqual(new Uint8Array([0x77, 0x4f, 0x46, 0x32]));
    const opaque = await handle(`${appOrigin}/assets/data.bin`);
    expect(opaque.headers.get('content-type')).toBe('application/octet-stream');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await handle(appIndexUrl, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('<!doctype html><title>PrintDesk</title>'.length));
    expect(await head.text()).toBe('');
    const post = await handle(appIndexUrl, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('gives 404 for missing files and folders, and never the file beside the root', async () => {
    expect((await handle(`${appOrigin}/assets/missing.js`)).status).toBe(404);
    expect((await handle(`${appOrigin}/index.html/x`)).status).toBe(404);
    expect((await handle(`${appOrigin}/assets`)).status).toBe(404);
    for (const attempt of ['/../secret.json', '/%2e%2e/secret.json', '/assets/..%2f..%2f..%2fsecret.json']) {
      const response = await handle(`${appOrigin}${attempt}`);
      expect(response.status, attempt).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain(secret);
    }
    expect(logged.some((line) => line.includes('reaches outside'))).toBe(true);
  });

  it('does not follow a symbolic link out of the folder', async () => {
    const linked = await handle(`${appOrigin}/assets/linked.json`);
    expect(linked.status).toBe(404);
    expect(await linked.text()).not.toContain(secret);
  });
});

describe('the Electron glue', () => {
  it('registers app: as a standard, secure scheme with no CSP bypass, and serves it', () => {
    const registerSchemesAsPrivileged = vi.fn();
    registerAppScheme({ registerSchemesAsPrivileged });
    expect(registerSchemesAsPrivileged).toHaveBeenCalledWith([appSchemePrivileges]);
    expect(appSchemePrivileges.privileges).toMatchObject({ standard: true, secure: true });
    expect(appSchemePrivileges.privileges).not.toHaveProperty('bypassCSP');
    expect(appSchemePrivileges.privileges).not.toHaveProperty('allowServiceWorkers');

    const handle = vi.fn();
    serveApp({ handle }, root);
    expect(handle).toHaveBeenCalledWith('app', expect.any(Function));
  });
});
