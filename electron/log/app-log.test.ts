import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAppLog } from './app-log.js';
import type { FileActivity } from './log-events.js';
import { listLogFiles, logFolder } from './log-files.js';

const posix = process.platform !== 'win32';
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-log-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const uploaded = (i: number, extra: Partial<FileActivity> = {}): FileActivity => ({
  key: `link-1:Flyers/file-${i}.pdf`,
  linkId: 'link-1',
  relPath: `Flyers/file-${i}.pdf`,
  remoteFolder: '/Hot folder/Flyers',
  state: 'uploaded',
  size: 1000 + i,
  sha256: 'ab'.repeat(32),
  fileId: `F-${i}`,
  attempts: 1,
  at: 1_790_000_000_000 + i,
  ...extra,
});

/** Every line of every log file, oldest file first. */
async function allLines(): Promise<string[]> {
  const files = (await listLogFiles(dataDir)).reverse();
  const texts = await Promise.all(files.map((f) => readFile(f.path, 'utf8')));
  return texts.flatMap((text) => text.split('\n').filter(Boolean));
}

/** The raw bytes of every file under the data folder, as one string to search. */
async function everything(): Promise<string> {
  const names = await readdir(dataDir, { recursive: true });
  const texts: string[] = [];
  for (const name of names) {
    const file = path.join(dataDir, name);
    if ((await stat(file)).isFile()) texts.push(await readFile(file, 'latin1'), await readFile(file, 'utf8'));
  }
  return texts.join('\n');
}

describe('the log never holds a key or a password', () => {
  // What a real key and proxy password look like, with the characters that escaping changes.
  const key = 'pk_live_5f0c2b8e9d41a7c3e6b2';
  const laterKey = 'pk_live_99aa88bb77cc66dd55ee';
  const password = 'Pr0xy"pa\\ss/wörd%&';
  const variants = (secret: string) => [
    secret,
    JSON.stringify(secret).slice(1, -1),
    encodeURIComponent(secret),
    Buffer.from(secret).toString('base64'),
  ];

  it('through messages, error objects with causes, URLs with credentials and nested details', async () => {
    const log = await openAppLog({ dataDir, secrets: [key, password] });
    const proxyUrl = `http://anna:${encodeURIComponent(password)}@proxy.example:3128`;
    // Every method, each carrying the secrets where careless code would put them.
    log.file(uploaded(1, { state: 'failed', message: `the service refused key ${key}` }));
    log.job({
      jobId: 'job-1',
      fileKey: 'link-1:a.pdf',
      relPath: 'a.pdf',
      step: 'failed',
      state: 'failed',
      message: `proxy ${proxyUrl} said 407`,
    });
    log.order({
      action: 'placed',
      orderFriendlyId: 'PD-1001',
      details: {
        request: { headers: { 'X-Api-Key': key, Authorization: `Basic ${btoa(`anna:${password}`)}` } },
      },
    });
    log.refusal({
      what: 'account.connect',
      reason: `a key was sent as ${key}`,
      details: { input: { key, proxy: { password, note: `password is ${password}` } } },
    });
    const cause = Object.assign(new Error(`407 from ${proxyUrl} for ${key}`), {
      code: 'E_PROXY_AUTH',
      config: { password, url: `https://api.example/files?key=${key}` },
    });
    log.error(
      'print-service.upload',
      new Error('upload failed', { cause: new TypeError('fetch failed', { cause }) }),
      {
        key,
        attempt: { url: `https://api.example/?subscription-key=${encodeURIComponent(key)}` },
      },
    );
    log.error('settings', `plain string error with ${password}`);
    log.error(
      'sync',
      new AggregateError([new Error(`first ${key}`), new Error(`second ${password}`)], 'both'),
    );
    log.info(`connected with ${key}`, { deep: [[{ note: `still ${key}` }]], raw: `${password}` });
    // A key the log learns only later is scrubbed from then on.
    log.addSecret(laterKey);
    log.info(`switched to ${laterKey}`, { note: `key ${laterKey}` });
    await log.close();

    const lines = await allLines();
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((line) => (JSON.parse(line) as { event: string }).event)).toEqual([
      'file',
      'job',
      'order',
      'refusal',
      'error',
      'error',
      'error',
      'info',
      'info',
    ]);
    const disk = await everything();
    for (const secret of [key, laterKey, password]) {
      for (const variant of variants(secret)) expect(disk, `the log holds ${variant}`).not.toContain(variant);
    }
    // What was around the secrets is still there to read.
    expect(disk).toContain('[redacted]');
    expect(disk).toContain('E_PROXY_AUTH');
    expect(disk).toContain('fetch failed');
  });
});

