import { describe, expect, it } from 'vitest';
import { BaseUrl, Environment, sendsKeyInClear } from '../shared/settings/schema.js';
import { createPrintServiceClient } from './client.js';
import { parseBaseUrl } from '../shared/models/base-url.js';

const refusal = (text: string) => {
  const read = parseBaseUrl(text);
  return read.ok ? undefined : read.reason;
};

describe('a base URL, read once by the URL parser', () => {
  it('is kept as the parser reads it: scheme and host in lower case, no trailing slash', () => {
    expect(parseBaseUrl('HTTPS://Print.Example.COM/api/')).toEqual({
      ok: true,
      url: 'https://print.example.com/api',
      hostname: 'print.example.com',
      keyStaysPrivate: true,
    });
    expect(parseBaseUrl(' http://127.0.0.1:40000 ')).toMatchObject({
      ok: true,
      url: 'http://127.0.0.1:40000',
    });
    expect(parseBaseUrl('http://[::1]:81/a/')).toMatchObject({ ok: true, keyStaysPrivate: true });
    expect(parseBaseUrl('http://192.0.2.1:9')).toMatchObject({ ok: true, keyStaysPrivate: false });
  });

  it('is refused with a backslash: the parser reads the host after it', () => {
    expect(refusal('http://192.0.2.1:9\\@127.0.0.1/')).toMatch(/backslash/);
    // The same text a hand-written check read as this computer: no longer "not in clear" by mistake.
    expect(sendsKeyInClear('http://192.0.2.1:9\\@127.0.0.1/')).toBe(false);
    expect(BaseUrl.safeParse('http://192.0.2.1:9\\@127.0.0.1/').success).toBe(false);
  });

  it('is refused with user info, a query, spaces, another scheme', () => {
    expect(refusal('http://me:pw@127.0.0.1/')).toMatch(/user name or password/);
    expect(refusal('http://@127.0.0.1/')).toMatch(/user name or password/);
    expect(refusal('https://print.example.com/api?x=1')).toMatch(/query/);
    expect(refusal('https://print.example.com/a b')).toMatch(/spaces/);
    expect(refusal('ftp://print.example.com')).toMatch(/http:\/\/ or https:\/\//);
    expect(refusal('')).toMatch(/Enter the base URL/);
  });

  it('is refused when the parser rewrites it, saying how it reads', () => {
    expect(refusal('http://127.1:9/')).toBe('The base URL is read as http://127.0.0.1:9: write it that way.');
    expect(refusal('http://0x7f.0.0.1/')).toMatch(/read as http:\/\/127\.0\.0\.1/);
    expect(refusal('https://print.example.com:443/api')).toMatch(
      /read as https:\/\/print\.example\.com\/api/,
    );
    expect(refusal('https://print.example.com/a/../b')).toMatch(/read as https:\/\/print\.example\.com\/b/);
  });

  it('is what the settings keep, the in-clear check reads and the client requests', async () => {
    const environment = Environment.parse({ kind: 'custom', baseUrl: 'HTTP://192.0.2.1:9/api/' });
    expect(environment).toMatchObject({ baseUrl: 'http://192.0.2.1:9/api' });
    expect(sendsKeyInClear(environment.kind === 'custom' ? environment.baseUrl : '')).toBe(true);
    const client = createPrintServiceClient({ baseUrl: 'HTTP://192.0.2.1:9/api/', key: 'k' });
    expect(client.baseUrl).toBe('http://192.0.2.1:9/api');
    await client.close();
    expect(() => createPrintServiceClient({ baseUrl: 'http://192.0.2.1:9\\@127.0.0.1/', key: 'k' })).toThrow(
      /backslash/,
    );
  });
});
