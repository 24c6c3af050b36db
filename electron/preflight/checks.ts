/**
 * The print checks: a PDF's page facts, judged against a profile (and the product's trim size), as
 * findings with their pages and a sentence for the print buyer in the intl's language (the
 * `preflight` catalogue area; English is what `printdesk preflight --json` writes). Pure: the facts
 * were read before.
 */
import { englishIntl, type TextIntl } from '../i18n/intl.js';
import { bleedSides, type PageBoxes } from '../pdf/page-boxes.js';
import type { PageFacts } from '../pdf/page-facts.js';
import type { PageOutcome } from '../pdf/read-facts.js';
import { CheckId, formatPages, type Finding, type Severity } from './findings.js';
import type { Profile, TrimSize } from './profiles.js';

const mmPerPt = 25.4 / 72;
/** Measurements round-trip through points and decimals: a hair under the limit is at the limit. */
const slackMm = 0.05;

/** Every print check over the pages that could be read; the pages that could not are `broken`. */
export function checkPages(
  outcomes: readonly PageOutcome[],
  profile: Profile,
  trim: TrimSize | null,
  intl: TextIntl = englishIntl,
): Finding[] {
  const pages = outcomes.flatMap((o) => (o.ok ? [o.facts] : []));
  const findings = [
    ...unreadablePages(intl, outcomes, profile),
    ...fontsNotEmbedded(intl, pages, profile),
    ...imageResolution(intl, pages, profile),
    ...rgbColour(intl, pages, profile),
    ...bleed(intl, pages, profile),
    ...(trim ? pageSize(intl, pages, profile, trim) : []),
    ...mixedPageSizes(intl, pages, profile),
  ];
  return sortFindings(findings);
}

/** Errors first, then in the order of the checks. */
export function sortFindings(findings: Finding[]): Finding[] {
  const order = CheckId.options;
  return findings.sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      order.indexOf(a.check) - order.indexOf(b.check),
  );
}

/** The plural's count and the pages written compactly, the arguments every page sentence takes. */
const pagesValues = (pages: readonly number[]) => ({
  count: new Set(pages).size,
  pages: formatPages(pages),
});

function unreadablePages(intl: TextIntl, outcomes: readonly PageOutcome[], profile: Profile): Finding[] {
  const severity = profile.severities.broken;
  const bad = outcomes.flatMap((o) => (o.ok ? [] : [o]));
  if (!severity || bad.length === 0) return [];
  const pages = bad.map((o) => o.page);
  return [
    {
      check: 'broken',
      severity,
      pages,
      message: intl.formatMessage(
        { id: 'preflight.broken' },
        { ...pagesValues(pages), problem: bad[0]!.problem },
      ),
    },
  ];
}

function fontsNotEmbedded(intl: TextIntl, pages: readonly PageFacts[], profile: Profile): Finding[] {
  const severity = profile.severities['font-not-embedded'];
  if (!severity) return [];
  const byName = new Map<string, number[]>();
  for (const page of pages)
    for (const font of page.fonts)
      if (!font.embedded) {
        const list = byName.get(font.name) ?? [];
        if (list[list.length - 1] !== page.page) list.push(page.page);
        byName.set(font.name, list);
      }
  return [...byName].map(([name, on]) => ({
    check: 'font-not-embedded',
    severity,
    pages: on,
    message: intl.formatMessage({ id: 'preflight.fontNotEmbedded' }, { ...pagesValues(on), font: name }),
  }));
}

/** An image's effective resolution: the lower of its two directions. */
export const effectivePpi = (image: { xPpi: number; yPpi: number }): number =>
  Math.min(image.xPpi, image.yPpi);

function imageResolution(intl: TextIntl, pages: readonly PageFacts[], profile: Profile): Finding[] {
  const limits = profile.imageResolution;
  if (!limits) return [];
  const tiers: { severity: Severity; below: number }[] = [{ severity: 'error', below: limits.errorBelowPpi }];
  if (limits.warningBelowPpi !== null) tiers.push({ severity: 'warning', below: limits.warningBelowPpi });
  const findings: Finding[] = [];
  let floor = 0;
  for (const tier of tiers) {
    const low = pages
      .map((page) => ({
        page: page.page,
        ppi: Math.min(
          ...page.images
            .filter((i) => !i.stencil)
            .map(effectivePpi)
            .filter((p) => p >= floor),
        ),
      }))
      .filter(({ ppi }) => ppi < tier.below);
    if (low.length > 0) {
      const lowest = Math.round(Math.min(...low.map((l) => l.ppi)));
      const on = low.map((l) => l.page);
      const values = { ...pagesValues(on), lowest, limit: tier.below };
      findings.push({
        check: 'image-resolution',
        severity: tier.severity,
        pages: on,
        message:
          tier.severity === 'error'
            ? intl.formatMessage({ id: 'preflight.imageResolution.error' }, values)
            : intl.formatMessage({ id: 'preflight.imageResolution.warning' }, values),
      });
    }
    floor = tier.below;
  }
  return findings;
}

