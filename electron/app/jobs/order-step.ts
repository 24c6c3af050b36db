/**
 * A job's order step, where money is spent: the gate (the per-order limit, the day's budget, what
 * the ticket asked), the reservation in the daily budget before anything is sent, the "sent" fence,
 * PlaceOrder, and for an answer that was lost the look-up by reference — or, where the service has
 * none, the wait for a person ("Check this order"). Never a second order by guess.
 */
import type { ApprovalReason, OrderRecordEntry, Override } from '../../shared/contract/jobs.js';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import { moneyOf, type Money } from '../../shared/models/money.js';
import type { OrderRequest } from '../../shared/models/order-requests.js';
import { limitsCurrencyOtherThan, type HotFolderLink } from '../../shared/settings/schema.js';
import { fixesOf, type JobPlan, type JobRecord } from './job-record.js';
import { orderRequestOf } from './job-steps.js';
import { pastCutoff } from './job-delivery.js';
import { localDay } from './spend-ledger.js';
import type { StepContext } from './step-context.js';

export interface StepResult {
  readonly job: JobRecord;
  /** The job stops here: it waits for a person (an approval, an order to check), or for `resumeInMs`. */
  readonly halt?: true;
  /** It goes on by itself after this long (it waits a cut-off out). */
  readonly resumeInMs?: number;
  /** Its quote no longer stands (a cut-off passed): the steps run again from the first not done. */
  readonly again?: true;
}

type OrderPlan = Extract<JobPlan, { action: 'order' }>;

export async function orderStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  // Known already (a person entered it, or a crash came before it was recorded): counted and recorded once.
  if (job.orderFriendlyId) return { job: await counted(ctx, job) };
  if (job.orderSentAt !== undefined) {
    const settled = await settleLost(ctx, job);
    if (settled) return settled;
  }
  // A cut-off passed since its quote: quoted and chosen again before anything is sent.
  const late = await pastCutoff(ctx, job);
  if (late) return late;
  // Gated every time it may be sent, with this workstation's own plan and quote.
  const gated = await gate(ctx, job);
  if (gated.halt) return gated;
  job = gated.job;
  await ctx.fences.mayAct();
  if (job.orderSentAt !== undefined || job.decision?.kind === 'placed-again')
    await ctx.fences.refence('order');
  else if (!(await ctx.fences.fence('order'))) {
    // Sent before: by this workstation before a crash, or by one that held the job then.
    const settled = await settleLost(ctx, await ctx.update(job, { orderSentAt: ctx.orders.now() }));
    if (settled) return settled;
    await ctx.fences.mayAct();
    await ctx.fences.refence('order');
  }
  return send(ctx, job, orderRequestOf(job, job.documentId!, job.recipients!));
}

/**
 * Why an order would wait, before the day's budget is looked at. A limit judges only totals in its
 * own currency: limits set in another (the market changed since) hold every order for a person.
 */
function standingReasons(job: JobRecord, plan: OrderPlan, total: Money): ApprovalReason[] {
  const reasons: ApprovalReason[] = [];
  // No method makes its need-by date: ordered for the earliest day only when a person says so.
  if (job.delivery && !job.delivery.meets)
    reasons.push({
      kind: 'cannot-meet-date',
      needBy: job.delivery.needBy,
      earliest: job.delivery.arrives,
      method: job.delivery.method,
      total,
    });
  const limits = limitsCurrencyOtherThan(plan, total.currency);
  if (limits) reasons.push({ kind: 'limits-currency', limits, prices: total.currency });
  else if (total.amount > plan.spendLimit.amount)
    reasons.push({ kind: 'over-order-limit', total, limit: plan.spendLimit });
  if (job.recipient?.kind === 'address' && !plan.allowTicketAddresses)
    reasons.push({ kind: 'ticket-address' });
  if (job.presetQuantity !== undefined && plan.quantity > job.presetQuantity)
    reasons.push({
      kind: 'ticket-quantity',
      quantity: plan.quantity,
      presetQuantity: job.presetQuantity,
    });
  return reasons;
}

