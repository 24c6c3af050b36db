import { describe, expect, it } from 'vitest';
import { SecretScrubber, isSecretField, redactText, redacted, toLoggable } from './redact.js';

const key = 'pk_live_7f3a9c2e41b8d605';

describe('isSecretField', () => {
  it('knows the secret fields however they are spelled', () => {
    for (const name of ['key', 'Key', 'apiKey', 'X-Api-Key', 'subscription_key', 'password', 'proxyPassword'])
      expect(isSecretField(name), name).toBe(true);
    for (const name of ['authorization', 'Proxy-Authorization', 'cookie', 'Set-Cookie', 'token', 'secret'])
      expect(isSecretField(name), name).toBe(true);
    for (const name of [
      'Ocp-Apim-Subscription-Key',
      'OCP-APIM-SUBSCRIPTION-KEY',
      'ocp_apim_subscription_key',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of ['fileKey', 'keys', 'username', 'path', 'message', 'monkey'])
      expect(isSecretField(name), name).toBe(false);
  });
});

describe('redactText', () => {
  it('removes the credentials of URLs, secret query parameters and authorization headers', () => {
    expect(redactText('via http://anna:s3cret@proxy.example:3128/ failed')).toBe(
      `via http://${redacted}@proxy.example:3128/ failed`,
    );
    expect(redactText('https://tok3n@api.example/x')).toBe(`https://${redacted}@api.example/x`);
    expect(redactText(`GET https://api.example/files?key=${key}&page=2`)).toBe(
      `GET https://api.example/files?key=${redacted}&page=2`,
    );
    expect(redactText('sent Authorization: Bearer abc.def.ghi to the proxy')).toBe(
      `sent Authorization: ${redacted} to the proxy`,
    );
    expect(redactText('proxy-authorization=Basic YW5uYTpzM2NyZXQ=')).toBe(`proxy-authorization=${redacted}`);
  });

  it('removes the whole user part of a URL whose password holds an @', () => {
    expect(redactText('proxy http://bob:p@ssw0rd@proxy refused')).toBe(
      `proxy http://${redacted}@proxy refused`,
    );
    expect(redactText('http://bob:p@ss@w0rd@proxy.example:3128/x')).toBe(
      `http://${redacted}@proxy.example:3128/x`,
    );
  });

  it('removes secret fields and headers written as JSON inside text, escaped once more or not', () => {
    expect(
      redactText(`request failed: {"headers":{"Authorization":"Bearer ${key}","accept":"*/*"},"status":401}`),
    ).toBe(`request failed: {"headers":{"Authorization":"${redacted}","accept":"*/*"},"status":401}`);
    expect(redactText(`{"Ocp-Apim-Subscription-Key" : "${key}", "password": "a\\"b"}`)).toBe(
      `{"Ocp-Apim-Subscription-Key" : "${redacted}", "password": "${redacted}"}`,
    );
    expect(redactText(`body "{\\"authorization\\":\\"Basic YW5uYTpzM2NyZXQ=\\"}"`)).toBe(
      `body "{\\"authorization\\":\\"${redacted}\\"}"`,
    );
    expect(redactText(`curl -H "Ocp-Apim-Subscription-Key: ${key}" https://api.example`)).toBe(
      `curl -H "Ocp-Apim-Subscription-Key: ${redacted}" https://api.example`,
    );
  });

  it('leaves ordinary text alone', () => {
    const text = 'uploaded Flyers/a@b.pdf to /Library (3 pages), see https://print.example/help?page=2';
    expect(redactText(text)).toBe(text);
  });
});

describe('toLoggable', () => {
  it('blanks secret fields at any depth and keeps the rest', () => {
    const value = {
      account: { key, owner: 'Anna' },
      proxy: { url: 'http://proxy.example:3128', username: 'anna', password: 'hunter22' },
      headers: [{ Authorization: `Bearer ${key}` }, { accept: 'application/json' }],
      request: { headers: { 'OCP-Apim-Subscription-Key': key } },
      size: 12,
    };
    expect(toLoggable(value)).toEqual({
      account: { key: redacted, owner: 'Anna' },
      proxy: { url: 'http://proxy.example:3128', username: 'anna', password: redacted },
      headers: [{ Authorization: redacted }, { accept: 'application/json' }],
      request: { headers: { 'OCP-Apim-Subscription-Key': redacted } },
      size: 12,
    });
  });

  it('spells out errors with their code, own fields and chain of causes', () => {
    const root = Object.assign(new Error('connect ECONNREFUSED http://anna:pw1234@proxy.example'), {
      code: 'ECONNREFUSED',
      request: { key },
    });
    const error = new Error('upload failed', { cause: new TypeError('fetch failed', { cause: root }) });
    const out = toLoggable(error) as Record<string, unknown>;
    expect(out).toMatchObject({
      type: 'Error',
      message: 'upload failed',
      cause: {
        type: 'TypeError',
        message: 'fetch failed',
        cause: {
          type: 'Error',
          message: `connect ECONNREFUSED http://${redacted}@proxy.example`,
          code: 'ECONNREFUSED',
          request: { key: redacted },
        },
      },
    });
    expect(out.stack).toContain('upload failed');
    expect(JSON.stringify(out)).not.toContain('pw1234');
  });

  it('lists the errors of an AggregateError', () => {
    const out = toLoggable(new AggregateError([new Error('a'), new RangeError('b')], 'both failed'));
    expect(out).toMatchObject({ type: 'AggregateError', errors: [{ message: 'a' }, { type: 'RangeError' }] });
  });

  it('turns odd values into JSON and bounds cycles, depth and size', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { end: true };
    for (let i = 0; i < 20; i++) deep = { deeper: deep };
    const out = toLoggable({
      cyclic,
      deep,
      when: new Date(Date.UTC(2026, 0, 2)),
      bytes: Buffer.from('secret bytes'),
      big: 12n,
      map: new Map<string, unknown>([
        ['password', 'x'],
        ['n', 1],
      ]),
      set: new Set([1, 2]),
      nan: Number.NaN,
      callback: function named() {},
      url: new URL(`https://anna:pw@print.example/?token=${key}`),
      many: Array.from({ length: 300 }, (_, i) => i),
    }) as Record<string, unknown>;
    expect(out.cyclic).toEqual({ name: 'loop', self: '[circular]' });
    expect(JSON.stringify(out.deep)).toContain('[too deep]');
    expect(out.when).toBe('2026-01-02T00:00:00.000Z');
    expect(out.bytes).toBe('[12 bytes]');
    expect(out.big).toBe('12');
    expect(out.map).toEqual({ password: redacted, n: 1 });
    expect(out.set).toEqual([1, 2]);
    expect(out.nan).toBe('NaN');
    expect(out.callback).toBe('[function named]');
    expect(out.url).toBe(`https://${redacted}@print.example/?token=${redacted}`);
    expect(out.many).toHaveLength(201);
    expect(() => JSON.stringify(out)).not.toThrow();
  });
});

