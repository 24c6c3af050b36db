/**
 * Which columns of a table fit its width: each column's smallest width (its grid track's minimum),
 * and, while they do not all fit, the columns that may go are dropped, the highest `dropOrder`
 * first. Columns without a drop order always stay, so what matters is never cut off.
 */
export interface FittedColumn {
  width: string;
  dropOrder?: number;
}

/** The smallest width in px a grid track can take: "90px", "minmax(118px, 1fr)"; 0 for "1fr" and the like. */
export function minimumWidth(track: string): number {
  const match = /^(?:minmax\(\s*)?(\d+(?:\.\d+)?)px/.exec(track.trim());
  return match ? Number(match[1]) : 0;
}

/**
 * A track whose minimum is at least `px`: "minmax(84px, 1fr)" → "minmax(96px, 1fr)", "70px" → "82px",
 * "1fr" → "minmax(96px, 1fr)"; unchanged when its minimum is already enough.
 */
export function widenTrack(track: string, px: number): string {
  const current = minimumWidth(track);
  if (px <= current) return track;
  const range = /^minmax\(\s*\d+(?:\.\d+)?px\s*,\s*(.+)\)$/.exec(track.trim());
  if (range) return `minmax(${px}px, ${range[1]})`;
  if (/^\d+(?:\.\d+)?px$/.test(track.trim())) return `${px}px`;
  return `minmax(${px}px, ${track.trim()})`;
}

export function fitColumns<C extends FittedColumn>(
  columns: readonly C[],
  available: number | null,
): readonly C[] {
  if (available === null) return columns;
  const shown = [...columns];
  const total = () => shown.reduce((sum, column) => sum + minimumWidth(column.width), 0);
  while (total() > available) {
    const droppable = shown
      .filter((column) => column.dropOrder !== undefined)
      .sort((a, b) => (b.dropOrder ?? 0) - (a.dropOrder ?? 0))[0];
    if (!droppable) break;
    shown.splice(shown.indexOf(droppable), 1);
  }
  return shown.length === columns.length ? columns : shown;
}
