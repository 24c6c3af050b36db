/**
 * Years of jobs on a shared folder: finished claims compacted into sealed files, on real files,
 * with two workstations (instances) of one account, and one killed mid-compaction.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetAsideReport } from '../../sync/share-records.js';
import { markerOfClaim, type JobClaims, type JobSubject } from './job-claims.js';
import { JobCompaction } from './job-compaction.js';
import { JobJournal } from './job-journal.js';
import { SharedBatches } from './shared-batches.js';
import {
  daysNow,
  discoveryOf,
  finishedRecord,
  scope,
  subjectsOf,
  workstation,
  writeFinishedClaims,
} from './test-support/finished-jobs.js';

const day = 86_400_000;
let folder: string;
const reports: SetAsideReport[] = [];

beforeEach(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'printdesk-compaction-'));
  reports.length = 0;
});
afterEach(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

const jobsDir = () => path.join(folder, '.printdesk', 'jobs');
const archiveDir = () => path.join(jobsDir(), 'archive');
const listing = async (dir: string) => (await fs.readdir(dir).catch(() => [] as string[])).sort();
const compactAll = async (claims: JobClaims, afterMs = day) => {
  const files = (await listing(jobsDir())).filter((n) => n.endsWith('.job'));
  return new JobCompaction(claims, afterMs, daysNow).compact(
    { localPath: folder, remotePath: scope },
    files.map((n) => path.join(jobsDir(), n)),
  );
};

/** What a workstation that never saw the folder finds of each job: its state and order, or none. */
async function seenBy(claims: JobClaims, subjects: readonly JobSubject[]) {
  const seen: string[] = [];
  for (const subject of subjects) {
    const look = await claims.look(subject);
    seen.push(
      look.kind === 'record' ? `${look.record.job.state} ${look.record.job.orderFriendlyId}` : look.kind,
    );
  }
  return seen;
}

