import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPrintServiceClient } from '../print-service/client.js';
import { freePort } from '../print-service/test-support/proxies.js';
import { startSandbox, type RunningSandbox } from '../sandbox/index.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import { waitFor } from '../sync/test-support/wait-for.js';

const repo = path.resolve(import.meta.dirname, '../..');
const flyer = path.join(repo, 'assets/print-files/summer-sale-flyer.pdf');

let dir: string;
let sandbox: RunningSandbox | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-sync-outage-'));
});
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** `printdesk sync --once` of a folder holding one print file, against a service on `port`. */
async function syncOnce(port: number, key: string, maxWait: string) {
  const folder = path.join(dir, 'hot');
  await mkdir(folder, { recursive: true });
  await copyFile(flyer, path.join(folder, 'flyer.pdf'));
  const args = ['--to', 'Outage/CLI', '--base-url', `http://127.0.0.1:${port}`];
  args.push('--data-dir', path.join(dir, 'data'), '--once', '--stability-ms', '0', '--max-wait', maxWait);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'electron/cli/main.ts', 'sync', folder, ...args],
    {
      cwd: repo,
      env: { ...process.env, PRINTDESK_KEY: key },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { exited, stdout: () => out, stderr: () => err };
}

describe('printdesk sync --once against a service that is down', () => {
  it('gives up after --max-wait, saying the service was unreachable', async () => {
    const run = await syncOnce(await freePort(), 'any-key', '2');
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(/Offline — next try at \d\d:\d\d:\d\d/);
    expect(run.stdout()).toMatch(/unreachable for 2 s/);
    expect(run.stdout()).toContain('uploaded 0, skipped 0, failed 0');
  });

  it('exits 0 when the service comes back before --max-wait', async () => {
    const port = await freePort();
    const sandboxDir = path.join(dir, 'sandbox');
    // Started once to learn its key, then stopped: the service is down when the run begins.
    const first = await startSandbox({ dataDir: sandboxDir, port, seed: false });
    const key = first.key;
    await first.close();
    const run = await syncOnce(port, key, '120');
    await waitFor(() => /Offline — next try/.test(run.stderr()), 60_000, 'the run to see the outage');
    sandbox = await startSandbox({ dataDir: sandboxDir, port, key, seed: false });
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toContain('uploaded 1, skipped 0, failed 0');
    const client = createPrintServiceClient({ baseUrl: sandbox.url, key });
    expect((await listRemoteFolder(client, 'Outage/CLI')).map((i) => i.Name)).toEqual(['flyer.pdf']);
    await client.close();
  });
});
