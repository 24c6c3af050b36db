/** Hot-folder jobs: their rows, the decisions a person gives them, the order record and each folder's spending today. */
import { previewHeldFix } from '../../app/jobs/held-fix-preview.js';
import { openHeldFile } from '../../app/jobs/held-files.js';
import { jobRow } from '../../app/jobs/job-record.js';
import { AppError } from '../../shared/contract/app-errors.js';
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type JobHandlers = Pick<
  Handlers,
  | 'jobs.list'
  | 'jobs.approve'
  | 'jobs.discard'
  | 'jobs.fixAndGo'
  | 'jobs.fixPreview'
  | 'jobs.retry'
  | 'jobs.heldFile'
  | 'jobs.settleOrder'
  | 'jobs.placeAgain'
  | 'jobs.orderRecord'
  | 'jobs.exportOrderRecord'
  | 'jobs.spending'
>;

export function jobHandlers({
  jobs,
  settings,
  pathGrants,
  preflight,
  exportOrderRecord,
}: HandlerContext): JobHandlers {
  const rowOf = (id: string) => {
    const job = jobs.jobs().find((j) => j.id === id);
    if (!job) throw new AppError('not-found', 'That hot-folder job is no longer known.');
    return jobRow(job);
  };
  // The runner's refusals (not waiting for approval, nothing to retry, an order number that does not fit) are the caller's to fix.
  const act = async (id: string, action: () => Promise<void>) => {
    rowOf(id);
    try {
      await action();
    } catch (error) {
      throw new AppError('invalid-input', (error as Error).message);
    }
    return rowOf(id);
  };
  const held = {
    job: (jobId: string) => jobs.jobs().find((j) => j.id === jobId),
    link: (linkId: string) => settings.links().find((l) => l.id === linkId),
  };
  return {
    'jobs.list': async () => ({ jobs: jobs.jobs().map(jobRow) }),
    'jobs.approve': ({ id }) => act(id, () => jobs.approve(id)),
    'jobs.discard': ({ id }) => act(id, () => jobs.discard(id)),
    'jobs.fixAndGo': ({ id }) => act(id, () => jobs.fixAndGo(id)),
    'jobs.retry': ({ id }) => act(id, () => jobs.retry(id)),
    'jobs.fixPreview': ({ id, from }) =>
      previewHeldFix({ ...held, preview: preflight.previewFixForTemplate }, id, from),
    'jobs.heldFile': async ({ id }) => {
      const parts = { ...held, grant: (path: string) => pathGrants.grant(path) };
      try {
        return await openHeldFile(parts, id);
      } catch (error) {
        throw new AppError('not-found', (error as Error).message);
      }
    },
    'jobs.settleOrder': ({ id, orderFriendlyId }) => act(id, () => jobs.settleOrder(id, orderFriendlyId)),
    'jobs.placeAgain': ({ id }) => act(id, () => jobs.placeAgain(id)),
    'jobs.orderRecord': ({ page, pageSize }) => jobs.orderRecordReader.page(page, pageSize),
    'jobs.exportOrderRecord': () => exportOrderRecord(),
    'jobs.spending': async () => ({ links: await jobs.spending() }),
  };
}
