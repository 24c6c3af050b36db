import { describe, expect, it } from 'vitest';
import { PrintServiceError } from '../shared/models/print-service-error.js';
import { environmentRoute, pacRoute, proxyRouteFor } from './proxy-policy.js';

const service = 'https://connect.example.com/2012/02';

describe('the environment proxy (HTTP_PROXY, HTTPS_PROXY, NO_PROXY)', () => {
  it('takes HTTPS_PROXY for https, HTTP_PROXY for http and as the fall-back; lower case first', () => {
    const env = {
      HTTP_PROXY: 'http://plain:3128',
      https_proxy: 'http://secure:8080',
      HTTPS_PROXY: 'http://upper:1',
    };
    expect(environmentRoute(service, env)).toEqual({
      kind: 'proxy',
      url: 'http://secure:8080',
      tunnel: true,
    });
    expect(environmentRoute('http://127.0.0.1:4000', env)).toEqual({
      kind: 'proxy',
      url: 'http://plain:3128',
      tunnel: false,
    });
    expect(environmentRoute(service, { http_proxy: 'proxy.lan:3128' })).toMatchObject({
      url: 'http://proxy.lan:3128',
    });
  });

  it('takes Basic credentials from the proxy URL, percent-decoded', () => {
    expect(environmentRoute(service, { HTTPS_PROXY: 'http://print%20room:p%40ss@proxy:3128' })).toEqual({
      kind: 'proxy',
      url: 'http://proxy:3128',
      credentials: { username: 'print room', password: 'p@ss' },
      tunnel: true,
    });
  });

  it.each([
    ['connect.example.com', true],
    ['.example.com', true],
    ['*.example.com', true],
    ['example.com', true],
    ['connect.example.com:443', true],
    ['connect.example.com:8443', false],
    ['other.com, localhost', false],
    ['*', true],
    ['', false],
  ])('NO_PROXY=%j bypasses %s: %s', (noProxy, bypassed) => {
    const route = environmentRoute(service, { HTTPS_PROXY: 'http://proxy:3128', NO_PROXY: noProxy });
    expect(route.kind).toBe(bypassed ? 'direct' : 'proxy');
  });

  it('does not exclude loopback by itself', () => {
    expect(environmentRoute('http://127.0.0.1:4000', { HTTP_PROXY: 'http://proxy:3128' }).kind).toBe('proxy');
  });

  it('refuses a proxy address it cannot use, without repeating it', () => {
    let thrown: unknown;
    try {
      environmentRoute(service, { HTTPS_PROXY: 'socks5://user:secret@proxy:1080' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(PrintServiceError);
    expect((thrown as PrintServiceError).kind).toBe('proxy');
    expect((thrown as PrintServiceError).message).not.toContain('secret');
  });
});

describe('the system proxy (a PAC-style answer)', () => {
  const target = new URL(service);
  it('uses the first entry it can', () => {
    expect(pacRoute('PROXY proxy.lan:3128; DIRECT', target)).toEqual({
      kind: 'proxy',
      url: 'http://proxy.lan:3128',
      tunnel: true,
    });
    expect(pacRoute('SOCKS5 socks:1080; HTTPS secure:443', target)).toMatchObject({ url: 'https://secure' });
    expect(pacRoute('DIRECT', target)).toEqual({ kind: 'direct' });
    expect(pacRoute('', target)).toEqual({ kind: 'direct' });
  });

  it('asks the injected resolver in system mode, the environment without one', async () => {
    const asked: string[] = [];
    const resolveSystem = async (url: string) => {
      asked.push(url);
      return 'PROXY pac.lan:8080';
    };
    const env = { HTTPS_PROXY: 'http://env:3128' };
    expect(await proxyRouteFor(service, { setting: { mode: 'system' }, resolveSystem, env })).toMatchObject({
      url: 'http://pac.lan:8080',
    });
    expect(asked).toEqual([service]);
    expect(await proxyRouteFor(service, { setting: { mode: 'system' }, env })).toMatchObject({
      url: 'http://env:3128',
    });
    expect(await proxyRouteFor(service, { setting: { mode: 'none' }, resolveSystem, env })).toEqual({
      kind: 'direct',
    });
  });

  it('uses the manual proxy with the stored password only for a named user', async () => {
    expect(
      await proxyRouteFor(service, {
        setting: { mode: 'manual', url: 'http://proxy.lan:3128', username: 'printroom' },
        password: 'pw',
      }),
    ).toEqual({
      kind: 'proxy',
      url: 'http://proxy.lan:3128',
      credentials: { username: 'printroom', password: 'pw' },
      tunnel: true,
    });
    expect(
      await proxyRouteFor(service, {
        setting: { mode: 'manual', url: 'http://proxy.lan:3128' },
        password: 'pw',
      }),
    ).toEqual({ kind: 'proxy', url: 'http://proxy.lan:3128', tunnel: true });
  });
});