describe('SecretScrubber', () => {
  const password = 'pa"ss\\wörd/%1';

  it('removes a secret as it is, JSON-escaped and percent-encoded', () => {
    const scrubber = new SecretScrubber();
    scrubber.add(password);
    const line = JSON.stringify({ raw: `x${password}y`, url: `http://p/?p=${encodeURIComponent(password)}` });
    const scrubbed = scrubber.scrubJson(line);
    expect(scrubbed).not.toContain(JSON.stringify(password).slice(1, -1));
    expect(scrubbed).not.toContain(encodeURIComponent(password));
    expect(JSON.parse(scrubbed)).toEqual({ raw: `x${redacted}y`, url: `http://p/?p=${redacted}` });
    expect(scrubber.scrub(`plain ${password} text`)).toBe(`plain ${redacted} text`);
  });

  it('keeps a line valid JSON when a secret hides in a number', () => {
    const scrubber = new SecretScrubber();
    scrubber.add('20260101');
    const scrubbed = scrubber.scrubJson('{"pin":20260101,"size":5,"note":"on 20260101"}');
    expect(JSON.parse(scrubbed)).toEqual({ pin: redacted, size: 5, note: `on ${redacted}` });
  });

  it('scrubs a torn line too, and the longer of two overlapping secrets whole', () => {
    const scrubber = new SecretScrubber();
    scrubber.add(key);
    scrubber.add(key.slice(0, 10));
    expect(scrubber.scrubJson(`{"msg":"key ${key} then the line ends`)).toBe(
      `{"msg":"key ${redacted} then the line ends`,
    );
  });

  it('does not scrub secrets too short to tell from ordinary words', () => {
    const scrubber = new SecretScrubber();
    scrubber.add('abc');
    expect(scrubber.scrub('abc abc')).toBe('abc abc');
  });
});
