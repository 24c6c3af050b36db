/** A product's measurements as the service's market gives them: inches and pounds, or millimetres and kilograms. */
import type { UnitSystem } from '../../electron/shared/models/markets.js';
import { appIntl } from './intl.js';

const unitNames: Record<UnitSystem, { length: string; weight: string }> = {
  imperial: { length: 'in', weight: 'lb' },
  metric: { length: 'mm', weight: 'kg' },
};

/** "Finished size 210 × 297 mm, weight 0.22 kg." */
export function finishedSizeText(
  measurements: { readonly Width: number; readonly Length: number; readonly Weight: number },
  units: UnitSystem,
): string {
  const { length, weight } = unitNames[units];
  const [width, height, mass] = [measurements.Width, measurements.Length, measurements.Weight].map((value) =>
    appIntl().formatNumber(value, { maximumFractionDigits: 2 }),
  );
  return appIntl().formatMessage({ id: 'format.finishedSize' }, { width, height, length, mass, weight });
}
