/** Contract shapes of uploads: files sent to the library by hand, outside hot folders. */
import { z } from 'zod';
import { IpcError } from './errors.js';
import { Timestamp } from './fields.js';

export const UploadState = z.enum(['queued', 'uploading', 'processing', 'done', 'failed', 'cancelled']);
export type UploadState = z.infer<typeof UploadState>;

export const UploadEntry = z.strictObject({
  id: z.string(),
  name: z.string(),
  folderPath: z.string(),
  /** Bytes in all; 0 when unknown. */
  size: z.number().min(0),
  /** Bytes handed to the network. 100 % is shown only at 'done' (the service may still be processing). */
  sent: z.number().min(0),
  state: UploadState,
  error: IpcError.optional(),
  /** Set once the service has confirmed the file. */
  result: z
    .strictObject({ fileId: z.string(), name: z.string(), pageCount: z.int(), isBroken: z.boolean() })
    .optional(),
  startedAt: Timestamp,
  finishedAt: Timestamp.optional(),
});
export type UploadEntry = z.infer<typeof UploadEntry>;
