/**
 * A hot-folder job's cells in its file's activity row: where the job stands (and, on a shared
 * folder, which workstation runs it), its document, its price (with the dates and recipients in
 * the tooltip) and its order number, a link to Orders.
 */
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { money } from '../../format/orders.js';

/** The job's step while it runs: the upload before it is the row's own first step. */
function runningStep(job: JobRow): string {
  if (!job.documentId) return 'Making the document';
  if (job.total === undefined) return 'Quoting';
  return 'Ordering';
}

const tones: Record<JobRow['state'], string | undefined> = {
  running: 'accent',
  'awaiting-approval': 'warning',
  'check-order': 'danger',
  done: 'success',
  failed: 'danger',
  discarded: undefined,
};

/** What was done, by the workstation named, for a job another workstation runs. */
const doneBy: Record<JobRow['action'], string> = {
  document: 'Document made by',
  quote: 'Quoted by',
  order: 'Ordered by',
};
const beingDoneBy: Record<JobRow['action'], string> = {
  document: 'Document being made by',
  quote: 'Being quoted by',
  order: 'Being ordered by',
};

/** Where the job stands, in words; a job another workstation runs names it ("Ordered by PRINT-02: 00-…"). */
export function jobStateText(job: JobRow): string {
  const by = job.handledBy;
  switch (job.state) {
    case 'running':
      return by ? `${beingDoneBy[job.action]} ${by}` : runningStep(job);
    case 'awaiting-approval':
      return by ? `Waiting for approval on ${by}` : 'Waiting for approval';
    case 'check-order':
      return by ? `Check this order (${by})` : 'Check this order';
    case 'done':
      if (!by) return 'Done';
      return `${doneBy[job.action]} ${by}${job.orderFriendlyId ? `: ${job.orderFriendlyId}` : ''}`;
    case 'failed':
      return by ? `Failed on ${by}` : 'Failed';
    case 'discarded':
      return by ? `Discarded on ${by}` : 'Discarded';
  }
}

/** The steps done so far, first the upload: "Uploaded → document → quoted → ordered". */
function stepsDone(job: JobRow): string {
  return [
    'Uploaded',
    job.documentId && 'document',
    job.total !== undefined && 'quoted',
    job.orderFriendlyId && 'ordered',
  ]
    .filter(Boolean)
    .join(' → ');
}

export function JobStateBadge({ job }: { job: JobRow }) {
  return (
    <span
      className="badge hf-job-state"
      data-tone={tones[job.state]}
      data-elsewhere={job.handledBy ? '' : undefined}
      title={`${jobStateText(job)} — ${stepsDone(job)}`}
    >
      {jobStateText(job)}
    </span>
  );
}

export function JobPrice({ job }: { job: JobRow }) {
  if (job.total === undefined) return <>—</>;
  const recipients = job.recipientCount && job.recipientCount > 1 ? job.recipientCount : undefined;
  const dates = [
    job.shipDate && `Ships ${formatDate(job.shipDate)}`,
    job.deliveryDate && `delivered ${formatDate(job.deliveryDate)}`,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <span className="hf-message" title={dates || undefined}>
      {money(job.total)}
      {recipients && ` · ${recipients} recipients`}
    </span>
  );
}

export function JobOrder({ job }: { job: JobRow }) {
  if (!job.orderFriendlyId) return <>—</>;
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
