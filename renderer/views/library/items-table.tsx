import { useCallback } from 'react';
import type { SortKey, StoreItemSummary } from '../../../electron/ipc/contract/library.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { VirtualTable } from '../../components/virtual-table.js';
import type { Column } from '../../components/virtual-table.js';
import { useLibrary } from '../../stores/library.js';
import { BrokenBadge, itemKey, typeLabel, useItemPages } from './item-views.js';

const columns: Column<StoreItemSummary>[] = [
  {
    key: 'name',
    header: 'Name',
    width: 'minmax(180px, 2.4fr)',
    sortable: true,
    cell: (item) => (
      <>
        {item.name}
        <BrokenBadge item={item} />
      </>
    ),
  },
  {
    key: 'type',
    header: 'Type',
    width: 'minmax(84px, 1fr)',
    dropOrder: 1,
    cell: (item) => typeLabel(item.type),
  },
  { key: 'pages', header: 'Pages', width: '70px', align: 'end', cell: (item) => item.pageCount ?? '—' },
  {
    key: 'created',
    header: 'Created',
    // A whole medium date ("Nov 26, 2026") with the cell's padding: dates are never cut.
    width: 'minmax(132px, 1fr)',
    dropOrder: 2,
    sortable: true,
    cell: (item) => formatDate(item.created),
  },
  {
    key: 'lastModified',
    header: 'Modified',
    width: 'minmax(132px, 1fr)',
    sortable: true,
    cell: (item) => formatDate(item.lastModified),
  },
  {
    key: 'timesOrdered',
    header: 'Times ordered',
    width: '120px',
    dropOrder: 3,
    align: 'end',
    sortable: true,
    cell: (item) => item.timesOrdered,
  },
];

/** The selected folder's store items, sorted by the service, fetched a page at a time as you scroll. */
export function ItemsTable() {
  const { items, total, selectedKey, onEndReached, onSelect } = useItemPages();
  const sort = useLibrary((state) => state.sort);
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
      selectedKey={selectedKey}
      onSelect={onSelect}
      onEndReached={onEndReached}
    />
  );
}
