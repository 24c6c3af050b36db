/**
 * Files sent to the print library by hand (drag and drop, file picker), outside hot folders:
 * from local paths (Electron) or from a byte stream (the headless host's upload endpoint).
 * Keeps a short list of recent uploads with their progress and reports every change.
 */
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadEntry } from '../../ipc/contract/uploads.js';
import { AppError } from '../../ipc/errors.js';
import type { IpcError } from '../../ipc/errors.js';
import type { FolderUploadResult } from '../../print-service/models/storage.js';

export type UploadSource = { path: string } | { stream: Readable; size: number; name: string };

/** The part of the print-service client an upload needs. */
export interface UploadPort {
  uploadFile(
    remoteFolderPath: string,
    source: UploadSource,
    options: { signal?: AbortSignal; onProgress?: (sent: number, total: number) => void },
  ): Promise<FolderUploadResult>;
}

export interface UploadsOptions {
  /** The uploader of the current environment; throws AppError('not-connected') without a key. */
  port: () => UploadPort;
  /** How many path uploads run at once (streams always start at once: their sender is waiting). */
  concurrency: () => number;
  onChange: (entry: UploadEntry) => void;
  toError: (error: unknown) => IpcError;
  /** A file sent from a local path is in the library (its picture can be drawn from that path). */
  onUploaded?: (fileId: string, path: string) => void;
  /** Finished uploads kept in the list. */
  keep?: number;
}

export interface Uploads {
  addPaths(folderPath: string, paths: readonly string[]): Promise<UploadEntry[]>;
  /** Uploads a stream; resolves once it is done, failed or cancelled. */
  addStream(
    folderPath: string,
    source: { stream: Readable; size: number; name: string },
  ): Promise<UploadEntry>;
  list(): UploadEntry[];
  cancel(id: string): boolean;
  /** Cancels everything still running and waits for it to settle. */
  close(): Promise<void>;
}

/** Progress events at most this often per upload (the last one always goes out). */
const progressIntervalMs = 150;

interface Job {
  entry: UploadEntry;
  source: UploadSource;
  controller: AbortController;
  done: Promise<UploadEntry>;
  resolve: (entry: UploadEntry) => void;
}

export function createUploads(options: UploadsOptions): Uploads {
  const keep = options.keep ?? 200;
  const jobs = new Map<string, Job>();
  const waiting: Job[] = [];
  let running = 0;

  const publish = (job: Job) => options.onChange({ ...job.entry });

  const finish = (job: Job, patch: Partial<UploadEntry>) => {
    Object.assign(job.entry, patch, { finishedAt: new Date().toISOString() });
    publish(job);
    job.resolve({ ...job.entry });
    trim();
  };

  const trim = () => {
    const finished = [...jobs.values()].filter((j) => j.entry.finishedAt !== undefined);
    for (const job of finished.slice(0, Math.max(0, finished.length - keep))) jobs.delete(job.entry.id);
  };

  const run = async (job: Job) => {
    running += 1;
    Object.assign(job.entry, { state: 'uploading' });
    publish(job);
    let last = 0;
    try {
      const result = await options.port().uploadFile(job.entry.folderPath, job.source, {
        signal: job.controller.signal,
        onProgress: (sent, total) => {
          job.entry.sent = sent;
          if (total > 0) job.entry.size = total;
          const complete = total > 0 && sent >= total;
          if (complete) job.entry.state = 'processing';
          const now = Date.now();
          if (complete || now - last >= progressIntervalMs) {
            last = now;
            publish(job);
          }
        },
      });
      const file = result.Files[0];
      if (file && 'path' in job.source) options.onUploaded?.(file.FileId, job.source.path);
      finish(job, {
        state: 'done',
        sent: job.entry.size,
        ...(file
          ? {
              result: {
                fileId: file.FileId,
                name: file.Name,
                pageCount: file.PageCount,
                isBroken: file.IsBroken,
              },
            }
          : {}),
      });
    } catch (error) {
      if (job.controller.signal.aborted) finish(job, { state: 'cancelled' });
      else finish(job, { state: 'failed', error: options.toError(error) });
    } finally {
      running -= 1;
      next();
    }
  };

  const next = () => {
    while (waiting.length > 0 && running < Math.max(1, options.concurrency())) {
      const job = waiting.shift()!;
      if (job.controller.signal.aborted) continue;
      void run(job);
    }
  };

  const createJob = (folderPath: string, name: string, size: number, source: UploadSource): Job => {
    let resolve!: (entry: UploadEntry) => void;
    const done = new Promise<UploadEntry>((r) => (resolve = r));
    const job: Job = {
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
      resolve,
    };
    jobs.set(job.entry.id, job);
    return job;
  };

  return {
    async addPaths(folderPath, paths) {
      options.port(); // fail at once with 'not-connected' rather than queue uploads that cannot run
      const files = await Promise.all(
        paths.map(async (path) => {
          const info = await stat(path).catch(() => null);
          if (!info?.isFile())
            throw new AppError('invalid-input', `"${basename(path)}" is not a file that can be read.`, {
              path,
            });
          return { path, size: info.size };
        }),
      );
      const added = files.map(({ path, size }) => createJob(folderPath, basename(path), size, { path }));
      for (const job of added) {
        publish(job);
        waiting.push(job);
      }
      next();
      return added.map((job) => ({ ...job.entry }));
    },

    async addStream(folderPath, source) {
      options.port();
      const job = createJob(folderPath, source.name, source.size, source);
      publish(job);
      void run(job);
      return job.done;
    },

    list: () => [...jobs.values()].map((job) => ({ ...job.entry })).reverse(),

    cancel(id) {
      const job = jobs.get(id);
      if (!job || job.entry.finishedAt !== undefined) return false;
      job.controller.abort();
      const queued = waiting.indexOf(job);
      if (queued >= 0) {
        waiting.splice(queued, 1);
        finish(job, { state: 'cancelled' });
      }
      return true;
    },

    async close() {
      waiting.length = 0;
      const open = [...jobs.values()].filter((job) => job.entry.finishedAt === undefined);
      for (const job of open) job.controller.abort();
      for (const job of open) if (job.entry.state === 'queued') finish(job, { state: 'cancelled' });
      await Promise.all(open.map((job) => job.done));
    },
  };
}
