import { useShallow } from 'zustand/react/shallow';
import { formatBytes } from '../format/sizes-and-dates.js';
import { ProgressBar } from '../components/progress-bar.js';
import { useApp } from '../stores/app.js';
import { useAppIntl } from '../format/intl.js';
import { syncStateLabel, useSyncStatus } from '../stores/sync-status.js';
import { syncTone } from '../../electron/shared/sync/status.js';
import { BandwidthSegment } from './bandwidth-segment.js';
import { PrinterSegment } from './printer-segment.js';
import { selectUploadTotals, useUploads } from '../stores/uploads.js';

/** Punctuation between the parts, the same in every language. */
const separator = ' · ';
const noticeDash = ' — ';

/** Hot-folder sync state and the overall progress of hand-started uploads, always in view. */
export function StatusBar() {
  const status = useSyncStatus((state) => state.status);
  const totals = useUploads(useShallow(selectUploadTotals));
  const connection = useApp((state) => state.connection);
  const intl = useAppIntl();
  return (
    <footer className="status-bar" aria-label={intl.formatMessage({ id: 'shell.statusBar.label' })}>
      <span
        data-sync-state={status?.state ?? 'none'}
        data-tone={status ? syncTone(status) : 'none'}
        role="status"
        aria-label={intl.formatMessage({ id: 'shell.statusBar.sync' })}
      >
        <span className="status-dot" aria-hidden="true" />
        {syncStateLabel(status)}
        {status?.notice && noticeDash}
        {status?.notice}
      </span>
      <BandwidthSegment />
      <PrinterSegment />
      {connection === 'closed' && (
        <span role="alert">{intl.formatMessage({ id: 'shell.statusBar.connectionLost' })}</span>
      )}
      <span
        className="upload-summary"
        role="group"
        aria-label={intl.formatMessage({ id: 'shell.statusBar.uploadProgress' })}
      >
        {totals.active > 0 ? (
          <>
            <span>
              {intl.formatMessage({ id: 'shell.statusBar.uploading' }, { count: totals.active })}
              {totals.size > 0 && (
                <span className="muted">
                  {separator}
                  {intl.formatMessage(
                    { id: 'shell.statusBar.sentOf' },
                    { sent: formatBytes(totals.sent), size: formatBytes(totals.size) },
                  )}
                </span>
              )}
            </span>
            <ProgressBar
              label={intl.formatMessage({ id: 'shell.statusBar.overallProgress' })}
              fraction={totals.fraction}
            />
          </>
        ) : totals.failed > 0 ? (
          <span>{intl.formatMessage({ id: 'shell.statusBar.failed' }, { count: totals.failed })}</span>
        ) : null}
      </span>
    </footer>
  );
}
