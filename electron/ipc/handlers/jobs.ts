/** Hot-folder jobs: their rows, and the approvals (Place / Discard) and Retry the user gives them. */
import { jobRow } from '../../app/jobs/job-record.js';
import { AppError } from '../errors.js';
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type JobHandlers = Pick<Handlers, 'jobs.list' | 'jobs.approve' | 'jobs.discard' | 'jobs.retry'>;

export function jobHandlers({ jobs }: HandlerContext): JobHandlers {
  const rowOf = (id: string) => {
    const job = jobs.jobs().find((j) => j.id === id);
    if (!job) throw new AppError('not-found', 'That hot-folder job is no longer known.');
    return jobRow(job);
  };
  // The runner's refusals (not waiting for approval, nothing to retry) are the caller's to fix.
  const act = async (id: string, action: () => Promise<void>) => {
    rowOf(id);
    try {
      await action();
    } catch (error) {
      throw new AppError('invalid-input', (error as Error).message);
    }
    return rowOf(id);
  };
  return {
    'jobs.list': async () => ({ jobs: jobs.jobs().map(jobRow) }),
    'jobs.approve': ({ id }) => act(id, () => jobs.approve(id)),
    'jobs.discard': ({ id }) => act(id, () => jobs.discard(id)),
    'jobs.retry': ({ id }) => act(id, () => jobs.retry(id)),
  };
}
