import { useEffect, useState } from 'react';
import type { ActivityEntry, FileState, LinkStatus } from '../../../electron/ipc/contract/sync.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { Button } from '../../components/button.js';
import { EmptyState } from '../../components/empty-state.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SelectField, TextField } from '../../components/field.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { showToast } from '../../components/toasts.js';
import { VirtualTable } from '../../components/virtual-table.js';
import type { Column } from '../../components/virtual-table.js';
import { toIpcError } from '../../components/error-text.js';
import { localPathOf, useHotFolders } from '../../stores/hot-folders.js';
import { baseName } from './link-card.js';
import { PreflightCard } from './preflight-card.js';
import { downloadText } from '../../components/download.js';
import { JobOrder, JobPrice, JobStateBadge } from './job-cells.js';
import { useFileJobs } from './use-file-jobs.js';

const stateLabels: Record<FileState, { text: string; tone?: string }> = {
  queued: { text: 'Queued' },
  uploading: { text: 'Uploading', tone: 'accent' },
  uploaded: { text: 'Uploaded', tone: 'success' },
  failed: { text: 'Failed', tone: 'danger' },
  skipped: { text: 'Skipped', tone: 'warning' },
};

const fileStates = Object.keys(stateLabels) as FileState[];

export function ActivityList({ links }: { links: readonly LinkStatus[] }) {
  const activity = useHotFolders((state) => state.activity);
  const loaded = useHotFolders((state) => state.activityLoaded);
  const error = useHotFolders((state) => state.activityError);
  const filter = useHotFolders((state) => state.filter);
  const setFilter = useHotFolders((state) => state.setFilter);
  const loadActivity = useHotFolders((state) => state.loadActivity);
  const loadMore = useHotFolders((state) => state.loadMoreActivity);
  const retry = useHotFolders((state) => state.retry);
  const exportCsv = useHotFolders((state) => state.exportCsv);
  const preflight = useHotFolders((state) => state.preflight);
  const showPreflight = useHotFolders((state) => state.showPreflight);
  const [actionError, setActionError] = useState<IpcError | null>(null);
  const [exporting, setExporting] = useState(false);
  const [retrying, setRetrying] = useState(false);
  // A file with a job is one row: its upload is the job's first step.
  const jobs = useFileJobs();

  const linkOf = (linkId: string) => links.find((status) => status.link.id === linkId)?.link;
  const linkName = (linkId: string) => {
    const link = linkOf(linkId);
    return link ? baseName(link.localPath) : 'Removed hot folder';
  };
  const filtering = filter.states.length > 0 || filter.linkId !== null || filter.text.trim() !== '';
  const anyFailed = links.some((status) => status.counts.failed > 0);

  function select(entry: ActivityEntry) {
    const link = linkOf(entry.linkId);
    if (link) void showPreflight({ fileKey: entry.fileKey, path: localPathOf(link.localPath, entry.path) });
  }

  async function retryFile(entry: ActivityEntry) {
    setActionError(await retry(entry.fileKey));
  }

  async function retryAll() {
    setRetrying(true);
    const failure = await retry();
    setRetrying(false);
    setActionError(failure);
    if (!failure) showToast('info', 'Failed files are queued again.');
  }

  async function exportActivity() {
    setExporting(true);
    try {
      const { fileName, csv } = await exportCsv();
      downloadText(fileName, csv);
      setActionError(null);
    } catch (failure) {
      setActionError(toIpcError(failure));
    } finally {
      setExporting(false);
    }
  }

  const columns: Column<ActivityEntry>[] = [
    {
      key: 'name',
      header: 'File',
      width: 'minmax(140px, 2fr)',
      cell: (entry) => (
        <span className="hf-file" title={entry.path}>
          {entry.name}
        </span>
      ),
    },
    {
      key: 'link',
      header: 'Hot folder',
      width: 'minmax(90px, 1fr)',
      cell: (entry) => linkName(entry.linkId),
    },
    {
      key: 'state',
      header: 'State',
      width: '160px',
      cell: (entry) => {
        const job = jobs.jobOf(entry);
        return job ? (
          <JobStateBadge job={job} />
        ) : (
          <span className="badge" data-tone={stateLabels[entry.state].tone}>
            {stateLabels[entry.state].text}
          </span>
        );
      },
    },
    {
      key: 'document',
      header: 'Document',
      width: 'minmax(80px, 1fr)',
      cell: (entry) => {
        const job = jobs.jobOf(entry);
        return job?.documentId ? <span className="hf-message">{job.document}</span> : null;
      },
    },
    {
      key: 'price',
      header: 'Price',
      width: '105px',
      cell: (entry) => {
        const job = jobs.jobOf(entry);
        return job && job.action !== 'document' ? <JobPrice job={job} /> : null;
      },
    },
    {
      key: 'order',
      header: 'Order',
      width: '175px',
      cell: (entry) => {
        const job = jobs.jobOf(entry);
        return job?.action === 'order' ? <JobOrder job={job} /> : null;
      },
    },
    { key: 'at', header: 'Time', width: '160px', cell: (entry) => formatDateTime(entry.at) },
    {
      key: 'error',
      header: 'Error or note',
      width: 'minmax(120px, 2.5fr)',
      cell: (entry) => {
        const job = jobs.jobOf(entry);
        const message = job ? job.message : entry.message;
        const failed = job ? job.state === 'failed' : entry.state === 'failed';
        return message ? (
          <span className={failed ? 'hf-error' : 'hf-message'} title={message}>
            {message}
          </span>
        ) : null;
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      width: '80px',
      cell: (entry) => {
        const job = jobs.jobOf(entry);
        if (job)
          return job.state === 'failed' ? (
            <Button
              size="small"
              aria-label={`Retry the job for ${entry.path}`}
              onClick={(event) => {
                event.stopPropagation();
                void jobs.retry(job);
              }}
            >
              Retry
            </Button>
          ) : null;
        return entry.state === 'failed' ? (
          <Button
            size="small"
            aria-label={`Retry ${entry.name}`}
            onClick={(event) => {
              event.stopPropagation();
              void retryFile(entry);
            }}
          >
            Retry
          </Button>
        ) : null;
      },
    },
  ];

  return (
    <section className="hf-activity" aria-labelledby="hf-activity-title">
      <div className="view-header">
        <h2 id="hf-activity-title">Activity</h2>
        <SelectField
          label="State"
          value={filter.states[0] ?? ''}
          onChange={(event) =>
            setFilter({ states: event.target.value ? [event.target.value as FileState] : [] })
          }
          options={[
            { value: '', label: 'All states' },
            ...fileStates.map((state) => ({ value: state, label: stateLabels[state].text })),
          ]}
        />
        <SelectField
          label="Hot folder"
          value={filter.linkId ?? ''}
          onChange={(event) => setFilter({ linkId: event.target.value || null })}
          options={[
            { value: '', label: 'All hot folders' },
            ...links.map((status) => ({ value: status.link.id, label: baseName(status.link.localPath) })),
          ]}
        />
        <FileSearch value={filter.text} onSearch={(text) => setFilter({ text })} />
        <span className="spacer" />
        <Button onClick={retryAll} busy={retrying} disabled={!anyFailed}>
          Retry failed
        </Button>
        <Button onClick={exportActivity} busy={exporting} disabled={activity.length === 0}>
          Export CSV
        </Button>
      </div>
      {actionError && <ErrorMessage error={actionError} />}
      {jobs.error && <ErrorMessage error={jobs.error} />}
      <div className="hf-activity-body">
        <div className="hf-activity-table">
          {error ? (
            <ErrorMessage error={error} onRetry={() => void loadActivity()} forceRetry />
          ) : !loaded ? (
            <SkeletonRows rows={6} label="Loading activity" />
          ) : activity.length === 0 ? (
            filtering ? (
              <EmptyState
                title="No files match these filters"
                action={
                  <Button onClick={() => setFilter({ states: [], linkId: null, text: '' })}>
                    Show all activity
                  </Button>
                }
              />
            ) : (
              <EmptyState title="Nothing has happened yet">
                Save or copy a print file into a hot folder: it appears here as it is uploaded.
              </EmptyState>
            )
          ) : (
            <VirtualTable
              label="Hot folder activity"
              rows={activity}
              columns={columns}
              rowKey={(entry) => entry.fileKey}
              selectedKey={preflight?.fileKey}
              onSelect={select}
              onEndReached={() => void loadMore()}
            />
          )}
        </div>
        {preflight && (
          <PreflightCard
            state={preflight}
            onClose={() => void showPreflight(null)}
            onRetry={() => void showPreflight(preflight)}
          />
        )}
      </div>
    </section>
  );
}

/** Narrows the activity to files whose path holds the text, once typing pauses. */
function FileSearch({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const [text, setText] = useState(value);
  // A filter cleared elsewhere ("Show all activity") clears the box too.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      type="search"
      label="Find a file"
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
