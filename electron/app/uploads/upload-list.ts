/**
 * The uploads by hand that the UI lists: each one's entry (state, bytes sent, result), every change
 * reported, and only the newest finished ones kept.
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadEntry } from '../../shared/contract/uploads.js';

export type UploadSource = { path: string } | { stream: Readable; size: number; name: string };

/** One upload: its entry, what it sends, how to cancel it, and its end. */
export interface UploadJob {
  readonly entry: UploadEntry;
  readonly source: UploadSource;
  readonly controller: AbortController;
  /** Settles once the upload is done, failed or cancelled, with its final entry. */
  readonly done: Promise<UploadEntry>;
}

export class UploadList {
  readonly #jobs = new Map<string, UploadJob>();
  readonly #settle = new Map<UploadJob, (entry: UploadEntry) => void>();

  constructor(
    private readonly onChange: (entry: UploadEntry) => void,
    /** Finished uploads kept. */
    private readonly keep: number,
  ) {}

  add(folderPath: string, name: string, size: number, source: UploadSource): UploadJob {
    let settle!: (entry: UploadEntry) => void;
    const done = new Promise<UploadEntry>((resolve) => (settle = resolve));
    const job: UploadJob = {
      entry: {
        id: randomUUID(),
        name,
        folderPath,
        size,
        sent: 0,
        state: 'queued',
        startedAt: new Date().toISOString(),
      },
      source,
      controller: new AbortController(),
      done,
    };
    this.#jobs.set(job.entry.id, job);
    this.#settle.set(job, settle);
    return job;
  }

  get(id: string): UploadJob | undefined {
    return this.#jobs.get(id);
  }

  /** Reports the job's entry as it is now. */
  publish(job: UploadJob): void {
    this.onChange({ ...job.entry });
  }

  /** Ends the job with `patch` (its final state), reports it and settles `done`. */
  finish(job: UploadJob, patch: Partial<UploadEntry>): void {
    Object.assign(job.entry, patch, { finishedAt: new Date().toISOString() });
    this.publish(job);
    this.#settle.get(job)?.({ ...job.entry });
    this.#settle.delete(job);
    this.#trim();
  }

  /** The uploads not finished yet. */
  unfinished(): UploadJob[] {
    return [...this.#jobs.values()].filter((job) => job.entry.finishedAt === undefined);
  }

  /** Every entry, newest first. */
  entries(): UploadEntry[] {
    return [...this.#jobs.values()].map((job) => ({ ...job.entry })).reverse();
  }

  #trim(): void {
    const finished = [...this.#jobs.values()].filter((job) => job.entry.finishedAt !== undefined);
    for (const job of finished.slice(0, Math.max(0, finished.length - this.keep)))
      this.#jobs.delete(job.entry.id);
  }
}
