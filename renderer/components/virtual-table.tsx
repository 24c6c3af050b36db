import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';

export interface Column<Row> {
  key: string;
  header: string;
  /** A CSS grid track, e.g. "minmax(200px, 3fr)" or "90px". */
  width: string;
  align?: 'start' | 'end';
  sortable?: boolean;
  cell(row: Row): ReactNode;
}

export interface TableSort {
  key: string;
  direction: SortDirection;
}

export interface VirtualTableProps<Row> {
  label: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  /** The total the rows are part of (a page of a larger result): announced as the row count. */
  totalRows?: number;
  sort?: TableSort;
  onSort?(key: string): void;
  selectedKey?: string;
  onSelect?(row: Row): void;
  /** Called when the last rendered row is near the end, to fetch the next page. */
  onEndReached?(): void;
}

const rowHeight = 36;

/**
 * A table that renders only the rows in view (10,000 store items scroll like 10). Keyboard: the
 * body takes focus; arrows, Page Up/Down, Home and End move the selection.
 */
export function VirtualTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  totalRows,
  sort,
  onSort,
  selectedKey,
  onSelect,
  onEndReached,
}: VirtualTableProps<Row>) {
  const body = useRef<HTMLDivElement>(null);
  // The virtualizer is read fresh on every render (scrolling re-renders); nothing memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => body.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const gridTemplateColumns = columns.map((column) => column.width).join(' ');
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  const selectedIndex = selectedKey === undefined ? -1 : rows.findIndex((row) => rowKey(row) === selectedKey);

  useEffect(() => {
    if (onEndReached && rows.length > 0 && lastIndex >= rows.length - 20) onEndReached();
  }, [lastIndex, rows.length, onEndReached]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!onSelect || rows.length === 0) return;
    const page = Math.max(1, Math.floor((body.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: selectedIndex + 1,
      ArrowUp: selectedIndex - 1,
      PageDown: selectedIndex + page,
      PageUp: selectedIndex - page,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = Math.min(rows.length - 1, Math.max(0, target));
    const row = rows[index];
    if (row === undefined) return;
    onSelect(row);
    virtualizer.scrollToIndex(index);
  }

  return (
    <div className="vtable" role="table" aria-label={label} aria-rowcount={(totalRows ?? rows.length) + 1}>
      <div role="rowgroup">
        <div className="vtable-row vtable-head" role="row" aria-rowindex={1} style={{ gridTemplateColumns }}>
          {columns.map((column) => {
            const sorted = sort?.key === column.key ? sort.direction : undefined;
            return (
              <div
                key={column.key}
                className="vtable-cell"
                role="columnheader"
                aria-sort={sorted ?? (column.sortable ? 'none' : undefined)}
                data-align={column.align}
              >
                {column.sortable && onSort ? (
                  <button type="button" onClick={() => onSort(column.key)}>
                    {column.header}
                    <span aria-hidden="true">
                      {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : ''}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </div>
            );
          })}
        </div>
      </div>
      <div
        className="vtable-body"
        role="rowgroup"
        ref={body}
        tabIndex={0}
        aria-label={`${label} rows`}
        data-virtual-scroller=""
        onKeyDown={onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index] as Row;
            const key = rowKey(row);
            return (
              <div
                key={key}
                className="vtable-row"
                role="row"
                aria-rowindex={item.index + 2}
                aria-selected={onSelect ? key === selectedKey : undefined}
                style={{ gridTemplateColumns, transform: `translateY(${item.start}px)`, height: item.size }}
                onClick={onSelect ? () => onSelect(row) : undefined}
              >
                {columns.map((column) => (
                  <div key={column.key} className="vtable-cell" role="cell" data-align={column.align}>
                    {column.cell(row)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
