/**
 * The cells of an activity row. A file with a job is one row: its upload is the job's first step, so
 * the job's state, document, price, order and message take the upload's place once there is a job.
 * Each cell reads what it shows from the stores itself, so the columns are built once and a job or
 * link that changes re-renders only the cells that show it.
 */
import type { IntlShape } from 'react-intl';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import type { ActivityEntry } from '../../../electron/shared/contract/sync.js';
import { Button } from '../../components/button.js';
import { useAppIntl } from '../../format/intl.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { useHotFolders } from '../../stores/hot-folders.js';
import { jobIdOf, useJobs } from '../../stores/jobs.js';
import { fileStateText, fileStateTones } from './file-states.js';
import { JobOrder, JobPrice, JobStateBadge } from './job-cells.js';
import { baseName } from './link-card.js';

type Cell = { entry: ActivityEntry };

/** The job of the file version the row uploaded, as it is now. */
function useJobOf(entry: ActivityEntry): JobRow | undefined {
  const id = jobIdOf(entry);
  return useJobs((state) => (id === undefined ? undefined : state.byId.get(id)));
}

export function FileCell({ entry }: Cell) {
  return (
    <span className="hf-file" title={entry.path}>
      {entry.name}
    </span>
  );
}

export function LinkCell({ entry }: Cell) {
  const intl = useAppIntl();
  const localPath = useHotFolders(
    (state) => state.links?.find((status) => status.link.id === entry.linkId)?.link.localPath,
  );
  return localPath === undefined
    ? intl.formatMessage({ id: 'hot-folders.activityCells.removedLink' })
    : baseName(localPath);
}

export function StateCell({ entry }: Cell) {
  const intl = useAppIntl();
  const job = useJobOf(entry);
  if (job) return <JobStateBadge job={job} />;
  return (
    <span className="badge" data-tone={fileStateTones[entry.state]}>
      {fileStateText(intl, entry.state)}
    </span>
  );
}

export function DocumentCell({ entry }: Cell) {
  const job = useJobOf(entry);
  return job?.documentId ? <span className="hf-message">{job.document}</span> : null;
}

export function PriceCell({ entry }: Cell) {
  const job = useJobOf(entry);
  return job && job.action !== 'document' ? <JobPrice job={job} /> : null;
}

export function OrderCell({ entry }: Cell) {
  const job = useJobOf(entry);
  return job?.action === 'order' ? <JobOrder job={job} /> : null;
}

export function TimeCell({ entry }: Cell) {
  return formatDateTime(entry.at);
}

export function NoteCell({ entry }: Cell) {
  const intl = useAppIntl();
  const job = useJobOf(entry);
  const message = job ? (job.message ?? preflightNote(intl, job)) : entry.message;
  const failed = job
    ? job.state === 'failed' || job.waitingFor?.some((r) => r.kind === 'preflight')
    : entry.state === 'failed';
  return message ? (
    <span className={failed ? 'hf-error' : 'hf-message'} title={message}>
      {message}
    </span>
  ) : null;
}

/** What the file's preflight found: the errors it waits on, or the warnings it went on with. */
function preflightNote(intl: IntlShape, job: JobRow): string | undefined {
  const held = job.waitingFor?.find((r) => r.kind === 'preflight');
  if (held)
    return intl.formatMessage(
      { id: 'hot-folders.activityCells.preflightErrors' },
      { errors: held.errors.join('; ') },
    );
  return job.preflightWarnings
    ? intl.formatMessage(
        { id: 'hot-folders.activityCells.preflightWarnings' },
        { warnings: job.preflightWarnings.join('; ') },
      )
    : undefined;
}

/** Retry of a failed job, or of a failed upload; a click here does not select the row. */
export function ActionsCell({ entry }: Cell) {
  const intl = useAppIntl();
  const job = useJobOf(entry);
  if (job)
    return job.state === 'failed' ? (
      <Button
        size="small"
        aria-label={intl.formatMessage({ id: 'hot-folders.activityCells.retryJob' }, { path: entry.path })}
        onClick={(event) => {
          event.stopPropagation();
          void useJobs.getState().retry(job);
        }}
      >
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    ) : null;
  return entry.state === 'failed' ? (
    <Button
      size="small"
      aria-label={intl.formatMessage({ id: 'hot-folders.activityCells.retryFile' }, { name: entry.name })}
      onClick={(event) => {
        event.stopPropagation();
        void useHotFolders.getState().retry(entry.fileKey);
      }}
    >
      {intl.formatMessage({ id: 'common.retry' })}
    </Button>
  ) : null;
}
