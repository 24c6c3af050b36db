/**
 * A hot-folder job's cells in its file's activity row: where the job stands (and, on a shared
 * folder, which workstation runs it), its document, its price (with the dates and recipients in
 * the tooltip) and its order number, a link to Orders.
 */
import type { IntlShape } from 'react-intl';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import { useAppIntl } from '../../format/intl.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { amount } from '../../format/orders.js';

/** The job's step while it runs: the upload before it is the row's own first step. */
function runningStep(job: JobRow): 'document' | 'quote' | 'order' {
  if (!job.documentId) return 'document';
  if (job.total === undefined) return 'quote';
  return 'order';
}

/** What a cell shows when there is nothing yet: a mark, not a word. */
const nothing = '—';

const tones: Record<JobRow['state'], string | undefined> = {
  running: 'accent',
  'awaiting-approval': 'warning',
  'check-order': 'danger',
  done: 'success',
  failed: 'danger',
  discarded: undefined,
};

/** Where the job stands, in words; a job another workstation runs names it ("Ordered by PRINT-02: 00-…"). */
export function jobStateText(intl: IntlShape, job: JobRow): string {
  const by = job.handledBy;
  const say = intl.formatMessage;
  switch (job.state) {
    case 'running':
      return by
        ? say({ id: 'hot-folders.jobState.runningElsewhere' }, { action: job.action, by })
        : say({ id: 'hot-folders.jobState.step' }, { step: runningStep(job) });
    case 'awaiting-approval':
      return by
        ? say({ id: 'hot-folders.jobState.awaitingApprovalElsewhere' }, { by })
        : say({ id: 'hot-folders.jobState.awaitingApproval' });
    case 'check-order':
      return by
        ? say({ id: 'hot-folders.jobState.checkOrderElsewhere' }, { by })
        : say({ id: 'hot-folders.jobState.checkOrder' });
    case 'done':
      if (!by) return say({ id: 'hot-folders.jobState.done' });
      return job.orderFriendlyId
        ? say(
            { id: 'hot-folders.jobState.doneElsewhereOrder' },
            { action: job.action, by, order: job.orderFriendlyId },
          )
        : say({ id: 'hot-folders.jobState.doneElsewhere' }, { action: job.action, by });
    case 'failed':
      return by
        ? say({ id: 'hot-folders.jobState.failedElsewhere' }, { by })
        : say({ id: 'hot-folders.jobState.failed' });
    case 'discarded':
      if (job.declined) {
        const who = { timeout: String(job.declined.by.timeout === true), user: job.declined.by.user };
        return job.declined.reason
          ? say({ id: 'decisions.declinedBecause' }, { ...who, reason: job.declined.reason })
          : say({ id: 'decisions.declined' }, who);
      }
      return by
        ? say({ id: 'hot-folders.jobState.discardedElsewhere' }, { by })
        : say({ id: 'hot-folders.jobState.discarded' });
  }
}

/** The steps done so far, first the upload: "Uploaded → document → quoted → ordered". */
function stepsDone(intl: IntlShape, job: JobRow): string {
  const steps = [
    'uploaded',
    job.documentId && 'document',
    job.total !== undefined && 'quoted',
    job.orderFriendlyId && 'ordered',
  ].filter((step): step is string => Boolean(step));
  return steps
    .map((step) => intl.formatMessage({ id: 'hot-folders.jobState.stepDone' }, { step }))
    .join(' → ');
}

export function JobStateBadge({ job }: { job: JobRow }) {
  const intl = useAppIntl();
  const state = jobStateText(intl, job);
  return (
    <span
      className="badge hf-job-state"
      data-tone={tones[job.state]}
      data-elsewhere={job.handledBy ? '' : undefined}
      title={intl.formatMessage({ id: 'hot-folders.jobState.title' }, { state, steps: stepsDone(intl, job) })}
    >
      {state}
    </span>
  );
}

/** When the job's order ships and arrives, as its tooltip says it. */
function jobDates(intl: IntlShape, job: JobRow): string | undefined {
  const ship = job.shipDate ? formatDate(job.shipDate) : undefined;
  const delivery = job.deliveryDate ? formatDate(job.deliveryDate) : undefined;
  if (ship && delivery)
    return intl.formatMessage({ id: 'hot-folders.jobPrice.shipsAndDelivered' }, { ship, delivery });
  if (ship) return intl.formatMessage({ id: 'hot-folders.jobPrice.ships' }, { ship });
  if (delivery) return intl.formatMessage({ id: 'hot-folders.jobPrice.delivered' }, { delivery });
  return undefined;
}

export function JobPrice({ job }: { job: JobRow }) {
  const intl = useAppIntl();
  if (job.total === undefined) return nothing;
  const price = amount(job.total);
  return (
    <span className="hf-message" title={jobDates(intl, job)}>
      {job.recipientCount && job.recipientCount > 1
        ? intl.formatMessage(
            { id: 'hot-folders.jobPrice.withRecipients' },
            { price, count: job.recipientCount },
          )
        : price}
    </span>
  );
}

export function JobOrder({ job }: { job: JobRow }) {
  if (!job.orderFriendlyId) return nothing;
  return (
    <a
      href={`#/orders?id=${encodeURIComponent(job.orderFriendlyId)}`}
      className="mono"
      onClick={(event) => event.stopPropagation()}
    >
      {job.orderFriendlyId}
    </a>
  );
}
