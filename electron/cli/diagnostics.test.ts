import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAppLog } from '../log/app-log.js';

const exec = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-diagnostics-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('printdesk diagnostics', () => {
  it('writes the bundle of a data folder, with the key given in PRINTDESK_KEY scrubbed from every file', async () => {
    const key = 'pk_live_diagnostics_0123456789';
    const dataDir = path.join(dir, 'data');
    // A log line holding the key where careless code could have put it (the log did not know it then).
    const log = await openAppLog({ dataDir });
    log.info(`a message mentioning ${key}`);
    await log.close();
    await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify({ version: 1 }));
    const out = path.join(dir, 'support.tar.gz');
    const { stdout } = await exec(
      process.execPath,
      ['--import', 'tsx', 'electron/cli/main.ts', 'diagnostics', '--data-dir', dataDir, '--out', out],
      { cwd: repo, env: { ...process.env, PRINTDESK_KEY: key } },
    );
    expect(stdout.trim()).toBe(out);
    const unpacked = path.join(dir, 'unpacked');
    await exec('tar', ['-xzf', out, '--one-top-level=' + unpacked], { cwd: dir });
    const root = path.join(unpacked, 'printdesk-diagnostics');
    expect((await readdir(root)).sort()).toEqual(
      ['README.txt', 'journal.json', 'logs', 'settings.json', 'versions.json'].sort(),
    );
    const logText = await readFile(path.join(root, 'logs', 'printdesk.1.log'), 'utf8');
    expect(logText).toContain('a message mentioning [redacted]');
    expect(logText).not.toContain(key);
    expect(JSON.parse(await readFile(path.join(root, 'versions.json'), 'utf8'))).toMatchObject({
      printdesk: expect.any(String),
      node: process.versions.node,
    });
  });
});
