import { useCallback } from 'react';
import type { StoreItemSummary } from '../../../electron/ipc/contract/library.js';
import { VirtualGrid } from '../../components/virtual-grid.js';
import { useLibrary } from '../../stores/library.js';
import { typeLabel } from './items-table.js';
import { PagePicture } from './page-picture.js';

const pagesText = (item: StoreItemSummary) =>
  item.pageCount === null ? typeLabel(item.type) : `${item.pageCount} page${item.pageCount === 1 ? '' : 's'}`;

function ItemCard({ item }: { item: StoreItemSummary }) {
  return (
    <>
      <PagePicture
        itemId={item.id}
        page={1}
        size={160}
        label={`${item.name}, first page`}
        fallback={typeLabel(item.type)}
      />
      <span className="vgrid-name" title={item.name}>
        {item.name}
      </span>
      <span className="muted vgrid-meta">
        {pagesText(item)}
        {item.isBroken && (
          <>
            {' '}
            <span className="badge" data-tone="danger">
              Broken
            </span>
          </>
        )}
      </span>
    </>
  );
}

/** The selected folder's store items as cards with first-page pictures, fetched a page at a time. */
export function ItemsGrid() {
  const items = useLibrary((state) => state.items);
  const total = useLibrary((state) => state.total);
  const selectedItemId = useLibrary((state) => state.selectedItemId);
  const onEndReached = useCallback(() => void useLibrary.getState().loadMore(), []);
  const onSelect = useCallback(
    (item: StoreItemSummary) => void useLibrary.getState().selectItem(item.id),
    [],
  );
  return (
    <VirtualGrid
      label="Files"
      items={items}
      itemKey={(item) => item.id}
      cell={(item) => <ItemCard item={item} />}
      cellLabel={(item) => `${item.name}, ${pagesText(item)}${item.isBroken ? ', broken' : ''}`}
      totalItems={total}
      selectedKey={selectedItemId ?? undefined}
      onSelect={onSelect}
      onEndReached={onEndReached}
    />
  );
}
