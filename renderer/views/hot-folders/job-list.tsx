/**
 * Hot-folder jobs in the activity: one row per job — file, document, price, order number (a link to
 * the Orders view), state — and a failure's reason with Retry.
 */
import { useEffect, useState } from 'react';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { getApi } from '../../api.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { toIpcError } from '../../components/error-text.js';
import { formatDate } from '../../components/format.js';
import { money } from '../orders/format.js';

const stateLabels: Record<JobRow['state'], string> = {
  running: 'Running',
  'awaiting-approval': 'Waiting for approval',
  done: 'Done',
  failed: 'Failed',
  discarded: 'Discarded',
};

export function JobList() {
  const [jobs, setJobs] = useState<JobRow[]>([]);
  const [error, setError] = useState<IpcError | null>(null);

  useEffect(() => {
    const api = getApi();
    api['jobs.list']({}).then(
      (reply) => setJobs(reply.jobs),
      (e: unknown) => setError(toIpcError(e)),
    );
    return api.on('jobs.changed', (row) =>
      setJobs((current) => [row, ...current.filter((j) => j.id !== row.id)]),
    );
  }, []);

  async function retry(job: JobRow) {
    setError(null);
    const api = getApi();
    try {
      const row = await api['jobs.retry']({ id: job.id });
      setJobs((current) => current.map((j) => (j.id === row.id ? row : j)));
    } catch (e) {
      setError(toIpcError(e));
    }
  }

  if (jobs.length === 0 && !error) return null;
  return (
    <section className="card stack" aria-labelledby="hf-jobs-title">
      <h2 id="hf-jobs-title">Jobs</h2>
      {error && <ErrorMessage error={error} />}
      <table className="hf-jobs">
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Document</th>
            <th scope="col">Price</th>
            <th scope="col">Order</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <td>{job.path}</td>
              <td>{job.documentId ? job.document : '—'}</td>
              <td>
                {job.total === undefined ? '—' : money(job.total)}
                {job.shipDate && <div className="muted">Ships {formatDate(job.shipDate)}</div>}
                {job.deliveryDate && <div className="muted">Delivered {formatDate(job.deliveryDate)}</div>}
              </td>
              <td>
                {job.orderFriendlyId ? (
                  <a href={`#/orders?id=${encodeURIComponent(job.orderFriendlyId)}`} className="mono">
                    {job.orderFriendlyId}
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td>
                {stateLabels[job.state]}
                {job.state === 'failed' && (
                  <div>
                    <span className="field-error">{job.message}</span>{' '}
                    <Button
                      size="small"
                      onClick={() => void retry(job)}
                      aria-label={`Retry the job for ${job.path}`}
                    >
                      Retry
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
