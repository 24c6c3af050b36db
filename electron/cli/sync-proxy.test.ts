/**
 * The proxy chosen in the app's Account view reaches `printdesk sync` on the same data folder: a
 * Manual proxy saved through the app's own channel carries the daemon's uploads (a real forward
 * proxy, tinyproxy), and None, saved the same way, takes them off it again, whatever HTTP_PROXY says.
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore } from '../core/create-core.js';
import type { Input } from '../shared/contract/channels.js';
import { startTinyproxy, tinyproxyMissing, type TestProxy } from '../print-service/test-support/proxies.js';
import { createPrintServiceClient, type PrintServiceClient } from '../print-service/client.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import { spawnSync, syncOnceArgs } from '../sync/test-support/sync-process.js';

const missing = tinyproxyMissing();
if (missing && process.env.CI !== 'true') console.warn(`proxy tests skipped: ${missing}`);
const sample = join(import.meta.dirname, '../../assets/print-files/summer-sale-flyer.pdf');

describe.skipIf(missing !== undefined && process.env.CI !== 'true')(
  'printdesk sync and the app’s proxy',
  () => {
    let sandbox: TestSandbox;
    let proxy: TestProxy;
    let client: PrintServiceClient;
    let dir: string;
    let dataDir: string;

    beforeAll(async () => {
      if (missing) throw new Error(`CI=true and ${missing}`);
      sandbox = await startTestSandbox();
      proxy = await startTinyproxy();
      client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
      dir = await mkdtemp(join(tmpdir(), 'printdesk-sync-proxy-'));
      dataDir = join(dir, 'data');
    });

    afterAll(async () => {
      await client?.close();
      await Promise.all([proxy?.close(), sandbox?.close()]);
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    /** Saves a proxy setting as the Account view does: through the app's channel, on the data folder. */
    async function saveInApp(change: NonNullable<Input<'account.proxy'>['change']>): Promise<void> {
      const core = await createCore({
        dataDir,
        platform: 'headless',
        secretStore: memorySecretStore(),
        log: () => {},
      });
      try {
        const saved = await core.router.invoke('account.proxy', { change });
        expect(saved).toMatchObject({ ok: true, value: { setting: change.setting } });
      } finally {
        await core.close();
      }
    }

    /** One `printdesk sync --once` pass of a new file into `remotePath`; resolves to its stdout. */
    async function syncOnce(name: string, remotePath: string): Promise<string> {
      const folder = join(dir, name);
      await mkdir(folder);
      await copyFile(sample, join(folder, `${name}.pdf`));
      // The environment's proxy points elsewhere: only the saved setting may decide.
      // A wrong route is an outage: given up on after 30 s, not the default five minutes.
      const args = [...syncOnceArgs(folder, remotePath, sandbox.url, dataDir), '--max-wait', '30'];
      const run = spawnSync(args, sandbox.key, {
        HTTP_PROXY: 'http://127.0.0.1:9',
        NO_PROXY: '',
      });
      expect(await run.exited, run.tail()).toBe(0);
      return run.stdout();
    }

    const origin = () => sandbox.url.replace(/\/+$/, '');
    const carried = async () => (await proxy.requests()).filter((line) => line.includes(origin()));

    it('uploads through the Manual proxy saved in the app, and directly once None is saved', async () => {
      await saveInApp({ setting: { mode: 'manual', url: proxy.url } });
      expect(await syncOnce('manual', 'Proxy/Daemon')).toContain('uploaded 1, skipped 0, failed 0');
      expect(await carried()).toContain(`POST ${origin()}/dir/StorageService/Proxy/Daemon HTTP/1.1`);
      expect((await listRemoteFolder(client, 'Proxy/Daemon')).map((item) => item.Name)).toEqual([
        'manual.pdf',
      ]);

      await saveInApp({ setting: { mode: 'none' } });
      const before = (await carried()).length;
      expect(await syncOnce('direct', 'Proxy/Direct')).toContain('uploaded 1, skipped 0, failed 0');
      expect(await carried()).toHaveLength(before);
      expect((await listRemoteFolder(client, 'Proxy/Direct')).map((item) => item.Name)).toEqual([
        'direct.pdf',
      ]);
    }, 180_000);
  },
);
