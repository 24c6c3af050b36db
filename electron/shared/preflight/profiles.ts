/**
 * Preflight profiles: how strict the checks are. `standard` and `strict` as the print-buyer issue
 * sets them, `off` for no checks at all. Also the product's trim size, as `--trim 8.5x11in` or
 * `210x297mm` gives it. Environment-neutral (zod only): a hot-folder link or an upload picks a
 * profile by name.
 */
import { z } from 'zod';
import type { CheckId, Severity } from './findings.js';

export const ProfileName = z.enum(['standard', 'strict', 'off']);
export type ProfileName = z.infer<typeof ProfileName>;

export interface Profile {
  readonly name: ProfileName;
  /** Each check's severity; null: not checked. (image-resolution's come from its thresholds.) */
  readonly severities: Readonly<Record<Exclude<CheckId, 'image-resolution'>, Severity | null>>;
  /** Images under `errorBelowPpi` are errors, under `warningBelowPpi` warnings; null: none. */
  readonly imageResolution: {
    readonly errorBelowPpi: number;
    readonly warningBelowPpi: number | null;
  } | null;
  /** Bleed this wide beyond the trim on every side is enough (3 mm; the US 0.125 in is 3.175 mm). */
  readonly minBleedMm: number;
  /** A trim size this close to the product's is the product's. */
  readonly sizeToleranceMm: number;
}

const fileChecks = { empty: 'error', encrypted: 'error', broken: 'error', 'not-pdf': 'error' } as const;

export const profiles: Readonly<Record<ProfileName, Profile>> = {
  standard: {
    name: 'standard',
    severities: {
      ...fileChecks,
      'font-not-embedded': 'error',
      'rgb-color': 'warning',
      'no-bleed': 'warning',
      'page-size': 'error',
      'mixed-page-sizes': 'warning',
    },
    imageResolution: { errorBelowPpi: 150, warningBelowPpi: 250 },
    minBleedMm: 3,
    sizeToleranceMm: 1,
  },
  strict: {
    name: 'strict',
    severities: {
      ...fileChecks,
      'font-not-embedded': 'error',
      'rgb-color': 'error',
      'no-bleed': 'error',
      'page-size': 'error',
      'mixed-page-sizes': 'warning',
    },
    imageResolution: { errorBelowPpi: 300, warningBelowPpi: null },
    minBleedMm: 3,
    sizeToleranceMm: 1,
  },
  off: {
    name: 'off',
    severities: {
      empty: null,
      encrypted: null,
      broken: null,
      'not-pdf': null,
      'font-not-embedded': null,
      'rgb-color': null,
      'no-bleed': null,
      'page-size': null,
      'mixed-page-sizes': null,
    },
    imageResolution: null,
    minBleedMm: 3,
    sizeToleranceMm: 1,
  },
};

/** The product's trim size in points, and the unit it was given in (for messages). */
export const TrimSize = z.strictObject({
  widthPt: z.number().positive(),
  heightPt: z.number().positive(),
  unit: z.enum(['in', 'mm']),
});
export type TrimSize = z.infer<typeof TrimSize>;

/** "8.5x11in" or "210x297mm" (× or x, spaces allowed); null when it is neither. */
export function parseTrimSize(text: string): TrimSize | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(in|mm)\s*$/i.exec(text);
  if (!match) return null;
  const unit = match[3]!.toLowerCase() as 'in' | 'mm';
  const toPt = unit === 'in' ? 72 : 72 / 25.4;
  const width = Number(match[1]) * toPt;
  const height = Number(match[2]) * toPt;
  return width > 0 && height > 0 ? { widthPt: width, heightPt: height, unit } : null;
}
