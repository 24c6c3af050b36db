import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useAppIntl } from '../format/intl.js';
import { useWholeColumns } from './column-measure.js';
import { fitColumns } from './fit-columns.js';

export type SortDirection = 'ascending' | 'descending';

export interface Column<Row> {
  key: string;
  header: string;
  /** A CSS grid track, e.g. "minmax(200px, 3fr)" or "90px". */
  width: string;
  align?: 'start' | 'end';
  sortable?: boolean;
  /**
   * Set on a column that may be left out when the table is too narrow for every column's minimum
   * width: the highest goes first. Columns without one are always shown.
   */
  dropOrder?: number;
  /** Every text its cells show, where they are a few words: its minimum width fits the widest whole. */
  words?: readonly string[];
  cell(row: Row): ReactNode;
}

/** The table's inner width, followed as the window resizes (null until measured, or without ResizeObserver). */
function useWidth(element: React.RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return width;
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
/** The sorted column's mark (a picture; aria-sort says it). */
const sortMarks: Record<SortDirection, string> = { ascending: '▲', descending: '▼' };

export function VirtualTable<Row>({
  label,
  rows,
  columns: givenColumns,
  rowKey,
  totalRows,
  sort,
  onSort,
  selectedKey,
  onSelect,
  onEndReached,
}: VirtualTableProps<Row>) {
  const intl = useAppIntl();
  const body = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  // Every header (and the few words of a column) whole, in the app's language: the tracks' minimums widened to them.
  const { columns: allColumns, measure } = useWholeColumns(givenColumns);
  // Stable while the width allows the same columns, so memoized rows keep their props.
  const columns = useMemo(() => fitColumns(allColumns, width), [allColumns, width]);
  // The virtualizer is read fresh on every render (scrolling re-renders); nothing memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => body.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Not a synchronous React render inside every scroll event: React batches the frame's scroll
    // events into one render, so a fast scroll does not pile renders into one long task.
    useFlushSync: false,
  });
  const gridTemplateColumns = columns.map((column) => column.width).join(' ');
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;
  // Scrolling re-renders the table every frame; the selection only moves when rows or it change.
  const selectedIndex = useMemo(
    () => (selectedKey === undefined ? -1 : rows.findIndex((row) => rowKey(row) === selectedKey)),
    [rows, rowKey, selectedKey],
  );

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
    <div
      className="vtable"
      role="table"
      aria-label={label}
      aria-rowcount={(totalRows ?? rows.length) + 1}
      ref={frame}
    >
      {measure}
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
                    <span aria-hidden="true">{sorted === undefined ? null : sortMarks[sorted]}</span>
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
        aria-label={intl.formatMessage({ id: 'shell.table.rows' }, { label })}
        data-virtual-scroller=""
        onKeyDown={onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index] as Row;
            const key = rowKey(row);
            return (
              <TableRow
                key={key}
                row={row}
                index={item.index}
                start={item.start}
                size={item.size}
                columns={columns}
                gridTemplateColumns={gridTemplateColumns}
                selected={onSelect ? key === selectedKey : undefined}
                onSelect={onSelect}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

interface TableRowProps<Row> {
  row: Row;
  index: number;
  start: number;
  size: number;
  columns: readonly Column<Row>[];
  gridTemplateColumns: string;
  selected: boolean | undefined;
  onSelect: ((row: Row) => void) | undefined;
}

/**
 * One body row. Memoized: while scrolling, the rows already in view keep their props (a row's place
 * follows its index), so a frame renders only the rows that scroll in.
 */
const TableRow = memo(function TableRow<Row>({
  row,
  index,
  start,
  size,
  columns,
  gridTemplateColumns,
  selected,
  onSelect,
}: TableRowProps<Row>) {
  return (
    <div
      className="vtable-row"
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      style={{ gridTemplateColumns, transform: `translateY(${start}px)`, height: size }}
      onClick={onSelect ? () => onSelect(row) : undefined}
    >
      {columns.map((column) => (
        <div key={column.key} className="vtable-cell" role="cell" data-align={column.align}>
          {column.cell(row)}
        </div>
      ))}
    </div>
  );
}) as <Row>(props: TableRowProps<Row>) => ReactNode;
