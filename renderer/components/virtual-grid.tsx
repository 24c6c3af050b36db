import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface VirtualGridProps<Item> {
  label: string;
  items: readonly Item[];
  itemKey(item: Item): string;
  /** What a cell shows; its accessible name is `cellLabel`. */
  cell(item: Item): ReactNode;
  cellLabel(item: Item): string;
  /** The total the items are part of (a page of a larger result): announced as the set size. */
  totalItems?: number;
  selectedKey?: string;
  onSelect?(item: Item): void;
  /** Called when the last rendered row is near the end, to fetch the next page. */
  onEndReached?(): void;
  /** A cell is at least this wide; the columns fill the width. */
  minCellWidth?: number;
  rowHeight?: number;
}

/**
 * A grid of cards that renders only the rows in view, as a listbox: the scroller takes focus, arrows
 * move the selection (left/right by one, up/down by a row), Home and End go to the ends.
 */
export function VirtualGrid<Item>({
  label,
  items,
  itemKey,
  cell,
  cellLabel,
  totalItems,
  selectedKey,
  onSelect,
  onEndReached,
  minCellWidth = 168,
  rowHeight = 232,
}: VirtualGridProps<Item>) {
  const idPrefix = useId();
  const body = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const columns = Math.max(1, Math.floor(width / minCellWidth));
  const rowCount = Math.ceil(items.length / columns);
  // The virtualizer is read fresh on every render (scrolling re-renders); nothing memoizes it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => body.current,
    estimateSize: () => rowHeight,
    overscan: 2,
    // As in VirtualTable: one batched render per frame, not one synchronous render per scroll event.
    useFlushSync: false,
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows[rows.length - 1]?.index ?? -1;
  const selectedIndex = useMemo(
    () => (selectedKey === undefined ? -1 : items.findIndex((item) => itemKey(item) === selectedKey)),
    [items, itemKey, selectedKey],
  );
  const optionId = (index: number) => `${idPrefix}-option-${index}`;

  useEffect(() => {
    if (onEndReached && items.length > 0 && (lastRow + 1) * columns >= items.length - columns * 4)
      onEndReached();
  }, [lastRow, columns, items.length, onEndReached]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!onSelect || items.length === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      ArrowDown: selectedIndex < 0 ? 0 : selectedIndex + columns,
      ArrowUp: selectedIndex - columns,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = Math.min(items.length - 1, Math.max(0, target));
    const item = items[index];
    if (item === undefined) return;
    onSelect(item);
    virtualizer.scrollToIndex(Math.floor(index / columns));
  }

  return (
    <div
      className="vgrid"
      role="listbox"
      aria-label={label}
      ref={body}
      tabIndex={0}
      aria-activedescendant={
        selectedIndex >= 0 && selectedIndexVisible() ? optionId(selectedIndex) : undefined
      }
      data-virtual-scroller=""
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }} role="none">
        {rows.map((row) => (
          <div
            key={row.index}
            className="vgrid-row"
            role="none"
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start}px)`,
              height: row.size,
            }}
          >
            {items.slice(row.index * columns, (row.index + 1) * columns).map((item, column) => {
              const index = row.index * columns + column;
              const key = itemKey(item);
              return (
                <GridCell
                  key={key}
                  id={optionId(index)}
                  item={item}
                  index={index}
                  setSize={totalItems ?? items.length}
                  selected={key === selectedKey}
                  cell={cell}
                  cellLabel={cellLabel}
                  onSelect={onSelect}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );

  function selectedIndexVisible() {
    const row = Math.floor(selectedIndex / columns);
    return rows.some((r) => r.index === row);
  }
}

interface GridCellProps<Item> {
  id: string;
  item: Item;
  index: number;
  setSize: number;
  selected: boolean;
  cell(item: Item): ReactNode;
  cellLabel(item: Item): string;
  onSelect: ((item: Item) => void) | undefined;
}

/**
 * One card. Memoized: while scrolling, the cards already in view keep their props, so a frame
 * renders only the cards that scroll in (given stable `cell`, `cellLabel` and `onSelect`).
 */
const GridCell = memo(function GridCell<Item>(props: GridCellProps<Item>) {
  const { item, index, onSelect } = props;
  return (
    <div
      id={props.id}
      className="vgrid-cell"
      role="option"
      aria-label={props.cellLabel(item)}
      aria-selected={props.selected}
      aria-posinset={index + 1}
      aria-setsize={props.setSize}
      onClick={onSelect ? () => onSelect(item) : undefined}
    >
      {props.cell(item)}
    </div>
  );
}) as <Item>(props: GridCellProps<Item>) => ReactNode;
