import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppLog } from './app-log.js';
import { bundleFolder, writeDiagnosticsBundle } from './diagnostics-bundle.js';
import type { DiagnosticFacts } from './diagnostics-bundle.js';

let dataDir: string;
let outDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-diag-data-'));
  outDir = await mkdtemp(path.join(tmpdir(), 'printdesk-diag-out-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
});

const key = 'pk_live_d1a9n0st1cs4b2c3';
/** Known to the bundle writer only: the log wrote it before anyone said it was secret. */
const unannouncedKey = 'pk_live_77ffee00ddcc11bb';
const password = 'Pr0xy%pa"ss';

const facts: DiagnosticFacts = {
  versions: { printdesk: '0.1.0', electron: '45.4.1', node: process.versions.node, os: 'linux x64' },
  journal: { entries: 1234, byState: { uploaded: 1200, failed: 34 }, bytes: 456_789 },
  more: { 'hot-folders': { count: 2, watching: ['native', 'polling'], token: 'a-token-value' } },
};

/** Opens the bundle with the system's tar (not our library): its file list and a folder with its files. */
function openBundle(file: string): { names: string[]; folder: string } {
  const names = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const folder = path.join(outDir, 'opened');
  execFileSync('mkdir', ['-p', folder]);
  execFileSync('tar', ['-xzf', file, '-C', folder]);
  return { names, folder };
}

async function writeSettings(value: unknown): Promise<void> {
  await writeFile(path.join(dataDir, 'settings.json'), JSON.stringify(value, null, 2));
}

describe('writeDiagnosticsBundle', () => {
  it('bundles the logs, the settings without secrets, the versions and the journal statistics', async () => {
    await writeSettings({
      version: 1,
      environment: { kind: 'production', baseUrl: 'https://api.print.example' },
      proxy: { mode: 'manual', url: 'http://proxy.example:3128', username: 'anna' },
      // What a careless older version might have left: a password field, and credentials in an address.
      legacy: { password, mirror: `https://anna:${encodeURIComponent(password)}@mirror.example/` },
      links: [{ localPath: '/home/anna/Print', remotePath: '/Hot folder' }],
    });
    const log = await openAppLog({ dataDir, maxFileBytes: 2048, maxFiles: 5, secrets: [key] });
    for (let i = 1; i <= 30; i++) {
      log.info(`uploaded file ${i} with ${key}`, { i });
      await nextTurn();
    }
    log.info(`a key the log was never told about: ${unannouncedKey}`);
    await log.close();

    const file = path.join(outDir, 'PrintDesk diagnostics.tar.gz');
    const bundle = await writeDiagnosticsBundle({
      dataDir,
      file,
      facts,
      secrets: [key, unannouncedKey, password],
      now: new Date(Date.UTC(2026, 4, 6, 7, 8, 9)),
    });
    expect(bundle.file).toBe(file);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(outDir)).toEqual(['PrintDesk diagnostics.tar.gz']);

    const { names, folder } = openBundle(file);
    const root = path.join(folder, bundleFolder);
    const logNames = (await readdir(path.join(root, 'logs'))).sort();
    expect(logNames.length).toBeGreaterThan(1);
    expect(bundle.entries).toEqual(
      [
        'README.txt',
        'hot-folders.json',
        'journal.json',
        'settings.json',
        'versions.json',
        ...logNames.map((n) => `logs/${n}`),
      ].sort(),
    );
    for (const entry of bundle.entries) expect(names).toContain(`${bundleFolder}/${entry}`);

    const json = async (name: string) => JSON.parse(await readFile(path.join(root, name), 'utf8')) as unknown;
    expect(await json('versions.json')).toEqual(facts.versions);
    expect(await json('journal.json')).toEqual(facts.journal);
    expect(await json('hot-folders.json')).toEqual({
      count: 2,
      watching: ['native', 'polling'],
      token: '[redacted]',
    });
    expect(await json('settings.json')).toEqual({
      version: 1,
      environment: { kind: 'production', baseUrl: 'https://api.print.example' },
      proxy: { mode: 'manual', url: 'http://proxy.example:3128', username: 'anna' },
      legacy: { password: '[redacted]', mirror: 'https://[redacted]@mirror.example/' },
      links: [{ localPath: '/home/anna/Print', remotePath: '/Hot folder' }],
    });
    const readme = await readFile(path.join(root, 'README.txt'), 'utf8');
    expect(readme).toContain('2026-05-06T07:08:09.000Z');

    // The lines of the files kept (5 of 2 KiB: the oldest rolled away), in order, as JSON.
    const lines: { details?: { i: number }; msg: string }[] = [];
    for (const name of logNames.sort((a, b) => Number(a.split('.')[1]) - Number(b.split('.')[1])))
      for (const line of (await readFile(path.join(root, 'logs', name), 'utf8')).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as (typeof lines)[number]);
    const numbers = lines.flatMap((l) => (l.details ? [l.details.i] : []));
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual(Array.from({ length: 30 }, (_, i) => i + 1).slice(-numbers.length));
    expect(lines.at(-1)!.msg).toBe('a key the log was never told about: [redacted]');

    // And no secret anywhere in the bundle, compressed stream included.
    const contents = gunzipSync(await readFile(file)).toString('latin1');
    for (const secret of [key, unannouncedKey, password, encodeURIComponent(password), 'a-token-value'])
      expect(contents, secret).not.toContain(secret);
  });

  it('says so when settings.json is missing or does not parse', async () => {
    const first = await writeDiagnosticsBundle({ dataDir, file: path.join(outDir, 'a.tgz'), facts });
    expect(first.entries).toEqual(['README.txt', 'hot-folders.json', 'journal.json', 'versions.json']);

    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'settings.json'), `{"proxy": {"password": "${password}"`);
    const second = await writeDiagnosticsBundle({ dataDir, file: path.join(outDir, 'b.tar.gz'), facts });
    expect(second.entries).toContain('settings-unreadable.txt');
    const { folder } = openBundle(second.file);
    const note = await readFile(path.join(folder, bundleFolder, 'settings-unreadable.txt'), 'utf8');
    expect(note).toMatch(/^settings\.json does not parse: /);
    expect(note).not.toContain(password);
  });

  it('refuses a file that is not a .tar.gz and fact names that would clash or escape', async () => {
    await expect(
      writeDiagnosticsBundle({ dataDir, file: path.join(outDir, 'x.zip'), facts }),
    ).rejects.toThrow(/\.tar\.gz or \.tgz file, not "x\.zip"/);
    for (const name of ['settings', '../escape', 'Upper'])
      await expect(
        writeDiagnosticsBundle({
          dataDir,
          file: path.join(outDir, 'x.tar.gz'),
          facts: { ...facts, more: { [name]: 1 } },
        }),
      ).rejects.toThrow(`"${name}" cannot name a fact`);
    expect(await readdir(outDir)).toEqual([]);
  });

  it('leaves no half-written bundle when the folder cannot take it', async () => {
    const missing = path.join(outDir, 'no-such-folder', 'bundle.tar.gz');
    await expect(writeDiagnosticsBundle({ dataDir, file: missing, facts })).rejects.toThrow(
      /Could not write the diagnostics bundle/,
    );
    expect(await readdir(outDir)).toEqual([]);
  });
});
