import { useShallow } from 'zustand/react/shallow';
import { formatBytes } from '../format/sizes-and-dates.js';
import { ProgressBar } from '../components/progress-bar.js';
import { useApp } from '../stores/app.js';
import { syncStateLabel, useSyncStatus } from '../stores/sync-status.js';
import { syncTone } from '../../electron/sync/status-model.js';
import { selectUploadTotals, useUploads } from '../stores/uploads.js';

/** Hot-folder sync state and the overall progress of hand-started uploads, always in view. */
export function StatusBar() {
  const status = useSyncStatus((state) => state.status);
  const totals = useUploads(useShallow(selectUploadTotals));
  const connection = useApp((state) => state.connection);
  return (
    <footer className="status-bar" aria-label="Status">
      <span
        data-sync-state={status?.state ?? 'none'}
        data-tone={status ? syncTone(status) : 'none'}
        role="status"
        aria-label="Sync status"
      >
        <span className="status-dot" aria-hidden="true" />
        {syncStateLabel(status)}
        {status?.notice && <> — {status.notice}</>}
      </span>
      {connection === 'closed' && <span role="alert">Connection to PrintDesk lost — reconnecting…</span>}
      <span className="upload-summary" role="group" aria-label="Upload progress">
        {totals.active > 0 ? (
          <>
            <span>
              Uploading {totals.active} file{totals.active === 1 ? '' : 's'}
              {totals.size > 0 && (
                <span className="muted">
                  {' '}
                  · {formatBytes(totals.sent)} of {formatBytes(totals.size)}
                </span>
              )}
            </span>
            <ProgressBar label="Overall upload progress" fraction={totals.fraction} />
          </>
        ) : totals.failed > 0 ? (
          <span>
            {totals.failed} upload{totals.failed === 1 ? '' : 's'} failed
          </span>
        ) : null}
      </span>
    </footer>
  );
}
