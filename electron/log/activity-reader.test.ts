import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityLog } from '../sync/activity.js';
import type { FileState } from '../shared/sync/status.js';
import { readActivityHistory } from './activity-reader.js';
import { openAppLog } from './app-log.js';
import type { FileActivity } from './log-events.js';
import { listLogFiles } from './log-files.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-history-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const states: FileState[] = ['queued', 'uploading', 'uploaded', 'failed', 'skipped'];

/** The i-th state change of a run: every optional field present on some, absent on others. */
function change(i: number): FileActivity {
  const state = states[i % states.length]!;
  return {
    key: `link-${i % 3}:Jobs/file-${i}.pdf`,
    linkId: `link-${i % 3}`,
    relPath: `Jobs/file-${i}.pdf`,
    remoteFolder: '/Hot folder/Jobs',
    state,
    size: 10_000 + i,
    ...(i % 2 === 0 ? { sha256: i.toString(16).padStart(64, '0') } : {}),
    ...(state === 'uploaded' ? { fileId: `F-${i}` } : {}),
    attempts: 1 + (i % 3),
    at: 1_790_000_000_000 + i * 1000,
    ...(state === 'failed' || state === 'skipped' ? { message: `why ${i}` } : {}),
  };
}

describe('readActivityHistory', () => {
  it('reads the last file events back after a restart, newest first, in the history’s shape', async () => {
    // One run: file events among other lines, across several rolled files.
    const log = await openAppLog({ dataDir, maxFileBytes: 2048, maxFiles: 50 });
    const written: FileActivity[] = [];
    for (let i = 1; i <= 60; i++) {
      written.push(change(i));
      log.file(change(i));
      if (i % 7 === 0)
        log.job({ jobId: `j${i}`, fileKey: 'k', relPath: 'a.pdf', step: 'document', state: 'running' });
      if (i % 11 === 0) log.error('sync', new Error(`boom ${i}`));
      await nextTurn();
    }
    await log.close();
    expect((await listLogFiles(dataDir)).length).toBeGreaterThan(3);

    const last = await readActivityHistory(dataDir, 25);
    expect(last).toHaveLength(25);
    // What activity.ts would hold had the process lived: the same records, numbered alike.
    const history = new ActivityLog();
    for (const record of written.slice(-25)) history.add(record);
    expect(last).toEqual(history.query({ limit: 25 }).items);
    expect(last[0]).toMatchObject({ seq: 25, relPath: 'Jobs/file-60.pdf' });
    expect(last.at(-1)).toMatchObject({ seq: 1, relPath: 'Jobs/file-36.pdf' });

    const all = await readActivityHistory(dataDir);
    expect(all).toHaveLength(60);
    expect(all.map((r) => r.relPath)).toEqual(written.map((r) => r.relPath).reverse());
  });

  it('passes over a line torn by a crash and lines it does not know', async () => {
    const log = await openAppLog({ dataDir });
    log.file(change(1));
    log.file(change(2));
    await log.close();
    const [file] = await listLogFiles(dataDir);
    await appendFile(
      file!.path,
      [
        'not json at all',
        JSON.stringify({ event: 'file', fileKey: 'x', state: 'teleported' }),
        JSON.stringify({ event: 'file', fileKey: 'k', relPath: 'missing fields' }),
        // The crash: half a line, no newline.
        '{"level":"info","event":"file","fileKey":"link-1:Jobs/fi',
      ].join('\n'),
    );
    const history = await readActivityHistory(dataDir);
    expect(history.map((r) => r.relPath)).toEqual(['Jobs/file-2.pdf', 'Jobs/file-1.pdf']);
  });

  it('is empty without a log, and refuses a nonsensical length', async () => {
    expect(await readActivityHistory(dataDir)).toEqual([]);
    expect(await readActivityHistory(dataDir, 0)).toEqual([]);
    await expect(readActivityHistory(dataDir, -1)).rejects.toThrow(/whole number/);
    await expect(readActivityHistory(dataDir, 1.5)).rejects.toThrow(/whole number/);
  });
});
