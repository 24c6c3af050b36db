import { useCallback, useMemo } from 'react';
import type { IntlShape } from 'react-intl';
import { StoreItemType } from '../../../electron/shared/contract/library.js';
import type { SortKey, StoreItemSummary } from '../../../electron/shared/contract/library.js';
import { formatDate } from '../../format/sizes-and-dates.js';
import { VirtualTable } from '../../components/virtual-table.js';
import type { Column } from '../../components/virtual-table.js';
import { useAppIntl } from '../../format/intl.js';
import { useLibrary } from '../../stores/library.js';
import { BrokenBadge, itemKey, typeLabel, useItemPages } from './item-views.js';

/** The columns, headed in the app's language (the keys stay: they are the service's sort keys). */
const columnsIn = (intl: IntlShape): Column<StoreItemSummary>[] => [
  {
    key: 'name',
    header: intl.formatMessage({ id: 'library.itemsTable.name' }),
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
    header: intl.formatMessage({ id: 'library.itemsTable.type' }),
    width: 'minmax(84px, 1fr)',
    dropOrder: 1,
    words: StoreItemType.options.map(typeLabel),
    cell: (item) => typeLabel(item.type),
  },
  {
    key: 'pages',
    header: intl.formatMessage({ id: 'library.itemsTable.pages' }),
    width: '70px',
    align: 'end',
    cell: (item) => (item.pageCount === null ? '—' : intl.formatNumber(item.pageCount)),
  },
  {
    key: 'created',
    header: intl.formatMessage({ id: 'library.itemsTable.created' }),
    // A whole medium date ("Nov 26, 2026") with the cell's padding: dates are never cut.
    width: 'minmax(132px, 1fr)',
    dropOrder: 2,
    sortable: true,
    cell: (item) => formatDate(item.created),
  },
  {
    key: 'lastModified',
    header: intl.formatMessage({ id: 'library.itemsTable.modified' }),
    width: 'minmax(132px, 1fr)',
    sortable: true,
    cell: (item) => formatDate(item.lastModified),
  },
  {
    key: 'timesOrdered',
    header: intl.formatMessage({ id: 'library.itemsTable.timesOrdered' }),
    width: '120px',
    dropOrder: 3,
    align: 'end',
    sortable: true,
    cell: (item) => intl.formatNumber(item.timesOrdered),
  },
];

/** The selected folder's store items, sorted by the service, fetched a page at a time as you scroll. */
export function ItemsTable() {
  const { items, total, selectedKey, onEndReached, onSelect } = useItemPages();
  const sort = useLibrary((state) => state.sort);
  const intl = useAppIntl();
  const columns = useMemo(() => columnsIn(intl), [intl]);
  const onSort = useCallback((key: string) => useLibrary.getState().setSort(key as SortKey), []);
  return (
    <VirtualTable
      label={intl.formatMessage({ id: 'library.itemViews.files' })}
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
