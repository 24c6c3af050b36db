import { useEffect, useState } from 'react';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { useFolderBrowser } from '../../stores/folder-browser.js';

/** Pictures beside the buttons' words, hidden from screen readers. */
const icons = { up: '↑', folder: '📁' };

/** The folder browser (PrintDesk in a browser): starting places, then sub-folders, one level at a time. */
function FolderBrowserDialog({
  start,
  onChosen,
  onClose,
}: {
  start: string;
  onChosen(path: string): void;
  onClose(): void;
}) {
  const intl = useAppIntl();
  const listing = useFolderBrowser((state) => state.listing);
  const busy = useFolderBrowser((state) => state.busy.list);
  const error = useFolderBrowser((state) => state.errors.list);
  const list = useFolderBrowser((state) => state.list);

  useEffect(() => {
    void list(start || '~');
    return () => useFolderBrowser.getState().close();
  }, [list, start]);

  const current = listing?.path ?? null;
  const upOneFolder = intl.formatMessage({ id: 'hot-folders.folderChooser.up' });
  return (
    <Dialog title={intl.formatMessage({ id: 'hot-folders.folderChooser.title' })} onClose={onClose}>
      <div className="stack folder-browser">
        <div
          className="row folder-browser-places"
          role="group"
          aria-label={intl.formatMessage({ id: 'hot-folders.folderChooser.places' })}
        >
          {listing?.roots.map((root) => (
            <Button key={root.path} size="small" onClick={() => void list(root.path)}>
              {root.name}
            </Button>
          ))}
        </div>
        <p className="mono folder-browser-path" aria-live="polite">
          {current ?? intl.formatMessage({ id: 'hot-folders.folderChooser.choosePlace' })}
        </p>
        {error && <ErrorMessage error={error} />}
        {busy && !listing ? (
          <SkeletonRows rows={5} label={intl.formatMessage({ id: 'hot-folders.folderChooser.loading' })} />
        ) : (
          <ul
            className="folder-browser-list"
            aria-label={intl.formatMessage({ id: 'hot-folders.folderChooser.folders' })}
            aria-busy={busy || undefined}
          >
            {listing?.parent && (
              <li>
                <Button size="small" variant="ghost" onClick={() => void list(listing.parent!)}>
                  <span aria-hidden="true">{icons.up}</span> {upOneFolder}
                </Button>
              </li>
            )}
            {listing?.folders.map((folder) => (
              <li key={folder.path}>
                <Button size="small" variant="ghost" onClick={() => void list(folder.path)}>
                  <span aria-hidden="true">{icons.folder}</span> {folder.name}
                </Button>
              </li>
            ))}
            {listing && listing.path !== null && listing.folders.length === 0 && (
              <li className="muted">{intl.formatMessage({ id: 'hot-folders.folderChooser.empty' })}</li>
            )}
          </ul>
        )}
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
          <Button variant="primary" disabled={!current} onClick={() => current && onChosen(current)}>
            {intl.formatMessage({ id: 'hot-folders.folderChooser.choose' })}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}

/**
 * "Browse…" beside a local folder field: the system's folder dialog in the desktop app, the folder
 * browser in a browser. `start` is the folder typed so far, where the browser opens.
 */
export function FolderChooser({ start, onChosen }: { start: string; onChosen(path: string): void }) {
  const intl = useAppIntl();
  const desktop = useAccount((state) => state.settings?.platform === 'electron');
  const pickError = useFolderBrowser((state) => state.errors.pick);
  const [browsing, setBrowsing] = useState(false);

  async function browse() {
    if (!desktop) {
      setBrowsing(true);
      return;
    }
    const chosen = await useFolderBrowser.getState().pick();
    if (chosen) onChosen(chosen);
  }

  return (
    <>
      <Button onClick={() => void browse()}>{intl.formatMessage({ id: 'common.browse' })}</Button>
      {pickError && <ErrorMessage error={pickError} />}
      {browsing && (
        <FolderBrowserDialog
          start={start}
          onClose={() => setBrowsing(false)}
          onChosen={(path) => {
            setBrowsing(false);
            onChosen(path);
          }}
        />
      )}
    </>
  );
}
