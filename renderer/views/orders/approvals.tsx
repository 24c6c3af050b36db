/**
 * Approvals: orders a hot folder priced above its spending limit wait here until the user places
 * or discards them (docs/hot-folder-jobs.md).
 */
import { useEffect, useMemo } from 'react';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { money } from '../../format/orders.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { isAwaitingApproval, useJobs } from '../../stores/jobs.js';

export function Approvals() {
  const all = useJobs((state) => state.jobs);
  const loaded = useJobs((state) => state.loaded);
  const busy = useJobs((state) => state.busy);
  const errors = useJobs((state) => state.errors);
  const load = useJobs((state) => state.load);
  const decide = useJobs((state) => state.decide);
  const jobs = useMemo(() => all.filter(isAwaitingApproval), [all]);

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
            return (
              <li key={job.id} className="stack" aria-label={`Approval for ${job.document}`}>
                <span>
                  <strong>{job.document}</strong> <span className="muted">({job.path})</span>
                </span>
                <span className="muted">
                  {job.total === undefined ? 'Not priced' : money(job.total)}
                  {job.shipDate ? `, ships ${formatDate(job.shipDate)}` : ''}
                  {job.deliveryDate ? `, delivered ${formatDate(job.deliveryDate)}` : ''}
                </span>
                <span>
                  <Button
                    variant="primary"
                    busy={busy[decision]}
                    onClick={() => void decide(job, 'approve')}
                    aria-label={`Place the order for ${job.document}`}
                  >
                    Place
                  </Button>{' '}
                  <Button
                    disabled={busy[decision]}
                    onClick={() => void decide(job, 'discard')}
                    aria-label={`Discard the order for ${job.document}`}
                  >
                    Discard
                  </Button>
                </span>
                {failure && <ErrorMessage error={failure} />}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
