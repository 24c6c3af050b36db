/**
 * The steps of a job, in order, in one place: each says which presets it belongs to and takes the
 * job one step further, journaling its outcome before the next starts: the preflight gate, the
 * document, the recipients, the wait for the folder's batch, the shipping its need-by date chooses, the quote, the order. A new step
 * is one more entry here.
 */
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import type { JobPlan, JobRecord } from './job-record.js';
import { batchStep } from './job-batches.js';
import { shippingStep } from './job-delivery.js';
import { findDocument, orderRequestOf, priceOrder, saveDocument, shownQuote } from './job-steps.js';
import { orderStep, type StepResult } from './order-step.js';
import { preflightStep } from './preflight-step.js';
import type { JobStep, StepContext } from './step-context.js';

export interface JobStepDefinition {
  readonly name: string;
  /** The presets this step is part of. */
  readonly actions: readonly JobPlan['action'][];
  run(ctx: StepContext, job: JobRecord): Promise<StepResult>;
}

export const jobSequence: readonly JobStepDefinition[] = [
  { name: 'preflight', actions: ['document', 'quote', 'order'], run: preflightStep },
  { name: 'document', actions: ['document', 'quote', 'order'], run: documentStep },
  { name: 'recipients', actions: ['quote', 'order'], run: recipientsStep },
  { name: 'batch', actions: ['order'], run: batchStep },
  { name: 'shipping', actions: ['quote', 'order'], run: shippingStep },
  { name: 'quote', actions: ['quote', 'order'], run: quoteStep },
  { name: 'order', actions: ['order'], run: orderStep },
];

/** The event that says a job of each preset has done its last step. */
export const lastStep: Record<JobPlan['action'], JobStep> = {
  document: 'document',
  quote: 'quoted',
  order: 'ordered',
};

/** How often a run goes through the steps again because its quote no longer stood (a cut-off passed). */
const maxRounds = 3;

/**
 * Takes the job through every step of its preset; `halt` when it stopped to wait for a person (or for
 * a while). A step whose ground moved (`again`: a cut-off passed since the quote) starts the steps
 * over, each skipping what it has done.
 */
export async function runSequence(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  for (let round = 1; ; round++) {
    const result = await runSteps(ctx, job);
    if (!result.again) return result;
    // Its ground keeps moving: it goes on again in a moment rather than turning round here.
    if (round === maxRounds) return { job: result.job, halt: true, resumeInMs: 1000 };
    job = result.job;
  }
}

async function runSteps(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  for (const step of jobSequence) {
    if (!step.actions.includes(job.plan.action)) continue;
    const result = await step.run(ctx, job);
    if (result.halt || result.again) return result;
    job = result.job;
  }
  return { job };
}

/** The document, sent once: a send whose answer was lost (here or on another workstation) is looked up first. */
async function documentStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  if (job.documentId) return { job };
  await ctx.fences.mayAct();
  let documentId: string | undefined;
  if (job.documentSentAt !== undefined || !(await ctx.fences.fence('document'))) {
    documentId = await findDocument(ctx.client(), job, ctx.signal);
    if (!documentId) await ctx.fences.refence('document');
  }
  if (!documentId) {
    job = await ctx.update(job, { documentSentAt: ctx.orders.now() });
    try {
      documentId = await saveDocument(ctx.client(), job, ctx.signal);
    } catch (error) {
      if (error instanceof PrintServiceError && error.requestSent === false) {
        await ctx.fences.unfence('document');
        await ctx.update(job, { documentSentAt: undefined });
      }
      throw error;
    }
  }
  return { job: await ctx.update(job, { documentId, documentSentAt: undefined, attempts: 0 }, 'document') };
}

/** Who the quote and order ship to, resolved once (nothing is sent: resolved again after a crash). */
async function recipientsStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  if (job.recipients || job.plan.action === 'document') return { job };
  const recipients = await ctx.resolveRecipients(job.recipient ?? job.plan.recipient);
  return { job: await ctx.update(job, { recipients }) };
}

/**
 * The quote of this workstation's own plan (asked again after a crash, or by a workstation that took
 * the job over: a quote changes nothing). It is what the order is gated on; the shared record
 * carries it only to be shown.
 */
async function quoteStep(ctx: StepContext, job: JobRecord): Promise<StepResult> {
  if (job.priced) return { job };
  const priced = await priceOrder(
    ctx.client(),
    orderRequestOf(job, job.documentId!, job.recipients!),
    ctx.orders.currency(),
    ctx.signal,
  );
  return { job: await ctx.update(job, { quote: shownQuote(priced), priced }, 'quoted') };
}
