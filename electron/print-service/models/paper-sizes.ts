/**
 * The paper sizes PrintDesk names, in PDF points (1/72 in): the one table the preflight and the size
 * formatter (electron/i18n/sizes.ts) read. Environment-neutral.
 */
const paperSizes: ReadonlyArray<readonly [name: string, shortPt: number, longPt: number]> = [
  ['Letter', 612, 792],
  ['Legal', 612, 1008],
  ['Tabloid', 792, 1224],
  ['A3', 841.89, 1190.55],
  ['A4', 595.28, 841.89],
  ['A5', 419.53, 595.28],
];

/** The paper a page of this size is, portrait or landscape, within 2 pt; null for any other size. */
export function paperName(widthPt: number, heightPt: number): string | null {
  const [short, long] = widthPt < heightPt ? [widthPt, heightPt] : [heightPt, widthPt];
  const paper = paperSizes.find(([, w, h]) => Math.abs(w - short) < 2 && Math.abs(h - long) < 2);
  return paper ? paper[0] : null;
}
