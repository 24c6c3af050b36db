import type { UploadEntry } from '../../../electron/ipc/contract/uploads.js';
import { Button } from '../../components/button.js';
import { describeError } from '../../components/error-text.js';
import { formatBytes } from '../../format/sizes-and-dates.js';
import { ProgressBar } from '../../components/progress-bar.js';
import { isFinished, uploadFraction, useUploads } from '../../stores/uploads.js';

function stateText(entry: UploadEntry): string {
  switch (entry.state) {
    case 'queued':
      return 'Waiting';
    case 'uploading':
      return entry.size ? `${formatBytes(entry.sent)} of ${formatBytes(entry.size)}` : 'Uploading';
    case 'processing':
      return 'Checking the file…';
    case 'done':
      return entry.result
        ? `Uploaded · ${entry.result.pageCount} page${entry.result.pageCount === 1 ? '' : 's'}${entry.result.isBroken ? ' · unreadable' : ''}`
        : 'Uploaded';
    case 'failed':
      return entry.error
        ? (describeError(entry.error).detail ?? describeError(entry.error).headline)
        : 'Failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** This session's uploads: each with its progress and a Cancel while it runs. */
export function UploadList() {
  const entries = useUploads((state) => state.entries);
  const { cancel, clearFinished } = useUploads.getState();
  if (entries.length === 0) return null;
  const anyFinished = entries.some(isFinished);
  return (
    <section className="upload-list card" aria-label="Uploads">
      <div className="row">
        <h2>Uploads</h2>
        <span className="spacer" />
        {anyFinished && (
          <Button size="small" variant="ghost" onClick={clearFinished}>
            Clear finished
          </Button>
        )}
      </div>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} data-state={entry.state} aria-label={entry.name}>
            <span className="upload-name" title={`${entry.folderPath}/${entry.name}`}>
              {entry.name}
            </span>
            {isFinished(entry) ? (
              <span
                className="badge"
                data-tone={
                  entry.state === 'done' ? 'success' : entry.state === 'failed' ? 'danger' : undefined
                }
              >
                {entry.state === 'done' ? 'Done' : entry.state === 'failed' ? 'Failed' : 'Cancelled'}
              </span>
            ) : (
              <ProgressBar label={`Uploading ${entry.name}`} fraction={uploadFraction(entry)} />
            )}
            <span className="upload-state muted">{stateText(entry)}</span>
            {!isFinished(entry) && (
              <Button
                size="small"
                variant="ghost"
                aria-label={`Cancel upload of ${entry.name}`}
                onClick={() => void cancel(entry.id)}
              >
                Cancel
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
