/**
 * Files sent to the print library by hand (drag and drop, file picker), outside hot folders:
 * from local paths (Electron) or from a byte stream (the headless host's upload endpoint).
 * Keeps a short list of recent uploads with their progress and reports every change.
 */
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { UploadEntry } from '../../shared/contract/uploads.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { IpcError } from '../../shared/contract/app-errors.js';
import type { PathGrants } from '../path-grants/path-grants.js';
import type { ReceivedCopy } from '../pictures/received-copies.js';
import { UploadList, type UploadJob } from './upload-list.js';
import { sendUpload, type UploadPort } from './send-upload.js';

export type { UploadSource } from './upload-list.js';
export type { UploadPort } from './send-upload.js';

export interface UploadsOptions {
  /** The uploader of the current environment; throws AppError('not-connected') without a key. */
  port: () => UploadPort;
  /** How many path uploads run at once (streams always start at once: their sender is waiting). */
  concurrency: () => number;
  onChange: (entry: UploadEntry) => void;
  toError: (error: unknown) => IpcError;
  /** A file sent from a local path is in the library (its picture can be drawn from that path). */
  onUploaded?: (fileId: string, path: string) => void;
  /**
   * Keeps a copy of a streamed file's bytes while they go (a browser's upload has no local path to
   * draw its pictures from): the stream to send instead, told how the upload ended.
   */
  copyStream?: (stream: Readable) => ReceivedCopy;
  /** Finished uploads kept in the list. */
  keep?: number;
  /** The files the person picked or dropped: the only local paths an upload may read. */
  grants: Pick<PathGrants, 'check'>;
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

export function createUploads(options: UploadsOptions): Uploads {
  const list = new UploadList(options.onChange, options.keep ?? 200);
  // Uploads from paths wait their turn here; streams start at once (their sender is waiting).
  const waiting: UploadJob[] = [];
  let running = 0;

  const run = async (job: UploadJob) => {
    running += 1;
    try {
      await sendUpload(job, {
        port: options.port,
        list,
        toError: options.toError,
        ...(options.onUploaded ? { onUploaded: options.onUploaded } : {}),
      });
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

  return {
    async addPaths(folderPath, paths) {
      for (const path of paths) options.grants.check(path);
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
      const added = files.map(({ path, size }) => list.add(folderPath, basename(path), size, { path }));
      for (const job of added) {
        list.publish(job);
        waiting.push(job);
      }
      next();
      return added.map((job) => ({ ...job.entry }));
    },

    async addStream(folderPath, source) {
      options.port();
      const copy = options.copyStream?.(source.stream);
      const job = list.add(
        folderPath,
        source.name,
        source.size,
        copy ? { ...source, stream: copy.stream } : source,
      );
      list.publish(job);
      void run(job);
      const entry = await job.done;
      // Recorded before the answer: the browser asks for the new item's pictures right after it.
      const fileId = entry.state === 'done' ? entry.result?.fileId : undefined;
      if (fileId) await copy?.kept(fileId);
      else await copy?.dropped();
      return entry;
    },

    list: () => list.entries(),

    cancel(id) {
      const job = list.get(id);
      if (!job || job.entry.finishedAt !== undefined) return false;
      job.controller.abort();
      const queued = waiting.indexOf(job);
      if (queued >= 0) {
        waiting.splice(queued, 1);
        list.finish(job, { state: 'cancelled' });
      }
      return true;
    },

    async close() {
      waiting.length = 0;
      const open = list.unfinished();
      for (const job of open) job.controller.abort();
      for (const job of open) if (job.entry.state === 'queued') list.finish(job, { state: 'cancelled' });
      await Promise.all(open.map((job) => job.done));
    },
  };
}
