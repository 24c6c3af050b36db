/**
 * Every check's facts against Poppler's on the same files: the repository's sample PDFs, the PDFs
 * with one defect each, and the real-world corpus where PRINTDESK_FIXTURES has it. Poppler's answers
 * decide: page boxes (`pdfinfo -box`: bleed, trim size, mixed sizes), fonts (`pdffonts`: embedded or
 * not), images (`pdfimages -list`: pixels, resolution, colour). At the end one line per check says
 * on how many pages or fonts the two agreed.
 *
 * Where we differ from Poppler on purpose: pdffonts lists every font in the pages' resources; we
 * report the fonts the pages show text in, so each of ours must be one of Poppler's (same object,
 * same embedded flag), not the other way round.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printFile, printFilesManifest, skipWithoutPrintFiles } from '../../test/print-files.js';
import { samplePdf } from '../../test/sample-pdfs.js';
import type { Box } from '../pdf/page-boxes.js';
import { readFactsOfPages } from '../pdf/read-facts.js';
import type { PageFacts } from '../pdf/page-facts.js';
import { bleedMm, effectivePpi } from './checks.js';
import { defectPdfs, makeDefectPdfs } from './test-support/defect-pdfs.js';
import {
  pdffonts,
  pdfimagesList,
  pdfinfoPages,
  type PopplerImage,
  type PopplerPage,
} from './test-support/poppler.js';

const mmPerPt = 25.4 / 72;
const letter = { widthPt: 612, heightPt: 792 };

/** Agreements per check: [agreed, compared]. */
const tally = new Map<string, [number, number]>();
function count(check: string, agreed: boolean): void {
  const t = tally.get(check) ?? [0, 0];
  tally.set(check, [t[0] + (agreed ? 1 : 0), t[1] + 1]);
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-ground-truth-'));
  await makeDefectPdfs(dir);
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  console.log(
    [...tally]
      .map(
        ([check, [agreed, compared]]) =>
          `ground truth: ${check} agreed with Poppler on ${agreed} of ${compared}`,
      )
      .join('\n'),
  );
});

const near = (a: Box, b: Box) =>
  Math.max(Math.abs(a.x0 - b.x0), Math.abs(a.y0 - b.y0), Math.abs(a.x1 - b.x1), Math.abs(a.y1 - b.y1)) < 0.01;
const sameBox = (a: Box, b: Box) => near(a, b);

/** The bleed Poppler's boxes give, by our rule: a bleed box given (differing from the crop box), else the media box. */
function popplerBleedMm(p: PopplerPage): number {
  const outer = sameBox(p.bleed, p.crop) ? p.media : p.bleed;
  return (
    Math.max(
      0,
      Math.min(p.trim.x0 - outer.x0, p.trim.y0 - outer.y0, outer.x1 - p.trim.x1, outer.y1 - p.trim.y1),
    ) * mmPerPt
  );
}

function isLetter(box: Box): boolean {
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const tol = 1 / mmPerPt;
  return (
    (Math.abs(w - letter.widthPt) <= tol && Math.abs(h - letter.heightPt) <= tol) ||
    (Math.abs(h - letter.widthPt) <= tol && Math.abs(w - letter.heightPt) <= tol)
  );
}

/** Poppler's colour column for an image of ours (an ICC image's family is checked through its components). */
function sameColour(ours: PageFacts['images'][number], theirs: PopplerImage): boolean {
  if (ours.stencil) return theirs.type === 'stencil';
  if (ours.colour.space !== theirs.color) return false;
  if (theirs.color !== 'icc') return true;
  return (
    ours.colour.family === ({ 1: 'gray', 3: 'rgb', 4: 'cmyk' } as Record<number, string>)[theirs.components]
  );
}

const tier = (ppi: number) => (ppi < 150 ? 'error' : ppi < 250 ? 'warning' : 'fine');

