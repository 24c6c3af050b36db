/** Hot-folder jobs: their rows, and the approvals (Place / Discard) and Retry the user gives them. */
import { jobRow } from '../../app/jobs/job-record.js';
import { AppError } from '../errors.js';
import type { Handlers } from '../router.js';
import type { CoreContext } from './context.js';

type JobHandlers = Pick<Handlers, 'jobs.list' | 'jobs.approve' | 'jobs.discard' | 'jobs.retry'>;

export function jobHandlers(ctx: CoreContext): JobHandlers {
  const rowOf = (id: string) => {
    const job = ctx.jobs.jobs().find((j) => j.id === id);
    if (!job) throw new AppError('not-found', 'That hot-folder job is no longer known.');
    return jobRow(job);
  };
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
    'jobs.list': async () => ({ jobs: ctx.jobs.jobs().map(jobRow) }),
    'jobs.approve': ({ id }) => act(id, () => ctx.jobs.approve(id)),
    'jobs.discard': ({ id }) => act(id, () => ctx.jobs.discard(id)),
    'jobs.retry': ({ id }) => act(id, () => ctx.jobs.retry(id)),
  };
}
