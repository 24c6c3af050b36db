import { useEffect, useState } from 'react';
import type { IpcError } from '../../electron/shared/contract/errors.js';
import { fixPreviewPages, type FixPreview } from '../../electron/shared/contract/fix-preview.js';
import { useAppIntl } from '../format/intl.js';
import { Button } from './button.js';
import { toIpcError } from './error-text.js';
import { ErrorMessage } from './error-message.js';
import { PagePicture, type Picture } from './page-picture.js';

const pictureOf = (dataUrl: string | null): Picture =>
  dataUrl === null ? { state: 'none' } : { state: 'ready', dataUrl };

type Loaded = { from: number; preview: FixPreview } | { from: number; error: IpcError } | null;

/**
 * A file's pages before and after the preflight's fixes, side by side, a few at a time, with what the
 * fixes change and the errors they leave: what a person sees before "Fix and go on" or "Fix and
 * upload". `load` makes the fixes on a copy and draws pages `from` on (the same fixes the decision
 * makes); it is called again for other pages, so it must keep its identity between renders.
 * `onLoaded` hears each answer (the dialog's button waits for the first).
 */
export function FixPictures({
  load,
  onLoaded,
}: {
  load: (from: number) => Promise<FixPreview>;
  onLoaded?: (preview: FixPreview) => void;
}) {
  const intl = useAppIntl();
  const [from, setFrom] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    load(from).then(
      (preview) => {
        if (!live) return;
        setLoaded({ from, preview });
        onLoaded?.(preview);
      },
      (error: unknown) => live && setLoaded({ from, error: toIpcError(error) }),
    );
    return () => {
      live = false;
    };
    // onLoaded is a listener: a new one does not call for the pages again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, from, attempt]);

  if (loaded && 'error' in loaded)
    return <ErrorMessage error={loaded.error} onRetry={() => setAttempt((n) => n + 1)} forceRetry />;
  if (!loaded || loaded.from !== from)
    return (
      <p className="muted" role="status">
        {intl.formatMessage({ id: 'shell.fixPictures.making' })}
      </p>
    );
  const { preview } = loaded;
  const last = from + preview.pages.length - 1;
  const say = (id: 'shell.fixPictures.original' | 'shell.fixPictures.fixed', page: number) =>
    intl.formatMessage({ id }, { name: preview.name, page });
  return (
    <div className="stack fix-pictures">
      {preview.changes.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'shell.fixPictures.changes' }, { name: preview.name })}>
          {preview.changes.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {preview.errorsLeft.length > 0 && (
        <div role="alert" className="fix-pictures-left">
          <p>
            {intl.formatMessage(
              { id: 'shell.fixPictures.errorsLeft' },
              { fixed: String(preview.fixed), count: preview.errorsLeft.length },
            )}
          </p>
          <ul>
            {preview.errorsLeft.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <ul
        className="fix-pictures-pages"
        aria-label={intl.formatMessage({ id: 'shell.fixPictures.pages' }, { name: preview.name })}
      >
        {preview.pages.map(({ page, before, after }) => (
          <li key={page} className="fix-pictures-page">
            <figure>
              <PagePicture
                picture={pictureOf(before)}
                label={say('shell.fixPictures.original', page)}
                fallback={String(page)}
              />
              <figcaption className="muted">
                {intl.formatMessage({ id: 'shell.fixPictures.originalCaption' }, { page })}
              </figcaption>
            </figure>
            <figure>
              <PagePicture
                picture={pictureOf(after)}
                label={say('shell.fixPictures.fixed', page)}
                fallback={String(page)}
              />
              <figcaption className="muted">
                {intl.formatMessage({ id: 'shell.fixPictures.fixedCaption' }, { page })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {preview.pageCount > fixPreviewPages && (
        <div className="row">
          <Button
            size="small"
            disabled={from === 1}
            onClick={() => setFrom(Math.max(1, from - fixPreviewPages))}
          >
            {intl.formatMessage({ id: 'shell.fixPictures.earlier' })}
          </Button>
          <span className="muted">
            {intl.formatMessage(
              { id: 'shell.fixPictures.showing' },
              { first: from, last, count: preview.pageCount },
            )}
          </span>
          <Button
            size="small"
            disabled={last >= preview.pageCount}
            onClick={() => setFrom(from + fixPreviewPages)}
          >
            {intl.formatMessage({ id: 'shell.fixPictures.later' })}
          </Button>
        </div>
      )}
    </div>
  );
}
