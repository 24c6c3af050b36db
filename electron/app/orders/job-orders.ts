/** A hot-folder job's order is the app's own order: it is listed and followed in the Orders view. */
import type { JobRunner } from '../jobs/job-runner.js';
import type { RecentOrders } from './recent-orders.js';

/** Adds every order a job places to the recent orders; returns the unsubscribe. */
export function rememberJobOrders(
  jobs: Pick<JobRunner, 'on'>,
  recentOrders: RecentOrders,
  log: (message: string, error?: unknown) => void,
): () => void {
  return jobs.on('job', ({ job, step }) => {
    if (step !== 'ordered' || !job.orderFriendlyId || !job.quote) return;
    void recentOrders
      .add({
        friendlyId: job.orderFriendlyId,
        submitted: new Date(job.updatedAt).toISOString(),
        total: job.quote.total,
        source: 'placed',
      })
      .catch((error: unknown) => log('[app] could not remember a hot-folder order', error));
  });
}