/** Compares one file's facts with Poppler's, counting each check's agreements; returns the disagreements. */
function compareWithPoppler(file: string): string[] {
  const problems: string[] = [];
  const { pageCount, pages: outcomes } = readFactsOfPages(file, 1, Number.MAX_SAFE_INTEGER);
  const pages = outcomes.map((o) => {
    if (!o.ok) throw new Error(`${file}: page ${o.page} could not be read: ${o.problem}`);
    return o.facts;
  });
  const poppler = pdfinfoPages(file, pageCount);
  expect(pages.length, file).toBe(poppler.length);
  const popplerImages = pdfimagesList(file).filter((i) => i.type === 'image' || i.type === 'stencil');
  const fonts = pdffonts(file);
  const trims: Box[] = [];
  for (const [i, ours] of pages.entries()) {
    const theirs = poppler[i]!;
    const where = `${path.basename(file)} page ${ours.page}`;
    const boxesAgree =
      (['media', 'crop', 'bleed', 'trim', 'art'] as const).every((k) => sameBox(ours.boxes[k], theirs[k])) &&
      ours.rotate === theirs.rotate;
    count('page boxes', boxesAgree);
    if (!boxesAgree)
      problems.push(`${where}: boxes ${JSON.stringify(ours.boxes)} against ${JSON.stringify(theirs)}`);
    const bleedAgrees = bleedMm(ours.boxes) < 2.95 === popplerBleedMm(theirs) < 2.95;
    count('no-bleed', bleedAgrees);
    if (!bleedAgrees)
      problems.push(`${where}: bleed ${bleedMm(ours.boxes)} mm against ${popplerBleedMm(theirs)} mm`);
    const sizeAgrees = isLetter(ours.boxes.trim) === isLetter(theirs.trim);
    count('page-size', sizeAgrees);
    if (!sizeAgrees)
      problems.push(
        `${where}: trim ${JSON.stringify(ours.boxes.trim)} against ${JSON.stringify(theirs.trim)}`,
      );
    trims.push(theirs.trim);

    const theirImages = popplerImages.filter((p) => p.page === ours.page);
    const imagesAgree =
      ours.images.length === theirImages.length &&
      ours.images.every((image, n) => {
        const t = theirImages[n]!;
        return (
          image.widthPx === t.width &&
          image.heightPx === t.height &&
          Math.abs(image.xPpi - t.xPpi) <= 1 &&
          Math.abs(image.yPpi - t.yPpi) <= 1
        );
      });
    count('image-resolution', imagesAgree);
    if (!imagesAgree)
      problems.push(`${where}: images ${JSON.stringify(ours.images)} against ${JSON.stringify(theirImages)}`);
    const ourTier = tier(Math.min(Infinity, ...ours.images.filter((m) => !m.stencil).map(effectivePpi)));
    const theirTier = tier(
      Math.min(
        Infinity,
        ...theirImages.filter((m) => m.type === 'image').map((m) => Math.min(m.xPpi, m.yPpi)),
      ),
    );
    if (ourTier !== theirTier) problems.push(`${where}: resolution ${ourTier} against ${theirTier}`);
    const coloursAgree =
      ours.images.length === theirImages.length &&
      ours.images.every((image, n) => sameColour(image, theirImages[n]!));
    count('rgb-color (images)', coloursAgree);
    if (!coloursAgree)
      problems.push(
        `${where}: image colours ${JSON.stringify(ours.images.map((m) => m.colour))} against ${JSON.stringify(theirImages.map((m) => [m.color, m.components]))}`,
      );

    for (const font of ours.fonts) {
      const listed = fonts.find((f) => f.objectNumber === font.objectNumber);
      const fontAgrees = listed !== undefined && listed.embedded === font.embedded;
      count('font-not-embedded', fontAgrees);
      if (!fontAgrees)
        problems.push(`${where}: font ${JSON.stringify(font)} against ${JSON.stringify(listed ?? fonts)}`);
    }
  }
  const sizes = new Set(
    trims.map((t) => `${Math.round((t.x1 - t.x0) * mmPerPt)}x${Math.round((t.y1 - t.y0) * mmPerPt)}`),
  );
  const ourSizes = new Set(
    pages.map(
      (p) =>
        `${Math.round((p.boxes.trim.x1 - p.boxes.trim.x0) * mmPerPt)}x${Math.round((p.boxes.trim.y1 - p.boxes.trim.y0) * mmPerPt)}`,
    ),
  );
  count('mixed-page-sizes', sizes.size > 1 === ourSizes.size > 1);
  return problems;
}

describe('the preflight agrees with Poppler', () => {
  it.each([
    'summer-sale-flyer.pdf',
    'business-cards-dana-whitfield.pdf',
    'spring-open-house-brochure.pdf',
    'annual-report-booklet-12p.pdf',
  ] as const)('on the sample %s', (name) => {
    expect(compareWithPoppler(samplePdf(name))).toEqual([]);
  });

  it.each(defectPdfs.filter((f) => !f.startsWith('encrypted')))('on the defect PDF %s', (name) => {
    expect(compareWithPoppler(path.join(dir, name))).toEqual([]);
  });

  describe.skipIf(skipWithoutPrintFiles)('on the real-world corpus', () => {
    it.each(
      printFilesManifest()
        .filter((f) => !f.broken)
        .map((f) => f.file),
    )('%s', (name) => {
      expect(compareWithPoppler(printFile(name))).toEqual([]);
    });
  });
});
