/**
 * What a core keeps across a restart and on disk, with a real sandbox and real folders: the
 * activity history read back from the log (yesterday's rows, every state, not only each file's
 * last one), an older data folder left open to others narrowed when it is opened, and a key that
 * never goes in clear to another computer without the user's word.
 */
import { chmod, copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Input, Output, RequestChannel } from '../shared/contract/channels.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { memorySecretStore } from '../secrets/secret-store.js';
import { waitFor } from '../sync/test-support/wait-for.js';
import { createCore, type Core } from './create-core.js';

const flyer = join(import.meta.dirname, '../../assets/print-files/summer-sale-flyer.pdf');

let sandbox: TestSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: false });
  dir = await mkdtemp(join(tmpdir(), 'printdesk-kept-'));
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** A core on `dataDir` talking to the test sandbox with its key. */
async function openCore(dataDir: string): Promise<Core> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(
    join(dataDir, 'settings.json'),
    JSON.stringify({ version: 1, environment: { kind: 'custom', baseUrl: sandbox.url } }),
  ).catch(() => undefined);
  const secrets = memorySecretStore();
  await secrets.set(sandbox.url, sandbox.key);
  return createCore({
    dataDir,
    platform: 'headless',
    secretStore: secrets,
    log: () => {},
    syncTiming: { stabilityMs: 100 },
  });
}

async function call<C extends RequestChannel>(core: Core, channel: C, input: Input<C>): Promise<Output<C>> {
  const result = await core.router.invoke(channel, input);
  if (!result.ok) throw new Error(`${channel} failed: ${result.error.code}: ${result.error.message}`);
  return result.value as Output<C>;
}

describe('the activity history', () => {
  it('is read back from the log after a restart, every state of every file', async () => {
    const dataDir = join(dir, 'history');
    const hot = join(dir, 'history-hot');
    await mkdir(hot);
    let core = await openCore(dataDir);
    try {
      const link = await call(core, 'sync.addLink', { localPath: hot, remotePath: 'Kept/History' });
      await copyFile(flyer, join(hot, 'yesterday.pdf'));
      await waitFor(
        async () => (await call(core, 'sync.status', {})).uploaded === 1,
        30_000,
        'the upload',
        () => call(core, 'sync.status', {}),
      );
      // What the person saw before the restart: the file's steps up to uploaded (the status counts the
      // upload a moment before the engine tells its listeners, the log among them).
      await waitFor(
        async () =>
          (await call(core, 'sync.activity', { linkId: link.id })).entries.some(
            (e) => e.state === 'uploaded',
          ),
        30_000,
        'the uploaded row',
        () => call(core, 'sync.activity', { linkId: link.id }),
      );
    } finally {
      await core.close();
    }

    core = await openCore(dataDir);
    try {
      const { entries } = await call(core, 'sync.activity', {});
      const rows = entries.filter((e) => e.name === 'yesterday.pdf');
      // The journal alone keeps each file's last state; the log kept each step on the way.
      expect(rows.map((e) => e.state)).toEqual(['uploaded', 'uploading', 'queued']);
      expect(new Set(rows.map((e) => e.seq)).size).toBe(3);
    } finally {
      await core.close();
    }
  });
});

describe('a data folder left open to others by an older version', () => {
  it('is narrowed when it is opened: folders 0700, files 0600', async () => {
    const dataDir = join(dir, 'older');
    await mkdir(join(dataDir, 'sync'), { recursive: true, mode: 0o755 });
    await chmod(dataDir, 0o755);
    const lists = join(dataDir, 'distribution-lists.json');
    await writeFile(lists, '{"lists":[]}', { mode: 0o644 });
    await chmod(lists, 0o644);
    const core = await openCore(dataDir);
    await core.close();
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(join(dataDir, 'sync'))).mode & 0o777).toBe(0o700);
    expect((await stat(lists)).mode & 0o777).toBe(0o600);
    for (const name of await readdir(join(dataDir, 'logs')))
      expect((await stat(join(dataDir, 'logs', name))).mode & 0o777).toBe(0o600);
  });
});

describe('a key and a plain http:// address', () => {
  it('is not sent to another computer unless the user confirms it', async () => {
    const core = await openCore(join(dir, 'insecure'));
    try {
      // 0.0.0.0 is no loopback name, yet refuses at once here: the confirmed key meets a closed port.
      await call(core, 'settings.setEnvironment', {
        environment: { kind: 'custom', baseUrl: 'http://0.0.0.0:9' },
      });
      expect(await core.router.invoke('account.connect', { key: sandbox.key })).toMatchObject({
        ok: false,
        error: {
          code: 'insecure-http',
          message: expect.stringContaining('the key would travel unencrypted'),
        },
      });
      expect(
        await core.router.invoke('account.connect', { key: sandbox.key, allowInsecureHttp: true }),
      ).toMatchObject({
        ok: false,
        error: { code: 'network' },
      });
      // This computer's own address needs no confirmation.
      await call(core, 'settings.setEnvironment', { environment: { kind: 'custom', baseUrl: sandbox.url } });
      expect(await call(core, 'account.connect', { key: sandbox.key })).toMatchObject({ connected: true });
    } finally {
      await core.close();
    }
  });
});
