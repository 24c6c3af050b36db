/**
 * The jobs' crash-safe append-only log (`<dataDir>/jobs/journal.log`): each line a whole snapshot
 * of one job, the last per id wins on replay, a torn last line is dropped. A step is only sent
 * after the line saying it is about to be sent is on disk (append + fdatasync), so after a kill
 * the log says at worst "sent, outcome unknown" — resolved by a look-up, never by sending again.
 * Appends go through the durable appender (platform/durable-append.ts): a full disk fails the put,
 * never tears a line. One process at a time, like the sync journal beside it.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LineAppender, readJsonLines } from '../../platform/durable-append.js';
import { writeFileAtomic } from '../../platform/durable-files.js';
import { type FileLock, exitingHolderWaitMs, takeFileLock } from '../../platform/file-lock.js';
import { privateFolderMode } from '../../platform/private-files.js';
import type { JobRecord } from './job-record.js';

export class JobJournal {
  private readonly jobs = new Map<string, JobRecord>();
  private constructor(
    readonly file: string,
    private appender: LineAppender | undefined,
    private readonly lock: FileLock,
  ) {}

  static async open(file: string): Promise<JobJournal> {
    await fs.mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
    const lock = await takeFileLock(`${file}.lock`, {
      waitMs: exitingHolderWaitMs,
      inUse: (owner) =>
        new Error(
          `Another PrintDesk process${owner ? ` (pid ${owner})` : ''} runs hot-folder jobs from ${path.dirname(file)}.`,
        ),
    });
    try {
      const jobs = await replay(file);
      // Compacting first means the next append never lands on a torn line.
      await writeFileAtomic(file, [...jobs.values()].map((j) => JSON.stringify(j) + '\n').join(''));
      const journal = new JobJournal(file, await LineAppender.open(file), lock);
      for (const job of jobs.values()) journal.jobs.set(job.id, job);
      return journal;
    } catch (error) {
      await lock.release();
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
    if (!this.appender) return Promise.reject(new Error('The jobs journal is closed.'));
    this.jobs.set(job.id, job);
    return this.appender.append([JSON.stringify(job)]);
  }

  async close(): Promise<void> {
    const appender = this.appender;
    if (!appender) return;
    this.appender = undefined;
    await appender.close();
    await this.lock.release();
  }
}

async function replay(file: string): Promise<Map<string, JobRecord>> {
  // A torn line is skipped: the process died mid-append, and the step it announced was never sent.
  const records = await readJsonLines(file, (job) =>
    typeof job.id === 'string' && typeof job.state === 'string' ? (job as unknown as JobRecord) : undefined,
  );
  return new Map(records.map((job) => [job.id, job]));
}
