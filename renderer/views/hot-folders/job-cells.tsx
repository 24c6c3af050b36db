/**
 * A hot-folder job's cells in its file's activity row: where the job stands, its document, its
 * price (with the dates and recipients in the tooltip) and its order number, a link to Orders.
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
  done: 'success',
  failed: 'danger',
  discarded: undefined,
};

export function jobStateText(job: JobRow): string {
  switch (job.state) {
    case 'running':
      return runningStep(job);
    case 'awaiting-approval':
      return 'Waiting for approval';
    case 'done':
      return 'Done';
    case 'failed':
      return 'Failed';
    case 'discarded':
      return 'Discarded';
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
    <span className="badge" data-tone={tones[job.state]} title={stepsDone(job)}>
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
