import type { MessageId } from '../../../electron/i18n/catalogue.js';
import type { UploadEntry } from '../../../electron/shared/contract/uploads.js';
import { Button } from '../../components/button.js';
import { describeError } from '../../components/error-text.js';
import { appIntl, useAppIntl } from '../../format/intl.js';
import { formatBytes } from '../../format/sizes-and-dates.js';
import { ProgressBar } from '../../components/progress-bar.js';
import { isBroken, isFinished, uploadFraction, useUploads } from '../../stores/uploads.js';

/** Where the file lands in the library, as the service writes a path. */
const libraryPath = (entry: UploadEntry) => `${entry.folderPath}/${entry.name}`;

function stateText(entry: UploadEntry): string {
  const say = (id: MessageId, values?: Record<string, string | number>) =>
    appIntl().formatMessage({ id }, values);
  switch (entry.state) {
    case 'queued':
      return say('library.uploadList.waiting');
    case 'uploading':
      return entry.size
        ? say('library.uploadList.sentOf', { sent: formatBytes(entry.sent), size: formatBytes(entry.size) })
        : say('library.uploadList.uploading');
    case 'processing':
      return say('library.uploadList.checking');
    case 'done':
      if (isBroken(entry)) return say('library.uploadList.unreadable');
      return entry.result
        ? say('library.uploadList.uploadedPages', { count: entry.result.pageCount })
        : say('library.uploadList.uploaded');
    case 'failed':
      return entry.error
        ? (describeError(entry.error).detail ?? describeError(entry.error).headline)
        : say('library.uploadList.failed');
    case 'cancelled':
      return say('library.uploadList.cancelled');
  }
}

/** This session's uploads: each with its progress and a Cancel while it runs. */
export function UploadList() {
  const entries = useUploads((state) => state.entries);
  const { cancel, clearFinished } = useUploads.getState();
  const intl = useAppIntl();
  if (entries.length === 0) return null;
  const anyFinished = entries.some(isFinished);
  return (
    <section className="upload-list card" aria-label={intl.formatMessage({ id: 'library.uploadList.title' })}>
      <div className="row">
        <h2>{intl.formatMessage({ id: 'library.uploadList.title' })}</h2>
        <span className="spacer" />
        {anyFinished && (
          <Button size="small" variant="ghost" onClick={clearFinished}>
            {intl.formatMessage({ id: 'library.uploadList.clearFinished' })}
          </Button>
        )}
      </div>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-state={entry.state} aria-label={entry.name}>
            <span className="upload-name" title={libraryPath(entry)}>
              {entry.name}
            </span>
            {isFinished(entry) ? (
              <FinishedBadge entry={entry} />
            ) : (
              <ProgressBar
                label={intl.formatMessage({ id: 'library.uploadList.progress' }, { name: entry.name })}
                fraction={uploadFraction(entry)}
              />
            )}
            <span className="upload-state muted">{stateText(entry)}</span>
            {!isFinished(entry) && (
              <Button
                size="small"
                variant="ghost"
                aria-label={intl.formatMessage({ id: 'library.uploadList.cancelOne' }, { name: entry.name })}
                onClick={() => void cancel(entry.id)}
              >
                {intl.formatMessage({ id: 'common.cancel' })}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How an upload ended: a broken file is never a green "Done". */
function FinishedBadge({ entry }: { entry: UploadEntry }) {
  const intl = useAppIntl();
  const [tone, text]: [string | undefined, MessageId] = isBroken(entry)
    ? ['danger', 'library.uploadList.broken']
    : entry.state === 'done'
      ? ['success', 'library.uploadList.done']
      : entry.state === 'failed'
        ? ['danger', 'library.uploadList.failed']
        : [undefined, 'library.uploadList.cancelled'];
  return (
    <span className="badge" data-tone={tone}>
      {intl.formatMessage({ id: text })}
    </span>
  );
}
