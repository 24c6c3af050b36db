/**
 * Many finished jobs' claims (and their sent markers) written straight onto a shared folder, sealed
 * as a workstation seals them, and as old as asked: for the compaction tests and
 * bench/job-claims.ts, where creating each one through the protocol would take minutes.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultMarketId } from '../../../shared/models/markets.js';
import { deriveRecordKey } from '../../../print-service/record-key.js';
import { ShareRecords, stateRootOf, type ReportSetAside } from '../../../sync/share-records.js';
import type { JobLink } from '../job-adoption.js';
import type { SentStep, SharedJobRecord } from '../job-claim-record.js';
import { JobClaims, markerOfClaim, type JobSubject, type Workstation } from '../job-claims.js';
import { serviceDays } from '../batch-slots.js';
import { JobDiscovery, type Found } from '../job-discovery.js';
import type { JobJournal } from '../job-journal.js';

export const scope = 'Hot folders/Cards';

/** A workstation of the account: its claims, its records sealed under the account's key. */
export function workstation(instanceId: string, report: ReportSetAside = () => undefined): JobClaims {
  const me: Workstation = {
    instanceId,
    host: os.hostname(),
    pid: process.pid,
    name: instanceId.toUpperCase(),
  };
  return new JobClaims(me, 60_000, new ShareRecords(report), (s) =>
    deriveRecordKey('the-subscription-key', s),
  );
}

/** `count` versions of files in `folder`, from `from` on: each its own job. */
export function subjectsOf(folder: string, count: number, from = 0): JobSubject[] {
  return Array.from({ length: count }, (_, i) => ({
    folder,
    relPath: `card-${from + i}.pdf`,
    remoteFolder: scope,
    sha256: (from + i).toString(16).padStart(64, '0'),
    scope,
  }));
}

/** The record of a job `by` ordered, done and parked: the `n`th (its file's number). */
export function finishedRecord(subject: JobSubject, by: JobClaims, n: number): SharedJobRecord {
  const { instanceId, host, name, pid } = by.me;
  return {
    holder: { instanceId, host, name, pid, token: `token-${n}`, leaseMs: 60_000 },
    lease: 'parked',
    rev: 4,
    job: {
      relPath: subject.relPath,
      remoteFolder: subject.remoteFolder,
      fileId: `file-${n}`,
      sha256: subject.sha256,
      pageCount: 2,
      reference: `PD-${n}`,
      documentName: subject.relPath,
      state: 'done',
      documentId: `doc-${n}`,
      quote: { total: { amount: 12.5, currency: 'USD' } },
      orderSentAt: 1_700_000_000_000,
      orderFriendlyId: `00-0054-${String(n).padStart(5, '0')}-1`,
    },
  };
}

/**
 * Writes the finished claims of `subjects` as `by` would have (numbered as their files are), with
 * the sent markers `sentOf` says, their mtimes `ageMs` in the past.
 */
export async function writeFinishedClaims(
  by: JobClaims,
  subjects: readonly JobSubject[],
  options: { ageMs: number; sentOf?: (n: number) => readonly SentStep[] },
): Promise<void> {
  const records = new ShareRecords(() => undefined);
  const then = (Date.now() - options.ageMs) / 1000;
  await fs.mkdir(path.dirname(by.fileOf(subjects[0]!)), { recursive: true });
  const write = async (file: string, subject: JobSubject, body: unknown) => {
    const root = stateRootOf(subject.folder);
    await fs.writeFile(file, records.seal(root, file, by.keyFor(subject.scope), body));
    await fs.utimes(file, then, then);
  };
  const one = async (subject: JobSubject) => {
    const n = Number(/\d+/.exec(subject.relPath)![0]);
    const file = by.fileOf(subject);
    await write(file, subject, finishedRecord(subject, by, n));
    const { instanceId, name, pid } = by.me;
    for (const step of options.sentOf?.(n) ?? ['document', 'order'])
      await write(markerOfClaim(file, step), subject, { instanceId, name, pid });
  };
  for (let at = 0; at < subjects.length; at += 200) await Promise.all(subjects.slice(at, at + 200).map(one));
}

/** The service's days of the default market, on the real clock. */
export const daysNow = serviceDays(() => defaultMarketId, Date.now);

/**
 * `by`'s discovery of the folder's claims (one link on it), compacting finished claims a day old
 * (the folders here hold only finished jobs: its rounds find none to adopt).
 */
export function discoveryOf(
  by: JobClaims,
  folder: string,
  journal: JobJournal,
): { round(): Promise<Found[]> } {
  // Only what discovery reads of a link: its id, folder and remote folder.
  const link = { id: 'link', localPath: folder, remotePath: scope } as JobLink;
  const discovery = new JobDiscovery({ journal, claims: by, compactAfterMs: 86_400_000, days: daysNow });
  return { round: () => discovery.round([link]) };
}
