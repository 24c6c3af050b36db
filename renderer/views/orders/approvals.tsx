/**
 * Approvals: orders a hot folder priced above its spending limit wait here until the user places
 * or discards them (docs/hot-folder-jobs.md).
 */
import { useEffect, useState } from 'react';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { getApi } from '../../bridge/api.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { toIpcError } from '../../components/error-text.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { money } from '../../format/orders.js';

const waiting = (job: JobRow) => job.state === 'awaiting-approval';

export function Approvals() {
  const [jobs, setJobs] = useState<JobRow[] | null>(null);
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = () => {
    const api = getApi();
    api['jobs.list']({}).then(
      ({ jobs: all }) => {
        setError(null);
        setJobs(all.filter(waiting));
      },
      (e: unknown) => setError(toIpcError(e)),
    );
  };

  useEffect(() => {
    load();
    return getApi().on('jobs.changed', (row) =>
      setJobs((current) => {
        if (!current) return current;
        const others = current.filter((j) => j.id !== row.id);
        return waiting(row) ? [row, ...others] : others;
      }),
    );
  }, []);

  async function decide(job: JobRow, channel: 'jobs.approve' | 'jobs.discard') {
    setBusy(job.id);
    setError(null);
    try {
      const row = await getApi()[channel]({ id: job.id });
      setJobs((current) => current?.filter((j) => j.id !== row.id) ?? current);
    } catch (e) {
      setError(toIpcError(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="card stack" aria-labelledby="od-approvals-title">
      <h2 id="od-approvals-title">Approvals</h2>
      {error && <ErrorMessage error={error} onRetry={load} forceRetry />}
      {jobs !== null && jobs.length === 0 && <p className="muted">No hot-folder order waits for approval.</p>}
      {jobs !== null && jobs.length > 0 && (
        <ul className="od-recent">
          {jobs.map((job) => (
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
                  busy={busy === job.id}
                  onClick={() => void decide(job, 'jobs.approve')}
                  aria-label={`Place the order for ${job.document}`}
                >
                  Place
                </Button>{' '}
                <Button
                  disabled={busy === job.id}
                  onClick={() => void decide(job, 'jobs.discard')}
                  aria-label={`Discard the order for ${job.document}`}
                >
                  Discard
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
