import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimantIdentity,
  claimName,
  sharedStateFolder,
  SharedClaims,
  type ClaimantIdentity,
  type ClaimOutcome,
  type ClaimSubject,
  type HeldClaim,
} from './shared-claims.js';
import { deriveRecordKey } from '../print-service/record-key.js';
import { ShareRecords, type SetAsideReport } from './share-records.js';

let folder: string;
let subject: ClaimSubject;
// The claim files themselves: every version claimed with a file, even by a workstation alone (folder-mode.test.ts has the solo mode).
const timing = { leaseMs: 300, soloWhenAlone: false };
const stored = { fileId: 'f-1', name: 'job.pdf', isBroken: false, pageCount: 2 };
const held: { claims: SharedClaims; claim: HeldClaim }[] = [];

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'printdesk-claims-'));
  subject = {
    folder,
    relPath: 'job.pdf',
    remoteFolder: 'Shop/Jobs',
    sha256: 'a'.repeat(64),
    scope: 'Shop/Jobs',
  };
  reports.length = 0;
});
afterEach(async () => {
  for (const h of held.splice(0)) await h.claims.release(h.claim, false);
  await rm(folder, { recursive: true, force: true });
});

/** What was set aside and told, across the workstations of a test. */
const reports: SetAsideReport[] = [];
const records = new ShareRecords((report) => reports.push(report));
const keys = (subscriptionKey: string) => (scope: string) => deriveRecordKey(subscriptionKey, scope);

function workstation(overrides: Partial<ClaimantIdentity> = {}, key = 'the-subscription-key'): SharedClaims {
  return new SharedClaims(
    { instanceId: randomUUID(), host: os.hostname(), pid: process.pid, ...overrides },
    timing,
    records,
    keys(key),
  );
}

function claimed(claims: SharedClaims, outcome: ClaimOutcome): HeldClaim {
  if (outcome.kind !== 'claimed') throw new Error(`expected a claim, got ${outcome.kind}`);
  held.push({ claims, claim: outcome.claim });
  return outcome.claim;
}

