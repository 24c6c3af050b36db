import { describe, expect, it } from 'vitest';
import type { PageBoxes } from '../pdf/page-boxes.js';
import type { PageFacts } from '../pdf/page-facts.js';
import { bleedMm, checkPages } from './checks.js';
import { formatPages } from '../shared/preflight/findings.js';
import { createAppIntl, englishIntl } from '../i18n/intl.js';
import { findingText } from '../i18n/finding-text.js';
import { parseTrimSize, profiles } from '../shared/preflight/profiles.js';
import { preflightReportText } from '../i18n/report-text.js';

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });

function boxes(trim = box(9, 9, 621, 801), outer = box(0, 0, 630, 810), bleedGiven = true): PageBoxes {
  return { media: outer, crop: outer, bleed: outer, trim, art: outer, bleedGiven, trimGiven: true };
}

function page(n: number, extra: Partial<PageFacts> = {}): PageFacts {
  return { page: n, rotate: 0, boxes: boxes(), fonts: [], images: [], rgbPaint: false, ...extra };
}

const ok = (facts: PageFacts) => ({ ok: true as const, facts });
const image = (xPpi: number, yPpi = xPpi, family: 'rgb' | 'cmyk' = 'cmyk') => ({
  widthPx: 100,
  heightPx: 100,
  xPpi,
  yPpi,
  colour: { space: family, family },
  stencil: false,
  inline: false,
});

describe('pages in a sentence', () => {
  it('lists runs compactly', () => {
    expect(formatPages([7, 1, 2, 3, 4, 9, 10])).toBe('1–4, 7, 9–10');
  });
});

describe('the product trim size', () => {
  it('reads inches and millimetres, either separator', () => {
    expect(parseTrimSize('8.5x11in')).toEqual({ widthPt: 612, heightPt: 792, unit: 'in' });
    expect(parseTrimSize('210 × 297 mm')!.widthPt).toBeCloseTo(595.28, 2);
    expect(parseTrimSize('A4')).toBeNull();
    expect(parseTrimSize('0x11in')).toBeNull();
  });
});

