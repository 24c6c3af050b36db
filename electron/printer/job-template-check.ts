/**
 * The job template attributes of a Print-Job, Validate-Job or Create-Job checked against what the
 * printer supports (printer-attributes.ts). What it does not support goes back in the unsupported
 * group: the job is refused when the client asked for fidelity, otherwise taken without it
 * (RFC 8011 §4.1.7). `page-ranges` is the one the printer acts on: the print file gets those pages.
 */
import type { IppAttribute, IppValue, Range, Resolution } from './ipp-codec.js';
import { Tag, isName } from './ipp-constants.js';
import { jobTemplate, rasterResolutions } from './printer-attributes.js';

type Check = (value: IppValue) => boolean;

const keywordIn =
  (allowed: readonly string[]): Check =>
  (v) =>
    (v.tag === Tag.keyword || isName(v.tag)) && allowed.includes(v.data as string);
const enumIn =
  (allowed: readonly number[]): Check =>
  (v) =>
    v.tag === Tag.enum && allowed.includes(v.data as number);
const anyCollection: Check = (v) => v.tag === Tag.begCollection;

/** Each job template attribute the printer knows, with the check of one of its values. */
const checks: Record<string, { check: Check; many?: boolean }> = {
  copies: {
    check: (v) =>
      v.tag === Tag.integer &&
      (v.data as number) >= jobTemplate.copies.lower &&
      (v.data as number) <= jobTemplate.copies.upper,
  },
  finishings: { check: enumIn(jobTemplate.finishings), many: true },
  media: { check: keywordIn(jobTemplate.media) },
  // Any size is printed as the document's pages are: a media-col is taken whatever its size.
  'media-col': { check: anyCollection },
  'multiple-document-handling': { check: keywordIn(jobTemplate['multiple-document-handling']) },
  'orientation-requested': { check: enumIn(jobTemplate['orientation-requested']) },
  'output-bin': { check: keywordIn(jobTemplate['output-bin']) },
  overrides: { check: anyCollection, many: true },
  'page-ranges': {
    check: (v) => {
      const r = v.data as Range;
      return v.tag === Tag.rangeOfInteger && r.lower >= 1 && r.lower <= r.upper;
    },
    many: true,
  },
  'print-color-mode': { check: keywordIn(jobTemplate['print-color-mode']) },
  'print-content-optimize': { check: keywordIn(jobTemplate['print-content-optimize']) },
  'print-quality': { check: enumIn(jobTemplate['print-quality']) },
  'print-rendering-intent': { check: keywordIn(jobTemplate['print-rendering-intent']) },
  'printer-resolution': {
    check: (v) => {
      const r = v.data as Resolution;
      return (
        v.tag === Tag.resolution &&
        r.units === 3 &&
        r.x === r.y &&
        (rasterResolutions as readonly number[]).includes(r.x)
      );
    },
  },
  sides: { check: keywordIn(jobTemplate.sides) },
  'job-sheets': { check: keywordIn(jobTemplate['job-sheets']) },
};

export interface TemplateCheck {
  /** The attributes (or values) not supported, for the response's unsupported group. */
  readonly unsupported: IppAttribute[];
  /** The pages asked for (empty: all). */
  readonly pageRanges: Range[];
}

export function checkJobTemplate(attributes: readonly IppAttribute[]): TemplateCheck {
  const unsupported: IppAttribute[] = [];
  let pageRanges: Range[] = [];
  for (const attribute of attributes) {
    const known = checks[attribute.name];
    const fits =
      known !== undefined &&
      (known.many || attribute.values.length === 1) &&
      attribute.values.every((v) => known.check(v));
    if (!fits) {
      unsupported.push(attribute);
      continue;
    }
    if (attribute.name === 'page-ranges') pageRanges = attribute.values.map((v) => v.data as Range);
  }
  return { unsupported, pageRanges };
}
