/**
 * The paper sizes PrintDesk names, in PDF points (1/72 in): the one table the preflight and the size
 * formatter (electron/i18n/sizes.ts) read, each with the paper family it belongs to. Environment-neutral.
 */
import type { UnitSystem } from './markets.js';

/** ISO 216 (A sizes), the paper of metric markets, or the North American sizes. */
export type PaperFamily = 'iso' | 'us';

const paperSizes: ReadonlyArray<readonly [name: string, shortPt: number, longPt: number, PaperFamily]> = [
  ['Letter', 612, 792, 'us'],
  ['Legal', 612, 1008, 'us'],
  ['Tabloid', 792, 1224, 'us'],
  ['A3', 841.89, 1190.55, 'iso'],
  ['A4', 595.28, 841.89, 'iso'],
  ['A5', 419.53, 595.28, 'iso'],
];

/**
 * The papers a market's buyers know by name: a metric market's are the A sizes (a German buyer's
 * paper has no "Letter"); the US market knows its own and the A sizes.
 */
const namedIn: Readonly<Record<UnitSystem, readonly PaperFamily[]>> = {
  metric: ['iso'],
  imperial: ['us', 'iso'],
};

/**
 * The paper a page of this size is, portrait or landscape, within 2 pt; null for any other size.
 * `system`: only the papers that market names (any paper without it).
 */
export function paperName(widthPt: number, heightPt: number, system?: UnitSystem): string | null {
  const [short, long] = widthPt < heightPt ? [widthPt, heightPt] : [heightPt, widthPt];
  const paper = paperSizes.find(
    ([, w, h, family]) =>
      Math.abs(w - short) < 2 && Math.abs(h - long) < 2 && (!system || namedIn[system].includes(family)),
  );
  return paper ? paper[0] : null;
}
