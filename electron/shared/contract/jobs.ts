/**
 * Contract shapes of hot-folder jobs (docs/hot-folder-jobs.md): one activity row per job, the
 * approvals and why each order waits, the order record of the orders jobs placed, and each order
 * folder's spending today.
 */
import { z } from 'zod';
import { CheckId } from '../preflight/findings.js';
import { Currency } from '../models/markets.js';
import { Money } from '../models/money.js';
import { PresetAction } from '../settings/schema.js';
import { IsoDate, Page, PageSize, Timestamp, nonEmpty } from './fields.js';
import { FriendlyId } from './orders.js';

/** The actions that make a job: every preset but plain upload. */
export const JobAction = PresetAction.exclude(['upload']);

/**
 * `check-order`: the order may have been placed but its answer was lost, and the service offers no
 * look-up by reference: a person says what happened (`jobs.settleOrder` or `jobs.placeAgain`).
 */
export const JobState = z.enum([
  'running',
  'awaiting-approval',
  'check-order',
  'done',
  'failed',
  'discarded',
]);
export type JobState = z.infer<typeof JobState>;

/**
 * Why an order waits for approval: a closed list, each with the numbers it was judged by (amounts
 * with their currency: a limit is only ever compared with a total in its own).
 */
export const ApprovalReason = z.discriminatedUnion('kind', [
  /** Its total is above the folder's per-order spending limit. */
  z.strictObject({ kind: z.literal('over-order-limit'), total: Money, limit: Money }),
  /** Placing it would take the day's orders past the folder's daily budget (`remaining` before it). */
  z.strictObject({
    kind: z.literal('over-daily-budget'),
    total: Money,
    budget: Money,
    remaining: Money,
  }),
  /**
   * The folder's limits are in another currency than the order's price (the market changed since
   * they were set): no limit judges it, so it waits until a person places it or sets the limits anew.
   */
  z.strictObject({ kind: z.literal('limits-currency'), limits: Currency, prices: Currency }),
  /** Its job ticket ships to an address written in full, and the folder does not allow that. */
  z.strictObject({ kind: z.literal('ticket-address') }),
  /** Its job ticket asks for more copies than the folder's preset. */
  z.strictObject({ kind: z.literal('ticket-quantity'), quantity: z.int(), presetQuantity: z.int() }),
  /**
   * The file's preflight found errors (each finding's sentence with its pages): nothing was made
   * yet; approved, the job goes on without checking again (for a document or quote job too).
   */
  z.strictObject({
    kind: z.literal('preflight'),
    errors: z.array(z.string()).min(1),
    /** The fixes can clear an error (page size, fonts): "Fix and go on" is offered (`jobs.fixAndGo`). */
    fixable: z.literal(true).optional(),
  }),
  /**
   * No shipping method offered arrives by the date the order is needed by (a ticket's `needBy`, or
   * the folder's "Arrive within N business days"), at every recipient: `earliest` is the first day
   * one can, by `method`, the order then costing `total`. Approved ("Order for that date"), it is
   * ordered for that day.
   */
  z.strictObject({
    kind: z.literal('cannot-meet-date'),
    needBy: IsoDate,
    earliest: IsoDate,
    method: z.string().max(200),
    total: Money,
  }),
]);
export type ApprovalReason = z.infer<typeof ApprovalReason>;

/**
 * Who decided (approved or declined an order, settled or placed again one whose answer was lost),
 * and when. `timeout`: no person did, the link's approval timeout did (docs/hot-folder-jobs.md).
 */
export const Decider = z.strictObject({
  user: z.string(),
  host: z.string(),
  at: Timestamp,
  timeout: z.literal(true).optional(),
});
export type Decider = z.infer<typeof Decider>;

/**
 * What the preflight's fixes changed in a job's file (docs/preflight.md, "Fixes"): the checks whose fix
 * changed it, the changes in sentences, and who asked for them when a person did ("Fix and go on").
 * The job went on with the fixed copy; the original is in the folder's Originals/.
 */