function rgbColour(intl: TextIntl, pages: readonly PageFacts[], profile: Profile): Finding[] {
  const severity = profile.severities['rgb-color'];
  if (!severity) return [];
  const withImages = new Set(
    pages.filter((p) => p.images.some((i) => !i.stencil && i.colour.family === 'rgb')).map((p) => p.page),
  );
  const withPaint = new Set(pages.filter((p) => p.rgbPaint).map((p) => p.page));
  const on = pages.map((p) => p.page).filter((n) => withImages.has(n) || withPaint.has(n));
  if (on.length === 0) return [];
  const what =
    withImages.size > 0 && withPaint.size > 0
      ? 'both'
      : withImages.size > 0
        ? withImages.size === 1 && on.length === 1
          ? 'image'
          : 'images'
        : 'paint';
  return [
    {
      check: 'rgb-color',
      severity,
      pages: on,
      message: intl.formatMessage({ id: 'preflight.rgbColour' }, { ...pagesValues(on), what }),
    },
  ];
}

/** The narrowest bleed of a page in millimetres: the bleed box (else the media box) beyond the trim. */
export function bleedMm(boxes: PageBoxes): number {
  return Math.min(...bleedSides(boxes)) * mmPerPt;
}

function bleed(intl: TextIntl, pages: readonly PageFacts[], profile: Profile): Finding[] {
  const severity = profile.severities['no-bleed'];
  if (!severity) return [];
  const short = pages
    .map((p) => ({ page: p.page, mm: bleedMm(p.boxes) }))
    .filter(({ mm }) => mm < profile.minBleedMm - slackMm);
  if (short.length === 0) return [];
  const on = short.map((s) => s.page);
  const least = Math.min(...short.map((s) => s.mm));
  const none = least < 0.05;
  const values = {
    ...pagesValues(on),
    none: none ? 'yes' : 'no',
    least: intl.formatNumber(Number(least.toFixed(1))),
    minBleed: intl.formatNumber(profile.minBleedMm),
  };
  return [
    {
      check: 'no-bleed',
      severity,
      pages: on,
      message: intl.formatMessage({ id: 'preflight.bleed' }, values),
    },
  ];
}

interface Size {
  readonly widthPt: number;
  readonly heightPt: number;
}

const trimOf = (page: PageFacts): Size => ({
  widthPt: page.boxes.trim.x1 - page.boxes.trim.x0,
  heightPt: page.boxes.trim.y1 - page.boxes.trim.y0,
});

/** Same size within the tolerance, in either orientation. */
function sameSize(a: Size, b: Size, toleranceMm: number): boolean {
  const tol = toleranceMm / mmPerPt + 1e-6;
  const close = (x: number, y: number) => Math.abs(x - y) <= tol;
  return (
    (close(a.widthPt, b.widthPt) && close(a.heightPt, b.heightPt)) ||
    (close(a.widthPt, b.heightPt) && close(a.heightPt, b.widthPt))
  );
}

function pageSize(intl: TextIntl, pages: readonly PageFacts[], profile: Profile, trim: TrimSize): Finding[] {
  const severity = profile.severities['page-size'];
  if (!severity) return [];
  const groups = groupBySize(
    pages.filter((p) => !sameSize(trimOf(p), trim, profile.sizeToleranceMm)),
    profile.sizeToleranceMm,
  );
  return groups.map(({ size, pages: on }) => ({
    check: 'page-size',
    severity,
    pages: on,
    message: intl.formatMessage(
      { id: 'preflight.pageSize' },
      {
        ...pagesValues(on),
        size: describeSize(intl, size, trim.unit),
        product: describeSize(intl, trim, trim.unit),
      },
    ),
  }));
}

function mixedPageSizes(intl: TextIntl, pages: readonly PageFacts[], profile: Profile): Finding[] {
  const severity = profile.severities['mixed-page-sizes'];
  if (!severity) return [];
  const groups = groupBySize(pages, profile.sizeToleranceMm);
  if (groups.length < 2) return [];
  const [most, ...others] = [...groups].sort((a, b) => b.pages.length - a.pages.length);
  const on = others.flatMap((g) => g.pages).sort((a, b) => a - b);
  const parts = [most!, ...others].map((g) =>
    intl.formatMessage(
      { id: 'preflight.mixedPageSizes.part' },
      { ...pagesValues(g.pages), size: describeSize(intl, g.size, 'mm') },
    ),
  );
  return [
    {
      check: 'mixed-page-sizes',
      severity,
      pages: on,
      message: intl.formatMessage(
        { id: 'preflight.mixedPageSizes' },
        { sizes: groups.length, parts: parts.join('; ') },
      ),
    },
  ];
}

function groupBySize(pages: readonly PageFacts[], toleranceMm: number): { size: Size; pages: number[] }[] {
  const groups: { size: Size; pages: number[] }[] = [];
  for (const page of pages) {
    const size = trimOf(page);
    const group = groups.find((g) => sameSize(g.size, size, toleranceMm));
    if (group) group.pages.push(page.page);
    else groups.push({ size, pages: [page.page] });
  }
  return groups;
}

/**
 * "8.5 × 11 in (216 × 279 mm)" or "210 × 297 mm": whole millimetres, inches to a hundredth, in the
 * size words of electron/i18n/sizes.ts (`format.size.*`); no grouping, as the English always was.
 */
export function describeSize(intl: TextIntl, size: Size, unit: 'in' | 'mm'): string {
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
