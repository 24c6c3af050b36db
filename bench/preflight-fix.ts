/**
 * `npm run --silent bench -- preflight-fix [--runs 5] [--book-pages 600] [--files a.pdf,b.pdf]`: times
 * `printdesk preflight --fix bleed,fonts --out DIR --json` (the compiled command, as installed) against
 * Ghostscript rewriting the same files (`gs -sDEVICE=pdfwrite`), in the same rounds (issue 36, goal:
 * `ratioToGhostscript` ≤ 1).
 *
 * Files: the generated book (its Helvetica and Times left out, no bleed: every page gets both fixes),
 * the real-world corpus (PRINTDESK_FIXTURES, its readable PDFs) and any `--files`. Our time includes
 * checking the file, fixing it and checking the copy; the command's own start-up is taken off as in
 * bench/preflight.ts (support/timed-preflight.ts). Rounds alternate who goes first. `ratioToGhostscript`
 * is the sum over the files of our median times over the sum of Ghostscript's; its spread is the
 * lowest and highest of the rounds' own ratios.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { hasPrintFiles } from '../test/print-files.js';
import { MiB, flags, median, report } from './lib.js';
import { buildMainProcess } from './support/cli.js';
import { writeBookPdf } from './support/preflight-pdfs.js';
import { corpusAndGivenFiles, timePreflight, tinyFile } from './support/timed-preflight.js';

const exec = promisify(execFile);

async function ghostscript(file: string, output: string): Promise<number> {
  const started = performance.now();
  await exec(
    'gs',
    ['-q', '-dNOPAUSE', '-dBATCH', '-dSAFER', '-sDEVICE=pdfwrite', `-sOutputFile=${output}`, file],
    {
      maxBuffer: 64 * MiB,
    },
  );
  return (performance.now() - started) / 1000;
}

/** A run of seconds, for the smoke run of every benchmark (bench/run.ts `--smoke`). */
export const smoke = ['--runs', '1', '--book-pages', '3'];

export async function run(argv: string[]): Promise<void> {
  const options = flags(argv, { runs: 5, 'book-pages': 600, files: '' });
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs is a whole number >= 1');
  const work = await mkdtemp(path.join(tmpdir(), 'printdesk-bench-preflight-fix-'));
  try {
    await buildMainProcess();
    const book = path.join(work, `book-${options['book-pages']}p.pdf`);
    await writeBookPdf(book, options['book-pages']);
    await exec('sync');
    const { corpus, given: extra } = corpusAndGivenFiles(options.files);
    const files = [book, ...corpus, ...extra];
    console.log(
      `files: ${files.length} (${hasPrintFiles ? `corpus of ${corpus.length}` : 'no corpus: set PRINTDESK_FIXTURES'})`,
    );
    for (const f of files)
      console.log(`  ${path.basename(f)}: ${((await stat(f)).size / MiB).toFixed(1)} MiB`);

    const out = path.join(work, 'fixed');
    const gsOut = path.join(work, 'ghostscript.pdf');
    const fixing = ['--fix', 'bleed,fonts', '--out', out];
    const ratios: number[] = [];
    const perFile = new Map<string, { ours: number[]; gs: number[] }>(
      files.map((f) => [f, { ours: [], gs: [] }]),
    );
    let fixed = 0;
    // The first start reads everything from disk: not a measure. (The flyer goes first in every run: a
    // copy of it under another name, since two files of one name are refused with --fix.)
    const warmUp = path.join(work, 'warm-up.pdf');
    await copyFile(tinyFile, warmUp);
    await timePreflight(warmUp, fixing);
    for (let round = 0; round < options.runs; round++) {
      let oursSum = 0;
      let gsSum = 0;
      for (const f of files) {
        const gsFirst = round % 2 === 1;
        const before = gsFirst ? await ghostscript(f, gsOut) : 0;
        const mine = await timePreflight(f, fixing);
        const theirs = gsFirst ? before : await ghostscript(f, gsOut);
        perFile.get(f)!.ours.push(mine.seconds);
        perFile.get(f)!.gs.push(theirs);
        oursSum += mine.seconds;
        gsSum += theirs;
        if (round === 0 && existsSync(path.join(out, path.basename(f)))) fixed++;
      }
      ratios.push(oursSum / gsSum);
      console.log(
        `  round ${round + 1}: ours ${oursSum.toFixed(2)} s, Ghostscript ${gsSum.toFixed(2)} s, ratio ${(oursSum / gsSum).toFixed(2)}`,
      );
    }
    for (const [f, t] of perFile)
      console.log(
        `  ${path.basename(f)}: ours ${median(t.ours).toFixed(3)} s, Ghostscript ${median(t.gs).toFixed(3)} s (medians)`,
      );
    const oursTotal = [...perFile.values()].reduce((sum, t) => sum + median(t.ours), 0);
    const gsTotal = [...perFile.values()].reduce((sum, t) => sum + median(t.gs), 0);
    const bookTimes = perFile.get(book)!;
    report(
      `printdesk preflight --fix bleed,fonts against gs -sDEVICE=pdfwrite on the same files (${options.runs} rounds)`,
      {
        files: files.length,
        filesFixed: fixed,
        runs: options.runs,
        oursSeconds: oursTotal,
        ghostscriptSeconds: gsTotal,
        ratioToGhostscript: oursTotal / gsTotal,
        ratioToGhostscriptMin: Math.min(...ratios),
        ratioToGhostscriptMax: Math.max(...ratios),
        ratioGoal: 1,
        bookPages: options['book-pages'],
        bookRatioToGhostscript: median(bookTimes.ours) / median(bookTimes.gs),
      },
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
