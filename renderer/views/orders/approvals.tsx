/**
 * Approvals: the hot-folder orders that wait for a person. An order held for approval says why
 * (over the folder's limit per order or what is left of its day's budget, an address or a quantity
 * from its job ticket) and is placed or discarded here; a job whose file's preflight found errors
 * waits for "Order anyway" (for a document or quote job, "Make the document anyway", "Quote
 * anyway"), which goes on from the file set aside in Failed/ without checking it again; an order
 * whose answer was lost waits to be checked (check-order.tsx). On a shared folder, either
 * workstation may decide.
 */
import { useEffect, useMemo } from 'react';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import { approvalReasonText } from '../../../electron/ipc/contract/job-texts.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { money } from '../../format/orders.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { useJobs, waitsForPerson } from '../../stores/jobs.js';
import { CheckOrder } from './check-order.js';

function Price({ job }: { job: JobRow }) {
  return (
    <span className="muted">
      {job.total === undefined ? 'Not priced' : money(job.total)}
      {job.shipDate ? `, ships ${formatDate(job.shipDate)}` : ''}
      {job.deliveryDate ? `, delivered ${formatDate(job.deliveryDate)}` : ''}
      {job.handledBy ? ` · waits on ${job.handledBy}` : ''}
    </span>
  );
}

/** The approval of a job held by its file's preflight, in the words of what it goes on to do. */
const anyway: Record<JobRow['action'], string> = {
  document: 'Make the document anyway',
  quote: 'Quote anyway',
  order: 'Order anyway',
};

function Waiting({ job, busy }: { job: JobRow; busy: boolean }) {
  const decide = useJobs((state) => state.decide);
  const preflight = job.waitingFor?.some((reason) => reason.kind === 'preflight') ?? false;
  return (
    <>
      {job.waitingFor && job.waitingFor.length > 0 && (
        <ul className="od-reasons" aria-label={`Why the order for ${job.document} waits`}>
          {job.waitingFor.map((reason) => (
            <li key={reason.kind}>{approvalReasonText(reason, money)}</li>
          ))}
        </ul>
      )}
      <span>
        <Button
          variant="primary"
          busy={busy}
          onClick={() => void decide(job, 'approve')}
          {...(preflight ? {} : { 'aria-label': `Place the order for ${job.document}` })}
        >
          {preflight ? anyway[job.action] : 'Place'}
        </Button>{' '}
        <Button
          disabled={busy}
          onClick={() => void decide(job, 'discard')}
          aria-label={`Discard the order for ${job.document}`}
        >
          Discard
        </Button>
      </span>
    </>
  );
}

export function Approvals() {
  const all = useJobs((state) => state.jobs);
  const loaded = useJobs((state) => state.loaded);
  const busy = useJobs((state) => state.busy);
  const errors = useJobs((state) => state.errors);
  const load = useJobs((state) => state.load);
  const jobs = useMemo(() => all.filter(waitsForPerson), [all]);

  useEffect(() => useJobs.getState().follow(), []);

  return (
    <section className="card stack" aria-labelledby="od-approvals-title">
      <h2 id="od-approvals-title">Approvals</h2>
      {errors.load && <ErrorMessage error={errors.load} onRetry={() => void load()} forceRetry />}
      {loaded && jobs.length === 0 && <p className="muted">No hot-folder order waits for approval.</p>}
      {jobs.length > 0 && (
        <ul className="od-recent">
          {jobs.map((job) => {
            const decision = `decide:${job.id}` as const;
            const failure = errors[decision];
            const checking = job.state === 'check-order';
            return (
              <li
                key={job.id}
                className="stack od-approval"
                data-state={job.state}
                aria-label={`${checking ? 'Order to check' : 'Approval'} for ${job.document}`}
              >
                <span>
                  <strong>{job.document}</strong> <span className="muted">({job.path})</span>
                  {checking && (
                    <>
                      {' '}
                      <span className="badge" data-tone="danger">
                        Check this order
                      </span>
                    </>
                  )}
                </span>
                <Price job={job} />
                {checking ? (
                  <CheckOrder job={job} busy={busy[decision] ?? false} />
                ) : (
                  <Waiting job={job} busy={busy[decision] ?? false} />
                )}
                {failure && <ErrorMessage error={failure} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