describe('the checks', () => {
  it('measure bleed on the narrowest side, from the media box when no bleed box is given', () => {
    expect(bleedMm(boxes())).toBeCloseTo(3.175, 3);
    expect(bleedMm(boxes(box(9, 9, 621, 801), box(0, 0, 630, 805)))).toBeCloseTo((4 * 25.4) / 72, 3);
    expect(bleedMm(boxes(box(0, 0, 612, 792), box(0, 0, 612, 792), false))).toBe(0);
  });

  it('grade image resolution by the profile: the lower direction decides', () => {
    const pages = [
      page(1, { images: [image(100, 400)] }),
      page(2, { images: [image(200)] }),
      page(3, { images: [image(260)] }),
    ];
    const standard = checkPages(pages.map(ok), profiles.standard, null);
    expect(standard.map((f) => [f.check, f.severity, f.pages])).toEqual([
      ['image-resolution', 'error', [1]],
      ['image-resolution', 'warning', [2]],
    ]);
    expect(checkPages(pages.map(ok), profiles.strict, null).map((f) => [f.severity, f.pages])).toEqual([
      ['error', [1, 2, 3]],
    ]);
    expect(checkPages(pages.map(ok), profiles.off, null)).toEqual([]);
  });

  it('name each missing font once, with every page that uses it', () => {
    const helvetica = { name: 'Helvetica', type: 'Type1', embedded: false, objectNumber: 3 };
    const findings = checkPages(
      [1, 2, 3, 5].map((n) => ok(page(n, { fonts: n === 3 ? [] : [helvetica] }))),
      profiles.standard,
      null,
    );
    expect(findings).toEqual([
      { check: 'font-not-embedded', severity: 'error', pages: [1, 2, 5], font: 'Helvetica' },
    ]);
    expect(findingText(englishIntl, findings[0]!)).toBe(
      'Pages 1–2, 5 use the font Helvetica, which is not in the file: the printer will substitute another.',
    );
  });

  it('accept either orientation and 1 mm for the page size, and find mixed sizes', () => {
    const landscape = page(2, { boxes: boxes(box(0, 0, 792.5, 612), box(-9, -9, 801.5, 621)) });
    const legal = page(3, { boxes: boxes(box(0, 0, 612, 1008), box(-9, -9, 621, 1017)) });
    const findings = checkPages(
      [page(1), landscape, legal].map(ok),
      profiles.standard,
      parseTrimSize('8.5x11in'),
    );
    expect(findings.map((f) => [f.check, f.pages])).toEqual([
      ['page-size', [3]],
      ['mixed-page-sizes', [3]],
    ]);
    expect(findingText(englishIntl, findings[0]!)).toBe(
      'Page 3 is 8.5 × 14 in (216 × 356 mm), but the product is 8.5 × 11 in (216 × 279 mm): it will be scaled or cropped to fit.',
    );
  });

  it('are worded in the language of the intl and the unit they are given', () => {
    const landscape = page(2, { boxes: boxes(box(0, 0, 792.5, 612), box(-9, -9, 801.5, 621)) });
    const legal = page(3, { boxes: boxes(box(0, 0, 612, 1008), box(-9, -9, 621, 1017)) });
    const pages = [page(1), landscape, legal].map(ok);
    const trim = parseTrimSize('8.5x11in');
    const findings = checkPages(pages, profiles.standard, trim);
    const english = findings.map((f) => findingText(englishIntl, f));
    expect(english[1]).toBe(
      'The pages come in 2 sizes (pages 1–2 are 216 × 279 mm; page 3 is 216 × 356 mm): check that this is meant, as one product has one size.',
    );
    const german = findings.map((f) => findingText(createAppIntl('de'), f));
    expect(german).toEqual([
      'Seite 3 hat das Format 8,5 × 14 in (216 × 356 mm), das Produkt aber 8,5 × 11 in (216 × 279 mm): Sie wird skaliert oder beschnitten.',
      'Die Seiten haben 2 verschiedene Formate (Seiten 1–2 haben 216 × 279 mm; Seite 3 hat 216 × 356 mm): Prüfen Sie, ob das so gewollt ist, denn ein Produkt hat ein Format.',
    ]);
    // In a metric market the sizes are millimetres only.
    expect(findingText(createAppIntl('de'), findings[0]!, 'mm')).toBe(
      'Seite 3 hat das Format 216 × 356 mm, das Produkt aber 216 × 279 mm: Sie wird skaliert oder beschnitten.',
    );
  });

  it('report a page that cannot be read as broken, and still check the others', () => {
    const findings = checkPages(
      [ok(page(1, { rgbPaint: true })), { ok: false, page: 2, problem: 'object 9 is missing' }],
      profiles.standard,
      null,
    );
    expect(findings.map((f) => [f.check, f.severity, f.pages])).toEqual([
      ['broken', 'error', [2]],
      ['rgb-color', 'warning', [1]],
    ]);
  });
});

describe('the report text', () => {
  it('gives the counts, then each finding with its pages', () => {
    const text = preflightReportText(
      {
        file: 'flyer.pdf',
        pages: 4,
        findings: [
          { check: 'no-bleed', severity: 'warning', pages: [1, 2, 3, 4], leastMm: 0, minBleedMm: 3 },
          { check: 'empty', severity: 'error', pages: [] },
        ],
      },
      'standard',
    );
    expect(text).toBe(
      'Preflight of flyer.pdf (standard profile)\n  4 pages; 1 error, 1 warning\n  WARNING no-bleed (pages 1–4)\n    Pages 1–4 have no bleed: artwork that reaches the edge needs 3 mm (0.125 in) beyond the trim on every side, or a white edge may show after cutting.\n  ERROR empty\n    The file is empty: there is nothing to print.\n',
    );
    expect(
      preflightReportText(
        { file: 'x.pdf', pages: 0, findings: [], error: 'There is no such file.' },
        'strict',
      ),
    ).toBe('Preflight of x.pdf (strict profile)\n  Not checked: There is no such file.\n');
  });
});
