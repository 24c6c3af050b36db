/**
 * Contract shapes of event hooks (docs/hooks.md): the JSON an event hook receives (the body of a
 * webhook's POST, a command's standard input), and what the Hooks section shows of the deliveries.
 */
import { z } from 'zod';
import { Currency } from '../models/markets.js';
import { HookSetting } from '../settings/schema.js';
import { Timestamp } from './fields.js';
import { JobRow } from './jobs.js';

/** What happened. `hook.test` is the Hooks section's "Send a test event". */
export const HookEventType = z.enum([
  'file.uploaded',
  'job.held',
  'job.failed',
  'order.placed',
  'order.shipped',
  'key.refused',
  'folder.unavailable',
  'folder.back',
  'hook.test',
]);
export type HookEventType = z.infer<typeof HookEventType>;

/** The hot folder an event is about. */
export const HookLink = z.strictObject({ id: z.string(), localPath: z.string(), remotePath: z.string() });
export type HookLink = z.infer<typeof HookLink>;

/** A print file of a hot folder, as uploaded. */
export const HookFile = z.strictObject({
  /** Relative to its hot folder, with `/`. */
  path: z.string(),
  /** The print library's id of the uploaded version. */
  fileId: z.string().optional(),
  size: z.number().optional(),
  sha256: z.string().optional(),
});

/** A shipped package: the carrier (its tracking page's host), the shipping method, the number and the page. */
export const HookTracking = z.strictObject({
  carrier: z.string(),
  shippingMethod: z.string().optional(),
  number: z.string(),
  url: z.string(),
});

export const HookOrder = z.strictObject({
  friendlyId: z.string(),
  total: z.number().optional(),
  currency: Currency.optional(),
  /** Every package shipped (`order.shipped`). */
  tracking: z.array(HookTracking).optional(),
});

/**
 * One event. `id` is its idempotency key: the same event made again (after a crash) has the same id,
 * so a receiver that has seen it can ignore it; an event once acknowledged is never sent again.
 */
export const HookEvent = z.strictObject({
  id: z.string(),
  type: HookEventType,
  time: Timestamp,
  /** The workstation's name (its host unless named). */
  workstation: z.string(),
  /** The hot folder it is about; null for the whole app (`key.refused`, `hook.test`). */
  link: HookLink.nullable(),
  file: HookFile.optional(),
  /** The job as its activity row: `job.held` carries why it waits (`waitingFor`, each reason with its numbers). */
  job: JobRow.extend({ currency: Currency.optional() }).optional(),
  order: HookOrder.optional(),
  /** Why: the service's refusal of the key, the folder's problem, the job's failure. */
  reason: z.string().optional(),
});
export type HookEvent = z.infer<typeof HookEvent>;

/** Where a delivery goes: a webhook's address or a command. */
export const HookTarget = z.strictObject({ kind: z.enum(['url', 'command']), address: z.string() });
export type HookTarget = z.infer<typeof HookTarget>;

/** What a receiver answered: an HTTP status, a command's exit code, or why there was no answer. */
export const HookAnswer = z.strictObject({
  ok: z.boolean(),
  status: z.int().optional(),
  exitCode: z.int().optional(),
  error: z.string().optional(),
});
export type HookAnswer = z.infer<typeof HookAnswer>;

/**
 * One event's delivery to one target: `pending` (not tried yet), `delivered` (acknowledged: 2xx, exit
 * 0), `retrying` (not yet: tried again at `nextAttemptAt`), `waiting` (its target is not set up now),
 * `given-up` (a test event that failed, or one not acknowledged for a week).
 */
export const HookDeliveryRow = z.strictObject({
  eventId: z.string(),
  type: HookEventType,
  linkId: z.string().optional(),
  target: HookTarget,
  state: z.enum(['pending', 'delivered', 'retrying', 'waiting', 'given-up']),
  attempts: z.int().min(0),
  /** The last attempt, or when the event was made (none yet). */
  at: Timestamp,
  answer: HookAnswer.optional(),
  nextAttemptAt: Timestamp.optional(),
});
export type HookDeliveryRow = z.infer<typeof HookDeliveryRow>;

export const HooksView = z.strictObject({
  /** The whole app's hooks (each hot folder's are on its link). */
  hooks: HookSetting,
  /** The last deliveries, newest first. */
  deliveries: z.array(HookDeliveryRow),
});
export type HooksView = z.infer<typeof HooksView>;
