/**
 * The sync status a core reports never says all is well while the print service cannot be reached,
 * even with nothing to upload: the account's check of its key meets the outage, the engine goes
 * offline and probes until the service answers. A real core, a real sandbox started late.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncStatus } from '../shared/contract/sync.js';
import { freePort } from '../print-service/test-support/proxies.js';
import { startSandbox, type RunningSandbox } from '../sandbox/index.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { waitFor } from '../sync/test-support/wait-for.js';
import { createCore } from './create-core.js';

let dir: string;
let sandbox: RunningSandbox | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'printdesk-truthful-'));
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the sync status while the print service cannot be reached', () => {
  it('is offline with its next try, never "idle", until the service answers', async () => {
    const port = await freePort();
    const sandboxDir = join(dir, 'sandbox');
    // Started once to learn its key, then stopped: the service is down when the core opens.
    const first = await startSandbox({ dataDir: sandboxDir, port, seed: false });
    const { key, url } = first;
    await first.close();
    const dataDir = join(dir, 'data');
    const secrets = memorySecretStore();
    await secrets.set(url, key);
    await mkdir(dataDir);
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({ version: 1, environment: { kind: 'custom', baseUrl: url } }),
    );
    const core = await createCore({ dataDir, platform: 'headless', secretStore: secrets, log: () => {} });
    try {
      const status = async () => {
        const result = await core.router.invoke('sync.status', {});
        return (result.ok ? result.value : null) as SyncStatus | null;
      };
      await waitFor(
        async () => (await status())?.state === 'offline',
        30_000,
        'the status to say offline',
        status,
      );
      expect(await status()).toMatchObject({ state: 'offline', nextTryAt: expect.any(Number), failed: 0 });
      sandbox = await startSandbox({ dataDir: sandboxDir, port, key, seed: false });
      await waitFor(
        async () => (await status())?.state === 'idle',
        30_000,
        'the status to come back',
        status,
      );
    } finally {
      await core.close();
    }
  });
});