describe('compaction of finished job claims', () => {
  it('folds old finished claims and their markers into one sealed file; young and running ones stay', async () => {
    const a = workstation('a');
    const old = subjectsOf(folder, 30);
    const young = subjectsOf(folder, 5, 30);
    await writeFinishedClaims(a, old, { ageMs: 2 * day });
    await writeFinishedClaims(a, young, { ageMs: 60_000 });
    const running = subjectsOf(folder, 1, 40)[0]!;
    const held = await a.create(running, { ...finishedRecord(running, a, 40).job, state: 'running' });
    expect(await compactAll(a)).toHaveLength(30);
    const left = await listing(jobsDir());
    expect(left.filter((n) => n.endsWith('.job'))).toHaveLength(6);
    expect(left.filter((n) => n.endsWith('.sent'))).toHaveLength(10);
    expect(await listing(archiveDir())).toHaveLength(1);
    // Another workstation finds each job as it ended: from the compacted file, or its claim.
    const b = workstation('b');
    expect(await seenBy(b, [...old, ...young])).toEqual(
      [...Array(35).keys()].map((n) => `done 00-0054-${String(n).padStart(5, '0')}-1`),
    );
    const look = await b.look(old[0]!);
    expect(look).toMatchObject({ kind: 'record', compacted: true, takeable: false, mine: false });
    if (held && held !== 'unshared') a.release(held);
  });

  it('leaves each job one job: a compacted version is neither claimed nor fenced anew, even while compacted', async () => {
    const a = workstation('a');
    const b = workstation('b');
    const subjects = subjectsOf(folder, 100);
    await writeFinishedClaims(a, subjects, { ageMs: 2 * day });
    // B hears late of every version (a workstation back after a day away) while A compacts.
    const [gone, created] = await Promise.all([
      compactAll(a),
      Promise.all(subjects.map((s) => b.create(s, finishedRecord(s, b, 0).job))),
    ]);
    expect(gone).toHaveLength(100);
    expect(created.filter((c) => c !== undefined)).toEqual([]);
    // After it, a fresh workstation: no claim, no fence, and a frozen holder's late marker is withdrawn.
    const c = workstation('c');
    for (const subject of subjects.slice(0, 20)) {
      expect(await c.create(subject, finishedRecord(subject, c, 0).job)).toBeUndefined();
      expect(await c.fence(subject, 'order')).toBe(false);
    }
    expect((await listing(jobsDir())).filter((n) => n.endsWith('.job') || n.endsWith('.sent'))).toEqual([]);
  });

  it('sets aside a compacted file changed, forged or copied, tells it once, and trusts nothing in it', async () => {
    const a = workstation('a');
    const subjects = subjectsOf(folder, 3);
    await writeFinishedClaims(a, subjects, { ageMs: 2 * day });
    await compactAll(a);
    const [real] = await listing(archiveDir());
    const file = path.join(archiveDir(), real!);
    // Someone edits it (another order number) and copies it under another name, and forges one.
    const text = await fs.readFile(file, 'utf8');
    await fs.writeFile(file, text.replace('00-0054-00001-1', '00-0054-99999-1'));
    await fs.writeFile(path.join(archiveDir(), 'copy.jobs'), text);
    const forged = subjectsOf(folder, 1, 50)[0]!;
    const envelope = JSON.parse(text) as { body: { jobs: string[] } };
    const first = JSON.parse(envelope.body.jobs[0]!) as { name: string };
    first.name = path.basename(a.fileOf(forged), '.job');
    envelope.body.jobs[0] = JSON.stringify(first);
    await fs.writeFile(path.join(archiveDir(), 'forged.jobs'), JSON.stringify(envelope));
    const b = workstation('b', (report) => reports.push(report));
    expect(await seenBy(b, [...subjects, forged])).toEqual(['none', 'none', 'none', 'none']);
    expect(reports.map((r) => [r.place.replace(real!, 'REAL'), r.reason]).sort()).toEqual([
      ['jobs/archive/REAL', 'its seal does not match its content'],
      ['jobs/archive/copy.jobs', 'its seal does not match its content'],
      ['jobs/archive/forged.jobs', 'its seal does not match its content'],
    ]);
    expect(await listing(archiveDir())).toEqual([]);
    expect(await fs.readdir(path.join(folder, '.printdesk', 'set-aside'))).toHaveLength(3);
    expect(await seenBy(b, subjects)).toEqual(['none', 'none', 'none']);
    expect(reports).toHaveLength(3);
  });

  it('are compacted by discovery, whose rounds then read only what changed', async () => {
    const a = workstation('a');
    await writeFinishedClaims(a, subjectsOf(folder, 10), { ageMs: 2 * day });
    const today = subjectsOf(folder, 20, 10);
    await writeFinishedClaims(a, today, { ageMs: 60_000 });
    const journal = await JobJournal.open(path.join(folder, 'journal.log'));
    const b = workstation('b');
    const discovery = discoveryOf(b, folder, journal);
    const readdir = vi.spyOn(fs, 'readdir');
    const readFile = vi.spyOn(fs, 'readFile');
    try {
      await discovery.round();
      expect((await listing(jobsDir())).filter((n) => n.endsWith('.job'))).toHaveLength(20);
      expect(await listing(archiveDir())).toHaveLength(1);
      // Listed again once (the compaction changed the folder), then nothing: not even the listing.
      await discovery.round();
      readdir.mockClear();
      readFile.mockClear();
      await discovery.round();
      expect(readdir).not.toHaveBeenCalled();
      expect(readFile).not.toHaveBeenCalled();
      // One claim written again: the listing, and that claim alone.
      const claim = b.fileOf(today[3]!);
      await fs.writeFile(claim, await fs.readFile(claim, 'utf8'));
      const later = new Date(Date.now() + 2000);
      await fs.utimes(claim, later, later);
      await fs.utimes(jobsDir(), later, later);
      readdir.mockClear();
      readFile.mockClear();
      await discovery.round();
      expect(readdir).toHaveBeenCalledTimes(1);
      expect(readFile.mock.calls.map(([file]) => file)).toEqual([claim]);
    } finally {
      readdir.mockRestore();
      readFile.mockRestore();
      await journal.close();
    }
  });

  it('take with them, by discovery, the finished batch slot records of days before today', async () => {
    const a = workstation('a');
    await writeFinishedClaims(a, subjectsOf(folder, 1), { ageMs: 60_000 });
    const batches = new SharedBatches(a.me, a.records, (s) => a.keyFor(s));
    for (const slot of ['2020-01-06T13:30', '2020-01-07T13:30']) {
      const members = ['ab'.repeat(32)];
      const held = await batches.create({ folder, scope }, { slot, reference: 'PD-B-0123456789ab', members });
      await batches.end(held!, { done: true });
    }
    const journal = await JobJournal.open(path.join(folder, 'journal.log'));
    try {
      await discoveryOf(workstation('b'), folder, journal).round();
    } finally {
      await journal.close();
    }
    // The latest of its time of day stays (shared-batches.test.ts: which records stay, and why).
    expect(await listing(path.join(folder, '.printdesk', 'batches'))).toEqual(['2020-01-07T13_30.batch']);
  });

  it('follows a job without making folders on the share: a look only reads', async () => {
    const a = workstation('a');
    const subject = subjectsOf(folder, 1)[0]!;
    const held = await a.create(subject, { ...finishedRecord(subject, a, 0).job, state: 'running' });
    const b = workstation('b');
    const mkdir = vi.spyOn(fs, 'mkdir');
    try {
      for (let round = 0; round < 5; round++)
        expect(await b.look(subject)).toMatchObject({ kind: 'record', mine: false });
      expect(mkdir).not.toHaveBeenCalled();
    } finally {
      mkdir.mockRestore();
      if (held && held !== 'unshared') a.release(held);
    }
  });

  it('loses nothing when the workstation compacting is killed, at whatever moment', async () => {
    const a = workstation('a');
    const subjects = subjectsOf(folder, 300);
    const sentOf = (n: number) =>
      n % 3 === 0 ? [] : n % 3 === 1 ? (['document'] as const) : (['document', 'order'] as const);
    await writeFinishedClaims(a, subjects, { ageMs: 2 * day, sentOf });
    const expected = subjects.map((_, n) => `done 00-0054-${String(n).padStart(5, '0')}-1`);
    // Killed while it writes its file, then (started again) while it removes the claims.
    for (const moment of ['.tmp', '.jobs']) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'test-support/compact-once.ts'), folder, 'a'],
        { stdio: 'ignore' },
      );
      const exited = once(child, 'exit');
      let alive = true;
      void exited.then(() => (alive = false));
      while (alive && !(await listing(archiveDir())).some((n) => n.endsWith(moment)))
        await new Promise((resolve) => setImmediate(resolve));
      child.kill('SIGKILL');
      await exited;
      expect(await seenBy(workstation('b'), subjects)).toEqual(expected);
    }
    expect((await listing(jobsDir())).filter((n) => n.endsWith('.job')).length).toBeGreaterThan(0);
    // The next compaction finishes the work: every job once, with the markers it had.
    await compactAll(workstation('a'));
    expect((await listing(jobsDir())).filter((n) => n.endsWith('.job') || n.endsWith('.sent'))).toEqual([]);
    const b = workstation('b');
    expect(await seenBy(b, subjects)).toEqual(expected);
    for (const n of [0, 1, 2, 298, 299]) {
      const archived = await b.archive.find(
        folder,
        b.keyFor(scope),
        path.basename(b.fileOf(subjects[n]!), '.job'),
      );
      expect(archived?.sent).toEqual([...sentOf(n)]);
    }
    expect(markerOfClaim('x.job', 'order')).toBe('x.order.sent');
  }, 60_000);
});
