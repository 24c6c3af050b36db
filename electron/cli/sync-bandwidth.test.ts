/**
 * The command line's bandwidth: `printdesk pause`, `resume` and `bwlimit` write the data folder's
 * settings, a running `printdesk sync` obeys them within seconds, and `sync --once` stops while paused.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrintServiceClient } from '../print-service/client.js';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { listRemoteFolder } from '../sync/test-support/remote-folder.js';
import { spawnSync } from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';
import { writeLargePdf } from '../../scripts/make-sample-pdfs.js';

const repo = path.resolve(import.meta.dirname, '../..');
let dir: string;
let sandbox: TestSandbox;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-cli-bandwidth-'));
  sandbox = await startTestSandbox({ seed: false });
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

/** `printdesk <args>`: its exit code and output. */
async function printdesk(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ['--import', 'tsx', 'electron/cli/main.ts', ...args], {
    cwd: repo,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

const settingsOf = async (dataDir: string) =>
  JSON.parse(await readFile(path.join(dataDir, 'settings.json'), 'utf8')) as {
    pause?: { until: string };
    bandwidth: unknown;
  };

describe('printdesk pause, resume and bwlimit', () => {
  it('write the data folder’s pause and limit, and say what they did', async () => {
    const dataDir = path.join(dir, 'commands');
    const paused = await printdesk('pause', '1h', '--data-dir', dataDir);
    expect(paused.stdout).toMatch(/^Hot folders paused until \d\d:\d\d\.\n$/);
    const until = Date.parse((await settingsOf(dataDir)).pause!.until);
    expect(until - Date.now()).toBeGreaterThan(55 * 60_000);

    expect((await printdesk('pause', '--data-dir', dataDir)).stdout).toBe(
      'Hot folders paused until resumed.\n',
    );
    expect((await settingsOf(dataDir)).pause).toEqual({ until: 'resumed-by-hand' });
    expect((await printdesk('resume', '--data-dir', dataDir)).stdout).toBe('Hot folders resumed.\n');
    expect((await settingsOf(dataDir)).pause).toBeUndefined();

    const limited = await printdesk('bwlimit', 'Mon-Fri,08:00,2M 18:00,off', '--data-dir', dataDir);
    expect(limited.stdout).toMatch(/^Upload limit: Mon-Fri,08:00,2M 18:00,off \(now /);
    expect((await settingsOf(dataDir)).bandwidth).toMatchObject({ kind: 'timetable' });
  });

  it('refuse a bad argument with what is wrong, exit code 2', async () => {
    const dataDir = path.join(dir, 'refusals');
    const pause = await printdesk('pause', '2 days', '--data-dir', dataDir);
    expect(pause.code).toBe(2);
    expect(pause.stderr).toContain('printdesk pause: "2 days" is not a pause: write a duration such as 30m');
    const limit = await printdesk('bwlimit', 'Mon-Fry,08:00,2M', '--data-dir', dataDir);
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain('printdesk bwlimit: In "Mon-Fry,08:00,2M": "Fry" is not a day.');
    const sync = await printdesk('sync', dir, '--to', 'X', '--bwlimit', '10M:1M');
    expect(sync.code).toBe(2);
    expect(sync.stderr).toContain('printdesk sync: --bwlimit: "10M:1M": PrintDesk limits uploads only');
  });
});

describe('printdesk sync under a pause and a limit', () => {
  it('stops a --once run while paused, leaving the files for the next run', async () => {
    const dataDir = path.join(dir, 'once-data');
    const folder = path.join(dir, 'once');
    await mkdir(folder);
    await writeLargePdf(path.join(folder, 'waiting.pdf'), 64 * 1024);
    await printdesk('pause', 'tomorrow', '--data-dir', dataDir);
    const run = spawnSync(
      [folder, '--to', 'Paused/Once', '--base-url', sandbox.url, '--data-dir', dataDir, '--once'],
      sandbox.key,
    );
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toMatch(
      /Paused until \w{3} 00:00: uploads wait \(printdesk resume ends the pause\)\./,
    );
    expect(run.stdout()).toMatch(
      /Hot folders are paused until \w{3} 00:00: the \d+ files still waiting go at the next run\./,
    );
  });

  it('obeys printdesk pause and resume while it runs, under its own --bwlimit', async () => {
    const dataDir = path.join(dir, 'daemon-data');
    const folder = path.join(dir, 'daemon');
    await mkdir(folder);
    // The limit is this run's; 2 MiB at 256 KiB/s take 8 s, long enough to pause it midway.
    const daemon = spawnSync(
      [
        folder,
        '--to',
        'Paused/Daemon',
        '--base-url',
        sandbox.url,
        '--data-dir',
        dataDir,
        '--bwlimit',
        '256k',
        '--stability-ms',
        '100',
      ],
      sandbox.key,
    );
    try {
      await waitFor(
        () => /Upload limit: 256 KiB\/s \(--bwlimit: 256k\)/.test(daemon.stderr()),
        60_000,
        'the limit line',
        daemon.tail,
      );
      const made = path.join(dir, 'large.pdf');
      await writeLargePdf(made, 2 * 1024 * 1024);
      await rename(made, path.join(folder, 'large.pdf'));
      await waitFor(
        () => /uploading +large\.pdf/.test(daemon.stderr()),
        60_000,
        'the upload to start',
        daemon.tail,
      );

      await printdesk('pause', '--data-dir', dataDir);
      await waitFor(
        () => /Paused until resumed/.test(daemon.stderr()),
        30_000,
        'the daemon to pause',
        daemon.tail,
      );
      await waitFor(
        () => /queued +large\.pdf \(Paused during upload/.test(daemon.stderr()),
        30_000,
        'the upload to go back to the queue',
        daemon.tail,
      );

      await printdesk('resume', '--data-dir', dataDir);
      await waitFor(
        () => /Resumed: uploads go on\./.test(daemon.stderr()),
        30_000,
        'the daemon to resume',
        daemon.tail,
      );
      await waitFor(
        () => /uploaded +large\.pdf/.test(daemon.stderr()),
        90_000,
        'the upload after the pause',
        daemon.tail,
      );
    } finally {
      daemon.child.kill('SIGTERM');
      await daemon.exited;
    }
    const client = createPrintServiceClient({ baseUrl: sandbox.url, key: sandbox.key });
    expect((await listRemoteFolder(client, 'Paused/Daemon')).map((i) => i.Name)).toEqual(['large.pdf']);
    await client.close();
  });
});
