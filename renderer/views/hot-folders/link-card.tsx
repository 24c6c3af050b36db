import { useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { LinkState, LinkStatus, LinkWatch, PollReason } from '../../../electron/shared/contract/sync.js';
import type { IpcError } from '../../../electron/shared/contract/app-errors.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { useAppIntl } from '../../format/intl.js';
import { LimitsCurrencyNotice, LinkJob } from './link-job.js';
import { fileTypeLabels } from './link-form.js';

const stateTones: Record<LinkState, string> = {
  starting: 'accent',
  watching: 'success',
  syncing: 'accent',
  paused: 'warning',
  error: 'danger',
  offline: 'danger',
};

/** Between the local folder and the library's, for the eye; "uploads to" is said instead. */
const arrow = '→';

/** The reasons to poll as the message selects them (its keys are plain words). */
const pollReasons: Record<PollReason, string> = {
  setting: 'setting',
  'network-share': 'share',
  'out-of-watches': 'watches',
};

/** How the folder is watched, in a sentence: native events, or polling and why. */
export function watchLabel(intl: IntlShape, watch: LinkWatch): string {
  if (watch.mode === 'native') return intl.formatMessage({ id: 'hot-folders.linkCard.watchNative' });
  const seconds = watch.intervalSeconds;
  if (watch.reason === 'network-share' && watch.share)
    return intl.formatMessage(
      { id: 'hot-folders.linkCard.watchPollingShare' },
      { seconds, share: watch.share },
    );
  return intl.formatMessage(
    { id: 'hot-folders.linkCard.watchPolling' },
    { seconds, reason: pollReasons[watch.reason] },
  );
}

/** The last segment of a path, for short labels. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? path;
}

export function LinkCard({
  status,
  jobs,
  onEdit,
  onRemove,
  onPause,
  onShowActivity,
}: {
  status: LinkStatus;
  /** Its jobs waiting for a person, and its files a job holds in Failed/. */
  jobs?: { waiting: number; held: number } | undefined;
  onEdit(): void;
  onRemove(): Promise<IpcError | null>;
  onPause(paused: boolean): Promise<IpcError | null>;
  onShowActivity(): void;
}) {
  const intl = useAppIntl();
  const { link } = status;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<IpcError | null>(null);
  const name = baseName(link.localPath);
  // Files in Failed/: uploads that failed, and files their job holds there (its preflight, a failure).
  const failed = status.counts.failed + (jobs?.held ?? 0);

  async function run(work: () => Promise<IpcError | null>) {
    setBusy(true);
    setError(await work());
    setBusy(false);
  }

  return (
    <article
      className="card hf-link"
      aria-label={intl.formatMessage({ id: 'hot-folders.linkCard.name' }, { name })}
      data-state={status.state}
    >
      <div className="hf-link-head">
        <h3 className="hf-link-path">
          <span className="mono">{link.localPath}</span>
          <span aria-hidden="true" className="hf-arrow">
            {arrow}
          </span>
          <span className="visually-hidden">
            {intl.formatMessage({ id: 'hot-folders.linkCard.uploadsTo' })}
          </span>
          <span>{link.remotePath}</span>
        </h3>
        <span className="badge" data-tone={stateTones[status.state]}>
          {intl.formatMessage({ id: 'hot-folders.linkCard.state' }, { state: status.state })}
        </span>
      </div>
      {status.state === 'offline' && (
        <p className="hf-link-message">{intl.formatMessage({ id: 'hot-folders.linkCard.offline' })}</p>
      )}
      {status.state === 'error' && (
        <p className="hf-link-message">{intl.formatMessage({ id: 'hot-folders.linkCard.error' })}</p>
      )}
      <LinkJob linkId={link.id} preset={link.job} />
      <LimitsCurrencyNotice preset={link.job} onEdit={onEdit} />
      <p className="muted hf-link-settings" data-watch={status.watch.mode}>
        {watchLabel(intl, status.watch)}
      </p>
      <dl className="hf-counts">
        <div>
          <dt>{intl.formatMessage({ id: 'hot-folders.linkCard.queued' })}</dt>
          <dd>{status.counts.queued}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hot-folders.linkCard.uploading' })}</dt>
          <dd>{status.counts.uploading}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: 'hot-folders.linkCard.uploaded' })}</dt>
          <dd>{status.counts.uploaded}</dd>
        </div>
        {link.job && link.job.action !== 'upload' && (
          <div data-tone={jobs?.waiting ? 'warning' : undefined}>
            <dt>{intl.formatMessage({ id: 'hot-folders.linkCard.awaiting' })}</dt>
            <dd>{jobs?.waiting ?? 0}</dd>
          </div>
        )}
        <div data-tone={failed > 0 ? 'danger' : undefined}>
          <dt>{intl.formatMessage({ id: 'hot-folders.linkCard.failed' })}</dt>
          <dd>{failed}</dd>
        </div>
      </dl>
      <p className="muted hf-link-settings">
        {intl.formatMessage(
          { id: 'hot-folders.linkCard.settings' },
          {
            types: link.types.map((type) => fileTypeLabels[type]).join(', '),
            subfolders: link.includeSubfolders ? 'yes' : 'no',
            afterUpload: link.afterUpload,
          },
        )}
      </p>
      {error && <ErrorMessage error={error} />}
      <div className="row">
        <Button
          size="small"
          busy={busy}
          onClick={() => run(() => onPause(!link.paused))}
          aria-label={
            link.paused
              ? intl.formatMessage({ id: 'hot-folders.linkCard.resumeName' }, { name })
              : intl.formatMessage({ id: 'hot-folders.linkCard.pauseName' }, { name })
          }
        >
          {link.paused
            ? intl.formatMessage({ id: 'hot-folders.linkCard.resume' })
            : intl.formatMessage({ id: 'hot-folders.linkCard.pause' })}
        </Button>
        <Button
          size="small"
          onClick={onEdit}
          aria-label={intl.formatMessage({ id: 'hot-folders.linkCard.editName' }, { name })}
        >
          {intl.formatMessage({ id: 'common.edit' })}
        </Button>
        <Button
          size="small"
          onClick={onShowActivity}
          aria-label={intl.formatMessage({ id: 'hot-folders.linkCard.activityName' }, { name })}
        >
          {intl.formatMessage({ id: 'hot-folders.linkCard.activity' })}
        </Button>
        <Button
          size="small"
          variant="danger"
          onClick={() => setConfirming(true)}
          aria-label={intl.formatMessage({ id: 'hot-folders.linkCard.removeName' }, { name })}
        >
          {intl.formatMessage({ id: 'common.remove' })}
        </Button>
      </div>
      {confirming && (
        <Dialog
          title={intl.formatMessage({ id: 'hot-folders.linkCard.removeTitle' })}
          onClose={() => setConfirming(false)}
        >
          <p>
            {intl.formatMessage(
              { id: 'hot-folders.linkCard.removeBody' },
              { path: link.localPath, mono: (chunks) => <span className="mono">{chunks}</span> },
            )}
          </p>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>
              {intl.formatMessage({ id: 'hot-folders.linkCard.keep' })}
            </Button>
            <Button
              variant="danger"
              busy={busy}
              onClick={async () => {
                await run(onRemove);
                setConfirming(false);
              }}
            >
              {intl.formatMessage({ id: 'hot-folders.linkCard.remove' })}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </article>
  );
}