/** A pid that surely belongs to no process any more: a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('shared claims', () => {
  it("removes, when it starts again, the records it was killed writing, and leaves other workstations' alone", async () => {
    const instanceId = randomUUID();
    const dir = path.join(folder, sharedStateFolder, 'claims');
    await mkdir(dir, { recursive: true });
    const name = `${claimName(subject)}.claim`;
    const ownLeftover = `${name}.${instanceId}.${randomUUID()}.tmp`;
    const othersInFlight = `${name}.${randomUUID()}.${randomUUID()}.tmp`;
    await writeFile(path.join(dir, ownLeftover), '{"state":"done"');
    await writeFile(path.join(dir, othersInFlight), '{"state":"held"');

    const restarted = workstation({ instanceId });
    claimed(restarted, await restarted.claim({ ...subject, relPath: 'other.pdf' }));
    const names = await readdir(dir);
    expect(names).not.toContain(ownLeftover);
    expect(names).toContain(othersInFlight);
  });

  it('makes the claim folder again when it went after the first claim (a share remounted empty)', async () => {
    const a = workstation();
    await a.done(claimed(a, await a.claim(subject)), stored);
    await rm(path.join(folder, sharedStateFolder), { recursive: true });
    const next = { ...subject, relPath: 'next.pdf' };
    claimed(a, await a.claim(next));
    const names = await readdir(path.join(folder, sharedStateFolder, 'claims'));
    expect(names).toEqual([`${claimName(next)}.claim`]);
    // A hot folder that is gone is not made again: it takes no claims.
    await rm(folder, { recursive: true });
    expect(await a.claim({ ...subject, relPath: 'third.pdf' })).toEqual({ kind: 'unshared' });
  });

  it('lets one workstation send a version, and tells the other it is done', async () => {
    const a = workstation();
    const b = workstation({ host: 'press-room-2' });
    const claim = claimed(a, await a.claim(subject));
    expect(await b.claim(subject)).toMatchObject({ kind: 'busy' });
    await a.done(claim, stored);
    expect(await b.claim(subject)).toEqual({ kind: 'done', file: stored, host: os.hostname() });
    // Another version (new content) of the same path is a new claim.
    claimed(b, await b.claim({ ...subject, sha256: 'b'.repeat(64) }));
    const names = await readdir(path.join(folder, sharedStateFolder, 'claims'));
    expect(names).toContain(`${claimName(subject)}.claim`);
  });

  it('keeps a renewed claim past its lease, and lets a released one go at once', async () => {
    const a = workstation({ host: 'press-room-1' });
    const b = workstation({ host: 'press-room-2' });
    const claim = claimed(a, await a.claim(subject));
    await sleep(timing.leaseMs * 3);
    expect(await b.claim(subject)).toMatchObject({ kind: 'busy', host: 'press-room-1' });
    await a.release(claim, false);
    const outcome = await b.claim(subject);
    claimed(b, outcome);
    expect(outcome).not.toHaveProperty('priorAttemptAgoMs', expect.any(Number));
  });

  it('takes over the claim of a process that died on this host after a short grace, with a look-up due', async () => {
    const dead = workstation({ pid: await deadPid() });
    claimed(dead, await dead.claim(subject));
    // The dead process renews nothing; stop our stand-in's timer as its death would have.
    await dead.release(held.pop()!.claim, true);
    const survivor = workstation();
    // A request it sent just before dying may still be stored: a quarter of the lease first.
    expect(await survivor.claim(subject)).toMatchObject({ kind: 'busy' });
    await sleep(timing.leaseMs / 4 + 20);
    const outcome = await survivor.claim(subject);
    held.push(...(outcome.kind === 'claimed' ? [{ claims: survivor, claim: outcome.claim }] : []));
    expect(outcome.kind).toBe('claimed');
    expect(outcome.kind === 'claimed' && outcome.priorAttemptAgoMs).toBeGreaterThanOrEqual(0);
  });

  it('takes over the claim of a hung workstation elsewhere only once its lease ran out', async () => {
    const hung = workstation({ host: 'press-room-1' });
    const stale = claimed(hung, await hung.claim(subject));
    await hung.release(stale, true); // an unknown outcome: the claim stays, no longer renewed
    held.pop();
    const b = workstation({ host: 'press-room-2' });
    expect(await b.claim(subject)).toMatchObject({ kind: 'busy' });
    await sleep(timing.leaseMs + 100);
    const outcome = await b.claim(subject);
    claimed(b, outcome);
    expect(outcome.kind === 'claimed' && outcome.priorAttemptAgoMs).toBeGreaterThanOrEqual(timing.leaseMs);
  });

  it('takes back its own claim after a restart once the grace for a dead holder passed, with no look-up of its own (the journal has it)', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-claims-data-'));
    try {
      const me = await claimantIdentity(dataDir);
      expect(await claimantIdentity(dataDir)).toEqual(me);
      const before = new SharedClaims(me, timing, records, keys('the-subscription-key'));
      await before.release(claimed(before, await before.claim(subject)), true);
      held.pop();
      const after = new SharedClaims(me, timing, records, keys('the-subscription-key'));
      // A request sent just before the crash may still be stored: the claim is left alone a while.
      expect(await after.claim(subject)).toMatchObject({ kind: 'busy' });
      await sleep(timing.leaseMs / 4 + 20);
      const outcome = await after.claim(subject);
      claimed(after, outcome);
      expect(outcome).not.toHaveProperty('priorAttemptAgoMs', expect.any(Number));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('gives one of two racing contenders a stale claim (the takeover lock is exclusive too)', async () => {
    const dir = path.join(folder, sharedStateFolder, 'claims');
    const hung = workstation({ host: 'press-room-1' });
    await hung.release(claimed(hung, await hung.claim(subject)), true);
    held.pop();
    await sleep(timing.leaseMs + 100);
    const b = workstation({ host: 'press-room-2' });
    const c = workstation({ host: 'press-room-3' });
    const outcomes = await Promise.all([b.claim(subject), c.claim(subject)]);
    expect(outcomes.filter((o) => o.kind === 'claimed')).toHaveLength(1);
    outcomes.forEach((o, i) => o.kind === 'claimed' && claimed([b, c][i]!, o));
    expect((await readdir(dir)).filter((n) => n.endsWith('.tmp') || n.endsWith('.takeover'))).toEqual([]);
  });

  it('leaves a folder that is gone alone and treats a half-written claim as held', async () => {
    await rm(folder, { recursive: true });
    expect(await workstation().claim(subject)).toEqual({ kind: 'unshared' });
    await mkdir(path.join(folder, sharedStateFolder, 'claims'), { recursive: true });
    await writeFile(path.join(folder, sharedStateFolder, 'claims', `${claimName(subject)}.claim`), '');
    expect(await workstation().claim(subject)).toMatchObject({ kind: 'busy' });
  });

  it('gives one claim to one version however the workstations spell its remote folder and name', async () => {
    // A Mac reads the name decomposed (NFD), Windows composed (NFC); the links were typed differently.
    const mac = workstation({ host: 'mac-studio' });
    const windows = workstation({ host: 'press-pc' });
    const asMacSees = {
      ...subject,
      remoteFolder: 'Print/Inbox/Café',
      scope: 'Print/Inbox/Café',
      relPath: 'Menüs/Carte.pdf'.normalize('NFD'),
    };
    const asWindowsSees = {
      ...subject,
      remoteFolder: '/print/ inbox //CAFÉ/',
      scope: '/print/ inbox //CAFÉ/',
      relPath: 'Menüs/Carte.pdf'.normalize('NFC'),
    };
    const claim = claimed(mac, await mac.claim(asMacSees));
    expect(await windows.claim(asWindowsSees)).toMatchObject({ kind: 'busy', host: 'mac-studio' });
    await mac.done(claim, stored);
    expect(await windows.claim(asWindowsSees)).toMatchObject({ kind: 'done', file: stored });
    // The path keeps its case: on a case-sensitive share these are two files.
    claimed(windows, await windows.claim({ ...asWindowsSees, relPath: 'menüs/carte.pdf' }));
  });

  it('sets a done marker it did not seal aside, tells it once, and sends the version itself', async () => {
    const dir = path.join(folder, sharedStateFolder, 'claims');
    await mkdir(dir, { recursive: true });
    // "Already uploaded as f-forged": a marker that would have the job print another file.
    const forged = {
      state: 'done',
      host: 'press-room-1',
      instanceId: 'x',
      file: { ...stored, fileId: 'f-forged' },
    };
    const file = path.join(dir, `${claimName(subject)}.claim`);
    await writeFile(file, JSON.stringify(forged));
    claimed(workstation(), await workstation().claim(subject));
    expect(reports).toEqual([
      expect.objectContaining({
        place: `claims/${claimName(subject)}.claim`,
        reason: 'it is not sealed by PrintDesk',
      }),
    ]);
    const aside = await readdir(path.join(folder, sharedStateFolder, 'set-aside'));
    expect(aside).toHaveLength(1);
    expect(
      JSON.parse(await readFile(path.join(folder, sharedStateFolder, 'set-aside', aside[0]!), 'utf8')),
    ).toEqual(forged);
  });

  it("leaves a marker under the account's other key in place: busy until it lapses, then looked up first", async () => {
    const primary = workstation({ host: 'press-room-1' }, 'primary-key');
    await primary.done(claimed(primary, await primary.claim(subject)), stored);
    held.pop();
    const secondary = workstation({ host: 'press-room-2' }, 'secondary-key');
    expect(await secondary.claim(subject)).toMatchObject({ kind: 'busy' });
    await sleep(timing.leaseMs + 100);
    const outcome = await secondary.claim(subject);
    claimed(secondary, outcome);
    // Nothing in it is believed (not its FileId): the library is asked whether the upload is there.
    expect(outcome.kind === 'claimed' && outcome.priorAttemptAgoMs).toBeGreaterThan(timing.leaseMs);
    expect(reports).toEqual([]);
  });
});