export const JobFixes = z.strictObject({
  checks: z.array(CheckId).max(10),
  changes: z.array(z.string().max(4000)).max(500),
  by: Decider.optional(),
});
export type JobFixes = z.infer<typeof JobFixes>;

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
  /** Copies of the document each recipient gets (quote and order jobs). */
  quantity: z.int().min(1).optional(),
  total: Money.optional(),
  shipDate: Timestamp.optional(),
  deliveryDate: Timestamp.optional(),
  /** The day its order must arrive by (a ticket's `needBy`, or the folder's "Arrive within N business days"). */
  needBy: IsoDate.optional(),
  orderFriendlyId: z.string().optional(),
  /** Why it failed, or what it is waiting for. */
  message: z.string().optional(),
  /** The workstation that runs the job, when it is not this one (a shared hot folder). */
  handledBy: z.string().optional(),
  /** Written on the document and the order; what a person looks the order up by. */
  reference: z.string().optional(),
  /** When its order was sent with no answer (`check-order`). */
  orderSentAt: Timestamp.optional(),
  /** Why its order waits (`awaiting-approval`), or waited before it was approved. */
  waitingFor: z.array(ApprovalReason).optional(),
  approvedBy: Decider.optional(),
  /** Who declined it (a person, or the approval timeout), and why. */
  declined: z.strictObject({ by: Decider, reason: z.string().optional() }).optional(),
  /** Waiting for approval: when the link's approval timeout decides it, if nobody does first. */
  decideBy: Timestamp.optional(),
  /** What the file's preflight warned of (each finding's sentence with its pages): said, never stopping it. */
  preflightWarnings: z.array(z.string()).optional(),
  /**
   * Where its print file waits in `Failed/` (its preflight held it, or it failed), relative to the
   * hot folder with `/`: its report is beside it, and `jobs.heldFile` opens both.
   */
  heldFile: z.string().optional(),
  /** What the preflight's fixes changed: the job went on with the fixed copy. */
  fixes: JobFixes.optional(),
  at: Timestamp,
});
export type JobRow = z.infer<typeof JobRow>;

export const JobId = z.strictObject({ id: nonEmpty(8192) });

export const SettleOrderInput = z.strictObject({ id: nonEmpty(8192), orderFriendlyId: FriendlyId });

/** How an order whose answer was lost was settled by a person. */
export const OrderDecision = z.enum(['settled-by-hand', 'placed-again']);
export type OrderDecision = z.infer<typeof OrderDecision>;

/** How a person settled an order whose answer was lost, and who: on the job and in the order record. */
export const JobDecision = z.strictObject({ kind: OrderDecision, by: Decider });
export type JobDecision = z.infer<typeof JobDecision>;

/** A reason to wait that a person overrode (a preflight error, a limit, the budget, a ticket), and who. */
export const Override = z.strictObject({ reason: ApprovalReason, by: Decider });
export type Override = z.infer<typeof Override>;

/**
 * Lines written before amounts kept their currency: a bare total beside `currency`, bare amounts in
 * its reasons, and the reasons with their approver apart (`waitedFor`, `approvedBy`).
 */
const moneyReasons = new Set(['over-order-limit', 'over-daily-budget', 'cannot-meet-date']);
const moneyKeys = new Set(['total', 'limit', 'budget', 'remaining']);

/** A reason as older versions wrote it, its bare amounts read with `money`. */
function reasonWithMoney(reason: Record<string, unknown>, money: (amount: unknown) => unknown): unknown {
  if (!moneyReasons.has(String(reason.kind))) return reason;
  return Object.fromEntries(
    Object.entries(reason).map(([key, value]) => [key, moneyKeys.has(key) ? money(value) : value]),
  );
}

function withRecordMoney(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || typeof (raw as { total?: unknown }).total !== 'number')
    return raw;
  const { currency, total, waitedFor, approvedBy, ...rest } = raw as Record<string, unknown>;
  const money = (amount: unknown) => (typeof amount === 'number' ? { amount, currency } : amount);
  const reasons = Array.isArray(waitedFor) ? (waitedFor as Record<string, unknown>[]) : [];
  return {
    ...rest,
    total: money(total),
    overrides: approvedBy
      ? reasons.map((reason) => ({ reason: reasonWithMoney(reason, money), by: approvedBy }))
      : [],
  };
}

