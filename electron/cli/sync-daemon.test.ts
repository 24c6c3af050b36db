/**
 * `printdesk sync` as a supervisor sees it: a real process against a real sandbox. It stays up
 * while its folder is gone and watches it again when it is back; `--once` names what failed and
 * why, in the summary and the exit code; a file or folder it may not read fails with "permission
 * denied" (run as root, without the capabilities that let root read any file); names reach the
 * terminal with their control characters escaped; the key never goes in clear to another computer.
 */
import { chmod, copyFile, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../sandbox/test-support/test-sandbox.js';
import { spawnSync, syncOnceArgs, type SyncRun } from '../sync/test-support/sync-process.js';
import { waitFor } from '../sync/test-support/wait-for.js';

const repo = path.resolve(import.meta.dirname, '../..');
const flyer = path.join(repo, 'assets/print-files/summer-sale-flyer.pdf');
const brochure = path.join(repo, 'assets/print-files/spring-open-house-brochure.pdf');

let sandbox: TestSandbox;
let dir: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ seed: false });
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-sync-daemon-'));
});
afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

const count = (text: string, part: string) => text.split(part).length - 1;

/** The log lines of a data folder, parsed. */
async function logLines(dataDir: string): Promise<Array<Record<string, unknown>>> {
  const folder = path.join(dataDir, 'logs');
  const lines: Array<Record<string, unknown>> = [];
  for (const name of await readdir(folder)) {
    for (const line of (await readFile(path.join(folder, name), 'utf8')).split('\n')) {
      if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
    }
  }
  return lines;
}

describe('printdesk sync (the daemon)', () => {
  it(
    'stays up while its folder is gone, says so once each way, watches it again, and exits 0 when told to stop',
    { timeout: 120_000 },
    async () => {
      const folder = path.join(dir, 'share');
      const away = path.join(dir, 'share-unmounted');
      const dataDir = path.join(dir, 'daemon-data');
      await mkdir(folder);
      await copyFile(flyer, path.join(folder, 'first.pdf'));
      const args = [folder, '--to', 'Daemon/Share', '--base-url', sandbox.url, '--data-dir', dataDir];
      const run = spawnSync([...args, '--stability-ms', '100'], sandbox.key);
      const seen = () => run.tail();
      try {
        await waitFor(() => run.stderr().includes('uploaded  first.pdf'), 30_000, 'the first upload', seen);
        // The share unmounts: the folder's path is gone.
        await rename(folder, away);
        await waitFor(() => run.stderr().includes('is unavailable'), 30_000, 'the offline notice', seen);
        await rename(away, folder);
        await copyFile(brochure, path.join(folder, 'second.pdf'));
        // Only a process still running (and watching the folder again) can upload the new file.
        await waitFor(
          () => run.stderr().includes('uploaded  second.pdf'),
          30_000,
          'the upload after the return',
          seen,
        );
        expect(run.ended()).toBe(false);
        expect(count(run.stderr(), 'is unavailable')).toBe(1);
        expect(count(run.stderr(), 'is back; watching it again')).toBe(1);
        run.child.kill('SIGTERM');
        expect(await run.exited).toBe(0);
      } finally {
        if (!run.ended()) run.child.kill('SIGKILL');
      }
      expect(run.stdout()).toContain('uploaded 2, skipped 0, failed 0');
      const lines = await logLines(dataDir);
      const messages = lines.map((l) => String(l.msg));
      expect(messages).toContain(`${folder} is unavailable; its files are left alone until it is back.`);
      expect(messages).toContain(`${folder} is back; watching it again.`);
      expect(messages).toContain('printdesk sync stopping (SIGTERM)');
      expect(lines.filter((l) => l.event === 'file' && l.state === 'uploaded').map((l) => l.relPath)).toEqual(
        ['first.pdf', 'second.pdf'],
      );
    },
  );

  it('waits for a folder that is not there yet when it starts (a share mounted later)', async () => {
    const folder = path.join(dir, 'mounted-later');
    const args = [
      folder,
      '--to',
      'Daemon/Later',
      '--base-url',
      sandbox.url,
      '--data-dir',
      path.join(dir, 'later-data'),
    ];
    const run = spawnSync([...args, '--stability-ms', '100'], sandbox.key);
    const seen = () => run.tail();
    try {
      await waitFor(() => run.stderr().includes('is unavailable'), 30_000, 'the offline notice', seen);
      await mkdir(folder);
      await copyFile(flyer, path.join(folder, 'late.pdf'));
      await waitFor(() => run.stderr().includes('uploaded  late.pdf'), 30_000, 'the upload', seen);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      if (!run.ended()) run.child.kill('SIGKILL');
    }
  });
});

