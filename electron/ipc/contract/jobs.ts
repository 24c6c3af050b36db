/** Contract shapes of hot-folder jobs (docs/hot-folder-jobs.md): one activity row per job, and the approvals. */
import { z } from 'zod';
import { PresetAction } from '../../settings/schema.js';
import { Timestamp, nonEmpty } from './fields.js';

/** The actions that make a job: every preset but plain upload. */
export const JobAction = PresetAction.exclude(['upload']);

export const JobState = z.enum(['running', 'awaiting-approval', 'done', 'failed', 'discarded']);
export type JobState = z.infer<typeof JobState>;

export const JobRow = z.strictObject({
  id: z.string(),
  fileKey: z.string(),
  linkId: z.string(),
  /** The print file, relative to its hot folder. */
  path: z.string(),
  action: JobAction,
  state: JobState,
  document: z.string(),
  documentId: z.string().optional(),
  /** How many recipients the quote and order ship to (a distribution list: one per row). */
  recipientCount: z.int().min(1).optional(),
  total: z.number().optional(),
  shipDate: Timestamp.optional(),
  deliveryDate: Timestamp.optional(),
  orderFriendlyId: z.string().optional(),
  /** Why it failed, or what it is waiting for. */
  message: z.string().optional(),
  at: Timestamp,
});
export type JobRow = z.infer<typeof JobRow>;

export const JobId = z.strictObject({ id: nonEmpty(8192) });