describe('the structural rules alone', () => {
  it('keep known secret fields, URL credentials and authorization headers out, with no secret registered', async () => {
    const log = await openAppLog({ dataDir });
    log.refusal({
      what: 'account.connect',
      reason: 'rejected by the service',
      details: {
        key: 'sk_structural_111222333',
        proxy: 'http://anna:structural-pass@proxy.example:3128',
        headers: { authorization: 'Bearer structural.token.value' },
        query: 'https://api.example/?apikey=structural-query-key',
      },
    });
    await log.close();
    const disk = await everything();
    for (const secret of [
      'sk_structural_111222333',
      'structural-pass',
      'structural.token',
      'structural-query-key',
    ])
      expect(disk).not.toContain(secret);
    expect(disk).toContain('proxy.example:3128');
  });
});

describe('the log files', () => {
  it('roll over by size and keep at most maxFiles of them, the newest lines in the newest file', async () => {
    const maxFileBytes = 4096;
    const maxFiles = 3;
    const log = await openAppLog({ dataDir, maxFileBytes, maxFiles });
    for (let i = 1; i <= 400; i++) {
      log.file(uploaded(i));
      // The engine logs between awaits; the roll-over happens on the next turn.
      await nextTurn();
    }
    await log.close();
    // Old files are removed in the background after a roll-over.
    await vi.waitFor(async () => expect((await listLogFiles(dataDir)).length).toBeLessThanOrEqual(maxFiles), {
      timeout: 10_000,
    });
    const files = await listLogFiles(dataDir);
    expect(files.length).toBe(maxFiles);
    // 400 lines of ~330 bytes rolled many times: the numbering went on, the oldest files went away.
    expect(files[0]!.number).toBeGreaterThan(maxFiles);
    const line = (await readFile(files[0]!.path, 'utf8')).split('\n')[0]!;
    for (const file of files) {
      // A file may overshoot by the line that crossed the size and those of the same turn.
      expect((await stat(file.path)).size).toBeLessThanOrEqual(
        maxFileBytes + 2 * Buffer.byteLength(line) + 2,
      );
    }
    const last = (await allLines()).at(-1)!;
    expect(JSON.parse(last)).toMatchObject({ event: 'file', fileKey: 'link-1:Flyers/file-400.pdf' });
  });

  it('go on in the same file after a restart', async () => {
    const first = await openAppLog({ dataDir });
    first.info('started', { run: 1 });
    await first.close();
    const second = await openAppLog({ dataDir });
    second.info('started', { run: 2 });
    await second.close();
    const files = await listLogFiles(dataDir);
    expect(files.map((f) => f.name)).toEqual(['printdesk.1.log']);
    expect(
      (await allLines()).map((l) => (JSON.parse(l) as { details: { run: number } }).details.run),
    ).toEqual([1, 2]);
  });

  it.runIf(posix)(
    'are readable by the user alone: folder 0700, files 0600, even if they were wider',
    async () => {
      await mkdir(logFolder(dataDir), { recursive: true, mode: 0o755 });
      await chmod(logFolder(dataDir), 0o755);
      await writeFile(path.join(logFolder(dataDir), 'printdesk.1.log'), '', { mode: 0o644 });
      await chmod(path.join(logFolder(dataDir), 'printdesk.1.log'), 0o644);
      const log = await openAppLog({ dataDir, maxFileBytes: 1024, maxFiles: 2 });
      for (let i = 1; i <= 20; i++) {
        log.file(uploaded(i));
        await nextTurn();
      }
      await log.close();
      expect((await stat(logFolder(dataDir))).mode & 0o777).toBe(0o700);
      const files = await listLogFiles(dataDir);
      expect(files.length).toBeGreaterThanOrEqual(2);
      for (const file of files) expect((await stat(file.path)).mode & 0o777, file.name).toBe(0o600);
    },
  );

  it('lose nothing written before a crash: each line is on disk when the call returns', async () => {
    const writer = fileURLToPath(new URL('./test-support/crash-writer.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', writer, dataDir, '200'], { stdio: 'inherit' });
    const signal = await new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    expect(signal).toBe('SIGKILL');
    const lines = await allLines();
    expect(lines).toHaveLength(200);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ fileKey: 'link-1:crash/file-200.pdf' });
  });
});

describe('writing a line', () => {
  it('never throws into its caller, and stops quietly once the log is closed', async () => {
    const warnings: string[] = [];
    const log = await openAppLog({ dataDir, warn: (m) => warnings.push(m) });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const hostile = {
      get boom() {
        throw new Error('getter exploded');
      },
    };
    expect(() => log.info('cyclic', { cyclic })).not.toThrow();
    expect(() => log.info('hostile', { hostile })).not.toThrow();
    await log.close();
    expect(() => log.info('after close')).not.toThrow();
    await log.close();
    const lines = await allLines();
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['cyclic']);
    expect(warnings).toEqual([expect.stringContaining('getter exploded')]);
  });

  it('refuses sizes that would not bound the log', async () => {
    await expect(openAppLog({ dataDir, maxFileBytes: 10 })).rejects.toThrow(/at least 1024/);
    await expect(openAppLog({ dataDir, maxFiles: 0 })).rejects.toThrow(/at least one file/);
  });
});
