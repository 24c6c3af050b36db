/**
 * What workstations left on disk, read as a person would look at it: a workstation's job journal and
 * the sealed records on a shared folder (`.printdesk/jobs/*.job`, `.printdesk/batches/*.batch`). The
 * field tests of real `printdesk sync` processes read these; nothing here checks a seal (the
 * processes do), it only opens the envelope's body (electron/sync/share-seal.ts).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { sharedStateFolder } from '../../../sync/share-files.js';
import type { JobRecord } from '../job-record.js';
import type { SharedJob } from '../shared-job.js';
import type { SharedBatchRecord } from '../shared-batches.js';

/** The jobs a workstation's journal holds (a torn last line is skipped, as the runner does). */
export async function journaled(dataDir: string): Promise<JobRecord[]> {
  const text = await readFile(path.join(dataDir, 'jobs', 'journal.log'), 'utf8').catch(() => '');
  const jobs = new Map<string, JobRecord>();
  for (const line of text.split('\n')) {
    try {
      const job = JSON.parse(line) as JobRecord;
      jobs.set(job.id, job);
    } catch {
      // torn or empty
    }
  }
  return [...jobs.values()];
}

/** Whether each workstation's journal (one per data folder) has `count` rows, every one done. */
export async function everyRowDone(dataDirs: readonly string[], count: number): Promise<boolean> {
  const all = await Promise.all(dataDirs.map(journaled));
  return all.every((jobs) => jobs.length === count && jobs.every((j) => j.state === 'done'));
}

/** The bodies of the sealed records of one kind in a shared folder's state folder (unreadable ones left out). */
async function bodiesIn<T>(folder: string, kind: 'jobs' | 'batches', extension: string): Promise<T[]> {
  const dir = path.join(folder, sharedStateFolder, kind);
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(extension));
  const records = await Promise.all(
    names.map(async (n) =>
      readFile(path.join(dir, n), 'utf8')
        .then((text) => (JSON.parse(text) as { body: T }).body)
        .catch(() => null),
    ),
  );
  return records.filter((r): r is Awaited<T> => r !== null);
}

/** The shared records of the folder's jobs: each job's state and the workstation that holds it. */
export async function sharedJobs(
  folder: string,
): Promise<{ state: string; holder: string; job: SharedJob }[]> {
  const bodies = await bodiesIn<{ job: SharedJob; holder: { name: string } }>(folder, 'jobs', '.job');
  return bodies.map(({ job, holder }) => ({ state: job.state, holder: holder.name, job }));
}

/** The batch slots formed on the folder (shared-batches.ts), by slot. */
export async function sharedBatchRecords(folder: string): Promise<Map<string, SharedBatchRecord>> {
  const bodies = await bodiesIn<SharedBatchRecord>(folder, 'batches', '.batch');
  return new Map(bodies.map((b) => [b.slot, b]));
}
