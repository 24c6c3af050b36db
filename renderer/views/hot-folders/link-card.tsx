import { useState } from 'react';
import type { LinkState, LinkStatus, LinkWatch, PollReason } from '../../../electron/ipc/contract/sync.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { LinkJob } from './link-job.js';
import { afterUploadLabels, fileTypeLabels } from './link-form.js';

const stateLabels: Record<LinkState, { text: string; tone: string }> = {
  starting: { text: 'Starting', tone: 'accent' },
  watching: { text: 'Watching', tone: 'success' },
  syncing: { text: 'Uploading', tone: 'accent' },
  paused: { text: 'Paused', tone: 'warning' },
  error: { text: 'Needs attention', tone: 'danger' },
  offline: { text: 'Folder unavailable', tone: 'danger' },
};

const pollReasons: Record<PollReason, string> = {
  setting: 'set to always poll',
  'network-share': 'a network share, which does not report other computers’ files',
  'out-of-watches': 'the system ran out of file watches',
};

/** How the folder is watched, in a sentence: native events, or polling and why. */
export function watchLabel(watch: LinkWatch): string {
  if (watch.mode === 'native') return 'New files are reported by the system as they arrive.';
  const share = watch.reason === 'network-share' && watch.share ? ` (${watch.share})` : '';
  return `Checked every ${watch.intervalSeconds} s: ${pollReasons[watch.reason]}${share}.`;
}

/** The last segment of a path, for short labels. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}

export function LinkCard({
  status,
  onEdit,
  onRemove,
  onPause,
  onShowActivity,
}: {
  status: LinkStatus;
  onEdit(): void;
  onRemove(): Promise<IpcError | null>;
  onPause(paused: boolean): Promise<IpcError | null>;
  onShowActivity(): void;
}) {
  const { link } = status;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);
  const label = stateLabels[status.state];
  const name = baseName(link.localPath);

  async function run(work: () => Promise<IpcError | null>) {
    setBusy(true);
    setError(await work());
    setBusy(false);
  }

  return (
    <article className="card hf-link" aria-label={`Hot folder ${name}`} data-state={status.state}>
      <div className="hf-link-head">
        <h3 className="hf-link-path">
          <span className="mono">{link.localPath}</span>
          <span aria-hidden="true" className="hf-arrow">
            →
          </span>
          <span className="visually-hidden">uploads to</span>
          <span>{link.remotePath}</span>
        </h3>
        <span className="badge" data-tone={label.tone}>
          {label.text}
        </span>
      </div>
      {status.state === 'offline' && (
        <p className="hf-link-message">
          The folder cannot be reached (a drive unplugged or a share offline). PrintDesk carries on when it is
          back.
        </p>
      )}
      {status.state === 'error' && (
        <p className="hf-link-message">
          PrintDesk cannot watch this folder. Check that it exists and that you may read it.
        </p>
      )}
      <LinkJob linkId={link.id} preset={link.job} />
      <p className="muted hf-link-settings" data-watch={status.watch.mode}>
        {watchLabel(status.watch)}
      </p>
      <dl className="hf-counts">
        <div>
          <dt>Queued</dt>
          <dd>{status.counts.queued}</dd>
        </div>
        <div>
          <dt>Uploading</dt>
          <dd>{status.counts.uploading}</dd>
        </div>
        <div>
          <dt>Uploaded</dt>
          <dd>{status.counts.uploaded}</dd>
        </div>
        <div data-tone={status.counts.failed > 0 ? 'danger' : undefined}>
          <dt>Failed</dt>
          <dd>{status.counts.failed}</dd>
        </div>
      </dl>
      <p className="muted hf-link-settings">
        {link.types.map((type) => fileTypeLabels[type]).join(', ')} ·{' '}
        {link.includeSubfolders ? 'with sub-folders' : 'this folder only'} · after upload:{' '}
        {afterUploadLabels[link.afterUpload].toLowerCase()}
      </p>
      {error && <ErrorMessage error={error} />}
      <div className="row">
        <Button
          size="small"
          busy={busy}
          onClick={() => run(() => onPause(!link.paused))}
          aria-label={`${link.paused ? 'Resume' : 'Pause'} ${name}`}
        >
          {link.paused ? 'Resume' : 'Pause'}
        </Button>
        <Button size="small" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button size="small" onClick={onShowActivity} aria-label={`Show activity of ${name}`}>
          Activity
        </Button>
        <Button
          size="small"
          variant="danger"
          onClick={() => setConfirming(true)}
          aria-label={`Remove ${name}`}
        >
          Remove
        </Button>
      </div>
      {confirming && (
        <Dialog title="Remove this hot folder?" onClose={() => setConfirming(false)}>
          <p>
            PrintDesk stops watching <span className="mono">{link.localPath}</span>. Files already uploaded
            stay in your library, and nothing on this computer is deleted.
          </p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>Keep it</Button>
            <Button
              variant="danger"
              busy={busy}
              onClick={async () => {
                await run(onRemove);
                setConfirming(false);
              }}
            >
              Remove hot folder
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </article>
  );
}
