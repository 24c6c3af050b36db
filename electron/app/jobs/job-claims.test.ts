/** The job-claim protocol on real files: two workstations (instances) contend for one version's job. */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { deriveRecordKey } from '../../print-service/record-key.js';
import { ShareRecords, type SetAsideReport } from '../../sync/share-records.js';
import { JobClaims, type JobSubject, type SharedJobRecord, type Workstation } from './job-claims.js';
import type { SharedJob } from './job-record.js';

let dir: string;
let subject: JobSubject;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-job-claims-'));
  subject = {
    folder: dir,
    relPath: 'card.pdf',
    remoteFolder: 'Hot folders/Cards',
    sha256: 'ab'.repeat(32),
    scope: 'Hot folders/Cards',
  };
  reports.length = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** What was set aside and told, across the workstations of a test. */
const reports: SetAsideReport[] = [];
const records = new ShareRecords((report) => reports.push(report));

/** A workstation's claims, its records sealed with the account's key (`key`: another key of it). */
const claimsOf = (me: Workstation, leaseMs: number, key = 'the-subscription-key') =>
  new JobClaims(me, leaseMs, records, (scope) => deriveRecordKey(key, scope));

const station = (instanceId: string, name: string, pid = process.pid): Workstation => ({
  instanceId,
  host: os.hostname(),
  pid,
  name,
});

const job = (state: SharedJob['state'] = 'running'): SharedJob => ({
  relPath: 'card.pdf',
  remoteFolder: 'Hot folders/Cards',
  fileId: 'f1',
  sha256: 'ab'.repeat(32),
  pageCount: 1,
  reference: 'PD-1',
  documentName: 'card',
  state,
});

