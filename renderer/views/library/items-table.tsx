import { useCallback } from 'react';
import type { SortKey, StoreItemSummary } from '../../../electron/ipc/contract/library.js';
import { storeItemTypes } from '../../../electron/print-service/models/storage.js';
import { formatDate } from '../../components/format.js';
import { VirtualTable } from '../../components/virtual-table.js';
import type { Column } from '../../components/virtual-table.js';
import { useLibrary } from '../../stores/library.js';

export const typeLabel = (type: string) => (type === storeItemTypes.printFile ? 'Print file' : type);

const columns: Column<StoreItemSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    width: 'minmax(180px, 2.4fr)',
    sortable: true,
    cell: (item) => (
      <>
        {item.name}
        {item.isBroken && (
          <>
            {' '}
            <span className="badge" data-tone="danger">
              Broken
            </span>
          </>
        )}
      </>
    ),
  },
  { key: 'type', header: 'Type', width: 'minmax(80px, 1fr)', cell: (item) => typeLabel(item.type) },
  { key: 'pages', header: 'Pages', width: '70px', align: 'end', cell: (item) => item.pageCount ?? '—' },
  {
    key: 'created',
    header: 'Created',
    width: 'minmax(118px, 1fr)',
    sortable: true,
    cell: (item) => formatDate(item.created),
  },
  {
    key: 'lastModified',
    header: 'Modified',
    width: 'minmax(118px, 1fr)',
    sortable: true,
    cell: (item) => formatDate(item.lastModified),
  },
  {
    key: 'timesOrdered',
    header: 'Times ordered',
    width: '120px',
    align: 'end',
    sortable: true,
    cell: (item) => item.timesOrdered,
  },
];

const itemKey = (item: StoreItemSummary) => item.id;

/** The selected folder's store items, sorted by the service, fetched a page at a time as you scroll. */
export function ItemsTable() {
  const items = useLibrary((state) => state.items);
  const total = useLibrary((state) => state.total);
  const sort = useLibrary((state) => state.sort);
  const selectedItemId = useLibrary((state) => state.selectedItemId);
  const onEndReached = useCallback(() => void useLibrary.getState().loadMore(), []);
  const onSelect = useCallback(
    (item: StoreItemSummary) => void useLibrary.getState().selectItem(item.id),
    [],
  );
  const onSort = useCallback((key: string) => useLibrary.getState().setSort(key as SortKey), []);
  return (
    <VirtualTable
      label="Files"
      rows={items}
      columns={columns}
      rowKey={itemKey}
      totalRows={total}
      sort={{ key: sort.by, direction: sort.direction === 'asc' ? 'ascending' : 'descending' }}
      onSort={onSort}
      selectedKey={selectedItemId ?? undefined}
      onSelect={onSelect}
      onEndReached={onEndReached}
    />
  );
}
