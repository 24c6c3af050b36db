import { memo } from 'react';
import type { StoreItemSummary } from '../../../electron/shared/contract/library.js';
import { VirtualGrid } from '../../components/virtual-grid.js';
import { appIntl, useAppIntl } from '../../format/intl.js';
import { BrokenBadge, itemKey, pagesText as countText, typeLabel, useItemPages } from './item-views.js';
import { ItemPagePicture } from './page-picture.js';

const pagesText = (item: StoreItemSummary) =>
  item.pageCount === null ? typeLabel(item.type) : countText(item.pageCount);

const ItemCard = memo(function ItemCard({ item }: { item: StoreItemSummary }) {
  const intl = useAppIntl();
  return (
    <>
      <ItemPagePicture
        itemId={item.id}
        page={1}
        size={160}
        label={intl.formatMessage({ id: 'library.itemsGrid.firstPage' }, { name: item.name })}
        fallback={typeLabel(item.type)}
      />
      <span className="vgrid-name" title={item.name}>
        {item.name}
      </span>
      <span className="muted vgrid-meta">
        {pagesText(item)}
        <BrokenBadge item={item} />
      </span>
    </>
  );
});

// Stable across renders, so the grid's memoized cards skip the frames that do not change them.
const renderCard = (item: StoreItemSummary) => <ItemCard item={item} />;
const cardLabel = (item: StoreItemSummary) =>
  appIntl().formatMessage(
    { id: 'library.itemsGrid.cardLabel' },
    { name: item.name, pages: pagesText(item), broken: item.isBroken ? 'yes' : 'no' },
  );

/** The selected folder's store items as cards with first-page pictures, fetched a page at a time. */
export function ItemsGrid() {
  const { items, total, selectedKey, onEndReached, onSelect } = useItemPages();
  const intl = useAppIntl();
  return (
    <VirtualGrid
      label={intl.formatMessage({ id: 'library.itemViews.files' })}
      items={items}
      itemKey={itemKey}
      cell={renderCard}
      cellLabel={cardLabel}
      totalItems={total}
      selectedKey={selectedKey}
      onSelect={onSelect}
      onEndReached={onEndReached}
    />
  );
}