describe('job claims', () => {
  it('go to the workstation that creates them; the other sees who holds it and cannot take it while it lives', async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 60_000);
    const b = claimsOf(station('b', 'PRINT-02'), 60_000);
    const held = await a.create(subject, job());
    expect(held).toMatchObject({ file: a.fileOf(subject) });
    expect(await b.create(subject, job())).toBeUndefined();
    const seen = await b.look(subject);
    expect(seen).toMatchObject({ kind: 'record', takeable: false, mine: false });
    expect(seen.kind === 'record' && seen.record.holder.name).toBe('PRINT-01');
    expect(await a.look(subject)).toMatchObject({ kind: 'record', mine: true, takeable: false });
    expect(await b.take(subject, 1, (current) => current!)).toBeUndefined();
    a.release(held as Exclude<typeof held, string | undefined>);
  });

  it('are parked for a person and taken by whichever workstation acts; the old holder learns it lost them', async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 60_000);
    const b = claimsOf(station('b', 'PRINT-02'), 60_000);
    const held = (await a.create(subject, job()))!;
    if (held === 'unshared') throw new Error('unshared');
    expect(await a.write(held, job('awaiting-approval'), 'parked')).toBe(true);
    const seen = await b.look(subject);
    if (seen.kind !== 'record') throw new Error(seen.kind);
    expect(seen).toMatchObject({
      takeable: true,
      record: { lease: 'parked', job: { state: 'awaiting-approval' } },
    });
    // Judged on an older write: someone moved first.
    expect(await b.take(subject, seen.record.rev - 1, (current) => current!)).toBeUndefined();
    const taken = await b.take(subject, seen.record.rev, (current) => ({ ...current!, state: 'running' }));
    expect(taken).toBeDefined();
    expect(await a.write(held, job('done'), 'parked')).toBe(false);
    const now = (JSON.parse(await readFile(a.fileOf(subject), 'utf8')) as { body: SharedJobRecord }).body;
    expect(now).toMatchObject({ holder: { name: 'PRINT-02' }, lease: 'held', job: { state: 'running' } });
    b.release(taken!);
  });

  it('are renewed while held, and taken over once their lease ran out on the file server', async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 400);
    const b = claimsOf(station('b', 'PRINT-02'), 400);
    const held = (await a.create(subject, job()))!;
    if (held === 'unshared') throw new Error('unshared');
    // Twice the lease later it is still fresh: renewed every third of it.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(await b.look(subject)).toMatchObject({ takeable: false });
    expect(await a.mayAct(held)).toBe(true);
    a.release(held); // as if frozen or gone: no more renewals
    await waitFor(
      async () =>
        (await b.look(subject)).kind === 'record' &&
        ((await b.look(subject)) as { takeable: boolean }).takeable,
      5000,
      'stale',
    );
    const seen = await b.look(subject);
    expect(await b.take(subject, seen.kind === 'record' ? seen.record.rev : 0, (c) => c!)).toBeDefined();
    expect(await a.mayAct(held)).toBe(false);
  });

  it('left by this instance in a crash are its own to take back at once', async () => {
    const before = claimsOf(station('a', 'PRINT-01'), 60_000);
    await before.create(subject, job());
    const after = claimsOf(station('a', 'PRINT-01'), 60_000);
    const seen = await after.look(subject);
    expect(seen).toMatchObject({ kind: 'record', takeable: true, mine: false });
  });

  it('of a process gone on this host are taken over after a grace', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid!;
    await new Promise((resolve) => child.once('exit', resolve));
    const dead = claimsOf(station('a', 'PRINT-01', pid), 60_000);
    await dead.create(subject, job());
    const b = claimsOf(station('b', 'PRINT-02'), 400);
    expect(await b.look(subject)).toMatchObject({ takeable: false });
    await waitFor(
      async () => ((await b.look(subject)) as { takeable?: boolean }).takeable === true,
      5000,
      'grace',
    );
  });

  it('go to exactly one of two workstations racing for a stale one', async () => {
    const gone = claimsOf(station('gone', 'PRINT-00'), 200);
    const held = (await gone.create(subject, job()))!;
    if (held === 'unshared') throw new Error('unshared');
    gone.release(held);
    const rivals = ['a', 'b', 'c'].map((id) => claimsOf(station(id, `PRINT-${id}`), 200));
    await waitFor(
      async () => ((await rivals[0]!.look(subject)) as { takeable?: boolean }).takeable === true,
      5000,
      'stale',
    );
    const seen = await rivals[0]!.look(subject);
    const rev = seen.kind === 'record' ? seen.record.rev : 0;
    const won = await Promise.all(rivals.map((r) => r.take(subject, rev, (c) => c!)));
    expect(won.filter(Boolean)).toHaveLength(1);
    for (const [i, w] of won.entries()) if (w) rivals[i]!.release(w);
  });

  it('fence a costly step: its marker is created once, and only a definite "not sent" removes it', async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 60_000);
    const b = claimsOf(station('b', 'PRINT-02'), 60_000);
    await mkdir(path.join(dir, '.printdesk', 'jobs'), { recursive: true });
    expect(await a.fence(subject, 'order')).toBe(true);
    expect(await b.fence(subject, 'order')).toBe(false);
    expect(await a.fence(subject, 'document')).toBe(true);
    await a.refence(subject, 'order');
    expect(await b.fence(subject, 'order')).toBe(false);
    await a.unfence(subject, 'order');
    expect(await b.fence(subject, 'order')).toBe(true);
  });

  it('are not made where the folder is gone (an unmounted share is not made again)', async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 60_000);
    const gone = { ...subject, folder: path.join(dir, 'unmounted') };
    expect(await a.look(gone)).toEqual({ kind: 'unshared' });
    expect(await a.create(gone, job())).toBe('unshared');
    await expect(readFile(path.join(gone.folder, '.printdesk'))).rejects.toThrow(/ENOENT/);
  });

  it('changed by something other than PrintDesk are set aside, told once, and never acted on', async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 60_000);
    const b = claimsOf(station('b', 'PRINT-02'), 60_000);
    const held = (await a.create(subject, job('awaiting-approval')))!;
    if (held === 'unshared') throw new Error('unshared');
    const file = a.fileOf(subject);
    const sealed = JSON.parse(await readFile(file, 'utf8')) as { body: SharedJobRecord };
    // The seal kept, the content changed: given up, and done.
    sealed.body = { ...sealed.body, lease: 'parked', job: { ...sealed.body.job, state: 'done' } };
    await writeFile(file, JSON.stringify(sealed));
    expect(await b.look(subject)).toEqual({ kind: 'none' });
    expect(await a.look(subject)).toEqual({ kind: 'none' });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ place: `jobs/${path.basename(file)}`, reason: /seal does not match/ });
    const aside = await readdir(path.join(dir, '.printdesk', 'set-aside'));
    expect(aside).toHaveLength(1);
    expect(JSON.parse(await readFile(path.join(dir, '.printdesk', 'set-aside', aside[0]!), 'utf8'))).toEqual(
      sealed,
    );
    // Its holder writes its own record again: nobody took the job.
    expect(await a.write(held, job('awaiting-approval'), 'parked')).toBe(true);
    expect(await b.look(subject)).toMatchObject({ kind: 'record', record: { holder: { name: 'PRINT-01' } } });
    // Not JSON at all: the same, once it had its moment to be written whole.
    await writeFile(file, 'quantity: 777');
    expect(await b.look(subject)).toEqual({ kind: 'none' });
    expect(reports.map((r) => r.reason)).toEqual([expect.stringMatching(/seal/), 'it is not JSON']);
  });

  it("sealed under the account's other key are left in place: they fence, say nothing, and lapse like any", async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 300, 'primary-key');
    const b = claimsOf(station('b', 'PRINT-02'), 300, 'secondary-key');
    const held = (await a.create(subject, job()))!;
    if (held === 'unshared') throw new Error('unshared');
    expect(await b.look(subject)).toEqual({ kind: 'unwritten', stale: false, opaque: true });
    expect(await b.create(subject, job())).toBeUndefined();
    a.release(held);
    await waitFor(
      async () => ((await b.look(subject)) as { stale?: boolean }).stale === true,
      5000,
      'lapsed',
    );
    expect(await b.take(subject, 'unwritten', () => job())).toBeDefined();
    expect(reports).toEqual([]);
    expect(await a.look(subject)).toMatchObject({ kind: 'unwritten', opaque: true });
  });

  it('and their markers are for the workstations only where the share keeps modes (0660)', async () => {
    const a = claimsOf(station('a', 'PRINT-01'), 60_000);
    const held = (await a.create(subject, job()))!;
    if (held === 'unshared') throw new Error('unshared');
    expect(await a.fence(subject, 'order')).toBe(true);
    for (const name of await readdir(path.join(dir, '.printdesk', 'jobs')))
      if (!name.startsWith('.probe'))
        expect((await stat(path.join(dir, '.printdesk', 'jobs', name))).mode & 0o777, name).toBe(0o660);
    a.release(held);
  });
});
