/**
 * The print checks: a PDF's page facts, judged against a profile (and the product's trim size), as
 * findings with their pages and what was found in ids and numbers (finding-text.ts words them where
 * they are shown). Pure: the facts were read before.
 */
import { bleedSides, type PageBoxes } from '../pdf/page-boxes.js';
import type { PageFacts } from '../pdf/page-facts.js';
import type { PageOutcome } from '../pdf/read-facts.js';
import { CheckId, type Finding, type PageSizePt, type Severity } from '../shared/preflight/findings.js';
import type { Profile, TrimSize } from '../shared/preflight/profiles.js';

const mmPerPt = 25.4 / 72;
/** Measurements round-trip through points and decimals: a hair under the limit is at the limit. */
const slackMm = 0.05;

/** Every print check over the pages that could be read; the pages that could not are `broken`. */
export function checkPages(
  outcomes: readonly PageOutcome[],
  profile: Profile,
  trim: TrimSize | null,
): Finding[] {
  const pages = outcomes.flatMap((o) => (o.ok ? [o.facts] : []));
  const findings = [
    ...unreadablePages(outcomes, profile),
    ...fontsNotEmbedded(pages, profile),
    ...imageResolution(pages, profile),
    ...rgbColour(pages, profile),
    ...bleed(pages, profile),
    ...(trim ? pageSize(pages, profile, trim) : []),
    ...mixedPageSizes(pages, profile),
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

function unreadablePages(outcomes: readonly PageOutcome[], profile: Profile): Finding[] {
  const severity = profile.severities.broken;
  const bad = outcomes.flatMap((o) => (o.ok ? [] : [o]));
  if (!severity || bad.length === 0) return [];
  const pages = bad.map((o) => o.page);
  return [
    {
      check: 'broken',
      severity,
      pages,
      detail: bad[0]!.problem,
    },
  ];
}

function fontsNotEmbedded(pages: readonly PageFacts[], profile: Profile): Finding[] {
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
    font: name,
  }));
}

/** An image's effective resolution: the lower of its two directions. */
export const effectivePpi = (image: { xPpi: number; yPpi: number }): number =>
  Math.min(image.xPpi, image.yPpi);

function imageResolution(pages: readonly PageFacts[], profile: Profile): Finding[] {
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
      findings.push({
        check: 'image-resolution',
        severity: tier.severity,
        pages: on,
        lowestPpi: lowest,
        limitPpi: tier.below,
      });
    }
    floor = tier.below;
  }
  return findings;
}

function rgbColour(pages: readonly PageFacts[], profile: Profile): Finding[] {
  const severity = profile.severities['rgb-color'];
  if (!severity) return [];
  const withImages = new Set(
    pages.filter((p) => p.images.some((i) => !i.stencil && i.colour.family === 'rgb')).map((p) => p.page),
  );
  const withPaint = new Set(pages.filter((p) => p.rgbPaint).map((p) => p.page));
  const on = pages.map((p) => p.page).filter((n) => withImages.has(n) || withPaint.has(n));
  if (on.length === 0) return [];
  const seen =
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
      seen,
    },
  ];
}

/** The narrowest bleed of a page in millimetres: the bleed box (else the media box) beyond the trim. */
export function bleedMm(boxes: PageBoxes): number {
  return Math.min(...bleedSides(boxes)) * mmPerPt;
}

function bleed(pages: readonly PageFacts[], profile: Profile): Finding[] {
  const severity = profile.severities['no-bleed'];
  if (!severity) return [];
  const short = pages
    .map((p) => ({ page: p.page, mm: bleedMm(p.boxes) }))
    .filter(({ mm }) => mm < profile.minBleedMm - slackMm);
  if (short.length === 0) return [];
  const on = short.map((s) => s.page);
  const least = Math.min(...short.map((s) => s.mm));
  return [
    {
      check: 'no-bleed',
      severity,
      pages: on,
      leastMm: Number(least.toFixed(1)),
      minBleedMm: profile.minBleedMm,
    },
  ];
}

type Size = PageSizePt;

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

function pageSize(pages: readonly PageFacts[], profile: Profile, trim: TrimSize): Finding[] {
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
    size,
    product: trim,
  }));
}

function mixedPageSizes(pages: readonly PageFacts[], profile: Profile): Finding[] {
  const severity = profile.severities['mixed-page-sizes'];
  if (!severity) return [];
  const groups = groupBySize(pages, profile.sizeToleranceMm);
  if (groups.length < 2) return [];
  const [most, ...others] = [...groups].sort((a, b) => b.pages.length - a.pages.length);
  const on = others.flatMap((g) => g.pages).sort((a, b) => a - b);
  return [
    {
      check: 'mixed-page-sizes',
      severity,
      pages: on,
      sizes: [most!, ...others].map((g) => ({ size: g.size, pages: g.pages })),
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
