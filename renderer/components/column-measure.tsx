import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { widenTrack, type FittedColumn } from './fit-columns.js';

/** What a column shows that must never be cut off: its header, and the few words its cells show. */
export interface MeasuredColumn extends FittedColumn {
  key: string;
  header: string;
  sortable?: boolean;
  /** Every text its cells show, where they are a few known words (a type: "Druckdatei", "Dokument"). */
  words?: readonly string[];
}

/** The sort mark's room in a sortable header: its widest mark, measured with the header. */
const sortMarkRoom = '▼';

/**
 * The columns with each track's minimum widened to what its header (and words) takes
 * in the app's language and the window's font: a German "Anzahl Aufträge" or "Druckdatei" is never
 * cut to "Druckda…". Measured once per set of columns (a language change makes a new set) by a
 * hidden row laid out at the content's own width; the returned element must be rendered in the table.
 */
export function useWholeColumns<C extends MeasuredColumn>(
  columns: readonly C[],
): { columns: readonly C[]; measure: React.ReactNode } {
  const row = useRef<HTMLDivElement>(null);
  const [needed, setNeeded] = useState<{ of: readonly C[]; widths: number[] } | null>(null);

  useLayoutEffect(() => {
    const cells = row.current ? [...row.current.children] : [];
    const widths = columns.map((_, index) =>
      Math.max(
        (cells[index * 2] as HTMLElement | undefined)?.offsetWidth ?? 0,
        (cells[index * 2 + 1] as HTMLElement | undefined)?.offsetWidth ?? 0,
      ),
    );
    setNeeded({ of: columns, widths });
  }, [columns]);

  const widened = useMemo(() => {
    if (needed?.of !== columns || needed.widths.every((width) => width === 0)) return columns;
    return columns.map((column, index) => {
      const width = widenTrack(column.width, Math.ceil(needed.widths[index]!));
      return width === column.width ? column : { ...column, width };
    });
  }, [columns, needed]);

  const measure = (
    <div className="vtable-measure" aria-hidden="true" ref={row}>
      {columns.flatMap((column) => [
        <span key={`${column.key}-head`} className="vtable-cell vtable-head">
          {column.header}
          {column.sortable && <span className="vtable-sort-room">{sortMarkRoom}</span>}
        </span>,
        // One word a line: the span is as wide as the widest.
        <span key={`${column.key}-words`} className="vtable-cell vtable-measure-words">
          {column.words?.map((word) => (
            <span key={word}>{word}</span>
          ))}
        </span>,
      ])}
    </div>
  );
  return { columns: widened, measure };
}
