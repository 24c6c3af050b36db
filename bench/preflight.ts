/**
 * `npm run --silent bench -- preflight [--runs 5] [--book-pages 600] [--photo-mib 1024] [--files a.pdf,b.pdf]`:
 * times `printdesk preflight --json` (the compiled command, as installed) against Poppler's
 * `pdffonts` + `pdfimages -list` + `pdfinfo -box` on the same files, in the same rounds.
 *
 * Files: the real-world corpus (PRINTDESK_FIXTURES, its readable PDFs), any `--files`, a generated
 * book (compressed text, graphics, images, forms, inline images on every page) and a generated
 * gigabyte of uncompressed photos, whose peak RSS is the memory figure.
 *
 * The command's own start-up (Node, its modules, the threads, pdf.js) is taken off: each run checks
 * the one-page sample flyer first, and a file's time runs from the flyer's JSON line to its own. Rounds
 * alternate who goes first. `ratioToPoppler` is the sum over the files of our median times over the
 * sum of Poppler's; its spread is the lowest and highest of the rounds' own ratios.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { hasPrintFiles } from '../test/print-files.js';
import { MiB, flags, median, report } from './lib.js';
import { buildMainProcess } from './support/cli.js';
import { writeBookPdf, writePhotoPdf } from './support/preflight-pdfs.js';
import { corpusAndGivenFiles, timePreflight, tinyFile } from './support/timed-preflight.js';

const exec = promisify(execFile);
async function poppler(file: string, pages: number): Promise<number> {
  const started = performance.now();
  const options = { maxBuffer: 256 * MiB };
  await exec('pdffonts', [file], options);
  await exec('pdfimages', ['-list', file], options);
  await exec('pdfinfo', ['-box', '-f', '1', '-l', String(pages), file], options);
  return (performance.now() - started) / 1000;
}

async function pageCount(file: string): Promise<number> {
  const { stdout } = await exec('pdfinfo', [file]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 1);
}

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--runs', '1', '--book-pages', '3', '--photo-mib', '1'];

export async function run(argv: string[]): Promise<void> {
  const options = flags(argv, { runs: 5, 'book-pages': 600, 'photo-mib': 1024, files: '' });
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs is a whole number >= 1');
  const work = await mkdtemp(path.join(tmpdir(), 'printdesk-bench-preflight-'));
  try {
    await buildMainProcess();
    const book = path.join(work, `book-${options['book-pages']}p.pdf`);
    const photos = path.join(work, `photos-${options['photo-mib']}mib.pdf`);
    await writeBookPdf(book, options['book-pages']);
    await writePhotoPdf(photos, options['photo-mib'] * MiB);
    await exec('sync');
    const { corpus, given: extra } = corpusAndGivenFiles(options.files);
    const files = [...corpus, ...extra, book, photos];
    const pages = new Map<string, number>();
    for (const f of files) pages.set(f, await pageCount(f));
    console.log(
      `files: ${files.length} (${hasPrintFiles ? `corpus of ${corpus.length}` : 'no corpus: set PRINTDESK_FIXTURES'})`,
    );
    for (const f of files)
      console.log(
        `  ${path.basename(f)}: ${pages.get(f)} pages, ${((await stat(f)).size / MiB).toFixed(1)} MiB`,
      );

    const ratios: number[] = [];
    const startups: number[] = [];
    const perFile = new Map<string, { ours: number[]; poppler: number[] }>(
      files.map((f) => [f, { ours: [], poppler: [] }]),
    );
    let photoRss = 0;
    await timePreflight(tinyFile); // the first start reads everything from disk: not a measure
    for (let round = 0; round < options.runs; round++) {
      let oursSum = 0;
      let popplerSum = 0;
      for (const f of files) {
        const popplerFirst = round % 2 === 1;
        const before = popplerFirst ? await poppler(f, pages.get(f)!) : 0;
        const mine = await timePreflight(f);
        const theirs = popplerFirst ? before : await poppler(f, pages.get(f)!);
        startups.push(mine.startup);
        perFile.get(f)!.ours.push(mine.seconds);
        perFile.get(f)!.poppler.push(theirs);
        oursSum += mine.seconds;
        popplerSum += theirs;
        if (f === photos) photoRss = Math.max(photoRss, mine.peakRss);
      }
      ratios.push(oursSum / popplerSum);
      console.log(
        `  round ${round + 1}: ours ${oursSum.toFixed(2)} s, Poppler ${popplerSum.toFixed(2)} s, ratio ${(oursSum / popplerSum).toFixed(2)}`,
      );
    }
    for (const [f, t] of perFile)
      console.log(
        `  ${path.basename(f)}: ours ${median(t.ours).toFixed(3)} s, Poppler ${median(t.poppler).toFixed(3)} s (medians)`,
      );
    const bookTimes = perFile.get(book)!;
    const photoTimes = perFile.get(photos)!;
    const oursTotal = [...perFile.values()].reduce((sum, t) => sum + median(t.ours), 0);
    const popplerTotal = [...perFile.values()].reduce((sum, t) => sum + median(t.poppler), 0);
    report(
      `printdesk preflight against Poppler's pdffonts + pdfimages -list + pdfinfo -box (${options.runs} rounds)`,
      {
        files: files.length,
        runs: options.runs,
        startupSecondsMedian: median(startups),
        oursSeconds: oursTotal,
        popplerSeconds: popplerTotal,
        ratioToPoppler: oursTotal / popplerTotal,
        ratioToPopplerMin: Math.min(...ratios),
        ratioToPopplerMax: Math.max(...ratios),
        ratioGoal: 1.5,
        bookPages: options['book-pages'],
        bookRatioToPoppler: median(bookTimes.ours) / median(bookTimes.poppler),
        photoFileMiB: (await stat(photos)).size / MiB,
        photoRatioToPoppler: median(photoTimes.ours) / median(photoTimes.poppler),
        photoPeakRssMiB: photoRss / MiB,
      },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
