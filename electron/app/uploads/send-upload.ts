/**
 * One upload by hand, sent: its progress reported at most every 150 ms (and at the last byte, when
 * the service starts processing), and its outcome: done with the service's answer, cancelled, or
 * failed with what crosses the IPC boundary.
 */
import type { IpcError } from '../../shared/contract/app-errors.js';
import type { FolderUploadResult } from '../../shared/models/storage.js';
import type { UploadJob, UploadList, UploadSource } from './upload-list.js';

/** The part of the print-service client an upload needs. */
export interface UploadPort {
  uploadFile(
    remoteFolderPath: string,
    source: UploadSource,
    options: { signal?: AbortSignal; onProgress?: (sent: number, total: number) => void },
  ): Promise<FolderUploadResult>;
}

export interface SendOptions {
  /** The uploader of the current environment; throws AppError('not-connected') without a key. */
  port: () => UploadPort;
  list: UploadList;
  toError: (error: unknown) => IpcError;
  /** A file sent from a local path is in the library (its picture can be drawn from that path). */
  onUploaded?: (fileId: string, path: string) => void;
}

/** Progress events at most this often per upload (the last one always goes out). */
const progressIntervalMs = 150;

/** Sends the job's file; resolves once the job is finished, whatever its outcome. */
export async function sendUpload(
  job: UploadJob,
  { port, list, toError, onUploaded }: SendOptions,
): Promise<void> {
  job.entry.state = 'uploading';
  list.publish(job);
  let last = 0;
  try {
    const result = await port().uploadFile(job.entry.folderPath, job.source, {
      signal: job.controller.signal,
      onProgress: (sent, total) => {
        job.entry.sent = sent;
        if (total > 0) job.entry.size = total;
        const complete = total > 0 && sent >= total;
        if (complete) job.entry.state = 'processing';
        const now = Date.now();
        if (complete || now - last >= progressIntervalMs) {
          last = now;
          list.publish(job);
        }
      },
    });
    const file = result.Files[0];
    if (file && 'path' in job.source) onUploaded?.(file.FileId, job.source.path);
    list.finish(job, {
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
    if (job.controller.signal.aborted) list.finish(job, { state: 'cancelled' });
    else list.finish(job, { state: 'failed', error: toError(error) });
  }
}
