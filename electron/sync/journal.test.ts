import { spawn } from 'node:child_process';
import { mkdtemp, readFile, appendFile, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountSmallDisk } from '../platform/test-support/small-disk.js';
import { Journal, type JournalEntry } from './journal.js';

const entry = (
  key: string,
  state: JournalEntry['state'],
  extra: Partial<JournalEntry> = {},
): JournalEntry => ({
  key,
  linkId: 'link',
  relPath: key.slice(5),
  remoteFolder: 'Hot',
  state,
  size: 10,
  mtimeMs: 1,
  attempts: 0,
  updatedAt: Date.now(),
  ...extra,
});

describe('Journal', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-journal-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('replays the last snapshot of every file after a reopen', async () => {
    const file = path.join(dir, 'journal.log');
    const journal = await Journal.open(file);
    await journal.put(entry('link:a.pdf', 'queued'));
    await journal.put(entry('link:a.pdf', 'uploading', { attempts: 1 }));
    await journal.put(entry('link:b.pdf', 'queued'));
    await journal.put(entry('link:a.pdf', 'uploaded', { fileId: 'f1', attempts: 1 }));
    // No close(): the process "dies" here; every put above had resolved, so it is on disk.
    await rm(`${file}.lock`); // a dead process's lock is taken over (tested below)
    const reopened = await Journal.open(file);
    expect(reopened.get('link:a.pdf')).toMatchObject({ state: 'uploaded', fileId: 'f1', attempts: 1 });
    expect(reopened.get('link:b.pdf')?.state).toBe('queued');
    expect(reopened.size).toBe(2);
    await reopened.close();
  });

  it('drops a torn last line and keeps appending cleanly after it', async () => {
    const file = path.join(dir, 'journal.log');
    const journal = await Journal.open(file);
    await journal.put(entry('link:a.pdf', 'queued'));
    await appendFile(file, '{"key":"link:a.pdf","state":"uplo');
    await rm(`${file}.lock`);
    const reopened = await Journal.open(file);
    expect(reopened.get('link:a.pdf')?.state).toBe('queued');
    await reopened.put(entry('link:c.pdf', 'queued'));
    await rm(`${file}.lock`);
    const again = await Journal.open(file);
    expect([...again.all()].map((e) => e.key).sort()).toEqual(['link:a.pdf', 'link:c.pdf']);
    await again.close();
  });

  it('compacts to one line per file on open', async () => {
    const file = path.join(dir, 'journal.log');
    const lines = Array.from({ length: 50 }, (_, i) =>
      JSON.stringify(entry('link:a.pdf', 'queued', { attempts: i })),
    );
    await writeFile(file, lines.join('\n') + '\n');
    const journal = await Journal.open(file);
    const text = await readFile(file, 'utf8');
    expect(text.trim().split('\n')).toHaveLength(1);
    expect(journal.get('link:a.pdf')?.attempts).toBe(49);
    await journal.close();
  });

  it('shares one flush between transitions made together, each durable when it resolves', async () => {
    const file = path.join(dir, 'journal.log');
    const journal = await Journal.open(file);
    await Promise.all(Array.from({ length: 200 }, (_, i) => journal.put(entry(`link:${i}.pdf`, 'queued'))));
    const text = await readFile(file, 'utf8');
    expect(text.trim().split('\n')).toHaveLength(200);
    await journal.close();
  });

  it('fails a transition the full disk cut short, and the next one is a whole line', async () => {
    const disk = await mountSmallDisk();
    try {
      const file = path.join(disk.dir, 'journal.log');
      const journal = await Journal.open(file);
      await journal.put(entry('link:a.pdf', 'queued'));
      await disk.fill();
      const long = entry('link:b.pdf', 'failed', { lastError: 'x'.repeat(6000) });
      await expect(journal.put(long)).rejects.toThrow(/journal\.log: the disk is full/);
      await disk.free();
      await journal.put(entry('link:c.pdf', 'queued'));
      const lines = (await readFile(file, 'utf8')).trim().split('\n');
      expect(lines.map((line) => (JSON.parse(line) as JournalEntry).key)).toEqual([
        'link:a.pdf',
        'link:c.pdf',
      ]);
      await journal.close();
    } finally {
      await disk.unmount();
    }
  });

  it('refuses a second writer while the first is open, and takes over after it closes', async () => {
    const file = path.join(dir, 'journal.log');
    const first = await Journal.open(file);
    await expect(Journal.open(file)).rejects.toThrow(/Another PrintDesk process \(pid \d+\) is syncing/);
    await first.close();
    const second = await Journal.open(file);
    await second.close();
  });

  it('takes over the lock of a process that was killed', async () => {
    const file = path.join(dir, 'journal.log');
    const dead = await killedProcess();
    await writeFile(`${file}.lock`, String(dead));
    const journal = await Journal.open(file);
    // The lock is ours now: it names this process, and a second writer is refused in our name.
    expect((await readFile(`${file}.lock`, 'utf8')).trim()).toBe(String(process.pid));
    await expect(Journal.open(file)).rejects.toThrow(`(pid ${process.pid})`);
    await journal.put(entry('link:a.pdf', 'queued'));
    await journal.close();
    await expect(readFile(`${file}.lock`, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

/** The pid of a process that was killed with SIGKILL and is gone (its lock file left behind). */
async function killedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return child.pid!;
}
