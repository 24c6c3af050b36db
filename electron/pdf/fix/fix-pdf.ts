/**
 * A fixed copy of a PDF: the page size, the bleed and the fonts fixed as asked, written to a new file;
 * the original is only read. The copy is the original's bytes with an incremental update appended
 * (ISO 32000-1 § 7.5.6): the changed pages, their forms and the embedded fonts are new objects after
 * the old ones, so nothing of the original is rewritten (its images are not decoded or compressed
 * again), and a large file is fixed about as fast as it is copied. @cantoo/pdf-lib reads and writes it.
 *
 * The fixes run in this order, each on what the one before left: page size (the page on the product's
 * size), bleed (mirrored beyond the trim, also around the pages just resized), fonts.
 */
import { randomUUID } from 'node:crypto';
import { appendFile, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { EncryptedPDFError, PDFDocument, ParseSpeeds, type PDFRef } from '@cantoo/pdf-lib';
import { addBleed } from './add-bleed.js';
import { embedFonts, type FontsOutcome } from './embed-fonts.js';
import { fitPageSize, type FitMode, type TrimPoints } from './fit-page-size.js';

export interface FixPlan {
  /** Put these pages (1-based) on the product's size. */
  readonly pageSize?: {
    readonly pages: readonly number[];
    readonly trim: TrimPoints;
    readonly mode: FitMode;
  };
  /** Give these pages (1-based) bleed; the pages the page-size fix resized get it too. */
  readonly bleed?: { readonly pages: readonly number[] };
  /** Embed a substitute for every standard font left out. */
  readonly fonts?: boolean;
}

export interface FixOutcome {
  /** Whether the copy was written: false when no fix changed anything, or the file may not be changed. */
  readonly written: boolean;
  /** Set when the file may not be changed: its author protected it (encrypted, even without a password to open). */
  readonly refused?: 'protected';
  readonly pageSize?: { readonly pages: number[]; readonly turned: number[] };
  readonly bleed?: { readonly pages: number[] };
  readonly fonts?: FontsOutcome;
}

export async function fixPdf(input: string, output: string, plan: FixPlan): Promise<FixOutcome> {
  const original = await readFile(input);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(original, {
      forIncrementalUpdate: true,
      parseSpeed: ParseSpeeds.Fastest,
      updateMetadata: false,
    });
  } catch (error) {
    if (error instanceof EncryptedPDFError) return { written: false, refused: 'protected' };
    throw error;
  }
  // pdf-lib tracks an incremental update's changes by searching every object for each one changed
  // (and each stream written): quadratic on a long file. The fixes say what they changed instead.
  const snapshot = doc.context.snapshot!;
  doc.context.snapshot = undefined;
  const changedObjects = new Set<PDFRef>();
  const pages = doc.getPages();
  const page = (n: number) => pages[n - 1]?.node;
  let changed = false;
  const outcome: { -readonly [K in keyof FixOutcome]: FixOutcome[K] } = { written: false };

  const resized: number[] = [];
  if (plan.pageSize) {
    const turned: number[] = [];
    for (const n of plan.pageSize.pages) {
      const leaf = page(n);
      if (!leaf) continue;
      if (fitPageSize(leaf, plan.pageSize.trim, plan.pageSize.mode).turned) turned.push(n);
      resized.push(n);
      changedObjects.add(pages[n - 1]!.ref);
    }
    outcome.pageSize = { pages: resized, turned };
    changed ||= resized.length > 0;
  }
  if (plan.bleed) {
    const wanted = [...new Set([...plan.bleed.pages, ...resized])].sort((a, b) => a - b);
    const bled = wanted.filter((n) => page(n) !== undefined);
    for (const n of bled) {
      addBleed(page(n)!);
      changedObjects.add(pages[n - 1]!.ref);
    }
    outcome.bleed = { pages: bled };
    changed ||= bled.length > 0;
  }
  if (plan.fonts) {
    outcome.fonts = embedFonts(doc.context, changedObjects);
    changed ||= outcome.fonts.embedded.length > 0;
  }
  if (!changed) return outcome;
  snapshot.markRefsForSave([...changedObjects]);
  // A classic cross-reference section: readers of every PDF version take it after either kind.
  const update = await doc.saveIncremental(snapshot, { useObjectStreams: false, objectsPerTick: Infinity });
  // Written beside and renamed into place: a reader never sees half a file, and a failed write leaves none.
  const partial = `${output}.${randomUUID()}.partial`;
  try {
    await writeFile(partial, original);
    await appendFile(partial, update);
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  outcome.written = true;
  return outcome;
}
