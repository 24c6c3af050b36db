/**
 * The activity: one row per file in its latest state, newest first, with its job once it has one;
 * a selected row shows the file's preflight beside the list.
 */
import { useEffect, useMemo } from 'react';
import type { ActivityEntry, LinkStatus } from '../../../electron/shared/contract/sync.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { VirtualTable } from '../../components/virtual-table.js';
import { localPathOf, useHotFolders } from '../../stores/hot-folders.js';
import { jobIdOf, useJobs } from '../../stores/jobs.js';
import { activityColumns, activityRowKey } from './activity-columns.js';
import { ActivityToolbar } from './activity-toolbar.js';
import { PreflightCard } from './preflight-card.js';

/**
 * Shows the preflight of the row's file, read from its place in the linked folder; a file its job
 * holds in Failed/ is read from there, with the report beside it.
 */
function selectEntry(entry: ActivityEntry) {
  const { links, showPreflight, showHeld } = useHotFolders.getState();
  const jobId = jobIdOf(entry);
  const job = jobId ? useJobs.getState().byId.get(jobId) : undefined;
  if (job?.heldFile) {
    void showHeld(job);
    return;
  }
  const link = links?.find((status) => status.link.id === entry.linkId)?.link;
  if (link) void showPreflight({ fileKey: entry.fileKey, path: localPathOf(link.localPath, entry.path) });
}

const loadMoreActivity = () => void useHotFolders.getState().loadMoreActivity();

export function ActivityList({ links }: { links: readonly LinkStatus[] }) {
  const intl = useAppIntl();
  const columns = useMemo(() => activityColumns(intl), [intl]);
  const activity = useHotFolders((state) => state.activity);
  const loaded = useHotFolders((state) => state.activityLoaded);
  const error = useHotFolders((state) => state.errors.activity ?? state.errors.more);
  const actionError = useHotFolders(
    (state) => state.errors.retryFile ?? state.errors.retryAll ?? state.errors.export,
  );
  const filtering = useHotFolders(
    (state) =>
      state.filter.states.length > 0 || state.filter.linkId !== null || state.filter.text.trim() !== '',
  );
  const setFilter = useHotFolders((state) => state.setFilter);
  const loadActivity = useHotFolders((state) => state.loadActivity);
  const preflight = useHotFolders((state) => state.preflight);
  const preflightError = useHotFolders((state) => state.errors.preflight);
  const showPreflight = useHotFolders((state) => state.showPreflight);
  const jobsError = useJobs((state) => state.errors.retry ?? state.errors.load);

  // The jobs of the files shown, followed while the list is on screen.
  useEffect(() => useJobs.getState().follow(), []);
  // A held file whose job moved on (placed, discarded, retried) is no longer in Failed/: its card closes.
  const heldJobId = preflight?.held?.jobId;
  const movedOn = useJobs((state) => {
    const job = heldJobId ? state.byId.get(heldJobId) : undefined;
    return job !== undefined && !job.heldFile;
  });
  useEffect(() => {
    if (movedOn) void useHotFolders.getState().showPreflight(null);
  }, [movedOn]);

  return (
    <section className="hf-activity" aria-labelledby="hf-activity-title">
      <ActivityToolbar links={links} />
      {actionError && <ErrorMessage error={actionError} />}
      {jobsError && <ErrorMessage error={jobsError} />}
      <div className="hf-activity-body">
        <div className="hf-activity-table">
          {error ? (
            <ErrorMessage error={error} onRetry={() => void loadActivity()} forceRetry />
          ) : !loaded ? (
            <SkeletonRows rows={6} label={intl.formatMessage({ id: 'hot-folders.activityList.loading' })} />
          ) : activity.length === 0 ? (
            filtering ? (
              <EmptyState
                title={intl.formatMessage({ id: 'hot-folders.activityList.noMatch' })}
                action={
                  <Button onClick={() => setFilter({ states: [], linkId: null, text: '' })}>
                    {intl.formatMessage({ id: 'hot-folders.activityList.showAll' })}
                  </Button>
                }
              />
            ) : (
              <EmptyState title={intl.formatMessage({ id: 'hot-folders.activityList.emptyTitle' })}>
                {intl.formatMessage({ id: 'hot-folders.activityList.emptyBody' })}
              </EmptyState>
            )
          ) : (
            <VirtualTable
              label={intl.formatMessage({ id: 'hot-folders.activityList.table' })}
              rows={activity}
              columns={columns}
              rowKey={activityRowKey}
              selectedKey={preflight?.fileKey}
              onSelect={selectEntry}
              onEndReached={loadMoreActivity}
            />
          )}
        </div>
        {preflight && (
          <PreflightCard
            file={preflight}
            error={preflightError}
            onClose={() => void showPreflight(null)}
            onRetry={() => void showPreflight(preflight)}
          />
        )}
      </div>
    </section>
  );
}