/**
 * Places the order at once, or holds it for approval with every reason and the fingerprint of the
 * order a person would approve. A person's approval counts only for that very order (the same
 * fingerprint, derived here from this workstation's own plan, recipients and quote); an order that
 * may go is reserved in the day's budget first (a person's decision reserves whatever is left).
 */
async function gate(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  const plan = job.plan as OrderPlan;
  const total = job.priced!.total;
  const order = ctx.orders.fingerprint(job);
  const ledger = await ctx.orders.ledger();
  const day = job.reservedOn ?? localDay(ctx.orders.now());
  const approved = job.approval?.order === order;
  // A person's "place it again" re-sends the order that was sent: only that one.
  const decided = approved || (job.decision?.kind === 'placed-again' && job.sentOrder === order);
  const reasons = decided ? [] : standingReasons(job, plan, total);
  // A budget in another currency judges nothing (the limits' currency is a reason of its own).
  const budget = plan.dailyBudget?.currency === total.currency ? plan.dailyBudget : undefined;
  if (reasons.length === 0) {
    const reserved = await ledger.reserve(day, ctx.orders.keyOf(job), total, budget, {
      force: decided,
      reference: job.reference,
    });
    if (reserved.ok)
      return {
        job: await ctx.update(job, {
          reservedOn: day,
          pending: undefined,
          // An approval of another order than this one is not this order's: it is not kept.
          ...(approved ? {} : { approval: undefined }),
        }),
      };
    reasons.push(overBudget(total, budget!, reserved.remaining));
  } else if (budget) {
    const remaining = Math.max(0, budget.amount - (await ledger.spent(day, budget.currency)));
    if (total.amount > remaining) reasons.push(overBudget(total, budget, remaining));
  }
  const waiting = await ctx.update(
    job,
    { state: 'awaiting-approval', waitingFor: reasons, pending: order, approval: undefined },
    'approval',
  );
  return { job: waiting, halt: true };
}

const overBudget = (total: Money, budget: Money, remaining: number): ApprovalReason => ({
  kind: 'over-daily-budget',
  total,
  budget,
  remaining: moneyOf(remaining, budget.currency),
});

async function send(ctx: StepContext, job: JobRecord, request: OrderRequest): Promise<StepResult> {
  job = await ctx.update(job, { orderSentAt: ctx.orders.now(), sentOrder: ctx.orders.fingerprint(job) });
  let friendlyId: string;
  try {
    friendlyId = await ctx.orders.lost.place(ctx.client(), request, job.reference, ctx.signal);
  } catch (error) {
    if (error instanceof PrintServiceError && error.requestSent === false) {
      // Refused before it reached the service, or by it: surely not placed. Nothing stays reserved.
      await ctx.fences.unfence('order');
      if (job.reservedOn) await (await ctx.orders.ledger()).release(job.reservedOn, ctx.orders.keyOf(job));
      await ctx.update(job, { orderSentAt: undefined, reservedOn: undefined });
    }
    throw error;
  }
  return { job: await placed(ctx, job, friendlyId) };
}

/**
 * The order may have been placed but its answer was lost: looked up by its reference, never sent
 * again unseen. Undefined when the service has no order with its reference (the send never
 * arrived): it goes through the gate again and is sent.
 */
async function settleLost(ctx: StepContext, job: JobRecord): Promise<StepResult | undefined> {
  const sent = { at: job.orderSentAt!, now: ctx.orders.now() };
  const found = await ctx.orders.lost.lookUp(ctx.client(), job.reference, sent, ctx.signal);
  if (found.kind === 'found') return { job: await placed(ctx, job, found.orderFriendlyId) };
  if (found.kind === 'none') return undefined;
  const waiting = await ctx.update(job, { state: 'check-order' }, 'check-order');
  return { job: waiting, halt: true };
}

/** The order is known: journaled, its reservation counted as spent, written to the order record. */
async function placed(ctx: StepContext, job: JobRecord, friendlyId: string): Promise<JobRecord> {
  return counted(ctx, await ctx.update(job, { orderFriendlyId: friendlyId, orderSentAt: undefined }));
}

