import { useEffect, useRef, useState } from 'react';
import { storeItemTypes } from '../../../electron/print-service/models/storage.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { SkeletonText } from '../../components/skeleton.js';
import { useLibrary } from '../../stores/library.js';
import { DeleteDialog } from './delete-dialog.js';
import { typeLabel } from './item-views.js';
import { PageStrip } from './page-strip.js';

/** Everything the service knows about the selected store item. */
export function ItemDetails() {
  const selectedItemId = useLibrary((state) => state.selectedItemId);
  const details = useLibrary((state) => state.details);
  const error = useLibrary((state) => state.errors.details);
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLElement>(null);
  /** Where focus was when the drawer opened (the row or card clicked): it goes back there on close. */
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!selectedItemId) return;
    if (!opener.current && document.activeElement instanceof HTMLElement)
      opener.current = document.activeElement;
    function onKeyDown(event: KeyboardEvent) {
      // A dialog over the drawer (Delete…) takes Escape itself.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"]'))
        return;
      event.preventDefault();
      closeDrawer();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [selectedItemId]);

  function closeDrawer() {
    const focusWasInside = panel.current?.contains(document.activeElement) ?? false;
    const back = opener.current;
    opener.current = null;
    void useLibrary.getState().selectItem(null);
    if (!focusWasInside) return;
    const files = document.querySelector<HTMLElement>(
      '[aria-label="Files rows"], [role="listbox"][aria-label="Files"]',
    );
    (back?.isConnected ? back : files)?.focus();
  }

  if (!selectedItemId) return null;
  const close = closeDrawer;
  const retry = () => void useLibrary.getState().selectItem(selectedItemId);

  const facts: [string, string][] = details
    ? [
        ['Type', typeLabel(details.type)],
        ['Pages', details.pageCount === null ? '—' : String(details.pageCount)],
        ['Folder', details.folderName ?? '—'],
        ['Created', formatDateTime(details.created)],
        ['Created by', details.createdBy ? details.createdBy.name || details.createdBy.email : '—'],
        ['Modified', formatDateTime(details.lastModified)],
        [
          'Modified by',
          details.lastModifiedBy ? details.lastModifiedBy.name || details.lastModifiedBy.email : '—',
        ],
        ['Last ordered', formatDateTime(details.lastUsed)],
        ['Times ordered', String(details.timesOrdered)],
        ['Version', String(details.version)],
        ['Reference', details.referenceData || '—'],
        ['Id', details.id],
      ]
    : [];

  return (
    <aside className="item-details card" aria-label="File details" ref={panel}>
      <div className="row">
        <h2>{details?.name ?? 'File details'}</h2>
        <Button size="small" variant="ghost" aria-label="Close details" onClick={close}>
          ✕
        </Button>
      </div>
      {error && <ErrorMessage error={error} onRetry={retry} forceRetry />}
      {!details && !error && (
        <div className="stack" aria-busy="true" aria-label="Loading details">
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonText key={index} width={`${50 + index * 7}%`} />
          ))}
        </div>
      )}
      {details && (
        <>
          {details.isBroken && (
            <p className="badge" data-tone="danger">
              The service could not read this file and marked it broken: its pages are unknown.
            </p>
          )}
          <PageStrip
            key={details.id}
            itemId={details.id}
            name={details.name}
            pageCount={details.pageCount}
            fallback={typeLabel(details.type)}
          />
          {details.description && <p>{details.description}</p>}
          <dl className="facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd className={term === 'Id' ? 'mono' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="stack" role="group" aria-label="Actions">
            <div className="row">
              <Button variant="danger" size="small" onClick={() => setConfirming(true)}>
                Delete…
              </Button>
            </div>
            <p className="hint">{noMoveText(details.type)}</p>
          </div>
          {confirming && (
            <DeleteDialog
              item={details}
              onDelete={() => deleteAndRefocus(details.id)}
              onClose={() => setConfirming(false)}
            />
          )}
        </>
      )}
    </aside>
  );
}

/**
 * The service has no operation that moves or re-files a store item (docs/service-facts.md §4.1,
 * "Moving"), so the actions say so and name what the user can do instead, rather than offer a move.
 */
function noMoveText(type: string): string {
  const again =
    type === storeItemTypes.document
      ? 'make the document again in that folder (Documents view, “Save in library folder”)'
      : 'upload the file again into that folder';
  return `No move: the print service cannot move a ${typeLabel(type).toLowerCase()} to another folder. To have it there, ${again}, then delete this one.`;
}

/** Deletes the item; the panel and its opener go away with it, so focus moves on to the files. */
async function deleteAndRefocus(itemId: string) {
  const error = await useLibrary.getState().deleteItem(itemId);
  if (!error)
    setTimeout(() =>
      document.querySelector<HTMLElement>('[role="rowgroup"][aria-label="Files rows"]')?.focus(),
    );
  return error;
}
