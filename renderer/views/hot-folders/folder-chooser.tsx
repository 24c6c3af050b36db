import { useEffect, useState } from 'react';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { useAccount } from '../../stores/account.js';
import { useFolderBrowser } from '../../stores/folder-browser.js';

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
  const listing = useFolderBrowser((state) => state.listing);
  const busy = useFolderBrowser((state) => state.busy.list);
  const error = useFolderBrowser((state) => state.errors.list);
  const list = useFolderBrowser((state) => state.list);

  useEffect(() => {
    void list(start || '~');
    return () => useFolderBrowser.getState().close();
  }, [list, start]);

  const current = listing?.path ?? null;
  return (
    <Dialog title="Choose a folder" onClose={onClose}>
      <div className="stack folder-browser">
        <div className="row folder-browser-places" role="group" aria-label="Places">
          {listing?.roots.map((root) => (
            <Button key={root.path} size="small" onClick={() => void list(root.path)}>
              {root.name}
            </Button>
          ))}
        </div>
        <p className="mono folder-browser-path" aria-live="polite">
          {current ?? 'Choose a place to start from.'}
        </p>
        {error && <ErrorMessage error={error} />}
        {busy && !listing ? (
          <SkeletonRows rows={5} label="Loading folders" />
        ) : (
          <ul className="folder-browser-list" aria-label="Folders" aria-busy={busy || undefined}>
            {listing?.parent && (
              <li>
                <Button size="small" variant="ghost" onClick={() => void list(listing.parent!)}>
                  <span aria-hidden="true">↑</span> Up one folder
                </Button>
              </li>
            )}
            {listing?.folders.map((folder) => (
              <li key={folder.path}>
                <Button size="small" variant="ghost" onClick={() => void list(folder.path)}>
                  <span aria-hidden="true">📁</span> {folder.name}
                </Button>
              </li>
            ))}
            {listing && listing.path !== null && listing.folders.length === 0 && (
              <li className="muted">No folders in here.</li>
            )}
          </ul>
        )}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" disabled={!current} onClick={() => current && onChosen(current)}>
            Choose this folder
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
      <Button onClick={() => void browse()}>Browse…</Button>
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
