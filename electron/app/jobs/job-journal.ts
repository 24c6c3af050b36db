/**
 * The jobs' crash-safe append-only log (`<dataDir>/jobs/journal.log`): each line a whole snapshot
 * of one job, the last per id wins on replay, a torn last line is dropped. A step is only sent
 * after the line saying it is about to be sent is on disk (append + fdatasync), so after a kill
 * the log says at worst "sent, outcome unknown" — resolved by a look-up, never by sending again.
 * One process at a time, like the sync journal beside it.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../platform/durable-files.js';
import { releasePidLock, takePidLock } from '../../platform/pid-lock.js';
import { privateFileMode, privateFolderMode } from '../../platform/private-files.js';
import type { JobRecord } from './job-record.js';

export class JobJournal {
  private readonly jobs = new Map<string, JobRecord>();
  private tail: Promise<void> = Promise.resolve();

  private constructor(
    readonly file: string,
    private handle: fs.FileHandle | undefined,
  ) {}

  /** `upgrade`: each job replayed, as it reads now (lines of older versions). */
  static async open(
    file: string,
    upgrade: (job: JobRecord) => JobRecord = (job) => job,
  ): Promise<JobJournal> {
    await fs.mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
    const lock = `${file}.lock`;
    await takePidLock(
      lock,
      (owner) =>
        new Error(
          `Another PrintDesk process (pid ${owner}) runs hot-folder jobs from ${path.dirname(file)}.`,
        ),
    );
    try {
      const jobs = await replay(file, upgrade);
      // Compacting first means the next append never lands on a torn line.
      await writeFileAtomic(file, [...jobs.values()].map((j) => JSON.stringify(j) + '\n').join(''));
      const journal = new JobJournal(file, await fs.open(file, 'a', privateFileMode));
      for (const job of jobs.values()) journal.jobs.set(job.id, job);
      return journal;
    } catch (error) {
      await releasePidLock(lock);
      throw error;
    }
  }

  get(id: string): JobRecord | undefined {
    return this.jobs.get(id);
  }

  all(): JobRecord[] {
    return [...this.jobs.values()];
  }

  /** Records a new snapshot of a job; resolves once it is on disk. */
  put(job: JobRecord): Promise<void> {
    const handle = this.handle;
    if (!handle) return Promise.reject(new Error('The jobs journal is closed.'));
    this.jobs.set(job.id, job);
    const line = JSON.stringify(job) + '\n';
    const written = this.tail.then(async () => {
      await handle.write(line);
      await handle.datasync();
    });
    this.tail = written.catch(() => undefined);
    return written;
  }

  async close(): Promise<void> {
    const handle = this.handle;
    if (!handle) return;
    this.handle = undefined;
    await this.tail;
    await handle.close();
    await releasePidLock(`${this.file}.lock`);
  }
}

async function replay(file: string, upgrade: (job: JobRecord) => JobRecord): Promise<Map<string, JobRecord>> {
  const jobs = new Map<string, JobRecord>();
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return jobs;
    throw error;
  }
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const job = JSON.parse(line) as JobRecord;
      if (typeof job.id === 'string' && typeof job.state === 'string') jobs.set(job.id, upgrade(job));
    } catch {
      // A torn line: the process died mid-append, and the step it announced was never sent.
    }
  }
  return jobs;
}
