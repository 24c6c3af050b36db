/**
 * A job's need-by date and the shipping it chooses for it (docs/hot-folder-jobs.md, "Need-by
 * dates"), and the service's cut-off between its quote and its order. The date is the ticket's
 * `needBy`, else the preset's "Arrive within N business days" counted from the day the job was made
 * on the service's calendar; the choice is the shared one (app/delivery/): the cheapest method that
 * makes the date at every recipient, or the one arriving first, which then waits for a person
 * (`cannot-meet-date`, order-step.ts). Both come from this workstation's preset and the file's ticket
 * and the service's answers, never from the share.
 */
import { arriveWithinDate, methodOf } from '../delivery/delivery-choice.js';
import { deliveryChoice } from '../delivery/delivery-service.js';
import type { MarketId } from '../../shared/models/markets.js';
import type { JobRecord } from './job-record.js';
import { orderRequestOf } from './job-steps.js';
import type { StepResult } from './order-step.js';
import { JobRefusal, type StepContext } from './step-context.js';

/**
 * Within this long before the service's cut-off an order is not sent: the workstation's clock may be
 * behind the service's, and an order the service takes after its cut-off ships a day later. The job
 * waits the cut-off out, then quotes and chooses again.
 */
export const cutoffGuardMs = 2 * 60_000;
/** While it waits the cut-off out, how often the job looks at the clock again. */
const cutoffLookMs = 5000;

/** The day the job's order must arrive by; undefined when neither ticket nor preset asks for one. */
export function needByOf(job: JobRecord, market: MarketId): string | undefined {
  if (job.plan.action === 'document') return undefined;
  if (job.ticket?.needBy) return job.ticket.needBy;
  const days = job.plan.arriveWithin;
  return days === undefined ? undefined : arriveWithinDate(market, job.createdAt, days);
}

/** Chooses the shipping for the job's need-by date (again when the date changed); a new choice is quoted anew. */
export async function shippingStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  const needBy = needByOf(job, ctx.orders.market());
  if (job.delivery?.needBy === needBy) return { job };
  if (needBy === undefined) return { job: await ctx.update(job, { delivery: undefined, priced: undefined }) };
  const recipients = job.recipients!;
  const choice = await deliveryChoice(
    ctx.client().orders,
    orderRequestOf(job, job.documentId!, recipients),
    needBy,
    ctx.orders.market(),
    ctx.signal,
  );
  const method = methodOf(choice, choice.chosenId ?? choice.earliestId);
  if (!method)
    throw new JobRefusal(
      recipients.length > 1
        ? `The service offers no shipping method that reaches all ${recipients.length} recipients.`
        : 'The service offers no shipping method to this recipient.',
    );
  const delivery = {
    needBy,
    methodId: method.id,
    method: method.name,
    arrives: method.arrives,
    meets: choice.chosenId !== undefined,
  };
  return { job: await ctx.update(job, { delivery, priced: undefined }) };
}

/**
 * Before the order of a job with a need-by date is sent (its method was chosen for the day the
 * quote ships on): when the cut-off of its quote has passed, the service ships it a day later than
 * quoted, so it is quoted and chosen again (`again`); just before the cut-off the job waits it out.
 * The cut-off is the service's word: a new quote that still gives the cut-off this workstation saw
 * pass (`passedCutoff`) means this clock is ahead of the service's, and the quote stands. Undefined:
 * its quote stands. A job without a date orders at the price it was quoted, whatever the day it ships.
 */
export async function pastCutoff(ctx: StepContext, job: JobRecord): Promise<StepResult | undefined> {
  const cutoff = job.delivery && job.priced?.cutoff ? Date.parse(job.priced.cutoff) : NaN;
  if (Number.isNaN(cutoff) || job.priced!.cutoff === job.passedCutoff) return undefined;
  const wait = cutoffWaitMs(job.priced!.cutoff, ctx.orders.now());
  if (wait !== undefined) return { job, halt: true, resumeInMs: wait };
  if (cutoff - ctx.orders.now() > 0) return undefined;
  const passed = { priced: undefined, delivery: undefined, passedCutoff: job.priced!.cutoff! };
  return { job: await ctx.update(job, passed), again: true };
}

/**
 * How long to wait before looking again when a quote's cut-off is just ahead (within the guard): an
 * order sent now might reach the service after it. Undefined when it is well ahead, has passed, or
 * the quote gives none. A batch, quoted the moment it is placed, waits the same way and then
 * chooses its shipping again (job-batches.ts).
 */
export function cutoffWaitMs(cutoff: string | undefined, now: number): number | undefined {
  const left = cutoff ? Date.parse(cutoff) - now : NaN;
  if (Number.isNaN(left) || left <= 0 || left > cutoffGuardMs) return undefined;
  return Math.min(left + 1000, cutoffLookMs);
}
