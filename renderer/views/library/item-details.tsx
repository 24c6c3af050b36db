import { useEffect, useRef, useState } from 'react';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { appIntl, useAppIntl } from '../../format/intl.js';
import { formatDateTime } from '../../format/sizes-and-dates.js';
import { SkeletonText } from '../../components/skeleton.js';
import { useLibrary } from '../../stores/library.js';
import { DeleteDialog } from './delete-dialog.js';
import { typeLabel } from './item-views.js';
import { PageStrip } from './page-strip.js';

/** The close button's cross (its accessible name says "Close details"). */
const closeIcon = '✕';

/** Everything the service knows about the selected store item. */
export function ItemDetails() {
  const selectedItemId = useLibrary((state) => state.selectedItemId);
  const details = useLibrary((state) => state.details);
  const error = useLibrary((state) => state.errors.details);
  const [confirming, setConfirming] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const intl = useAppIntl();
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
    const files = document.querySelector<HTMLElement>(filesSelector);
    (back?.isConnected ? back : files)?.focus();
  }

  if (!selectedItemId) return null;
  const close = closeDrawer;
  const retry = () => void useLibrary.getState().selectItem(selectedItemId);

  const facts: [MessageId, string][] = details
    ? [
        ['library.itemDetails.type', typeLabel(details.type)],
        [
          'library.itemDetails.pages',
          details.pageCount === null ? '—' : intl.formatNumber(details.pageCount),
        ],
        ['library.itemDetails.folder', details.folderName ?? '—'],
        ['library.itemDetails.created', formatDateTime(details.created)],
        [
          'library.itemDetails.createdBy',
          details.createdBy ? details.createdBy.name || details.createdBy.email : '—',
        ],
        ['library.itemDetails.modified', formatDateTime(details.lastModified)],
        [
          'library.itemDetails.modifiedBy',
          details.lastModifiedBy ? details.lastModifiedBy.name || details.lastModifiedBy.email : '—',
        ],
        ['library.itemDetails.lastOrdered', formatDateTime(details.lastUsed)],
        ['library.itemDetails.timesOrdered', intl.formatNumber(details.timesOrdered)],
        ['library.itemDetails.version', String(details.version)],
        ['library.itemDetails.reference', details.referenceData || '—'],
        ['library.itemDetails.id', details.id],
      ]
    : [];

  return (
    <aside
      className="item-details card"
      aria-label={intl.formatMessage({ id: 'library.itemDetails.label' })}
      ref={panel}
    >
      <div className="row">
        <h2>{details?.name ?? intl.formatMessage({ id: 'library.itemDetails.label' })}</h2>
        <Button
          size="small"
          variant="ghost"
          aria-label={intl.formatMessage({ id: 'library.itemDetails.close' })}
          onClick={close}
        >
          {closeIcon}
        </Button>
      </div>
      {error && <ErrorMessage error={error} onRetry={retry} forceRetry />}
      {!details && !error && (
        <div
          className="stack"
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'library.itemDetails.loading' })}
        >
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonText key={index} width={`${50 + index * 7}%`} />
          ))}
        </div>
      )}
      {details && (
        <>
          {details.isBroken && (
            <p className="badge" data-tone="danger">
              {intl.formatMessage({ id: 'library.itemDetails.broken' })}
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
                <dt>{intl.formatMessage({ id: term })}</dt>
                <dd className={term === 'library.itemDetails.id' ? 'mono' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
          <div
            className="stack"
            role="group"
            aria-label={intl.formatMessage({ id: 'library.itemDetails.actions' })}
          >
            <div className="row">
              <Button variant="danger" size="small" onClick={() => setConfirming(true)}>
                {intl.formatMessage({ id: 'library.itemDetails.delete' })}
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
  return appIntl().formatMessage({ id: 'library.itemDetails.noMove' }, { type });
}

/** The files' table body or grid, found by role: their names change with the language. */
const filesSelector = '.library-files [role="rowgroup"][aria-label], .library-files [role="listbox"]';

/** Deletes the item; the panel and its opener go away with it, so focus moves on to the files. */
async function deleteAndRefocus(itemId: string) {
  const error = await useLibrary.getState().deleteItem(itemId);
  if (!error)
    setTimeout(() =>
      document.querySelector<HTMLElement>('.library-files [role="rowgroup"][aria-label]')?.focus(),
    );
  return error;
}
