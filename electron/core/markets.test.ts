/**
 * The market of a connection, end to end: a real core on a temp data folder, its embedded sandbox run
 * in the market the settings choose (each in its own data folder), and custom services whose market
 * comes from their host or, where the host does not say, from the Account choice.
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from './create-core.js';
import type { Core } from './create-core.js';
import type { Input, Output, RequestChannel } from '../shared/contract/channels.js';
import { startTestSandbox } from '../sandbox/test-support/test-sandbox.js';
import type { TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { memorySecretStore } from '../secrets/secret-store.js';

let core: Core;
let dataDir: string;
let germanSandbox: TestSandbox;

async function call<C extends RequestChannel>(channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await core.router.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.value as Output<C>;
}

beforeAll(async () => {
  germanSandbox = await startTestSandbox({ market: 'de' });
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-markets-'));
  await writeFile(
    join(dataDir, 'settings.json'),
    JSON.stringify({ version: 1, environment: { kind: 'embedded', market: 'de' } }),
  );
  core = await createCore({ dataDir, platform: 'headless', secretStore: memorySecretStore(), log: () => {} });
});

afterAll(async () => {
  await core?.close();
  await germanSandbox?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the practice service', () => {
  it('runs in the market the settings choose, on that market’s data folder', async () => {
    const status = await call('account.status', {});
    expect(status).toMatchObject({ connected: true, market: 'de', marketFrom: 'setting' });
    expect(await call('addresses.main', {})).toMatchObject({ Country: 'DE', City: 'Berlin' });
    await access(join(dataDir, 'sandbox-de', 'state.json'));
  });

  it('restarts in another market when the choice changes, and tells the window', async () => {
    const before = (await call('account.status', {})).baseUrl;
    const changed = new Promise((resolve) => {
      const off = core.on((...[event, payload]) => {
        if (event === 'account.changed' && payload.market === 'uk' && payload.connected) {
          off();
          resolve(payload);
        }
      });
    });
    await call('settings.setEnvironment', { environment: { kind: 'embedded', market: 'uk' } });
    await changed;
    const status = await call('account.status', {});
    expect(status).toMatchObject({ connected: true, market: 'uk', marketFrom: 'setting' });
    expect(status.baseUrl).not.toBe(before);
    expect(await call('addresses.main', {})).toMatchObject({ Country: 'GB', City: 'London' });
    await access(join(dataDir, 'sandbox-uk', 'state.json'));
  });
});

describe('a custom service', () => {
  it('is in the market its host names, whatever was chosen', async () => {
    await call('settings.setEnvironment', {
      environment: { kind: 'custom', baseUrl: 'https://connect.sandbox.mimeo.co.uk/2012/02', market: 'de' },
    });
    expect(await call('account.status', {})).toMatchObject({ market: 'uk', marketFrom: 'base-url' });
    await call('settings.setEnvironment', {
      environment: { kind: 'custom', baseUrl: 'https://connect.mimeo.de/2012/02' },
    });
    expect(await call('account.status', {})).toMatchObject({ market: 'de', marketFrom: 'base-url' });
  });

  it('is in the market chosen for it where the host does not say', async () => {
    await call('settings.setEnvironment', {
      environment: { kind: 'custom', baseUrl: germanSandbox.url, market: 'de' },
    });
    const status = await call('account.connect', { key: germanSandbox.key });
    expect(status).toMatchObject({ connected: true, market: 'de', marketFrom: 'setting' });
    await call('settings.setEnvironment', { environment: { kind: 'custom', baseUrl: germanSandbox.url } });
    expect(await call('account.status', {})).toMatchObject({ market: 'us', marketFrom: 'setting' });
  });

  it('is connected in the market the person chose, and refused without one where the address does not say', async () => {
    await call('settings.setEnvironment', { environment: { kind: 'embedded', market: 'us' } });
    const unasked = await core.router.invoke('account.connectService', {
      baseUrl: germanSandbox.url,
      key: germanSandbox.key,
    });
    expect(unasked).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', details: { field: 'market' } },
    });
    // Nothing changed: still the practice service, in the US.
    expect(await call('account.status', {})).toMatchObject({
      environment: { kind: 'embedded' },
      market: 'us',
    });

    const status = await call('account.connectService', {
      baseUrl: germanSandbox.url,
      key: germanSandbox.key,
      market: 'de',
    });
    expect(status).toMatchObject({ connected: true, market: 'de', marketFrom: 'setting' });
  });
});