describe('printdesk sync --once and files it may not read', () => {
  /** A hot folder and its data folder. */
  async function folders(name: string) {
    const folder = path.join(dir, name);
    const dataDir = path.join(dir, `${name}-data`);
    for (const d of [folder, dataDir]) await mkdir(d);
    return { folder, dataDir };
  }

  async function once(
    folder: string,
    dataDir: string,
    remote: string,
  ): Promise<SyncRun & { code: number | null }> {
    const args = [...syncOnceArgs(folder, remote, sandbox.url, dataDir), '--include-subfolders'];
    const run = spawnSync(args, sandbox.key, {}, { unprivileged: true });
    return Object.assign(run, { code: await run.exited });
  }

  it('fails an unreadable file and sub-folder with "permission denied", names them, exits 1, and sends them once readable', async () => {
    const { folder, dataDir } = await folders('locked');
    await copyFile(flyer, path.join(folder, 'open.pdf'));
    await copyFile(brochure, path.join(folder, 'secret.pdf'));
    await chmod(path.join(folder, 'secret.pdf'), 0o000);
    const locked = path.join(folder, 'Locked');
    await mkdir(locked);
    await copyFile(flyer, path.join(locked, 'inner.pdf'));
    await chmod(locked, 0o000);

    const first = await once(folder, dataDir, 'Once/Locked');
    expect(first.code, first.tail()).toBe(1);
    expect(first.stdout()).toContain('uploaded 1, skipped 0, failed 1');
    expect(first.stdout()).toContain('failed: secret.pdf: permission denied');
    expect(first.stdout()).toContain('unreadable: Locked/: permission denied');
    expect(first.stderr()).toMatch(/failed\s+secret\.pdf \(permission denied/);
    // The activity history (the log) has both, with the reason.
    const failed = (await logLines(dataDir)).filter((l) => l.event === 'file' && l.state === 'failed');
    expect(failed.map((l) => [l.relPath, String(l.message).split(':')[0]])).toEqual(
      expect.arrayContaining([
        ['secret.pdf', 'permission denied'],
        ['Locked/', 'permission denied'],
      ]),
    );

    // Permissions given back: the next run sends what it could not read.
    await chmod(path.join(folder, 'secret.pdf'), 0o644);
    await chmod(locked, 0o755);
    const second = await once(folder, dataDir, 'Once/Locked');
    expect(second.code, second.tail()).toBe(0);
    expect(second.stdout()).toContain('uploaded 2, skipped 1, failed 0');
    expect(second.stdout()).not.toContain('unreadable');
  });

  it('tries an unreadable file again when its permissions change, not in a loop before', async () => {
    const { folder, dataDir } = await folders('chmod-later');
    const secret = path.join(folder, 'secret.pdf');
    await copyFile(brochure, secret);
    await chmod(secret, 0o000);
    const args = [folder, '--to', 'Daemon/Chmod', '--base-url', sandbox.url, '--data-dir', dataDir];
    const run = spawnSync([...args, '--stability-ms', '100'], sandbox.key, {}, { unprivileged: true });
    const seen = () => run.tail();
    try {
      await waitFor(() => /failed\s+secret\.pdf/.test(run.stderr()), 30_000, 'the failure', seen);
      // The folder away and back: the listing on its return sees secret.pdf again (with third.pdf,
      // which it uploads); unchanged permissions, so it stays failed, said once.
      await rename(folder, `${folder}-away`);
      await waitFor(() => run.stderr().includes('is unavailable'), 30_000, 'the offline notice', seen);
      await copyFile(flyer, path.join(`${folder}-away`, 'third.pdf'));
      await rename(`${folder}-away`, folder);
      await waitFor(() => run.stderr().includes('uploaded  third.pdf'), 30_000, 'the upload on return', seen);
      expect(run.stderr().match(/failed\s+secret\.pdf/g)).toHaveLength(1);
      await chmod(secret, 0o644);
      await waitFor(
        () => run.stderr().includes('uploaded  secret.pdf'),
        30_000,
        'the upload once readable',
        seen,
      );
      expect(run.stderr().match(/failed\s+secret\.pdf/g)).toHaveLength(1);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      if (!run.ended()) run.child.kill('SIGKILL');
    }
  });

  it('escapes control characters of file names and the service’s messages on the terminal', async () => {
    const { folder, dataDir } = await folders('escapes');
    // An empty file fails (nothing to print): its name is on both streams.
    const name = 'evil\x1b]0;pwned\x07\x1b[2J\u202egnp.pdf';
    await copyFile(flyer, path.join(folder, 'fine.pdf'));
    await writeFile(path.join(folder, name), '');
    const run = await once(folder, dataDir, 'Once/Escapes');
    expect(run.code, run.tail()).toBe(1);
    const both = run.stdout() + run.stderr();
    // eslint-disable-next-line no-control-regex -- no raw control character may reach the terminal
    expect(both).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f\u202e]/);
    expect(run.stdout()).toContain('failed: evil\\x1b]0;pwned\\x07\\x1b[2J\\u202egnp.pdf: The file is empty');
    expect(run.stderr()).toContain('evil\\x1b]0;pwned\\x07\\x1b[2J\\u202egnp.pdf');
  });
});

describe('printdesk sync and a plain http:// service', () => {
  it('refuses to send the key in clear to another computer unless --allow-insecure-http', async () => {
    const folder = path.join(dir, 'insecure');
    await mkdir(folder);
    // TEST-NET-1: not this computer, and nothing answers there.
    const args = syncOnceArgs(folder, 'Insecure', 'http://192.0.2.1:9', path.join(dir, 'insecure-data'));
    const refused = spawnSync(args, sandbox.key);
    expect(await refused.exited).toBe(2);
    expect(refused.stderr()).toContain('the subscription key would travel unencrypted');
    expect(refused.stderr()).toContain('--allow-insecure-http');

    // Past the refusal: an empty folder, so a pass with nothing to send.
    const allowed = spawnSync([...args, '--allow-insecure-http'], sandbox.key);
    expect(await allowed.exited).toBe(0);
    expect(allowed.stderr()).not.toContain('unencrypted');
    expect(allowed.stdout()).toContain('uploaded 0, skipped 0, failed 0');
  });
});
