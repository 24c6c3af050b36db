import type { UploadEntry } from '../../../electron/ipc/contract/uploads.js';
import { Button } from '../../components/button.js';
import { describeError } from '../../components/error-text.js';
import { formatBytes } from '../../format/sizes-and-dates.js';
import { ProgressBar } from '../../components/progress-bar.js';
import { isBroken, isFinished, uploadFraction, useUploads } from '../../stores/uploads.js';

function stateText(entry: UploadEntry): string {
  switch (entry.state) {
    case 'queued':
      return 'Waiting';
    case 'uploading':
      return entry.size ? `${formatBytes(entry.sent)} of ${formatBytes(entry.size)}` : 'Uploading';
    case 'processing':
      return 'Checking the file…';
    case 'done':
      if (isBroken(entry)) return 'The print service could not read it as a print file';
      return entry.result
        ? `Uploaded · ${entry.result.pageCount} page${entry.result.pageCount === 1 ? '' : 's'}`
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
              <FinishedBadge entry={entry} />
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

/** How an upload ended: a broken file is never a green "Done". */
function FinishedBadge({ entry }: { entry: UploadEntry }) {
  const [tone, text] = isBroken(entry)
    ? ['danger', 'Broken']
    : entry.state === 'done'
      ? ['success', 'Done']
      : entry.state === 'failed'
        ? ['danger', 'Failed']
        : [undefined, 'Cancelled'];
  return (
    <span className="badge" data-tone={tone}>
      {text}
    </span>
  );
}
