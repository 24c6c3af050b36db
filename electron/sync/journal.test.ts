import { spawn } from 'node:child_process';
import { mkdtemp, readFile, appendFile, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountSmallDisk } from '../platform/test-support/small-disk.js';
import { Journal, type JournalEntry } from './journal.js';
import { waitFor } from './test-support/wait-for.js';

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
    await expect(Journal.open(file, { lockWaitMs: 0 })).rejects.toThrow(
      /Another PrintDesk process \(pid \d+\) is syncing/,
    );
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
    await expect(Journal.open(file, { lockWaitMs: 0 })).rejects.toThrow(`(pid ${process.pid})`);
    await journal.put(entry('link:a.pdf', 'queued'));
    await journal.close();
    await expect(readFile(`${file}.lock`, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('the journal lock: one `printdesk sync` per data folder, released when its process dies', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-journal-lock-'));
    file = path.join(dir, 'journal.log');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const holder = path.join(import.meta.dirname, 'test-support', 'journal-holder.ts');

  it('is free as soon as its holder is killed, while the killed process is still a zombie', async () => {
    // `exec sleep` becomes the holder's parent and never reaps it: killed, it stays a zombie (which
    // kill(pid, 0) calls alive), as it does here for ~2 s until PID 1 reaps an orphan.
    const shell = spawn(
      'sh',
      ['-c', `"${process.execPath}" --import tsx "${holder}" "${file}" 0 & echo $!; exec sleep 60`],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const lines = createInterface({ input: shell.stdout! })[Symbol.asyncIterator]();
      const pid = Number((await lines.next()).value);
      expect((await lines.next()).value).toBe('held');
      process.kill(pid, 'SIGKILL');
      await waitFor(async () => (await processState(pid)) === 'Z', 5000, 'the holder to be a zombie');
      // The leader shows as a zombie while its other threads may still be closing its files: allow
      // them a moment, far less than the pid rule's wait for the reaping.
      const journal = await Journal.open(file, { lockWaitMs: 1000 });
      await journal.close();
      expect(await processState(pid)).toBe('Z');
    } finally {
      shell.kill('SIGKILL');
    }
  });

  it('is not held by a live process whose pid the lock file names (a pid reused after a reboot)', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      await writeFile(`${file}.lock`, String(other.pid));
      const journal = await Journal.open(file, { lockWaitMs: 0 });
      await journal.close();
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('waits for a holder that is stopping, instead of refusing', async () => {
    const running = spawn(process.execPath, ['--import', 'tsx', holder, file, '1000'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const lines = createInterface({ input: running.stdout! })[Symbol.asyncIterator]();
      expect((await lines.next()).value).toBe('held');
      running.kill('SIGTERM');
      const asked = Date.now();
      const journal = await Journal.open(file);
      expect(Date.now() - asked).toBeGreaterThanOrEqual(900);
      await journal.close();
    } finally {
      running.kill('SIGKILL');
    }
  });
});

/** The state letter of a process (`R`, `S`, `Z` for a zombie), from /proc. */
async function processState(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat?.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

/** The pid of a process that was killed with SIGKILL and is gone (its lock file left behind). */
async function killedProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  return child.pid!;
}
