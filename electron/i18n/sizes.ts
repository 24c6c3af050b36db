/**
 * A product's or a page's size in the buyer's units: the market's system first, with the paper's
 * name where the size is one the market names (shared/models/paper-sizes.ts, the one table),
 * and the other system after it: "210 × 297 mm (A4) · 8.27 × 11.69 in". Numbers in the app's locale.
 */
import type { UnitSystem } from '../shared/models/markets.js';
import { paperName } from '../shared/models/paper-sizes.js';
import type { TextIntl } from './intl.js';

type LengthUnit = 'pt' | 'mm' | 'in';

/** A width and a height, in one unit. */
export interface Size {
  readonly width: number;
  readonly height: number;
  readonly unit: LengthUnit;
}

const pointsPer: Readonly<Record<LengthUnit, number>> = { pt: 1, mm: 72 / 25.4, in: 72 };

/** A size in another unit. */
function convertSize(size: Size, unit: LengthUnit): Size {
  const factor = pointsPer[size.unit] / pointsPer[unit];
  return { width: size.width * factor, height: size.height * factor, unit };
}

/** "210 × 297 mm" or "8.27 × 11.69 in": millimetres to a tenth, inches to a hundredth. */
function inOneSystem(intl: TextIntl, size: Size, system: UnitSystem): string {
  const unit = system === 'metric' ? 'mm' : 'in';
  const { width, height } = convertSize(size, unit);
  const digits = unit === 'mm' ? 1 : 2;
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: digits });
  const values = { width: number(width), height: number(height) };
  return system === 'metric'
    ? intl.formatMessage({ id: 'format.size.metric' }, values)
    : intl.formatMessage({ id: 'format.size.imperial' }, values);
}

/** Both systems, the market's first and named by its paper where it is one. */
export function sizeText(intl: TextIntl, size: Size, system: UnitSystem): string {
  const inPoints = convertSize(size, 'pt');
  const paper = paperName(inPoints.width, inPoints.height, system);
  const primaryText = inOneSystem(intl, size, system);
  const primary = paper
    ? intl.formatMessage({ id: 'format.size.withPaper' }, { size: primaryText, paper })
    : primaryText;
  const secondary = inOneSystem(intl, size, system === 'metric' ? 'imperial' : 'metric');
  return intl.formatMessage({ id: 'format.size.both' }, { primary, secondary });
}

/** A size in a few words, for a list of them: the paper's name where the market names it, else "210 × 297 mm". */
export function shortSizeText(intl: TextIntl, size: Size, system: UnitSystem): string {
  const inPoints = convertSize(size, 'pt');
  return paperName(inPoints.width, inPoints.height, system) ?? inOneSystem(intl, size, system);
}