/** One line of the order record: an order a hot-folder job placed (or a person settled), never rewritten. */
const OrderRecordFields = z.strictObject({
  at: Timestamp,
  /** The workstation whose job placed it. */
  workstation: z.string(),
  link: z.strictObject({ id: z.string(), localPath: z.string(), remotePath: z.string() }),
  /** The print file, relative to its hot folder, and its content's sha-256. */
  file: z.string(),
  sha256: z.string(),
  document: z.string(),
  documentId: z.string(),
  orderFriendlyId: z.string(),
  reference: z.string(),
  /** As quoted, in the currency it was quoted in. */
  total: Money,
  quantity: z.int(),
  /** One line per recipient: name, city, country. */
  recipients: z.array(z.string()),
  /**
   * Every reason it waited for that a person overrode, and who: its file's preflight errors, then
   * its order's reasons (a limit, the budget, a ticket). Empty: placed at once.
   */
  overrides: z.array(Override),
  /** Its answer was lost: a person entered its number, or placed it again. */
  decision: JobDecision.optional(),
  /** The order is of a fixed copy of the file: what the fixes changed (the original is in Originals/). */
  fixes: JobFixes.optional(),
  /**
   * A batch order ("Gather into one order"): each file that went into it and its document, a line
   * each (`file` and `document` then list them all, joined by "; ").
   */
  batch: z
    .array(
      z.strictObject({ file: z.string(), sha256: z.string(), document: z.string(), documentId: z.string() }),
    )
    .optional(),
});
export const OrderRecordEntry = z.preprocess(withRecordMoney, OrderRecordFields);
export type OrderRecordEntry = z.infer<typeof OrderRecordEntry>;

/**
 * A line of the order record for an order that was not placed: declined by a person or by the
 * approval timeout while it waited (`printdesk decline`, Discard, the link's timeout). Kept beside the
 * orders placed so the record says every decision and who made it.
 */
const DeclinedOrderFields = z.strictObject({
  kind: z.literal('declined'),
  at: Timestamp,
  workstation: z.string(),
  link: z.strictObject({ id: z.string(), localPath: z.string(), remotePath: z.string() }),
  file: z.string(),
  sha256: z.string(),
  reference: z.string(),
  /** Its quote, in the currency it was quoted in, when it had one (a job held by its preflight had none yet). */
  total: Money.optional(),
  waitedFor: z.array(ApprovalReason),
  declinedBy: Decider,
  reason: z.string().optional(),
});

/** Declined lines written before amounts kept their currency: a bare total beside `currency`, bare amounts in its reasons. */
function withDeclinedMoney(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || !('currency' in raw)) return raw;
  const { currency, total, waitedFor, ...rest } = raw as Record<string, unknown>;
  const money = (amount: unknown) => (typeof amount === 'number' ? { amount, currency } : amount);
  return {
    ...rest,
    ...(total === undefined ? {} : { total: money(total) }),
    waitedFor: Array.isArray(waitedFor)
      ? (waitedFor as Record<string, unknown>[]).map((reason) => reasonWithMoney(reason, money))
      : waitedFor,
  };
}
export const DeclinedOrderEntry = z.preprocess(withDeclinedMoney, DeclinedOrderFields);
export type DeclinedOrderEntry = z.infer<typeof DeclinedOrderEntry>;

/** Newest first. */
export const OrderRecordQuery = z.strictObject({ page: Page.default(1), pageSize: PageSize.default(50) });
export const OrderRecordPage = z.strictObject({ total: z.int(), entries: z.array(OrderRecordEntry) });

/** An order folder's spending on the workstation's local calendar day (across every workstation on the folder). */
export const LinkSpending = z.strictObject({
  linkId: z.string(),
  /** `YYYY-MM-DD`, the local date. */
  day: z.string(),
  /** Orders placed, or sent with their answer not known yet, that day, in the currency of its limits. */
  spent: Money,
});
export type LinkSpending = z.infer<typeof LinkSpending>;

/** A file a job holds in `Failed/`: its path (the window may now check it) and the report beside it. */
export const HeldFile = z.strictObject({ path: z.string(), report: z.string().nullable() });
export type HeldFile = z.infer<typeof HeldFile>;

/**
 * The window's route that opens the file a job holds in Failed/, with its report, page pictures and
 * findings (Hot folders): what an approval card links to and a desktop notification opens.
 */
export const heldFileRoute = (jobId: string): string => `#/hot-folders?held=${encodeURIComponent(jobId)}`;

/** The window's route that opens a hot folder's form, to set its limits (in the market's currency). */
export const linkLimitsRoute = (linkId: string): string =>
  `#/hot-folders?limits=${encodeURIComponent(linkId)}`;