/**
 * Its reservation counted as spent, and the order appended to the order record, each once: the
 * ledger's confirm is idempotent, and a crash between the append and `recordedBy` is caught by `has`.
 */
async function counted(ctx: StepContext, job: JobRecord): Promise<JobRecord> {
  if (job.recordedBy !== undefined || !ctx.link) return job;
  if (job.reservedOn) await (await ctx.orders.ledger()).confirm(job.reservedOn, ctx.orders.keyOf(job));
  if (!(await ctx.orders.record.has(job.orderFriendlyId!)))
    await ctx.orders.record.append(recordEntry(ctx, job));
  return ctx.update(job, { recordedBy: ctx.orders.workstation });
}

function recordEntry(ctx: StepContext, job: JobRecord): OrderRecordEntry {
  const link = ctx.link!;
  return {
    at: new Date(ctx.orders.now()).toISOString(),
    workstation: ctx.orders.workstation,
    link: { id: link.id, localPath: link.localPath, remotePath: link.remotePath },
    file: job.relPath,
    sha256: job.sha256 ?? '',
    document: job.documentName,
    documentId: job.documentId ?? '',
    orderFriendlyId: job.orderFriendlyId!,
    reference: job.reference,
    total: job.quote?.total ?? moneyOf(0, ctx.orders.currency()),
    quantity: job.plan.action === 'document' ? 1 : job.plan.quantity,
    recipients: recipientLines(job),
    overrides: overridesOf(job),
    ...(job.decision ? { decision: job.decision } : {}),
    ...(job.fixed?.fileId ? { fixes: fixesOf(job.fixed) } : {}),
  };
}

/** One line per recipient: name, city, country. */
const recipientLines = (job: JobRecord): string[] =>
  (job.recipients ?? []).map(({ address: a }) =>
    [`${a.FirstName} ${a.LastName}`.trim(), a.City, a.Country].filter(Boolean).join(', '),
  );

/** What a batch order's line in the order record says beside its members ("Gather into one order"). */
export interface BatchOrder {
  readonly at: number;
  readonly workstation: string;
  readonly orderFriendlyId: string;
  readonly reference: string;
  readonly total: Money;
}

/** A batch order's one line in the order record, naming each file and document that went into it. */
export function batchEntry(
  members: readonly JobRecord[],
  link: HotFolderLink,
  order: BatchOrder,
): OrderRecordEntry {
  const joined = (of: (job: JobRecord) => string) => members.map(of).join('; ');
  const first = members[0]!;
  return {
    at: new Date(order.at).toISOString(),
    workstation: order.workstation,
    link: { id: link.id, localPath: link.localPath, remotePath: link.remotePath },
    file: joined((job) => job.relPath),
    sha256: joined((job) => job.sha256 ?? ''),
    document: joined((job) => job.documentName),
    documentId: joined((job) => job.documentId ?? ''),
    orderFriendlyId: order.orderFriendlyId,
    reference: order.reference,
    total: order.total,
    quantity: members.reduce((sum, job) => sum + (job.plan.action === 'document' ? 1 : job.plan.quantity), 0),
    recipients: recipientLines(first),
    overrides: members.flatMap(overridesOf),
    batch: members.map((job) => ({
      file: job.relPath,
      sha256: job.sha256 ?? '',
      document: job.documentName,
      documentId: job.documentId ?? '',
    })),
  };
}

/** Every reason to wait a person overrode, with who: its file's preflight errors, then its order's. */
export function overridesOf(job: Pick<JobRecord, 'preflight' | 'approval'>): Override[] {
  const { preflight, approval } = job;
  return [
    ...(preflight?.errors && preflight.overriddenBy
      ? [
          {
            reason: { kind: 'preflight' as const, errors: [...preflight.errors] },
            by: preflight.overriddenBy,
          },
        ]
      : []),
    ...(approval?.reasons ?? []).map((reason) => ({ reason, by: approval!.by })),
  ];
}
