/**
 * A finding in a sentence for the print buyer, in the intl's language (the `preflight` catalogue
 * area): where it is shown, in the window's language, the report's or the command line's. Sizes are
 * given in the unit asked for (the market's), else as the command line always wrote them: a page
 * size in the product's unit, mixed sizes in millimetres. Environment-neutral.
 */
import type { TextIntl } from './intl.js';
import { formatPages, type Finding, type PageSizePt } from '../shared/preflight/findings.js';

const mmPerPt = 25.4 / 72;

export type LengthUnit = 'in' | 'mm';

/** The plural's count and the pages written compactly, the arguments every page sentence takes. */
const pagesValues = (pages: readonly number[]) => ({
  count: new Set(pages).size,
  pages: formatPages(pages),
});

/**
 * "8.5 × 11 in (216 × 279 mm)" or "210 × 297 mm": whole millimetres, inches to a hundredth, in the
 * size words of electron/i18n/sizes.ts (`format.size.*`); no grouping, as the English always was.
 */
export function describeSize(intl: TextIntl, size: PageSizePt, unit: LengthUnit): string {
  const number = (value: number) => intl.formatNumber(value, { useGrouping: false });
  const mm = intl.formatMessage(
    { id: 'format.size.metric' },
    {
      width: number(Math.round(size.widthPt * mmPerPt)),
      height: number(Math.round(size.heightPt * mmPerPt)),
    },
  );
  if (unit === 'mm') return mm;
  const inches = (pt: number) => number(Number((pt / 72).toFixed(2)));
  const inchesText = intl.formatMessage(
    { id: 'format.size.imperial' },
    { width: inches(size.widthPt), height: inches(size.heightPt) },
  );
  return intl.formatMessage({ id: 'preflight.size.inchesAndMm' }, { inches: inchesText, mm });
}

/** The finding's sentence; `unit`: the buyer's unit for the sizes it names. */
export function findingText(intl: TextIntl, finding: Finding, unit?: LengthUnit): string {
  const say = intl.formatMessage;
  const pages = pagesValues(finding.pages);
  switch (finding.check) {
    case 'font-not-embedded':
      return say({ id: 'preflight.fontNotEmbedded' }, { ...pages, font: finding.font });
    case 'image-resolution': {
      const values = { ...pages, lowest: finding.lowestPpi, limit: finding.limitPpi };
      return finding.severity === 'error'
        ? say({ id: 'preflight.imageResolution.error' }, values)
        : say({ id: 'preflight.imageResolution.warning' }, values);
    }
    case 'rgb-color':
      return say({ id: 'preflight.rgbColour' }, { ...pages, what: finding.seen });
    case 'no-bleed':
      return say(
        { id: 'preflight.bleed' },
        {
          ...pages,
          none: finding.leastMm === 0 ? 'yes' : 'no',
          least: intl.formatNumber(finding.leastMm),
          minBleed: intl.formatNumber(finding.minBleedMm),
        },
      );
    case 'page-size': {
      const shown = unit ?? finding.product.unit;
      return say(
        { id: 'preflight.pageSize' },
        {
          ...pages,
          size: describeSize(intl, finding.size, shown),
          product: describeSize(intl, finding.product, shown),
        },
      );
    }
    case 'mixed-page-sizes': {
      const parts = finding.sizes.map((group) =>
        say(
          { id: 'preflight.mixedPageSizes.part' },
          { ...pagesValues(group.pages), size: describeSize(intl, group.size, unit ?? 'mm') },
        ),
      );
      return say(
        { id: 'preflight.mixedPageSizes' },
        { sizes: finding.sizes.length, parts: parts.join('; ') },
      );
    }
    case 'broken':
      return finding.pages.length > 0
        ? say({ id: 'preflight.broken' }, { ...pages, problem: finding.detail })
        : say({ id: 'preflight.file.damaged' }, { detail: finding.detail });
    case 'empty':
      return say({ id: 'preflight.file.empty' });
    case 'encrypted':
      return say({ id: 'preflight.file.encrypted' });
    case 'not-pdf':
      return say({ id: 'preflight.file.notPdf' });
  }
}
