/** What the Library's table and grid share: labels of an item, its broken badge, and the paging both read. */
import { useCallback } from 'react';
import type { StoreItemSummary } from '../../../electron/shared/contract/library.js';
import { appIntl, useAppIntl } from '../../format/intl.js';
import { useLibrary } from '../../stores/library.js';

/** A store item's type as a person reads it ("Print file", "Document"), in the app's language. */
export const typeLabel = (type: string) =>
  appIntl().formatMessage({ id: 'library.itemViews.type' }, { type });

/** "12 pages" in the app's language. */
export const pagesText = (count: number) =>
  appIntl().formatMessage({ id: 'library.itemViews.pages' }, { count });

/** Stable across renders, so memoized rows and cards skip the frames that do not change them. */
export const itemKey = (item: StoreItemSummary) => item.id;

/** After an item's name or pages: a "Broken" badge when the service could not read the file. */
export function BrokenBadge({ item }: { item: StoreItemSummary }) {
  const intl = useAppIntl();
  if (!item.isBroken) return null;
  return (
    <>
      {' '}
      <span className="badge" data-tone="danger">
        {intl.formatMessage({ id: 'library.itemViews.broken' })}
      </span>
    </>
  );
}

/** The open folder's items as far as fetched, the selection, and what scrolling to the end asks for. */
export function useItemPages() {
  const items = useLibrary((state) => state.items);
  const total = useLibrary((state) => state.total);
  const selectedItemId = useLibrary((state) => state.selectedItemId);
  const onEndReached = useCallback(() => void useLibrary.getState().loadMore(), []);
  const onSelect = useCallback(
    (item: StoreItemSummary) => void useLibrary.getState().selectItem(item.id),
    [],
  );
  return { items, total, selectedKey: selectedItemId ?? undefined, onEndReached, onSelect };
}
