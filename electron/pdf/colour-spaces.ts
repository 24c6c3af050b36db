/**
 * What a colour space is (ISO 32000-1 § 8.6), as Poppler's `pdfimages -list` names it (`space`) and
 * as the press sees it (`family`): an ICC-based space is the family its number of components says, an
 * indexed one the family of its base, a separation or DeviceN a spot colour.
 */
import type { PdfFile } from './document.js';
import { isDict, PdfStream, type PdfDict, type PdfValue } from './syntax.js';

export type ColourSpaceName =
  'gray' | 'rgb' | 'cmyk' | 'icc' | 'index' | 'sep' | 'devn' | 'lab' | 'pattern' | 'unknown';
export type ColourFamily = 'gray' | 'rgb' | 'cmyk' | 'lab' | 'spot' | 'pattern' | 'unknown';

export interface ColourSpace {
  readonly space: ColourSpaceName;
  readonly family: ColourFamily;
}

const device: Record<string, ColourSpace> = {
  DeviceGray: { space: 'gray', family: 'gray' },
  G: { space: 'gray', family: 'gray' },
  CalGray: { space: 'gray', family: 'gray' },
  DeviceRGB: { space: 'rgb', family: 'rgb' },
  RGB: { space: 'rgb', family: 'rgb' },
  CalRGB: { space: 'rgb', family: 'rgb' },
  DeviceCMYK: { space: 'cmyk', family: 'cmyk' },
  CMYK: { space: 'cmyk', family: 'cmyk' },
  Lab: { space: 'lab', family: 'lab' },
  Pattern: { space: 'pattern', family: 'pattern' },
};

export const unknownSpace: ColourSpace = { space: 'unknown', family: 'unknown' };
export const graySpace = device.DeviceGray!;
export const rgbSpace = device.DeviceRGB!;
export const cmykSpace = device.DeviceCMYK!;

/**
 * Classifies a colour space: a name of a device space, a name in the resources' ColorSpace
 * dictionary (`named`), or an array. Unknown when it cannot be told.
 */
export function classifyColourSpace(
  pdf: PdfFile,
  value: PdfValue | undefined,
  resources: PdfDict | undefined,
  depth = 0,
): ColourSpace {
  const cs = pdf.resolve(value);
  if (depth > 8 || cs === undefined || cs === null) return unknownSpace;
  if (typeof cs === 'string') {
    const known = device[cs];
    if (known) return known;
    const named = pdf.dict(resources?.get('ColorSpace'))?.get(cs);
    return named === undefined ? unknownSpace : classifyColourSpace(pdf, named, undefined, depth + 1);
  }
  if (!Array.isArray(cs) || cs.length === 0) return unknownSpace;
  const kind = pdf.resolve(cs[0]);
  switch (kind) {
    case 'ICCBased': {
      const profile = pdf.resolve(cs[1]);
      const dict = profile instanceof PdfStream ? profile.dict : isDict(profile) ? profile : undefined;
      const n = pdf.resolve(dict?.get('N'));
      const family: ColourFamily =
        n === 1
          ? 'gray'
          : n === 3
            ? 'rgb'
            : n === 4
              ? 'cmyk'
              : classifyColourSpace(pdf, dict?.get('Alternate'), undefined, depth + 1).family;
      return { space: 'icc', family };
    }
    case 'Indexed':
    case 'I':
      return { space: 'index', family: classifyColourSpace(pdf, cs[1], resources, depth + 1).family };
    case 'Separation':
      return { space: 'sep', family: 'spot' };
    case 'DeviceN':
      return { space: 'devn', family: 'spot' };
    case 'Pattern':
      return device.Pattern!;
    default:
      return typeof kind === 'string' ? (device[kind] ?? unknownSpace) : unknownSpace;
  }
}
