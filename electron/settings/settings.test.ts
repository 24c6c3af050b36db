import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HotFolderLink, defaultSettings, environmentMarket } from '../shared/settings/schema.js';
import type { Settings } from '../shared/settings/schema.js';
import { takeFileLock } from '../platform/file-lock.js';
import { openSettings } from './settings.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-settings-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const link = (n: number) =>
  HotFolderLink.parse({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    localPath: `/tmp/hot-${n}`,
    remotePath: `Hot folders/${n}`,
  });

describe('settings', () => {
  it('starts from defaults when there is no file, without writing one', async () => {
    const { store, warning } = await openSettings(dataDir);
    expect(warning).toBeUndefined();
    expect(store.get()).toEqual(defaultSettings());
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('saves an update and reads it back on the next start', async () => {
    const { store } = await openSettings(dataDir);
    await store.update((s) => {
      s.environment = { kind: 'custom', baseUrl: 'https://connect.sandbox.example/2012/02', market: 'uk' };
      s.sync.concurrency = 5;
    });
    const reopened = (await openSettings(dataDir)).store.get();
    expect(reopened.environment).toEqual({
      kind: 'custom',
      baseUrl: 'https://connect.sandbox.example/2012/02',
      market: 'uk',
    });
    expect(reopened.sync.concurrency).toBe(5);
  });

  it('reads settings from before markets as the US, the practice service and a custom one alike', async () => {
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({ version: 1, environment: { kind: 'embedded' } }),
    );
    expect((await openSettings(dataDir)).store.get().environment).toEqual({ kind: 'embedded', market: 'us' });
    const baseUrl = 'https://print.example.com/api';
    await writeFile(
      join(dataDir, 'settings.json'),
      JSON.stringify({ version: 1, environment: { kind: 'custom', baseUrl } }),
    );
    expect((await openSettings(dataDir)).store.get().environment).toEqual({
      kind: 'custom',
      baseUrl,
      market: 'us',
    });
  });

  it('decides a custom service’s market by its host, and by the choice where the host does not say', () => {
    const custom = (baseUrl: string) => ({ kind: 'custom' as const, baseUrl, market: 'de' as const });
    expect(environmentMarket(custom('https://connect.mimeo.co.uk/2012/02'))).toEqual({
      id: 'uk',
      from: 'base-url',
    });
    expect(environmentMarket(custom('https://print.example.com/api'))).toEqual({ id: 'de', from: 'setting' });
    expect(environmentMarket({ kind: 'embedded', market: 'uk' })).toEqual({ id: 'uk', from: 'setting' });
  });

  it('keeps a corrupt file aside and uses defaults, with a warning', async () => {
    await writeFile(join(dataDir, 'settings.json'), '{"environment": {"kind": "embedded"}, "sync": ');
    const { store, warning } = await openSettings(dataDir);
    expect(store.get()).toEqual(defaultSettings());
    expect(warning).toMatch(/not valid JSON/);
    const files = await readdir(dataDir);
    const aside = files.find((f) => f.startsWith('settings.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(warning).toContain(aside);
    expect(await readFile(join(dataDir, aside!), 'utf8')).toContain('"sync": ');
  });

  it('treats a file that breaks the schema (a key in it, say) as corrupt, naming the field', async () => {
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify({ version: 1, key: 'abc' }));
    const { warning } = await openSettings(dataDir);
    expect(warning).toMatch(/Unrecognized key/);
  });

  it('reads settings written before preflight profiles with the standard profile, for links and uploads', async () => {
    const { id, localPath, remotePath } = link(1);
    const older = {
      version: 1,
      environment: { kind: 'embedded' },
      sync: { concurrency: 2, afterUpload: 'move', notifications: true, launchAtLogin: false },
      links: [{ id, localPath, remotePath, types: ['pdf'], afterUpload: 'keep' }],
      proxy: { mode: 'system' },
    };
    await writeFile(join(dataDir, 'settings.json'), JSON.stringify(older));
    const { store, warning } = await openSettings(dataDir);
    expect(warning).toBeUndefined();
    expect(store.get().links[0]).toMatchObject({ id, preflightProfile: 'standard' });
    expect(store.get().uploads).toEqual({ preflightProfile: 'standard' });
    expect(store.get().sync.concurrency).toBe(2);
    await store.update((s) => void (s.uploads.preflightProfile = 'off'));
    const onDisk = JSON.parse(await readFile(store.path, 'utf8')) as Settings;
    expect(onDisk.uploads).toEqual({ preflightProfile: 'off' });
    expect(onDisk.links[0]!.preflightProfile).toBe('standard');
  });

  it('refuses an unknown preflight profile, naming the field', async () => {
    const { store } = await openSettings(dataDir);
    await expect(
      store.update((s) => ({ ...s, uploads: { preflightProfile: 'lenient' as never } })),
    ).rejects.toThrow(/uploads.preflightProfile/);
  });

  it('refuses an invalid update and leaves file and state unchanged', async () => {
    const { store } = await openSettings(dataDir);
    await store.update((s) => {
      s.sync.concurrency = 2;
    });
    const before = await readFile(store.path, 'utf8');
    await expect(store.update((s) => ({ ...s, sync: { ...s.sync, concurrency: 99 } }))).rejects.toThrow(
      /sync.concurrency/,
    );
    expect(await readFile(store.path, 'utf8')).toBe(before);
    expect(store.get().sync.concurrency).toBe(2);
  });

  it('applies concurrent updates one after another, losing none, and notifies each', async () => {
    const { store } = await openSettings(dataDir);
    const seen: number[] = [];
    const off = store.subscribe((s) => seen.push(s.links.length));
    await Promise.all(Array.from({ length: 20 }, (_, n) => store.update((s) => void s.links.push(link(n)))));
    off();
    await store.update((s) => void s.links.pop());
    expect(seen).toEqual(Array.from({ length: 20 }, (_, n) => n + 1));
    const onDisk = JSON.parse(await readFile(store.path, 'utf8')) as Settings;
    expect(onDisk.links).toHaveLength(19);
    expect((await readdir(dataDir)).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('hands out copies: changing one does not change the settings', async () => {
    const { store } = await openSettings(dataDir);
    store.get().sync.concurrency = 9;
    expect(store.get().sync.concurrency).toBe(defaultSettings().sync.concurrency);
  });
});

describe('settings changed by two processes (the app, and `printdesk pause` on its data folder)', () => {
  it('starts an update from what the other wrote since, and writes nothing of it over', async () => {
    const { store: app } = await openSettings(dataDir);
    const { store: cli } = await openSettings(dataDir);
    await cli.update((s) => ({ ...s, pause: { until: 'resumed-by-hand' } }));
    const seen: Settings[] = [];
    app.subscribe((s) => seen.push(s));
    await app.update((s) => ({ ...s, welcomeDismissed: true }));
    const onDisk = JSON.parse(await readFile(app.path, 'utf8')) as Settings;
    expect(onDisk).toMatchObject({ pause: { until: 'resumed-by-hand' }, welcomeDismissed: true });
    expect(app.get().pause).toEqual({ until: 'resumed-by-hand' });
    expect(seen.at(-1)?.pause).toEqual({ until: 'resumed-by-hand' });
  });

  it('interleaves the updates of both whole, losing none', async () => {
    const { store: app } = await openSettings(dataDir);
    const { store: cli } = await openSettings(dataDir);
    const rate = (n: number) => ({ kind: 'limit' as const, bytesPerSecond: 1024 * (n + 1) });
    await Promise.all(
      Array.from({ length: 20 }, (_, n) => [
        app.update((s) => void s.links.push(link(n))),
        cli.update((s) => ({ ...s, bandwidth: rate(n) })),
      ]).flat(),
    );
    const onDisk = JSON.parse(await readFile(app.path, 'utf8')) as Settings;
    expect(onDisk.links).toHaveLength(20);
    expect(onDisk.bandwidth).toEqual(rate(19));
    expect(await readdir(dataDir)).not.toContain('settings.json.lock');
  });

  it('takes a lock its dead holder left behind, and waits for one that is held', async () => {
    const { store } = await openSettings(dataDir);
    const lock = `${store.path}.lock`;
    // Left by a process that was killed: the file names it, but the system holds no lock for it.
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    await writeFile(lock, String(gone));
    await store.update((s) => ({ ...s, welcomeDismissed: true }));
    expect(store.get().welcomeDismissed).toBe(true);

    // Held (as another process would): the update waits until it is let go.
    const held = await takeFileLock(lock);
    let done = false;
    const update = store.update((s) => ({ ...s, welcomeDismissed: false })).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    await held.release();
    await update;
    expect(JSON.parse(await readFile(store.path, 'utf8'))).toMatchObject({ welcomeDismissed: false });
  });
});

describe('the settings lock, raced by three processes', () => {
  // On a memory file system where there is one: the race is the lock's, and the disk's fsyncs would
  // make the 600 updates take half a minute.
  let raceDir: string;
  beforeEach(async () => {
    raceDir = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'printdesk-settings-race-'));
  });
  afterEach(async () => {
    await rm(raceDir, { recursive: true, force: true });
  });

  /** A process making one update per round it is sent, answering `ok` or `error …` (test-support/settings-racer.ts). */
  function racer(marker: string) {
    const script = join(import.meta.dirname, 'test-support', 'settings-racer.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', script, raceDir, marker], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    return {
      child,
      async round(n: number): Promise<string> {
        child.stdin.write(`${n}\n`);
        const answer = await answers.next();
        return answer.done ? 'error: the racer ended' : answer.value;
      },
    };
  }

  it(
    'is never held by two, and always taken, when its dead holder left it behind (200 rounds)',
    { timeout: 120_000 },
    async () => {
      const lock = join(raceDir, 'settings.json.lock');
      const marker = join(raceDir, 'inside');
      const gone = spawnSync(process.execPath, ['-e', '']).pid!;
      const racers = [racer(marker), racer(marker), racer(marker)];
      try {
        const failures: string[] = [];
        for (let n = 0; n < 200; n++) {
          await writeFile(lock, String(gone));
          const answers = await Promise.all(racers.map((r) => r.round(n)));
          failures.push(...answers.filter((a) => a !== 'ok').map((a) => `round ${n}: ${a}`));
        }
        expect(failures).toEqual([]);
      } finally {
        for (const r of racers) r.child.kill();
      }
    },
  );
});
